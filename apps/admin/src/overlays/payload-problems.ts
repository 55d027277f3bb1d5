import { apiErrorMessage, errorMessageOf, PayloadError } from '../errors';

/**
 * A failed save as the editor shows it: each refusal of the API under the form field it belongs to
 * (`fieldOf`, from the payload's `field`), and what belongs to no field (or any other failure) above
 * the form.
 */
export function payloadProblems<Field extends string>(
  failure: unknown,
  fieldOf: (apiField: string | null | undefined) => Field | undefined,
): { fields: Partial<Record<Field, string>>; form?: string } {
  if (!(failure instanceof PayloadError)) return { fields: {}, form: errorMessageOf(failure) };
  const fields: Partial<Record<Field, string>> = {};
  let form: string | undefined;
  for (const entry of failure.errors) {
    const field = fieldOf(entry.field);
    if (field) fields[field] ??= apiErrorMessage(entry);
    else form ??= apiErrorMessage(entry);
  }
  return { fields, form };
}

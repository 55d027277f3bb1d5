/** What react-admin's `<Form onSubmit>` hands over: the inputs by source. */
export type FormValues = Record<string, unknown>;

/** A text input's value, trimmed; an empty input gives ''. */
export function textValue(values: FormValues, source: string): string {
  const value = values[source];
  return typeof value === 'string' ? value.trim() : '';
}

/** A password input's value, exactly as typed. */
export function rawTextValue(values: FormValues, source: string): string {
  const value = values[source];
  return typeof value === 'string' ? value : '';
}

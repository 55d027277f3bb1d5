import { ErrorCode, ErrorMessages } from '@framehouse/domain';
import { GraphQLError } from 'graphql';

/** One entry of a mutation payload's `errors`: the catalogue code, the field it concerns, its messages. */
export interface PayloadError {
  field: string | null;
  messages: string[];
  name: string;
}

/**
 * The one way a service reports a failure the caller should see. The exception filter turns it into
 * the payload `errors` of a mutation, a GraphQL error of a query, or a JSON error of a REST call.
 */
export class ContractError extends Error {
  readonly errors: PayloadError[];

  constructor(errors: PayloadError[]) {
    super(errors[0]?.messages[0] ?? 'Error');
    this.errors = errors;
  }

  get code(): string {
    return this.errors[0]?.name ?? ErrorCode.SERVER_ERROR;
  }
}

/** A failure with a catalogue code; the message defaults to the catalogue's text for that code. */
export function contractError(
  code: ErrorCode,
  options: { field?: string; message?: string } = {},
): ContractError {
  return new ContractError([
    { name: code, field: options.field ?? null, messages: [options.message ?? ErrorMessages[code]] },
  ]);
}

/** Field validation failures, one entry per field, all reported at once. */
export function validationError(
  fields: Record<string, string | string[] | undefined>,
): ContractError | undefined {
  const errors = Object.entries(fields)
    .filter((entry): entry is [string, string | string[]] => entry[1] !== undefined && entry[1].length > 0)
    .map(([field, messages]) => ({
      name: ErrorCode.VALIDATION_ERROR,
      field,
      messages: Array.isArray(messages) ? messages : [messages],
    }));
  return errors.length ? new ContractError(errors) : undefined;
}

/** Throws the validation failures of `fields`, if any. */
export function assertValid(fields: Record<string, string | string[] | undefined>): void {
  const error = validationError(fields);
  if (error) throw error;
}

export const notFound = (field?: string) => contractError(ErrorCode.NOT_FOUND, { field });

/**
 * The GraphQL error a query answers for a failure: its first message, its code and every entry. Field
 * resolvers (`@ResolveField`) run outside the exception filter, so a refusal of theirs is thrown as this.
 */
export function graphQLErrorOf(error: ContractError): GraphQLError {
  return new GraphQLError(error.message, { extensions: { code: error.code, errors: error.errors } });
}

import { ContextMessages, ErrorCode, ErrorMessages, isErrorCode } from '@framehouse/domain';
import { GraphQLRequestError } from '@framehouse/sdk';
import { HttpError } from 'react-admin';

/** One entry of a mutation payload's `errors` list. */
export interface ApiError {
  field?: string | null;
  messages: readonly string[];
  name: string;
}

/** Texts for codes whose message depends on where they occur, e.g. ACCOUNT_NOT_VERIFIED on activation. */
export type MessageOverrides = Partial<Record<ErrorCode, string>>;

/** The local catalogue text overrides the server's, except where the server says which rule failed. */
export function apiErrorMessage(error: ApiError | undefined, overrides: MessageOverrides = {}): string {
  if (!error) return ErrorMessages[ErrorCode.UNKNOWN_ERROR];
  const code = isErrorCode(error.name) ? error.name : undefined;
  const override = code ? overrides[code] : undefined;
  if (override) return override;
  if (code && code !== ErrorCode.VALIDATION_ERROR) return ErrorMessages[code];
  return error.messages[0] ?? ErrorMessages[ErrorCode.UNKNOWN_ERROR];
}

/** A failure whose message is already the text to show (the spec's, or ours where it shows none). */
export class DisplayableError extends Error {}

/** A mutation that answered with a non-empty `errors` list. */
export class PayloadError extends DisplayableError {
  constructor(
    readonly errors: readonly ApiError[],
    overrides?: MessageOverrides,
  ) {
    super(apiErrorMessage(errors[0], overrides));
    this.name = 'PayloadError';
  }

  get code(): string | undefined {
    return this.errors[0]?.name;
  }
}

interface Payload {
  errors?: readonly ApiError[] | null;
}

/** Returns the payload, or throws its `errors` as a PayloadError. */
export function unwrapPayload<P extends Payload>(
  payload: P | null | undefined,
  overrides?: MessageOverrides,
): P {
  if (!payload) throw new PayloadError([{ name: ErrorCode.UNKNOWN_ERROR, messages: [] }]);
  if (payload.errors?.length) throw new PayloadError(payload.errors, overrides);
  return payload;
}

interface GraphQLErrorLike {
  message: string;
  extensions?: { code?: unknown } | null;
}

function hasGraphQLErrors(value: unknown): value is { graphQLErrors: readonly GraphQLErrorLike[] } {
  return typeof value === 'object' && value !== null && Array.isArray(Reflect.get(value, 'graphQLErrors'));
}

/** The catalogue code of any failure of an API call, wherever it was raised. */
export function errorCodeOf(error: unknown): string | undefined {
  if (error instanceof PayloadError || error instanceof GraphQLRequestError) return error.code;
  // ra-data-graphql wraps every failure in an HttpError whose body is the original error.
  if (error instanceof HttpError) return errorCodeOf(error.body);
  if (hasGraphQLErrors(error)) {
    const code = error.graphQLErrors[0]?.extensions?.code;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}

function httpStatusOf(error: unknown): number | undefined {
  if (error instanceof GraphQLRequestError || error instanceof HttpError) return error.status;
  return undefined;
}

/** A lapsed or invalid session: any call answers AUTH_REQUIRED (or a bare 401). */
export function isSessionError(error: unknown): boolean {
  return errorCodeOf(error) === ErrorCode.AUTH_REQUIRED || httpStatusOf(error) === 401;
}

/** A failure with no catalogue code: the network or the server itself failed. */
export function isNetworkError(error: unknown): boolean {
  return errorCodeOf(error) === undefined && !(error instanceof DisplayableError);
}

/** The text a screen shows for a failed API call. */
export function errorMessageOf(error: unknown, overrides?: MessageOverrides): string {
  if (error instanceof DisplayableError) return error.message;
  if (error instanceof HttpError && error.body instanceof DisplayableError) return error.body.message;
  const code = errorCodeOf(error);
  if (code && isErrorCode(code)) return overrides?.[code] ?? ErrorMessages[code];
  return ContextMessages.operationFailed;
}

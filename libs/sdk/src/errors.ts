import { ErrorCode } from '@framehouse/domain';

export { ErrorCode };

/** One entry of a mutation payload's `errors` list (DESIGN.md "Errors"). */
export interface PayloadErrorEntry {
  /** The input field the error is about, or null for the whole call. */
  field?: string | null;
  messages: readonly string[];
  /** The catalogue code: one of {@link ErrorCode}. */
  name: string;
}

/** A GraphQL-level failure: the response's `errors`, each with `extensions.code`, or a failed request. */
export class GraphQLRequestError extends Error {
  constructor(
    readonly errors: ReadonlyArray<{ message: string; extensions?: { code?: string } }>,
    readonly status: number,
  ) {
    super(errors[0]?.message ?? `Request failed with status ${status}`);
    this.name = 'GraphQLRequestError';
  }

  /** The first error's code, e.g. `AUTH_REQUIRED` or `NOT_FOUND`. */
  get code(): string | undefined {
    return this.errors[0]?.extensions?.code;
  }
}

/**
 * A mutation answered, but its payload's `errors` list is not empty: the call did not do what it was
 * asked. Thrown by {@link ensureOk}, and by every call of a client made with `ensureOk: true`.
 */
export class PayloadError extends Error {
  /** The first error's code, e.g. `VALIDATION_ERROR`. */
  readonly code: string;
  /** The first error's field, if it is about one. */
  readonly field: string | null;
  /** The first error's messages. */
  readonly messages: readonly string[];

  constructor(
    /** Every entry of the payload's `errors`. */
    readonly errors: readonly PayloadErrorEntry[],
    /** The operation that answered them, e.g. `UploadLocalVideo`, when known. */
    readonly operation?: string,
  ) {
    const first = errors[0] ?? { name: ErrorCode.UNKNOWN_ERROR, messages: [], field: null };
    const where = first.field ? ` (${first.field})` : '';
    super(
      `${operation ? `${operation}: ` : ''}${first.name}${where}: ${first.messages.join(' ') || 'no message'}`,
    );
    this.name = 'PayloadError';
    this.code = first.name;
    this.field = first.field ?? null;
    this.messages = first.messages;
  }
}

interface WithErrors {
  errors?: readonly PayloadErrorEntry[] | null;
}

/**
 * Returns the payload when its `errors` list is empty; throws a {@link PayloadError} otherwise (and
 * for a missing payload).
 *
 * ```ts
 * const { video } = ensureOk((await sdk.UploadRemoteVideo({ url })).uploadRemoteVideo);
 * ```
 */
export function ensureOk<P extends WithErrors>(payload: P | null | undefined, operation?: string): P {
  if (!payload)
    throw new PayloadError([{ name: ErrorCode.UNKNOWN_ERROR, messages: ['no payload'] }], operation);
  if (payload.errors?.length) throw new PayloadError(payload.errors, operation);
  return payload;
}

function isPayloadErrorList(value: unknown): value is readonly PayloadErrorEntry[] {
  return (
    Array.isArray(value) &&
    value.every((entry) => typeof entry === 'object' && entry !== null && typeof entry.name === 'string')
  );
}

/** The first root field of an answer whose payload carries errors, if any (for `ensureOk: true`). */
export function payloadErrorsOf(data: unknown): readonly PayloadErrorEntry[] | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  for (const payload of Object.values(data)) {
    if (typeof payload !== 'object' || payload === null) continue;
    const errors: unknown = Reflect.get(payload, 'errors');
    if (isPayloadErrorList(errors) && errors.length) return errors;
  }
  return undefined;
}

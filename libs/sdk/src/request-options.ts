/** What every call of the client takes after its variables. */
export interface RequestOptions {
  /** Aborts the request (the call rejects with the signal's reason). */
  signal?: AbortSignal;
}

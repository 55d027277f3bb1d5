import { config } from '../config';

const references = new WeakMap<object, string>();
const valueReferences = new Map<unknown, string>();

/**
 * The reference a user can quote for a failure: 32 hex digits, the form of a Sentry event id, under
 * which the failure is reported. One per thrown value, so that the dialog and the report (made apart,
 * see reportCaughtError) agree. getRandomValues, unlike randomUUID, also works on a plain-http address.
 */
export function crashReferenceOf(error: unknown): string {
  const known = typeof error === 'object' && error !== null ? references : valueReferences;
  const key = error as object;
  let reference = known.get(key);
  if (!reference) {
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    reference = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
    known.set(key, reference);
  }
  return reference;
}

/**
 * React's hook for every error a boundary caught (createRoot's onCaughtError): the one place that has
 * the component stack, whichever boundary (react-admin's or the router's) shows the dialog.
 */
export function reportCaughtError(error: unknown, info: { componentStack?: string }): void {
  void reportCrash(error, crashReferenceOf(error), info.componentStack);
}

/**
 * Sends a rendering failure to the configured Sentry-compatible DSN, under `reference`; without a DSN it
 * is only logged here. The SDK is loaded then only. A report that cannot be sent is logged, never
 * thrown: the dialog is already the answer.
 */
async function reportCrash(error: unknown, reference: string, componentStack?: string): Promise<void> {
  console.error(`Unexpected error (reference ${reference})`, error);
  const dsn = config.errorReportingDsn;
  if (!dsn) return;
  try {
    const { sendToSentry } = await import('./sentry-report');
    sendToSentry(dsn, error, reference, componentStack);
  } catch (failure) {
    console.error(`The error (reference ${reference}) could not be reported`, failure);
  }
}

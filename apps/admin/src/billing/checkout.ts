import { DisplayableError } from '../errors';

/** Sends the browser to the payment provider's hosted page (checkout or billing portal). */
export function goToPaymentProvider(url: string | null | undefined): void {
  if (!url) throw new DisplayableError('The payment provider did not answer. Try again.');
  window.location.assign(url);
}

/** An address of this site, for the provider to send the browser back to. */
export function pageOfThisSite(path: string): string {
  return new URL(path, window.location.origin).toString();
}

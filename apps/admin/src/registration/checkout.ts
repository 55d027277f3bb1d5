import { config } from '../config';
import { DisplayableError } from '../errors';

/** Stripe.js, the card payment provider's client: only what the hosted checkout needs. */
interface StripeClient {
  redirectToCheckout: (options: { sessionId: string }) => Promise<{ error?: { message?: string } }>;
}

declare global {
  interface Window {
    Stripe?: (publishableKey: string) => StripeClient;
  }
}

const STRIPE_SCRIPT = 'https://js.stripe.com/v3/';

/** Paid plans cannot be checked out on an install without a Stripe publishable key. */
export class CheckoutUnavailableError extends DisplayableError {
  constructor() {
    super('Card payments are not set up on this server. Contact the support to continue.');
    this.name = 'CheckoutUnavailableError';
  }
}

let loading: Promise<StripeClient> | undefined;

/** Loads the payment client once; resolves undefined when this install takes no card payments. */
export function loadPaymentClient(): Promise<StripeClient | undefined> {
  const key = config.stripePublishableKey;
  if (!key) return Promise.resolve(undefined);
  loading ??= new Promise<StripeClient>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = STRIPE_SCRIPT;
    script.onload = () =>
      window.Stripe ? resolve(window.Stripe(key)) : reject(new CheckoutUnavailableError());
    script.onerror = () => {
      loading = undefined;
      script.remove();
      reject(new CheckoutUnavailableError());
    };
    document.head.appendChild(script);
  });
  return loading;
}

/** Sends the browser to the provider's hosted checkout for a payment session the API created. */
export async function redirectToCheckout(stripePaymentSessionId: string): Promise<void> {
  const client = await loadPaymentClient();
  if (!client) throw new CheckoutUnavailableError();
  const { error } = await client.redirectToCheckout({ sessionId: stripePaymentSessionId });
  if (error) throw new Error(error.message ?? 'Checkout failed');
}

import { unwrapPayload } from '../errors';
import { sdk } from '../sdk';

/** The subscription and its payment (libs/sdk/operations/billing.graphql); a payload's errors throw. */
export const billingApi = {
  /** The organization's subscription with its limits and what can be paid here. */
  paymentPlan: async () => (await sdk.PaymentPlan()).me?.organization?.subscription ?? null,
  /** createPaymentSession: the hosted checkout of the premium plan. */
  createPaymentSession: async (urls: { successUrl: string; cancelUrl: string }) =>
    unwrapPayload((await sdk.CreatePaymentSession(urls)).createPaymentSession).paymentSession,
  /** createCustomerPortalSession: the payment provider's billing portal. */
  createPortalSession: async (returnUrl: string) =>
    unwrapPayload((await sdk.CreateCustomerPortalSession({ returnUrl })).createCustomerPortalSession).url,
  cancelSubscription: async () =>
    unwrapPayload((await sdk.CancelSubscription()).cancelSubscription).subscription,
};

import { isD2CPlan, SubscriptionPlan, SubscriptionStatus } from '../enums/subscription';

/** The plans sold by card; the others are trials or granted by an operator (docs/decisions.md, "Billing"). */
export type PaidPlan = SubscriptionPlan.PREMIUM | SubscriptionPlan.D2C_PREMIUM;

export const PAID_PLANS: readonly PaidPlan[] = [SubscriptionPlan.PREMIUM, SubscriptionPlan.D2C_PREMIUM];

export function isPaidPlan(plan: SubscriptionPlan | null | undefined): plan is PaidPlan {
  return plan != null && (PAID_PLANS as readonly SubscriptionPlan[]).includes(plan);
}

/** What a payment buys: the premium plan of the organization's audience (creator suite or D2C). */
export function paidPlanFor(plan: SubscriptionPlan | null | undefined): PaidPlan {
  return isD2CPlan(plan) ? SubscriptionPlan.D2C_PREMIUM : SubscriptionPlan.PREMIUM;
}

/** The status a paid plan has while its payments are current. */
export const PAID_PLAN_STATUS: Record<PaidPlan, SubscriptionStatus> = {
  [SubscriptionPlan.PREMIUM]: SubscriptionStatus.PREMIUM,
  [SubscriptionPlan.D2C_PREMIUM]: SubscriptionStatus.D2C_PREMIUM,
};

/** The status each plan has while it runs (an operator's grant, a trial, a paid plan). */
export const PLAN_ACTIVE_STATUS: Record<SubscriptionPlan, SubscriptionStatus> = {
  [SubscriptionPlan.TRIAL]: SubscriptionStatus.TRIAL,
  [SubscriptionPlan.PREMIUM]: SubscriptionStatus.PREMIUM,
  [SubscriptionPlan.UNLIMITED]: SubscriptionStatus.UNLIMITED,
  [SubscriptionPlan.D2C_TRIAL]: SubscriptionStatus.D2C_TRIAL,
  [SubscriptionPlan.D2C_PREMIUM]: SubscriptionStatus.D2C_PREMIUM,
  [SubscriptionPlan.D2C_UNLIMITED]: SubscriptionStatus.D2C_UNLIMITED,
};

/**
 * A payment provider subscription's state, as Stripe names it. Past due keeps the plan while the
 * provider retries the card (its dunning); the rest of the unpaid or ended states deactivate.
 */
const PAYING_PROVIDER_STATES: readonly string[] = ['active', 'trialing', 'past_due'];

export function isPayingProviderState(state: string): boolean {
  return PAYING_PROVIDER_STATES.includes(state);
}

/** States after which the provider's subscription never pays again. */
const ENDED_PROVIDER_STATES: readonly string[] = ['canceled', 'incomplete_expired'];

export function isEndedProviderState(state: string): boolean {
  return ENDED_PROVIDER_STATES.includes(state);
}

/** Texts of the billing screens and calls (ours, where the spec shows none). */
export const BillingMessages = {
  returnUrlOffSite: 'The address must be a page of this site.',
  paymentProviderFailed: 'The payment provider could not be reached. Try again.',
  planExpired:
    'Your plan has expired: the organization and its members are deactivated until a payment is confirmed.',
} as const;

/**
 * Where the payment provider may send the browser back to: a page of our own origin only, so a crafted
 * call cannot turn the checkout into an open redirect. Undefined when the address is acceptable.
 */
export function returnUrlProblem(value: string | null | undefined, publicUrl: string): string | undefined {
  if (!value) return BillingMessages.returnUrlOffSite;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    return BillingMessages.returnUrlOffSite;
  }
  const own = new URL(publicUrl);
  const sameOrigin = parsed.protocol === own.protocol && parsed.host === own.host;
  return sameOrigin && !parsed.username && !parsed.password ? undefined : BillingMessages.returnUrlOffSite;
}

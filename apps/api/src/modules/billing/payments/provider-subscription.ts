import {
  isEndedProviderState,
  isPaidPlan,
  isPayingProviderState,
  PAID_PLAN_STATUS,
  paidPlanFor,
  SubscriptionStatus,
  type PaidPlan,
  type SubscriptionPlan,
} from '@framehouse/domain';

/** What we read of a payment provider's subscription: the provider's own shape stays in its adapter. */
export interface ProviderSubscription {
  id: string;
  customerId: string;
  /** The provider's state: Stripe's `active`, `past_due`, `canceled`, … */
  state: string;
  /** The organization it was bought for (set in its metadata at checkout). */
  organizationId: string | null;
  /** The plan it was bought as (metadata), when no configured price says it. */
  metadataPlan: string | null;
  /** The price of its base (licensed) item; a metered item for overage is not it. */
  basePrice: { id: string; unitAmount: number | null; currency: string } | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  cancelAt: Date | null;
  endedAt: Date | null;
}

/** What the subscription row becomes from the provider's subscription. */
export interface SubscriptionChanges {
  plan: PaidPlan;
  status: SubscriptionStatus;
  endsAt: Date | null;
  cost: string | null;
  currency: string;
  stripeSubscriptionId: string;
  stripeCustomerId: string;
  providerState: string;
}

/**
 * Our subscription as the provider's says it is now: always computed from the provider's latest state
 * (never from an event's copy), so events applied twice or out of order leave the same row. A paying
 * state (active, trialing, past due while the card is retried) holds the paid plan's status; any other
 * deactivates. The end date is the cancellation's (at the period end, or a set date), or when it ended.
 */
export function subscriptionChanges(
  provider: ProviderSubscription,
  planOfPrice: (priceId: string) => PaidPlan | undefined,
  currentPlan: SubscriptionPlan,
  now = new Date(),
): SubscriptionChanges {
  const pricedPlan = provider.basePrice ? planOfPrice(provider.basePrice.id) : undefined;
  const plan =
    pricedPlan ??
    (isPaidPlan(provider.metadataPlan as SubscriptionPlan)
      ? (provider.metadataPlan as PaidPlan)
      : paidPlanFor(currentPlan));
  const ended = isEndedProviderState(provider.state);
  const endsAt = ended
    ? (provider.endedAt ?? now)
    : (provider.cancelAt ?? (provider.cancelAtPeriodEnd ? provider.currentPeriodEnd : null));
  const unitAmount = provider.basePrice?.unitAmount;
  return {
    plan,
    status:
      isPayingProviderState(provider.state) && !(endsAt && endsAt <= now)
        ? PAID_PLAN_STATUS[plan]
        : SubscriptionStatus.INACTIVE,
    endsAt,
    cost: unitAmount == null ? null : (unitAmount / 100).toFixed(2),
    currency: provider.basePrice?.currency ?? 'usd',
    stripeSubscriptionId: provider.id,
    stripeCustomerId: provider.customerId,
    providerState: provider.state,
  };
}

/**
 * Whether an event about `provider` may change an organization whose current provider subscription is
 * `currentId`: its own subscription always, the first one it gets (even if its events arrive after it
 * ended), and another one only when it is live (a new checkout replacing an ended subscription), so a
 * late event of an old, ended subscription never overwrites the new one.
 */
export function isCurrentSubscription(provider: ProviderSubscription, currentId: string | null): boolean {
  return provider.id === currentId || currentId === null || !isEndedProviderState(provider.state);
}

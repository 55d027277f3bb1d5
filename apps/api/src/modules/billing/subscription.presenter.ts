import type { SubscriptionType } from './dtos/subscription.type';
import type { Subscription } from './subscription.entity';
import { effectiveStatus } from './subscription-status';

export function presentSubscription(subscription: Subscription): SubscriptionType {
  return {
    id: subscription.id,
    organizationId: subscription.organizationId,
    plan: subscription.plan,
    status: effectiveStatus(subscription),
    cost: subscription.cost === null ? null : Number(subscription.cost),
    currency: subscription.currency,
    endsAt: subscription.endsAt,
    paymentFailed: subscription.providerState === 'past_due' || subscription.providerState === 'unpaid',
    hasProviderCustomer: Boolean(subscription.stripeCustomerId),
  };
}

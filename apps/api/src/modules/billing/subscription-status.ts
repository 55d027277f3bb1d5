import { SubscriptionStatus } from '@framehouse/domain';
import type { Subscription } from './subscription.entity';

/** A subscription whose end date has passed is inactive, whatever status it was stored with. */
export function effectiveStatus(
  subscription: Subscription | null | undefined,
  now = new Date(),
): SubscriptionStatus {
  if (!subscription) return SubscriptionStatus.INACTIVE;
  if (subscription.endsAt && subscription.endsAt.getTime() <= now.getTime())
    return SubscriptionStatus.INACTIVE;
  return subscription.status;
}

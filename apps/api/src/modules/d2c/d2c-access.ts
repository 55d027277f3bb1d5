import { D2CMessages, isActiveSubscriptionStatus, isD2CPlan } from '@framehouse/domain';
import { effectiveStatus } from '../billing/subscription-status';
import type { Subscription } from '../billing/subscription.entity';

/**
 * Why an organization may not use the D2C service now, or null when it may: the service is part of the
 * D2C plans only (a plan that does not list D2C_TRANSCRIPTION_DURATION_LIMIT must not read as unlimited),
 * and only while the subscription is active. Checked on every plugin request and again before metering.
 */
export function d2cServiceRefusal(
  subscription: Subscription | null | undefined,
  now = new Date(),
): string | null {
  if (!subscription || !isD2CPlan(subscription.plan)) return D2CMessages.serviceNotInPlan;
  if (!isActiveSubscriptionStatus(effectiveStatus(subscription, now)))
    return D2CMessages.subscriptionInactive;
  return null;
}

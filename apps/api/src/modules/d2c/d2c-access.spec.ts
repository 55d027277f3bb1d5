import { D2CMessages, SubscriptionPlan, SubscriptionStatus } from '@framehouse/domain';
import type { Subscription } from '../billing/subscription.entity';
import { d2cServiceRefusal } from './d2c-access';

const subscription = (plan: SubscriptionPlan, status: SubscriptionStatus, endsAt: Date | null = null) =>
  ({ plan, status, endsAt }) as Subscription;

describe('d2cServiceRefusal', () => {
  const now = new Date('2025-06-15T12:00:00Z');

  it('lets an active D2C plan use the service', () => {
    for (const [plan, status] of [
      [SubscriptionPlan.D2C_TRIAL, SubscriptionStatus.D2C_TRIAL],
      [SubscriptionPlan.D2C_PREMIUM, SubscriptionStatus.D2C_PREMIUM],
      [SubscriptionPlan.D2C_UNLIMITED, SubscriptionStatus.D2C_UNLIMITED],
    ] as const) {
      expect(d2cServiceRefusal(subscription(plan, status), now)).toBeNull();
    }
  });

  it('refuses the creator-suite plans and no subscription at all', () => {
    for (const plan of [SubscriptionPlan.TRIAL, SubscriptionPlan.PREMIUM, SubscriptionPlan.UNLIMITED]) {
      expect(d2cServiceRefusal(subscription(plan, SubscriptionStatus.PREMIUM), now)).toBe(
        D2CMessages.serviceNotInPlan,
      );
    }
    expect(d2cServiceRefusal(null, now)).toBe(D2CMessages.serviceNotInPlan);
  });

  it('refuses an unpaid or ended D2C subscription', () => {
    expect(
      d2cServiceRefusal(subscription(SubscriptionPlan.D2C_PREMIUM, SubscriptionStatus.INACTIVE), now),
    ).toBe(D2CMessages.subscriptionInactive);
    expect(
      d2cServiceRefusal(
        subscription(
          SubscriptionPlan.D2C_TRIAL,
          SubscriptionStatus.D2C_TRIAL,
          new Date('2025-06-01T00:00:00Z'),
        ),
        now,
      ),
    ).toBe(D2CMessages.subscriptionInactive);
  });
});

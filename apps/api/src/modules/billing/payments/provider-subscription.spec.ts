import { SubscriptionPlan, SubscriptionStatus } from '@framehouse/domain';
import {
  isCurrentSubscription,
  subscriptionChanges,
  type ProviderSubscription,
} from './provider-subscription';

const NOW = new Date('2026-11-26T12:00:00Z');
const PERIOD_END = new Date('2026-12-26T12:00:00Z');

const active: ProviderSubscription = {
  id: 'sub_1',
  customerId: 'cus_1',
  state: 'active',
  organizationId: 'org',
  metadataPlan: null,
  basePrice: { id: 'price_premium', unitAmount: 4900, currency: 'usd' },
  currentPeriodEnd: PERIOD_END,
  cancelAtPeriodEnd: false,
  cancelAt: null,
  endedAt: null,
};

const planOfPrice = (id: string) =>
  id === 'price_premium'
    ? SubscriptionPlan.PREMIUM
    : id === 'price_d2c'
      ? SubscriptionPlan.D2C_PREMIUM
      : undefined;

describe('subscriptionChanges', () => {
  it('makes an active subscription the paid plan with no end date, its price the cost', () => {
    expect(subscriptionChanges(active, planOfPrice, SubscriptionPlan.TRIAL, NOW)).toEqual({
      plan: SubscriptionPlan.PREMIUM,
      status: SubscriptionStatus.PREMIUM,
      endsAt: null,
      cost: '49.00',
      currency: 'usd',
      stripeSubscriptionId: 'sub_1',
      stripeCustomerId: 'cus_1',
      providerState: 'active',
    });
  });

  it('keeps the plan while the card is retried (past due)', () => {
    const changes = subscriptionChanges(
      { ...active, state: 'past_due' },
      planOfPrice,
      SubscriptionPlan.PREMIUM,
      NOW,
    );
    expect(changes.status).toBe(SubscriptionStatus.PREMIUM);
    expect(changes.providerState).toBe('past_due');
  });

  it('ends a subscription cancelled at the period end on that date, active until then', () => {
    const changes = subscriptionChanges(
      { ...active, cancelAtPeriodEnd: true },
      planOfPrice,
      SubscriptionPlan.PREMIUM,
      NOW,
    );
    expect(changes).toMatchObject({ status: SubscriptionStatus.PREMIUM, endsAt: PERIOD_END });
  });

  it('deactivates an ended, unpaid or incomplete subscription', () => {
    const ended = new Date('2026-11-20T00:00:00Z');
    expect(
      subscriptionChanges(
        { ...active, state: 'canceled', endedAt: ended },
        planOfPrice,
        SubscriptionPlan.PREMIUM,
        NOW,
      ),
    ).toMatchObject({ status: SubscriptionStatus.INACTIVE, endsAt: ended });
    for (const state of ['unpaid', 'incomplete', 'incomplete_expired', 'paused']) {
      expect(
        subscriptionChanges({ ...active, state }, planOfPrice, SubscriptionPlan.PREMIUM, NOW).status,
      ).toBe(SubscriptionStatus.INACTIVE);
    }
  });

  it('reads the plan from the price, else the metadata, else the audience of the current plan', () => {
    const d2c = { ...active, basePrice: { id: 'price_d2c', unitAmount: 1900, currency: 'usd' } };
    expect(subscriptionChanges(d2c, planOfPrice, SubscriptionPlan.TRIAL, NOW).status).toBe(
      SubscriptionStatus.D2C_PREMIUM,
    );
    const unknownPrice = { ...active, basePrice: { id: 'price_old', unitAmount: null, currency: 'eur' } };
    expect(
      subscriptionChanges(
        { ...unknownPrice, metadataPlan: 'D2C_PREMIUM' },
        planOfPrice,
        SubscriptionPlan.TRIAL,
        NOW,
      ),
    ).toMatchObject({ plan: SubscriptionPlan.D2C_PREMIUM, cost: null, currency: 'eur' });
    expect(subscriptionChanges(unknownPrice, planOfPrice, SubscriptionPlan.D2C_TRIAL, NOW).plan).toBe(
      SubscriptionPlan.D2C_PREMIUM,
    );
  });
});

describe('isCurrentSubscription', () => {
  it("lets the organization's own subscription and a live new one change it, not an old ended one", () => {
    expect(isCurrentSubscription(active, 'sub_1')).toBe(true);
    expect(isCurrentSubscription({ ...active, id: 'sub_2' }, 'sub_1')).toBe(true);
    expect(isCurrentSubscription({ ...active, id: 'sub_0', state: 'canceled' }, 'sub_1')).toBe(false);
    expect(isCurrentSubscription({ ...active, state: 'canceled' }, 'sub_1')).toBe(true);
    expect(isCurrentSubscription({ ...active, state: 'canceled' }, null)).toBe(true);
  });
});

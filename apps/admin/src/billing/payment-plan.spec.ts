import { LimitKind, LimitPeriod, SubscriptionPlan, SubscriptionStatus } from '@framehouse/domain';
import { limitMeters, paymentPlanView, type PlanSubscription } from './payment-plan';

const premium: PlanSubscription = {
  plan: SubscriptionPlan.PREMIUM,
  status: SubscriptionStatus.PREMIUM,
  endsAt: null,
  cost: 49,
  currency: 'usd',
  paymentFailed: false,
  paymentsEnabled: true,
  billingPortalAvailable: true,
  limitsUsage: [
    {
      limit: {
        limit: LimitKind.VIDEOS_UPLOAD_LIMIT,
        period: LimitPeriod.MONTH,
        value: 100,
        meteredLimit: null,
      },
      usage: 0.85,
      value: 85,
      meteredValue: 0,
      meteredUsage: 0,
    },
  ],
};
const owner = { pay: true, cancel: true, portal: true };

describe('paymentPlanView', () => {
  it('offers a paying premium owner billing and cancel, not an upgrade', () => {
    expect(paymentPlanView(premium, owner, 'en-US')).toMatchObject({
      planLabel: 'Premium',
      statusLabel: 'Premium',
      expired: false,
      cost: 'Renews monthly at $49.00',
      canUpgrade: false,
      canCancel: true,
      canManageBilling: true,
      paymentsUnavailable: false,
    });
  });

  it('shows a cancelled plan with its end date and no renewal or second cancel', () => {
    const view = paymentPlanView({ ...premium, endsAt: '2026-12-26T12:00:00Z' }, owner, 'en-US');
    expect(view).toMatchObject({ endsAt: 'December 26, 2026', cost: undefined, canCancel: false });
  });

  it('offers an upgrade to a trial or an expired plan where cards are taken, else says why not', () => {
    const trial = { ...premium, plan: SubscriptionPlan.TRIAL, status: SubscriptionStatus.TRIAL, cost: null };
    expect(paymentPlanView(trial, owner).canUpgrade).toBe(true);
    const expired = { ...trial, status: SubscriptionStatus.INACTIVE };
    expect(paymentPlanView(expired, owner)).toMatchObject({ expired: true, canUpgrade: true });
    expect(paymentPlanView({ ...expired, paymentsEnabled: false }, owner)).toMatchObject({
      canUpgrade: false,
      paymentsUnavailable: true,
    });
  });

  it('offers nothing the member may not do', () => {
    const view = paymentPlanView(premium, { pay: false, cancel: false, portal: false });
    expect(view).toMatchObject({ canUpgrade: false, canCancel: false, canManageBilling: false });
  });
});

describe('limitMeters', () => {
  it('writes counts for item limits and time for the transcription limit, warning from 80 %', () => {
    const meters = limitMeters([
      ...premium.limitsUsage,
      {
        limit: {
          limit: LimitKind.D2C_TRANSCRIPTION_DURATION_LIMIT,
          period: LimitPeriod.TOTAL,
          value: 3600,
          meteredLimit: null,
        },
        usage: 0.5,
        value: 1800,
        meteredValue: 0,
        meteredUsage: 0,
      },
    ]);
    expect(meters).toEqual([
      {
        kind: LimitKind.VIDEOS_UPLOAD_LIMIT,
        label: 'Uploaded videos',
        period: 'This month',
        bar: { used: '85', of: '100', percent: '85.00%', progress: 85, tone: 'warning' },
      },
      {
        kind: LimitKind.D2C_TRANSCRIPTION_DURATION_LIMIT,
        label: 'Transcription duration',
        period: 'Since the plan started',
        bar: { used: '0h 30m', of: '1h 00m', percent: '50.00%', progress: 50, tone: 'normal' },
      },
    ]);
  });
});

import { SubscriptionPlan } from '../enums/subscription';
import { BillingMessages, isPaidPlan, paidPlanFor, returnUrlProblem } from './payments';

describe('payments', () => {
  it('sells the premium plan of the audience', () => {
    expect(paidPlanFor(SubscriptionPlan.TRIAL)).toBe(SubscriptionPlan.PREMIUM);
    expect(paidPlanFor(SubscriptionPlan.UNLIMITED)).toBe(SubscriptionPlan.PREMIUM);
    expect(paidPlanFor(SubscriptionPlan.D2C_TRIAL)).toBe(SubscriptionPlan.D2C_PREMIUM);
    expect(paidPlanFor(null)).toBe(SubscriptionPlan.PREMIUM);
    expect([SubscriptionPlan.PREMIUM, SubscriptionPlan.D2C_PREMIUM].every(isPaidPlan)).toBe(true);
    expect(isPaidPlan(SubscriptionPlan.UNLIMITED)).toBe(false);
  });

  it('lets the provider send the browser back only to a page of this site', () => {
    const site = 'https://video.example.com';
    expect(returnUrlProblem('https://video.example.com/pay-now?x=1', site)).toBeUndefined();
    for (const url of [
      'https://evil.example/pay-now',
      'http://video.example.com/pay-now',
      'https://video.example.com:8443/pay-now',
      'https://video.example.com.evil.example/',
      'https://user:secret@video.example.com/',
      '//evil.example/',
      '/pay-now',
      'javascript:alert(1)',
      '',
      null,
    ]) {
      expect(returnUrlProblem(url, site)).toBe(BillingMessages.returnUrlOffSite);
    }
  });
});

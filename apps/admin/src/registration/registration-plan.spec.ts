import { SubscriptionPlan } from '@framehouse/domain';
import { registrationPlanFor } from './registration-plan';

describe('registrationPlanFor', () => {
  it('maps each registration route to its plan', () => {
    expect(registrationPlanFor('/register')).toBe(SubscriptionPlan.PREMIUM);
    expect(registrationPlanFor('/register/trial')).toBe(SubscriptionPlan.TRIAL);
    expect(registrationPlanFor('/register/d2c')).toBe(SubscriptionPlan.D2C_PREMIUM);
    expect(registrationPlanFor('/register/d2c/trial')).toBe(SubscriptionPlan.D2C_TRIAL);
  });

  it('reads a trailing slash as the same route', () => {
    expect(registrationPlanFor('/register/d2c/')).toBe(SubscriptionPlan.D2C_PREMIUM);
  });
});

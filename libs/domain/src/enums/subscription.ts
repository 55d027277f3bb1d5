export enum SubscriptionPlan {
  TRIAL = 'TRIAL',
  PREMIUM = 'PREMIUM',
  UNLIMITED = 'UNLIMITED',
  D2C_TRIAL = 'D2C_TRIAL',
  D2C_PREMIUM = 'D2C_PREMIUM',
  D2C_UNLIMITED = 'D2C_UNLIMITED',
}

/** The plan a registration gets when none is asked for. */
export const DEFAULT_SUBSCRIPTION_PLAN = SubscriptionPlan.TRIAL;

export enum SubscriptionStatus {
  TRIAL = 'TRIAL',
  PREMIUM = 'PREMIUM',
  UNLIMITED = 'UNLIMITED',
  INACTIVE = 'INACTIVE',
  D2C_TRIAL = 'D2C_TRIAL',
  D2C_PREMIUM = 'D2C_PREMIUM',
  D2C_UNLIMITED = 'D2C_UNLIMITED',
}

/** Every status except INACTIVE counts as active; without an active one the user goes to /pay-now. */
export function isActiveSubscriptionStatus(status: SubscriptionStatus | null | undefined): boolean {
  return status != null && status !== SubscriptionStatus.INACTIVE;
}

/** The plans of the D2C (dialog-to-clip transcription) audience. */
export const D2C_PLANS: readonly SubscriptionPlan[] = [
  SubscriptionPlan.D2C_TRIAL,
  SubscriptionPlan.D2C_PREMIUM,
  SubscriptionPlan.D2C_UNLIMITED,
];

export function isD2CPlan(plan: SubscriptionPlan | null | undefined): boolean {
  return plan != null && D2C_PLANS.includes(plan);
}

/** The plan a registration route asks for (/register, /register/trial, /register/d2c, /register/d2c/trial). */
export const REGISTRATION_ROUTE_PLANS: Readonly<Record<string, SubscriptionPlan>> = {
  '/register': SubscriptionPlan.PREMIUM,
  '/register/trial': SubscriptionPlan.TRIAL,
  '/register/d2c': SubscriptionPlan.D2C_PREMIUM,
  '/register/d2c/trial': SubscriptionPlan.D2C_TRIAL,
};

/** Statuses that already are the top of their audience: no upgrade button for them. */
const NOT_UPGRADEABLE: readonly SubscriptionStatus[] = [
  SubscriptionStatus.PREMIUM,
  SubscriptionStatus.UNLIMITED,
  SubscriptionStatus.D2C_PREMIUM,
  SubscriptionStatus.D2C_UNLIMITED,
];

/** Payment Plan tab: upgrade offered for any status other than premium, unlimited, D2C or D2C-unlimited. */
export function canUpgradeSubscription(status: SubscriptionStatus | null | undefined): boolean {
  return status == null || !NOT_UPGRADEABLE.includes(status);
}

/** Cancel is offered for a paid premium subscription that has no end date yet (D2C premium included). */
export function canCancelSubscription(
  status: SubscriptionStatus | null | undefined,
  endsAt: Date | string | null | undefined,
): boolean {
  return (status === SubscriptionStatus.PREMIUM || status === SubscriptionStatus.D2C_PREMIUM) && !endsAt;
}

/** How the Payment Plan tab names each plan. */
export const SUBSCRIPTION_PLAN_LABELS: Record<SubscriptionPlan, string> = {
  [SubscriptionPlan.TRIAL]: 'Trial',
  [SubscriptionPlan.PREMIUM]: 'Premium',
  [SubscriptionPlan.UNLIMITED]: 'Unlimited',
  [SubscriptionPlan.D2C_TRIAL]: 'D2C Trial',
  [SubscriptionPlan.D2C_PREMIUM]: 'D2C Premium',
  [SubscriptionPlan.D2C_UNLIMITED]: 'D2C Unlimited',
};

/** How the Payment Plan tab names each status. */
export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  [SubscriptionStatus.TRIAL]: 'Trial',
  [SubscriptionStatus.PREMIUM]: 'Premium',
  [SubscriptionStatus.UNLIMITED]: 'Unlimited',
  [SubscriptionStatus.INACTIVE]: 'Inactive',
  [SubscriptionStatus.D2C_TRIAL]: 'D2C Trial',
  [SubscriptionStatus.D2C_PREMIUM]: 'D2C Premium',
  [SubscriptionStatus.D2C_UNLIMITED]: 'D2C Unlimited',
};

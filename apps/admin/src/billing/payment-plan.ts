import {
  canCancelSubscription,
  canUpgradeSubscription,
  LIMIT_KIND_LABELS,
  LimitKind,
  SUBSCRIPTION_PLAN_LABELS,
  SUBSCRIPTION_STATUS_LABELS,
  SubscriptionPlan,
  SubscriptionStatus,
} from '@framehouse/domain';
import {
  formatHoursMinutes,
  periodLabel,
  usageBar,
  type LimitUsage,
  type UsageBar,
} from '../d2c/usage-meters';
import { enumMember } from '../enum-member';

/** The subscription as the Payment Plan tab and pay-now read it. */
export interface PlanSubscription {
  plan: string;
  status: string;
  endsAt?: string | null;
  cost?: number | null;
  currency: string;
  paymentFailed: boolean;
  paymentsEnabled: boolean;
  billingPortalAvailable: boolean;
  limitsUsage: readonly LimitUsage[];
}

export interface LimitMeter {
  kind: LimitKind;
  /** "Uploaded videos", … */
  label: string;
  period: string;
  bar: UsageBar;
}

/** What the tab shows and offers, from the subscription and the permissions held. */
export interface PaymentPlanView {
  planLabel: string;
  statusLabel: string;
  expired: boolean;
  /** "Renews monthly at $49.00", when a price is known. */
  cost?: string;
  /** The end of a trial or of a cancelled subscription, as a date. */
  endsAt?: string;
  canUpgrade: boolean;
  canCancel: boolean;
  canManageBilling: boolean;
  /** Upgrading is a status that allows it, on a server that sells no plan by card. */
  paymentsUnavailable: boolean;
  meters: LimitMeter[];
}

const sentenceCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const formatCount = (amount: number) => String(amount);

/** A bar per limit of the plan: time for the transcription limit, counts for the others. */
export function limitMeters(limitsUsage: readonly LimitUsage[]): LimitMeter[] {
  return limitsUsage.flatMap((entry) => {
    const kind = enumMember(LimitKind, entry.limit.limit);
    if (!kind) return [];
    const format = kind === LimitKind.D2C_TRANSCRIPTION_DURATION_LIMIT ? formatHoursMinutes : formatCount;
    return [
      {
        kind,
        label: sentenceCase(LIMIT_KIND_LABELS[kind]),
        period: periodLabel(entry.limit.period),
        bar: usageBar(entry.value, entry.limit.value, entry.usage, format),
      },
    ];
  });
}

export function formatPlanDate(value: string | null | undefined, locale?: string): string | undefined {
  if (!value) return undefined;
  return new Date(value).toLocaleDateString(locale, { year: 'numeric', month: 'long', day: 'numeric' });
}

function formatPrice(cost: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cost);
}

export function paymentPlanView(
  subscription: PlanSubscription,
  can: { pay: boolean; cancel: boolean; portal: boolean },
  locale?: string,
): PaymentPlanView {
  const status = enumMember(SubscriptionStatus, subscription.status);
  const plan = enumMember(SubscriptionPlan, subscription.plan);
  const upgradable = canUpgradeSubscription(status);
  return {
    planLabel: plan ? SUBSCRIPTION_PLAN_LABELS[plan] : subscription.plan,
    statusLabel: status ? SUBSCRIPTION_STATUS_LABELS[status] : subscription.status,
    expired: status === SubscriptionStatus.INACTIVE,
    cost:
      subscription.cost != null && !subscription.endsAt
        ? `Renews monthly at ${formatPrice(subscription.cost, subscription.currency)}`
        : undefined,
    endsAt: formatPlanDate(subscription.endsAt, locale),
    canUpgrade: can.pay && upgradable && subscription.paymentsEnabled,
    canCancel:
      can.cancel && canCancelSubscription(status, subscription.endsAt) && subscription.billingPortalAvailable,
    canManageBilling: can.portal && subscription.billingPortalAvailable,
    paymentsUnavailable: can.pay && upgradable && !subscription.paymentsEnabled,
    meters: limitMeters(subscription.limitsUsage),
  };
}

import { LimitKind, LimitPeriod } from '../enums/limits';
import { SubscriptionPlan } from '../enums/subscription';
import { totalLimit, type MeteredLimit } from './usage';

/**
 * What each plan allows of each limit kind (platform §3). The spec names the kinds and the periods but
 * no values; ours are in docs/decisions.md ("Videos and uploads (API)"). `null` means no limit: either
 * the plan is unlimited, or the kind is not part of the plan's audience (creator suite or D2C), whose
 * operations its permissions already refuse.
 */
export interface PlanLimit {
  period: LimitPeriod;
  /** Count of items; for D2C_TRANSCRIPTION_DURATION_LIMIT, seconds of audio. */
  value: number;
  /**
   * Use beyond `value` billed per unit, up to `unitsCap` units more: the limit that holds is then
   * `value + unitsCap` (totalLimit). Absent when the plan stops at `value`.
   */
  metered?: MeteredLimit;
}

const total = (value: number): PlanLimit => ({ period: LimitPeriod.TOTAL, value });
const monthly = (value: number, metered?: MeteredLimit): PlanLimit =>
  metered ? { period: LimitPeriod.MONTH, value, metered } : { period: LimitPeriod.MONTH, value };

const HOUR_SECONDS = 60 * 60;

/**
 * D2C premium's overage (ours; docs/decisions.md "D2C transcription service (API)"): up to 10 more hours
 * a month beyond the 20 included, at $0.0005 a second ($1.80 an hour) of media.
 */
export const D2C_PREMIUM_METERED_LIMIT: MeteredLimit = {
  unitsCap: 10 * HOUR_SECONDS,
  unitCurrency: 'usd',
  unitCost: 0.0005,
};

const NO_CREATOR_SUITE = {
  [LimitKind.VIDEOS_UPLOAD_LIMIT]: null,
  [LimitKind.VIDEOS_PUBLISH_LIMIT]: null,
  [LimitKind.END_CARDS_LIMIT]: null,
  [LimitKind.WIDGETS_CAROUSEL_LIMIT]: null,
  [LimitKind.WIDGET_PRESETS_LIMIT]: null,
  [LimitKind.MICROSITES_LIMIT]: null,
} as const;

export const PLAN_LIMITS: Record<SubscriptionPlan, Record<LimitKind, PlanLimit | null>> = {
  [SubscriptionPlan.TRIAL]: {
    [LimitKind.VIDEOS_UPLOAD_LIMIT]: total(10),
    [LimitKind.VIDEOS_PUBLISH_LIMIT]: total(5),
    [LimitKind.END_CARDS_LIMIT]: total(3),
    [LimitKind.WIDGETS_CAROUSEL_LIMIT]: total(1),
    [LimitKind.WIDGET_PRESETS_LIMIT]: total(3),
    [LimitKind.MICROSITES_LIMIT]: total(1),
    [LimitKind.D2C_TRANSCRIPTION_DURATION_LIMIT]: null,
  },
  [SubscriptionPlan.PREMIUM]: {
    [LimitKind.VIDEOS_UPLOAD_LIMIT]: monthly(100),
    [LimitKind.VIDEOS_PUBLISH_LIMIT]: monthly(100),
    [LimitKind.END_CARDS_LIMIT]: total(50),
    [LimitKind.WIDGETS_CAROUSEL_LIMIT]: total(20),
    [LimitKind.WIDGET_PRESETS_LIMIT]: total(50),
    [LimitKind.MICROSITES_LIMIT]: total(5),
    [LimitKind.D2C_TRANSCRIPTION_DURATION_LIMIT]: null,
  },
  [SubscriptionPlan.UNLIMITED]: {
    [LimitKind.VIDEOS_UPLOAD_LIMIT]: null,
    [LimitKind.VIDEOS_PUBLISH_LIMIT]: null,
    [LimitKind.END_CARDS_LIMIT]: null,
    [LimitKind.WIDGETS_CAROUSEL_LIMIT]: null,
    [LimitKind.WIDGET_PRESETS_LIMIT]: null,
    [LimitKind.MICROSITES_LIMIT]: null,
    [LimitKind.D2C_TRANSCRIPTION_DURATION_LIMIT]: null,
  },
  [SubscriptionPlan.D2C_TRIAL]: {
    ...NO_CREATOR_SUITE,
    [LimitKind.D2C_TRANSCRIPTION_DURATION_LIMIT]: total(HOUR_SECONDS),
  },
  [SubscriptionPlan.D2C_PREMIUM]: {
    ...NO_CREATOR_SUITE,
    [LimitKind.D2C_TRANSCRIPTION_DURATION_LIMIT]: monthly(20 * HOUR_SECONDS, D2C_PREMIUM_METERED_LIMIT),
  },
  [SubscriptionPlan.D2C_UNLIMITED]: {
    ...NO_CREATOR_SUITE,
    [LimitKind.D2C_TRANSCRIPTION_DURATION_LIMIT]: null,
  },
};

/** The plan's limit of a kind; null when nothing limits it. */
export function planLimit(plan: SubscriptionPlan, kind: LimitKind): PlanLimit | null {
  return PLAN_LIMITS[plan][kind];
}

/**
 * Where a period's count starts: nowhere for TOTAL (everything counts), the first instant of the
 * current calendar month in UTC for MONTH.
 */
export function limitPeriodStart(period: LimitPeriod, now: Date): Date | null {
  if (period === LimitPeriod.TOTAL) return null;
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** True when adding `adding` (one more, by default) would go over the limit, metered units included. */
export function isLimitReached(used: number, limit: PlanLimit | null, adding = 1): boolean {
  return limit !== null && used + adding > totalLimit(limit.value, limit.metered);
}

/** How much is left of the limit, metered units included (never negative); null when nothing limits. */
export function limitRemaining(used: number, limit: PlanLimit | null): number | null {
  return limit === null ? null : Math.max(0, totalLimit(limit.value, limit.metered) - used);
}

/**
 * How many of `adding` units, used on top of `used`, fall beyond the base value into the metered part:
 * what is billed per unit for them. Zero for a limit without metering.
 */
export function meteredUnitsAdded(used: number, adding: number, limit: PlanLimit): number {
  if (!limit.metered) return 0;
  const beyond = (total: number) => Math.max(0, total - limit.value);
  return beyond(used + adding) - beyond(used);
}

import {
  formatCost,
  formatUsagePercent,
  LimitKind,
  LimitPeriod,
  totalLimit,
  type MeteredLimit,
} from '@framehouse/domain';

/** One entry of `subscription.limitsUsage` (spec §3 Limit usage), whatever enum type the caller has. */
export interface LimitUsage {
  limit: { limit: string; period: string; value: number; meteredLimit: MeteredLimit | null };
  usage: number;
  value: number;
  meteredValue: number;
  meteredUsage: number;
}

/** How full a bar is: from 80 % on it warns, at 100 % it is full. */
export type MeterTone = 'normal' | 'warning' | 'full';

export interface UsageBar {
  /** Seconds used, in hours and minutes. */
  used: string;
  /** What the bar measures against, in hours and minutes. */
  of: string;
  /** The spec's percent with 2 decimals, of the API's fraction. */
  percent: string;
  /** The bar's fill, 0–100. */
  progress: number;
  tone: MeterTone;
}

export interface MeteredUsageBar extends UsageBar {
  /** What the metered seconds used so far cost. */
  cost: string;
  /** The unit cost, per hour of media (a second's cost rounds to nothing at 2 decimals). */
  ratePerHour: string;
  /** The base limit plus the metered cap: the most that can be used in the period. */
  totalLimit: string;
}

export interface TranscriptionUsageMeter {
  period: string;
  /** The plan's included time. */
  included: UsageBar;
  /** The time billed beyond it, on plans with metering. */
  metered?: MeteredUsageBar;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const WARNING_FRACTION = 0.8;

/**
 * Seconds as hours and minutes ("1h 05m"). Minutes are rounded down, so usage is never overstated; a
 * use of less than a minute reads "< 1m" rather than a zero that would hide it.
 */
export function formatHoursMinutes(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  if (whole > 0 && whole < MINUTE) return '< 1m';
  const hours = Math.floor(whole / HOUR);
  const minutes = Math.floor((whole % HOUR) / MINUTE);
  return `${hours}h ${String(minutes).padStart(2, '0')}m`;
}

export function meterTone(fraction: number): MeterTone {
  if (fraction >= 1) return 'full';
  if (fraction >= WARNING_FRACTION) return 'warning';
  return 'normal';
}

/** A bar of `used` of `of` at the API's `fraction`, its amounts written by `format` (time by default). */
export function usageBar(
  used: number,
  of: number,
  fraction: number,
  format: (amount: number) => string = formatHoursMinutes,
): UsageBar {
  const safe = Number.isFinite(fraction) ? Math.max(0, fraction) : 0;
  return {
    used: format(used),
    of: format(of),
    percent: formatUsagePercent(safe),
    progress: Math.min(100, safe * 100),
    tone: meterTone(safe),
  };
}

export function periodLabel(period: string): string {
  return period === LimitPeriod.MONTH ? 'This month' : 'Since the plan started';
}

/**
 * The Service Usage meter of D2C_TRANSCRIPTION_DURATION_LIMIT (spec §9): the included time used of the
 * base limit and, with metering, the metered time used of its cap with what it costs. The fractions are
 * the API's (`usage`, `meteredUsage`); the included bar stops at the base limit, since what lies beyond
 * it is the metered value. Undefined when the plan has no such limit (D2C unlimited).
 */
export function transcriptionUsageMeter(
  limitsUsage: readonly LimitUsage[] | null | undefined,
): TranscriptionUsageMeter | undefined {
  const entry = limitsUsage?.find(({ limit }) => limit.limit === LimitKind.D2C_TRANSCRIPTION_DURATION_LIMIT);
  if (!entry) return undefined;
  const { limit } = entry;
  const metered = limit.meteredLimit;
  const includedUsed = metered ? Math.min(entry.value, limit.value) : entry.value;
  const meter: TranscriptionUsageMeter = {
    period: periodLabel(limit.period),
    included: usageBar(includedUsed, limit.value, entry.usage),
  };
  if (!metered) return meter;
  return {
    ...meter,
    metered: {
      ...usageBar(entry.meteredValue, metered.unitsCap, entry.meteredUsage),
      cost: formatCost(entry.meteredValue * metered.unitCost, metered.unitCurrency),
      ratePerHour: formatCost(metered.unitCost * HOUR, metered.unitCurrency),
      totalLimit: formatHoursMinutes(totalLimit(limit.value, metered)),
    },
  };
}

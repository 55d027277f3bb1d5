import { USAGE_PERCENT_DECIMALS } from '../constants/platform';

/**
 * The metered part of a limit, as the spec's Limit usage entity holds it: up to `unitsCap` units beyond
 * the base value, each billed `unitCost` in `unitCurrency`.
 */
export interface MeteredLimit {
  unitsCap: number;
  unitCurrency: string;
  unitCost: number;
}

/** With metering, the total limit is the base limit plus the metered units cap. */
export function totalLimit(value: number, meteredLimit?: MeteredLimit | null): number {
  return value + (meteredLimit?.unitsCap ?? 0);
}

/** Usage is shown as a percent with 2 decimals: 0.12345 → "12.35%". */
export function formatUsagePercent(fraction: number): string {
  return `${(fraction * 100).toFixed(USAGE_PERCENT_DECIMALS)}%`;
}

/** Metered cost: usd is prefixed with "$"; another currency follows the amount with its code. */
export function formatCost(amount: number, currency: string): string {
  const value = amount.toFixed(2);
  return currency.toLowerCase() === 'usd' ? `$${value}` : `${value} ${currency.toUpperCase()}`;
}

/** Usage as a fraction of the limit (0 when there is no limit to measure against). */
export function usageFraction(used: number, limit: number): number {
  return limit > 0 ? used / limit : 0;
}

/** The numbers of the spec's Limit usage entity for `used` units of a limit. */
export interface LimitUsageFigures {
  /** Share of the base value used, 0–1; without metering it may exceed 1 (after a plan change). */
  usage: number;
  /** Units used in the period. */
  value: number;
  /** Units used beyond the base value, billed per unit (0 without metering). */
  meteredValue: number;
  /** Share of the metered units cap used, 0–1 (0 without metering). */
  meteredUsage: number;
}

/**
 * Splits what was used between the base value and the metered units beyond it: with metering, the base
 * meter stops at 1 and the rest is the metered value; without, there is nothing metered and the base
 * meter shows any excess.
 */
export function limitUsageFigures(
  used: number,
  limit: { value: number; metered?: MeteredLimit | null },
): LimitUsageFigures {
  const metered = limit.metered ?? null;
  if (!metered)
    return { usage: usageFraction(used, limit.value), value: used, meteredValue: 0, meteredUsage: 0 };
  const meteredValue = Math.max(0, used - limit.value);
  return {
    usage: limit.value > 0 ? Math.min(1, used / limit.value) : used > 0 ? 1 : 0,
    value: used,
    meteredValue,
    meteredUsage: usageFraction(meteredValue, metered.unitsCap),
  };
}

/** What the metered units cost: `meteredValue` × `unitCost`. */
export function meteredCost(meteredValue: number, metered: MeteredLimit): number {
  return meteredValue * metered.unitCost;
}

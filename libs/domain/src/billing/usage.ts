import { USAGE_PERCENT_DECIMALS } from '../constants/platform';

/** A limit of the subscription, as the spec's Limit usage entity holds it. */
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

import { formatCost, formatUsagePercent, totalLimit, usageFraction } from './usage';

describe('metered usage', () => {
  it('adds the units cap to the base limit', () => {
    expect(totalLimit(100, { unitsCap: 50, unitCurrency: 'usd', unitCost: 0.01 })).toBe(150);
    expect(totalLimit(100, null)).toBe(100);
  });

  it('shows usage as a percent with 2 decimals', () => {
    expect(formatUsagePercent(0.12345)).toBe('12.35%');
    expect(formatUsagePercent(1)).toBe('100.00%');
    expect(formatUsagePercent(0)).toBe('0.00%');
  });

  it('prefixes usd with $', () => {
    expect(formatCost(12.5, 'usd')).toBe('$12.50');
    expect(formatCost(3, 'eur')).toBe('3.00 EUR');
  });

  it('computes the fraction', () => {
    expect(usageFraction(25, 100)).toBe(0.25);
    expect(usageFraction(5, 0)).toBe(0);
  });
});

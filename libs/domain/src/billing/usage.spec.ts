import {
  formatCost,
  formatUsagePercent,
  limitUsageFigures,
  meteredCost,
  totalLimit,
  usageFraction,
} from './usage';

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

describe('limit usage figures', () => {
  const metered = { unitsCap: 600, unitCurrency: 'usd', unitCost: 0.0005 };

  it('has nothing metered without metering, and shows an excess on the base meter', () => {
    expect(limitUsageFigures(30, { value: 120 })).toEqual({
      usage: 0.25,
      value: 30,
      meteredValue: 0,
      meteredUsage: 0,
    });
    expect(limitUsageFigures(180, { value: 120, metered: null })).toEqual({
      usage: 1.5,
      value: 180,
      meteredValue: 0,
      meteredUsage: 0,
    });
  });

  it('fills the base value first, then the metered units', () => {
    expect(limitUsageFigures(0, { value: 1200, metered })).toEqual({
      usage: 0,
      value: 0,
      meteredValue: 0,
      meteredUsage: 0,
    });
    expect(limitUsageFigures(1200, { value: 1200, metered })).toEqual({
      usage: 1,
      value: 1200,
      meteredValue: 0,
      meteredUsage: 0,
    });
    expect(limitUsageFigures(1350, { value: 1200, metered })).toEqual({
      usage: 1,
      value: 1350,
      meteredValue: 150,
      meteredUsage: 0.25,
    });
    expect(limitUsageFigures(1800, { value: 1200, metered })).toMatchObject({
      meteredValue: 600,
      meteredUsage: 1,
    });
  });

  it('handles a zero base value and a zero cap', () => {
    expect(limitUsageFigures(10, { value: 0, metered })).toMatchObject({ usage: 1, meteredValue: 10 });
    expect(limitUsageFigures(0, { value: 0, metered })).toMatchObject({ usage: 0, meteredValue: 0 });
    expect(limitUsageFigures(20, { value: 10, metered: { ...metered, unitsCap: 0 } })).toMatchObject({
      meteredValue: 10,
      meteredUsage: 0,
    });
  });

  it('prices the metered units', () => {
    expect(meteredCost(3600, metered)).toBeCloseTo(1.8, 10);
    expect(formatCost(meteredCost(160, metered), metered.unitCurrency)).toBe('$0.08');
    expect(meteredCost(0, metered)).toBe(0);
  });
});

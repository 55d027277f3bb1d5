import { LimitKind, LimitPeriod } from '@framehouse/domain';
import { formatHoursMinutes, meterTone, transcriptionUsageMeter, type LimitUsage } from './usage-meters';

const HOUR = 3600;

function d2cUsage(overrides: Partial<LimitUsage> = {}, limit: Partial<LimitUsage['limit']> = {}): LimitUsage {
  return {
    limit: {
      limit: LimitKind.D2C_TRANSCRIPTION_DURATION_LIMIT,
      period: LimitPeriod.TOTAL,
      value: HOUR,
      meteredLimit: null,
      ...limit,
    },
    usage: 0,
    value: 0,
    meteredValue: 0,
    meteredUsage: 0,
    ...overrides,
  };
}

describe('formatHoursMinutes', () => {
  it('shows hours and two-digit minutes, rounding down', () => {
    expect(formatHoursMinutes(0)).toBe('0h 00m');
    expect(formatHoursMinutes(HOUR)).toBe('1h 00m');
    expect(formatHoursMinutes(65 * 60 + 59)).toBe('1h 05m');
    expect(formatHoursMinutes(20 * HOUR)).toBe('20h 00m');
  });

  it('does not hide a use of less than a minute behind a zero', () => {
    expect(formatHoursMinutes(3)).toBe('< 1m');
    expect(formatHoursMinutes(59.9)).toBe('< 1m');
    expect(formatHoursMinutes(60)).toBe('0h 01m');
  });

  it('reads nonsense as nothing used', () => {
    expect(formatHoursMinutes(-5)).toBe('0h 00m');
  });
});

describe('meterTone', () => {
  it('warns from 80 % and is full at 100 %', () => {
    expect(meterTone(0.79)).toBe('normal');
    expect(meterTone(0.8)).toBe('warning');
    expect(meterTone(1)).toBe('full');
    expect(meterTone(1.4)).toBe('full');
  });
});

describe('transcriptionUsageMeter', () => {
  it('is undefined without a transcription limit (unlimited plan)', () => {
    expect(transcriptionUsageMeter(undefined)).toBeUndefined();
    expect(transcriptionUsageMeter([])).toBeUndefined();
    expect(transcriptionUsageMeter([d2cUsage({}, { limit: LimitKind.VIDEOS_UPLOAD_LIMIT })])).toBeUndefined();
  });

  it('shows the used share of a total limit with 2 decimals (the trial)', () => {
    const meter = transcriptionUsageMeter([d2cUsage({ value: 3, usage: 3 / HOUR })]);
    expect(meter).toEqual({
      period: 'Since the plan started',
      included: { used: '< 1m', of: '1h 00m', percent: '0.08%', progress: (3 / HOUR) * 100, tone: 'normal' },
    });
  });

  it('lets the bar stop at 100 % while the percent shows the excess of an unmetered limit', () => {
    const meter = transcriptionUsageMeter([d2cUsage({ value: 1.5 * HOUR, usage: 1.5 })]);
    expect(meter?.included).toMatchObject({
      used: '1h 30m',
      percent: '150.00%',
      progress: 100,
      tone: 'full',
    });
    expect(meter?.metered).toBeUndefined();
  });

  it('splits a metered month into the included time and the billed time with its cost', () => {
    const meteredLimit = { unitsCap: 10 * HOUR, unitCurrency: 'usd', unitCost: 0.0005 };
    const meter = transcriptionUsageMeter([
      d2cUsage(
        { value: 22.5 * HOUR, usage: 1, meteredValue: 2.5 * HOUR, meteredUsage: 0.25 },
        { period: LimitPeriod.MONTH, value: 20 * HOUR, meteredLimit },
      ),
    ]);
    expect(meter).toEqual({
      period: 'This month',
      included: { used: '20h 00m', of: '20h 00m', percent: '100.00%', progress: 100, tone: 'full' },
      metered: {
        used: '2h 30m',
        of: '10h 00m',
        percent: '25.00%',
        progress: 25,
        tone: 'normal',
        cost: '$4.50',
        ratePerHour: '$1.80',
        totalLimit: '30h 00m',
      },
    });
  });

  it('writes another currency after the amount', () => {
    const meter = transcriptionUsageMeter([
      d2cUsage(
        { value: 2 * HOUR, usage: 1, meteredValue: HOUR, meteredUsage: 0.5 },
        { value: HOUR, meteredLimit: { unitsCap: 2 * HOUR, unitCurrency: 'eur', unitCost: 0.001 } },
      ),
    ]);
    expect(meter?.metered).toMatchObject({ cost: '3.60 EUR', ratePerHour: '3.60 EUR', totalLimit: '3h 00m' });
  });
});

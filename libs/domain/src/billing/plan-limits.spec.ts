import { LimitKind, LimitPeriod } from '../enums/limits';
import { SubscriptionPlan } from '../enums/subscription';
import {
  D2C_PREMIUM_METERED_LIMIT,
  isLimitReached,
  limitPeriodStart,
  limitRemaining,
  meteredUnitsAdded,
  PLAN_LIMITS,
  planLimit,
} from './plan-limits';

describe('plan limits', () => {
  it('gives every plan a value or null for every kind', () => {
    for (const plan of Object.values(SubscriptionPlan)) {
      for (const kind of Object.values(LimitKind)) expect(PLAN_LIMITS[plan][kind]).not.toBeUndefined();
    }
  });

  it('limits uploads: 10 in total on trial, 100 a month on premium, none on unlimited', () => {
    expect(planLimit(SubscriptionPlan.TRIAL, LimitKind.VIDEOS_UPLOAD_LIMIT)).toEqual({
      period: LimitPeriod.TOTAL,
      value: 10,
    });
    expect(planLimit(SubscriptionPlan.PREMIUM, LimitKind.VIDEOS_UPLOAD_LIMIT)).toEqual({
      period: LimitPeriod.MONTH,
      value: 100,
    });
    expect(planLimit(SubscriptionPlan.UNLIMITED, LimitKind.VIDEOS_UPLOAD_LIMIT)).toBeNull();
  });

  it('counts a month from its first instant in UTC, and a total from the beginning', () => {
    expect(limitPeriodStart(LimitPeriod.MONTH, new Date('2025-03-31T23:59:59.999Z'))).toEqual(
      new Date('2025-03-01T00:00:00.000Z'),
    );
    expect(limitPeriodStart(LimitPeriod.MONTH, new Date('2025-01-01T00:00:00.000Z'))).toEqual(
      new Date('2025-01-01T00:00:00.000Z'),
    );
    expect(limitPeriodStart(LimitPeriod.TOTAL, new Date())).toBeNull();
  });

  it('is reached when one more would go over', () => {
    const limit = { period: LimitPeriod.TOTAL, value: 10 };
    expect(isLimitReached(9, limit)).toBe(false);
    expect(isLimitReached(10, limit)).toBe(true);
    expect(isLimitReached(5, limit, 6)).toBe(true);
    expect(isLimitReached(1_000_000, null)).toBe(false);
  });

  it('lets a metered limit go beyond its value up to the units cap', () => {
    const limit = {
      period: LimitPeriod.MONTH,
      value: 100,
      metered: { unitsCap: 50, unitCurrency: 'usd', unitCost: 0.01 },
    };
    expect(isLimitReached(100, limit)).toBe(false);
    expect(isLimitReached(149, limit)).toBe(false);
    expect(isLimitReached(150, limit)).toBe(true);
    expect(isLimitReached(120, limit, 30)).toBe(false);
    expect(isLimitReached(120, limit, 31)).toBe(true);
    expect(limitRemaining(120, limit)).toBe(30);
    expect(limitRemaining(170, limit)).toBe(0);
    expect(limitRemaining(170, null)).toBeNull();
  });

  it('meters D2C transcription in seconds: 1 h in total on trial, 20 h a month plus 10 h metered on premium', () => {
    expect(planLimit(SubscriptionPlan.D2C_TRIAL, LimitKind.D2C_TRANSCRIPTION_DURATION_LIMIT)).toEqual({
      period: LimitPeriod.TOTAL,
      value: 3600,
    });
    expect(planLimit(SubscriptionPlan.D2C_PREMIUM, LimitKind.D2C_TRANSCRIPTION_DURATION_LIMIT)).toEqual({
      period: LimitPeriod.MONTH,
      value: 72_000,
      metered: D2C_PREMIUM_METERED_LIMIT,
    });
    expect(D2C_PREMIUM_METERED_LIMIT).toEqual({ unitsCap: 36_000, unitCurrency: 'usd', unitCost: 0.0005 });
    expect(planLimit(SubscriptionPlan.D2C_UNLIMITED, LimitKind.D2C_TRANSCRIPTION_DURATION_LIMIT)).toBeNull();
  });

  it('counts only the units of a use that fall beyond the base value as metered', () => {
    const limit = { period: LimitPeriod.MONTH, value: 100, metered: D2C_PREMIUM_METERED_LIMIT };
    expect(meteredUnitsAdded(0, 60, limit)).toBe(0);
    expect(meteredUnitsAdded(90, 30, limit)).toBe(20);
    expect(meteredUnitsAdded(120, 5, limit)).toBe(5);
    expect(meteredUnitsAdded(90, 30, { period: LimitPeriod.MONTH, value: 100 })).toBe(0);
  });
});

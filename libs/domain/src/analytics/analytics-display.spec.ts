import {
  ANALYTICS_CUSTOM_RANGE,
  ANALYTICS_RANGE_PRESETS,
  formatCount,
  formatDay,
  formatPercent,
  formatRate,
  formatSecond,
  formatWatchTime,
  paramsOfRange,
  presetKeyOf,
  rangeOfParams,
  retentionPoints,
} from './analytics-display';
import { ANALYTICS_MAX_RANGE_DAYS } from './analytics-range';

const TODAY = '2026-11-27';
const params = (query: string) => new URLSearchParams(query);

describe('analytics ranges of the admin', () => {
  it('offers presets that end today and fit the API', () => {
    for (const preset of ANALYTICS_RANGE_PRESETS) {
      expect(preset.days).toBeLessThanOrEqual(ANALYTICS_MAX_RANGE_DAYS);
    }
    expect(rangeOfParams(params('range=7d'), TODAY)).toEqual({ from: '2026-11-21', to: TODAY });
    expect(rangeOfParams(params('range=365d'), TODAY)).toEqual({ from: '2025-11-28', to: TODAY });
  });

  it('reads two days, and falls back to the last 30 days on anything else', () => {
    expect(rangeOfParams(params('from=2026-01-01&to=2026-01-31'), TODAY)).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
    });
    const fallback = { from: '2026-10-29', to: TODAY };
    expect(rangeOfParams(params(''), TODAY)).toEqual(fallback);
    expect(rangeOfParams(params('range=9y'), TODAY)).toEqual(fallback);
    expect(rangeOfParams(params('from=2026-02-30&to=2026-03-01'), TODAY)).toEqual(fallback);
    expect(rangeOfParams(params('from=2026-03-02&to=2026-03-01'), TODAY)).toEqual(fallback);
    expect(rangeOfParams(params('from=2020-01-01&to=2026-03-01'), TODAY)).toEqual(fallback);
  });

  it('names a range by its preset, else as custom, and writes it back', () => {
    expect(presetKeyOf({ from: '2026-11-21', to: TODAY }, TODAY)).toBe('7d');
    expect(presetKeyOf({ from: '2026-11-20', to: TODAY }, TODAY)).toBe(ANALYTICS_CUSTOM_RANGE);
    expect(paramsOfRange({ from: '2026-11-21', to: TODAY }, TODAY)).toEqual({ range: '7d' });
    expect(paramsOfRange({ from: '2026-01-01', to: '2026-01-02' }, TODAY)).toEqual({
      from: '2026-01-01',
      to: '2026-01-02',
    });
  });
});

describe('analytics figures as shown', () => {
  it('formats counts, watch time, percentages and positions', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatWatchTime(0)).toBe('0 s');
    expect(formatWatchTime(42.9)).toBe('42 s');
    expect(formatWatchTime(725)).toBe('12 min 05 s');
    expect(formatWatchTime(3 * 3600 + 7 * 60 + 59)).toBe('3 h 07 min');
    expect(formatWatchTime(1204 * 3600)).toBe('1,204 h');
    expect(formatPercent(null)).toBe('–');
    expect(formatPercent(Number.NaN)).toBe('–');
    expect(formatPercent(4.26)).toBe('4.3 %');
    expect(formatPercent(66.6)).toBe('67 %');
    expect(formatRate(0.5)).toBe('50 %');
    expect(formatRate(0)).toBe('0 %');
    expect(formatSecond(0)).toBe('0:00');
    expect(formatSecond(65)).toBe('1:05');
    expect(formatSecond(3725)).toBe('1:02:05');
    expect(formatDay('2026-11-27')).toBe('Nov 27');
  });

  it('draws retention as the share of plays, grouping a long video', () => {
    expect(retentionPoints([], 3)).toEqual([]);
    expect(retentionPoints([1, 2], 0)).toEqual([]);
    expect(retentionPoints([4, 3, 1], 4)).toEqual([
      { second: 0, plays: 4, percent: 100 },
      { second: 1, plays: 3, percent: 75 },
      { second: 2, plays: 1, percent: 25 },
    ]);
    const long = Array.from({ length: 10 }, (_, second) => (second === 3 ? 9 : 1));
    expect(retentionPoints(long, 10, 5)).toEqual([
      { second: 0, plays: 1, percent: 10 },
      { second: 2, plays: 9, percent: 90 },
      { second: 4, plays: 1, percent: 10 },
      { second: 6, plays: 1, percent: 10 },
      { second: 8, plays: 1, percent: 10 },
    ]);
    expect(
      retentionPoints(
        Array.from({ length: 43_200 }, () => 1),
        1,
      ),
    ).toHaveLength(720);
  });
});

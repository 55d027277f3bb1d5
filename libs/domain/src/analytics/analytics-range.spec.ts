import {
  addDays,
  AnalyticsMessages,
  daysBetween,
  daysOf,
  isCalendarDay,
  readAnalyticsRange,
  readAnalyticsReport,
  utcDayOf,
} from './analytics-range';
import { AnalyticsReport, CONTENT_ANALYTICS_REPORTS, OVERVIEW_ANALYTICS_REPORTS } from '../enums/analytics';

describe('analytics days', () => {
  it('are UTC calendar days', () => {
    expect(utcDayOf(new Date('2026-03-01T23:59:59.999Z'))).toBe('2026-03-01');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(daysBetween('2026-01-01', '2026-01-01')).toBe(1);
    expect(daysBetween('2026-01-01', '2026-12-31')).toBe(365);
    expect(daysOf({ from: '2025-12-30', to: '2026-01-02' })).toEqual([
      '2025-12-30',
      '2025-12-31',
      '2026-01-01',
      '2026-01-02',
    ]);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-1-01')).toBe(false);
    expect(isCalendarDay(20260101)).toBe(false);
  });
});

describe('readAnalyticsRange', () => {
  const today = '2026-05-20';

  it('defaults to the last 30 days up to today, or up to the end asked', () => {
    expect(readAnalyticsRange(undefined, null, today)).toEqual({ range: { from: '2026-04-21', to: today } });
    expect(readAnalyticsRange(null, '2026-01-30', today)).toEqual({
      range: { from: '2026-01-01', to: '2026-01-30' },
    });
    expect(readAnalyticsRange('2026-05-01', '2026-05-01', today)).toEqual({
      range: { from: '2026-05-01', to: '2026-05-01' },
    });
  });

  it('refuses malformed dates, a reversed range and more than 366 days, naming the field', () => {
    expect(readAnalyticsRange('May 1', '2026-13-01', today)).toEqual({
      problems: { from: AnalyticsMessages.dateFormat('from'), to: AnalyticsMessages.dateFormat('to') },
    });
    expect(readAnalyticsRange('2026-05-02', '2026-05-01', today)).toEqual({
      problems: { from: AnalyticsMessages.rangeOrder },
    });
    expect(readAnalyticsRange('2025-01-01', '2026-01-01', today)).toEqual({
      range: { from: '2025-01-01', to: '2026-01-01' },
    });
    expect(readAnalyticsRange('2024-01-01', '2025-01-01', today)).toEqual({
      problems: { from: AnalyticsMessages.rangeTooLong },
    });
  });
});

describe('readAnalyticsReport', () => {
  it('reads a report the export has, daily by default, and refuses the others', () => {
    expect(readAnalyticsReport(undefined, CONTENT_ANALYTICS_REPORTS)).toBe(AnalyticsReport.DAILY);
    expect(readAnalyticsReport('', OVERVIEW_ANALYTICS_REPORTS)).toBe(AnalyticsReport.DAILY);
    expect(readAnalyticsReport('end-cards', CONTENT_ANALYTICS_REPORTS)).toBe(AnalyticsReport.END_CARDS);
    expect(readAnalyticsReport('top-videos', OVERVIEW_ANALYTICS_REPORTS)).toBe(AnalyticsReport.TOP_VIDEOS);
    expect(readAnalyticsReport('top-videos', CONTENT_ANALYTICS_REPORTS)).toBeNull();
    expect(readAnalyticsReport('retention', OVERVIEW_ANALYTICS_REPORTS)).toBeNull();
    expect(readAnalyticsReport(['daily'], CONTENT_ANALYTICS_REPORTS)).toBeNull();
    expect(AnalyticsMessages.report(OVERVIEW_ANALYTICS_REPORTS)).toBe(
      'report must be one of daily, top-videos, top-moments, hosts, surfaces.',
    );
  });
});

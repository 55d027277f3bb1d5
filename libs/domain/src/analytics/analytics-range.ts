import { AnalyticsReport } from '../enums/analytics';

/**
 * The days analytics are asked for. A day is a UTC calendar day, `YYYY-MM-DD`: events count on the day
 * the API received them (docs/decisions.md, "Viewer analytics (issue 21)").
 */

/** The range asked for when none is given: the last 30 days, today included. */
export const ANALYTICS_DEFAULT_RANGE_DAYS = 30;

/** A range covers at most a year (a leap year's days). */
export const ANALYTICS_MAX_RANGE_DAYS = 366;

export interface AnalyticsRange {
  /** First day, included. */
  from: string;
  /** Last day, included. */
  to: string;
}

export const AnalyticsMessages = {
  dateFormat: (field: string): string => `${field} must be a date as YYYY-MM-DD.`,
  rangeOrder: 'from must be on or before to.',
  rangeTooLong: `A date range covers at most ${ANALYTICS_MAX_RANGE_DAYS} days.`,
  report: (reports: readonly AnalyticsReport[]): string => `report must be one of ${reports.join(', ')}.`,
} as const;

/** The report a CSV export asks for among those it has (daily by default), or null for another. */
export function readAnalyticsReport<Report extends AnalyticsReport>(
  value: unknown,
  reports: readonly Report[],
): Report | null {
  if (value === undefined || value === '') value = AnalyticsReport.DAILY;
  return reports.find((report) => report === value) ?? null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC day of a time: `2026-01-02`. */
export const utcDayOf = (time: Date | number): string => new Date(time).toISOString().slice(0, 10);

/** The day `days` after `day` (before, when negative). */
export function addDays(day: string, days: number): string {
  return utcDayOf(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS);
}

/** Days from `from` to `to`, both included (0 when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  return Math.max(
    0,
    Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1,
  );
}

/** A real calendar day written `YYYY-MM-DD` (not 2026-02-30). */
export function isCalendarDay(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(time) && utcDayOf(time) === value;
}

/** A range read, or the messages by field of why not. */
export type AnalyticsRangeReading = { range: AnalyticsRange } | { problems: Record<string, string> };

/**
 * The range of `from` and `to` as asked; either may be left out: `to` is then today, `from` the 30th day
 * back from `to`.
 */
export function readAnalyticsRange(
  from: string | null | undefined,
  to: string | null | undefined,
  today: string,
): AnalyticsRangeReading {
  const problems: Record<string, string> = {};
  if (from != null && !isCalendarDay(from)) problems.from = AnalyticsMessages.dateFormat('from');
  if (to != null && !isCalendarDay(to)) problems.to = AnalyticsMessages.dateFormat('to');
  if (Object.keys(problems).length > 0) return { problems };
  const last = to ?? today;
  const first = from ?? addDays(last, 1 - ANALYTICS_DEFAULT_RANGE_DAYS);
  if (first > last) return { problems: { from: AnalyticsMessages.rangeOrder } };
  if (daysBetween(first, last) > ANALYTICS_MAX_RANGE_DAYS) {
    return { problems: { from: AnalyticsMessages.rangeTooLong } };
  }
  return { range: { from: first, to: last } };
}

/** Every day of a range, in order. */
export function daysOf(range: AnalyticsRange): string[] {
  return Array.from({ length: daysBetween(range.from, range.to) }, (_, index) => addDays(range.from, index));
}

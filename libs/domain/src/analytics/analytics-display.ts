import { AnalyticsReport } from '../enums/analytics';
import {
  addDays,
  ANALYTICS_DEFAULT_RANGE_DAYS,
  readAnalyticsRange,
  type AnalyticsRange,
} from './analytics-range';

/**
 * How the admin shows viewer analytics (issue 21 item 3): the ranges it offers, its texts and the
 * formatting of its figures (docs/decisions.md, "Viewer analytics: the admin (issue 21)").
 */

/** A range the picker offers: the last `days` days, today included. */
export interface AnalyticsRangePreset {
  key: string;
  label: string;
  days: number;
}

export const ANALYTICS_RANGE_PRESETS: readonly AnalyticsRangePreset[] = [
  { key: '7d', label: 'Last 7 days', days: 7 },
  { key: '30d', label: 'Last 30 days', days: ANALYTICS_DEFAULT_RANGE_DAYS },
  { key: '90d', label: 'Last 90 days', days: 90 },
  { key: '365d', label: 'Last 365 days', days: 365 },
];

/** The picker's choice of two days of the member's own. */
export const ANALYTICS_CUSTOM_RANGE = 'custom';

export const ANALYTICS_DEFAULT_PRESET = '30d';

/** The days of a preset ending today. */
export function presetRange(preset: AnalyticsRangePreset, today: string): AnalyticsRange {
  return { from: addDays(today, 1 - preset.days), to: today };
}

/** What the picker shows for a range: the preset it is, or custom. */
export function presetKeyOf(range: AnalyticsRange, today: string): string {
  return (
    ANALYTICS_RANGE_PRESETS.find((preset) => {
      const days = presetRange(preset, today);
      return days.from === range.from && days.to === range.to;
    })?.key ?? ANALYTICS_CUSTOM_RANGE
  );
}

/**
 * The range of an admin address's `range`, `from` and `to` parameters: a preset's key, or two days
 * (`range=custom&from=…&to=…`, or `from` and `to` alone); anything unreadable is the default range.
 */
export function rangeOfParams(params: { get(name: string): string | null }, today: string): AnalyticsRange {
  const preset = ANALYTICS_RANGE_PRESETS.find((entry) => entry.key === params.get('range'));
  if (preset) return presetRange(preset, today);
  const from = params.get('from');
  const to = params.get('to');
  if (from && to) {
    const reading = readAnalyticsRange(from, to, today);
    if ('range' in reading) return reading.range;
  }
  const fallback = ANALYTICS_RANGE_PRESETS.find((entry) => entry.key === ANALYTICS_DEFAULT_PRESET);
  return presetRange(fallback ?? ANALYTICS_RANGE_PRESETS[0], today);
}

/** The parameters of an address a range is kept in (its other parameters are the screen's). */
export const ANALYTICS_RANGE_PARAMS = ['range', 'from', 'to'] as const;

/** The parameters that keep a range in an address: the preset's key, else the two days. */
export function paramsOfRange(range: AnalyticsRange, today: string): Record<string, string> {
  const key = presetKeyOf(range, today);
  return key === ANALYTICS_CUSTOM_RANGE ? { from: range.from, to: range.to } : { range: key };
}

export const ANALYTICS_REPORT_LABELS: Record<AnalyticsReport, string> = {
  [AnalyticsReport.DAILY]: 'Daily figures',
  [AnalyticsReport.RETENTION]: 'Retention per second',
  [AnalyticsReport.CTAS]: 'CTAs',
  [AnalyticsReport.END_CARDS]: 'End cards',
  [AnalyticsReport.HOSTS]: 'Embedding sites',
  [AnalyticsReport.SURFACES]: 'Plays by surface',
  [AnalyticsReport.TOP_VIDEOS]: 'Top videos',
  [AnalyticsReport.TOP_MOMENTS]: 'Top moments',
};

export const AnalyticsTexts = {
  noPlays:
    'No plays in this range yet. Plays are counted from the public page, embeds, widgets, microsites ' +
    'and playlists of a published video, and appear here within a minute.',
  noOrganizationPlays:
    'No plays in this range yet. Once viewers play your published videos and moments, their figures ' +
    'and the most played ones appear here.',
  noOverlays: 'No CTA or end card was shown in this range.',
  noHosts: 'No plays on other sites in this range.',
  noTopMoments: 'No moment was played in this range.',
  noRetention: "The video's length is not known yet, so there is no retention curve.",
  exportFailed: (status: number): string => `Exporting the CSV failed: status code ${status}`,
} as const;

const count = new Intl.NumberFormat('en-US');

/** A count with thousands separators: 12,345. */
export function formatCount(value: number): string {
  return count.format(Math.round(value));
}

/** Watch time: "42 s", "12 min 05 s", "3 h 07 min", "1,204 h" (whole seconds, rounded down). */
export function formatWatchTime(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  const two = (value: number) => String(value).padStart(2, '0');
  if (hours >= 100) return `${formatCount(hours)} h`;
  if (hours > 0) return `${hours} h ${two(minutes)} min`;
  if (minutes > 0) return `${minutes} min ${two(rest)} s`;
  return `${rest} s`;
}

/** A percentage of 0–100 with one decimal below 10 %, whole above; "–" when unknown. */
export function formatPercent(value: number | null | undefined): string {
  if (value == null || !Number.isFinite(value)) return '–';
  const rounded = value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
  return `${rounded} %`;
}

/** A click-through rate given as 0–1. */
export const formatRate = (rate: number): string => formatPercent(rate * 100);

/** A position in a video for an axis or tooltip: m:ss, h:mm:ss from an hour on. */
export function formatSecond(second: number): string {
  const total = Math.max(0, Math.round(second));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** A day of a chart's axis: "Nov 27" (UTC, as the figures' days). */
export function formatDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** One point of the retention curve: from second `second`, `percent` of plays still watching. */
export interface RetentionPoint {
  second: number;
  /** Plays that watched part of the second (the most of the seconds a point stands for). */
  plays: number;
  percent: number;
}

/** The most points a retention curve is drawn with: a long video's seconds are grouped. */
export const RETENTION_MAX_POINTS = 720;

/**
 * The retention curve as drawn: the plays of each second over all plays, in percent. A video longer than
 * `maxPoints` seconds is shown in steps of several seconds, each the best-watched of its seconds (so a
 * replayed part is not hidden by a neighbour).
 */
export function retentionPoints(
  retention: readonly number[],
  plays: number,
  maxPoints = RETENTION_MAX_POINTS,
): RetentionPoint[] {
  if (retention.length === 0 || plays <= 0) return [];
  const step = Math.max(1, Math.ceil(retention.length / maxPoints));
  const points: RetentionPoint[] = [];
  for (let second = 0; second < retention.length; second += step) {
    const most = Math.max(...retention.slice(second, second + step));
    points.push({ second, plays: most, percent: Math.min(100, (most / plays) * 100) });
  }
  return points;
}

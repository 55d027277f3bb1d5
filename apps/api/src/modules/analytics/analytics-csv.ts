import {
  AnalyticsReport,
  PLAYER_SURFACE_LABELS,
  type ContentAnalyticsReport,
  type OverviewAnalyticsReport,
} from '@framehouse/domain';
import type {
  AnalyticsFigures,
  AnalyticsOverviewType,
  ContentAnalyticsType,
  ContentRankingType,
  OverlayAnalyticsType,
} from './dtos/analytics.types';

/**
 * A video's, a moment's or the organization's analytics as CSV files, one a table (RFC 4180: CRLF, quoted when needed), with a
 * UTF-8 byte order mark so that spreadsheets read names in any script. A text cell a spreadsheet would take
 * for a formula (=, +, -, @, tab, CR) is prefixed with an apostrophe: names are the members', hosts the
 * viewers' pages' (OWASP "CSV injection").
 */

type Cell = string | number | null;

function textCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const cell = (value: Cell): string =>
  value === null ? '' : typeof value === 'number' ? String(value) : textCell(value);

function csv(header: readonly string[], rows: ReadonlyArray<readonly Cell[]>): string {
  return `\ufeff${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}

const overlayRows = (overlays: readonly OverlayAnalyticsType[]) =>
  overlays.map((overlay) => [
    overlay.name,
    overlay.id,
    overlay.impressions,
    overlay.clicks,
    overlay.clickThroughRate,
  ]);

/** The tables a video's, a moment's and the organization's figures share. */
const dailyCsv = (figures: AnalyticsFigures) =>
  csv(
    [
      'date',
      'plays',
      'unique_viewers',
      'watch_time_seconds',
      'average_percent_watched',
      'completes',
      'shares',
    ],
    figures.days.map((day) => [
      day.day,
      day.plays,
      day.uniqueViewers,
      day.watchTimeSeconds,
      day.averagePercentWatched,
      day.completes,
      day.shares,
    ]),
  );

const hostsCsv = (figures: AnalyticsFigures) =>
  csv(
    ['host', 'surface', 'plays'],
    figures.hosts.map((host) => [host.host, PLAYER_SURFACE_LABELS[host.surface], host.plays]),
  );

/** One table of a video's or a moment's `analytics` as a CSV file's text. */
export function analyticsCsv(report: ContentAnalyticsReport, analytics: ContentAnalyticsType): string {
  switch (report) {
    case AnalyticsReport.DAILY:
      return dailyCsv(analytics);
    case AnalyticsReport.RETENTION:
      return csv(
        ['second', 'plays_watching', 'percent_of_plays'],
        analytics.retention.map((plays, second) => [
          second,
          plays,
          analytics.plays > 0 ? Math.round((plays / analytics.plays) * 10_000) / 100 : null,
        ]),
      );
    case AnalyticsReport.CTAS:
      return csv(
        ['cta', 'cta_id', 'impressions', 'clicks', 'click_through_rate'],
        overlayRows(analytics.ctas),
      );
    case AnalyticsReport.END_CARDS:
      return csv(
        ['end_card', 'end_card_id', 'impressions', 'clicks', 'click_through_rate'],
        overlayRows(analytics.endCards),
      );
    case AnalyticsReport.HOSTS:
      return hostsCsv(analytics);
  }
}

const rankingRow = (entry: ContentRankingType) => [
  entry.plays,
  entry.uniqueViewers,
  entry.watchTimeSeconds,
  entry.averagePercentWatched,
];
const RANKING_HEADER = ['plays', 'unique_viewers', 'watch_time_seconds', 'average_percent_watched'];

/** One table of the organization's `overview` as a CSV file's text; the top lists in their order. */
export function overviewCsv(report: OverviewAnalyticsReport, overview: AnalyticsOverviewType): string {
  switch (report) {
    case AnalyticsReport.DAILY:
      return dailyCsv(overview);
    case AnalyticsReport.TOP_VIDEOS:
      return csv(
        ['video', 'video_id', ...RANKING_HEADER],
        overview.topVideos.map((entry) => [entry.title, entry.videoId, ...rankingRow(entry)]),
      );
    case AnalyticsReport.TOP_MOMENTS:
      return csv(
        ['moment', 'moment_id', 'video_id', ...RANKING_HEADER],
        overview.topMoments.map((entry) => [
          entry.title,
          entry.momentId,
          entry.videoId,
          ...rankingRow(entry),
        ]),
      );
    case AnalyticsReport.HOSTS:
      return hostsCsv(overview);
    case AnalyticsReport.SURFACES:
      return csv(
        ['surface', 'plays'],
        overview.surfaces.map((surface) => [PLAYER_SURFACE_LABELS[surface.surface], surface.plays]),
      );
  }
}

/**
 * `analytics-<title>-<report>-<from>-<to>.csv`, the title (a video's, a moment's, the organization's name)
 * reduced to letters, digits and dashes; `fallback` when none is left (a title in another script).
 */
export function analyticsCsvFilename(
  title: string,
  report: AnalyticsReport,
  from: string,
  to: string,
  fallback = 'video',
): string {
  const slug =
    title
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || fallback;
  return `analytics-${slug}-${report}-${from}-${to}.csv`;
}

import {
  AnalyticsTexts,
  CONTENT_ANALYTICS_REPORTS,
  OVERVIEW_ANALYTICS_REPORTS,
  type AnalyticsRange,
  type AnalyticsReport,
} from '@framehouse/domain';
import type {
  AnalyticsOverviewQuery,
  ContentAnalyticsFieldsFragment,
  ContentRankingFieldsFragment,
} from '@framehouse/sdk';
import { getToken } from '../auth/token-storage';
import { DisplayableError } from '../errors';
import { attachmentFilename } from '../moments/moment-download';
import { sdk } from '../sdk';

export type ContentAnalytics = ContentAnalyticsFieldsFragment;
export type AnalyticsOverview = AnalyticsOverviewQuery['analyticsOverview'];
export type ContentRanking = ContentRankingFieldsFragment;

/** A moment as the retention curve marks it: its title and range in milliseconds. */
export interface MomentMark {
  id: string;
  title: string;
  start: number;
  end: number;
}

/** The most moments a video's curve marks (the editor's side list reads as many). */
const MOMENT_MARKS_PAGE_SIZE = 999;

/** A CSV export the API refused: its message names the HTTP status. */
export class AnalyticsExportError extends DisplayableError {
  constructor(readonly status: number) {
    super(AnalyticsTexts.exportFailed(status));
    this.name = 'AnalyticsExportError';
  }
}

/** What an analytics screen is of: a video, a moment, or the whole organization (the overview). */
export type AnalyticsScope = AnalyticsSubject | { kind: 'overview' };

/** A video or a moment, by its id: figures of its own players, a retention curve, CTAs and end cards. */
export interface AnalyticsSubject {
  kind: 'video' | 'moment';
  id: string;
}

/** The reports a scope's CSV export has (the API refuses the others). */
export const exportReportsOf = (scope: AnalyticsScope): readonly AnalyticsReport[] =>
  scope.kind === 'overview' ? OVERVIEW_ANALYTICS_REPORTS : CONTENT_ANALYTICS_REPORTS;

/** The address of a scope's CSV export (the API's REST routes; bearer token). */
export function analyticsCsvUrl(
  scope: AnalyticsScope,
  range: AnalyticsRange,
  report: AnalyticsReport,
): string {
  const query = new URLSearchParams({ from: range.from, to: range.to, report }).toString();
  return scope.kind === 'overview'
    ? `/analytics.csv?${query}`
    : `/${scope.kind}s/${encodeURIComponent(scope.id)}/analytics.csv?${query}`;
}

/**
 * Viewer analytics (libs/sdk/operations/analytics.graphql) and the CSV exports (issue 21); the moments a
 * video's retention curve marks (moments.graphql).
 */
export const analyticsApi = {
  content: async (subject: AnalyticsSubject, range: AnalyticsRange): Promise<ContentAnalytics> =>
    subject.kind === 'video'
      ? (await sdk.VideoAnalytics({ videoId: subject.id, ...range })).videoAnalytics
      : (await sdk.MomentAnalytics({ momentId: subject.id, ...range })).momentAnalytics,
  overview: async (range: AnalyticsRange): Promise<AnalyticsOverview> =>
    (await sdk.AnalyticsOverview(range)).analyticsOverview,
  momentMarks: async (videoId: string): Promise<MomentMark[]> =>
    (
      await sdk.Moments({ videoId, pageSize: MOMENT_MARKS_PAGE_SIZE, orderBy: 'startTimestamp' })
    ).moments.nodes.map((moment) => ({
      id: moment.id,
      title: moment.title,
      start: moment.timeRange.start,
      end: moment.timeRange.end,
    })),
  /** One report of a scope's figures as a CSV file, with the name the API gives it. */
  async csv(
    scope: AnalyticsScope,
    range: AnalyticsRange,
    report: AnalyticsReport,
  ): Promise<{ file: Blob; filename: string }> {
    const token = getToken();
    const response = await fetch(analyticsCsvUrl(scope, range, report), {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
    if (!response.ok) throw new AnalyticsExportError(response.status);
    return {
      file: await response.blob(),
      filename: attachmentFilename(
        response.headers.get('Content-Disposition'),
        `analytics-${report}-${range.from}-${range.to}.csv`,
      ),
    };
  },
};

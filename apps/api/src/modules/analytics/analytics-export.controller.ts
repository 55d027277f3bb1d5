import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import {
  AnalyticsMessages,
  CONTENT_ANALYTICS_REPORTS,
  ErrorCode,
  OVERVIEW_ANALYTICS_REPORTS,
  Permission,
  readAnalyticsReport,
  type AnalyticsRange,
  type AnalyticsReport,
  type ContentAnalyticsReport,
} from '@framehouse/domain';
import type { Response } from 'express';
import { contractError } from '../../common/errors/contract-error';
import { CurrentSession, RequirePermissions } from '../auth/auth.decorators';
import type { Session } from '../auth/session';
import { analyticsCsv, analyticsCsvFilename, overviewCsv } from './analytics-csv';
import { AnalyticsService } from './analytics.service';
import type { ContentAnalyticsType } from './dtos/analytics.types';

/** A query parameter given once (Express reads `?a=1&a=2` as a list): the text, or a VALIDATION_ERROR. */
function single(value: unknown, field: string, message: string): string | undefined {
  if (value === undefined || typeof value === 'string') return value;
  throw contractError(ErrorCode.VALIDATION_ERROR, { field, message });
}

/**
 * CSV exports of analytics (bearer token, as members' other downloads): a video's at
 * `GET /videos/{videoId}/analytics.csv?from=&to=&report=` (report: daily, retention, ctas, end-cards,
 * hosts; daily by default), a moment's the same at `/moments/{momentId}/analytics.csv`, and the
 * organization's overview at `/analytics.csv` (report: daily, top-videos, top-moments, hosts, surfaces).
 * The range and permissions are those of `videoAnalytics`, `momentAnalytics` and `analyticsOverview`;
 * errors are the JSON error contract with their HTTP status.
 */
@Controller()
export class AnalyticsExportController {
  constructor(private readonly analytics: AnalyticsService) {}

  @RequirePermissions(Permission.VIEW_VIDEO_DASHBOARD, Permission.VIEW_VIDEO)
  @Get('videos/:videoId/analytics.csv')
  async video(
    @CurrentSession() session: Session,
    @Param('videoId') videoId: string,
    @Query() query: Record<string, unknown>,
    @Res() response: Response,
  ): Promise<void> {
    const report = this.report(query, CONTENT_ANALYTICS_REPORTS);
    this.sendContent(
      response,
      report,
      await this.analytics.forVideo(session.organization.id, videoId, this.range(query)),
    );
  }

  @RequirePermissions(Permission.VIEW_VIDEO_DASHBOARD, Permission.VIEW_VIDEO, Permission.VIEW_MOMENT)
  @Get('moments/:momentId/analytics.csv')
  async moment(
    @CurrentSession() session: Session,
    @Param('momentId') momentId: string,
    @Query() query: Record<string, unknown>,
    @Res() response: Response,
  ): Promise<void> {
    const report = this.report(query, CONTENT_ANALYTICS_REPORTS);
    this.sendContent(
      response,
      report,
      await this.analytics.forMoment(session.organization.id, momentId, this.range(query)),
    );
  }

  @RequirePermissions(Permission.VIEW_VIDEO_DASHBOARD)
  @Get('analytics.csv')
  async overview(
    @CurrentSession() session: Session,
    @Query() query: Record<string, unknown>,
    @Res() response: Response,
  ): Promise<void> {
    const report = this.report(query, OVERVIEW_ANALYTICS_REPORTS);
    const overview = await this.analytics.overview(session.organization.id, this.range(query));
    const filename = analyticsCsvFilename(
      session.organization.name,
      report,
      overview.from,
      overview.to,
      'organization',
    );
    this.send(response, filename, overviewCsv(report, overview));
  }

  private report<Report extends AnalyticsReport>(
    query: Record<string, unknown>,
    reports: readonly Report[],
  ): Report {
    const message = AnalyticsMessages.report(reports);
    const report = readAnalyticsReport(single(query.report, 'report', message), reports);
    if (report === null) throw contractError(ErrorCode.VALIDATION_ERROR, { field: 'report', message });
    return report;
  }

  private range(query: Record<string, unknown>): AnalyticsRange {
    return this.analytics.range(
      single(query.from, 'from', AnalyticsMessages.dateFormat('from')),
      single(query.to, 'to', AnalyticsMessages.dateFormat('to')),
    );
  }

  /** A video's or a moment's report, named after its title. */
  private sendContent(
    response: Response,
    report: ContentAnalyticsReport,
    analytics: ContentAnalyticsType,
  ): void {
    const filename = analyticsCsvFilename(analytics.title, report, analytics.from, analytics.to);
    this.send(response, filename, analyticsCsv(report, analytics));
  }

  private send(response: Response, filename: string, text: string): void {
    response.attachment(filename);
    response.setHeader('Content-Type', 'text/csv; charset=utf-8');
    response.setHeader('Cache-Control', 'no-store');
    response.send(text);
  }
}

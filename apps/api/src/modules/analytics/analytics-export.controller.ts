import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import {
  AnalyticsMessages,
  ErrorCode,
  Permission,
  readAnalyticsReport,
  type AnalyticsReport,
} from '@framehouse/domain';
import type { Response } from 'express';
import { contractError } from '../../common/errors/contract-error';
import { CurrentSession, RequirePermissions } from '../auth/auth.decorators';
import type { Session } from '../auth/session';
import { analyticsCsv, analyticsCsvFilename } from './analytics-csv';
import { AnalyticsService } from './analytics.service';
import type { ContentAnalyticsType } from './dtos/analytics.types';

/** A query parameter given once (Express reads `?a=1&a=2` as a list): the text, or a VALIDATION_ERROR. */
function single(value: unknown, field: string, message: string): string | undefined {
  if (value === undefined || typeof value === 'string') return value;
  throw contractError(ErrorCode.VALIDATION_ERROR, { field, message });
}

/**
 * CSV exports of a video's or a moment's analytics (bearer token, as members' other downloads):
 * `GET /videos/{videoId}/analytics.csv?from=&to=&report=` (report: daily, retention, ctas, end-cards,
 * hosts; daily by default), the same at `/moments/{momentId}/analytics.csv`. The range and permissions
 * are those of `videoAnalytics` and `momentAnalytics`; errors are the JSON error contract with their
 * HTTP status.
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
    const { report, range } = this.request(query);
    this.send(response, report, await this.analytics.forVideo(session.organization.id, videoId, range));
  }

  @RequirePermissions(Permission.VIEW_VIDEO_DASHBOARD, Permission.VIEW_VIDEO, Permission.VIEW_MOMENT)
  @Get('moments/:momentId/analytics.csv')
  async moment(
    @CurrentSession() session: Session,
    @Param('momentId') momentId: string,
    @Query() query: Record<string, unknown>,
    @Res() response: Response,
  ): Promise<void> {
    const { report, range } = this.request(query);
    this.send(response, report, await this.analytics.forMoment(session.organization.id, momentId, range));
  }

  private request(query: Record<string, unknown>) {
    const report = readAnalyticsReport(single(query.report, 'report', AnalyticsMessages.report));
    if (report === null) {
      throw contractError(ErrorCode.VALIDATION_ERROR, { field: 'report', message: AnalyticsMessages.report });
    }
    const range = this.analytics.range(
      single(query.from, 'from', AnalyticsMessages.dateFormat('from')),
      single(query.to, 'to', AnalyticsMessages.dateFormat('to')),
    );
    return { report, range };
  }

  private send(response: Response, report: AnalyticsReport, analytics: ContentAnalyticsType): void {
    response.attachment(analyticsCsvFilename(analytics.title, report, analytics.from, analytics.to));
    response.setHeader('Content-Type', 'text/csv; charset=utf-8');
    response.setHeader('Cache-Control', 'no-store');
    response.send(analyticsCsv(report, analytics));
  }
}

import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import { Permission } from '@framehouse/domain';
import { CurrentSession, RequirePermissions } from '../auth/auth.decorators';
import type { Session } from '../auth/session';
import { AnalyticsService } from './analytics.service';
import { AnalyticsOverviewType, ContentAnalyticsType } from './dtos/analytics.types';

const FROM = {
  nullable: true,
  description: 'First day, YYYY-MM-DD (UTC); by default the 30th day back from `to`.',
} as const;
const TO = {
  nullable: true,
  description: 'Last day, included, YYYY-MM-DD (UTC); by default today.',
} as const;

/**
 * Viewer analytics (issue 21) for the members who see the videos dashboard: VIEW_VIDEO_DASHBOARD, with
 * the view permission of what is asked about (docs/decisions.md, "Viewer analytics (issue 21)").
 */
@Resolver()
export class AnalyticsResolver {
  constructor(private readonly analytics: AnalyticsService) {}

  @RequirePermissions(Permission.VIEW_VIDEO_DASHBOARD, Permission.VIEW_VIDEO)
  @Query(() => ContentAnalyticsType, {
    description: "A video's own players' analytics for a range of days (its moments' are their own).",
  })
  async videoAnalytics(
    @CurrentSession() session: Session,
    @Args('videoId', { type: () => ID }) videoId: string,
    @Args('from', { type: () => String, ...FROM }) from?: string | null,
    @Args('to', { type: () => String, ...TO }) to?: string | null,
  ): Promise<ContentAnalyticsType> {
    const range = this.analytics.range(from, to);
    return this.analytics.forVideo(session.organization.id, videoId, range);
  }

  @RequirePermissions(Permission.VIEW_VIDEO_DASHBOARD, Permission.VIEW_VIDEO, Permission.VIEW_MOMENT)
  @Query(() => ContentAnalyticsType, {
    description: "A moment's own players' analytics for a range of days.",
  })
  async momentAnalytics(
    @CurrentSession() session: Session,
    @Args('momentId', { type: () => ID }) momentId: string,
    @Args('from', { type: () => String, ...FROM }) from?: string | null,
    @Args('to', { type: () => String, ...TO }) to?: string | null,
  ): Promise<ContentAnalyticsType> {
    const range = this.analytics.range(from, to);
    return this.analytics.forMoment(session.organization.id, momentId, range);
  }

  @RequirePermissions(Permission.VIEW_VIDEO_DASHBOARD)
  @Query(() => AnalyticsOverviewType, {
    description: "The organization's analytics for a range of days, with its top videos and moments.",
  })
  async analyticsOverview(
    @CurrentSession() session: Session,
    @Args('from', { type: () => String, ...FROM }) from?: string | null,
    @Args('to', { type: () => String, ...TO }) to?: string | null,
  ): Promise<AnalyticsOverviewType> {
    return this.analytics.overview(session.organization.id, this.analytics.range(from, to));
  }
}

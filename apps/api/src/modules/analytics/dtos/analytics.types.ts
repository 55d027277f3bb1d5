import { Field, Float, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { ANALYTICS_MAX_RANGE_DAYS, PlayerSurface } from '@framehouse/domain';
import { listOf } from '../../../common/graphql/query-limits';

registerEnumType(PlayerSurface, {
  name: 'PlayerSurface',
  description: 'Where a player played: the public page, an embed, a widget, a microsite or a playlist.',
});

/** The top lists (embedding hosts, videos, moments) hold this many entries. */
export const ANALYTICS_TOP_ENTRIES = 10;

/** CTAs and end cards listed at most (an organization has a few; the most shown come first). */
export const ANALYTICS_OVERLAYS_MAX = 50;

const SURFACES = Object.values(PlayerSurface).length;

@ObjectType('AnalyticsDayType', { description: "One UTC day's figures." })
export class AnalyticsDayType {
  @Field(() => String, { description: 'YYYY-MM-DD' }) day!: string;
  @Field(() => Int) plays!: number;
  @Field(() => Int) uniqueViewers!: number;
  @Field(() => Float) watchTimeSeconds!: number;
  @Field(() => Float, {
    nullable: true,
    description: "The share of their video's or moment's length plays watched, 0–100; null without plays.",
  })
  averagePercentWatched!: number | null;
  @Field(() => Int) completes!: number;
  @Field(() => Int) shares!: number;
}

@ObjectType('OverlayAnalyticsType', {
  description: 'A CTA or an end card: plays that showed it, plays that clicked it.',
})
export class OverlayAnalyticsType {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => Int) impressions!: number;
  @Field(() => Int) clicks!: number;
  @Field(() => Float, { description: 'clicks / impressions, 0–1; 0 without impressions.' })
  clickThroughRate!: number;
}

@ObjectType('HostAnalyticsType', { description: 'Plays on pages of one host, on one surface.' })
export class HostAnalyticsType {
  @Field(() => String, { nullable: true, description: 'The embedding page’s host; null when unknown.' })
  host!: string | null;
  @Field(() => PlayerSurface) surface!: PlayerSurface;
  @Field(() => Int) plays!: number;
}

@ObjectType('SurfaceAnalyticsType')
export class SurfaceAnalyticsType {
  @Field(() => PlayerSurface) surface!: PlayerSurface;
  @Field(() => Int) plays!: number;
}

/** The figures of a range shared by a video's, a moment's and the organization's analytics. */
@ObjectType({ isAbstract: true })
export class AnalyticsFigures {
  @Field(() => String, { description: 'First day, YYYY-MM-DD (UTC).' }) from!: string;
  @Field(() => String, { description: 'Last day, included.' }) to!: string;
  @Field(() => Int, { description: 'Viewer sessions that started playing, once per day.' }) plays!: number;
  @Field(() => Int, {
    description: "Distinct viewers each day (a day's salted hash), summed over the days.",
  })
  uniqueViewers!: number;
  @Field(() => Float, { description: 'Time played, rewatching included.' }) watchTimeSeconds!: number;
  @Field(() => Float, { nullable: true, description: '0–100; null without plays or a known length.' })
  averagePercentWatched!: number | null;
  @Field(() => Int) completes!: number;
  @Field(() => Int) seeks!: number;
  @Field(() => Int) shares!: number;
  @Field(() => [AnalyticsDayType], {
    description: 'Every day of the range, in order.',
    complexity: listOf(ANALYTICS_MAX_RANGE_DAYS),
  })
  days!: AnalyticsDayType[];
  @Field(() => [HostAnalyticsType], {
    description: 'The hosts of the pages played on most, with their surface.',
    complexity: listOf(ANALYTICS_TOP_ENTRIES),
  })
  hosts!: HostAnalyticsType[];
  @Field(() => [SurfaceAnalyticsType], { complexity: listOf(SURFACES) })
  surfaces!: SurfaceAnalyticsType[];
}

@ObjectType('ContentAnalyticsType', { description: "A video's or a moment's own players' analytics." })
export class ContentAnalyticsType extends AnalyticsFigures {
  @Field(() => ID) videoId!: string;
  @Field(() => ID, { nullable: true }) momentId!: string | null;
  @Field(() => String, { description: "The video's (the moment's) title." }) title!: string;
  @Field(() => Int, { nullable: true, description: 'The length the retention covers; null when unknown.' })
  durationSeconds!: number | null;
  @Field(() => [Int], {
    description:
      'Plays that watched part of each second of the video (of the moment’s range), from second 0: the ' +
      'retention curve. Divided by plays, the share of plays still watching.',
  })
  retention!: number[];
  @Field(() => [OverlayAnalyticsType], { complexity: listOf(ANALYTICS_OVERLAYS_MAX) })
  ctas!: OverlayAnalyticsType[];
  @Field(() => [OverlayAnalyticsType], { complexity: listOf(ANALYTICS_OVERLAYS_MAX) })
  endCards!: OverlayAnalyticsType[];
}

@ObjectType('ContentRankingType', { description: 'A video or moment in a top list.' })
export class ContentRankingType {
  @Field(() => ID) videoId!: string;
  @Field(() => ID, { nullable: true }) momentId!: string | null;
  @Field(() => String) title!: string;
  @Field(() => Int) plays!: number;
  @Field(() => Int) uniqueViewers!: number;
  @Field(() => Float) watchTimeSeconds!: number;
  @Field(() => Float, { nullable: true }) averagePercentWatched!: number | null;
}

@ObjectType('AnalyticsOverviewType', {
  description: "The organization's analytics: all its videos and moments.",
})
export class AnalyticsOverviewType extends AnalyticsFigures {
  @Field(() => [ContentRankingType], { complexity: listOf(ANALYTICS_TOP_ENTRIES) })
  topVideos!: ContentRankingType[];
  @Field(() => [ContentRankingType], { complexity: listOf(ANALYTICS_TOP_ENTRIES) })
  topMoments!: ContentRankingType[];
}

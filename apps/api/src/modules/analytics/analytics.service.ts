import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  daysOf,
  ErrorCode,
  PlayerSurface,
  readAnalyticsRange,
  utcDayOf,
  type AnalyticsRange,
} from '@framehouse/domain';
import { DataSource } from 'typeorm';
import { contractError, validationError } from '../../common/errors/contract-error';
import { MomentsService } from '../moments/moments.service';
import { CtasService } from '../overlays/ctas/ctas.service';
import { EndCardsService } from '../overlays/end-cards/end-cards.service';
import { VideosService } from '../videos/videos.service';
import { AnalyticsOverlayKind, AnalyticsSubjectKind } from './analytics-subject';
import {
  ANALYTICS_OVERLAYS_MAX,
  ANALYTICS_TOP_ENTRIES,
  type AnalyticsDayType,
  type AnalyticsFigures,
  type AnalyticsOverviewType,
  type ContentAnalyticsType,
  type ContentRankingType,
  type OverlayAnalyticsType,
} from './dtos/analytics.types';
import { NO_COUNTS, RETENTION_MAX_SECONDS, type DayCounters } from './rollup/rollup-counts';

/** A day row's sums, as every figure is read. */
interface Sums extends DayCounters {
  uniqueViewers: number;
}

const SUMS = `sum(plays)::int AS plays, sum("uniqueViewers")::int AS "uniqueViewers",
  sum("watchTimeMs")::float8 AS "watchTimeMs", sum("watchedSeconds")::float8 AS "watchedSeconds",
  sum("playedSeconds")::float8 AS "playedSeconds", sum(completes)::int AS completes,
  sum(seeks)::int AS seeks, sum(shares)::int AS shares`;

const NO_SUMS: Sums = { ...NO_COUNTS, uniqueViewers: 0 };

/** Percent with two decimals; null when nothing was played. */
const percentWatched = (sums: Pick<Sums, 'watchedSeconds' | 'playedSeconds'>): number | null =>
  sums.playedSeconds > 0 ? Math.round((sums.watchedSeconds / sums.playedSeconds) * 10_000) / 100 : null;

const seconds = (ms: number) => Math.round(ms) / 1000;

function presentDay(day: string, sums: Sums): AnalyticsDayType {
  return {
    day,
    plays: sums.plays,
    uniqueViewers: sums.uniqueViewers,
    watchTimeSeconds: seconds(sums.watchTimeMs),
    averagePercentWatched: percentWatched(sums),
    completes: sums.completes,
    shares: sums.shares,
  };
}

/** The subject a content query is about: a video, or a moment of it. */
interface Subject {
  id: string;
  title: string;
  videoId: string;
  momentId: string | null;
  durationMs: number | null;
}

/**
 * What members read of viewer analytics (the rolled-up tables, never the raw events): a video's or a
 * moment's figures for a range of days, and the organization's with its top videos and moments. Each
 * subject is looked up among the caller's organization's first: another's id answers NOT_FOUND.
 */
@Injectable()
export class AnalyticsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly videos: VideosService,
    private readonly moments: MomentsService,
    private readonly ctas: CtasService,
    private readonly endCards: EndCardsService,
  ) {}

  /** The range asked for, or VALIDATION_ERROR naming `from` or `to`. */
  range(from: string | null | undefined, to: string | null | undefined): AnalyticsRange {
    const read = readAnalyticsRange(from, to, utcDayOf(Date.now()));
    if ('problems' in read) throw validationError(read.problems) ?? contractError(ErrorCode.VALIDATION_ERROR);
    return read.range;
  }

  async forVideo(
    organizationId: string,
    videoId: string,
    range: AnalyticsRange,
  ): Promise<ContentAnalyticsType> {
    const video = await this.videos.findOwned(organizationId, videoId, 'videoId');
    return this.forSubject(
      organizationId,
      { id: video.id, title: video.title, videoId: video.id, momentId: null, durationMs: video.durationMs },
      range,
    );
  }

  async forMoment(
    organizationId: string,
    momentId: string,
    range: AnalyticsRange,
  ): Promise<ContentAnalyticsType> {
    const moment = await this.moments.findOwned(organizationId, momentId, 'momentId');
    return this.forSubject(
      organizationId,
      {
        id: moment.id,
        title: moment.title,
        videoId: moment.videoId,
        momentId: moment.id,
        durationMs: moment.endMs - moment.startMs,
      },
      range,
    );
  }

  async overview(organizationId: string, range: AnalyticsRange): Promise<AnalyticsOverviewType> {
    const [figures, topVideos, topMoments] = await Promise.all([
      this.figures(organizationId, range),
      this.top(organizationId, AnalyticsSubjectKind.VIDEO, range),
      this.top(organizationId, AnalyticsSubjectKind.MOMENT, range),
    ]);
    return { ...figures, topVideos, topMoments };
  }

  private async forSubject(
    organizationId: string,
    subject: Subject,
    range: AnalyticsRange,
  ): Promise<ContentAnalyticsType> {
    const [figures, retention, overlays] = await Promise.all([
      this.figures(subject.id, range),
      this.retention(subject, range),
      this.overlays(organizationId, subject.id, range),
    ]);
    const known = subject.durationMs !== null && subject.durationMs > 0;
    return {
      ...figures,
      videoId: subject.videoId,
      momentId: subject.momentId,
      title: subject.title,
      durationSeconds: known ? Math.ceil((subject.durationMs as number) / 1000) : null,
      retention,
      ...overlays,
    };
  }

  /** The figures every analytics answer has, of one subject's rows. */
  private async figures(subjectId: string, range: AnalyticsRange): Promise<AnalyticsFigures> {
    const window = [subjectId, range.from, range.to];
    const [rows, hosts, surfaces] = await Promise.all([
      this.dataSource.query(
        `SELECT day::text AS day, ${SUMS} FROM analytics_days
          WHERE "subjectId" = $1 AND day BETWEEN $2 AND $3 GROUP BY day`,
        window,
      ) as Promise<Array<Sums & { day: string }>>,
      this.dataSource.query(
        `SELECT host, surface, sum(plays)::int AS plays FROM analytics_host_days
          WHERE "subjectId" = $1 AND day BETWEEN $2 AND $3
          GROUP BY host, surface ORDER BY plays DESC, host, surface LIMIT ${ANALYTICS_TOP_ENTRIES}`,
        window,
      ) as Promise<Array<{ host: string; surface: PlayerSurface; plays: number }>>,
      this.dataSource.query(
        `SELECT surface, sum(plays)::int AS plays FROM analytics_host_days
          WHERE "subjectId" = $1 AND day BETWEEN $2 AND $3 GROUP BY surface ORDER BY plays DESC, surface`,
        window,
      ) as Promise<Array<{ surface: PlayerSurface; plays: number }>>,
    ]);
    const byDay = new Map(rows.map((row) => [row.day, row]));
    const total = rows.reduce<Sums>(
      (sum, row) => ({
        plays: sum.plays + row.plays,
        uniqueViewers: sum.uniqueViewers + row.uniqueViewers,
        watchTimeMs: sum.watchTimeMs + row.watchTimeMs,
        watchedSeconds: sum.watchedSeconds + row.watchedSeconds,
        playedSeconds: sum.playedSeconds + row.playedSeconds,
        completes: sum.completes + row.completes,
        seeks: sum.seeks + row.seeks,
        shares: sum.shares + row.shares,
      }),
      NO_SUMS,
    );
    return {
      from: range.from,
      to: range.to,
      plays: total.plays,
      uniqueViewers: total.uniqueViewers,
      watchTimeSeconds: seconds(total.watchTimeMs),
      averagePercentWatched: percentWatched(total),
      completes: total.completes,
      seeks: total.seeks,
      shares: total.shares,
      days: daysOf(range).map((day) => presentDay(day, byDay.get(day) ?? NO_SUMS)),
      hosts: hosts.map((row) => ({ host: row.host || null, surface: row.surface, plays: row.plays })),
      surfaces,
    };
  }

  /** Plays that watched each second, summed over the range, as long as the subject is now. */
  private async retention(subject: Subject, range: AnalyticsRange): Promise<number[]> {
    const rows = (await this.dataSource.query(
      `SELECT (u.i - 1)::int AS second, sum(u.v)::int AS plays
         FROM analytics_days d, unnest(d.retention) WITH ORDINALITY AS u(v, i)
        WHERE d."subjectId" = $1 AND d.day BETWEEN $2 AND $3
        GROUP BY u.i`,
      [subject.id, range.from, range.to],
    )) as Array<{ second: number; plays: number }>;
    const length =
      subject.durationMs !== null && subject.durationMs > 0
        ? Math.min(Math.ceil(subject.durationMs / 1000), RETENTION_MAX_SECONDS)
        : rows.reduce((longest, row) => Math.max(longest, row.second + 1), 0);
    const curve = new Array<number>(length).fill(0);
    for (const row of rows) if (row.second < length) curve[row.second] = row.plays;
    return curve;
  }

  /** The subject's CTAs and end cards, with the names the organization gives them now. */
  private async overlays(
    organizationId: string,
    subjectId: string,
    range: AnalyticsRange,
  ): Promise<Pick<ContentAnalyticsType, 'ctas' | 'endCards'>> {
    const rows = (await this.dataSource.query(
      `SELECT "overlayKind", "overlayId", sum(impressions)::int AS impressions, sum(clicks)::int AS clicks
         FROM analytics_overlay_days WHERE "subjectId" = $1 AND day BETWEEN $2 AND $3
        GROUP BY "overlayKind", "overlayId" ORDER BY impressions DESC, clicks DESC, "overlayId"`,
      [subjectId, range.from, range.to],
    )) as Array<{
      overlayKind: AnalyticsOverlayKind;
      overlayId: string;
      impressions: number;
      clicks: number;
    }>;
    const ofKind = (kind: AnalyticsOverlayKind) => rows.filter((row) => row.overlayKind === kind);
    // Players name a CTA by its public id; the admin knows its id. Overlays of no CTA or end card of the
    // organization (deleted since, or ids a page made up) are left out.
    const [ctas, endCards] = await Promise.all([
      this.ctas.byPublicUuids(
        organizationId,
        ofKind(AnalyticsOverlayKind.CTA).map((row) => row.overlayId),
      ),
      this.endCards.byIds(ofKind(AnalyticsOverlayKind.END_CARD).map((row) => row.overlayId)),
    ]);
    const ctaOf = new Map(ctas.map((cta) => [cta.publicUuid, cta]));
    const endCardOf = new Map(
      endCards.flatMap((card) =>
        card && card.organizationId === organizationId ? [[card.id, card] as const] : [],
      ),
    );
    const present = (
      kind: AnalyticsOverlayKind,
      named: ReadonlyMap<string, { id: string; name: string }>,
    ): OverlayAnalyticsType[] =>
      ofKind(kind)
        .flatMap((row) => {
          const overlay = named.get(row.overlayId);
          if (!overlay) return [];
          const clickThroughRate =
            row.impressions > 0 ? Math.round((row.clicks / row.impressions) * 10_000) / 10_000 : 0;
          return [
            {
              id: overlay.id,
              name: overlay.name,
              impressions: row.impressions,
              clicks: row.clicks,
              clickThroughRate,
            },
          ];
        })
        .slice(0, ANALYTICS_OVERLAYS_MAX);
    return {
      ctas: present(AnalyticsOverlayKind.CTA, ctaOf),
      endCards: present(AnalyticsOverlayKind.END_CARD, endCardOf),
    };
  }

  /** The organization's most played videos or moments of the range (those it still has). */
  private async top(
    organizationId: string,
    kind: AnalyticsSubjectKind.VIDEO | AnalyticsSubjectKind.MOMENT,
    range: AnalyticsRange,
  ): Promise<ContentRankingType[]> {
    // A few more than shown: a deleted video's rows stay (its plays still count in the totals).
    const rows = (await this.dataSource.query(
      `SELECT "subjectId", min("videoId"::text) AS "videoId", ${SUMS} FROM analytics_days
        WHERE "organizationId" = $1 AND "subjectKind" = $2 AND day BETWEEN $3 AND $4
        GROUP BY "subjectId" ORDER BY plays DESC, "subjectId" LIMIT ${ANALYTICS_TOP_ENTRIES * 3}`,
      [organizationId, kind, range.from, range.to],
    )) as Array<Sums & { subjectId: string; videoId: string }>;
    const ids = rows.map((row) => row.subjectId);
    const titles = new Map(
      kind === AnalyticsSubjectKind.VIDEO
        ? (await this.videos.findOwnedTitles(organizationId, ids)).map((video) => [video.id, video.title])
        : (await this.moments.findOwnedMany(organizationId, ids)).map((moment) => [moment.id, moment.title]),
    );
    return rows
      .flatMap((row) => {
        const title = titles.get(row.subjectId);
        if (title === undefined) return [];
        return [
          {
            videoId: row.videoId,
            momentId: kind === AnalyticsSubjectKind.MOMENT ? row.subjectId : null,
            title,
            plays: row.plays,
            uniqueViewers: row.uniqueViewers,
            watchTimeSeconds: seconds(row.watchTimeMs),
            averagePercentWatched: percentWatched(row),
          },
        ];
      })
      .slice(0, ANALYTICS_TOP_ENTRIES);
  }
}

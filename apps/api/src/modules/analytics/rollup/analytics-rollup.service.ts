import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { addDays, utcDayOf, type AnalyticsRollupResult } from '@framehouse/domain';
import type Redis from 'ioredis';
import { DataSource, type EntityManager } from 'typeorm';
import { REDIS } from '../../../common/redis/redis.module';
import { AnalyticsDeletionService } from '../analytics-deletion.service';
import {
  ANALYTICS_RAW_EVENTS_HOURS,
  ANALYTICS_STREAM_KEY,
  batchOfFields,
  entryTime,
} from '../analytics-stream';
import {
  countEntries,
  playKeyOf,
  type PlayState,
  type RollupCounts,
  type StreamEntry,
} from './rollup-counts';

/** The cursor's row (analytics_rollup_cursors). */
const CURSOR = 'events';

/** Stream entries counted in one transaction. */
export const ROLLUP_CHUNK_ENTRIES = 1000;

/** What one transaction did; `busy` when another process holds the cursor. */
type ChunkOutcome = { entries: number; events: number; lastId: string } | 'busy';

/**
 * Rolls the events stream into the analytics tables, a chunk of entries a transaction. Each transaction
 * locks the cursor row first (another process rolling up at the same time skips), reads the entries after
 * it, adds what they count and moves the cursor past them, all or nothing: a roll-up stopped anywhere
 * (a crash, a restart, the database failing) leaves the cursor where its counts stopped, and the next
 * one starts from there, so no entry is counted twice or lost.
 */
@Injectable()
export class AnalyticsRollupService {
  private readonly logger = new Logger(AnalyticsRollupService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly deletions: AnalyticsDeletionService,
  ) {}

  /** Rolls up until the stream's end (or `maxChunks`), then trims and prunes what is no longer needed. */
  async rollUp(options: { maxChunks?: number } = {}): Promise<AnalyticsRollupResult> {
    const result: AnalyticsRollupResult = { entries: 0, events: 0, caughtUp: false };
    let lastId: string | null = null;
    for (let chunk = 0; chunk < (options.maxChunks ?? Number.POSITIVE_INFINITY); chunk += 1) {
      const outcome = await this.rollUpChunk();
      if (outcome === 'busy') break;
      result.entries += outcome.entries;
      result.events += outcome.events;
      lastId = outcome.lastId;
      if (outcome.entries < ROLLUP_CHUNK_ENTRIES) {
        result.caughtUp = true;
        break;
      }
    }
    if (lastId !== null) await this.forgetBefore(lastId);
    return result;
  }

  /** One transaction: the next chunk after the cursor, counted, and the cursor moved past it. */
  async rollUpChunk(): Promise<ChunkOutcome> {
    return this.dataSource.transaction(async (manager) => {
      const cursor = (await manager.query(
        `SELECT "lastId" FROM analytics_rollup_cursors WHERE name = $1 FOR UPDATE SKIP LOCKED`,
        [CURSOR],
      )) as Array<{ lastId: string }>;
      const after = cursor[0]?.lastId;
      if (after === undefined) return 'busy';
      const read = await this.redis.xrange(
        ANALYTICS_STREAM_KEY,
        `(${after}`,
        '+',
        'COUNT',
        ROLLUP_CHUNK_ENTRIES,
      );
      if (read.length === 0) return { entries: 0, events: 0, lastId: after };
      const entries: StreamEntry[] = [];
      for (const [id, fields] of read) {
        const batch = batchOfFields(fields);
        if (batch) entries.push({ id, batch });
        else this.logger.warn(`Analytics stream entry ${id} is not a batch: skipped`);
      }
      // Events of a video, moment or organization deleted since they were sent are not counted
      // (AnalyticsDeletionService).
      const subjectsOf = ({ batch }: StreamEntry) => [
        batch.organizationId,
        batch.videoId,
        batch.momentId ?? '',
      ];
      const deleted = await this.deletions.deletedAmong(entries.flatMap(subjectsOf).filter(Boolean));
      const live = deleted.size
        ? entries.filter((entry) => !subjectsOf(entry).some((id) => deleted.has(id)))
        : entries;
      const counts = countEntries(live, await this.storedPlays(manager, live));
      await this.write(manager, counts);
      const lastId = read[read.length - 1]?.[0] as string;
      await manager.query(
        `UPDATE analytics_rollup_cursors SET "lastId" = $2, updated = now() WHERE name = $1`,
        [CURSOR, lastId],
      );
      return { entries: read.length, events: counts.events, lastId };
    });
  }

  /** Where the roll-up stopped: the id of the last entry counted (`0-0` before any). */
  async cursor(): Promise<string> {
    const rows = (await this.dataSource.query(
      `SELECT "lastId" FROM analytics_rollup_cursors WHERE name = $1`,
      [CURSOR],
    )) as Array<{ lastId: string }>;
    return rows[0]?.lastId ?? '0-0';
  }

  /** The plays these entries continue, as stored. */
  private async storedPlays(
    manager: EntityManager,
    entries: readonly StreamEntry[],
  ): Promise<Map<string, PlayState>> {
    const keys = new Map<string, { subjectId: string; day: string; session: string }>();
    for (const { id, batch } of entries) {
      const key = {
        subjectId: batch.momentId ?? batch.videoId,
        day: utcDayOf(entryTime(id)),
        session: batch.session,
      };
      keys.set(playKeyOf(key), key);
    }
    if (keys.size === 0) return new Map();
    const rows = (await manager.query(
      `SELECT p."subjectId", p.day::text AS day, p.session, p.watched, p.started, p.completed, p.overlays
         FROM analytics_plays p
         JOIN jsonb_to_recordset($1::jsonb) AS k("subjectId" uuid, day date, session text)
           ON p."subjectId" = k."subjectId" AND p.day = k.day AND p.session = k.session`,
      [JSON.stringify([...keys.values()])],
    )) as Array<{
      subjectId: string;
      day: string;
      session: string;
      watched: Buffer;
      started: boolean;
      completed: boolean;
      overlays: string[];
    }>;
    return new Map(
      rows.map((row) => [
        playKeyOf(row),
        {
          watched: row.watched,
          started: row.started,
          completed: row.completed,
          overlays: new Set(row.overlays),
        },
      ]),
    );
  }

  /** Everything a chunk counted, in the chunk's transaction. */
  private async write(manager: EntityManager, counts: RollupCounts): Promise<void> {
    const plays = [...counts.plays.values()].map(({ key, state }) => ({
      ...key,
      watched: state.watched.toString('base64'),
      started: state.started,
      completed: state.completed,
      overlays: [...state.overlays],
    }));
    if (plays.length > 0) {
      await manager.query(
        `INSERT INTO analytics_plays ("subjectId", day, session, watched, started, completed, overlays)
         SELECT "subjectId", day, session, decode(watched, 'base64'), started, completed, overlays
           FROM jsonb_to_recordset($1::jsonb)
             AS x("subjectId" uuid, day date, session text, watched text, started boolean, completed boolean, overlays text[])
         ON CONFLICT ("subjectId", day, session) DO UPDATE SET watched = EXCLUDED.watched,
           started = EXCLUDED.started, completed = EXCLUDED.completed, overlays = EXCLUDED.overlays`,
        [JSON.stringify(plays)],
      );
    }
    const newViewers = new Map<string, number>();
    if (counts.viewers.size > 0) {
      const inserted = (await manager.query(
        `INSERT INTO analytics_viewers ("subjectId", day, viewer)
         SELECT "subjectId", day, viewer FROM jsonb_to_recordset($1::jsonb) AS x("subjectId" uuid, day date, viewer text)
         ON CONFLICT DO NOTHING
         RETURNING "subjectId", day::text AS day`,
        [JSON.stringify([...counts.viewers.values()])],
      )) as Array<{ subjectId: string; day: string }>;
      for (const row of inserted) {
        const key = `${row.subjectId}|${row.day}`;
        newViewers.set(key, (newViewers.get(key) ?? 0) + 1);
      }
    }
    const days = [...counts.days.entries()].map(([key, day]) => ({
      ...day,
      uniqueViewers: newViewers.get(key) ?? 0,
    }));
    if (days.length > 0) {
      // Retention adds element by element; the longer array's tail is kept (unnest pads the shorter with nulls).
      await manager.query(
        `INSERT INTO analytics_days AS d ("subjectId", day, "subjectKind", "organizationId", "videoId", plays,
           "uniqueViewers", "watchTimeMs", "watchedSeconds", "playedSeconds", completes, seeks, shares, retention)
         SELECT "subjectId", day, "subjectKind", "organizationId", "videoId", plays, "uniqueViewers",
           "watchTimeMs", "watchedSeconds", "playedSeconds", completes, seeks, shares, retention
           FROM jsonb_to_recordset($1::jsonb) AS x("subjectId" uuid, day date, "subjectKind" text,
             "organizationId" uuid, "videoId" uuid, plays integer, "uniqueViewers" integer, "watchTimeMs" bigint,
             "watchedSeconds" bigint, "playedSeconds" bigint, completes integer, seeks integer, shares integer,
             retention integer[])
         ON CONFLICT ("subjectId", day) DO UPDATE SET
           plays = d.plays + EXCLUDED.plays,
           "uniqueViewers" = d."uniqueViewers" + EXCLUDED."uniqueViewers",
           "watchTimeMs" = d."watchTimeMs" + EXCLUDED."watchTimeMs",
           "watchedSeconds" = d."watchedSeconds" + EXCLUDED."watchedSeconds",
           "playedSeconds" = d."playedSeconds" + EXCLUDED."playedSeconds",
           completes = d.completes + EXCLUDED.completes,
           seeks = d.seeks + EXCLUDED.seeks,
           shares = d.shares + EXCLUDED.shares,
           retention = CASE
             WHEN EXCLUDED.retention IS NULL THEN d.retention
             WHEN d.retention IS NULL THEN EXCLUDED.retention
             ELSE (SELECT array_agg(coalesce(a, 0) + coalesce(b, 0) ORDER BY i)
                     FROM unnest(d.retention, EXCLUDED.retention) WITH ORDINALITY AS u(a, b, i))
           END`,
        [JSON.stringify(days)],
      );
    }
    if (counts.overlays.size > 0) {
      await manager.query(
        `INSERT INTO analytics_overlay_days AS o ("subjectId", day, "overlayKind", "overlayId", impressions, clicks)
         SELECT * FROM jsonb_to_recordset($1::jsonb) AS x("subjectId" uuid, day date, "overlayKind" text,
           "overlayId" uuid, impressions integer, clicks integer)
         ON CONFLICT ("subjectId", day, "overlayKind", "overlayId") DO UPDATE SET
           impressions = o.impressions + EXCLUDED.impressions, clicks = o.clicks + EXCLUDED.clicks`,
        [JSON.stringify([...counts.overlays.values()])],
      );
    }
    if (counts.hosts.size > 0) {
      await manager.query(
        `INSERT INTO analytics_host_days AS h ("subjectId", day, surface, host, plays)
         SELECT * FROM jsonb_to_recordset($1::jsonb) AS x("subjectId" uuid, day date, surface text, host text,
           plays integer)
         ON CONFLICT ("subjectId", day, surface, host) DO UPDATE SET plays = h.plays + EXCLUDED.plays`,
        [JSON.stringify([...counts.hosts.values()])],
      );
    }
  }

  /**
   * After a roll-up up to `lastId`: the stream keeps counted entries ANALYTICS_RAW_EVENTS_HOURS (never an
   * uncounted one), and the plays and viewers of days before the day before it are dropped (no event of
   * theirs is still to come, and their viewers' salt is gone).
   */
  private async forgetBefore(lastId: string): Promise<void> {
    const counted = entryTime(lastId);
    // MINID drops ids below `<ms>-0`: entries of the last counted millisecond stay, counted or not.
    const keepFrom = Math.min(counted, Date.now() - ANALYTICS_RAW_EVENTS_HOURS * 3600_000);
    await this.redis.xtrim(ANALYTICS_STREAM_KEY, 'MINID', '~', String(Math.max(0, keepFrom)));
    const before = addDays(utcDayOf(counted), -1);
    await this.dataSource.query(`DELETE FROM analytics_plays WHERE day < $1`, [before]);
    await this.dataSource.query(`DELETE FROM analytics_viewers WHERE day < $1`, [before]);
  }
}

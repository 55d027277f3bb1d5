import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type Redis from 'ioredis';
import { DataSource, type EntityManager } from 'typeorm';
import { REDIS } from '../../common/redis/redis.module';
import { OrganizationHooks } from '../organizations/organization-hooks';
import { VideoHooks } from '../videos/video-hooks';
import { ANALYTICS_RAW_EVENTS_HOURS } from './analytics-stream';
import { AnalyticsSubjectKind } from './analytics-subject';

/**
 * Forgets the analytics of deleted videos, moments and organizations. The tables have no foreign keys
 * (a roll-up counts events of content deleted after they were sent), so the owners' hooks say when.
 *
 * Events still uncounted in the stream would write a deleted subject's rows again at the next roll-up.
 * So the ids go first into DELETED_SUBJECTS_KEY, which the roll-up reads for each chunk and whose
 * entries it skips; then, holding the roll-up's cursor row (a chunk running now finishes first, the next
 * one waits and then sees the ids), the rows go. The set lives as long as raw events are kept: no entry
 * older than that is left to count.
 */
export const DELETED_SUBJECTS_KEY = 'analytics-deleted-subjects';

/** The roll-up's cursor row, locked by each chunk (analytics-rollup.service.ts). */
const CURSOR = 'events';

@Injectable()
export class AnalyticsDeletionService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly videoHooks: VideoHooks,
    private readonly organizationHooks: OrganizationHooks,
  ) {}

  onModuleInit(): void {
    this.videoHooks.register({
      deleted: (videos) => this.forgetSubjects(videos.map((video) => video.id)),
      momentsDeleted: (_organizationId, momentIds) => this.forgetSubjects(momentIds),
    });
    this.organizationHooks.register({ deleted: (organizationId) => this.forgetSubjects([organizationId]) });
  }

  /** Of the ids given, those deleted: their stream entries are not to be counted. */
  async deletedAmong(ids: readonly string[]): Promise<Set<string>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Set();
    const found = await this.redis.smismember(DELETED_SUBJECTS_KEY, ...unique);
    return new Set(unique.filter((_id, index) => found[index] === 1));
  }

  /**
   * Forgets videos, moments or organizations by id: a video's rows and its moments', a moment's, an
   * organization's all (the organization's own row of a deleted video stays: its totals).
   */
  async forgetSubjects(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.redis
      .multi()
      .sadd(DELETED_SUBJECTS_KEY, ...ids)
      .expire(DELETED_SUBJECTS_KEY, ANALYTICS_RAW_EVENTS_HOURS * 3600)
      .exec();
    await this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT 1 FROM analytics_rollup_cursors WHERE name = $1 FOR UPDATE`, [CURSOR]);
      await this.deleteRows(manager, ids);
    });
  }

  private async deleteRows(manager: EntityManager, ids: readonly string[]): Promise<void> {
    // The subjects: the ids themselves, a video's moments (their rows name the video), an organization's all.
    const subjects = (await manager.query(
      `SELECT DISTINCT "subjectId" FROM analytics_days
        WHERE "subjectId" = ANY($1::uuid[])
           OR ("videoId" = ANY($1::uuid[]) AND "subjectKind" <> $2)
           OR "organizationId" = ANY($1::uuid[])`,
      [ids, AnalyticsSubjectKind.ORGANIZATION],
    )) as Array<{ subjectId: string }>;
    const all = [...new Set([...ids, ...subjects.map((row) => row.subjectId)])];
    for (const table of [
      'analytics_days',
      'analytics_overlay_days',
      'analytics_host_days',
      'analytics_plays',
      'analytics_viewers',
    ])
      await manager.query(`DELETE FROM ${table} WHERE "subjectId" = ANY($1::uuid[])`, [all]);
  }
}

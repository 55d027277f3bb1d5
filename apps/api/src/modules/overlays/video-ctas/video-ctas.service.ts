import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  CTA_TIMESTAMPS_MAX,
  CTAS_PER_TIMESTAMP_MAX,
  ctaTimestampProblems,
  CtaType,
  ErrorCode,
  OverlayMessages,
  type CtaAnimation,
  type CtaPlacementConfig,
} from '@framehouse/domain';
import { DataSource, In, type EntityManager } from 'typeorm';
import { contractError } from '../../../common/errors/contract-error';
import { ErrorList } from '../../../common/errors/error-list';
import type { Session } from '../../auth/session';
import { VideoHooks } from '../../videos/video-hooks';
import type { Video } from '../../videos/video.entity';
import { VideosService } from '../../videos/videos.service';
import type { Cta } from '../ctas/cta.entity';
import { CtasService } from '../ctas/ctas.service';
import type { VideoCtasInput } from '../dtos/video-cta.types';
import { VideoCtaTimestamp } from './video-cta-timestamp.entity';
import { VideoCta } from './video-cta.entity';

/** A stored timestamp group with its placed CTAs, in list order. */
export interface StoredCtaGroup {
  timestamp: VideoCtaTimestamp;
  ctas: VideoCta[];
}

/** Whether the placement is being created (the video has none) or replaced. */
export type VideoCtasMode = 'create' | 'update';

/** The config as stored: only the fields of CtaPlacementConfig, whatever else the input held. */
function configOf(input: VideoCtasInput['timestamps'][number]['ctas'][number]['config']): CtaPlacementConfig {
  return {
    width: input.width,
    position: { calculatedTop: input.position.calculatedTop, calculatedLeft: input.position.calculatedLeft },
    animation: {
      // Checked against the enumeration by ctaPlacementProblems before anything is stored.
      name: (input.animation.name ?? null) as CtaAnimation | null,
      duration: input.animation.duration,
      cycleTime: input.animation.cycleTime,
    },
  };
}

/**
 * The CTAs placed over a video (overlays-distribution §3, §5): timestamp groups saved whole, checked with
 * libs/domain's ctaTimestampProblems against the video's duration, in one transaction under the video's
 * lock. Live on published content (like the end card): a change does not make the video EDITED.
 */
@Injectable()
export class VideoCtasService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly videos: VideosService,
    private readonly ctas: CtasService,
    private readonly hooks: VideoHooks,
  ) {}

  onModuleInit(): void {
    this.hooks.register({
      duplicated: (manager, source, copy) => this.copy(manager, source, copy),
    });
  }

  /** The groups of each video, in the videos' order: two queries for any number of videos. */
  async forVideos(videoIds: readonly string[]): Promise<StoredCtaGroup[][]> {
    if (videoIds.length === 0) return [];
    const timestamps = await this.dataSource.getRepository(VideoCtaTimestamp).find({
      where: { videoId: In([...videoIds]) },
      order: { position: 'ASC' },
    });
    const placed = timestamps.length
      ? await this.dataSource.getRepository(VideoCta).find({
          where: { timestampId: In(timestamps.map((timestamp) => timestamp.id)) },
          order: { order: 'ASC', id: 'ASC' },
        })
      : [];
    return videoIds.map((videoId) =>
      timestamps
        .filter((timestamp) => timestamp.videoId === videoId)
        .map((timestamp) => ({
          timestamp,
          ctas: placed.filter((cta) => cta.timestampId === timestamp.id),
        })),
    );
  }

  /**
   * Replaces the video's groups with `input` (create: only while it has none). Every rule is checked
   * before anything is written, and the whole set is written in one transaction.
   */
  async save(session: Session, videoId: string, input: VideoCtasInput, mode: VideoCtasMode): Promise<void> {
    const organizationId = session.organization.id;
    const groups = input.timestamps;
    const errors = new ErrorList().check(
      'timestamps',
      groups.length > CTA_TIMESTAMPS_MAX ? OverlayMessages.tooManyTimestamps(CTA_TIMESTAMPS_MAX) : undefined,
    );
    groups.forEach((group, i) => {
      errors.check(
        `timestamps.${i}.ctas`,
        group.ctas.length > CTAS_PER_TIMESTAMP_MAX
          ? OverlayMessages.tooManyCtas(CTAS_PER_TIMESTAMP_MAX)
          : undefined,
      );
      group.ctas.forEach((cta, j) =>
        errors.check(
          `timestamps.${i}.ctas.${j}`,
          (cta.buttonCtaId == null) === (cta.imageCtaId == null)
            ? OverlayMessages.oneCtaReference
            : undefined,
        ),
      );
    });
    errors.throwIfAny();
    await this.dataSource.transaction(async (manager) => {
      const video = await this.videos.lockOwned(manager, organizationId, videoId, 'videoId');
      const repository = manager.getRepository(VideoCtaTimestamp);
      if (mode === 'create' && (await repository.exists({ where: { videoId: video.id } }))) {
        throw contractError(ErrorCode.VALIDATION_ERROR, {
          field: 'videoId',
          message: OverlayMessages.videoCtasExist,
        });
      }
      if (!video.durationMs) {
        throw contractError(ErrorCode.VALIDATION_ERROR, {
          field: 'videoId',
          message: OverlayMessages.videoWithoutDuration,
        });
      }
      const drafts = groups.map((group) => ({
        name: group.name,
        startTimestamp: group.startTimestamp,
        endTimestamp: group.endTimestamp,
        ctas: group.ctas.map((cta) => ({ config: configOf(cta.config) })),
      }));
      const placement = new ErrorList();
      for (const problem of ctaTimestampProblems(drafts, video.durationMs)) {
        placement.check(problem.field, problem.message);
      }
      placement.throwIfAny();
      const found = await this.ctas.lockOwned(
        manager,
        organizationId,
        groups.flatMap((group) => group.ctas.map((cta) => cta.buttonCtaId ?? cta.imageCtaId ?? '')),
      );
      const missing = new ErrorList();
      groups.forEach((group, i) =>
        group.ctas.forEach((cta, j) => {
          const [field, id, type] = cta.buttonCtaId
            ? ['buttonCtaId', cta.buttonCtaId, CtaType.BUTTON]
            : ['imageCtaId', cta.imageCtaId ?? '', CtaType.IMAGE];
          const known = found.some((candidate) => candidate.id === id && candidate.type === type);
          missing.code(!known, ErrorCode.NOT_FOUND, `timestamps.${i}.ctas.${j}.${field}`);
        }),
      );
      missing.throwIfAny();
      await repository.delete({ videoId: video.id });
      for (const [position, group] of groups.entries()) {
        const timestamp = await repository.save(
          repository.create({
            organizationId,
            videoId: video.id,
            position,
            name: group.name.trim(),
            startMs: group.startTimestamp,
            endMs: group.endTimestamp,
          }),
        );
        const rows = group.ctas.map((cta) =>
          manager.getRepository(VideoCta).create({
            timestampId: timestamp.id,
            videoId: video.id,
            ctaId: cta.buttonCtaId ?? cta.imageCtaId ?? '',
            order: cta.order,
            config: configOf(cta.config),
          }),
        );
        if (rows.length) await manager.getRepository(VideoCta).insert(rows);
      }
    });
  }

  /** The CTAs of `groups`, by id (for presenting them). */
  async ctasOf(groups: readonly StoredCtaGroup[]): Promise<Map<string, Cta>> {
    const ids = [...new Set(groups.flatMap((group) => group.ctas.map((cta) => cta.ctaId)))];
    const rows = await this.ctas.byIds(ids);
    return new Map(rows.filter((row): row is Cta => row !== null).map((row) => [row.id, row]));
  }

  /** A duplicate gets the video's groups (the same CTAs, at the same times: the media is the same). */
  private async copy(manager: EntityManager, source: Video, copy: Video): Promise<void> {
    const timestamps = await manager.getRepository(VideoCtaTimestamp).find({ where: { videoId: source.id } });
    for (const timestamp of timestamps) {
      const created = await manager
        .getRepository(VideoCtaTimestamp)
        .save(
          manager.getRepository(VideoCtaTimestamp).create({ ...timestamp, id: undefined, videoId: copy.id }),
        );
      await manager.query(
        `INSERT INTO "video_ctas" ("timestampId", "videoId", "ctaId", "order", "config")
         SELECT $1, $2, "ctaId", "order", "config" FROM "video_ctas" WHERE "timestampId" = $3`,
        [created.id, copy.id, timestamp.id],
      );
    }
  }
}

import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  DEFAULT_ORDER_BY,
  DUPLICABLE_VIDEO_STATUSES,
  duplicateVideoTitle,
  ErrorCode,
  incorrectVideoStatusMessage,
  LimitKind,
  REPROCESSABLE_VIDEO_STATUSES,
  TranscriptionStatus,
  ValidationMessages,
  VideoOrigin,
  VideoStatus,
} from '@framehouse/domain';
import { DataSource, In, LessThan, type EntityManager } from 'typeorm';
import { contractError } from '../../common/errors/contract-error';
import { paginate, type Connection } from '../../common/graphql/connection';
import { isUuid } from '../../common/ids';
import { countsBy, incrementCounter } from '../../database/counts';
import type { Session } from '../auth/session';
import { LimitsService } from '../limits/limits.service';
import { StorageService } from '../storage/storage.service';
import type { VideosArgs } from './dtos/video.types';
import { VideoProcessingProducer } from './jobs/video-processing.producer';
import { VideoHooks } from './video-hooks';
import { mediaRoot } from './video-media-keys';
import { Video } from './video.entity';

/** What a deletion leaves to do once its transaction is committed. */
export interface DeletedVideos {
  videos: Video[];
  /** Media roots no remaining video uses: their files go. */
  unusedMediaRoots: string[];
  /** Files of the videos' own (captions, transcripts) outside those roots. */
  keys: string[];
}

/** The columns a duplicate copies: metadata and the (shared) media. */
const COPIED_COLUMNS = [
  'organizationId',
  'mediaId',
  'description',
  'tags',
  'internalTags',
  'orgLogoEnabled',
  'orgLogoPosition',
  'thumbnailCandidate',
  'origin',
  'pipelineType',
  'sourceKey',
  'sourceFilename',
  'sourceSize',
  'remoteUrl',
  'durationMs',
  'width',
  'height',
  'processingProgress',
  'processingRun',
  'isMonetizationEnabled',
  'masterKey',
  'renditions',
  'posterKey',
  'thumbnailKeys',
  'storyboardSpriteKey',
  'storyboardVttKey',
  'audioKey',
  'transcriptionStatus',
  'transcriptionFailureReason',
  'endCardId',
] as const satisfies ReadonlyArray<keyof Video>;

/** Media results cleared when a failed video is processed again. */
const CLEARED_MEDIA = {
  masterKey: null,
  renditions: [],
  posterKey: null,
  thumbnailKeys: [],
  // The candidates go with the old run; an uploaded thumbnail stays selected.
  thumbnailCandidate: null,
  storyboardSpriteKey: null,
  storyboardVttKey: null,
  audioKey: null,
  durationMs: null,
  width: null,
  height: null,
  transcriptionStatus: null,
  transcriptionFailureReason: null,
} satisfies Partial<Video>;

/** A transcript still to come: a duplicate made meanwhile gets a transcription of its own. */
export const PENDING_TRANSCRIPTIONS: readonly TranscriptionStatus[] = [
  TranscriptionStatus.QUEUED,
  TranscriptionStatus.IN_PROGRESS,
];

/**
 * The organization's videos: lists, reads, deletion, duplication and reprocessing. Every read and write
 * is scoped by the caller's organization; another organization's video answers NOT_FOUND.
 */
/** A video as its organization's: what findOwnedMany looks for. */
export interface OwnedVideoKey {
  organizationId: string;
  id: string;
}

@Injectable()
export class VideosService {
  private readonly logger = new Logger(VideosService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly storage: StorageService,
    private readonly producer: VideoProcessingProducer,
    private readonly limits: LimitsService,
    private readonly hooks: VideoHooks,
  ) {}

  list(organizationId: string, args: VideosArgs): Promise<Connection<Video>> {
    const query = this.dataSource
      .getRepository(Video)
      .createQueryBuilder('video')
      .where('video.organizationId = :organizationId', { organizationId });
    const onePerMedia = Boolean(args.distinctGlobalId && !args.search?.trim());
    if (onePerMedia) {
      // One row per media: the newest video of each (duplicates share the media).
      query.andWhere(
        `NOT EXISTS (SELECT 1 FROM "videos" "newer" WHERE "newer"."organizationId" = "video"."organizationId"
          AND "newer"."mediaId" = "video"."mediaId"
          AND ("newer"."created", "newer"."id") > ("video"."created", "video"."id"))`,
      );
    }
    return paginate(query, args, {
      // Each media has one newest video: counting the media reads only the one-per-media index, where
      // counting the rows left by NOT EXISTS would check every video (decisions.md, "Lists at scale").
      count: onePerMedia ? () => this.countMedia(organizationId) : undefined,
      orderable: {
        // Alphabetical as a reader sees it, not by code points ("bravo" before "Copy").
        title: 'LOWER(video.title)',
        views: 'video.views',
        status: 'video.status',
        monetizationEnabled: 'video.isMonetizationEnabled',
        created: 'video.created',
      },
      defaultOrderBy: DEFAULT_ORDER_BY,
      searchable: ['video.title', 'video.description'],
      tieBreaker: 'video.id',
    });
  }

  /** How many media (a video and its duplicates share one) the organization's videos have. */
  private async countMedia(organizationId: string): Promise<number> {
    const row = await this.dataSource
      .getRepository(Video)
      .createQueryBuilder('video')
      .select('COUNT(DISTINCT video.mediaId)', 'count')
      .where('video.organizationId = :organizationId', { organizationId })
      .getRawOne<{ count: string }>();
    return Number(row?.count ?? 0);
  }

  /**
   * The id and title of the organization's videos among `ids` (the others are left out), newest first
   * (then by id), as findOwnedMany orders them: what a search over many videos orders its hits by, read
   * without the rest of each row.
   */
  async findOwnedTitles(
    organizationId: string,
    ids: readonly string[],
  ): Promise<Array<Pick<Video, 'id' | 'title'>>> {
    const valid = ids.filter(isUuid);
    if (valid.length === 0) return [];
    return (
      this.dataSource
        .getRepository(Video)
        .createQueryBuilder('video')
        .select('video.id', 'id')
        .addSelect('video.title', 'title')
        .where('video.organizationId = :organizationId', { organizationId })
        .andWhere('video.id = ANY(CAST(:ids AS uuid[]))', { ids: valid })
        .orderBy('video.created', 'DESC')
        .addOrderBy('video.id', 'ASC')
        // Plain rows: thousands of entities would cost more to build than to read.
        .getRawMany<Pick<Video, 'id' | 'title'>>()
    );
  }

  /** How many videos show each end card, in their order. */
  countsForEndCards(endCardIds: readonly string[]): Promise<number[]> {
    return countsBy(this.dataSource.getRepository(Video), 'endCardId', endCardIds);
  }

  /** The caller's video, or NOT_FOUND on `field`. */
  async findOwned(organizationId: string, id: string, field = 'id'): Promise<Video> {
    const video = isUuid(id)
      ? await this.dataSource.getRepository(Video).findOne({ where: { id, organizationId } })
      : null;
    if (!video) throw contractError(ErrorCode.NOT_FOUND, { field });
    return video;
  }

  /**
   * findOwned of many videos at once: those of the pairs that exist (the others are left out), newest
   * first (then by id).
   */
  findOwnedMany(keys: readonly OwnedVideoKey[]): Promise<Video[]> {
    const valid = keys.filter((key) => isUuid(key.id));
    if (valid.length === 0) return Promise.resolve([]);
    return this.dataSource.getRepository(Video).find({
      where: valid.map(({ organizationId, id }) => ({ id, organizationId })),
      order: { created: 'DESC', id: 'ASC' },
    });
  }

  /**
   * The organization's videos of the given media that share it with another video (a video and its
   * duplicates share one), newest first: what `Video.duplicates` picks from, for a page of videos in one
   * statement. A media with one video has no duplicates, so its video is not read (nineteen in twenty of a
   * page, typically).
   */
  findSharingMedia(organizationId: string, mediaIds: readonly string[]): Promise<Video[]> {
    const valid = [...new Set(mediaIds.filter(isUuid))];
    if (valid.length === 0) return Promise.resolve([]);
    return this.dataSource
      .getRepository(Video)
      .createQueryBuilder('video')
      .where('video.organizationId = :organizationId', { organizationId })
      .andWhere('video.mediaId = ANY(CAST(:mediaIds AS uuid[]))', { mediaIds: valid })
      .andWhere(
        `EXISTS (SELECT 1 FROM "videos" "sibling" WHERE "sibling"."organizationId" = "video"."organizationId"
          AND "sibling"."mediaId" = "video"."mediaId" AND "sibling"."id" <> "video"."id")`,
      )
      .orderBy('video.created', 'DESC')
      .addOrderBy('video.id', 'DESC')
      .getMany();
  }

  /**
   * Direct uploads started before `startedBefore` and never confirmed, locked for the rest of the
   * transaction; one a confirm or cancel holds is skipped (the next sweep takes it).
   */
  lockAbandonedUploads(manager: EntityManager, startedBefore: Date): Promise<Video[]> {
    return manager.getRepository(Video).find({
      where: { status: VideoStatus.UPLOADING, created: LessThan(startedBefore) },
      lock: { mode: 'pessimistic_write', onLocked: 'skip_locked' },
    });
  }

  /** One more view of a published video (the public player counts them). */
  async countView(id: string): Promise<void> {
    await this.dataSource.getRepository(Video).increment({ id }, 'views', 1);
  }

  /** One more star of a published video (the public stars call); its count after it. */
  async countStar(id: string): Promise<number> {
    return incrementCounter(this.dataSource.getRepository(Video), id, 'stars');
  }

  /**
   * The caller's video, locked for the rest of the transaction (`shared`: against changes only, so that
   * readers do not wait for each other), or NOT_FOUND on `field`.
   */
  async lockOwned(
    manager: EntityManager,
    organizationId: string,
    id: string,
    field = 'id',
    mode: 'exclusive' | 'shared' = 'exclusive',
  ): Promise<Video> {
    const video = isUuid(id)
      ? await manager.getRepository(Video).findOne({
          where: { id, organizationId },
          lock: { mode: mode === 'shared' ? 'pessimistic_read' : 'pessimistic_write' },
        })
      : null;
    if (!video) throw contractError(ErrorCode.NOT_FOUND, { field });
    return video;
  }

  /** For playback under a signed grant: the grant names the video, no session scopes it. */
  findForPlayback(id: string): Promise<Video | null> {
    return isUuid(id)
      ? this.dataSource.getRepository(Video).findOne({ where: { id } })
      : Promise.resolve(null);
  }

  /** Processed videos whose transcript is QUEUED or IN_PROGRESS: what the transcription reconciles. */
  findPendingTranscription(): Promise<Video[]> {
    return this.dataSource
      .getRepository(Video)
      .find({ where: { transcriptionStatus: In(PENDING_TRANSCRIPTIONS) } });
  }

  /**
   * Moves the video's transcription status, only from one of `from` and only on the processing run the
   * transcription was queued for (a reprocessed or deleted video is left alone). True when it moved.
   */
  async updateTranscription(
    manager: EntityManager,
    ref: { videoId: string; run: number },
    from: readonly TranscriptionStatus[],
    status: TranscriptionStatus,
    failureReason: string | null = null,
  ): Promise<boolean> {
    const result = await manager
      .createQueryBuilder()
      .update(Video)
      .set({ transcriptionStatus: status, transcriptionFailureReason: failureReason })
      .where('id = :id AND "processingRun" = :run AND "transcriptionStatus" IN (:...from)', {
        id: ref.videoId,
        run: ref.run,
        from,
      })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  /** A new video row, inside the caller's transaction (uploads and imports). */
  create(manager: EntityManager, fields: Partial<Video>): Promise<Video> {
    const videos = manager.getRepository(Video);
    return videos.save(videos.create(fields));
  }

  save(manager: EntityManager, video: Video): Promise<Video> {
    return manager.getRepository(Video).save(video);
  }

  /**
   * Deletes one or several videos at once: all are found (else NOT_FOUND and nothing is deleted), then
   * removed with their uploads in progress, queued jobs, and the media no other video shares.
   */
  async delete(session: Session, id: string | null | undefined, ids: readonly string[] | null | undefined) {
    const wanted = [...new Set([...(id ? [id] : []), ...(ids ?? [])])];
    if (wanted.length === 0) {
      throw contractError(ErrorCode.VALIDATION_ERROR, {
        field: 'ids',
        message: ValidationMessages.noVideoSelected,
      });
    }
    const organizationId = session.organization.id;
    const deleted = await this.dataSource.transaction(async (manager) => {
      const valid = wanted.filter(isUuid).sort();
      const videos = valid.length
        ? await manager.getRepository(Video).find({
            where: { id: In(valid), organizationId },
            order: { id: 'ASC' },
            lock: { mode: 'pessimistic_write' },
          })
        : [];
      const found = new Set(videos.map((video) => video.id));
      const missing = wanted.find((candidate) => !found.has(candidate));
      if (missing !== undefined) {
        throw contractError(ErrorCode.NOT_FOUND, { field: missing === id ? 'id' : 'ids' });
      }
      return this.deleteRows(manager, videos);
    });
    await this.cleanUp(deleted);
    return deleted.videos.map((video) => video.id);
  }

  /**
   * Removes the rows inside the caller's transaction. An upload that never completed gives its use of the
   * upload limit back. The files go afterwards (`cleanUp`): a row never points at deleted files.
   */
  async deleteRows(manager: EntityManager, videos: Video[]): Promise<DeletedVideos> {
    if (videos.length === 0) return { videos, unusedMediaRoots: [], keys: [] };
    const repository = manager.getRepository(Video);
    // Read before the rows cascade away.
    const keys = await this.hooks.deleting(manager, videos);
    await repository.delete({ id: In(videos.map((video) => video.id)) });
    for (const video of videos) {
      if (video.status === VideoStatus.UPLOADING) {
        await this.limits.release(manager, video.organizationId, LimitKind.VIDEOS_UPLOAD_LIMIT, video.id);
      }
    }
    const media = new Map(videos.map((video) => [video.mediaId, video.organizationId]));
    const stillUsed = await repository.find({
      select: { mediaId: true },
      where: { mediaId: In([...media.keys()]) },
    });
    const used = new Set(stillUsed.map((video) => video.mediaId));
    const unusedMediaRoots = [...media]
      .filter(([mediaId]) => !used.has(mediaId))
      .map(([mediaId, organizationId]) => mediaRoot(organizationId, mediaId));
    const inUnusedRoot = (key: string) => unusedMediaRoots.some((root) => key.startsWith(root));
    return { videos, unusedMediaRoots, keys: keys.filter((key) => !inUnusedRoot(key)) };
  }

  /**
   * After the commit: aborts uploads, removes queued jobs, deletes unused media, tells the hooks (queued
   * YouTube removals). Failures are logged.
   */
  async cleanUp(deleted: DeletedVideos): Promise<void> {
    const attempt = async (what: string, work: () => Promise<unknown>) => {
      try {
        await work();
      } catch (error) {
        this.logger.warn(`${what} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    };
    for (const video of deleted.videos) {
      const uploadId = video.uploadId;
      if (uploadId) {
        await attempt(`Aborting the upload of video ${video.id}`, () =>
          this.storage.driver.abortMultipartUpload(video.sourceKey, uploadId),
        );
      }
      await attempt(`Removing the jobs of video ${video.id}`, () => this.producer.removeJobs(video));
    }
    for (const root of deleted.unusedMediaRoots) {
      await attempt(`Deleting ${root}`, () => this.storage.driver.deletePrefix(root));
    }
    await this.storage.deleteUnused(deleted.keys);
    if (deleted.videos.length > 0) {
      await attempt('The hooks of deleted videos', () => this.hooks.deleted(deleted.videos));
    }
  }

  /** A new DRAFT sharing the media of a processed video, with its metadata and "Copy - {title}". */
  async duplicate(session: Session, id: string): Promise<Video> {
    const duplicate = await this.dataSource.transaction(async (manager) => {
      const source = await this.lockOwned(manager, session.organization.id, id);
      if (!DUPLICABLE_VIDEO_STATUSES.includes(source.status)) {
        throw contractError(ErrorCode.INCORRECT_VIDEO_STATUS, {
          field: 'id',
          message: incorrectVideoStatusMessage(source.status, DUPLICABLE_VIDEO_STATUSES),
        });
      }
      const copy: Partial<Video> = {
        title: duplicateVideoTitle(source.title),
        status: VideoStatus.DRAFT,
        views: 0,
        uploadId: null,
        failureReason: null,
        createdById: session.user.id,
      };
      for (const column of COPIED_COLUMNS) Object.assign(copy, { [column]: source[column] });
      if (source.transcriptionStatus && PENDING_TRANSCRIPTIONS.includes(source.transcriptionStatus)) {
        copy.transcriptionStatus = TranscriptionStatus.QUEUED;
      }
      const created = await this.create(manager, copy);
      await this.hooks.duplicated(manager, source, created);
      return created;
    });
    if (duplicate.transcriptionStatus === TranscriptionStatus.QUEUED) await this.hooks.processed(duplicate);
    return duplicate;
  }

  /** Processes a FAILED video again, as a new run with a new job; results of the old run are ignored. */
  async reprocess(session: Session, id: string): Promise<Video> {
    let keys: string[] = [];
    const video = await this.dataSource.transaction(async (manager) => {
      const found = await this.lockOwned(manager, session.organization.id, id);
      if (!REPROCESSABLE_VIDEO_STATUSES.includes(found.status)) {
        throw contractError(ErrorCode.INCORRECT_VIDEO_STATUS, {
          field: 'id',
          message: incorrectVideoStatusMessage(found.status, REPROCESSABLE_VIDEO_STATUSES),
        });
      }
      keys = await this.hooks.reprocessing(manager, found);
      Object.assign(found, CLEARED_MEDIA, {
        status: VideoStatus.PROCESSING,
        processingRun: found.processingRun + 1,
        processingProgress: 0,
        failureReason: null,
      });
      return this.save(manager, found);
    });
    await this.storage.deleteUnused(keys);
    await this.startProcessing(video);
    return video;
  }

  /**
   * Queues the video's current run: the processing when its source is stored, else (an import) the
   * fetch. A queue that cannot be reached is logged; the monitor's next reconcile queues the video.
   */
  async startProcessing(video: Video): Promise<void> {
    try {
      const needsImport =
        video.origin !== VideoOrigin.DIRECT && !(await this.storage.driver.statObject(video.sourceKey));
      if (needsImport) await this.producer.enqueueImport(video);
      else await this.producer.enqueueProcessing(video);
    } catch (error) {
      this.logger.error(
        `Video ${video.id} could not be queued (${error instanceof Error ? error.message : String(error)}); ` +
          'the next reconcile queues it.',
      );
    }
  }
}

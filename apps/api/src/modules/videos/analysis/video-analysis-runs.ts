import { Logger, type OnModuleInit } from '@nestjs/common';
import { EDITABLE_VIDEO_STATUSES, type QueueName } from '@framehouse/domain';
import type { Job } from 'bullmq';
import type { DataSource, EntityManager, ObjectType } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { errorMessage, QueueMonitor } from '../../../common/queue/queue-monitor';
import { rowOfEachKey } from '../../../common/rows-by-key';
import type { AppConfig } from '../../../config/app-config';
import type { VideoHooks } from '../video-hooks';
import { Video } from '../video.entity';

/** A video's analysis run as its job's id names it. */
export interface VideoAnalysisRef {
  videoId: string;
  run: number;
}

/** The columns every analysis table has: one row per video, for the processing run it belongs to. */
export interface VideoAnalysisRow {
  videoId: string;
  run: number;
  status: string;
  failureReason: string | null;
}

/** The API's side of an analysis queue: one job per video and processing run. */
export interface VideoAnalysisProducer {
  jobId(ref: VideoAnalysisRef): string;
  /** Adding a job whose id the queue still holds does nothing. */
  enqueue(video: Video, run: number): Promise<void>;
  getJob(jobId: string): Promise<Job | undefined>;
  removeJob(ref: VideoAnalysisRef): Promise<void>;
}

/**
 * What tells one analysis from another. The column values are built here, where the entity is known:
 * TypeORM's partial-entity types cannot be checked against a generic entity.
 */
export interface VideoAnalysisKind<Row extends VideoAnalysisRow> {
  /** In logs: "the {name} of video …". */
  name: string;
  /** The entity class of its table (its primary key is `videoId`). */
  entity: ObjectType<Row>;
  /** The statuses of a run still to come; a report about the run changes only a row in one of them. */
  pending: readonly Row['status'][];
  /** The row of a run as it starts (QUEUED, nothing found yet), but its video and run. */
  queued(): QueryDeepPartialEntity<Row>;
  /** The row of a finished run as a duplicate copies it, but its video and run. */
  copied(row: Row): QueryDeepPartialEntity<Row>;
  /** The changes that make a pending run FAILED with the reason. */
  failed(reason: unknown): QueryDeepPartialEntity<Row>;
}

/**
 * The lifecycle of a video's analysis (object detection, scene detection) on the API's side: a processed
 * video's row is recorded QUEUED for its processing run and its job queued while it is pending; the
 * monitor's reports move it on (`move`, `applyFailure`, and the subclass's `store` of a result); a
 * deleted video's job is dropped, a reprocessed video starts over with its new run, a duplicate has the
 * original's row (one still pending is the copy's own run to make). Only a row waiting for the report's
 * run changes.
 */
export abstract class VideoAnalysisRuns<Row extends VideoAnalysisRow> implements OnModuleInit {
  protected readonly logger = new Logger(this.constructor.name);

  protected constructor(
    protected readonly dataSource: DataSource,
    private readonly hooks: VideoHooks,
    private readonly producer: VideoAnalysisProducer,
    readonly kind: VideoAnalysisKind<Row>,
  ) {}

  /** Stores a completed run's result; false when no row waits for this run. */
  abstract store(ref: VideoAnalysisRef, returnvalue: unknown): Promise<boolean>;

  onModuleInit(): void {
    this.hooks.register({
      processed: (video) => this.start(video),
      deleting: (_manager, videos) => this.forgetJobs(videos),
      reprocessing: (manager, video) => this.forgetRun(manager, video),
      duplicated: (manager, source, copy) => this.copyRun(manager, source, copy),
    });
  }

  async forVideo(videoId: string): Promise<Row | null> {
    return (await this.forVideos([videoId]))[0] ?? null;
  }

  /** The row of each video, in their order (null for a video without one). */
  async forVideos(videoIds: readonly string[]): Promise<Array<Row | null>> {
    if (videoIds.length === 0) return [];
    const rows = await this.dataSource
      .getRepository(this.kind.entity)
      .createQueryBuilder()
      .whereInIds([...videoIds])
      .getMany();
    return rowOfEachKey(videoIds, rows, (row) => row.videoId);
  }

  private isPending(row: Row): boolean {
    return this.kind.pending.includes(row.status);
  }

  /**
   * Records the analysis of a processed video's run (QUEUED) unless it already is, and queues it while
   * it is pending. A queue out of reach is left to the monitor's reconcile.
   */
  async start(video: Video): Promise<void> {
    if (!EDITABLE_VIDEO_STATUSES.includes(video.status) || !video.durationMs) return;
    let row = await this.forVideo(video.id);
    if (!row || row.run !== video.processingRun) {
      await this.dataSource
        .getRepository(this.kind.entity)
        .upsert({ ...this.kind.queued(), videoId: video.id, run: video.processingRun }, ['videoId']);
      row = await this.forVideo(video.id);
    }
    if (!row || !this.isPending(row)) return;
    try {
      await this.producer.enqueue(video, row.run);
    } catch (error) {
      this.logger.error(
        `The ${this.kind.name} of video ${video.id} could not be queued (${errorMessage(error)}); the next reconcile queues it.`,
      );
    }
  }

  /**
   * Processed videos whose analysis is still to come, and those never queued (processed before this
   * analysis existed). A row exists only for a processed video, and a processed video stays editable
   * until it is deleted or reprocessed (both of which drop the row).
   */
  async pending(): Promise<Array<{ id: string; video: Video; analysis: Row | null }>> {
    const videos = await this.dataSource
      .getRepository(Video)
      .createQueryBuilder('video')
      .leftJoin(this.kind.entity, 'analysis', 'analysis."videoId" = video.id')
      .where('video.status IN (:...statuses)', { statuses: EDITABLE_VIDEO_STATUSES })
      .andWhere('video.durationMs > 0')
      .andWhere('(analysis."videoId" IS NULL OR analysis.status IN (:...pending))', {
        pending: this.kind.pending,
      })
      .getMany();
    const rows = videos.length
      ? await this.dataSource
          .getRepository(this.kind.entity)
          .createQueryBuilder()
          .whereInIds(videos.map((video) => video.id))
          .andWhere('status IN (:...pending)', { pending: this.kind.pending })
          .getMany()
      : [];
    return videos.map((video) => ({
      id: video.id,
      video,
      analysis: rows.find((row) => row.videoId === video.id) ?? null,
    }));
  }

  /** FAILED with the reason; the video stays as it is. */
  applyFailure(ref: VideoAnalysisRef, reason: unknown): Promise<boolean> {
    return this.move(ref, this.kind.failed(reason));
  }

  /** Changes the row of the report's run while it is pending; false when none waits for it. */
  protected async move(ref: VideoAnalysisRef, changes: QueryDeepPartialEntity<Row>): Promise<boolean> {
    const result = await this.dataSource
      .createQueryBuilder()
      .update(this.kind.entity)
      .set(changes)
      .where('"videoId" = :videoId AND run = :run AND status IN (:...statuses)', {
        videoId: ref.videoId,
        run: ref.run,
        statuses: this.kind.pending,
      })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  /**
   * What the old run of a reprocessed video left besides its row (inside the caller's transaction);
   * returns the storage keys to delete once it commits.
   */
  protected discardResults(_manager: EntityManager, _video: Video): Promise<string[]> {
    return Promise.resolve([]);
  }

  /** Deleted videos: a queued job is dropped (one a worker holds finishes, its result ignored). */
  private async forgetJobs(videos: readonly Video[]): Promise<string[]> {
    for (const video of videos) {
      try {
        await this.producer.removeJob({ videoId: video.id, run: video.processingRun });
      } catch (error) {
        this.logger.warn(
          `Removing the ${this.kind.name} job of video ${video.id} failed: ${errorMessage(error)}`,
        );
      }
    }
    return [];
  }

  /** A FAILED video processed again starts its analysis over with the new run. */
  private async forgetRun(manager: EntityManager, video: Video): Promise<string[]> {
    await manager.getRepository(this.kind.entity).delete(video.id);
    await this.forgetJobs([video]);
    return this.discardResults(manager, video);
  }

  /**
   * A duplicate shares the media: it has the original's analysis; one still pending is the copy's own
   * run, queued when the copy is started or by the next reconcile.
   */
  private async copyRun(manager: EntityManager, source: Video, copy: Video): Promise<void> {
    const repository = manager.getRepository(this.kind.entity);
    const row = await repository.createQueryBuilder().whereInIds(source.id).getOne();
    if (!row) return;
    const values = this.isPending(row) ? this.kind.queued() : this.kind.copied(row);
    await repository.insert({ ...values, videoId: copy.id, run: copy.processingRun });
  }
}

/**
 * The monitor of an analysis queue (see QueueMonitor): reconciles the pending runs with their jobs, and
 * applies completed and failed jobs through the runs. A subclass adds what its analysis reports besides
 * (a worker's progress) and what it does with a result no run waited for.
 */
export abstract class VideoAnalysisMonitor<Row extends VideoAnalysisRow> extends QueueMonitor {
  protected constructor(
    queueName: QueueName,
    config: AppConfig,
    loggerName: string,
    private readonly jobs: VideoAnalysisProducer,
    private readonly runs: VideoAnalysisRuns<Row>,
    private readonly parseJobId: (jobId: string) => VideoAnalysisRef | null,
  ) {
    super(queueName, config, loggerName);
  }

  /** Every pending run matched with its job; processed videos never queued are started. */
  reconcile(): Promise<void> {
    return this.reconcileEach(
      `the ${this.runs.kind.name} of videos`,
      () => this.runs.pending(),
      async ({ video, analysis }) => {
        if (!analysis) {
          await this.runs.start(video);
          return;
        }
        const ref = { videoId: video.id, run: analysis.run };
        const jobId = this.jobs.jobId(ref);
        const job = await this.jobs.getJob(jobId);
        const state = job ? await job.getState() : 'missing';
        if (state === 'completed') await this.onCompleted(jobId, job?.returnvalue);
        else if (state === 'failed') await this.runs.applyFailure(ref, job?.failedReason);
        // A worker has the job: what its latest progress report says (an analysis without one ignores it).
        else if (state === 'active') await this.onProgress(jobId, job?.progress);
        else if (state === 'missing' || state === 'unknown') await this.jobs.enqueue(video, analysis.run);
      },
    );
  }

  protected override async onCompleted(jobId: string, returnvalue: unknown): Promise<void> {
    const ref = this.parseJobId(jobId);
    if (ref && !(await this.runs.store(ref, returnvalue))) await this.onUnclaimed(jobId, ref);
  }

  protected override async onFailed(jobId: string, failedReason: unknown): Promise<void> {
    const ref = this.parseJobId(jobId);
    if (ref) await this.runs.applyFailure(ref, failedReason);
  }

  /** A completed job no run waited for (an older run, a repeated event, a deleted video). */
  protected onUnclaimed(_jobId: string, _ref: VideoAnalysisRef): Promise<void> {
    return Promise.resolve();
  }
}

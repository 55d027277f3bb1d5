import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  importRemoteVideoContract,
  JobName,
  processVideoContract,
  QueueName,
  TranscriptionStatus,
  VideoStatus,
  VIDEO_TITLE_MAX,
  videoTitleFromUrl,
  type ProcessVideoProgress,
  type ProcessVideoResult,
} from '@framehouse/domain';
import type { Job } from 'bullmq';
import { DataSource, In } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { QueueMonitor } from '../../../common/queue/queue-monitor';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { StorageService } from '../../storage/storage.service';
import { VideoHooks } from '../video-hooks';
import { mediaOfProcessedPrefix, mediaRoot } from '../video-media-keys';
import { PIPELINE_STATUSES } from '../video-statuses';
import { Video } from '../video.entity';
import { failureReasonText, parseVideoJobId, type VideoJobRef } from './processing-events';
import { VideoProcessingProducer } from './video-processing.producer';

/**
 * Applies the transcoder's reports to the video rows (see QueueMonitor). Only a video still in the
 * pipeline (UPLOADED or PROCESSING) and on the job's run is changed, so a stale run, a repeated event or
 * a deleted video changes nothing. At start (and every RECONCILE_INTERVAL_MS) the videos left in the
 * pipeline are matched with their job's state.
 */
@Injectable()
export class VideoProcessingMonitor extends QueueMonitor {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly producer: VideoProcessingProducer,
    private readonly storage: StorageService,
    private readonly hooks: VideoHooks,
  ) {
    super(QueueName.VIDEO_PROCESSING, config, VideoProcessingMonitor.name);
  }

  /** Matches every video left in the pipeline with its job: applies what finished, queues what is lost. */
  reconcile(): Promise<void> {
    return this.reconcileEach(
      'the processing of videos',
      () => this.dataSource.getRepository(Video).find({ where: { status: In([...PIPELINE_STATUSES]) } }),
      (video) => this.reconcileVideo(video),
    );
  }

  private async reconcileVideo(video: Video): Promise<void> {
    const { importJobId, processJobId } = this.producer.jobIds(video);
    const run = video.processingRun;
    const processJob = await this.producer.getJob(processJobId);
    if (processJob) {
      const state = await processJob.getState();
      const ref: VideoJobRef = { name: JobName.PROCESS_VIDEO, videoId: video.id, run };
      if (state === 'completed') await this.onCompleted(processJobId, processJob.returnvalue);
      else if (state === 'failed') await this.applyFailure(ref, processJob.failedReason);
      else {
        const progress = processVideoContract.parseProgress(processJob.progress);
        if (progress) await this.applyProgress(ref, progress);
      }
      return;
    }
    if (importJobId) {
      const importJob = await this.producer.getJob(importJobId);
      const state = importJob ? await importJob.getState() : 'missing';
      if (state === 'failed') {
        await this.applyFailure(
          { name: JobName.IMPORT_REMOTE_VIDEO, videoId: video.id, run },
          importJob?.failedReason,
        );
        return;
      }
      // Still importing; a completed import without its processing job falls through to queue it.
      if (state !== 'completed' && state !== 'missing') return;
      if (!(await this.storage.driver.statObject(video.sourceKey))) {
        await this.producer.enqueueImport(video);
        return;
      }
    }
    await this.producer.enqueueProcessing(video);
  }

  protected override async onProgress(jobId: string, data: unknown): Promise<void> {
    const ref = parseVideoJobId(jobId);
    // An import's download progress is not the processing's: the video stays UPLOADED until it is processed.
    if (!ref || ref.name !== JobName.PROCESS_VIDEO) return;
    const progress = processVideoContract.parseProgress(data);
    if (!progress) {
      this.logger.warn(`Ignoring malformed progress of job ${jobId}`);
      return;
    }
    await this.applyProgress(ref, progress);
  }

  protected override async onCompleted(jobId: string, returnvalue: unknown): Promise<void> {
    const ref = parseVideoJobId(jobId);
    if (!ref) return;
    if (ref.name === JobName.IMPORT_REMOTE_VIDEO) {
      await this.applyImportResult(ref, jobId, returnvalue);
      return;
    }
    const result = processVideoContract.parseResult(returnvalue);
    if (!result) {
      this.logger.error(`Job ${jobId} completed with a malformed result`);
      await this.applyFailure(ref, undefined);
      return;
    }
    if (!(await this.applyResult(ref, result))) await this.cleanUpIfVideoGone(ref, jobId);
  }

  protected override async onFailed(jobId: string, failedReason: unknown): Promise<void> {
    const ref = parseVideoJobId(jobId);
    if (!ref) return;
    if (!(await this.applyFailure(ref, failedReason))) await this.cleanUpIfVideoGone(ref, jobId);
  }

  /** PROCESSING, with the progress and what already plays (the first renditions, the master). */
  async applyProgress(ref: VideoJobRef, progress: ProcessVideoProgress): Promise<boolean> {
    const changes: QueryDeepPartialEntity<Video> = {
      status: VideoStatus.PROCESSING,
      // 100 is for a processed video.
      processingProgress: Math.max(0, Math.min(99, Math.floor(progress.percent))),
    };
    if (progress.durationMs !== undefined) changes.durationMs = progress.durationMs;
    if (progress.width !== undefined) changes.width = progress.width;
    if (progress.height !== undefined) changes.height = progress.height;
    if (progress.masterKey) changes.masterKey = progress.masterKey;
    if (progress.renditions.length > 0) changes.renditions = progress.renditions;
    return this.updateInPipeline(ref, changes);
  }

  /**
   * DRAFT with every media key of the result, and its transcript QUEUED in the same update (the
   * transcription's reconcile queues it if the hook below never runs).
   */
  async applyResult(ref: VideoJobRef, result: ProcessVideoResult): Promise<boolean> {
    const applied = await this.updateInPipeline(ref, {
      status: VideoStatus.DRAFT,
      processingProgress: 100,
      failureReason: null,
      durationMs: result.durationMs,
      width: result.width,
      height: result.height,
      masterKey: result.masterKey,
      renditions: result.renditions,
      posterKey: result.posterKey || null,
      thumbnailKeys: result.thumbnailKeys,
      storyboardSpriteKey: result.storyboard?.spriteKey ?? null,
      storyboardVttKey: result.storyboard?.vttKey ?? null,
      audioKey: result.audioKey,
      transcriptionStatus: TranscriptionStatus.QUEUED,
      transcriptionFailureReason: null,
    });
    if (!applied) return false;
    const video = await this.dataSource.getRepository(Video).findOne({ where: { id: ref.videoId } });
    if (video) await this.hooks.processed(video);
    return true;
  }

  async applyFailure(ref: VideoJobRef, reason: unknown): Promise<boolean> {
    return this.updateInPipeline(ref, {
      status: VideoStatus.FAILED,
      failureReason: failureReasonText(reason),
    });
  }

  /**
   * The import stored the source (its size makes the original downloadable) and may name it (a YouTube
   * title): the name replaces the title made from the URL, unless the video was renamed meanwhile.
   */
  private async applyImportResult(ref: VideoJobRef, jobId: string, returnvalue: unknown): Promise<void> {
    const video = await this.dataSource.getRepository(Video).findOne({ where: { id: ref.videoId } });
    if (!video) {
      await this.cleanUpIfVideoGone(ref, jobId);
      return;
    }
    if (video.processingRun !== ref.run) return;
    const result = importRemoteVideoContract.parseResult(returnvalue);
    const videos = this.dataSource.getRepository(Video);
    if (result.size !== undefined) await videos.update({ id: video.id }, { sourceSize: result.size });
    const title = result.title?.trim();
    if (!title || !video.remoteUrl) return;
    await videos.update(
      { id: video.id, title: videoTitleFromUrl(video.remoteUrl) },
      { title: Array.from(title).slice(0, VIDEO_TITLE_MAX).join('') },
    );
  }

  private async updateInPipeline(ref: VideoJobRef, changes: QueryDeepPartialEntity<Video>): Promise<boolean> {
    const result = await this.dataSource
      .createQueryBuilder()
      .update(Video)
      .set(changes)
      .where('id = :id AND "processingRun" = :run AND status IN (:...statuses)', {
        id: ref.videoId,
        run: ref.run,
        statuses: PIPELINE_STATUSES,
      })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  /**
   * A job a worker held while its video was deleted finishes anyway and writes its files; once no video
   * uses that media, they are deleted here.
   */
  private async cleanUpIfVideoGone(ref: VideoJobRef, jobId: string): Promise<void> {
    if (await this.dataSource.getRepository(Video).exists({ where: { id: ref.videoId } })) return;
    const job: Job | undefined = await this.producer.getJob(jobId);
    const data: unknown = job?.data;
    const prefix =
      typeof data === 'object' && data !== null && 'mediaPrefix' in data ? String(data.mediaPrefix) : '';
    const media = mediaOfProcessedPrefix(prefix);
    if (!media) return;
    const used = await this.dataSource.getRepository(Video).exists({ where: { mediaId: media.mediaId } });
    if (!used) await this.storage.driver.deletePrefix(mediaRoot(media.organizationId, media.mediaId));
  }
}

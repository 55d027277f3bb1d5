import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ContextMessages,
  isObject,
  parsed,
  parseTranscriptJson,
  QueueName,
  transcribeVideoContract,
  TranscriptionStatus,
  type TranscriptDocument,
} from '@framehouse/domain';
import { DataSource } from 'typeorm';
import { PublicContentVersions } from '../../../common/public-cache/public-content-versions';
import { QueueMonitor } from '../../../common/queue/queue-monitor';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { StorageService } from '../../storage/storage.service';
import { transcriptKeyFor } from '../../videos/video-media-keys';
import { PENDING_TRANSCRIPTIONS, VideosService } from '../../videos/videos.service';
import { TranscriptsService } from '../transcripts.service';
import {
  parseTranscribeVideoJobId,
  transcriptionFailureText,
  type TranscribeVideoRef,
} from './transcription-events';
import { TranscriptionProducer } from './transcription.producer';

/** A transcript document is JSON of some 100 bytes a word: this holds well over a day of speech. */
const TRANSCRIPT_MAX_BYTES = 256 * 1024 * 1024;

/** Where a job of a video since deleted wrote its transcript: only ever one of our transcript keys. */
const TRANSCRIPT_KEY =
  /^media\/[0-9a-f-]{36}\/[0-9a-f-]{36}\/processed\/transcripts\/[0-9a-f-]{36}-\d{1,9}\.json$/;

/**
 * Applies the transcoder's reports about video transcripts (see QueueMonitor): a worker taking the job
 * makes it IN_PROGRESS, a completed job's document is read from storage, checked and stored (with the
 * SYSTEM caption), a failed job makes it FAILED with the reason. Only a video waiting for the job's run
 * changes. The D2C service's jobs share the queue and are left to its own monitor.
 */
@Injectable()
export class TranscriptionMonitor extends QueueMonitor {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly producer: TranscriptionProducer,
    private readonly transcripts: TranscriptsService,
    private readonly videos: VideosService,
    private readonly storage: StorageService,
    private readonly publicVersions: PublicContentVersions,
  ) {
    super(QueueName.TRANSCRIPTION, config, TranscriptionMonitor.name);
  }

  /** Every video waiting for its transcript, matched with its job: applies what finished, queues what is lost. */
  reconcile(): Promise<void> {
    return this.reconcileEach(
      'the transcription of videos',
      () => this.videos.findPendingTranscription(),
      async (video) => {
        const jobId = this.producer.jobId(video);
        const job = await this.producer.getJob(jobId);
        const state = job ? await job.getState() : 'missing';
        const ref = { videoId: video.id, run: video.processingRun };
        if (state === 'completed') await this.onCompleted(jobId, job?.returnvalue);
        else if (state === 'failed') await this.applyFailure(ref, job?.failedReason);
        else if (state === 'active') await this.markInProgress(ref);
        else if (state === 'missing' || state === 'unknown') await this.producer.enqueue(video);
      },
    );
  }

  protected override async onActive(jobId: string): Promise<void> {
    const ref = parseTranscribeVideoJobId(jobId);
    if (ref) await this.markInProgress(ref);
  }

  protected override async onProgress(jobId: string): Promise<void> {
    // A progress report means a worker has the job, whether or not `active` was seen.
    await this.onActive(jobId);
  }

  protected override async onCompleted(jobId: string, returnvalue: unknown): Promise<void> {
    const ref = parseTranscribeVideoJobId(jobId);
    if (!ref) return;
    const video = await this.videos.findForPlayback(ref.videoId);
    if (!video) {
      await this.cleanUpIfVideoGone(jobId);
      return;
    }
    if (!transcribeVideoContract.parseResult(returnvalue)) {
      this.logger.error(`Job ${jobId} completed with a malformed result`);
      await this.applyFailure(ref, undefined);
      return;
    }
    // Read at the key the API asked for, not at one the result names.
    const text = await this.storage.readText(transcriptKeyFor(video, ref.run), TRANSCRIPT_MAX_BYTES);
    const doc: TranscriptDocument | null = text === null ? null : parseTranscriptJson(text);
    if (!doc) {
      this.logger.error(`The transcript of job ${jobId} is missing or malformed`);
      await this.applyFailure(ref, ContextMessages.transcriptUnreadable);
      return;
    }
    await this.transcripts.store(ref, doc);
    // A published video's page shows its transcript, and its master playlist the caption made of it.
    await this.publicVersions.contentChanged(video.organizationId);
  }

  protected override async onFailed(jobId: string, failedReason: unknown): Promise<void> {
    const ref = parseTranscribeVideoJobId(jobId);
    if (ref) await this.applyFailure(ref, failedReason);
  }

  private markInProgress(ref: TranscribeVideoRef): Promise<boolean> {
    return this.videos.updateTranscription(
      this.dataSource.manager,
      ref,
      [TranscriptionStatus.QUEUED],
      TranscriptionStatus.IN_PROGRESS,
    );
  }

  /** FAILED with the reason; the video itself stays as it is, usable. */
  private applyFailure(ref: TranscribeVideoRef, reason: unknown): Promise<boolean> {
    return this.videos.updateTranscription(
      this.dataSource.manager,
      ref,
      PENDING_TRANSCRIPTIONS,
      TranscriptionStatus.FAILED,
      transcriptionFailureText(reason),
    );
  }

  /** A job that ran while its video was deleted wrote a transcript nobody will read. */
  private async cleanUpIfVideoGone(jobId: string): Promise<void> {
    const job = await this.producer.getJob(jobId);
    const data = parsed(job?.data);
    const key = isObject(data) && typeof data.transcriptKey === 'string' ? data.transcriptKey : '';
    if (TRANSCRIPT_KEY.test(key)) await this.storage.driver.deleteObject(key);
  }
}

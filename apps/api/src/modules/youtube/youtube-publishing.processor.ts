import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import { JobName, QueueName } from '@framehouse/domain';
import { UnrecoverableError, type Job } from 'bullmq';
import { ownJobPayload } from '../../common/queue/job-values';
import { YouTubePublicationsService } from '../publishing/youtube-publications.service';
import { YouTubePublisherService } from './youtube-publisher.service';

/** Ours: an upload whose attempts all failed for a passing reason (network, YouTube away). */
export const YOUTUBE_UPLOAD_FAILED_MESSAGE = 'Uploading to YouTube failed. Try to publish again.';

/**
 * The consumer of the youtube-publishing queue, in the API process: the work is HTTP to Google and
 * reading storage, none of it ffmpeg (the MP4 comes from the transcoder's export job).
 */
@Processor(QueueName.YOUTUBE_PUBLISHING)
export class YouTubePublishingProcessor extends WorkerHost {
  private readonly logger = new Logger('YouTubePublishing');

  constructor(
    private readonly publisher: YouTubePublisherService,
    private readonly publications: YouTubePublicationsService,
  ) {
    super();
  }

  async process(job: Job): Promise<string> {
    // Both jobs carry the same payload, the upload's.
    const { publicationId } = ownJobPayload(JobName.UPLOAD_TO_YOUTUBE, job.data);
    switch (job.name) {
      case JobName.UPLOAD_TO_YOUTUBE:
        return this.publisher.upload(publicationId);
      case JobName.REMOVE_FROM_YOUTUBE:
        return this.publisher.remove(publicationId);
      default:
        throw new UnrecoverableError(`No handler for job ${job.name}`);
    }
  }

  /** With no attempt left, an upload shows FAILED (a permanent error marked it already). */
  @OnWorkerEvent('failed')
  async onFailed(job: Job | undefined, error: Error): Promise<void> {
    if (!job) return;
    this.logger.warn(`Job ${job.id ?? '?'} (${job.name}) failed: ${error.message}`);
    const lastAttempt = job.attemptsMade >= (job.opts.attempts ?? 1) || error instanceof UnrecoverableError;
    if (!lastAttempt || job.name !== JobName.UPLOAD_TO_YOUTUBE) return;
    try {
      const { publicationId } = ownJobPayload(JobName.UPLOAD_TO_YOUTUBE, job.data);
      await this.publications.markFailed(
        publicationId,
        error instanceof UnrecoverableError ? error.message : YOUTUBE_UPLOAD_FAILED_MESSAGE,
      );
    } catch (failure) {
      this.logger.error(`Marking job ${job.id ?? '?'} failed: ${String(failure)}`);
    }
  }
}

import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import { JobName, QueueName } from '@framehouse/domain';
import { UnrecoverableError, type Job } from 'bullmq';
import type { YouTubePublicationJob } from './youtube-publishing.queue';
import { YouTubePublisherService } from './youtube-publisher.service';

/** Ours: an upload whose attempts all failed for a passing reason (network, YouTube away). */
export const YOUTUBE_UPLOAD_FAILED_MESSAGE = 'Uploading to YouTube failed. Try to publish again.';

/** The job data as it comes back from Redis. */
export function youtubePublicationJobData(data: unknown): YouTubePublicationJob {
  const publicationId =
    typeof data === 'object' && data !== null && 'publicationId' in data ? data.publicationId : undefined;
  if (typeof publicationId !== 'string' || publicationId === '') {
    throw new UnrecoverableError(`Malformed job data: publicationId is ${JSON.stringify(publicationId)}`);
  }
  return { publicationId };
}

/**
 * The consumer of the youtube-publishing queue, in the API process: the work is HTTP to Google and
 * reading storage, none of it ffmpeg (the MP4 comes from the transcoder's export job).
 */
@Processor(QueueName.YOUTUBE_PUBLISHING)
export class YouTubePublishingProcessor extends WorkerHost {
  private readonly logger = new Logger('YouTubePublishing');

  constructor(private readonly publisher: YouTubePublisherService) {
    super();
  }

  async process(job: Job): Promise<string> {
    const { publicationId } = youtubePublicationJobData(job.data);
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
      const { publicationId } = youtubePublicationJobData(job.data);
      await this.publisher.markFailed(
        publicationId,
        error instanceof UnrecoverableError ? error.message : YOUTUBE_UPLOAD_FAILED_MESSAGE,
      );
    } catch (failure) {
      this.logger.error(`Marking job ${job.id ?? '?'} failed: ${String(failure)}`);
    }
  }
}

import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import { JobFailureMessages, JobName, QueueName } from '@framehouse/domain';
import { UnrecoverableError, type Job } from 'bullmq';
import { ownJobPayload } from '../../common/queue/job-values';
import { YouTubePublicationsService } from '../publishing/youtube-publications.service';
import { YouTubePublisherService } from './youtube-publisher.service';

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

  /**
   * With no attempt left, an upload shows FAILED (a permanent error marked it already) with the reason:
   * the permanent error's, or the catalogue's for a passing one that outlasted the attempts. A removal
   * keeps its row with the reason; the next start queues it again.
   */
  @OnWorkerEvent('failed')
  async onFailed(job: Job | undefined, error: Error): Promise<void> {
    if (!job) return;
    this.logger.warn(`Job ${job.id ?? '?'} (${job.name}) failed: ${error.message}`);
    const lastAttempt = job.attemptsMade >= (job.opts.attempts ?? 1) || error instanceof UnrecoverableError;
    if (!lastAttempt) return;
    try {
      const { publicationId } = ownJobPayload(JobName.UPLOAD_TO_YOUTUBE, job.data);
      if (job.name === JobName.UPLOAD_TO_YOUTUBE) {
        await this.publications.markFailed(
          publicationId,
          error instanceof UnrecoverableError ? error.message : JobFailureMessages.youtubeUploadFailed,
        );
      } else if (job.name === JobName.REMOVE_FROM_YOUTUBE) {
        await this.publications.removalFailed(publicationId, error.message);
      }
    } catch (failure) {
      this.logger.error(`Marking job ${job.id ?? '?'} failed: ${String(failure)}`);
    }
  }
}

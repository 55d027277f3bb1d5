import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { addJob, JobName, jobIdFor, QueueName } from '@framehouse/domain';
import type { JobsOptions, Queue } from 'bullmq';
import { JOB_RETENTION } from '../../../common/queue/job-retention';

/** A few attempts minutes apart: YouTube or the network briefly away; a resumable upload goes on. */
export const YOUTUBE_PUBLISHING_JOB_OPTIONS: JobsOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 60_000 },
  ...JOB_RETENTION,
};

/**
 * The producer side of the youtube-publishing queue (the jobs' contract: libs/domain jobs/publishing.ts),
 * the publishing module's: it asks for an upload when a YouTube publication must go up, and for a removal
 * when it must come down; the youtube module's processor does both.
 */
@Injectable()
export class YouTubePublishingQueue {
  constructor(@InjectQueue(QueueName.YOUTUBE_PUBLISHING) private readonly queue: Queue) {}

  /**
   * Upload (or re-upload after a republish) the publication's video. `run` (the time it was asked, in ms)
   * tells a new upload of the same publication apart from a finished one whose id the queue still holds.
   */
  async enqueueUpload(publicationId: string, run?: number): Promise<void> {
    await addJob(
      this.queue,
      JobName.UPLOAD_TO_YOUTUBE,
      { publicationId },
      {
        ...YOUTUBE_PUBLISHING_JOB_OPTIONS,
        jobId: jobIdFor(JobName.UPLOAD_TO_YOUTUBE, publicationId, run),
      },
    );
  }

  /**
   * Delete the publication's video from YouTube, then the row (`run`: as for uploads); a job already
   * queued under the same id is kept.
   */
  async enqueueRemoval(publicationId: string, run?: number): Promise<void> {
    await addJob(
      this.queue,
      JobName.REMOVE_FROM_YOUTUBE,
      { publicationId },
      {
        ...YOUTUBE_PUBLISHING_JOB_OPTIONS,
        jobId: jobIdFor(JobName.REMOVE_FROM_YOUTUBE, publicationId, run),
      },
    );
  }

  /**
   * A removal still to do (the database says so) whose job is missing, failed for good or finished is
   * queued again; a waiting, delayed or running one is left alone. True when it was queued.
   */
  async requeueRemoval(publicationId: string, run: number): Promise<boolean> {
    const job = await this.queue.getJob(jobIdFor(JobName.REMOVE_FROM_YOUTUBE, publicationId, run));
    if (job) {
      const state = await job.getState();
      if (state !== 'failed' && state !== 'completed') return false;
      await job.remove();
    }
    await this.enqueueRemoval(publicationId, run);
    return true;
  }
}

import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import {
  addJob,
  JobName,
  jobIdFor,
  QueueName,
  VideoOrigin,
  type ImportRemoteVideoJob,
  type ProcessVideoJob,
} from '@framehouse/domain';
import type { Job, JobsOptions, Queue } from 'bullmq';
import { JOB_RETENTION } from '../../../common/queue/job-retention';
import { processedPrefixFor } from '../video-media-keys';
import type { Video } from '../video.entity';

/**
 * Every video job: three attempts a minute or so apart (a worker restarting, storage briefly away), kept
 * as long as JOB_RETENTION says.
 */
export const VIDEO_JOB_OPTIONS: JobsOptions = {
  attempts: 3,
  backoff: { type: 'exponential', delay: 30_000 },
  ...JOB_RETENTION,
};

/** The API's side of the video-processing queue: it adds jobs (deterministic ids) and removes them. */
@Injectable()
export class VideoProcessingProducer {
  constructor(@InjectQueue(QueueName.VIDEO_PROCESSING) private readonly queue: Queue) {}

  processJobData(video: Video): ProcessVideoJob {
    return {
      videoId: video.id,
      organizationId: video.organizationId,
      sourceKey: video.sourceKey,
      mediaPrefix: processedPrefixFor(video.organizationId, video.mediaId),
      run: video.processingRun,
    };
  }

  /** Probe and transcode the stored source. Adding a job whose id the queue still holds does nothing. */
  async enqueueProcessing(video: Video): Promise<void> {
    await addJob(this.queue, JobName.PROCESS_VIDEO, this.processJobData(video), {
      ...VIDEO_JOB_OPTIONS,
      jobId: jobIdFor(JobName.PROCESS_VIDEO, video.id, video.processingRun),
    });
  }

  /** Fetch the remote source; the transcoder then adds the processing job itself. */
  async enqueueImport(video: Video): Promise<void> {
    if (video.origin === VideoOrigin.DIRECT || !video.remoteUrl) {
      throw new Error(`Video ${video.id} has no remote source to import`);
    }
    const data: ImportRemoteVideoJob = {
      ...this.processJobData(video),
      url: video.remoteUrl,
      origin: video.origin,
    };
    await addJob(this.queue, JobName.IMPORT_REMOTE_VIDEO, data, {
      ...VIDEO_JOB_OPTIONS,
      jobId: jobIdFor(JobName.IMPORT_REMOTE_VIDEO, video.id, video.processingRun),
    });
  }

  /** The video's jobs of its current run: the import (imports only), then the processing. */
  jobIds(video: Video): { importJobId: string | null; processJobId: string } {
    return {
      importJobId:
        video.origin === VideoOrigin.DIRECT
          ? null
          : jobIdFor(JobName.IMPORT_REMOTE_VIDEO, video.id, video.processingRun),
      processJobId: jobIdFor(JobName.PROCESS_VIDEO, video.id, video.processingRun),
    };
  }

  getJob(jobId: string): Promise<Job | undefined> {
    return this.queue.getJob(jobId);
  }

  /**
   * Removes the video's waiting, delayed or finished jobs. A job a worker holds cannot be removed: it
   * finishes, and the monitor deletes what it wrote once it sees the video is gone.
   */
  async removeJobs(video: Video): Promise<void> {
    const { importJobId, processJobId } = this.jobIds(video);
    for (const jobId of [importJobId, processJobId]) {
      if (jobId) await this.queue.remove(jobId);
    }
  }
}

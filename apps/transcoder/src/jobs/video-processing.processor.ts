import { Processor, WorkerHost } from '@nestjs/bullmq';
import { QueueName } from '@framehouse/domain';
import type { Job } from 'bullmq';
import { runJob, type JobHandlers, type JobStatus } from './job-handlers';

/**
 * Consumer of the video-processing queue. Probe, transcode and the other steps register their handlers
 * here as they are written (video ingest); until then no job of this queue has a handler.
 */
@Processor(QueueName.VIDEO_PROCESSING)
export class VideoProcessingProcessor extends WorkerHost {
  private readonly handlers: JobHandlers = {};

  process(job: Job): Promise<JobStatus> {
    return runJob(this.handlers, job);
  }
}

import { Processor, WorkerHost } from '@nestjs/bullmq';
import { JobName, QueueName } from '@framehouse/domain';
import type { Job } from 'bullmq';
import { PublicationsService, type ScheduleOutcome } from '../publications.service';
import type { ScheduledPublishJob } from './publish-scheduler';

/** Fires scheduled publishes at their time, in the API (it owns the rows; the transcoder never writes). */
@Processor(QueueName.PUBLISHING)
export class ScheduledPublishProcessor extends WorkerHost {
  constructor(private readonly publications: PublicationsService) {
    super();
  }

  async process(job: Job<ScheduledPublishJob>): Promise<ScheduleOutcome> {
    if (job.name !== JobName.PUBLISH_SCHEDULED_VIDEO) {
      throw new Error(`No handler for job "${job.name}" on queue "${job.queueName}"`);
    }
    return this.publications.fireSchedule(job.data.videoId, job.data.run);
  }
}

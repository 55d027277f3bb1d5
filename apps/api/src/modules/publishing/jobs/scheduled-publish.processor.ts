import { Processor, WorkerHost } from '@nestjs/bullmq';
import { JobName, QueueName } from '@framehouse/domain';
import type { Job } from 'bullmq';
import { ownJobPayload } from '../../../common/queue/job-values';
import { PublicationsService, type ScheduleOutcome } from '../publications.service';

/** Fires scheduled publishes at their time, in the API (it owns the rows; the transcoder never writes). */
@Processor(QueueName.PUBLISHING)
export class ScheduledPublishProcessor extends WorkerHost {
  constructor(private readonly publications: PublicationsService) {
    super();
  }

  async process(job: Job): Promise<ScheduleOutcome> {
    if (job.name !== JobName.PUBLISH_SCHEDULED_VIDEO) {
      throw new Error(`No handler for job "${job.name}" on queue "${job.queueName}"`);
    }
    const { videoId, run } = ownJobPayload(JobName.PUBLISH_SCHEDULED_VIDEO, job.data);
    return this.publications.fireSchedule(videoId, run);
  }
}

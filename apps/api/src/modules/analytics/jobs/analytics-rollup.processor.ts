import { Processor, WorkerHost } from '@nestjs/bullmq';
import { JobName, QueueName, type AnalyticsRollupResult } from '@framehouse/domain';
import type { Job } from 'bullmq';
import { ownJobPayload } from '../../../common/queue/job-values';
import { AnalyticsRollupService } from '../rollup/analytics-rollup.service';

/** Runs the scheduled roll-ups in the API (it owns the tables); one at a time a process. */
@Processor(QueueName.ANALYTICS)
export class AnalyticsRollupProcessor extends WorkerHost {
  constructor(private readonly rollup: AnalyticsRollupService) {
    super();
  }

  async process(job: Job): Promise<AnalyticsRollupResult> {
    if (job.name !== JobName.ROLL_UP_ANALYTICS) {
      throw new Error(`No handler for job "${job.name}" on queue "${job.queueName}"`);
    }
    ownJobPayload(JobName.ROLL_UP_ANALYTICS, job.data);
    return this.rollup.rollUp();
  }
}

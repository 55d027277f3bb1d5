import { Processor, WorkerHost } from '@nestjs/bullmq';
import { JobName, QueueName } from '@framehouse/domain';
import type { Job } from 'bullmq';
import { ownJobPayload } from '../../../common/queue/job-values';
import { MeteredUsageService } from './metered-usage.service';

/** Sends recorded overage to the payment provider, in the API (it owns the rows). */
@Processor(QueueName.BILLING)
export class MeteredUsageProcessor extends WorkerHost {
  constructor(private readonly meteredUsage: MeteredUsageService) {
    super();
  }

  async process(job: Job): Promise<string> {
    if (job.name !== JobName.REPORT_METERED_USAGE) {
      throw new Error(`No handler for job "${job.name}" on queue "${job.queueName}"`);
    }
    const { usageReportId } = ownJobPayload(JobName.REPORT_METERED_USAGE, job.data);
    return this.meteredUsage.report(usageReportId);
  }
}

import { Processor, WorkerHost } from '@nestjs/bullmq';
import { JobName, QueueName } from '@framehouse/domain';
import type { Job } from 'bullmq';
import { ownJobPayload } from '../../../common/queue/job-values';
import { micrositeHealthBackoff } from './microsite-health-check';
import { MicrositeHealthService, type MicrositeHealthOutcome } from './microsite-health.service';

/**
 * Runs microsites' health checks in the API (it owns the rows and serves the sites). A check waits on the
 * network for seconds, so several run at once.
 */
@Processor(QueueName.MICROSITES, { concurrency: 10, settings: { backoffStrategy: micrositeHealthBackoff } })
export class MicrositeHealthProcessor extends WorkerHost {
  constructor(private readonly health: MicrositeHealthService) {
    super();
  }

  async process(job: Job): Promise<MicrositeHealthOutcome> {
    if (job.name !== JobName.CHECK_MICROSITE_HEALTH) {
      throw new Error(`No handler for job "${job.name}" on queue "${job.queueName}"`);
    }
    const { micrositeId } = ownJobPayload(JobName.CHECK_MICROSITE_HEALTH, job.data);
    return this.health.check(micrositeId);
  }
}

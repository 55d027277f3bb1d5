import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { JobName, QueueName, repeatJob } from '@framehouse/domain';
import type { Queue } from 'bullmq';
import { errorMessage } from '../../../common/queue/queue-monitor';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';

/** Roll-up runs kept in the queue once done (or failed): recent history for an operator, not a log. */
const KEPT_RUNS = 1000;

/**
 * Schedules the roll-up every ANALYTICS_ROLLUP_SECONDS (a BullMQ job scheduler: one schedule for all API
 * processes, kept in Redis; each process at start sets it again, the interval of the last one wins).
 */
@Injectable()
export class AnalyticsRollupScheduler implements OnApplicationBootstrap {
  private readonly logger = new Logger(AnalyticsRollupScheduler.name);

  constructor(
    @InjectQueue(QueueName.ANALYTICS) private readonly queue: Queue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    try {
      await repeatJob(this.queue, JobName.ROLL_UP_ANALYTICS, {}, this.config.analyticsRollupSeconds * 1000, {
        removeOnComplete: { count: KEPT_RUNS },
        removeOnFail: { count: KEPT_RUNS },
      });
    } catch (error) {
      // Redis away at start: events wait in the stream; the next start (or another process) schedules it.
      this.logger.error(`Scheduling the analytics roll-up failed: ${errorMessage(error)}`);
    }
  }
}

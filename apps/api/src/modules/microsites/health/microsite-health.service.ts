import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { addJob, JobName, jobIdFor, QueueName } from '@framehouse/domain';
import type { JobsOptions, Queue } from 'bullmq';
import { JOB_RETENTION } from '../../../common/queue/job-retention';
import { errorMessage } from '../../../common/queue/queue-monitor';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { MicrositeHooks } from '../microsite-hooks';
import { MicrositesService } from '../microsites.service';
import {
  MICROSITE_HEALTH_ATTEMPTS,
  MICROSITE_HEALTH_BACKOFF,
  micrositeHealthRequest,
  micrositeHealthVerdict,
} from './microsite-health-check';
import { probeMicrositeHealth } from './microsite-health-probe';

const CHECK_JOB_OPTIONS: JobsOptions = {
  attempts: MICROSITE_HEALTH_ATTEMPTS,
  backoff: { type: MICROSITE_HEALTH_BACKOFF },
  ...JOB_RETENTION,
};

/** Not healthy yet: the job fails this attempt, and BullMQ tries again on the schedule. */
export class MicrositeNotHealthy extends Error {
  override name = 'MicrositeNotHealthy';
}

export type MicrositeHealthOutcome = 'healthy' | 'already healthy' | 'gone';

/**
 * The health check of microsites (decisions.md, "Microsites: the health check"): queued when a microsite
 * is created and when a microsite not yet healthy is republished, run by MicrositeHealthProcessor in this
 * process, retried on MICROSITE_HEALTH_RETRIES until the site answers as itself, then it is marked healthy.
 */
@Injectable()
export class MicrositeHealthService implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger(MicrositeHealthService.name);

  constructor(
    @InjectQueue(QueueName.MICROSITES) private readonly queue: Queue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly microsites: MicrositesService,
    private readonly hooks: MicrositeHooks,
  ) {}

  onModuleInit(): void {
    this.hooks.register({
      created: (micrositeId) => this.quietly(micrositeId, () => this.scheduleCheck(micrositeId)),
      republished: (micrositeId) =>
        this.quietly(micrositeId, async () => {
          const microsite = await this.microsites.findForHealthCheck(micrositeId);
          if (microsite && !microsite.healthy) await this.scheduleCheck(micrositeId);
        }),
    });
  }

  /**
   * A start queues the check of every microsite still PUBLISHING: jobs live in Redis, which may have lost
   * them, and a schedule that ran out (24 h) gets a fresh one. A check already waiting is replaced, one
   * running goes on (see scheduleCheck), so several processes starting together queue each once.
   */
  async onApplicationBootstrap(): Promise<void> {
    const ids = await this.microsites.unhealthyIds();
    await Promise.all(ids.map((id) => this.quietly(id, () => this.scheduleCheck(id))));
  }

  /**
   * Queues a check now. One run per microsite at a time: while a run waits for its next retry, a new one
   * replaces it (a Republish starts the schedule again, at once); while a check is running, the new one
   * is dropped (that run goes on). `run`, the time asked, tells a new run from a finished one the queue
   * still keeps.
   */
  async scheduleCheck(micrositeId: string): Promise<void> {
    await addJob(
      this.queue,
      JobName.CHECK_MICROSITE_HEALTH,
      { micrositeId },
      {
        ...CHECK_JOB_OPTIONS,
        jobId: jobIdFor(JobName.CHECK_MICROSITE_HEALTH, micrositeId, Date.now()),
        deduplication: { id: jobIdFor(JobName.CHECK_MICROSITE_HEALTH, micrositeId), replace: true },
      },
    );
  }

  /** One check: healthy marks the microsite so; not healthy throws MicrositeNotHealthy (retried). */
  async check(micrositeId: string): Promise<MicrositeHealthOutcome> {
    const microsite = await this.microsites.findForHealthCheck(micrositeId);
    if (!microsite) return 'gone';
    if (microsite.healthy) return 'already healthy';
    const request = micrositeHealthRequest(microsite.domain, this.config);
    const verdict = micrositeHealthVerdict(await probeMicrositeHealth(request), request, microsite.id);
    if (!verdict.healthy) throw new MicrositeNotHealthy(verdict.reason);
    return (await this.microsites.markHealthy(microsite.id)) ? 'healthy' : 'gone';
  }

  /** The mutation has committed: a queue briefly away must not answer it with an error. */
  private async quietly(micrositeId: string, schedule: () => Promise<void>): Promise<void> {
    try {
      await schedule();
    } catch (error) {
      this.logger.error(
        `Queueing the health check of microsite ${micrositeId} failed (a Republish queues it again): ${errorMessage(error)}`,
      );
    }
  }
}

import type { JobName, QueueName } from '@framehouse/domain';
import { Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { WaitingError, Worker, type Job, type WorkerOptions } from 'bullmq';
import type { WorkerConfig } from '../config/worker-config';
import { assertHandled, runJob, type JobHandlers } from './job-handlers';

/**
 * A BullMQ worker's settings. A job keeps its lock while its worker lives (BullMQ renews it every half
 * lock duration from the event loop; ffmpeg and the speech engines run in child processes, so the loop
 * stays free however long the work). A worker that dies stops renewing: after the lock expires, the next
 * stalled check of any worker puts the job back in the queue; one found stalled more than
 * `maxStalledCount` times fails. Each queue has its own concurrency.
 */
export function queueWorkerOptions(config: WorkerConfig, concurrency: number): WorkerOptions {
  return {
    connection: { url: config.redisUrl },
    prefix: config.redisPrefix,
    concurrency,
    lockDuration: config.queue.lockDurationMs,
    stalledInterval: config.queue.stalledIntervalMs,
    maxStalledCount: config.queue.maxStalledCount,
    autorun: false,
  };
}

/**
 * Consumer of one queue. It owns its BullMQ worker (rather than `@Processor`, whose options are fixed
 * when the class is declared) so that concurrency and the stalled-job settings come from the validated
 * configuration. Each queue's processor names its handlers; a job name without one fails the start.
 */
export abstract class QueueProcessor implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger: Logger;
  /** Aborted when the worker stops: running children are killed, their jobs go back to the queue. */
  private readonly shutdown = new AbortController();
  private worker: Worker | null = null;

  protected constructor(
    private readonly queueName: QueueName,
    private readonly handlers: JobHandlers,
    jobNames: readonly JobName[],
    private readonly options: WorkerOptions,
    loggerName: string,
  ) {
    this.logger = new Logger(loggerName);
    assertHandled(handlers, jobNames, queueName);
  }

  onApplicationBootstrap(): void {
    const worker = new Worker(this.queueName, (job, token) => this.process(job, token), this.options);
    worker.on('failed', (job, error) =>
      this.logger.warn(`Job ${job?.id ?? '?'} (${job?.name ?? '?'}) failed: ${error.message}`),
    );
    worker.on('error', (error) => this.logger.error(`Worker error: ${error.message}`));
    this.worker = worker;
    void worker.run().catch((error: unknown) => this.logger.error(`Worker stopped: ${String(error)}`));
  }

  async process(job: Job, token?: string): Promise<unknown> {
    try {
      return await runJob(this.handlers, job, this.shutdown.signal);
    } catch (error) {
      // Stopped by our own shutdown, not by the job: back to the queue, no attempt spent.
      if (this.shutdown.signal.aborted && token) {
        await job.moveToWait(token);
        throw new WaitingError();
      }
      throw error;
    }
  }

  async onApplicationShutdown(): Promise<void> {
    this.shutdown.abort();
    await this.worker?.close();
  }
}

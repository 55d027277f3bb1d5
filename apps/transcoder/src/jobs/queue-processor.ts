import { jobNamesOn, type QueueName } from '@framehouse/domain';
import { Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { WaitingError, Worker, type Job, type WorkerOptions } from 'bullmq';
import type { WorkerConfig } from '../config/worker-config';
import type { AnyJobHandler, JobRunner } from './job-runner';

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
 * The handlers of a queue by job name: one for every job the contracts put on the queue (a job without
 * one fails the start, not the first job), none for another queue's job.
 */
export function handlersOf(
  queueName: QueueName,
  handlers: readonly AnyJobHandler[],
): Map<string, AnyJobHandler> {
  const byName = new Map(handlers.map((handler) => [handler.name as string, handler]));
  const expected = jobNamesOn(queueName);
  const missing = expected.filter((name) => !byName.has(name));
  const foreign = handlers.filter((handler) => !expected.includes(handler.name));
  if (missing.length > 0 || foreign.length > 0 || byName.size !== handlers.length) {
    const names = (list: readonly string[]) => list.map((name) => `"${name}"`).join(', ');
    throw new Error(
      `Queue "${queueName}" needs one handler for each of ${names(expected)}; it has ${names(handlers.map((handler) => handler.name))}`,
    );
  }
  return byName;
}

/**
 * Consumer of one queue. It owns its BullMQ worker (rather than `@Processor`, whose options are fixed
 * when the class is declared) so that concurrency and the stalled-job settings come from the validated
 * configuration. Each queue's processor names its handlers; every job goes through the JobRunner.
 */
export abstract class QueueProcessor implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger: Logger;
  /** Aborted once the shutdown grace is over: running children are killed, their jobs go back to the queue. */
  private readonly shutdown = new AbortController();
  private worker: Worker | null = null;
  private readonly handlers: Map<string, AnyJobHandler>;

  protected constructor(
    private readonly queueName: QueueName,
    handlers: readonly AnyJobHandler[],
    private readonly runner: JobRunner,
    private readonly options: WorkerOptions,
    loggerName: string,
  ) {
    this.logger = new Logger(loggerName);
    this.handlers = handlersOf(queueName, handlers);
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
      const handler = this.handlers.get(job.name);
      // A job whose name has no handler is an error of ours, reported on the job rather than dropped.
      if (!handler) throw new Error(`No handler for job "${job.name}" on queue "${job.queueName}"`);
      return await this.runner.run(handler, job, this.shutdown.signal);
    } catch (error) {
      // Stopped by our own shutdown, not by the job: back to the queue, no attempt spent.
      if (this.shutdown.signal.aborted && token) {
        await job.moveToWait(token);
        throw new WaitingError();
      }
      throw error;
    }
  }

  /**
   * Takes no new job and lets the running ones finish for SHUTDOWN_GRACE_SECONDS (BullMQ keeps their
   * locks meanwhile); the ones still running then are aborted: their children killed, the jobs handed
   * back to the queue without spending an attempt, for another worker or the next start.
   */
  async onApplicationShutdown(): Promise<void> {
    const grace = setTimeout(() => this.shutdown.abort(), this.runner.shutdownGraceMs);
    try {
      await this.worker?.close();
    } finally {
      clearTimeout(grace);
      this.shutdown.abort();
    }
  }
}

import { Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { QueueName } from '@framehouse/domain';
import { QueueEvents } from 'bullmq';
import Redis from 'ioredis';
import type { AppConfig } from '../../config/app-config';

/** Besides the start, a monitor reconciles this often (a job lost while Redis was away, …). */
export const RECONCILE_INTERVAL_MS = 10 * 60 * 1000;

export const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The API's side of a queue's event stream. The transcoder never touches the database: it reports
 * progress on its job, returns a result, or fails with a reason, and BullMQ's event stream brings those
 * here. A subclass applies them to its rows (handlers it does not override ignore the event). Events are
 * applied one after the other in the order the stream gives them; at start, and every
 * RECONCILE_INTERVAL_MS, `reconcile` matches the rows still waiting for a job with the job's state.
 */
export abstract class QueueMonitor implements OnApplicationBootstrap, OnApplicationShutdown {
  protected readonly logger: Logger;
  private events: QueueEvents | null = null;
  private timer: NodeJS.Timeout | null = null;
  private applying: Promise<void> = Promise.resolve();

  protected constructor(
    private readonly queueName: QueueName,
    private readonly queueConfig: AppConfig,
    loggerName: string,
  ) {
    this.logger = new Logger(loggerName);
  }

  /** Matches every row waiting for a job of this queue with the job: applies what finished, queues what is lost. */
  abstract reconcile(): Promise<void>;

  /**
   * The body of most reconciles: loads the rows waiting for a job and reconciles each one; a failure is
   * logged (naming `what` and the row) and the next row goes on.
   */
  protected async reconcileEach<T extends { id: string }>(
    what: string,
    load: () => Promise<T[]>,
    reconcileOne: (row: T) => Promise<void>,
  ): Promise<void> {
    let rows: T[];
    try {
      rows = await load();
    } catch (error) {
      this.logger.error(`Reconciling ${what} failed: ${errorMessage(error)}`);
      return;
    }
    for (const row of rows) {
      try {
        await reconcileOne(row);
      } catch (error) {
        this.logger.error(`Reconciling ${what} of ${row.id} failed: ${errorMessage(error)}`);
      }
    }
  }

  /** A worker took the job. */
  protected onActive(_jobId: string): Promise<void> {
    return Promise.resolve();
  }

  protected onProgress(_jobId: string, _data: unknown): Promise<void> {
    return Promise.resolve();
  }

  protected onCompleted(_jobId: string, _returnvalue: unknown): Promise<void> {
    return Promise.resolve();
  }

  /** BullMQ emits `failed` once the job is moved to the failed set, i.e. with no attempt left. */
  protected onFailed(_jobId: string, _failedReason: unknown): Promise<void> {
    return Promise.resolve();
  }

  /**
   * The id of the newest event in the queue's event stream ("0-0" when there is none yet). QueueEvents
   * otherwise reads from "$" as of its first blocking read, which may come after events it should see.
   */
  private async lastEventId(): Promise<string> {
    const redis = new Redis(this.queueConfig.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
    try {
      await redis.connect();
      const newest = await redis.xrevrange(
        `${this.queueConfig.redisPrefix}:${this.queueName}:events`,
        '+',
        '-',
        'COUNT',
        1,
      );
      return newest[0]?.[0] ?? '0-0';
    } finally {
      redis.disconnect();
    }
  }

  async onApplicationBootstrap(): Promise<void> {
    // Every event from here on reaches the handlers, and the reconcile below covers what came before;
    // an event seen by both is applied once (the handlers change only rows still waiting for it).
    const events = new QueueEvents(this.queueName, {
      connection: { url: this.queueConfig.redisUrl },
      prefix: this.queueConfig.redisPrefix,
      lastEventId: await this.lastEventId(),
    });
    this.events = events;
    events.on('active', ({ jobId }) => this.enqueue(() => this.onActive(jobId)));
    events.on('progress', ({ jobId, data }) => this.enqueue(() => this.onProgress(jobId, data)));
    events.on('completed', ({ jobId, returnvalue }) =>
      this.enqueue(() => this.onCompleted(jobId, returnvalue)),
    );
    events.on('failed', ({ jobId, failedReason }) => this.enqueue(() => this.onFailed(jobId, failedReason)));
    events.on('error', (error) => this.logger.warn(`Queue events: ${errorMessage(error)}`));
    await events.waitUntilReady();
    await this.reconcile();
    this.timer = setInterval(() => void this.reconcile(), RECONCILE_INTERVAL_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    const events = this.events;
    this.events = null;
    await events?.close();
    await this.applying;
  }

  private enqueue(task: () => Promise<void>): void {
    this.applying = this.applying.then(task).catch((error: unknown) => {
      this.logger.error(`Applying a ${this.queueName} event failed: ${errorMessage(error)}`);
    });
  }
}

import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { reportRedisOutages } from '@framehouse/config';
import Redis from 'ioredis';
import { hostname } from 'node:os';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker-config';
import { WORKER_QUEUES } from '../worker-queues';

const INTERVAL_MS = 10_000;

/**
 * Reports the worker healthy: a Redis key that expires unless refreshed, naming the queues served.
 * The API's /health and an operator's `redis-cli keys '*:worker:*'` read it.
 */
@Injectable()
export class HeartbeatService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Transcoder');
  private readonly redis: Redis;
  private readonly key: string;
  private timer?: NodeJS.Timeout;

  constructor(@Inject(WORKER_CONFIG) config: WorkerConfig) {
    this.redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 2 });
    reportRedisOutages(this.redis, this.logger);
    this.key = `${config.redisPrefix}:worker:${hostname()}:${process.pid}`;
  }

  async onApplicationBootstrap(): Promise<void> {
    // A worker started while Redis is away waits for it (its queues reconnect too) instead of exiting.
    const beat = () =>
      this.beat().catch((error: unknown) => this.logger.warn(`Heartbeat not written: ${String(error)}`));
    await beat();
    this.timer = setInterval(() => void beat(), INTERVAL_MS);
    this.logger.log(`Transcoder ready: serving ${WORKER_QUEUES.join(', ')}`);
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.redis.del(this.key).catch(() => undefined);
    await this.redis.quit().catch(() => this.redis.disconnect());
  }

  private async beat(): Promise<void> {
    await this.redis.set(
      this.key,
      JSON.stringify({ queues: WORKER_QUEUES, at: new Date().toISOString() }),
      'PX',
      INTERVAL_MS * 3,
    );
  }
}

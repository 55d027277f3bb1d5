import { reportRedisOutages } from '@framehouse/config';
import { Global, Inject, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';

export const REDIS = Symbol('REDIS');

/** One Redis connection for the API's own keys (rate limits, health); BullMQ keeps its own. */
@Global()
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => {
        const redis = new Redis(config.redisUrl, {
          keyPrefix: `${config.redisPrefix}:`,
          maxRetriesPerRequest: 2,
          lazyConnect: false,
        });
        reportRedisOutages(redis, new Logger('Redis'));
        return redis;
      },
    },
  ],
  exports: [REDIS],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async onApplicationShutdown() {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

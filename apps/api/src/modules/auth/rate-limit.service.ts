import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode } from '@framehouse/domain';
import type Redis from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { contractError } from '../../common/errors/contract-error';
import { REDIS } from '../../common/redis/redis.module';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';

export type RateLimitedAction = 'login' | 'password-reset' | 'google-sign-in';

const WINDOW_SECONDS = 15 * 60;

/** Attempts per action, counted per client address and per email, in Redis so every API process shares them. */
@Injectable()
export class RateLimitService {
  private readonly limiters = new Map<RateLimitedAction, RateLimiterRedis>();

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Counts one attempt; throws RATE_LIMITED once any of the keys is over the limit. */
  async consume(
    action: RateLimitedAction,
    keys: { address?: string | null; email?: string | null },
  ): Promise<void> {
    const limiter = this.limiter(action);
    const subjects: string[] = [];
    if (keys.address) subjects.push(`address:${keys.address}`);
    if (keys.email) subjects.push(`email:${keys.email.trim().toLowerCase()}`);
    try {
      await Promise.all(subjects.map((subject) => limiter.consume(subject)));
    } catch (error) {
      if (error instanceof RateLimiterRes) throw contractError(ErrorCode.RATE_LIMITED);
      throw error;
    }
  }

  private limiter(action: RateLimitedAction): RateLimiterRedis {
    let limiter = this.limiters.get(action);
    if (!limiter) {
      limiter = new RateLimiterRedis({
        storeClient: this.redis,
        keyPrefix: `rate-limit:${action}`,
        points: this.config.authRateLimit,
        duration: WINDOW_SECONDS,
      });
      this.limiters.set(action, limiter);
    }
    return limiter;
  }
}

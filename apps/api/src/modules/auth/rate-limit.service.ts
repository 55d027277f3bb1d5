import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode } from '@framehouse/domain';
import type Redis from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { contractError } from '../../common/errors/contract-error';
import { REDIS } from '../../common/redis/redis.module';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';

export type RateLimitedAction = 'login' | 'password-reset' | 'google-sign-in';

export interface RateLimitKeys {
  address?: string | null;
  email?: string | null;
}

function subjects(keys: RateLimitKeys): string[] {
  const found: string[] = [];
  if (keys.address) found.push(`address:${keys.address}`);
  if (keys.email) found.push(`email:${keys.email.trim().toLowerCase()}`);
  return found;
}

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
  async consume(action: RateLimitedAction, keys: RateLimitKeys): Promise<void> {
    const limiter = this.limiter(action);
    try {
      await Promise.all(subjects(keys).map((subject) => limiter.consume(subject)));
    } catch (error) {
      if (error instanceof RateLimiterRes) throw contractError(ErrorCode.RATE_LIMITED);
      throw error;
    }
  }

  /** Throws RATE_LIMITED when any key has used up its attempts, without counting this one. */
  async assertAllowed(action: RateLimitedAction, keys: RateLimitKeys): Promise<void> {
    const limiter = this.limiter(action);
    const states = await Promise.all(subjects(keys).map((subject) => limiter.get(subject)));
    if (states.some((state) => state !== null && state.consumedPoints >= this.config.authRateLimit)) {
      throw contractError(ErrorCode.RATE_LIMITED);
    }
  }

  /** Counts a failed attempt; the caller reports the failure itself. */
  async recordFailure(action: RateLimitedAction, keys: RateLimitKeys): Promise<void> {
    const limiter = this.limiter(action);
    await Promise.all(subjects(keys).map((subject) => limiter.penalty(subject, 1)));
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

import type Redis from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

/**
 * The limits of the public reports (views, stars, player events): `points` calls a minute per key, in
 * Redis so every API process shares them, counted before the work (docs/decisions.md, "Rate limits
 * under concurrency").
 */
export function perMinuteLimiter(redis: Redis, keyPrefix: string, points: number): RateLimiterRedis {
  return new RateLimiterRedis({ storeClient: redis, keyPrefix, points, duration: 60 });
}

/** Counts one call of `key`; false once the key is over its allowance. */
export async function withinLimit(limiter: RateLimiterRedis, key: string): Promise<boolean> {
  try {
    await limiter.consume(key);
    return true;
  } catch (error) {
    if (error instanceof RateLimiterRes) return false;
    throw error;
  }
}

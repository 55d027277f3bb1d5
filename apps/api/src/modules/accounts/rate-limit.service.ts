import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode, normalizeEmail } from '@framehouse/domain';
import type Redis from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { contractError } from '../../common/errors/contract-error';
import { REDIS } from '../../common/redis/redis.module';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';

/** `mail`: every mail the API sends to a person on someone's request (sign-up, links, invitations). */
export type RateLimitedAction = 'login' | 'password-check' | 'google-sign-in' | 'mail';

export interface RateLimitKeys {
  address?: string | null;
  /** For `mail`, the recipient. */
  email?: string | null;
  userId?: string | null;
}

/** `pair`: the email as tried from the address, so failures from one address lock out no other. */
type Subject = 'pair' | 'address' | 'email' | 'user';

interface Allowance {
  subject: Subject;
  points: number;
  seconds: number;
}

const MINUTES = 60;
const HOUR = 60 * MINUTES;

/** What one attempt counts against, narrowest first (docs/decisions.md, "Rate limits under concurrency"). */
function allowances(action: RateLimitedAction, config: AppConfig): Allowance[] {
  const limit = config.authRateLimit;
  switch (action) {
    case 'login':
      return [
        { subject: 'pair', points: limit, seconds: 15 * MINUTES },
        { subject: 'address', points: 5 * limit, seconds: 15 * MINUTES },
        { subject: 'email', points: 5 * limit, seconds: HOUR },
      ];
    case 'mail':
      return [
        { subject: 'address', points: config.mailRateLimit.perAddress, seconds: HOUR },
        { subject: 'email', points: config.mailRateLimit.perRecipient, seconds: HOUR },
      ];
    default:
      return (['address', 'email', 'user'] as const).map((subject) => ({
        subject,
        points: limit,
        seconds: 15 * MINUTES,
      }));
  }
}

function keyOf(subject: Subject, keys: RateLimitKeys): string | undefined {
  const email = keys.email ? normalizeEmail(keys.email) : undefined;
  if (subject === 'address') return keys.address ?? undefined;
  if (subject === 'email') return email;
  if (subject === 'user') return keys.userId ?? undefined;
  return keys.address && email ? `${keys.address} ${email}` : undefined;
}

/** Attempts per action, counted in Redis so every API process shares them. */
@Injectable()
export class RateLimitService {
  private readonly limiters = new Map<string, RateLimiterRedis>();

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Counts one attempt, atomically per key, and throws RATE_LIMITED once a key is over its allowance.
   * Keys are counted one after another, narrowest first: an attempt refused for its own pair or address
   * never reaches the email's, so an attacker's refused attempts do not use up a member's allowance.
   */
  async consume(action: RateLimitedAction, keys: RateLimitKeys): Promise<void> {
    for (const { limiter, key } of this.counters(action, keys)) {
      try {
        await limiter.consume(key);
      } catch (error) {
        if (error instanceof RateLimiterRes) throw contractError(ErrorCode.RATE_LIMITED);
        throw error;
      }
    }
  }

  /** Gives back an attempt `consume` counted (a sign-in with the right password is no failure). */
  async refund(action: RateLimitedAction, keys: RateLimitKeys): Promise<void> {
    await Promise.all(this.counters(action, keys).map(({ limiter, key }) => limiter.reward(key, 1)));
  }

  private counters(action: RateLimitedAction, keys: RateLimitKeys) {
    return allowances(action, this.config).flatMap((allowance) => {
      const key = keyOf(allowance.subject, keys);
      return key ? [{ limiter: this.limiter(action, allowance), key }] : [];
    });
  }

  private limiter(action: RateLimitedAction, { subject, points, seconds }: Allowance): RateLimiterRedis {
    const keyPrefix = `rate-limit:${action}:${subject}`;
    let limiter = this.limiters.get(keyPrefix);
    if (!limiter) {
      limiter = new RateLimiterRedis({ storeClient: this.redis, keyPrefix, points, duration: seconds });
      this.limiters.set(keyPrefix, limiter);
    }
    return limiter;
  }
}

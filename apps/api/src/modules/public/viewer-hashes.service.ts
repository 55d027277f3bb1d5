import { Inject, Injectable } from '@nestjs/common';
import { addDays, utcDayOf } from '@framehouse/domain';
import type Redis from 'ioredis';
import { createHash, randomBytes } from 'node:crypto';
import { REDIS } from '../../common/redis/redis.module';

/**
 * Who a viewer is, as far as a page without cookie or account can tell, without keeping who they are (as
 * Plausible does): the SHA-256 of the day's random salt and what the request shows (the client address,
 * the user agent, and what the hash is scoped to). The salt is made by the day's first request that
 * needs it, shared by every API process through Redis, and forgotten at the end of its UTC day, so
 * neither an address nor a viewer across days can be read back from a hash.
 */
@Injectable()
export class ViewerHashes {
  /** The day's salt, once read: it never changes within its day. */
  private current: { day: string; salt: string } | null = null;

  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  /** The hex SHA-256 of the day's salt and `parts`, one a line. */
  async hash(now: Date, ...parts: string[]): Promise<string> {
    const salt = await this.saltOf(utcDayOf(now));
    return createHash('sha256')
      .update([salt, ...parts].join('\n'))
      .digest('hex');
  }

  private async saltOf(day: string): Promise<string> {
    if (this.current?.day === day) return this.current.salt;
    const key = `viewer-salt:${day}`;
    const endOfDay = Math.floor(Date.parse(`${addDays(day, 1)}T00:00:00Z`) / 1000);
    await this.redis.set(key, randomBytes(32).toString('hex'), 'EXAT', endOfDay, 'NX');
    const salt = await this.redis.get(key);
    // Gone already: the day ended between the two calls, and the next request makes the next day's.
    if (salt === null) return randomBytes(32).toString('hex');
    this.current = { day, salt };
    return salt;
  }
}

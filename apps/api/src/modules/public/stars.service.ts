import { Inject, Injectable } from '@nestjs/common';
import type { EmbedKind } from '@framehouse/domain';
import type Redis from 'ioredis';
import { createHash, randomBytes } from 'node:crypto';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { PublicContentVersions } from '../../common/public-cache/public-content-versions';
import { REDIS } from '../../common/redis/redis.module';
import { MomentsService } from '../moments/moments.service';
import { VideosService } from '../videos/videos.service';
import { PublicPlayerService } from './public-player.service';

/** How long a viewer's star of an item is remembered: one star per viewer, item and day. */
export const STAR_TTL_SECONDS = 24 * 60 * 60;

/** Star calls per client address and minute: a person stars a few items, not hundreds. */
const STARS_PER_MINUTE = 30;

/** Who stars, as far as a page without cookie or account can tell. */
export interface Viewer {
  address: string;
  userAgent: string;
}

export type StarOutcome =
  { kind: 'starred' | 'already-starred'; stars: number } | { kind: 'not-found' } | { kind: 'rate-limited' };

/** A UTC day, the salt's name: `2026-01-02`. */
export const dayOf = (now: Date) => now.toISOString().slice(0, 10);

/**
 * Stars of published videos and visible moments of published videos (decisions.md, "Microsites: the
 * public site (issue 17)"): one per viewer, item and day, without cookie or account. A viewer is the
 * SHA-256 of the day's random salt, the address and the user agent; only that hash is kept, in Redis,
 * for a day, and the salt is replaced each day, so neither the address nor a viewer across days can be
 * read back from it.
 */
@Injectable()
export class StarsService {
  private readonly limiter: RateLimiterRedis;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly videos: VideosService,
    private readonly moments: MomentsService,
    private readonly content: PublicPlayerService,
    private readonly publicVersions: PublicContentVersions,
  ) {
    this.limiter = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: 'public-stars-limit',
      points: STARS_PER_MINUTE,
      duration: 60,
    });
  }

  async star(kind: EmbedKind, id: string, viewer: Viewer, now = new Date()): Promise<StarOutcome> {
    try {
      await this.limiter.consume(viewer.address);
    } catch (error) {
      if (error instanceof RateLimiterRes) return { kind: 'rate-limited' };
      throw error;
    }
    const published = await this.content.find(kind, id);
    if (!published) return { kind: 'not-found' };
    const current = published.moment?.stars ?? published.video.stars;
    const viewerHash = createHash('sha256')
      .update(`${await this.saltOf(now)}\n${viewer.address}\n${viewer.userAgent}`)
      .digest('hex');
    const first = await this.redis.set(
      `public-star:${kind}:${id}:${viewerHash}`,
      '1',
      'EX',
      STAR_TTL_SECONDS,
      'NX',
    );
    if (first !== 'OK') return { kind: 'already-starred', stars: current };
    const stars =
      kind === 'moment' ? await this.moments.countStar(id) : await this.videos.countStar(published.video.id);
    // Microsite pages show the count and order sections by it.
    await this.publicVersions.countsChanged(published.video.organizationId);
    return { kind: 'starred', stars };
  }

  /** The day's salt: made by the first star of the day, shared by every API process through Redis. */
  private async saltOf(now: Date): Promise<string> {
    const key = `public-star-salt:${dayOf(now)}`;
    // Made at the day's first star at the latest, so it lasts to the day's end; then nothing keeps it.
    await this.redis.set(key, randomBytes(32).toString('hex'), 'EX', STAR_TTL_SECONDS, 'NX');
    return (await this.redis.get(key)) ?? '';
  }
}

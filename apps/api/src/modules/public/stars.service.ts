import { Inject, Injectable } from '@nestjs/common';
import type { EmbedKind } from '@framehouse/domain';
import type Redis from 'ioredis';
import type { RateLimiterRedis } from 'rate-limiter-flexible';
import { PublicContentVersions } from '../../common/public-cache/public-content-versions';
import { REDIS } from '../../common/redis/redis.module';
import { MomentsService } from '../moments/moments.service';
import { VideosService } from '../videos/videos.service';
import { perMinuteLimiter, withinLimit } from './public-limits';
import { PublicPlayerService } from './public-player.service';
import { ViewerHashes } from './viewer-hashes.service';

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

/**
 * Stars of published videos and visible moments of published videos (decisions.md, "Microsites: the
 * public site (issue 17)"): one per viewer, item and day, without cookie or account. A viewer is the
 * day's salted hash of the address and the user agent (ViewerHashes); only that hash is kept, in Redis,
 * for a day.
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
    private readonly viewers: ViewerHashes,
  ) {
    this.limiter = perMinuteLimiter(redis, 'public-stars-limit', STARS_PER_MINUTE);
  }

  async star(kind: EmbedKind, id: string, viewer: Viewer, now = new Date()): Promise<StarOutcome> {
    if (!(await withinLimit(this.limiter, viewer.address))) return { kind: 'rate-limited' };
    const published = await this.content.find(kind, id);
    if (!published) return { kind: 'not-found' };
    const current = published.moment?.stars ?? published.video.stars;
    const viewerHash = await this.viewers.hash(now, viewer.address, viewer.userAgent);
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
}

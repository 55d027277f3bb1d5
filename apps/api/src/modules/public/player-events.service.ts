import { Inject, Injectable } from '@nestjs/common';
import { normalizedHost, type PlayerEventBatch } from '@framehouse/domain';
import type Redis from 'ioredis';
import type { RateLimiterRedis } from 'rate-limiter-flexible';
import { REDIS } from '../../common/redis/redis.module';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { AnalyticsEventsService } from '../analytics/analytics-events.service';
import { perMinuteLimiter, withinLimit } from './public-limits';
import { ReportedContent } from './reported-content';
import { ViewerHashes } from './viewer-hashes.service';

/** Batches per viewer and minute: a player sends one every few seconds while playing, a few per page. */
export const PLAYER_EVENT_BATCHES_PER_VIEWER = 120;

/** Batches per client address and minute: an office or a school behind one address has many viewers. */
export const PLAYER_EVENT_BATCHES_PER_ADDRESS = 1200;

/** What the request shows of who sent a batch and from where. */
export interface EventsClient {
  address: string;
  userAgent: string;
  /** The request's Origin header: the page the player runs in, when a browser sent it. */
  origin: string | undefined;
}

export type EventsOutcome = 'accepted' | 'not-found' | 'rate-limited';

/**
 * The host the batch's player was on. A browser's Origin other than ours names the page the player runs
 * in (an embed, a widget, a microsite) and a page cannot forge it; under our own origin (the public page,
 * the playlist page in a frame) the player says which page holds it, or nothing.
 */
export function embeddingHost(
  origin: string | undefined,
  claimed: string | null,
  ownOrigin: string,
): string | null {
  if (origin && origin !== ownOrigin) {
    try {
      const host = normalizedHost(new URL(origin).hostname);
      if (host) return host;
    } catch {
      // `null` (a sandboxed frame, a file) or garbage: the player's word stands.
    }
  }
  return claimed;
}

/**
 * Player events of published content (docs/decisions.md, "Viewer analytics (issue 21)"): a batch is
 * refused over the viewer's or the address's allowance, or unless its video is published (a moment
 * visible and its video published, as ReportedContent answers); else it goes to the analytics stream with its organization, the
 * subject's part of the timeline, the embedding host and the viewer's daily hash. No address is kept:
 * the limits count hashes too.
 */
@Injectable()
export class PlayerEventsService {
  private readonly perViewer: RateLimiterRedis;
  private readonly perAddress: RateLimiterRedis;
  private readonly ownOrigin: string;

  constructor(
    @Inject(REDIS) redis: Redis,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly content: ReportedContent,
    private readonly viewers: ViewerHashes,
    private readonly analytics: AnalyticsEventsService,
  ) {
    this.perViewer = perMinuteLimiter(redis, 'player-events-viewer-limit', PLAYER_EVENT_BATCHES_PER_VIEWER);
    this.perAddress = perMinuteLimiter(
      redis,
      'player-events-address-limit',
      PLAYER_EVENT_BATCHES_PER_ADDRESS,
    );
    this.ownOrigin = new URL(config.publicUrl).origin;
  }

  async record(batch: PlayerEventBatch, client: EventsClient, now = new Date()): Promise<EventsOutcome> {
    const [address, viewer] = await Promise.all([
      this.viewers.hash(now, client.address),
      this.viewers.hash(now, client.address, client.userAgent),
    ]);
    // The address's allowance first: a refused address does not use up its viewers'.
    if (!(await withinLimit(this.perAddress, address)) || !(await withinLimit(this.perViewer, viewer))) {
      return 'rate-limited';
    }
    const subject = await this.content.find(batch.kind, batch.id);
    if (!subject) return 'not-found';
    await this.analytics.append({
      ...subject,
      session: batch.session,
      viewer: await this.viewers.hash(now, subject.organizationId, client.address, client.userAgent),
      surface: batch.surface,
      host: embeddingHost(client.origin, batch.host, this.ownOrigin),
      events: batch.events,
    });
    return 'accepted';
  }
}

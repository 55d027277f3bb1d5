import { Inject, Injectable } from '@nestjs/common';
import {
  isViewSession,
  PublicReportMessages,
  reportSubject,
  VIEW_SESSION_TTL_SECONDS,
  type EmbedKind,
} from '@framehouse/domain';
import type Redis from 'ioredis';
import type { RateLimiterRedis } from 'rate-limiter-flexible';
import { PublicContentVersions } from '../../common/public-cache/public-content-versions';
import { REDIS } from '../../common/redis/redis.module';
import { VideosService } from '../videos/videos.service';
import { perMinuteLimiter, withinLimit } from './public-limits';
import { PublicPlayerService } from './public-player.service';

/** A view report: exactly one of videoId and momentId, and the loader's viewer session. */
export interface ViewReport {
  kind: EmbedKind;
  id: string;
  session: string;
}

/** Why a report was refused, as a 400 says it; null when it reads. */
export function readViewReport(body: unknown): ViewReport | string {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return PublicReportMessages.notObject;
  const subject = reportSubject(body as Record<string, unknown>);
  if (typeof subject === 'string') return subject;
  const { session } = body as Record<string, unknown>;
  if (!isViewSession(session)) return PublicReportMessages.session;
  return { ...subject, session };
}

export type ViewOutcome = 'counted' | 'already-counted' | 'not-found' | 'rate-limited';

/** Reports per client address and minute: a player sends one per video and session. */
const REPORTS_PER_MINUTE = 120;

/**
 * Views of published videos: one per viewer session (the loader's random id in sessionStorage, no
 * cookie) and video per VIEW_SESSION_TTL_SECONDS, remembered in Redis with SET NX. A moment's view counts
 * for its video, once per session whichever of the two was watched.
 */
@Injectable()
export class VideoViewsService {
  private readonly limiter: RateLimiterRedis;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly videos: VideosService,
    private readonly content: PublicPlayerService,
    private readonly publicVersions: PublicContentVersions,
  ) {
    this.limiter = perMinuteLimiter(redis, 'public-views-limit', REPORTS_PER_MINUTE);
  }

  async report(report: ViewReport, address: string): Promise<ViewOutcome> {
    if (!(await withinLimit(this.limiter, address))) return 'rate-limited';
    const published = await this.content.find(report.kind, report.id);
    if (!published) return 'not-found';
    const videoId = published.video.id;
    const first = await this.redis.set(
      `public-view:${videoId}:${report.session}`,
      '1',
      'EX',
      VIEW_SESSION_TTL_SECONDS,
      'NX',
    );
    if (first !== 'OK') return 'already-counted';
    await this.videos.countView(videoId);
    // The pages show the count, and playlists and microsites order by it.
    await this.publicVersions.countsChanged(published.video.organizationId);
    return 'counted';
  }
}

import { Body, Controller, Get, HttpCode, Options, Param, Post, Req, Res } from '@nestjs/common';
import {
  ContextMessages,
  ErrorCode,
  PublicReportMessages,
  readPlayerEventBatch,
  type EmbedKind,
} from '@framehouse/domain';
import type { Request, Response } from 'express';
import { buffer } from 'node:stream/consumers';
import { contractError } from '../../common/errors/contract-error';
import { PublicCache, REVALIDATE_EACH_TIME } from '../../common/public-cache/public-cache';
import { contentScope } from '../../common/public-cache/public-content-versions';
import { Public } from '../auth/auth.decorators';
import { jsonAnswer } from './public-answers';
import { allowAnyOrigin, PUBLIC_CORS_HEADERS } from './public-cors';
import { PlayerEventsService } from './player-events.service';
import { PublicPlayerService } from './public-player.service';
import { StarsService } from './stars.service';
import { readViewReport, VideoViewsService } from './video-views.service';

/** The error body of every /p/api route: the error contract's list. */
export function errorBody(name: ErrorCode, message: string) {
  return { errors: [{ name, field: null, messages: [message] }] };
}

/**
 * What the embed loader and the player read and report, from any origin: `GET /p/api/{video|moment}/{id}`,
 * its poster `GET /p/api/{video|moment}/{id}/poster`, a video's chapters `GET /p/api/video/{id}/chapters.vtt`, `POST /p/api/views`, `POST /p/api/events` and
 * `POST /p/api/stars/{video|moment}/{id}`.
 */
@Controller('p/api')
export class PublicApiController {
  constructor(
    private readonly content: PublicPlayerService,
    private readonly views: VideoViewsService,
    private readonly stars: StarsService,
    private readonly events: PlayerEventsService,
    private readonly cache: PublicCache,
  ) {}

  @Public()
  @Get('video/:videoId')
  video(
    @Param('videoId') videoId: string,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    return this.playerData('video', videoId, request, response);
  }

  @Public()
  @Get('moment/:momentId')
  moment(
    @Param('momentId') momentId: string,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    return this.playerData('moment', momentId, request, response);
  }

  @Public()
  @Get('video/:videoId/poster')
  videoPoster(
    @Param('videoId') videoId: string,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    return this.poster('video', videoId, request, response);
  }

  /** A published video's chapters as a WebVTT chapters track (the player's `<track kind="chapters">`). */
  @Public()
  @Get('video/:videoId/chapters.vtt')
  videoChapters(
    @Param('videoId') videoId: string,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    return this.cache.answer(request, response, async () => {
      const published = await this.content.find('video', videoId);
      const track = published ? await this.content.chaptersTrack(published) : null;
      if (!published || track === null) return jsonAnswer(404, notFound(), null);
      return {
        status: 200,
        headers: {
          'content-type': 'text/vtt; charset=utf-8',
          'cache-control': REVALIDATE_EACH_TIME,
          ...PUBLIC_CORS_HEADERS,
        },
        body: Buffer.from(track),
        scopes: [contentScope(published.video.organizationId)],
      };
    });
  }

  @Public()
  @Get('moment/:momentId/poster')
  momentPoster(
    @Param('momentId') momentId: string,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    return this.poster('moment', momentId, request, response);
  }

  /** A view after 5 s of actual playback; counted once per viewer session and video. */
  @Public()
  @Post('views')
  async view(@Body() body: unknown, @Req() request: Request, @Res() response: Response): Promise<void> {
    allowAnyOrigin(response).set('cache-control', 'no-store');
    const report = readViewReport(body);
    if (typeof report === 'string') {
      response.status(400).json(errorBody(ErrorCode.VALIDATION_ERROR, report));
      return;
    }
    const outcome = await this.views.report(report, request.ip ?? 'unknown');
    switch (outcome) {
      case 'not-found':
        response.status(404).json(errorBody(ErrorCode.NOT_FOUND, ContextMessages.mediaNotFound));
        return;
      case 'rate-limited':
        response
          .status(429)
          .json(errorBody(ErrorCode.RATE_LIMITED, 'Too many view reports. Try again later.'));
        return;
      default:
        response.status(200).json({ counted: outcome === 'counted' });
    }
  }

  /**
   * A batch of player events (PLAYER_EVENTS_PATH), sent with sendBeacon: a text/plain body holding JSON
   * (a JSON body is read too), from any origin, without credentials. 202 once appended for the roll-up;
   * refusals are the REST error contract: 400 (what is wrong with it), 404 (not published), 429.
   */
  @Public()
  @Post('events')
  async playerEvents(
    @Body() body: unknown,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    allowAnyOrigin(response).set('cache-control', 'no-store');
    const batch = readPlayerEventBatch(body);
    if (typeof batch === 'string') throw contractError(ErrorCode.VALIDATION_ERROR, { message: batch });
    const outcome = await this.events.record(batch, {
      address: request.ip ?? 'unknown',
      userAgent: request.headers['user-agent'] ?? '',
      origin: request.headers.origin,
    });
    if (outcome === 'rate-limited') {
      throw contractError(ErrorCode.RATE_LIMITED, { message: PublicReportMessages.rateLimited });
    }
    if (outcome === 'not-found') {
      throw contractError(ErrorCode.NOT_FOUND, {
        field: `${batch.kind}Id`,
        message: PublicReportMessages.notPublished,
      });
    }
    response.status(202).json({ accepted: batch.events.length });
  }

  /** The browser's preflight of a JSON POST from another origin (a view, events, or a star). */
  @Public()
  @Options(['views', 'events', 'stars/:kind/:id'])
  @HttpCode(204)
  preflight(@Res({ passthrough: true }) response: Response): void {
    allowAnyOrigin(response).set({
      'access-control-allow-methods': 'POST',
      'access-control-allow-headers': 'Content-Type',
      'access-control-max-age': '86400',
    });
  }

  /**
   * A viewer stars a published video or a visible moment of one (the microsite's Star button): counted
   * once per viewer, item and day; answers the item's stars.
   */
  @Public()
  @Post('stars/:kind/:id')
  async star(
    @Param('kind') kind: string,
    @Param('id') id: string,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    allowAnyOrigin(response).set('cache-control', 'no-store');
    const outcome =
      kind === 'video' || kind === 'moment'
        ? await this.stars.star(kind, id, {
            address: request.ip ?? 'unknown',
            userAgent: request.headers['user-agent'] ?? '',
          })
        : ({ kind: 'not-found' } as const);
    switch (outcome.kind) {
      case 'not-found':
        response.status(404).json(errorBody(ErrorCode.NOT_FOUND, ContextMessages.mediaNotFound));
        return;
      case 'rate-limited':
        response.status(429).json(errorBody(ErrorCode.RATE_LIMITED, 'Too many stars. Try again later.'));
        return;
      default:
        response.status(200).json({ stars: outcome.stars });
    }
  }

  /** Player data shows no counters: only a change of the organization's content renders it again. */
  private playerData(kind: EmbedKind, id: string, request: Request, response: Response): Promise<void> {
    return this.cache.answer(request, response, async () => {
      const published = await this.content.find(kind, id);
      if (!published) return jsonAnswer(404, notFound(), null);
      return jsonAnswer(200, await this.content.playerData(published), [
        contentScope(published.video.organizationId),
      ]);
    });
  }

  /**
   * The poster by id: the published thumbnail's bytes themselves (a redirect would cost a round trip, and
   * pages with upgrade-insecure-requests upgrade redirects), kept in the cache with the stored object's
   * ETag. Revalidated each time, so a cached copy costs no body and an unpublished video stops showing
   * one (404) at once.
   */
  private poster(kind: EmbedKind, id: string, request: Request, response: Response): Promise<void> {
    return this.cache.answer(request, response, async () => {
      const published = await this.content.find(kind, id);
      const poster = published ? await this.content.posterFile(published) : null;
      if (!published || !poster) return jsonAnswer(404, notFound(), null);
      return {
        status: 200,
        headers: {
          'content-type': poster.contentType,
          'cache-control': REVALIDATE_EACH_TIME,
          ...PUBLIC_CORS_HEADERS,
        },
        body: await buffer(await poster.read()),
        // Not kept while it stands in for a moment's start frame: the frame shows as soon as it is stored.
        scopes: poster.provisional ? null : [contentScope(published.video.organizationId)],
        etag: `"${poster.etag}"`,
      };
    });
  }
}

const notFound = () => errorBody(ErrorCode.NOT_FOUND, ContextMessages.mediaNotFound);

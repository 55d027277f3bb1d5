import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import type { EmbedKind } from '@framehouse/domain';
import type { Request, Response } from 'express';
import { PublicCache } from '../../common/public-cache/public-cache';
import { pageScopes } from '../../common/public-cache/public-content-versions';
import { Public } from '../auth/auth.decorators';
import { END_CARD_FRAME_HEADERS, END_CARD_FRAME_HTML } from './end-card-frame';
import { pageAnswer } from './public-answers';
import { notFoundPageHtml, publicPageHtml } from './public-page';
import { PublicPlayerService } from './public-player.service';

/**
 * The public pages of published videos and visible moments (`/p/video/{id}`, `/p/moment/{id}`), rendered
 * on the server for people and crawlers (once, then from the cache until the organization's content or
 * counters change); anything else is the spec's 404 page.
 */
@Controller('p')
export class PublicPagesController {
  constructor(
    private readonly content: PublicPlayerService,
    private readonly cache: PublicCache,
  ) {}

  @Public()
  @Get('video/:videoId')
  video(
    @Param('videoId') videoId: string,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    return this.render('video', videoId, request, response);
  }

  @Public()
  @Get('moment/:momentId')
  moment(
    @Param('momentId') momentId: string,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    return this.render('moment', momentId, request, response);
  }

  /** The page custom-code end cards run in (END_CARD_FRAME_PATH), sandboxed by its own headers. */
  @Public()
  @Get('end-card-frame')
  endCardFrame(@Res() response: Response): void {
    response.removeHeader('x-frame-options');
    response.status(200).type('html').set(END_CARD_FRAME_HEADERS).send(END_CARD_FRAME_HTML);
  }

  private render(kind: EmbedKind, id: string, request: Request, response: Response): Promise<void> {
    return this.cache.answer(request, response, async () => {
      const published = await this.content.find(kind, id);
      if (!published) return pageAnswer(404, notFoundPageHtml(), null);
      return pageAnswer(
        200,
        publicPageHtml(await this.content.page(published)),
        pageScopes(published.video.organizationId),
      );
    });
  }
}

import { Controller, Get, Param, Res } from '@nestjs/common';
import type { EmbedKind } from '@framehouse/domain';
import type { Response } from 'express';
import { Public } from '../auth/auth.decorators';
import { END_CARD_FRAME_HEADERS, END_CARD_FRAME_HTML } from './end-card-frame';
import { notFoundPageHtml, publicPageHtml } from './public-page';
import { PublicPlayerService } from './public-player.service';

/**
 * The public pages of published videos and visible moments (`/p/video/{id}`, `/p/moment/{id}`), rendered
 * on the server for people and crawlers; anything else is the spec's 404 page.
 */
@Controller('p')
export class PublicPagesController {
  constructor(private readonly content: PublicPlayerService) {}

  @Public()
  @Get('video/:videoId')
  video(@Param('videoId') videoId: string, @Res() response: Response): Promise<void> {
    return this.render('video', videoId, response);
  }

  @Public()
  @Get('moment/:momentId')
  moment(@Param('momentId') momentId: string, @Res() response: Response): Promise<void> {
    return this.render('moment', momentId, response);
  }

  /** The page custom-code end cards run in (END_CARD_FRAME_PATH), sandboxed by its own headers. */
  @Public()
  @Get('end-card-frame')
  endCardFrame(@Res() response: Response): void {
    response.removeHeader('x-frame-options');
    response.status(200).type('html').set(END_CARD_FRAME_HEADERS).send(END_CARD_FRAME_HTML);
  }

  private async render(kind: EmbedKind, id: string, response: Response): Promise<void> {
    const published = await this.content.find(kind, id);
    // helmet's `Cross-Origin-Opener-Policy: same-origin` puts the page in a new browsing context group, a
    // fresh renderer process before its HTML is even parsed (~150 ms to the poster from a blank tab). A
    // public page holds no secret and no session for a cross-origin opener to reach, so it opts out.
    response.type('html').set({ 'cache-control': 'no-cache', 'cross-origin-opener-policy': 'unsafe-none' });
    if (!published) {
      response.status(404).send(notFoundPageHtml());
      return;
    }
    response.status(200).send(publicPageHtml(await this.content.page(published)));
  }
}

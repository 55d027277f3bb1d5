import { Controller, Get, Inject, Param, Req, Res } from '@nestjs/common';
import {
  ContextMessages,
  ErrorCode,
  publicPlaylistPath,
  publicUrlOf,
  type PublicPlaylistData,
} from '@framehouse/domain';
import type { Request, Response } from 'express';
import { PublicCache } from '../../common/public-cache/public-cache';
import { pageScopes } from '../../common/public-cache/public-content-versions';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { Public } from '../auth/auth.decorators';
import { PlaylistItemKind } from '../playlists/dtos/playlist.types';
import { PlaylistCatalogueService } from '../playlists/playlist-catalogue.service';
import { PlaylistsService } from '../playlists/playlists.service';
import { errorBody } from './public-api.controller';
import { jsonAnswer, pageAnswer } from './public-answers';
import { notFoundPageHtml } from './public-page';
import { playlistPageHtml, type PlaylistPageModel } from './playlist-page';

/**
 * A playlist in public: its page `GET /p/playlist/{id}` and what its page and embed read,
 * `GET /p/api/playlist/{id}` (PublicPlaylistData, from any origin). Only its items published now appear,
 * in its order; an unknown playlist is the usual 404. Both are cached until the organization's content
 * or counters change (an item unpublished leaves at once; an order by views follows the counts).
 */
@Controller('p')
export class PublicPlaylistController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly playlists: PlaylistsService,
    private readonly catalogue: PlaylistCatalogueService,
    private readonly cache: PublicCache,
  ) {}

  @Public()
  @Get('api/playlist/:playlistId')
  data(
    @Param('playlistId') playlistId: string,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    return this.cache.answer(request, response, async () => {
      const found = await this.read(playlistId);
      if (!found) return jsonAnswer(404, errorBody(ErrorCode.NOT_FOUND, ContextMessages.mediaNotFound), null);
      const { page, organizationId } = found;
      const data: PublicPlaylistData = {
        id: page.id,
        name: page.name,
        contentType: page.contentType,
        pageUrl: page.pageUrl,
        items: page.items.map(({ uploadDate: _uploadDate, ...item }) => item),
      };
      return jsonAnswer(200, data, pageScopes(organizationId));
    });
  }

  @Public()
  @Get('playlist/:playlistId')
  page(
    @Param('playlistId') playlistId: string,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    return this.cache.answer(request, response, async () => {
      const found = await this.read(playlistId);
      if (!found) return pageAnswer(404, notFoundPageHtml(), null);
      return pageAnswer(200, playlistPageHtml(found.page), pageScopes(found.organizationId));
    });
  }

  private async read(id: string): Promise<{ organizationId: string; page: PlaylistPageModel } | null> {
    const playlist = await this.playlists.findPublic(id);
    if (!playlist) return null;
    const items = await this.playlists.items(playlist);
    const page: PlaylistPageModel = {
      id: playlist.id,
      name: playlist.name,
      contentType: playlist.contentType,
      pageUrl: publicUrlOf(this.config.publicUrl, publicPlaylistPath(playlist.id)),
      publicUrl: publicUrlOf(this.config.publicUrl, ''),
      items: items.map((item) => {
        const shown = this.catalogue.present(item);
        return {
          kind: item.kind === PlaylistItemKind.VIDEO ? 'video' : 'moment',
          id: shown.id,
          videoId: shown.videoId,
          title: shown.title,
          description: shown.description,
          thumbnailUrl: shown.thumbnailUrl,
          durationMs: shown.durationMs ?? 0,
          pageUrl: shown.pageUrl,
          uploadDate: shown.publishedAt,
        };
      }),
    };
    return { organizationId: playlist.organizationId, page };
  }
}

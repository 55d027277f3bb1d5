import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import {
  ContextMessages,
  ErrorCode,
  publicPlaylistPath,
  publicUrlOf,
  type PublicPlaylistData,
} from '@framehouse/domain';
import type { Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { Public } from '../auth/auth.decorators';
import { PlaylistItemKind } from '../playlists/dtos/playlist.types';
import { PlaylistCatalogueService } from '../playlists/playlist-catalogue.service';
import { PlaylistsService } from '../playlists/playlists.service';
import { errorBody } from './public-api.controller';
import { allowAnyOrigin } from './public-cors';
import { notFoundPageHtml } from './public-page';
import { playlistPageHtml, type PlaylistPageModel } from './playlist-page';

/**
 * A playlist in public: its page `GET /p/playlist/{id}` and what its page and embed read,
 * `GET /p/api/playlist/{id}` (PublicPlaylistData, from any origin). Only its items published now appear,
 * in its order; an unknown playlist is the usual 404.
 */
@Controller('p')
export class PublicPlaylistController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly playlists: PlaylistsService,
    private readonly catalogue: PlaylistCatalogueService,
  ) {}

  /** Never cached: unpublishing a video takes it out at once. */
  @Public()
  @Get('api/playlist/:playlistId')
  async data(@Param('playlistId') playlistId: string, @Res() response: Response): Promise<void> {
    allowAnyOrigin(response).set('cache-control', 'no-cache');
    const page = await this.read(playlistId);
    if (!page) {
      response.status(404).json(errorBody(ErrorCode.NOT_FOUND, ContextMessages.mediaNotFound));
      return;
    }
    const data: PublicPlaylistData = {
      id: page.id,
      name: page.name,
      contentType: page.contentType,
      pageUrl: page.pageUrl,
      items: page.items.map(({ uploadDate: _uploadDate, ...item }) => item),
    };
    response.status(200).json(data);
  }

  @Public()
  @Get('playlist/:playlistId')
  async page(@Param('playlistId') playlistId: string, @Res() response: Response): Promise<void> {
    // As the video pages (public-pages.controller): no secret for a cross-origin opener to reach.
    response.type('html').set({ 'cache-control': 'no-cache', 'cross-origin-opener-policy': 'unsafe-none' });
    const page = await this.read(playlistId);
    if (!page) {
      response.status(404).send(notFoundPageHtml());
      return;
    }
    response.status(200).send(playlistPageHtml(page));
  }

  private async read(id: string): Promise<PlaylistPageModel | null> {
    const playlist = await this.playlists.findPublic(id);
    if (!playlist) return null;
    const items = await this.playlists.items(playlist);
    return {
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
  }
}

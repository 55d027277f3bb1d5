import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ContextMessages, ErrorCode, type RenditionInfo } from '@framehouse/domain';
import type { Request, Response } from 'express';
import { contractError, notFound } from '../../../common/errors/contract-error';
import { PublicCache, REVALIDATE_EACH_TIME } from '../../../common/public-cache/public-cache';
import { contentScope } from '../../../common/public-cache/public-content-versions';
import { Public } from '../../auth/auth.decorators';
import { StorageService } from '../../storage/storage.service';
import { VideoHooks } from '../video-hooks';
import { VideoMediaService } from '../video-media.service';
import { isProcessed } from '../video-statuses';
import type { Video } from '../video.entity';
import { VideosService } from '../videos.service';
import type { PublicSubject } from './hls-grant';
import {
  HLS_CONTENT_TYPE,
  isRenditionName,
  masterPlaylist,
  resolvePlaylistUri,
  rewriteMediaPlaylist,
  subtitlePlaylist,
  subtitleSegment,
} from './hls-playlists';
import { rewriteStoryboardVtt, VTT_CONTENT_TYPE } from './storyboard';

/** A playlist or storyboard is text of a few lines a segment or tile; anything larger is not one of ours. */
const MAX_TEXT_BYTES = 4 * 1024 * 1024;
/** How long a browser keeps a processed video's playlist (see `headersOf`). */
const PLAYLIST_MAX_AGE_SECONDS = 300;

/** A text the controller answers, and whether the viewer's browser may keep it for minutes. */
interface PlaylistText {
  body: string;
  contentType?: string;
  keptByBrowsers?: boolean;
}

/**
 * HLS for players, under a signed grant in the path (`/media/hls/{videoId}/{grant}/…`): the master
 * playlist lists the renditions that exist, each rendition's playlist is read from storage with its
 * segments turned into signed storage URLs (straight to S3, or the API's own signed /media URLs for fs),
 * and the seek-bar storyboard likewise with its sprite.
 * Relative URIs keep working because the grant is part of the path. Mounted before the fs driver's
 * signed reads, which let /media/hls through (configure-http).
 * Under a public grant (the public pages' players) every answer comes from the public cache while the
 * organization's content is unchanged (a publish, unpublish or hidden moment renders it again, and
 * finds it no longer public), and never after its grant's end; a member's grant is never cached.
 */
@Controller('media/hls')
export class HlsController {
  constructor(
    private readonly videos: VideosService,
    private readonly media: VideoMediaService,
    private readonly storage: StorageService,
    private readonly hooks: VideoHooks,
    private readonly cache: PublicCache,
  ) {}

  @Public()
  @Get(':videoId/:grant/master.m3u8')
  master(
    @Param('videoId') videoId: string,
    @Param('grant') grant: string,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    return this.serve(videoId, grant, request, response, async (video) => {
      const renditions = await this.playableRenditions(video);
      if (renditions.length === 0) throw notFound();
      // Revalidated each time: captions added or deleted change it under the same address.
      return { body: masterPlaylist(renditions, await this.hooks.subtitleTracks(video)) };
    });
  }

  @Public()
  @Get(':videoId/:grant/:rendition/index.m3u8')
  rendition(
    @Param('videoId') videoId: string,
    @Param('grant') grant: string,
    @Param('rendition') name: string,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    return this.serve(videoId, grant, request, response, async (video) => {
      const rendition = isRenditionName(name)
        ? video.renditions.find((item) => item.name === name)
        : undefined;
      if (!rendition) throw notFound();
      const playlist = await this.readText(rendition.playlistKey);
      const signed = await rewriteMediaPlaylist(playlist, async (uri) => {
        const key = resolvePlaylistUri(rendition.playlistKey, uri);
        return key ? this.media.segmentUrl(key, video.durationMs) : uri;
      });
      return { body: signed, keptByBrowsers: isProcessed(video.status) && rendition.complete };
    });
  }

  @Public()
  @Get(':videoId/:grant/storyboard.vtt')
  storyboard(
    @Param('videoId') videoId: string,
    @Param('grant') grant: string,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    return this.serve(videoId, grant, request, response, async (video) => {
      const vttKey = video.storyboardVttKey;
      if (!vttKey) throw notFound();
      const vtt = await rewriteStoryboardVtt(await this.readText(vttKey), async (uri) => {
        const key = resolvePlaylistUri(vttKey, uri);
        return key ? this.media.segmentUrl(key, video.durationMs) : uri;
      });
      return { body: vtt, contentType: VTT_CONTENT_TYPE };
    });
  }

  /**
   * A caption as a subtitle rendition: `{id}.m3u8`, its media playlist of one segment, and `{id}.vtt`,
   * the file with the header that maps its cue times onto the renditions' timestamps.
   */
  @Public()
  @Get(':videoId/:grant/subtitles/:file')
  subtitles(
    @Param('videoId') videoId: string,
    @Param('grant') grant: string,
    @Param('file') file: string,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    return this.serve(videoId, grant, request, response, async (video) => {
      const match = /^([A-Za-z0-9][A-Za-z0-9_-]{0,63})\.(m3u8|vtt)$/.exec(file);
      const track = match
        ? (await this.hooks.subtitleTracks(video)).find((item) => item.id === match[1])
        : undefined;
      if (!match || !track) throw notFound();
      if (match[2] === 'm3u8') return { body: subtitlePlaylist(video.durationMs ?? 0, `${track.id}.vtt`) };
      return { body: subtitleSegment(await this.readText(track.fileKey)), contentType: VTT_CONTENT_TYPE };
    });
  }

  /**
   * Answers `write(video)` for the granted video: from the public cache under a public grant, else
   * (a member's grant) read each time.
   */
  private async serve(
    videoId: string,
    grant: string,
    request: Request,
    response: Response,
    write: (video: Video) => Promise<PlaylistText>,
  ): Promise<void> {
    const verdict = this.media.verifyGrant(videoId, grant);
    switch (verdict) {
      case 'invalid':
        throw contractError(ErrorCode.PERMISSIONS_ERROR);
      case 'expired':
        throw contractError(ErrorCode.PERMISSIONS_ERROR, { message: 'This playback link has expired.' });
    }
    const { publicSubject, expiresAtMs } = verdict;
    if (!publicSubject) {
      const video = await this.videos.findForPlayback(videoId);
      if (!video) throw notFound();
      const text = await write(video);
      response.status(200).set(headersOf(text, false)).send(text.body);
      return;
    }
    await this.cache.answer(request, response, async () => {
      const video = await this.publicVideo(videoId, publicSubject);
      const text = await write(video);
      return {
        status: 200,
        headers: headersOf(text, true),
        body: Buffer.from(text.body),
        scopes: [contentScope(video.organizationId)],
        expiresAtMs,
      };
    });
  }

  /**
   * The video of a public grant. It holds only while its subject is public, checked when the answer is
   * rendered (alongside the video's read, so no extra wait): unpublished media answer as the public
   * pages do.
   */
  private async publicVideo(videoId: string, publicSubject: PublicSubject): Promise<Video> {
    const [video, isPublic] = await Promise.all([
      this.videos.findForPlayback(videoId),
      this.hooks.isPublic(videoId, publicSubject),
    ]);
    if (!isPublic) throw contractError(ErrorCode.NOT_FOUND, { message: ContextMessages.mediaNotFound });
    if (!video) throw notFound();
    return video;
  }

  /**
   * A processed video plays all its renditions. While processing, a rendition is listed once its playlist
   * exists: the transcoder reports a rendition as it starts, a moment before its first segment is written.
   */
  private async playableRenditions(video: Video): Promise<RenditionInfo[]> {
    if (isProcessed(video.status)) return video.renditions;
    const present = await Promise.all(
      video.renditions.map(
        async (rendition) =>
          rendition.complete || (await this.storage.driver.statObject(rendition.playlistKey)) !== null,
      ),
    );
    return video.renditions.filter((_, index) => present[index]);
  }

  private async readText(key: string): Promise<string> {
    const text = await this.storage.readText(key, MAX_TEXT_BYTES);
    if (text === null) throw notFound();
    return text;
  }
}

/**
 * A variant playlist of a processed video is fixed (VOD, `#EXT-X-ENDLIST`) for its signed address (the
 * grant in the path changes with the signing window), so the viewer's browser may keep it a few minutes:
 * the embed loader asks for the playlists on the click and hls.js then finds them in the cache. Minutes,
 * not the grant's hours: the segment URLs inside expire. Shared caches (a CDN) must ask again each time
 * (`s-maxage=0`), so that an unpublished video's playlists end there at once. Anything else is
 * revalidated each time (a 304 from the cache under a public grant): a playlist of a video still
 * processing grows (the admin's player watches it), captions change the master. A member's answers are
 * `private`. Any origin may read them (players are embedded on other sites; the grant is the permission).
 */
function headersOf(
  { contentType = HLS_CONTENT_TYPE, keptByBrowsers = false }: PlaylistText,
  shared: boolean,
) {
  const revalidated = shared ? REVALIDATE_EACH_TIME : 'no-cache';
  const kept = shared
    ? `public, max-age=${PLAYLIST_MAX_AGE_SECONDS}, s-maxage=0, must-revalidate`
    : `private, max-age=${PLAYLIST_MAX_AGE_SECONDS}`;
  return {
    'content-type': contentType,
    'cache-control': keptByBrowsers ? kept : revalidated,
    'access-control-allow-origin': '*',
    'cross-origin-resource-policy': 'cross-origin',
  };
}

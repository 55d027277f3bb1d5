import { Controller, Get, Param, Res } from '@nestjs/common';
import { ContextMessages, ErrorCode, type RenditionInfo } from '@framehouse/domain';
import type { Response } from 'express';
import { contractError, notFound } from '../../../common/errors/contract-error';
import { Public } from '../../auth/auth.decorators';
import { StorageService } from '../../storage/storage.service';
import { VideoHooks } from '../video-hooks';
import { VideoMediaService } from '../video-media.service';
import { isProcessed } from '../video-statuses';
import type { Video } from '../video.entity';
import { VideosService } from '../videos.service';
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
/** How long a browser keeps a processed video's playlist (see `send`). */
const PLAYLIST_MAX_AGE_SECONDS = 300;

/**
 * HLS for players, under a signed grant in the path (`/media/hls/{videoId}/{grant}/…`): the master
 * playlist lists the renditions that exist, each rendition's playlist is read from storage with its
 * segments turned into signed storage URLs (straight to S3, or the API's own signed /media URLs for fs),
 * and the seek-bar storyboard likewise with its sprite.
 * Relative URIs keep working because the grant is part of the path. Mounted before the fs driver's
 * signed reads, which let /media/hls through (configure-http).
 */
@Controller('media/hls')
export class HlsController {
  constructor(
    private readonly videos: VideosService,
    private readonly media: VideoMediaService,
    private readonly storage: StorageService,
    private readonly hooks: VideoHooks,
  ) {}

  @Public()
  @Get(':videoId/:grant/master.m3u8')
  async master(
    @Param('videoId') videoId: string,
    @Param('grant') grant: string,
    @Res() response: Response,
  ): Promise<void> {
    const video = await this.granted(videoId, grant);
    const renditions = await this.playableRenditions(video);
    if (renditions.length === 0) throw notFound();
    // Never cached: captions added or deleted change it under the same address.
    send(response, masterPlaylist(renditions, await this.hooks.subtitleTracks(video)));
  }

  @Public()
  @Get(':videoId/:grant/:rendition/index.m3u8')
  async rendition(
    @Param('videoId') videoId: string,
    @Param('grant') grant: string,
    @Param('rendition') name: string,
    @Res() response: Response,
  ): Promise<void> {
    const video = await this.granted(videoId, grant);
    const rendition = isRenditionName(name) ? video.renditions.find((item) => item.name === name) : undefined;
    if (!rendition) throw notFound();
    const playlist = await this.readText(rendition.playlistKey);
    const signed = await rewriteMediaPlaylist(playlist, async (uri) => {
      const key = resolvePlaylistUri(rendition.playlistKey, uri);
      return key ? this.media.segmentUrl(key, video.durationMs) : uri;
    });
    send(response, signed, { cacheable: isProcessed(video.status) && rendition.complete });
  }

  @Public()
  @Get(':videoId/:grant/storyboard.vtt')
  async storyboard(
    @Param('videoId') videoId: string,
    @Param('grant') grant: string,
    @Res() response: Response,
  ): Promise<void> {
    const video = await this.granted(videoId, grant);
    const vttKey = video.storyboardVttKey;
    if (!vttKey) throw notFound();
    const vtt = await rewriteStoryboardVtt(await this.readText(vttKey), async (uri) => {
      const key = resolvePlaylistUri(vttKey, uri);
      return key ? this.media.segmentUrl(key, video.durationMs) : uri;
    });
    send(response, vtt, { contentType: VTT_CONTENT_TYPE });
  }

  /**
   * A caption as a subtitle rendition: `{id}.m3u8`, its media playlist of one segment, and `{id}.vtt`,
   * the file with the header that maps its cue times onto the renditions' timestamps.
   */
  @Public()
  @Get(':videoId/:grant/subtitles/:file')
  async subtitles(
    @Param('videoId') videoId: string,
    @Param('grant') grant: string,
    @Param('file') file: string,
    @Res() response: Response,
  ): Promise<void> {
    const video = await this.granted(videoId, grant);
    const match = /^([A-Za-z0-9][A-Za-z0-9_-]{0,63})\.(m3u8|vtt)$/.exec(file);
    const track = match
      ? (await this.hooks.subtitleTracks(video)).find((item) => item.id === match[1])
      : undefined;
    if (!match || !track) throw notFound();
    if (match[2] === 'm3u8') {
      send(response, subtitlePlaylist(video.durationMs ?? 0, `${track.id}.vtt`));
      return;
    }
    send(response, subtitleSegment(await this.readText(track.fileKey)), { contentType: VTT_CONTENT_TYPE });
  }

  /**
   * The granted video. A public grant holds only while its subject is public, checked at each request
   * (alongside the video's read, so no extra wait): unpublished media answer as the public pages do.
   */
  private async granted(videoId: string, grant: string): Promise<Video> {
    const verdict = this.media.verifyGrant(videoId, grant);
    switch (verdict) {
      case 'invalid':
        throw contractError(ErrorCode.PERMISSIONS_ERROR);
      case 'expired':
        throw contractError(ErrorCode.PERMISSIONS_ERROR, { message: 'This playback link has expired.' });
    }
    const { publicSubject } = verdict;
    const [video, isPublic] = await Promise.all([
      this.videos.findForPlayback(videoId),
      publicSubject ? this.hooks.isPublic(videoId, publicSubject) : true,
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
 * grant in the path changes with each player data read), so the viewer's browser may keep it a few
 * minutes: the embed loader asks for the playlists on the click and hls.js then finds them in the cache.
 * Minutes, not the grant's hours: the segment URLs inside expire. The master playlist is never cached
 * (captions change it), nor is anything else: a playlist of a video still processing grows (the admin's
 * player watches it). Any origin may read it (players are embedded on other sites; the grant is the
 * permission).
 */
function send(
  response: Response,
  body: string,
  { contentType = HLS_CONTENT_TYPE, cacheable = false }: { contentType?: string; cacheable?: boolean } = {},
): void {
  response
    .status(200)
    .set({
      'content-type': contentType,
      'cache-control': cacheable ? `private, max-age=${PLAYLIST_MAX_AGE_SECONDS}` : 'no-cache',
      'access-control-allow-origin': '*',
      'cross-origin-resource-policy': 'cross-origin',
    })
    .send(body);
}

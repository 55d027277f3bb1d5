import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ContentSource, VideoStatus } from '@framehouse/domain';
import { MAX_PRESIGN_EXPIRY_SECONDS, presignTime } from '@framehouse/storage';
import { createHmac } from 'node:crypto';
import { DataSource, In } from 'typeorm';
import { isUuid } from '../../common/ids';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { StorageService } from '../storage/storage.service';
import type { VideoType } from './dtos/video.types';
import { signHlsGrant, verifyHlsGrant, type HlsGrantVerdict, type PublicSubject } from './hls/hls-grant';
import { MASTER_PLAYLIST } from './hls/hls-playlists';
import { STORYBOARD_FILE } from './hls/storyboard';
import { candidateThumbnailId, selectedThumbnailId } from './thumbnails/thumbnail-selection';
import { VideoThumbnail } from './thumbnails/video-thumbnail.entity';
import { presentVideo } from './video.presenter';
import { isProcessed } from './video-statuses';
import type { Video } from './video.entity';

/**
 * Where the API serves what players read under a grant: `/media/hls/{videoId}/{grant}/master.m3u8`, the
 * renditions' `{name}/index.m3u8` below it, and `storyboard.vtt`.
 */
export const HLS_MEDIA_PATH = '/media/hls';

/** Media URLs last long enough to watch and edit without reloading; every query signs fresh ones. */
export const MEDIA_URL_TTL_SECONDS = 6 * 60 * 60;

export interface VideoMediaUrls {
  thumbnailUrl: string | null;
  thumbnails: Array<{ id: string; imageUrl: string; source: ContentSource }>;
  storyboardUrl: string | null;
  videoFileUrl: string | null;
  manifestFileUrl: string | null;
}

/** The signed, expiring URLs by which a video's media reach players and browsers. */
@Injectable()
export class VideoMediaService {
  private readonly grantSecret: string;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly storage: StorageService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {
    // A key of its own, derived from the JWT secret: a leaked playlist URL signs nothing else.
    this.grantSecret = createHmac('sha256', config.jwtSecret).update('framehouse:hls-grants').digest('hex');
  }

  /**
   * The API's view of a video, with freshly signed media URLs; with `publicSubject`, its playback grant
   * is a public one that holds only while that subject is public (see hls-grant).
   */
  async present(video: Video, publicSubject: PublicSubject | null = null): Promise<VideoType> {
    return (await this.presentAll([video], publicSubject))[0] as VideoType;
  }

  /** Several videos, with the uploaded thumbnails of all read at once. */
  async presentAll(
    videos: readonly Video[],
    publicSubject: PublicSubject | null = null,
  ): Promise<VideoType[]> {
    const uploaded = videos.length
      ? await this.dataSource.getRepository(VideoThumbnail).find({
          where: { videoId: In(videos.map((video) => video.id)) },
          order: { created: 'ASC', id: 'ASC' },
        })
      : [];
    return Promise.all(
      videos.map(async (video) =>
        presentVideo(
          video,
          await this.urlsFor(
            video,
            uploaded.filter((thumbnail) => thumbnail.videoId === video.id),
            publicSubject,
          ),
        ),
      ),
    );
  }

  /**
   * The media URLs; `thumbnails` lists the transcoder's candidates, then the uploaded ones (oldest
   * first), and `thumbnailUrl` is the selected one's, else the poster.
   */
  async urlsFor(
    video: Video,
    uploaded: readonly VideoThumbnail[],
    publicSubject: PublicSubject | null,
  ): Promise<VideoMediaUrls> {
    const sign = (key: string | null, filename?: string) => (key ? this.fileUrl(key, filename) : null);
    const candidates = video.thumbnailKeys.map((key, index) => ({
      id: candidateThumbnailId(video.id, index),
      key,
      source: ContentSource.SYSTEM,
    }));
    const members = uploaded.map((thumbnail) => ({
      id: thumbnail.id,
      key: thumbnail.fileKey,
      source: ContentSource.USER,
    }));
    const all = [...candidates, ...members];
    const [posterUrl, videoFileUrl, ...thumbnailUrls] = await Promise.all([
      sign(video.posterKey),
      hasSource(video) ? sign(video.sourceKey, downloadName(video)) : null,
      ...all.map((thumbnail) => sign(thumbnail.key)),
    ]);
    const thumbnails = all.map((thumbnail, index) => ({
      id: thumbnail.id,
      imageUrl: thumbnailUrls[index] as string,
      source: thumbnail.source,
    }));
    const selectedId = selectedThumbnailId(video);
    const selected = thumbnails.find((thumbnail) => thumbnail.id === selectedId);
    const grant = this.grant(video.id, publicSubject);
    return {
      thumbnailUrl: selected?.imageUrl ?? posterUrl,
      // Served by the API: the cues' sprite URIs are signed there, as a playlist's segments are.
      storyboardUrl: video.storyboardVttKey ? this.playbackUrl(video.id, grant, STORYBOARD_FILE) : null,
      videoFileUrl,
      thumbnails,
      manifestFileUrl:
        video.renditions.length > 0 ? this.playbackUrl(video.id, grant, MASTER_PLAYLIST) : null,
    };
  }

  /** The stored file of the selected thumbnail (uploaded or candidate), else the poster's; null without one. */
  async selectedThumbnailKey(video: Video): Promise<string | null> {
    if (video.thumbnailId && isUuid(video.thumbnailId)) {
      const uploaded = await this.dataSource
        .getRepository(VideoThumbnail)
        .findOneBy({ id: video.thumbnailId, videoId: video.id });
      return uploaded?.fileKey ?? video.posterKey;
    }
    const candidate = video.thumbnailCandidate;
    return (candidate !== null ? video.thumbnailKeys[candidate] : undefined) ?? video.posterKey;
  }

  /** A signed URL of one stored file for MEDIA_URL_TTL_SECONDS; with `filename`, a download under that name. */
  fileUrl(key: string, filename?: string): Promise<string> {
    return this.storage.driver.presignGet(key, MEDIA_URL_TTL_SECONDS, filename ? { filename } : {});
  }

  /** A grant to play the video's media for MEDIA_URL_TTL_SECONDS, the same within a signing window (cached). */
  private grant(videoId: string, publicSubject: PublicSubject | null): string {
    const signed = presignTime(Date.now(), MEDIA_URL_TTL_SECONDS);
    const expires = signed.signedAtMs / 1000 + signed.expiresSeconds;
    return signHlsGrant(videoId, expires, this.grantSecret, publicSubject);
  }

  private playbackUrl(videoId: string, grant: string, file: string): string {
    return `${this.config.publicUrl}${HLS_MEDIA_PATH}/${videoId}/${grant}/${file}`;
  }

  verifyGrant(videoId: string, grant: string): HlsGrantVerdict {
    return verifyHlsGrant(videoId, grant, this.grantSecret);
  }

  /**
   * A segment (or storyboard sprite) URL outlives the playlist that lists it by the time it takes to play
   * the whole video.
   */
  segmentUrl(key: string, durationMs: number | null): Promise<string> {
    const seconds = Math.max(MEDIA_URL_TTL_SECONDS, Math.ceil(((durationMs ?? 0) / 1000) * 2));
    return this.storage.driver.presignGet(key, Math.min(seconds, MAX_PRESIGN_EXPIRY_SECONDS));
  }
}

/**
 * The original is in storage once an upload is confirmed or an import reported its size; an import that
 * reached processing has one too (a transcoder that reports no size).
 */
function hasSource(video: Video): boolean {
  if (video.sourceSize !== null) return true;
  return isProcessed(video.status) || video.status === VideoStatus.PROCESSING;
}

/** A download is named as the member's file was, or after the title. */
function downloadName(video: Video): string {
  return video.sourceFilename ?? video.title;
}

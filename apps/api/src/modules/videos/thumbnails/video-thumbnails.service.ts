import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  canEditVideoField,
  ContentSource,
  ErrorCode,
  incorrectVideoStatusMessage,
  statusesAllowingVideoField,
  validateThumbnailCount,
} from '@framehouse/domain';
import { DataSource, In, type EntityManager } from 'typeorm';
import { contractError } from '../../../common/errors/contract-error';
import { ErrorList } from '../../../common/errors/error-list';
import { isUuid } from '../../../common/ids';
import type { Session } from '../../auth/session';
import { ThumbnailFilesService } from '../../thumbnails/thumbnail-files.service';
import type { VideoThumbnailType } from '../dtos/video.types';
import { VideoHooks } from '../video-hooks';
import { mediaRoot } from '../video-media-keys';
import { VideoMediaService } from '../video-media.service';
import { metadataOf, VideoMetadataService } from '../video-metadata.service';
import type { Video } from '../video.entity';
import { VideosService } from '../videos.service';
import { VideoThumbnail } from './video-thumbnail.entity';

const IMAGE_FIELD = 'imageBase64';

/** Where a video's uploaded thumbnails are stored: under its media root, so the media's deletion takes them. */
export function videoThumbnailFolder(video: Pick<Video, 'organizationId' | 'mediaId'>): string {
  return `${mediaRoot(video.organizationId, video.mediaId)}thumbnails/`;
}

/**
 * The thumbnails members upload for a video: at most 10, each checked and re-encoded by the thumbnail
 * files service before its row is committed; a file is deleted only after the commit that drops its row.
 */
@Injectable()
export class VideoThumbnailsService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly files: ThumbnailFilesService,
    private readonly videos: VideosService,
    private readonly metadata: VideoMetadataService,
    private readonly media: VideoMediaService,
    private readonly hooks: VideoHooks,
  ) {}

  onModuleInit(): void {
    this.hooks.register({ deleting: (manager, videos) => this.fileKeysOf(manager, videos) });
  }

  async present(thumbnail: VideoThumbnail): Promise<VideoThumbnailType> {
    return {
      id: thumbnail.id,
      imageUrl: await this.media.fileUrl(thumbnail.fileKey),
      source: ContentSource.USER,
    };
  }

  async create(session: Session, videoId: string, imageBase64: string): Promise<VideoThumbnail> {
    const video = await this.videos.findOwned(session.organization.id, videoId, 'videoId');
    this.checkStatus(video);
    // Counted before the picture is read (a cheap refusal), and again under the video's lock.
    await this.checkCount(this.dataSource.manager, video.id);
    const stored = await this.files.store(videoThumbnailFolder(video), imageBase64, IMAGE_FIELD);
    try {
      return await this.dataSource.transaction(async (manager) => {
        const locked = await this.videos.lockOwned(manager, session.organization.id, videoId, 'videoId');
        this.checkStatus(locked);
        await this.checkCount(manager, locked.id);
        const thumbnails = manager.getRepository(VideoThumbnail);
        return thumbnails.save(
          thumbnails.create({
            organizationId: locked.organizationId,
            videoId: locked.id,
            fileKey: stored.key,
            size: stored.size,
            width: stored.width,
            height: stored.height,
            createdById: session.user.id,
          }),
        );
      });
    } catch (error) {
      await this.files.remove([stored.key]);
      throw error;
    }
  }

  /** Deletes an uploaded thumbnail; when it was the selected one, the video falls back to the poster. */
  async delete(session: Session, id: string): Promise<string> {
    const organizationId = session.organization.id;
    const found = isUuid(id)
      ? await this.dataSource.getRepository(VideoThumbnail).findOne({ where: { id, organizationId } })
      : null;
    if (!found) throw contractError(ErrorCode.NOT_FOUND, { field: 'id' });
    const deleted = await this.dataSource.transaction(async (manager) => {
      const video = await this.videos.lockOwned(manager, organizationId, found.videoId, 'id');
      this.checkStatus(video, 'id');
      const thumbnail = await manager
        .getRepository(VideoThumbnail)
        .findOne({ where: { id: found.id }, lock: { mode: 'pessimistic_write' } });
      if (!thumbnail) throw contractError(ErrorCode.NOT_FOUND, { field: 'id' });
      if (video.thumbnailId === thumbnail.id) {
        const before = metadataOf(video);
        video.thumbnailId = null;
        await this.metadata.recordChange(manager, video, before, session.user.id);
      }
      await manager.getRepository(VideoThumbnail).delete({ id: thumbnail.id });
      return thumbnail;
    });
    await this.files.remove([deleted.fileKey]);
    return deleted.id;
  }

  /** Uploading and deleting thumbnails is editing the thumbnail selection: the same statuses. */
  private checkStatus(video: Video, field = 'videoId'): void {
    if (canEditVideoField(video.status, video.origin, 'thumbnailId')) return;
    throw contractError(ErrorCode.INCORRECT_VIDEO_STATUS, {
      field,
      message: incorrectVideoStatusMessage(
        video.status,
        statusesAllowingVideoField(video.origin, 'thumbnailId'),
      ),
    });
  }

  private async checkCount(manager: EntityManager, videoId: string): Promise<void> {
    const count = await manager.getRepository(VideoThumbnail).count({ where: { videoId } });
    new ErrorList().check(IMAGE_FIELD, validateThumbnailCount(count)).throwIfAny();
  }

  private async fileKeysOf(manager: EntityManager, videos: readonly Video[]): Promise<string[]> {
    const thumbnails = await manager
      .getRepository(VideoThumbnail)
      .find({ select: { fileKey: true }, where: { videoId: In(videos.map((video) => video.id)) } });
    return thumbnails.map((thumbnail) => thumbnail.fileKey);
  }
}

import { Injectable, type OnModuleInit } from '@nestjs/common';
import {
  canEditVideoField,
  ContentSource,
  ErrorCode,
  incorrectVideoStatusMessage,
  statusesAllowingVideoField,
} from '@framehouse/domain';
import { In, type EntityManager } from 'typeorm';
import { contractError } from '../../../common/errors/contract-error';
import type { Session } from '../../auth/session';
import { ThumbnailFilesService } from '../../thumbnails/thumbnail-files.service';
import { ThumbnailUploadsService } from '../../thumbnails/thumbnail-uploads.service';
import type { VideoThumbnailType } from '../dtos/video.types';
import { VideoHooks } from '../video-hooks';
import { mediaRoot } from '../video-media-keys';
import { VideoMediaService } from '../video-media.service';
import { metadataOf, VideoMetadataService } from '../video-metadata.service';
import { Video } from '../video.entity';
import { VideosService } from '../videos.service';
import { VideoThumbnail } from './video-thumbnail.entity';

/** Where a video's uploaded thumbnails are stored: under its media root, so the media's deletion takes them. */
export function videoThumbnailFolder(video: Pick<Video, 'organizationId' | 'mediaId'>): string {
  return `${mediaRoot(video.organizationId, video.mediaId)}thumbnails/`;
}

/**
 * The thumbnails members upload for a video (the flow of ThumbnailUploadsService): only in the statuses
 * that allow changing the thumbnail selection, counted against the video's limit.
 */
@Injectable()
export class VideoThumbnailsService implements OnModuleInit {
  constructor(
    private readonly uploads: ThumbnailUploadsService,
    private readonly files: ThumbnailFilesService,
    private readonly videos: VideosService,
    private readonly metadata: VideoMetadataService,
    private readonly media: VideoMediaService,
    private readonly hooks: VideoHooks,
  ) {}

  onModuleInit(): void {
    this.hooks.register({
      deleting: (manager, videos) => this.fileKeysOf(manager, videos),
      duplicated: (manager, source, copy) => this.copyThumbnails(manager, source, copy),
    });
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
    return this.uploads.upload({
      folder: videoThumbnailFolder(video),
      imageBase64,
      countUploads: (manager) =>
        manager.getRepository(VideoThumbnail).count({ where: { videoId: video.id } }),
      lockOwner: async (manager) => {
        const locked = await this.videos.lockOwned(manager, session.organization.id, videoId, 'videoId');
        this.checkStatus(locked);
        return locked;
      },
      save: (manager, locked, stored) => {
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
      },
    });
  }

  /** Deletes an uploaded thumbnail; when it was the selected one, the video falls back to the poster. */
  delete(session: Session, id: string): Promise<string> {
    const organizationId = session.organization.id;
    return this.uploads.delete(VideoThumbnail, organizationId, id, {
      lockOwner: async (manager, found) => {
        const video = await this.videos.lockOwned(manager, organizationId, found.videoId, 'id');
        this.checkStatus(video, 'id');
        return video;
      },
      beforeDelete: async (manager, video, thumbnail) => {
        if (video.thumbnailId !== thumbnail.id) return;
        const before = metadataOf(video);
        video.thumbnailId = null;
        await this.metadata.recordChange(manager, video, before, session.user.id);
      },
    });
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

  /**
   * A duplicate gets its own copy of each uploaded thumbnail (each row owns its file) and keeps the
   * selection; a file gone meanwhile is left out.
   */
  private async copyThumbnails(manager: EntityManager, source: Video, copy: Video): Promise<void> {
    const repository = manager.getRepository(VideoThumbnail);
    const thumbnails = await repository.find({
      where: { videoId: source.id },
      order: { created: 'ASC', id: 'ASC' },
    });
    const written: string[] = [];
    try {
      for (const thumbnail of thumbnails) {
        const copied = await this.files.copy({ key: thumbnail.fileKey }, videoThumbnailFolder(copy));
        if (!copied) continue;
        written.push(copied.key);
        const inserted = await repository.save(
          repository.create({
            organizationId: copy.organizationId,
            videoId: copy.id,
            fileKey: copied.key,
            size: thumbnail.size,
            width: thumbnail.width,
            height: thumbnail.height,
            createdById: thumbnail.createdById,
          }),
        );
        if (source.thumbnailId === thumbnail.id) {
          await manager.getRepository(Video).update(copy.id, { thumbnailId: inserted.id });
          copy.thumbnailId = inserted.id;
        }
      }
    } catch (error) {
      await this.files.remove(written);
      throw error;
    }
  }

  private async fileKeysOf(manager: EntityManager, videos: readonly Video[]): Promise<string[]> {
    const thumbnails = await manager
      .getRepository(VideoThumbnail)
      .find({ select: { fileKey: true }, where: { videoId: In(videos.map((video) => video.id)) } });
    return thumbnails.map((thumbnail) => thumbnail.fileKey);
  }
}

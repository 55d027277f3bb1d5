import { Injectable } from '@nestjs/common';
import { ContentSource, ErrorCode } from '@framehouse/domain';
import type { EntityManager } from 'typeorm';
import { contractError } from '../../common/errors/contract-error';
import type { Session } from '../auth/session';
import { ThumbnailUploadsService } from '../thumbnails/thumbnail-uploads.service';
import { VideoMediaService } from '../videos/video-media.service';
import { VideosService } from '../videos/videos.service';
import type { ObjectThumbnailType } from './dtos/object-annotation.types';
import { ObjectAnnotation } from './object-annotation.entity';
import { objectThumbnailFolder } from './object-keys';
import { ObjectThumbnail } from './object-thumbnail.entity';
import { ObjectsService } from './objects.service';

/**
 * The thumbnails members upload for an object, as for a video (the flow of ThumbnailUploadsService): the
 * detector's crop does not count against the limit, as a video's candidates do not, but can be deleted.
 */
@Injectable()
export class ObjectThumbnailsService {
  constructor(
    private readonly uploads: ThumbnailUploadsService,
    private readonly objects: ObjectsService,
    private readonly videos: VideosService,
    private readonly media: VideoMediaService,
  ) {}

  async present(thumbnail: ObjectThumbnail): Promise<ObjectThumbnailType> {
    return {
      id: thumbnail.id,
      imageUrl: await this.media.fileUrl(thumbnail.fileKey),
      source: thumbnail.source,
    };
  }

  async create(session: Session, objectId: string, imageBase64: string): Promise<ObjectThumbnail> {
    const organizationId = session.organization.id;
    const object = await this.objects.findOwned(organizationId, objectId, 'objectId');
    const video = await this.videos.findOwned(organizationId, object.videoId, 'objectId');
    return this.uploads.upload({
      folder: objectThumbnailFolder(video),
      imageBase64,
      countUploads: (manager) =>
        manager
          .getRepository(ObjectThumbnail)
          .count({ where: { objectId: object.id, source: ContentSource.USER } }),
      lockOwner: (manager) => this.lockObject(manager, organizationId, object.id, 'objectId'),
      save: (manager, locked, stored) => {
        const thumbnails = manager.getRepository(ObjectThumbnail);
        return thumbnails.save(
          thumbnails.create({
            organizationId,
            objectId: locked.id,
            fileKey: stored.key,
            source: ContentSource.USER,
            createdById: session.user.id,
          }),
        );
      },
    });
  }

  /**
   * Deletes a thumbnail (an upload or the crop); an object that showed it shows its first one again:
   * the selection goes with it (thumbnailId ON DELETE SET NULL).
   */
  delete(session: Session, id: string): Promise<string> {
    const organizationId = session.organization.id;
    return this.uploads.delete(ObjectThumbnail, organizationId, id, {
      lockOwner: (manager, found) => this.lockObject(manager, organizationId, found.objectId, 'id'),
    });
  }

  private async lockObject(
    manager: EntityManager,
    organizationId: string,
    objectId: string,
    field: string,
  ): Promise<ObjectAnnotation> {
    const object = await manager
      .getRepository(ObjectAnnotation)
      .findOne({ where: { id: objectId, organizationId }, lock: { mode: 'pessimistic_write' } });
    if (!object) throw contractError(ErrorCode.NOT_FOUND, { field });
    return object;
  }
}

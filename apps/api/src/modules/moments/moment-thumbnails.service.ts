import { Injectable } from '@nestjs/common';
import type { Session } from '../auth/session';
import { ThumbnailUploadsService } from '../thumbnails/thumbnail-uploads.service';
import { VideosService } from '../videos/videos.service';
import { MomentThumbnail } from './moment-thumbnail.entity';
import { momentThumbnailFolder, MomentsService } from './moments.service';

/** The thumbnails members upload for a moment, as a video's (the flow of ThumbnailUploadsService). */
@Injectable()
export class MomentThumbnailsService {
  constructor(
    private readonly uploads: ThumbnailUploadsService,
    private readonly moments: MomentsService,
    private readonly videos: VideosService,
  ) {}

  async create(session: Session, momentId: string, imageBase64: string): Promise<MomentThumbnail> {
    const found = await this.moments.findOwned(session.organization.id, momentId, 'momentId');
    const video = await this.videos.findOwned(found.organizationId, found.videoId, 'momentId');
    return this.uploads.upload({
      folder: momentThumbnailFolder(video),
      imageBase64,
      countUploads: (manager) =>
        manager.getRepository(MomentThumbnail).count({ where: { momentId: found.id } }),
      lockOwner: async (manager) => (await this.moments.lockForChange(manager, found, 'momentId')).moment,
      save: (manager, moment, stored) => this.moments.addThumbnail(manager, moment, stored, session.user.id),
    });
  }

  /** Deletes an uploaded thumbnail; a moment that showed it has none selected (the foreign key's SET NULL). */
  delete(session: Session, id: string): Promise<string> {
    const organizationId = session.organization.id;
    return this.uploads.delete(MomentThumbnail, organizationId, id, {
      lockOwner: async (manager, found) =>
        this.moments.lockForChange(
          manager,
          await this.moments.findOwned(organizationId, found.momentId, 'id'),
          'id',
        ),
    });
  }
}

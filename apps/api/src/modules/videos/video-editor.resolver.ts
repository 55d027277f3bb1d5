import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { Permission } from '@framehouse/domain';
import { CurrentSession, RequirePermissions } from '../auth/auth.decorators';
import type { Session } from '../auth/session';
import {
  CreateVideoThumbnailPayload,
  DeleteVideoThumbnailPayload,
  UpdateVideoInput,
  UpdateVideoPayload,
} from './dtos/video.types';
import { VideoThumbnailsService } from './thumbnails/video-thumbnails.service';
import { VideoMediaService } from './video-media.service';
import { VideoMetadataService } from './video-metadata.service';

/** The video editor's mutations: metadata and thumbnails (video-area §7). */
@Resolver()
export class VideoEditorResolver {
  constructor(
    private readonly metadata: VideoMetadataService,
    private readonly thumbnails: VideoThumbnailsService,
    private readonly media: VideoMediaService,
  ) {}

  @RequirePermissions(Permission.CHANGE_VIDEO)
  @Mutation(() => UpdateVideoPayload, {
    description:
      'Changes the fields given (partial). Allowed per status and origin (docs/decisions.md); a published ' +
      'video whose metadata differs from the published version becomes EDITED.',
  })
  async updateVideo(
    @CurrentSession() session: Session,
    @Args('id', { type: () => ID }) id: string,
    @Args('video') input: UpdateVideoInput,
  ): Promise<UpdateVideoPayload> {
    return { video: await this.media.present(await this.metadata.update(session, id, input)), errors: [] };
  }

  @RequirePermissions(Permission.CREATE_VIDEO_THUMBNAIL)
  @Mutation(() => CreateVideoThumbnailPayload, {
    description:
      'Uploads a thumbnail (base64; 2.5 MiB, 4096x4096 px, at most 10 per video), re-encoded as JPEG.',
  })
  async createVideoThumbnail(
    @CurrentSession() session: Session,
    @Args('videoId', { type: () => ID }) videoId: string,
    @Args('imageBase64') imageBase64: string,
  ): Promise<CreateVideoThumbnailPayload> {
    const thumbnail = await this.thumbnails.create(session, videoId, imageBase64);
    return { thumbnail: await this.thumbnails.present(thumbnail), errors: [] };
  }

  @RequirePermissions(Permission.DELETE_VIDEO_THUMBNAIL)
  @Mutation(() => DeleteVideoThumbnailPayload, {
    description: 'Deletes an uploaded thumbnail; a video that showed it shows the poster again.',
  })
  async deleteVideoThumbnail(
    @CurrentSession() session: Session,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<DeleteVideoThumbnailPayload> {
    return { deletedVideoThumbnailId: await this.thumbnails.delete(session, id), errors: [] };
  }
}

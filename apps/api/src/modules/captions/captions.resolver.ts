import { Args, ID, Mutation, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { ErrorCode, Permission } from '@framehouse/domain';
import { contractError } from '../../common/errors/contract-error';
import { Loaders, RequestLoaders } from '../../common/graphql/request-loaders';
import { rowsOfEachKey } from '../../common/rows-by-key';
import { CurrentSession, RequirePermissions } from '../auth/auth.decorators';
import type { Session } from '../auth/session';
import { VideoType } from '../videos/dtos/video.types';
import { CaptionsService } from './captions.service';
import {
  CreateVideoCaptionInput,
  DeleteVideoCaptionPayload,
  UpdateVideoCaptionInput,
  VideoCaptionPayload,
  VideoCaptionType,
} from './dtos/caption.types';

/**
 * Captions as video-area §7 calls them. Creating and updating check their permissions in the service:
 * which one applies, and its message, depends on whether the video already has the language (§5).
 */
@Resolver(() => VideoType)
export class CaptionsResolver {
  constructor(private readonly service: CaptionsService) {}

  private readonly captionsOf = async (videoIds: readonly string[]): Promise<VideoCaptionType[][]> => {
    const captions = await this.service.listForVideos(videoIds);
    const ofEachVideo = rowsOfEachKey(videoIds, captions, (caption) => caption.videoId);
    return Promise.all(
      ofEachVideo.map((own) => Promise.all(own.map((caption) => this.service.present(caption)))),
    );
  };

  @ResolveField(() => [VideoCaptionType], {
    nullable: true,
    description: 'The captions, one per language (VIEW_VIDEO_CAPTION); ordered by language.',
  })
  captions(
    @Parent() video: VideoType,
    @CurrentSession() session: Session,
    @Loaders() loaders: RequestLoaders,
  ): Promise<VideoCaptionType[]> {
    if (!session.permissions.includes(Permission.VIEW_VIDEO_CAPTION)) {
      throw contractError(ErrorCode.PERMISSIONS_ERROR);
    }
    return loaders.of(this.captionsOf).load(video.id);
  }

  @Mutation(() => VideoCaptionPayload, {
    description:
      'Uploads a WebVTT caption in a language the video has none in (CREATE_VIDEO_CAPTION); .vtt only, ' +
      'one caption per language (DUPLICATED_LANGUAGE_CAPTION).',
  })
  async createVideoCaption(
    @CurrentSession() session: Session,
    @Args('videoId', { type: () => ID }) videoId: string,
    @Args('videoCaption') input: CreateVideoCaptionInput,
  ): Promise<VideoCaptionPayload> {
    const caption = await this.service.create(session, videoId, input);
    return { videoCaption: await this.service.present(caption), errors: [] };
  }

  @Mutation(() => VideoCaptionPayload, {
    description: "Replaces a caption's file and/or name (CHANGE_VIDEO_CAPTION).",
  })
  async updateVideoCaption(
    @CurrentSession() session: Session,
    @Args('id', { type: () => ID }) id: string,
    @Args('videoCaption') input: UpdateVideoCaptionInput,
  ): Promise<VideoCaptionPayload> {
    const caption = await this.service.update(session, id, input);
    return { videoCaption: await this.service.present(caption), errors: [] };
  }

  @RequirePermissions(Permission.DELETE_VIDEO_CAPTION)
  @Mutation(() => DeleteVideoCaptionPayload, { description: 'Deletes a caption and its file.' })
  async deleteVideoCaption(
    @CurrentSession() session: Session,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<DeleteVideoCaptionPayload> {
    return { deletedVideoCaptionId: await this.service.delete(session, id), errors: [] };
  }
}

import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Permission } from '@framehouse/domain';
import type { Connection } from '../../common/graphql/connection';
import { CurrentSession, RequirePermissions } from '../auth/auth.decorators';
import type { Session } from '../auth/session';
import {
  DeleteVideoPayload,
  DuplicateVideoPayload,
  ReprocessFailedVideoPayload,
  VideoConnection,
  VideosArgs,
  VideoType,
} from './dtos/video.types';
import { VideoMediaService } from './video-media.service';
import { VideosService } from './videos.service';

@Resolver()
export class VideosResolver {
  constructor(
    private readonly service: VideosService,
    private readonly media: VideoMediaService,
  ) {}

  @RequirePermissions(Permission.VIEW_VIDEO)
  @Query(() => VideoConnection)
  async videos(@CurrentSession() session: Session, @Args() args: VideosArgs): Promise<Connection<VideoType>> {
    const page = await this.service.list(session.organization.id, args);
    return { ...page, nodes: await this.media.presentAll(page.nodes) };
  }

  @RequirePermissions(Permission.VIEW_VIDEO)
  @Query(() => VideoType, { nullable: true })
  async videoById(
    @CurrentSession() session: Session,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<VideoType> {
    return this.media.present(await this.service.findOwned(session.organization.id, id));
  }

  @RequirePermissions(Permission.DELETE_VIDEO)
  @Mutation(() => DeleteVideoPayload, {
    description:
      'Deletes one video (id) or several (ids), all or none: uploads in progress are aborted, queued jobs ' +
      'removed, and the media deleted once no duplicate uses them.',
  })
  async deleteVideo(
    @CurrentSession() session: Session,
    @Args('id', { type: () => ID, nullable: true }) id?: string | null,
    @Args('ids', { type: () => [ID], nullable: true }) ids?: string[] | null,
  ): Promise<DeleteVideoPayload> {
    const deleted = await this.service.delete(session, id, ids);
    return { deletedVideoId: id ?? null, deletedVideoIds: deleted, errors: [] };
  }

  @RequirePermissions(Permission.DUPLICATE_VIDEO)
  @Mutation(() => DuplicateVideoPayload, {
    description: 'A new DRAFT "Copy - {title}" sharing the media of a processed video.',
  })
  async duplicateVideo(
    @CurrentSession() session: Session,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<DuplicateVideoPayload> {
    return { video: await this.media.present(await this.service.duplicate(session, id)), errors: [] };
  }

  @RequirePermissions(Permission.MANAGE_VIDEO_STATUS)
  @Mutation(() => ReprocessFailedVideoPayload, { description: 'Processes a FAILED video again.' })
  async reprocessFailedVideo(
    @CurrentSession() session: Session,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<ReprocessFailedVideoPayload> {
    return { video: await this.media.present(await this.service.reprocess(session, id)), errors: [] };
  }
}

import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { ErrorCode, Permission, ToggleAction } from '@framehouse/domain';
import { contractError } from '../../common/errors/contract-error';
import type { Connection } from '../../common/graphql/connection';
import { CurrentSession, RequirePermissions } from '../auth/auth.decorators';
import { MomentPublishingService } from '../publishing/moment-publishing.service';
import type { Session } from '../auth/session';
import {
  CreateMomentInput,
  CreateMomentThumbnailPayload,
  DeleteMomentPayload,
  DeleteMomentThumbnailPayload,
  MomentConnection,
  MomentPayload,
  MomentsArgs,
  MomentType,
  SplitMomentPayload,
  ToggleMomentPayload,
  UpdateMomentInput,
} from './dtos/moment.types';
import { MomentPresenter } from './moment-presenter.service';
import { MomentThumbnailsService } from './moment-thumbnails.service';
import { MomentsService } from './moments.service';

/**
 * Moments as video-area §7 calls them. Reading a moment shows its video, so it needs the video's view
 * permission as well as the moment's. Creating and splitting make a moment: CREATE_MOMENT besides
 * CHANGE_MOMENT (a curator holds CHANGE_MOMENT only, to show and hide moments).
 */
@Resolver()
export class MomentsResolver {
  constructor(
    private readonly service: MomentsService,
    private readonly thumbnails: MomentThumbnailsService,
    private readonly presenter: MomentPresenter,
    private readonly momentPublishing: MomentPublishingService,
  ) {}

  @RequirePermissions(Permission.VIEW_VIDEO, Permission.VIEW_MOMENT)
  @Query(() => MomentConnection, { description: "The organization's moments (or one video's), paged." })
  async moments(
    @CurrentSession() session: Session,
    @Args() args: MomentsArgs,
  ): Promise<Connection<MomentType>> {
    const page = await this.service.list(session.organization.id, args);
    return { ...page, nodes: await this.presenter.presentAll(page.nodes) };
  }

  @RequirePermissions(Permission.VIEW_VIDEO, Permission.VIEW_MOMENT)
  @Query(() => MomentType, { nullable: true })
  async momentById(
    @CurrentSession() session: Session,
    @Args('id', { type: () => ID }) id: string,
    @Args('publishingTargetId', {
      type: () => ID,
      nullable: true,
      description: "The target whose publicMomentUrl is wanted (the organization's own pages by default).",
    })
    publishingTargetId?: string | null,
  ): Promise<MomentType> {
    const moment = await this.service.findOwned(session.organization.id, id);
    if (publishingTargetId != null) {
      await this.momentPublishing.assertTarget(session.organization.id, publishingTargetId);
    }
    return this.presenter.present(moment, publishingTargetId);
  }

  @RequirePermissions(Permission.CHANGE_MOMENT, Permission.CREATE_MOMENT)
  @Mutation(() => MomentPayload, {
    description:
      'A moment of a processed video: title required, range inside the video, at least 5 s, not ' +
      'overlapping its other moments. A thumbnailBase64 needs CREATE_MOMENT_THUMBNAIL.',
  })
  async createMoment(
    @CurrentSession() session: Session,
    @Args('videoId', { type: () => ID }) videoId: string,
    @Args('moment') input: CreateMomentInput,
  ): Promise<MomentPayload> {
    if (input.thumbnailBase64 && !session.permissions.includes(Permission.CREATE_MOMENT_THUMBNAIL)) {
      throw contractError(ErrorCode.PERMISSIONS_ERROR);
    }
    return {
      moment: await this.presenter.present(await this.service.create(session, videoId, input)),
      errors: [],
    };
  }

  @RequirePermissions(Permission.CHANGE_MOMENT)
  @Mutation(() => MomentPayload, {
    description: 'Changes the fields given (partial), with the rules of createMoment.',
  })
  async updateMoment(
    @CurrentSession() session: Session,
    @Args('id', { type: () => ID }) id: string,
    @Args('moment') input: UpdateMomentInput,
  ): Promise<MomentPayload> {
    return {
      moment: await this.presenter.present(await this.service.update(session, id, input)),
      errors: [],
    };
  }

  @RequirePermissions(Permission.CHANGE_MOMENT)
  @Mutation(() => ToggleMomentPayload, {
    description: 'Shows (ENABLE) or hides (DISABLE) one moment (id) or several (ids), all or none.',
  })
  async toggleMoment(
    @CurrentSession() session: Session,
    @Args('action', { type: () => ToggleAction }) action: ToggleAction,
    @Args('id', { type: () => ID, nullable: true }) id?: string | null,
    @Args('ids', { type: () => [ID], nullable: true }) ids?: string[] | null,
  ): Promise<ToggleMomentPayload> {
    const moments = await this.service.toggle(session, id, ids, action);
    return { moments: await this.presenter.presentAll(moments), errors: [] };
  }

  @RequirePermissions(Permission.DELETE_MOMENT)
  @Mutation(() => DeleteMomentPayload, {
    description: 'Deletes one moment (id) or several (ids), all or none, with their thumbnails.',
  })
  async deleteMoment(
    @CurrentSession() session: Session,
    @Args('id', { type: () => ID, nullable: true }) id?: string | null,
    @Args('ids', { type: () => [ID], nullable: true }) ids?: string[] | null,
  ): Promise<DeleteMomentPayload> {
    const deleted = await this.service.delete(session, id, ids);
    return { deletedMomentId: id ?? null, deletedMomentIds: deleted, errors: [] };
  }

  @RequirePermissions(Permission.CHANGE_MOMENT, Permission.CREATE_MOMENT)
  @Mutation(() => SplitMomentPayload, {
    description:
      'Splits a moment at the playhead (both parts at least 5 s): the original ends there and "Copy - ' +
      '{title}" starts 100 ms later, with its description, tags, categories and selected thumbnail.',
  })
  async splitMoment(
    @CurrentSession() session: Session,
    @Args('id', { type: () => ID }) id: string,
    @Args('playheadTimestamp', { description: 'A time string, e.g. "00:01:05.250".' })
    playheadTimestamp: string,
  ): Promise<SplitMomentPayload> {
    const { moment, copy } = await this.service.split(session, id, playheadTimestamp);
    const [original, created] = await this.presenter.presentAll([moment, copy]);
    return { moment: original, copy: created, errors: [] };
  }

  @RequirePermissions(Permission.CREATE_MOMENT_THUMBNAIL)
  @Mutation(() => CreateMomentThumbnailPayload, {
    description:
      'Uploads a thumbnail (base64; 2.5 MiB, 4096x4096 px, at most 10 per moment), re-encoded as JPEG.',
  })
  async createMomentThumbnail(
    @CurrentSession() session: Session,
    @Args('momentId', { type: () => ID }) momentId: string,
    @Args('imageBase64') imageBase64: string,
  ): Promise<CreateMomentThumbnailPayload> {
    const thumbnail = await this.thumbnails.create(session, momentId, imageBase64);
    return { thumbnail: await this.presenter.presentThumbnail(thumbnail), errors: [] };
  }

  @RequirePermissions(Permission.DELETE_MOMENT_THUMBNAIL)
  @Mutation(() => DeleteMomentThumbnailPayload, {
    description: 'Deletes an uploaded thumbnail; a moment that showed it has none selected.',
  })
  async deleteMomentThumbnail(
    @CurrentSession() session: Session,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<DeleteMomentThumbnailPayload> {
    return { deletedMomentThumbnailId: await this.thumbnails.delete(session, id), errors: [] };
  }
}

import { Args, ID, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { ObjectToggleField, Permission, ToggleAction } from '@framehouse/domain';
import { notFound } from '../../common/errors/contract-error';
import type { Connection } from '../../common/graphql/connection';
import { Loaders, RequestLoaders } from '../../common/graphql/request-loaders';
import { CurrentSession, RequirePermissions } from '../auth/auth.decorators';
import type { Session } from '../auth/session';
import { VideoType } from '../videos/dtos/video.types';
import { VideoMediaService } from '../videos/video-media.service';
import { VideosService, type OwnedVideoKey } from '../videos/videos.service';
import {
  CreateObjectAnnotationInput,
  CreateObjectThumbnailPayload,
  DeleteObjectAnnotationPayload,
  DeleteObjectThumbnailPayload,
  ObjectAnnotationConnection,
  ObjectAnnotationPayload,
  ObjectAnnotationType,
  ObjectsArgs,
  ToggleObjectAnnotationPayload,
  UpdateObjectAnnotationInput,
} from './dtos/object-annotation.types';
import { ObjectThumbnailsService } from './object-thumbnails.service';
import { ObjectsService } from './objects.service';

/** Object annotations as video-area §7 calls them. */
@Resolver(() => ObjectAnnotationType)
export class ObjectsResolver {
  constructor(
    private readonly service: ObjectsService,
    private readonly thumbnails: ObjectThumbnailsService,
    private readonly videos: VideosService,
    private readonly media: VideoMediaService,
  ) {}

  /** The videos of a page of objects, read and presented together. */
  private readonly videosOf = async (keys: readonly OwnedVideoKey[]): Promise<Array<VideoType | Error>> => {
    const rows = await this.videos.findOwnedMany(keys);
    const presented = await this.media.presentAll(rows);
    return keys.map((key) => {
      const index = rows.findIndex((row) => row.id === key.id && row.organizationId === key.organizationId);
      return presented[index] ?? notFound();
    });
  };

  @RequirePermissions(Permission.VIEW_OBJECT)
  @Query(() => ObjectAnnotationConnection, {
    description:
      "Objects, by start then end unless orderBy says otherwise. The player's promo cards: " +
      'objects(videoId, visible: true, promote: true, pageSize: 1000).',
  })
  async objects(
    @CurrentSession() session: Session,
    @Args() args: ObjectsArgs,
  ): Promise<Connection<ObjectAnnotationType>> {
    const page = await this.service.list(session.organization.id, args);
    return { ...page, nodes: await this.service.presentAll(page.nodes) };
  }

  @RequirePermissions(Permission.VIEW_OBJECT)
  @Query(() => ObjectAnnotationType, { nullable: true })
  async objectById(
    @CurrentSession() session: Session,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<ObjectAnnotationType> {
    return this.service.present(await this.service.findOwned(session.organization.id, id));
  }

  @ResolveField(() => VideoType, { description: 'The video the object is shown in.' })
  video(
    @Parent() object: ObjectAnnotationType,
    @CurrentSession() session: Session,
    @Loaders() loaders: RequestLoaders,
  ): Promise<VideoType> {
    return loaders
      .of(this.videosOf, { cacheKeyFn: (key: OwnedVideoKey) => `${key.organizationId}/${key.id}` })
      .load({ organizationId: session.organization.id, id: object.videoId });
  }

  @RequirePermissions(Permission.CREATE_OBJECT)
  @Mutation(() => ObjectAnnotationPayload, {
    description:
      "A member's object (USER) on a processed video: title required, URL optional but valid, timestamps " +
      'inside the video (default: the whole video); thumbnailBase64 becomes its first thumbnail.',
  })
  async createObjectAnnotation(
    @CurrentSession() session: Session,
    @Args('videoId', { type: () => ID }) videoId: string,
    @Args('objectAnnotation') input: CreateObjectAnnotationInput,
  ): Promise<ObjectAnnotationPayload> {
    const object = await this.service.create(session, videoId, input);
    return { objectAnnotation: await this.service.present(object), errors: [] };
  }

  @RequirePermissions(Permission.CHANGE_OBJECT)
  @Mutation(() => ObjectAnnotationPayload, { description: 'Changes the fields given (partial).' })
  async updateObjectAnnotation(
    @CurrentSession() session: Session,
    @Args('objectId', { type: () => ID }) objectId: string,
    @Args('objectAnnotation') input: UpdateObjectAnnotationInput,
  ): Promise<ObjectAnnotationPayload> {
    const object = await this.service.update(session, objectId, input);
    return { objectAnnotation: await this.service.present(object), errors: [] };
  }

  @RequirePermissions(Permission.DELETE_OBJECT)
  @Mutation(() => DeleteObjectAnnotationPayload, {
    description: 'Deletes one object (id) or several (ids), all or none, with their thumbnails.',
  })
  async deleteObjectAnnotation(
    @CurrentSession() session: Session,
    @Args('id', { type: () => ID, nullable: true }) id?: string | null,
    @Args('ids', { type: () => [ID], nullable: true }) ids?: string[] | null,
  ): Promise<DeleteObjectAnnotationPayload> {
    const deleted = await this.service.delete(session, id, ids);
    return { deletedObjectAnnotationId: id ?? null, deletedObjectAnnotationIds: deleted, errors: [] };
  }

  @RequirePermissions(Permission.CHANGE_OBJECT)
  @Mutation(() => ToggleObjectAnnotationPayload, {
    description:
      'ENABLE or DISABLE one flag (field: VISIBLE, the default, or PROMOTE) of one object (id) or several ' +
      '(ids) of the video, all or none.',
  })
  async toggleObjectAnnotation(
    @CurrentSession() session: Session,
    @Args('videoId', { type: () => ID }) videoId: string,
    @Args('action', { type: () => ToggleAction }) action: ToggleAction,
    @Args('id', { type: () => ID, nullable: true }) id?: string | null,
    @Args('ids', { type: () => [ID], nullable: true }) ids?: string[] | null,
    @Args('field', { type: () => ObjectToggleField, nullable: true, defaultValue: ObjectToggleField.VISIBLE })
    field: ObjectToggleField = ObjectToggleField.VISIBLE,
  ): Promise<ToggleObjectAnnotationPayload> {
    const objects = await this.service.toggle(session, { id, ids, videoId, action, field });
    return { objectAnnotations: await this.service.presentAll(objects), errors: [] };
  }

  @RequirePermissions(Permission.CREATE_OBJECT_THUMBNAIL)
  @Mutation(() => CreateObjectThumbnailPayload, {
    description:
      'Uploads a thumbnail (base64; 2.5 MiB, 4096x4096 px, at most 10 per object), re-encoded as JPEG.',
  })
  async createObjectThumbnail(
    @CurrentSession() session: Session,
    @Args('objectId', { type: () => ID }) objectId: string,
    @Args('imageBase64') imageBase64: string,
  ): Promise<CreateObjectThumbnailPayload> {
    const thumbnail = await this.thumbnails.create(session, objectId, imageBase64);
    return { thumbnail: await this.thumbnails.present(thumbnail), errors: [] };
  }

  @RequirePermissions(Permission.DELETE_OBJECT_THUMBNAIL)
  @Mutation(() => DeleteObjectThumbnailPayload, {
    description: 'Deletes a thumbnail of an object; an object that showed it shows its first one.',
  })
  async deleteObjectThumbnail(
    @CurrentSession() session: Session,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<DeleteObjectThumbnailPayload> {
    return { deletedObjectThumbnailId: await this.thumbnails.delete(session, id), errors: [] };
  }
}

import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ContentSource,
  ErrorCode,
  formatTimestamp,
  incorrectVideoStatusMessage,
  normalizeObjectUrl,
  OBJECT_CATEGORY_LABELS,
  OBJECT_CREATION_VIDEO_STATUSES,
  OBJECT_ORDER_FIELDS,
  ObjectAnnotationMessages,
  ObjectCategory,
  ObjectToggleField,
  OBJECTS_DEFAULT_ORDER_BY,
  pageInfo,
  parseOrderBy,
  parseTimeString,
  ToggleAction,
  validateObjectAnnotation,
} from '@framehouse/domain';
import { DataSource, In, type EntityManager } from 'typeorm';
import { assertValid, contractError } from '../../common/errors/contract-error';
import { ANY_PAGE_SIZE, checkedPage, escapeLike, type Connection } from '../../common/graphql/connection';
import { isUuid } from '../../common/ids';
import { countsBy } from '../../database/counts';
import type { Session } from '../auth/session';
import { ThumbnailFilesService } from '../thumbnails/thumbnail-files.service';
import { VideoHooks } from '../videos/video-hooks';
import { VideoMediaService } from '../videos/video-media.service';
import type { Video } from '../videos/video.entity';
import { VideosService } from '../videos/videos.service';
import type {
  CreateObjectAnnotationInput,
  ObjectAnnotationType,
  ObjectsArgs,
  UpdateObjectAnnotationInput,
} from './dtos/object-annotation.types';
import { ObjectAnnotation } from './object-annotation.entity';
import { objectThumbnailFolder } from './object-keys';
import { ObjectThumbnail } from './object-thumbnail.entity';

/** Sort keys of each orderable field; ties go by start, end and id. */
const ORDER_COLUMNS: Record<string, string[]> = {
  startTimestamp: ['object.startMs', 'object.endMs'],
  endTimestamp: ['object.endMs', 'object.startMs'],
  title: ['LOWER(object.title)'],
  category: ['object.category'],
  visible: ['object.visible'],
  promote: ['object.promote'],
  created: ['object.created'],
};

const TIE_BREAKERS = ['object.startMs', 'object.endMs', 'object.id'];

const THUMBNAIL_FIELD = 'thumbnailBase64';

/** The categories whose label holds the search text (the column holds names such as STOP_SIGN). */
function categoriesMatching(search: string): ObjectCategory[] {
  const text = search.toLowerCase();
  return Object.values(ObjectCategory).filter((category) =>
    OBJECT_CATEGORY_LABELS[category].toLowerCase().includes(text),
  );
}

/**
 * The organization's object annotations (video-area §2 Objects tab, §5, §7): lists, reads, creation,
 * partial updates, bulk deletion and toggles. Every read and write is scoped by the caller's
 * organization: another organization's object or video answers NOT_FOUND.
 */
@Injectable()
export class ObjectsService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly videos: VideosService,
    private readonly media: VideoMediaService,
    private readonly files: ThumbnailFilesService,
    private readonly hooks: VideoHooks,
  ) {}

  onModuleInit(): void {
    this.hooks.register({
      deleting: (manager, videos) => this.thumbnailKeysOf(manager, videos),
      duplicated: (manager, source, copy) => this.copyObjects(manager, source, copy),
    });
  }

  async list(organizationId: string, args: ObjectsArgs): Promise<Connection<ObjectAnnotation>> {
    // The tab offers 25, 50 and 100; the player asks for all promoted objects of a video at once.
    const { page, pageSize, offset } = checkedPage(args, ANY_PAGE_SIZE);
    const order = parseOrderBy(args.orderBy, OBJECT_ORDER_FIELDS, OBJECTS_DEFAULT_ORDER_BY);
    if (!order) {
      throw contractError(ErrorCode.VALIDATION_ERROR, {
        field: 'orderBy',
        message: `Order by one of ${OBJECT_ORDER_FIELDS.join(', ')}, with a leading - for descending.`,
      });
    }
    const query = this.dataSource
      .getRepository(ObjectAnnotation)
      .createQueryBuilder('object')
      .where('object.organizationId = :organizationId', { organizationId });
    if (args.videoId != null) {
      const video = await this.videos.findOwned(organizationId, args.videoId, 'videoId');
      query.andWhere('object.videoId = :videoId', { videoId: video.id });
    }
    const title = args.title?.trim();
    if (title) query.andWhere('LOWER(object.title) = LOWER(:title)', { title });
    const search = args.search?.trim();
    if (search) {
      const categories = categoriesMatching(search);
      const clauses = [`object.title ILIKE :search ESCAPE '\\'`, `object.url ILIKE :search ESCAPE '\\'`];
      if (categories.length > 0) clauses.push('object.category IN (:...categories)');
      query.andWhere(`(${clauses.join(' OR ')})`, { search: `%${escapeLike(search)}%`, categories });
    }
    if (args.visible != null) query.andWhere('object.visible = :visible', { visible: args.visible });
    if (args.promote != null) query.andWhere('object.promote = :promote', { promote: args.promote });
    const [first, ...rest] = ORDER_COLUMNS[order.field] as string[];
    query.orderBy(first as string, order.direction);
    for (const column of rest) query.addOrderBy(column, order.direction);
    // TypeORM keys the order by column: a tie-breaker already sorted by must not be added again.
    for (const column of TIE_BREAKERS)
      if (!rest.includes(column) && column !== first) query.addOrderBy(column, 'ASC');
    query.skip(offset).take(pageSize);
    const [nodes, totalCount] = await query.getManyAndCount();
    return { nodes, totalCount, pageInfo: pageInfo(totalCount, page, pageSize) };
  }

  /** The caller's object, or NOT_FOUND on `field`. */
  async findOwned(organizationId: string, id: string, field = 'id'): Promise<ObjectAnnotation> {
    const object = isUuid(id)
      ? await this.dataSource.getRepository(ObjectAnnotation).findOne({ where: { id, organizationId } })
      : null;
    if (!object) throw contractError(ErrorCode.NOT_FOUND, { field });
    return object;
  }

  /** How many objects each video has, in their order. */
  countsForVideos(videoIds: readonly string[]): Promise<number[]> {
    return countsBy(this.dataSource.getRepository(ObjectAnnotation), 'videoId', videoIds);
  }

  /**
   * A member's object (USER) on a processed video, with its first thumbnail when one is given. Every
   * rule is checked before anything is stored; the picture is written before the rows and deleted again
   * when they do not commit.
   */
  async create(
    session: Session,
    videoId: string,
    input: CreateObjectAnnotationInput,
  ): Promise<ObjectAnnotation> {
    const organizationId = session.organization.id;
    const video = await this.videos.findOwned(organizationId, videoId, 'videoId');
    checkCreatable(video);
    const durationMs = video.durationMs ?? 0;
    const values = {
      title: input.title,
      category: input.category,
      url: input.url,
      startTimestamp: input.startTimestamp ?? formatTimestamp(0),
      endTimestamp: input.endTimestamp ?? formatTimestamp(durationMs),
    };
    assertValid(validateObjectAnnotation(values, { durationMs }));
    const base64 = input.thumbnailBase64?.trim();
    const stored = base64
      ? await this.files.store(objectThumbnailFolder(video), base64, THUMBNAIL_FIELD)
      : null;
    try {
      return await this.dataSource.transaction(async (manager) => {
        const locked = await this.videos.lockOwned(manager, organizationId, videoId, 'videoId', 'shared');
        checkCreatable(locked);
        const objects = manager.getRepository(ObjectAnnotation);
        const object = await objects.save(
          objects.create({
            organizationId,
            videoId: locked.id,
            title: (values.title ?? '').trim(),
            category: values.category as ObjectCategory,
            url: normalizeObjectUrl(values.url),
            startMs: parseTimeString(values.startTimestamp) as number,
            endMs: parseTimeString(values.endTimestamp) as number,
            source: ContentSource.USER,
            visible: input.visible ?? true,
            promote: input.promote ?? false,
            score: null,
            thumbnailId: null,
            createdById: session.user.id,
          }),
        );
        if (stored) {
          await manager.getRepository(ObjectThumbnail).insert({
            organizationId,
            objectId: object.id,
            fileKey: stored.key,
            source: ContentSource.USER,
            createdById: session.user.id,
          });
        }
        return object;
      });
    } catch (error) {
      if (stored) await this.files.remove([stored.key]);
      throw error;
    }
  }

  /** Changes the fields given; the range is checked with the kept end or start. */
  async update(
    session: Session,
    objectId: string,
    input: UpdateObjectAnnotationInput,
  ): Promise<ObjectAnnotation> {
    const organizationId = session.organization.id;
    const found = await this.findOwned(organizationId, objectId, 'objectId');
    const video = await this.videos.findOwned(organizationId, found.videoId, 'objectId');
    const problems = validateObjectAnnotation(
      {
        title: input.title,
        // A category cannot be removed: null is refused like an unknown one.
        category: input.category === undefined ? undefined : (input.category ?? ''),
        url: input.url,
        startTimestamp: input.startTimestamp ?? undefined,
        endTimestamp: input.endTimestamp ?? undefined,
      },
      {
        durationMs: video.durationMs ?? 0,
        partial: true,
        current: {
          startTimestamp: formatTimestamp(found.startMs),
          endTimestamp: formatTimestamp(found.endMs),
        },
      },
    );
    assertValid(problems);
    return this.dataSource.transaction(async (manager) => {
      const object = await manager
        .getRepository(ObjectAnnotation)
        .findOne({ where: { id: found.id, organizationId }, lock: { mode: 'pessimistic_write' } });
      if (!object) throw contractError(ErrorCode.NOT_FOUND, { field: 'objectId' });
      if (input.thumbnailId !== undefined) {
        object.thumbnailId = await this.checkedThumbnailId(manager, object, input.thumbnailId);
      }
      if (input.title !== undefined) object.title = (input.title ?? '').trim();
      if (input.category) object.category = input.category;
      if (input.url !== undefined) object.url = normalizeObjectUrl(input.url);
      if (input.startTimestamp) object.startMs = parseTimeString(input.startTimestamp) as number;
      if (input.endTimestamp) object.endMs = parseTimeString(input.endTimestamp) as number;
      if (input.promote != null) object.promote = input.promote;
      if (input.visible != null) object.visible = input.visible;
      return manager.getRepository(ObjectAnnotation).save(object);
    });
  }

  /** Deletes all the named objects or none (NOT_FOUND); their thumbnails' files go after the commit. */
  async delete(session: Session, id: string | null | undefined, ids: readonly string[] | null | undefined) {
    const wanted = wantedIds(id, ids);
    const organizationId = session.organization.id;
    const { deleted, keys } = await this.dataSource.transaction(async (manager) => {
      const objects = await this.findAll(manager, organizationId, wanted, id);
      const thumbnails = await manager
        .getRepository(ObjectThumbnail)
        .find({ select: { fileKey: true }, where: { objectId: In(objects.map((object) => object.id)) } });
      await manager.getRepository(ObjectAnnotation).delete({ id: In(objects.map((object) => object.id)) });
      return { deleted: objects.map((object) => object.id), keys: thumbnails.map((row) => row.fileKey) };
    });
    await this.files.remove(keys);
    return deleted;
  }

  /** ENABLE or DISABLE one flag (visible or promote) of objects of one video, all or none. */
  async toggle(
    session: Session,
    args: {
      id?: string | null;
      ids?: readonly string[] | null;
      videoId: string;
      action: ToggleAction;
      field: ObjectToggleField;
    },
  ): Promise<ObjectAnnotation[]> {
    const organizationId = session.organization.id;
    const wanted = wantedIds(args.id, args.ids);
    const video = await this.videos.findOwned(organizationId, args.videoId, 'videoId');
    const value = args.action === ToggleAction.ENABLE;
    const column = args.field === ObjectToggleField.PROMOTE ? 'promote' : 'visible';
    return this.dataSource.transaction(async (manager) => {
      const objects = await this.findAll(manager, organizationId, wanted, args.id, video.id);
      await manager
        .getRepository(ObjectAnnotation)
        .update({ id: In(objects.map((object) => object.id)) }, { [column]: value });
      for (const object of objects) object[column] = value;
      return objects;
    });
  }

  /** The API's view of objects, with their thumbnails read at once and freshly signed URLs. */
  async presentAll(objects: readonly ObjectAnnotation[]): Promise<ObjectAnnotationType[]> {
    const thumbnails = objects.length
      ? await this.dataSource.getRepository(ObjectThumbnail).find({
          where: { objectId: In(objects.map((object) => object.id)) },
          order: { created: 'ASC', id: 'ASC' },
        })
      : [];
    const urls = await Promise.all(thumbnails.map((thumbnail) => this.media.fileUrl(thumbnail.fileKey)));
    const presented = thumbnails.map((thumbnail, index) => ({
      objectId: thumbnail.objectId,
      id: thumbnail.id,
      imageUrl: urls[index] as string,
      source: thumbnail.source,
    }));
    return objects.map((object) => {
      const own = presented
        .filter((thumbnail) => thumbnail.objectId === object.id)
        .map(({ id, imageUrl, source }) => ({ id, imageUrl, source }));
      const selected = own.find((thumbnail) => thumbnail.id === object.thumbnailId) ?? own[0];
      return {
        id: object.id,
        videoId: object.videoId,
        title: object.title,
        category: object.category,
        timeRange: { start: object.startMs, end: object.endMs },
        startTimestamp: formatTimestamp(object.startMs),
        endTimestamp: formatTimestamp(object.endMs),
        url: object.url,
        source: object.source,
        visible: object.visible,
        promote: object.promote,
        created: object.created,
        thumbnails: own,
        thumbnailId: selected?.id ?? null,
        thumbnailUrl: selected?.imageUrl ?? null,
      };
    });
  }

  async present(object: ObjectAnnotation): Promise<ObjectAnnotationType> {
    return (await this.presentAll([object]))[0] as ObjectAnnotationType;
  }

  /** One of the object's thumbnails, or null for the first; NOT_FOUND on thumbnailId otherwise. */
  private async checkedThumbnailId(
    manager: EntityManager,
    object: ObjectAnnotation,
    thumbnailId: string | null,
  ): Promise<string | null> {
    if (thumbnailId === null) return null;
    const exists =
      isUuid(thumbnailId) &&
      (await manager
        .getRepository(ObjectThumbnail)
        .exists({ where: { id: thumbnailId, objectId: object.id } }));
    if (!exists) throw contractError(ErrorCode.NOT_FOUND, { field: 'thumbnailId' });
    return thumbnailId;
  }

  /** Every wanted object of the caller (of `videoId` when given), locked; NOT_FOUND on id or ids otherwise. */
  private async findAll(
    manager: EntityManager,
    organizationId: string,
    wanted: string[],
    id: string | null | undefined,
    videoId?: string,
  ): Promise<ObjectAnnotation[]> {
    const valid = wanted.filter(isUuid).sort();
    const objects = valid.length
      ? await manager.getRepository(ObjectAnnotation).find({
          where: { id: In(valid), organizationId, ...(videoId ? { videoId } : {}) },
          order: { id: 'ASC' },
          lock: { mode: 'pessimistic_write' },
        })
      : [];
    const found = new Set(objects.map((object) => object.id));
    const missing = wanted.find((candidate) => !found.has(candidate));
    if (missing !== undefined)
      throw contractError(ErrorCode.NOT_FOUND, { field: missing === id ? 'id' : 'ids' });
    return objects;
  }

  /** Deleted videos' objects cascade; their thumbnail files are deleted once that commits. */
  private async thumbnailKeysOf(manager: EntityManager, videos: readonly Video[]): Promise<string[]> {
    const rows: Array<{ fileKey: string }> = await manager
      .getRepository(ObjectThumbnail)
      .createQueryBuilder('thumbnail')
      .select('thumbnail.fileKey', 'fileKey')
      .innerJoin(ObjectAnnotation, 'object', 'object.id = thumbnail.objectId')
      .where('object.videoId IN (:...videoIds)', { videoIds: videos.map((video) => video.id) })
      .getRawMany();
    return rows.map((row) => row.fileKey);
  }

  /**
   * A duplicate gets copies of the objects, thumbnails included (files copied: each video's objects are
   * its own to change and delete). On a failure the copies written so far are deleted.
   */
  private async copyObjects(manager: EntityManager, source: Video, copy: Video): Promise<void> {
    const objects = await manager.getRepository(ObjectAnnotation).find({ where: { videoId: source.id } });
    if (objects.length === 0) return;
    const thumbnails = await manager.getRepository(ObjectThumbnail).find({
      where: { objectId: In(objects.map((object) => object.id)) },
      order: { created: 'ASC', id: 'ASC' },
    });
    const written: string[] = [];
    try {
      for (const object of objects) {
        const saved = await manager.getRepository(ObjectAnnotation).save(
          manager.getRepository(ObjectAnnotation).create({
            organizationId: copy.organizationId,
            videoId: copy.id,
            title: object.title,
            category: object.category,
            startMs: object.startMs,
            endMs: object.endMs,
            url: object.url,
            source: object.source,
            visible: object.visible,
            promote: object.promote,
            score: object.score,
            thumbnailId: null,
            createdById: object.createdById,
          }),
        );
        for (const thumbnail of thumbnails.filter((row) => row.objectId === object.id)) {
          const copied = await this.files.copy({ key: thumbnail.fileKey }, objectThumbnailFolder(copy));
          if (!copied) continue;
          const { key } = copied;
          written.push(key);
          const inserted = await manager.getRepository(ObjectThumbnail).save(
            manager.getRepository(ObjectThumbnail).create({
              organizationId: copy.organizationId,
              objectId: saved.id,
              fileKey: key,
              source: thumbnail.source,
              createdById: thumbnail.createdById,
            }),
          );
          if (object.thumbnailId === thumbnail.id) {
            await manager
              .getRepository(ObjectAnnotation)
              .update({ id: saved.id }, { thumbnailId: inserted.id });
          }
        }
      }
    } catch (error) {
      await this.files.remove(written);
      throw error;
    }
  }
}

/** Objects are made on processed videos only (OBJECT_CREATION_VIDEO_STATUSES; docs/decisions.md). */
function checkCreatable(video: Video): void {
  if (OBJECT_CREATION_VIDEO_STATUSES.includes(video.status)) return;
  throw contractError(ErrorCode.INCORRECT_VIDEO_STATUS, {
    field: 'videoId',
    message: incorrectVideoStatusMessage(video.status, OBJECT_CREATION_VIDEO_STATUSES),
  });
}

function wantedIds(id: string | null | undefined, ids: readonly string[] | null | undefined): string[] {
  const wanted = [...new Set([...(id ? [id] : []), ...(ids ?? [])])];
  if (wanted.length === 0) {
    throw contractError(ErrorCode.VALIDATION_ERROR, {
      field: 'ids',
      message: ObjectAnnotationMessages.noObjectSelected,
    });
  }
  return wanted;
}

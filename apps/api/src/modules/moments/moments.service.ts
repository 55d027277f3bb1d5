import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  canSplitAt,
  ContentSource,
  DEFAULT_ORDER_BY,
  editableStatusesFor,
  ErrorCode,
  incorrectVideoStatusMessage,
  isVideoEditable,
  MOMENT_TITLE_MAX,
  normalizeTags,
  parseTimeString,
  splitMomentTitle,
  splitRange,
  ToggleAction,
  validateMomentDescription,
  validateMomentRange,
  validateMomentTitle,
  validateTags,
  ValidationMessages,
  type TimeRange,
  type ValidationResult,
} from '@framehouse/domain';
import { DataSource, In, type EntityManager } from 'typeorm';
import { contractError } from '../../common/errors/contract-error';
import { ErrorList } from '../../common/errors/error-list';
import {
  ANY_PAGE_SIZE,
  pageHolding,
  paginate,
  type Connection,
  type ListOptions,
} from '../../common/graphql/connection';
import { isUuid } from '../../common/ids';
import { countsBy, incrementCounter } from '../../database/counts';
import type { Session } from '../auth/session';
import { ThumbnailFilesService, type StoredThumbnail } from '../thumbnails/thumbnail-files.service';
import { VideoHooks } from '../videos/video-hooks';
import { mediaRoot } from '../videos/video-media-keys';
import type { Video } from '../videos/video.entity';
import { VideosService } from '../videos/videos.service';
import type {
  CreateMomentInput,
  MomentOrderField,
  MomentsArgs,
  UpdateMomentInput,
} from './dtos/moment.types';
import { MomentPicturesService } from './moment-pictures.service';
import { MomentThumbnail } from './moment-thumbnail.entity';
import { Moment } from './moment.entity';

/** Where a moment's uploaded thumbnails are stored: under its video's media root, which a deletion takes. */
export function momentThumbnailFolder(video: Pick<Video, 'organizationId' | 'mediaId'>): string {
  return `${mediaRoot(video.organizationId, video.mediaId)}moment-thumbnails/`;
}

/** The field the range rules answer on: they concern the start and end together. */
export const RANGE_FIELD = 'timeRange';

/** Ours: the spec only disables Split outside the margin; the API says why it refuses. */
export const SPLIT_MARGIN_MESSAGE = 'Moment can be split only where both parts keep at least 5 seconds.';

/** Ours: toggleMoment and deleteMoment name no moment. */
export const NO_MOMENT_SELECTED = 'Select at least one moment.';

/** "Copy - {title}", cut to the title's maximum as a duplicated video's is. */
function copyTitle(title: string): string {
  return Array.from(splitMomentTitle(title)).slice(0, MOMENT_TITLE_MAX).join('').trimEnd();
}

/** The checked range of two time strings (or kept milliseconds), or the rule it breaks. */
type CheckedRange = { ok: true; range: TimeRange } | { ok: false; problem: string };

const problemOf = (checked: CheckedRange): ValidationResult => (checked.ok ? undefined : checked.problem);

/** The range, or its problem as a VALIDATION_ERROR of the range. */
function rangeOf(checked: CheckedRange): TimeRange {
  if (checked.ok) return checked.range;
  throw contractError(ErrorCode.VALIDATION_ERROR, { field: RANGE_FIELD, message: checked.problem });
}

/**
 * The organization's moments: lists, reads and every change. Changes to a video's moments run under the
 * video's row lock, so two of them (two creates, a split and an update) never both pass the overlap rule.
 * Another organization's moment or video answers NOT_FOUND.
 */
@Injectable()
export class MomentsService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly videos: VideosService,
    private readonly files: ThumbnailFilesService,
    private readonly hooks: VideoHooks,
    private readonly pictures: MomentPicturesService,
  ) {}

  onModuleInit(): void {
    this.hooks.register({
      deleting: (manager, videos) => this.thumbnailKeysOf(manager, videos),
      duplicated: (manager, source, copy) => this.copyMoments(manager, source, copy),
    });
  }

  async list(organizationId: string, args: MomentsArgs): Promise<Connection<Moment>> {
    const query = this.dataSource
      .getRepository(Moment)
      .createQueryBuilder('moment')
      .where('moment.organizationId = :organizationId', { organizationId });
    if (args.videoId != null) {
      const video = await this.videos.findOwned(organizationId, args.videoId, 'videoId');
      query.andWhere('moment.videoId = :videoId', { videoId: video.id });
    }
    const title = args.title?.trim();
    if (title) query.andWhere('LOWER(moment.title) = LOWER(:title)', { title });
    const options: ListOptions = {
      orderable: {
        title: 'LOWER(moment.title)',
        created: 'moment.created',
        startTimestamp: ['moment.startMs', 'moment.endMs'],
        endTimestamp: ['moment.endMs', 'moment.startMs'],
        visible: 'moment.visible',
      } satisfies Record<MomentOrderField, string | string[]>,
      defaultOrderBy: DEFAULT_ORDER_BY,
      searchable: ['moment.title', 'moment.description'],
      tieBreaker: 'moment.id',
      pageSizes: ANY_PAGE_SIZE,
    };
    if (args.pageOf == null) return paginate(query, args, options);
    const page = isUuid(args.pageOf) ? await pageHolding(query, args, options, args.pageOf) : undefined;
    if (page === undefined) throw contractError(ErrorCode.NOT_FOUND, { field: 'pageOf' });
    return paginate(query, { ...args, page }, options);
  }

  /**
   * The moments a member picks from for a list of theirs (a carousel): the organization's visible moments,
   * plus `first` whatever their visibility (so they can be taken out), `first` first and in its order,
   * then the others newest first.
   */
  listForPicking(
    organizationId: string,
    args: { search?: string | null; page?: number | null; pageSize?: number | null },
    first: readonly string[],
  ): Promise<Connection<Moment>> {
    const pinned = first.filter(isUuid);
    const query = this.dataSource
      .getRepository(Moment)
      .createQueryBuilder('moment')
      .where('moment.organizationId = :organizationId', { organizationId })
      .andWhere('(moment.visible OR moment.id = ANY(CAST(:pinned AS uuid[])))', { pinned });
    return paginate(
      query,
      {
        search: args.search ?? undefined,
        page: args.page ?? undefined,
        pageSize: args.pageSize ?? undefined,
      },
      {
        orderable: {
          picking: [
            `COALESCE(array_position(CAST(:pinned AS uuid[]), moment.id), ${pinned.length + 1})`,
            '-EXTRACT(EPOCH FROM moment.created)',
          ],
        },
        defaultOrderBy: 'picking',
        searchable: ['moment.title', 'moment.description'],
        tieBreaker: 'moment.id',
        pageSizes: ANY_PAGE_SIZE,
      },
    );
  }

  /**
   * The organization's moments among `ids`, kept from deletion until the caller's transaction ends (a
   * list of another module names them).
   */
  ownedAmong(manager: EntityManager, organizationId: string, ids: readonly string[]): Promise<Moment[]> {
    const valid = [...new Set(ids.filter(isUuid))];
    if (valid.length === 0) return Promise.resolve([]);
    return manager.getRepository(Moment).find({
      where: { id: In(valid), organizationId },
      order: { id: 'ASC' },
      lock: { mode: 'pessimistic_read' },
    });
  }

  /** The visible moments among `ids`, for the public side (no session), in no particular order. */
  findVisibleMany(ids: readonly string[]): Promise<Moment[]> {
    const valid = [...new Set(ids.filter(isUuid))];
    if (valid.length === 0) return Promise.resolve([]);
    return this.dataSource.getRepository(Moment).findBy({ id: In(valid), visible: true });
  }

  /** A video's moments in timeline order. */
  forVideo(videoId: string): Promise<Moment[]> {
    return this.forVideos([videoId]);
  }

  /** The moments of these videos in timeline order: by start, then end. */
  forVideos(videoIds: readonly string[]): Promise<Moment[]> {
    return this.dataSource
      .getRepository(Moment)
      .find({ where: { videoId: In([...videoIds]) }, order: { startMs: 'ASC', endMs: 'ASC', id: 'ASC' } });
  }

  /** How many moments each video has, in their order. */
  countsForVideos(videoIds: readonly string[]): Promise<number[]> {
    return countsBy(this.dataSource.getRepository(Moment), 'videoId', videoIds);
  }

  /** The caller's moment, or NOT_FOUND on `field`. */
  async findOwned(organizationId: string, id: string, field = 'id'): Promise<Moment> {
    const moment = isUuid(id)
      ? await this.dataSource.getRepository(Moment).findOne({ where: { id, organizationId } })
      : null;
    if (!moment) throw contractError(ErrorCode.NOT_FOUND, { field });
    return moment;
  }

  /** The organization's moments among `ids` (the others are left out), in no particular order. */
  findOwnedMany(organizationId: string, ids: readonly string[]): Promise<Moment[]> {
    const valid = [...new Set(ids.filter(isUuid))];
    if (valid.length === 0) return Promise.resolve([]);
    return this.dataSource.getRepository(Moment).findBy({ id: In(valid), organizationId });
  }

  /** A visible moment, for the public side (no session: the id comes from a public address); else null. */
  async findVisible(id: string): Promise<Moment | null> {
    const moment = isUuid(id) ? await this.dataSource.getRepository(Moment).findOneBy({ id }) : null;
    return moment?.visible ? moment : null;
  }

  /** One more star of a visible moment of a published video (the public stars call); its count after it. */
  countStar(id: string): Promise<number> {
    return incrementCounter(this.dataSource.getRepository(Moment), id, 'stars');
  }

  /**
   * Inside a transaction: the moment's video locked against other changes of its moments, then the moment
   * itself (it may have gone meanwhile: NOT_FOUND on `field`).
   */
  async lockForChange(
    manager: EntityManager,
    moment: Moment,
    field = 'id',
  ): Promise<{ video: Video; moment: Moment }> {
    const video = await this.lockVideo(manager, moment.organizationId, moment.videoId, field);
    // Locked too: a bulk delete or toggle locks moments without their video.
    const locked = await manager
      .getRepository(Moment)
      .findOne({ where: { id: moment.id }, lock: { mode: 'pessimistic_write' } });
    if (!locked) throw contractError(ErrorCode.NOT_FOUND, { field });
    return { video, moment: locked };
  }

  /** The caller's video, locked, and in a status that allows moments (processed), else the error on `field`. */
  async lockVideo(manager: EntityManager, organizationId: string, videoId: string, field: string) {
    const video = await this.videos.lockOwned(manager, organizationId, videoId, field);
    checkEditable(video, field);
    return video;
  }

  async create(session: Session, videoId: string, input: CreateMomentInput): Promise<Moment> {
    const organizationId = session.organization.id;
    const fields = normalizedFields(input);
    // Every field of a new moment is checked; a title left out is an empty one.
    const errors = fieldErrors({ ...input, title: input.title ?? null }, fields);
    const found = await this.videos.findOwned(organizationId, videoId, 'videoId');
    checkEditable(found, 'videoId');
    // Checked before a picture is stored (a cheap refusal), and again under the lock.
    const start = input.startTimestamp ?? '';
    const end = input.endTimestamp ?? '';
    errors.check(RANGE_FIELD, problemOf(await this.checkRange(this.dataSource.manager, found, start, end)));
    errors.throwIfAny();

    const stored = input.thumbnailBase64
      ? await this.files.store(momentThumbnailFolder(found), input.thumbnailBase64, 'thumbnailBase64')
      : null;
    try {
      return await this.dataSource.transaction(async (manager) => {
        const video = await this.lockVideo(manager, organizationId, videoId, 'videoId');
        const range = rangeOf(await this.checkRange(manager, video, start, end));
        const endCardId = await this.hooks.endCardOf(manager, organizationId, input.endCardId ?? null);
        const moments = manager.getRepository(Moment);
        const moment = await moments.save(
          moments.create({
            organizationId,
            videoId: video.id,
            title: fields.title,
            description: fields.description,
            startMs: range.start,
            endMs: range.end,
            tags: fields.tags,
            internalTags: fields.internalTags,
            source: ContentSource.USER,
            endCardId,
            createdById: session.user.id,
          }),
        );
        if (stored) {
          moment.thumbnailId = (await this.addThumbnail(manager, moment, stored, session.user.id)).id;
          await moments.save(moment);
        }
        return moment;
      });
    } catch (error) {
      if (stored) await this.files.remove([stored.key]);
      throw error;
    }
  }

  /** Partial update: only the fields given change; all the rules are checked before anything is saved. */
  async update(session: Session, id: string, input: UpdateMomentInput): Promise<Moment> {
    const found = await this.findOwned(session.organization.id, id);
    const fields = normalizedFields(input);
    const errors = fieldErrors(input, fields);
    return this.dataSource.transaction(async (manager) => {
      const { video, moment } = await this.lockForChange(manager, found);
      const rangeGiven = input.startTimestamp !== undefined || input.endTimestamp !== undefined;
      const checked = rangeGiven
        ? await this.checkRange(
            manager,
            video,
            input.startTimestamp === undefined ? moment.startMs : (input.startTimestamp ?? ''),
            input.endTimestamp === undefined ? moment.endMs : (input.endTimestamp ?? ''),
            moment.id,
          )
        : null;
      errors.check(RANGE_FIELD, checked ? problemOf(checked) : undefined).throwIfAny();
      if (input.title !== undefined) moment.title = fields.title;
      if (input.description !== undefined) moment.description = fields.description;
      if (input.tags !== undefined) moment.tags = fields.tags;
      if (input.internalTags !== undefined) moment.internalTags = fields.internalTags;
      if (checked?.ok) Object.assign(moment, { startMs: checked.range.start, endMs: checked.range.end });
      if (input.endCardId !== undefined && input.endCardId !== moment.endCardId) {
        moment.endCardId = await this.hooks.endCardOf(manager, moment.organizationId, input.endCardId);
      }
      if (input.thumbnailId !== undefined) {
        const selectable =
          input.thumbnailId === null ||
          (isUuid(input.thumbnailId) &&
            (await manager
              .getRepository(MomentThumbnail)
              .exists({ where: { id: input.thumbnailId, momentId: moment.id } })));
        if (!selectable) throw contractError(ErrorCode.NOT_FOUND, { field: 'thumbnailId' });
        moment.thumbnailId = input.thumbnailId;
      }
      return manager.getRepository(Moment).save(moment);
    });
  }

  /** Shows (ENABLE) or hides (DISABLE) all the named moments, or none when one is not the caller's. */
  async toggle(
    session: Session,
    id: string | null | undefined,
    ids: readonly string[] | null | undefined,
    action: ToggleAction,
  ): Promise<Moment[]> {
    return this.dataSource.transaction(async (manager) => {
      const moments = await this.lockAll(manager, session.organization.id, id, ids);
      const visible = action === ToggleAction.ENABLE;
      await manager.getRepository(Moment).update({ id: In(moments.map((moment) => moment.id)) }, { visible });
      return moments.map((moment) => Object.assign(moment, { visible }));
    });
  }

  /** Deletes all the named moments or none; their thumbnail files and start frames go after the commit. */
  async delete(
    session: Session,
    id: string | null | undefined,
    ids: readonly string[] | null | undefined,
  ): Promise<string[]> {
    const { moments, keys } = await this.dataSource.transaction(async (manager) => {
      const locked = await this.lockAll(manager, session.organization.id, id, ids);
      const momentIds = locked.map((moment) => moment.id);
      const thumbnails = await manager
        .getRepository(MomentThumbnail)
        .find({ select: { fileKey: true }, where: { momentId: In(momentIds) } });
      await manager.getRepository(Moment).delete({ id: In(momentIds) });
      return { moments: locked, keys: thumbnails.map((thumbnail) => thumbnail.fileKey) };
    });
    await this.files.remove(keys);
    await this.pictures.deleteFrames(moments);
    const deleted = moments.map((moment) => moment.id);
    await this.hooks.momentsDeleted(session.organization.id, deleted);
    return deleted;
  }

  /**
   * Splits a moment at the playhead in one transaction: the original ends at the playhead, and "Copy -
   * {title}" runs from 100 ms after it to the original end, with the description, tags, categories,
   * visibility, end card and a copy of the selected thumbnail. The playhead must leave both parts the minimum length.
   */
  async split(
    session: Session,
    id: string,
    playheadTimestamp: string,
  ): Promise<{ moment: Moment; copy: Moment }> {
    const playhead = parseTimeString(playheadTimestamp);
    if (playhead === undefined) {
      throw contractError(ErrorCode.VALIDATION_ERROR, {
        field: 'playheadTimestamp',
        message: ValidationMessages.timestampFormat,
      });
    }
    const found = await this.findOwned(session.organization.id, id);
    // Checked before the thumbnail is copied (a cheap refusal), and again under the lock.
    checkSplit(found, playhead);
    const selected = found.thumbnailId
      ? await this.dataSource.getRepository(MomentThumbnail).findOne({ where: { id: found.thumbnailId } })
      : null;
    const video = await this.videos.findOwned(found.organizationId, found.videoId, 'id');
    // The copy's thumbnail is a file of its own, written before the transaction like any upload.
    // Null when the file was deleted meanwhile: the copy gets no thumbnail.
    const copied = selected ? await this.files.copy(storedOf(selected), momentThumbnailFolder(video)) : null;
    let unused: string[] = [];
    try {
      const result = await this.dataSource.transaction(async (manager) => {
        const { moment } = await this.lockForChange(manager, found);
        const parts = splitRange(checkSplit(moment, playhead), playhead);
        const moments = manager.getRepository(Moment);
        moment.endMs = parts.original.end;
        await moments.save(moment);
        const copy = await moments.save(
          moments.create({
            organizationId: moment.organizationId,
            videoId: moment.videoId,
            title: copyTitle(moment.title),
            description: moment.description,
            startMs: parts.copy.start,
            endMs: parts.copy.end,
            visible: moment.visible,
            tags: moment.tags,
            internalTags: moment.internalTags,
            source: ContentSource.USER,
            endCardId: moment.endCardId,
            createdById: session.user.id,
          }),
        );
        // The selection may have changed since the file was copied: the copy takes only the one still selected.
        if (copied && selected && moment.thumbnailId === selected.id) {
          copy.thumbnailId = (await this.addThumbnail(manager, copy, copied, session.user.id)).id;
          await moments.save(copy);
        } else if (copied) {
          unused = [copied.key];
        }
        return { moment, copy };
      });
      await this.files.remove(unused);
      return result;
    } catch (error) {
      if (copied) await this.files.remove([copied.key]);
      throw error;
    }
  }

  /** How many moments show each end card, in their order. */
  countsForEndCards(endCardIds: readonly string[]): Promise<number[]> {
    return countsBy(this.dataSource.getRepository(Moment), 'endCardId', endCardIds);
  }

  /** A thumbnail row of the moment for a stored file, inside the caller's transaction. */
  async addThumbnail(
    manager: EntityManager,
    moment: Moment,
    stored: StoredThumbnail,
    userId: string,
  ): Promise<MomentThumbnail> {
    const thumbnails = manager.getRepository(MomentThumbnail);
    return thumbnails.save(
      thumbnails.create({
        organizationId: moment.organizationId,
        momentId: moment.id,
        fileKey: stored.key,
        size: stored.size,
        width: stored.width,
        height: stored.height,
        createdById: userId,
      }),
    );
  }

  /**
   * The range of two time strings or milliseconds against the video's duration and its other moments
   * (all of them but `exceptId`), in the spec's order of rules.
   */
  private async checkRange(
    manager: EntityManager,
    video: Video,
    start: string | number,
    end: string | number,
    exceptId?: string,
  ): Promise<CheckedRange> {
    const others = (
      await manager.getRepository(Moment).find({
        select: { id: true, title: true, startMs: true, endMs: true },
        where: { videoId: video.id },
        order: { startMs: 'ASC', endMs: 'ASC', id: 'ASC' },
      })
    ).filter((moment) => moment.id !== exceptId);
    const problem = validateMomentRange(start, end, {
      durationMs: video.durationMs ?? 0,
      otherMoments: others.map((moment) => ({
        start: moment.startMs,
        end: moment.endMs,
        title: moment.title,
      })),
    });
    if (problem) return { ok: false, problem };
    const startMs = typeof start === 'number' ? start : parseTimeString(start);
    const endMs = typeof end === 'number' ? end : parseTimeString(end);
    // validateMomentRange has parsed both already; this only tells the compiler.
    return startMs === undefined || endMs === undefined
      ? { ok: false, problem: ValidationMessages.timestampFormat }
      : { ok: true, range: { start: startMs, end: endMs } };
  }

  /** Every named moment of the organization, locked, in id order; NOT_FOUND (nothing changes) otherwise. */
  private async lockAll(
    manager: EntityManager,
    organizationId: string,
    id: string | null | undefined,
    ids: readonly string[] | null | undefined,
  ): Promise<Moment[]> {
    const wanted = [...new Set([...(id ? [id] : []), ...(ids ?? [])])];
    if (wanted.length === 0) {
      throw contractError(ErrorCode.VALIDATION_ERROR, { field: 'ids', message: NO_MOMENT_SELECTED });
    }
    const valid = wanted.filter(isUuid);
    const moments = valid.length
      ? await manager.getRepository(Moment).find({
          where: { id: In(valid), organizationId },
          order: { id: 'ASC' },
          lock: { mode: 'pessimistic_write' },
        })
      : [];
    const found = new Set(moments.map((moment) => moment.id));
    const missing = wanted.find((candidate) => !found.has(candidate));
    if (missing !== undefined) {
      throw contractError(ErrorCode.NOT_FOUND, { field: missing === id ? 'id' : 'ids' });
    }
    return moments;
  }

  private async thumbnailKeysOf(manager: EntityManager, videos: readonly Video[]): Promise<string[]> {
    const rows = await manager
      .getRepository(MomentThumbnail)
      .createQueryBuilder('thumbnail')
      .select('thumbnail.fileKey', 'fileKey')
      .innerJoin(Moment, 'moment', 'moment.id = thumbnail.momentId')
      .where('moment.videoId IN (:...videoIds)', { videoIds: videos.map((video) => video.id) })
      .getRawMany<{ fileKey: string }>();
    return rows.map((row) => row.fileKey);
  }

  /**
   * A duplicate gets the moments of its source (same media, so the same ranges fit), without their
   * uploaded thumbnails: as for the video's own uploads, those files are the source's.
   */
  private async copyMoments(manager: EntityManager, source: Video, copy: Video): Promise<void> {
    await manager.query(
      `INSERT INTO "moments" ("organizationId", "videoId", "title", "description", "startMs", "endMs",
         "visible", "tags", "internalTags", "source", "endCardId", "createdById")
       SELECT "organizationId", $2, "title", "description", "startMs", "endMs", "visible", "tags",
         "internalTags", "source", "endCardId", $3
         FROM "moments" WHERE "videoId" = $1`,
      [source.id, copy.id, copy.createdById],
    );
  }
}

/** Moments are made and changed only on a processed video (the editable statuses), else INCORRECT_VIDEO_STATUS. */
function checkEditable(video: Video, field: string): void {
  if (isVideoEditable(video.status, video.origin)) return;
  throw contractError(ErrorCode.INCORRECT_VIDEO_STATUS, {
    field,
    message: incorrectVideoStatusMessage(video.status, editableStatusesFor(video.origin)),
  });
}

/** The moment's range when the playhead leaves both parts the minimum length, else the error. */
function checkSplit(moment: Moment, playhead: number): TimeRange {
  const range = { start: moment.startMs, end: moment.endMs };
  if (canSplitAt(range, playhead)) return range;
  throw contractError(ErrorCode.VALIDATION_ERROR, {
    field: 'playheadTimestamp',
    message: SPLIT_MARGIN_MESSAGE,
  });
}

interface MomentFields {
  title: string;
  description: string;
  tags: string[];
  internalTags: string[];
}

/** The text fields as stored: title trimmed, tags normalized, null as empty. */
function normalizedFields(input: {
  title?: string | null;
  description?: string | null;
  tags?: string[] | null;
  internalTags?: string[] | null;
}): MomentFields {
  return {
    title: input.title?.trim() ?? '',
    description: input.description ?? '',
    tags: input.tags == null ? [] : normalizeTags(input.tags),
    internalTags: input.internalTags == null ? [] : normalizeTags(input.internalTags),
  };
}

/** The rules of the text fields given (every field of a create; those present in an update). */
function fieldErrors(
  input: { title?: string | null; description?: string | null },
  fields: MomentFields,
): ErrorList {
  return new ErrorList()
    .check('title', input.title === undefined ? undefined : validateMomentTitle(input.title))
    .check('description', validateMomentDescription(fields.description))
    .check('tags', validateTags(fields.tags, 'tag'))
    .check('internalTags', validateTags(fields.internalTags, 'category'));
}

function storedOf(thumbnail: MomentThumbnail): StoredThumbnail {
  return { key: thumbnail.fileKey, size: thumbnail.size, width: thumbnail.width, height: thumbnail.height };
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  canEditVideoField,
  DEFAULT_LOGO_POSITION,
  ErrorCode,
  incorrectVideoStatusMessage,
  normalizeTags,
  sameVideoMetadata,
  statusAfterMetadataChange,
  statusesAllowingVideoField,
  validateDescription,
  validateTags,
  validateVideoTitle,
  VIDEO_EDITABLE_FIELDS,
  type VideoEditableField,
  type VideoMetadataSnapshot,
} from '@framehouse/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { contractError } from '../../common/errors/contract-error';
import { ErrorList } from '../../common/errors/error-list';
import { isUuid } from '../../common/ids';
import type { Session } from '../auth/session';
import type { UpdateVideoInput } from './dtos/video.types';
import { candidateIndexOf, selectedThumbnailId } from './thumbnails/thumbnail-selection';
import { VideoThumbnail } from './thumbnails/video-thumbnail.entity';
import { VideoHooks } from './video-hooks';
import { VideoVersion } from './video-version.entity';
import { Video } from './video.entity';
import { VideosService } from './videos.service';

/** The publishable metadata of a video, as a version keeps it. */
export function metadataOf(video: Video): VideoMetadataSnapshot {
  return {
    title: video.title,
    description: video.description,
    tags: [...video.tags],
    internalTags: [...video.internalTags],
    thumbnailId: selectedThumbnailId(video),
    orgLogoEnabled: video.orgLogoEnabled,
    orgLogoPosition: video.orgLogoPosition,
  };
}

/**
 * The editor's metadata (`updateVideo`) and its versions. Every saved change that alters the publishable
 * metadata is a new version; a published video whose metadata differs from its published version is
 * EDITED (docs/decisions.md, "Video metadata and thumbnails (API)").
 */
@Injectable()
export class VideoMetadataService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly videos: VideosService,
    private readonly hooks: VideoHooks,
  ) {}

  /** Partial update: only the fields given change; all the rules are checked before anything is saved. */
  async update(session: Session, id: string, input: UpdateVideoInput): Promise<Video> {
    const given = VIDEO_EDITABLE_FIELDS.filter((field) => input[field] !== undefined);
    const tags = input.tags == null ? [] : normalizeTags(input.tags);
    const internalTags = input.internalTags == null ? [] : normalizeTags(input.internalTags);
    const title = input.title?.trim() ?? '';
    const description = input.description ?? '';
    new ErrorList()
      .check('title', input.title === undefined ? undefined : validateVideoTitle(input.title))
      .check('description', input.description == null ? undefined : validateDescription(description))
      .check('tags', validateTags(tags, 'tag'))
      .check('internalTags', validateTags(internalTags, 'category'))
      .throwIfAny();

    return this.dataSource.transaction(async (manager) => {
      const video = await this.videos.lockOwned(manager, session.organization.id, id);
      this.checkStatus(video, given);
      const before = metadataOf(video);
      if (input.endCardId !== undefined && input.endCardId !== video.endCardId) {
        // Not versioned metadata: the end card is live on the publications at once (never EDITED).
        video.endCardId = await this.hooks.endCardOf(manager, video.organizationId, input.endCardId);
        await manager.getRepository(Video).update(video.id, { endCardId: video.endCardId });
      }
      if (input.title !== undefined) video.title = title;
      if (input.description !== undefined) video.description = description;
      if (input.tags !== undefined) video.tags = tags;
      if (input.internalTags !== undefined) video.internalTags = internalTags;
      if (input.orgLogoEnabled !== undefined) video.orgLogoEnabled = input.orgLogoEnabled ?? false;
      if (input.orgLogoPosition !== undefined) {
        video.orgLogoPosition = input.orgLogoPosition ?? DEFAULT_LOGO_POSITION;
      }
      if (input.thumbnailId !== undefined) await this.select(manager, video, input.thumbnailId);
      await this.recordChange(manager, video, before, session.user.id);
      return video;
    });
  }

  /**
   * Saves the video when its metadata differs from `before`: a new version, and the status that follows
   * (PUBLISHED ⇄ EDITED against the published version). Nothing is written when nothing changed.
   */
  async recordChange(
    manager: EntityManager,
    video: Video,
    before: VideoMetadataSnapshot,
    userId: string | null,
  ): Promise<void> {
    const metadata = metadataOf(video);
    if (sameVideoMetadata(before, metadata)) return;
    video.version += 1;
    await manager.getRepository(VideoVersion).insert({
      videoId: video.id,
      version: video.version,
      metadata,
      createdById: userId,
    });
    const published =
      video.publishedVersion === null
        ? null
        : await this.versionMetadata(manager, video.id, video.publishedVersion);
    video.status = statusAfterMetadataChange(video.status, metadata, published);
    await manager.getRepository(Video).save(video);
  }

  /** The metadata the video's version row keeps; null when that version has no row. */
  async versionMetadata(
    manager: EntityManager,
    videoId: string,
    version: number,
  ): Promise<VideoMetadataSnapshot | null> {
    const row = await manager.getRepository(VideoVersion).findOne({ where: { videoId, version } });
    return row?.metadata ?? null;
  }

  /** The metadata of one version of the video: its row's, else (version 0, never edited) the video's own. */
  async metadataAt(video: Video, version: number): Promise<VideoMetadataSnapshot> {
    return (await this.versionMetadata(this.dataSource.manager, video.id, version)) ?? metadataOf(video);
  }

  /** metadataAt of many videos in one read, in their order. */
  async metadataAtEach(
    entries: ReadonlyArray<{ video: Video; version: number }>,
  ): Promise<VideoMetadataSnapshot[]> {
    const rows = entries.length
      ? await this.dataSource
          .getRepository(VideoVersion)
          .find({ where: entries.map(({ video, version }) => ({ videoId: video.id, version })) })
      : [];
    const byKey = new Map(rows.map((row) => [`${row.videoId}/${row.version}`, row.metadata]));
    return entries.map(({ video, version }) => byKey.get(`${video.id}/${version}`) ?? metadataOf(video));
  }

  /**
   * Writes the row of the video's current version unless it has one: a video never edited (version 0)
   * has none, and the version a publication shows must outlive later edits.
   */
  async keepVersion(manager: EntityManager, video: Video): Promise<void> {
    await manager
      .createQueryBuilder()
      .insert()
      .into(VideoVersion)
      .values({ videoId: video.id, version: video.version, metadata: metadataOf(video), createdById: null })
      .orIgnore()
      .execute();
  }

  private checkStatus(video: Video, fields: readonly VideoEditableField[]): void {
    const refused = fields.find((field) => !canEditVideoField(video.status, video.origin, field));
    if (refused === undefined) return;
    throw contractError(ErrorCode.INCORRECT_VIDEO_STATUS, {
      field: refused,
      message: incorrectVideoStatusMessage(video.status, statusesAllowingVideoField(video.origin, refused)),
    });
  }

  /** Selects one of the video's thumbnails (a candidate or an upload), or the poster for null. */
  private async select(manager: EntityManager, video: Video, thumbnailId: string | null): Promise<void> {
    if (thumbnailId === null) {
      Object.assign(video, { thumbnailId: null, thumbnailCandidate: null });
      return;
    }
    const candidate = candidateIndexOf(video, thumbnailId);
    if (candidate !== null) {
      Object.assign(video, { thumbnailId: null, thumbnailCandidate: candidate });
      return;
    }
    const uploaded =
      isUuid(thumbnailId) &&
      (await manager.getRepository(VideoThumbnail).exists({ where: { id: thumbnailId, videoId: video.id } }));
    if (!uploaded) throw contractError(ErrorCode.NOT_FOUND, { field: 'thumbnailId' });
    Object.assign(video, { thumbnailId, thumbnailCandidate: null });
  }
}

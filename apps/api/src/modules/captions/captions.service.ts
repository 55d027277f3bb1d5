import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  canonicalLanguageCode,
  ContentSource,
  ContextMessages,
  ErrorCode,
  languageName,
  Permission,
  validateCaptionFileName,
  validateMaxLength,
  ValidationMessages,
} from '@framehouse/domain';
import { contentTypeForKey } from '@framehouse/storage';
import { randomUUID } from 'node:crypto';
import { DataSource, In, type EntityManager } from 'typeorm';
import { ContractError, contractError } from '../../common/errors/contract-error';
import { ErrorList } from '../../common/errors/error-list';
import { isUuid } from '../../common/ids';
import { isUniqueViolation } from '../../database/unique-violation';
import type { Session } from '../auth/session';
import { StorageService } from '../storage/storage.service';
import { VideoHooks, type SubtitleTrack } from '../videos/video-hooks';
import { captionKeyFor } from '../videos/video-media-keys';
import { VideoMediaService } from '../videos/video-media.service';
import type { Video } from '../videos/video.entity';
import { VideosService } from '../videos/videos.service';
import { isCaptionFile, readCaptionFile, type CaptionFile } from './caption-file';
import type {
  CreateVideoCaptionInput,
  UpdateVideoCaptionInput,
  VideoCaptionType,
} from './dtos/caption.types';
import { VideoCaption } from './video-caption.entity';

const CAPTION_NAME_MAX = 255;
/** A SYSTEM caption of a very long video is larger than a member's upload may be. */
const CAPTION_COPY_MAX_BYTES = 64 * 1024 * 1024;
/** The unique index that keeps one caption per language and video. */
const LANGUAGE_INDEX = 'video_captions_language';

/** A WebVTT file written to storage, not yet named by any row. */
export interface StoredCaptionFile {
  key: string;
  size: number;
}

const permissionsError = (message: string) => contractError(ErrorCode.PERMISSIONS_ERROR, { message });

/**
 * The captions of a video: members' uploads (video-area §5 rules and messages), the SYSTEM caption made
 * from the transcript, and what becomes of them when their video is deleted, reprocessed or duplicated.
 * A file is always written under a new key before the row that names it is committed, and an old file is
 * deleted only after, so a row never points at a missing or half-written file.
 */
@Injectable()
export class CaptionsService implements OnModuleInit {
  private readonly logger = new Logger(CaptionsService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly storage: StorageService,
    private readonly videos: VideosService,
    private readonly media: VideoMediaService,
    private readonly hooks: VideoHooks,
  ) {}

  onModuleInit(): void {
    this.hooks.register({
      deleting: (manager, videos) => this.fileKeysOf(manager, videos),
      reprocessing: (manager, video) => this.deleteSystemCaptions(manager, video),
      duplicated: (manager, source, copy) => this.copyCaptions(manager, source, copy),
      subtitleTracks: (video) => this.subtitleTracks(video),
    });
  }

  listForVideo(videoId: string): Promise<VideoCaption[]> {
    return this.listForVideos([videoId]);
  }

  /** The captions of these videos, ordered by language. */
  listForVideos(videoIds: readonly string[]): Promise<VideoCaption[]> {
    return this.dataSource
      .getRepository(VideoCaption)
      .find({ where: { videoId: In([...videoIds]) }, order: { languageCode: 'ASC', id: 'ASC' } });
  }

  async present(caption: VideoCaption): Promise<VideoCaptionType> {
    return {
      id: caption.id,
      name: caption.name,
      languageCode: caption.languageCode,
      source: caption.source,
      captionFileUrl: await this.media.fileUrl(caption.fileKey, caption.name),
    };
  }

  /**
   * A member's caption in a new language (CREATE_VIDEO_CAPTION). For a language the video already has,
   * the member needs CHANGE_VIDEO_CAPTION to be told to update it instead (DUPLICATED_LANGUAGE_CAPTION).
   */
  async create(session: Session, videoId: string, input: CreateVideoCaptionInput): Promise<VideoCaption> {
    const video = await this.videos.findOwned(session.organization.id, videoId, 'videoId');
    const languageCode = canonicalLanguageCode(input.languageCode);
    if (!languageCode) {
      throw contractError(ErrorCode.VALIDATION_ERROR, {
        field: 'languageCode',
        message: ValidationMessages.languageCodeInvalid,
      });
    }
    const existing = await this.dataSource
      .getRepository(VideoCaption)
      .exists({ where: { videoId, languageCode } });
    if (existing) {
      if (!session.permissions.includes(Permission.CHANGE_VIDEO_CAPTION)) {
        throw permissionsError(ContextMessages.updateCaptionsNotAllowed);
      }
      throw contractError(ErrorCode.DUPLICATED_LANGUAGE_CAPTION, { field: 'languageCode' });
    }
    if (!session.permissions.includes(Permission.CREATE_VIDEO_CAPTION)) {
      throw permissionsError(ContextMessages.uploadCaptionsNotAllowed);
    }
    const name = input.name.trim();
    this.checkName(name);
    const file = this.checkFile(input.captionBase64);
    const stored = await this.writeFile(video, file.bytes);
    try {
      return await this.dataSource.transaction(async (manager) => {
        await this.videos.lockOwned(manager, session.organization.id, videoId, 'videoId', 'shared');
        const captions = manager.getRepository(VideoCaption);
        return captions.save(
          captions.create({
            organizationId: video.organizationId,
            videoId,
            name,
            languageCode,
            source: ContentSource.USER,
            fileKey: stored.key,
            size: stored.size,
            createdById: session.user.id,
          }),
        );
      });
    } catch (error) {
      await this.storage.deleteUnused([stored.key]);
      if (isUniqueViolation(error, LANGUAGE_INDEX)) {
        throw contractError(ErrorCode.DUPLICATED_LANGUAGE_CAPTION, { field: 'languageCode' });
      }
      throw error;
    }
  }

  /** A new file or name for a caption (CHANGE_VIDEO_CAPTION); a member's new file makes it a USER caption. */
  async update(session: Session, id: string, input: UpdateVideoCaptionInput): Promise<VideoCaption> {
    const caption = await this.findOwned(session.organization.id, id);
    if (!session.permissions.includes(Permission.CHANGE_VIDEO_CAPTION)) {
      throw permissionsError(ContextMessages.updateCaptionsNotAllowed);
    }
    const name = input.name?.trim() || null;
    if (name !== null) this.checkName(name);
    const file = input.captionBase64 == null ? null : this.checkFile(input.captionBase64);
    const video = await this.videos.findOwned(session.organization.id, caption.videoId);
    const stored = file ? await this.writeFile(video, file.bytes) : null;
    let replacedKey: string | null = null;
    try {
      const updated = await this.dataSource.transaction(async (manager) => {
        const row = await manager
          .getRepository(VideoCaption)
          .findOne({ where: { id: caption.id }, lock: { mode: 'pessimistic_write' } });
        if (!row) throw contractError(ErrorCode.NOT_FOUND, { field: 'id' });
        if (name !== null) row.name = name;
        if (stored) {
          replacedKey = row.fileKey;
          Object.assign(row, { fileKey: stored.key, size: stored.size, source: ContentSource.USER });
        }
        return manager.getRepository(VideoCaption).save(row);
      });
      if (replacedKey) await this.storage.deleteUnused([replacedKey]);
      return updated;
    } catch (error) {
      if (stored) await this.storage.deleteUnused([stored.key]);
      throw error;
    }
  }

  /** Deletes a caption (DELETE_VIDEO_CAPTION, checked by the resolver) and then its file. */
  async delete(session: Session, id: string): Promise<string> {
    const caption = await this.findOwned(session.organization.id, id);
    const deleted = await this.dataSource.getRepository(VideoCaption).delete({ id: caption.id });
    if (!deleted.affected) throw contractError(ErrorCode.NOT_FOUND, { field: 'id' });
    await this.storage.deleteUnused([caption.fileKey]);
    return caption.id;
  }

  /** Writes the SYSTEM caption's file ahead of the transaction that names it (null: nothing to show). */
  async writeSystemCaptionFile(video: Video, vtt: string | null): Promise<StoredCaptionFile | null> {
    return vtt === null ? null : this.writeFile(video, Buffer.from(vtt, 'utf8'));
  }

  /**
   * Inside the transaction storing a transcript: the video's SYSTEM caption becomes `file` in
   * `languageCode`, or goes when there is no file. A member's caption in that language is kept and no
   * SYSTEM caption is made beside it. Returns the files to delete once committed (the replaced one, or
   * the new one when it was not used).
   */
  async replaceSystemCaption(
    manager: EntityManager,
    video: Video,
    languageCode: string,
    file: StoredCaptionFile | null,
  ): Promise<string[]> {
    const captions = manager.getRepository(VideoCaption);
    const obsolete = await captions.find({ where: { videoId: video.id, source: ContentSource.SYSTEM } });
    if (obsolete.length > 0) await captions.delete({ id: In(obsolete.map((caption) => caption.id)) });
    const keys = obsolete.map((caption) => caption.fileKey);
    if (!file) return keys;
    const language = canonicalLanguageCode(languageCode);
    if (!language || (await captions.exists({ where: { videoId: video.id, languageCode: language } }))) {
      return [...keys, file.key];
    }
    await captions.insert({
      organizationId: video.organizationId,
      videoId: video.id,
      // The file a member downloads is named after the language it speaks.
      name: `${languageName(language)}.vtt`,
      languageCode: language,
      source: ContentSource.SYSTEM,
      fileKey: file.key,
      size: file.size,
      createdById: null,
    });
    return keys;
  }

  private async findOwned(organizationId: string, id: string): Promise<VideoCaption> {
    const caption = isUuid(id)
      ? await this.dataSource.getRepository(VideoCaption).findOne({ where: { id, organizationId } })
      : null;
    if (!caption) throw contractError(ErrorCode.NOT_FOUND, { field: 'id' });
    return caption;
  }

  /** The file name says the format: only .vtt ('Unsupported file extension: ".srt"'). */
  private checkName(name: string): void {
    new ErrorList()
      .check('name', validateCaptionFileName(name) ?? validateMaxLength(name, CAPTION_NAME_MAX))
      .throwIfAny();
  }

  private checkFile(captionBase64: string): CaptionFile {
    const file = readCaptionFile(captionBase64);
    if (!isCaptionFile(file)) {
      throw new ContractError([{ name: file.code, field: 'captionBase64', messages: [file.message] }]);
    }
    return file;
  }

  private async writeFile(video: Video, bytes: Buffer): Promise<StoredCaptionFile> {
    const key = captionKeyFor(video, randomUUID());
    await this.storage.driver.putObject(key, bytes, {
      contentType: contentTypeForKey(key),
      size: bytes.length,
    });
    return { key, size: bytes.length };
  }

  private async fileKeysOf(manager: EntityManager, videos: readonly Video[]): Promise<string[]> {
    const captions = await manager
      .getRepository(VideoCaption)
      .find({ select: { fileKey: true }, where: { videoId: In(videos.map((video) => video.id)) } });
    return captions.map((caption) => caption.fileKey);
  }

  /** A new processing run makes a new transcript and so a new SYSTEM caption; members' captions stay. */
  private async deleteSystemCaptions(manager: EntityManager, video: Video): Promise<string[]> {
    const captions = manager.getRepository(VideoCaption);
    const system = await captions.find({ where: { videoId: video.id, source: ContentSource.SYSTEM } });
    if (system.length > 0) await captions.delete({ id: In(system.map((caption) => caption.id)) });
    return system.map((caption) => caption.fileKey);
  }

  /**
   * A duplicate gets copies of the captions, files included (each video's captions are its own to change
   * and delete). Copies are written before the rows; on a failure the copies made so far are deleted.
   */
  private async copyCaptions(manager: EntityManager, source: Video, copy: Video): Promise<void> {
    const captions = manager.getRepository(VideoCaption);
    const originals = await captions.find({ where: { videoId: source.id } });
    const written: string[] = [];
    try {
      for (const original of originals) {
        const text = await this.storage.readText(original.fileKey, CAPTION_COPY_MAX_BYTES);
        if (text === null) continue;
        const stored = await this.writeFile(copy, Buffer.from(text, 'utf8'));
        written.push(stored.key);
        await captions.insert({
          organizationId: copy.organizationId,
          videoId: copy.id,
          name: original.name,
          languageCode: original.languageCode,
          source: original.source,
          fileKey: stored.key,
          size: stored.size,
          createdById: original.createdById,
        });
      }
    } catch (error) {
      await this.storage.deleteUnused(written);
      throw error;
    }
  }

  private async subtitleTracks(video: Video): Promise<SubtitleTrack[]> {
    const captions = await this.listForVideo(video.id);
    return captions.map((caption) => ({
      id: caption.id,
      name: languageName(caption.languageCode),
      languageCode: caption.languageCode,
      fileKey: caption.fileKey,
    }));
  }
}

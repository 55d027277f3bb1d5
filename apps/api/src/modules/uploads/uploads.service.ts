import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  baseFileName,
  ErrorCode,
  fileExtension,
  IMPORT_URL_MAX,
  incorrectVideoStatusMessage,
  LimitKind,
  PipelineType,
  validateImportUrl,
  validateMaxLength,
  validateUploadPartNumber,
  validateVideoFileName,
  ValidationMessages,
  videoOriginForUrl,
  VideoOrigin,
  VideoStatus,
  videoTitleFromFileName,
  videoTitleFromUrl,
} from '@framehouse/domain';
import {
  contentTypeForKey,
  isStorageError,
  type CompletedPart,
  type StorageError,
  type UploadedPart,
} from '@framehouse/storage';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { contractError } from '../../common/errors/contract-error';
import { ErrorList } from '../../common/errors/error-list';
import type { Session } from '../auth/session';
import { LimitsService } from '../limits/limits.service';
import { StorageService } from '../storage/storage.service';
import { sourceKeyFor } from '../videos/video-media-keys';
import type { Video } from '../videos/video.entity';
import { VideosService } from '../videos/videos.service';
import type { UploadedPartInput } from './dtos/upload.types';

/** A part URL is asked for just before its part is sent; an hour covers a slow 5 MiB PUT many times. */
export const UPLOAD_PART_URL_TTL_SECONDS = 60 * 60;

export interface StartedUpload {
  video: Video;
  /** Where part 1 goes. */
  uploadUrl: string;
}

/**
 * The upload flow of video-area §4, on S3's multipart protocol for both storage drivers: the browser
 * PUTs each part straight to a presigned URL (the key in its path, `uploadId` and `partNumber` in its
 * query), then confirms with the key; the API completes the upload from the parts and queues processing.
 * Imports from a URL are queued for the transcoder to fetch.
 */
@Injectable()
export class UploadsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly storage: StorageService,
    private readonly videos: VideosService,
    private readonly limits: LimitsService,
  ) {}

  /** Creates the video (UPLOADING) and its multipart upload, counted against VIDEOS_UPLOAD_LIMIT. */
  async startLocalUpload(
    session: Session,
    filename: string,
    pipelineType: PipelineType,
  ): Promise<StartedUpload> {
    new ErrorList().check('filename', validateVideoFileName(filename)).throwIfAny();
    const name = baseFileName(filename);
    const organizationId = session.organization.id;
    const videoId = randomUUID();
    const mediaId = randomUUID();
    const sourceKey = sourceKeyFor(organizationId, mediaId, fileExtension(name));
    const created: { uploadId?: string } = {};
    try {
      // The storage calls are inside the transaction: if one fails, no half-created video remains.
      return await this.dataSource.transaction(async (manager) => {
        await this.limits.consume(
          manager,
          organizationId,
          session.subscription?.plan,
          LimitKind.VIDEOS_UPLOAD_LIMIT,
          videoId,
        );
        created.uploadId = await this.storage.driver.createMultipartUpload(
          sourceKey,
          contentTypeForKey(sourceKey),
        );
        const video = await this.videos.create(manager, {
          id: videoId,
          organizationId,
          mediaId,
          title: videoTitleFromFileName(name),
          status: VideoStatus.UPLOADING,
          origin: VideoOrigin.DIRECT,
          pipelineType,
          sourceKey,
          sourceFilename: name,
          uploadId: created.uploadId,
          createdById: session.user.id,
        });
        return { video, uploadUrl: await this.partUrl(video, 1) };
      });
    } catch (error) {
      if (created.uploadId) {
        await this.storage.driver.abortMultipartUpload(sourceKey, created.uploadId).catch(() => undefined);
      }
      throw error;
    }
  }

  /** The URL of another part (or of a part sent again). */
  async partUploadUrl(session: Session, videoId: string, partNumber: number): Promise<string> {
    new ErrorList().check('partNumber', validateUploadPartNumber(partNumber)).throwIfAny();
    return this.dataSource.transaction(async (manager) => {
      // Shared: a browser asks for several parts at once.
      const video = await this.videos.lockOwned(
        manager,
        session.organization.id,
        videoId,
        'videoId',
        'shared',
      );
      assertUploading(video);
      return this.partUrl(video, partNumber);
    });
  }

  /** The parts the storage holds: what a reloaded page resumes from. */
  async storedParts(session: Session, videoId: string): Promise<UploadedPart[]> {
    const video = await this.videos.findOwned(session.organization.id, videoId, 'videoId');
    assertUploading(video);
    return this.listParts(video);
  }

  /**
   * Completes the upload from the given parts (or, without them, every part stored), records the size,
   * sets UPLOADED and queues processing.
   */
  async confirm(
    session: Session,
    videoId: string,
    key: string,
    parts: readonly UploadedPartInput[] | null | undefined,
  ): Promise<Video> {
    const video = await this.dataSource.transaction(async (manager) => {
      const found = await this.videos.lockOwned(manager, session.organization.id, videoId, 'videoId');
      assertUploading(found);
      await this.assertOwnKey(found, key);
      const uploadId = found.uploadId as string;
      const chosen = parts && parts.length > 0 ? checkedParts(parts) : await this.allStoredParts(found);
      try {
        await this.storage.driver.completeMultipartUpload(found.sourceKey, uploadId, chosen);
      } catch (error) {
        // Completed once already, by a confirm whose transaction did not commit: the object is there.
        const alreadyComplete =
          isStorageError(error, 'NO_SUCH_UPLOAD') &&
          (await this.storage.driver.statObject(found.sourceKey)) !== null;
        if (!alreadyComplete) throw storageFailure(error);
      }
      const stored = await this.storage.driver.statObject(found.sourceKey);
      found.status = VideoStatus.UPLOADED;
      found.uploadId = null;
      found.sourceSize = stored?.size ?? null;
      return this.videos.save(manager, found);
    });
    await this.videos.startProcessing(video);
    return video;
  }

  /** Aborts the upload and deletes the half-created video, giving its use of the upload limit back. */
  async cancel(session: Session, videoId: string, key: string): Promise<string> {
    const deleted = await this.dataSource.transaction(async (manager) => {
      const video = await this.videos.lockOwned(manager, session.organization.id, videoId, 'videoId');
      assertUploading(video);
      await this.assertOwnKey(video, key);
      return this.videos.deleteRows(manager, [video]);
    });
    await this.videos.cleanUp(deleted);
    return videoId;
  }

  /** A video of a remote file, YouTube or Vimeo: UPLOADED, and queued for the transcoder to fetch. */
  async importRemote(session: Session, url: string, pipelineType: PipelineType): Promise<Video> {
    const trimmed = (url ?? '').trim();
    new ErrorList()
      .check('url', validateMaxLength(trimmed, IMPORT_URL_MAX) ?? validateImportUrl(trimmed))
      .throwIfAny();
    const organizationId = session.organization.id;
    const videoId = randomUUID();
    const mediaId = randomUUID();
    const video = await this.dataSource.transaction(async (manager) => {
      await this.limits.consume(
        manager,
        organizationId,
        session.subscription?.plan,
        LimitKind.VIDEOS_UPLOAD_LIMIT,
        videoId,
      );
      return this.videos.create(manager, {
        id: videoId,
        organizationId,
        mediaId,
        title: videoTitleFromUrl(trimmed),
        status: VideoStatus.UPLOADED,
        origin: videoOriginForUrl(trimmed),
        pipelineType,
        // No extension: what the URL serves is only known once fetched (ffprobe reads the content).
        sourceKey: sourceKeyFor(organizationId, mediaId, ''),
        remoteUrl: trimmed,
        createdById: session.user.id,
      });
    });
    await this.videos.startProcessing(video);
    return video;
  }

  private partUrl(video: Video, partNumber: number): Promise<string> {
    return this.storage.driver.presignUploadPart(
      video.sourceKey,
      video.uploadId as string,
      partNumber,
      UPLOAD_PART_URL_TTL_SECONDS,
    );
  }

  private async listParts(video: Video): Promise<UploadedPart[]> {
    try {
      return await this.storage.driver.listParts(video.sourceKey, video.uploadId as string);
    } catch (error) {
      throw storageFailure(error);
    }
  }

  private async allStoredParts(video: Video): Promise<CompletedPart[]> {
    const stored = await this.listParts(video);
    if (stored.length === 0) {
      throw contractError(ErrorCode.VALIDATION_ERROR, {
        field: 'parts',
        message: ValidationMessages.uploadHasNoParts,
      });
    }
    return stored.map(({ partNumber, etag }) => ({ partNumber, etag }));
  }

  /**
   * The key is the video's own: as stored, or as the upload URL's path shows it (after `/storage/` for
   * fs, after the bucket for S3), which is where a browser reads it from.
   */
  private async assertOwnKey(video: Video, key: string): Promise<void> {
    const given = (key ?? '').trim().replace(/^\/+/, '');
    if (given === video.sourceKey) return;
    const path = new URL(await this.partUrl(video, 1)).pathname;
    const urlKey = path.split('/').map(safeDecode).join('/').replace(/^\/+/, '');
    if (given !== '' && given === urlKey) return;
    throw contractError(ErrorCode.VALIDATION_ERROR, {
      field: 'key',
      message: ValidationMessages.uploadKeyMismatch,
    });
  }
}

function assertUploading(video: Video): void {
  if (video.status !== VideoStatus.UPLOADING || !video.uploadId) {
    throw contractError(ErrorCode.INCORRECT_VIDEO_STATUS, {
      field: 'videoId',
      message: incorrectVideoStatusMessage(video.status, [VideoStatus.UPLOADING]),
    });
  }
}

/** The parts the browser reports, checked and in ascending order (S3 needs them so). */
function checkedParts(parts: readonly UploadedPartInput[]): CompletedPart[] {
  const errors = new ErrorList();
  const numbers = new Set<number>();
  for (const part of parts) {
    errors.check('parts', validateUploadPartNumber(part.partNumber));
    if (numbers.has(part.partNumber)) {
      errors.check('parts', `Part ${part.partNumber} is listed more than once.`);
    }
    numbers.add(part.partNumber);
    if (!part.etag?.trim()) errors.check('parts', `Part ${part.partNumber} has no ETag.`);
  }
  errors.throwIfAny();
  return [...parts]
    .sort((a, b) => a.partNumber - b.partNumber)
    .map(({ partNumber, etag }) => ({ partNumber, etag: etag.trim() }));
}

/** The storage's refusal of the parts, in the contract: the upload is gone, or a part is wrong. */
function storageFailure(error: unknown): unknown {
  if (!isStorageError(error)) return error;
  if ((error as StorageError).code === 'NO_SUCH_UPLOAD') {
    return contractError(ErrorCode.VALIDATION_ERROR, {
      field: 'videoId',
      message: ValidationMessages.uploadGone,
    });
  }
  return contractError(ErrorCode.VALIDATION_ERROR, { field: 'parts', message: error.message });
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

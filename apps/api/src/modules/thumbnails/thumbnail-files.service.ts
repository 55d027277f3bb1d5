import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { prepareThumbnail } from '../../common/images/thumbnail-image';
import { StorageService } from '../storage/storage.service';

/** A thumbnail file written to storage, not yet named by any row. */
export interface StoredThumbnail {
  key: string;
  size: number;
  width: number;
  height: number;
}

/**
 * Thumbnail files of videos, moments and objects alike: a member's base64 picture checked with the
 * spec's limits, re-encoded (prepareThumbnail) and written under a new key in the folder given, before
 * the row naming it is committed. The caller deletes it again (`remove`) when that commit fails, and
 * deletes the file of a deleted row after its commit.
 */
@Injectable()
export class ThumbnailFilesService {
  constructor(private readonly storage: StorageService) {}

  /** `folder` ends with "/", e.g. `media/{organizationId}/{mediaId}/thumbnails/`. */
  async store(folder: string, base64: string, field: string): Promise<StoredThumbnail> {
    const thumbnail = await prepareThumbnail(base64, field);
    const key = `${folder}${randomUUID()}.${thumbnail.extension}`;
    await this.storage.driver.putObject(key, thumbnail.data, {
      contentType: thumbnail.contentType,
      size: thumbnail.data.length,
    });
    return { key, size: thumbnail.data.length, width: thumbnail.width, height: thumbnail.height };
  }

  /** Deletes files no row names (any more); failures are logged, never the caller's error. */
  remove(keys: readonly string[]): Promise<void> {
    return this.storage.deleteUnused(keys);
  }
}

import { Injectable } from '@nestjs/common';
import { isStorageError } from '@framehouse/storage';
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

  /**
   * A copy of a stored thumbnail under a new key in `folder`, for a row of its own (a split moment's copy,
   * a duplicated video's or object's): each row owns its file, so deleting one never takes the other's.
   * Null when the original is gone (deleted meanwhile): the copy simply has none.
   */
  async copy<T extends { key: string }>(source: T, folder: string): Promise<T | null> {
    const chunks: Buffer[] = [];
    try {
      for await (const chunk of await this.storage.driver.getObject(source.key)) {
        chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
      }
    } catch (error) {
      if (isStorageError(error, 'NOT_FOUND')) return null;
      throw error;
    }
    const data = Buffer.concat(chunks);
    // Every stored thumbnail is our own JPEG (prepareThumbnail), the detector's crops too.
    const key = `${folder}${randomUUID()}.jpg`;
    await this.storage.driver.putObject(key, data, { contentType: 'image/jpeg', size: data.length });
    return { ...source, key };
  }

  /** Deletes files no row names (any more); failures are logged, never the caller's error. */
  remove(keys: readonly string[]): Promise<void> {
    return this.storage.deleteUnused(keys);
  }
}

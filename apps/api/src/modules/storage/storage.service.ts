import { Inject, Injectable, Logger } from '@nestjs/common';
import { createStorage, isStorageError, type StorageDriver } from '@framehouse/storage';
import type { Readable } from 'node:stream';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';

/** Where pictures (avatars, logos) are served from, for every storage driver. */
export const PUBLIC_MEDIA_PATH = '/media/public';
const PUBLIC_PREFIX = 'public/';

/**
 * The API's object storage (the driver STORAGE_DRIVER names) and the URLs media reach browsers by:
 * pictures through the API at /media/public/…, everything else through signed, expiring URLs.
 */
@Injectable()
export class StorageService {
  readonly driver: StorageDriver;
  private readonly logger = new Logger(StorageService.name);

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.driver = createStorage(config.storage);
  }

  putPublic(key: string, data: Buffer, contentType: string): Promise<unknown> {
    return this.driver.putObject(PUBLIC_PREFIX + key, data, { contentType, size: data.length });
  }

  deletePublic(key: string): Promise<void> {
    return this.driver.deleteObject(PUBLIC_PREFIX + key);
  }

  /** A picture's bytes and type, or null when there is none under that key. */
  async readPublic(key: string): Promise<{ body: Readable; contentType: string; size: number } | null> {
    const stat = await this.driver.statObject(PUBLIC_PREFIX + key);
    if (!stat) return null;
    return {
      body: await this.driver.getObject(PUBLIC_PREFIX + key),
      contentType: stat.contentType,
      size: stat.size,
    };
  }

  publicUrl(key: string | null | undefined): string | null {
    return key ? `${this.config.publicUrl}${PUBLIC_MEDIA_PATH}/${key}` : null;
  }

  /**
   * A small text object (a playlist, a caption, a transcript) read whole as UTF-8; null when there is no
   * such object or it is larger than `maxBytes` (none of ours is: it is not what we wrote).
   */
  async readText(key: string, maxBytes: number): Promise<string | null> {
    try {
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of await this.driver.getObject(key)) {
        const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
        size += bytes.length;
        if (size > maxBytes) return null;
        chunks.push(bytes);
      }
      return Buffer.concat(chunks).toString('utf8');
    } catch (error) {
      if (isStorageError(error, 'NOT_FOUND')) return null;
      throw error;
    }
  }

  /**
   * Deletes files no row points at any more (after the commit that dropped them); a failure is logged
   * and leaves the file, never an error for the caller.
   */
  async deleteUnused(keys: readonly string[]): Promise<void> {
    for (const key of keys) {
      try {
        await this.driver.deleteObject(key);
      } catch (error) {
        this.logger.warn(`Deleting ${key} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }

  /** For the health check: the storage answers and can be written. */
  ensureWritable(): Promise<void> {
    return this.driver.checkReady();
  }
}

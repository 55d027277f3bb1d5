import { Inject, Injectable } from '@nestjs/common';
import { createStorage, type StorageDriver } from '@framehouse/storage';
import { createHmac } from 'node:crypto';
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

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.driver = createStorage({
      driver: config.storageDriver,
      dataDir: config.dataDir,
      publicUrl: config.publicUrl,
      // A key of its own, derived from the JWT secret: a leaked media URL signs nothing else.
      signingSecret: createHmac('sha256', config.jwtSecret).update('framehouse:storage-urls').digest('hex'),
      s3:
        config.storageDriver === 's3'
          ? {
              endpoint: config.s3.endpoint as string,
              publicEndpoint: config.s3.publicEndpoint,
              accessKey: config.s3.accessKey as string,
              secretKey: config.s3.secretKey as string,
              bucket: config.s3.bucket,
            }
          : undefined,
    });
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

  /** For the health check: the storage answers and can be written. */
  ensureWritable(): Promise<void> {
    return this.driver.checkReady();
  }
}

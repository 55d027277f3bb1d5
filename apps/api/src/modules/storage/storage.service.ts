import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { access, constants, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import { APP_CONFIG, ConfigError, type AppConfig } from '../../config/app-config';

/** Where public pictures (avatars, logos) are served from. */
export const PUBLIC_MEDIA_PATH = '/media/public';

/**
 * Object storage for the files the API writes itself. The fs driver keeps them under DATA_DIR; the
 * S3 driver and signed media URLs arrive with video ingest.
 */
@Injectable()
export class StorageService {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    if (config.storageDriver !== 'fs') {
      throw new ConfigError('STORAGE_DRIVER=s3 is not available yet: it arrives with video ingest. Use fs.');
    }
  }

  get publicRoot(): string {
    return join(this.config.dataDir, 'public');
  }

  /** Writes atomically (temporary file, then rename) so a reader never sees half a file. */
  async putPublic(key: string, data: Buffer): Promise<void> {
    const path = this.resolve(key);
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.${randomUUID()}.tmp`;
    await writeFile(temporary, data);
    await rename(temporary, path);
  }

  /** For the health check: the storage root exists and can be written. */
  async ensureWritable(): Promise<void> {
    await mkdir(this.publicRoot, { recursive: true });
    await access(this.publicRoot, constants.W_OK);
  }

  async deletePublic(key: string): Promise<void> {
    await rm(this.resolve(key), { force: true });
  }

  publicUrl(key: string | null | undefined): string | null {
    return key ? `${this.config.publicUrl}${PUBLIC_MEDIA_PATH}/${key}` : null;
  }

  private resolve(key: string): string {
    const path = normalize(join(this.publicRoot, key));
    if (!path.startsWith(this.publicRoot + sep)) throw new Error(`Storage key escapes its root: ${key}`);
    return path;
  }
}

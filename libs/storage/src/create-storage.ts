import { FsStorage } from './fs-storage';
import { S3Storage } from './s3-storage';
import type { StorageDriver, StorageDriverName } from './storage-driver';

export interface StorageConfig {
  /** STORAGE_DRIVER. */
  driver: StorageDriverName;
  /** DATA_DIR: the fs driver's root. */
  dataDir: string;
  /** PUBLIC_URL: the fs driver's presigned URLs point at the API. */
  publicUrl: string;
  /** Signs the fs driver's URLs; the API's only (the transcoder signs none, so it holds no such secret). */
  signingSecret?: string;
  /** S3_ENDPOINT, S3_ACCESS_KEY, S3_SECRET_KEY, S3_BUCKET: needed with the s3 driver. */
  s3?: {
    endpoint: string;
    /** Where browsers reach the S3 server when it differs from `endpoint`. */
    publicEndpoint?: string;
    accessKey: string;
    secretKey: string;
    bucket: string;
    region?: string;
  };
  /** Milliseconds since the epoch, for presigned URLs' expiry; tests only. */
  now?: () => number;
}

/**
 * The storage the configuration names. The apps validate their environment first; this only refuses a
 * configuration that cannot work, naming what is missing.
 */
export function createStorage(config: StorageConfig): StorageDriver {
  if (config.driver === 's3') {
    if (!config.s3) {
      throw new Error('STORAGE_DRIVER=s3 needs S3_ENDPOINT, S3_ACCESS_KEY, S3_SECRET_KEY and S3_BUCKET.');
    }
    return new S3Storage({ ...config.s3, now: config.now });
  }
  return new FsStorage({
    rootDir: config.dataDir,
    publicUrl: config.publicUrl,
    signingSecret: config.signingSecret,
    now: config.now,
  });
}

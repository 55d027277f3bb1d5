import type { StorageConfig } from '@framehouse/storage';
import { resolve } from 'node:path';
import { boolean, ConfigError, integer, oneOf, url, type Env } from './env-readers';
import { readMetricsToken } from './metrics-token';

export type NodeEnv = 'development' | 'production' | 'test';

/**
 * What the API and the transcoder both read, by the same names and defaults: read here once, so the two
 * processes find the same queues and the same stored objects.
 */
export interface SharedConfig {
  nodeEnv: NodeEnv;
  redisUrl: string;
  /** Prefix of every Redis key (queues, rate limits): lets test runs share one Redis server. */
  redisPrefix: string;
  /** STORAGE_DRIVER, DATA_DIR, S3_*; no signing secret, which is the API's alone (it signs every URL). */
  storage: StorageConfig;
  /**
   * ALLOW_PRIVATE_IMPORTS, the operator's one switch: URLs fetched for a member (imports, D2C media, ad
   * tags) may point to private, loopback and link-local addresses (tests, closed networks).
   */
  allowPrivateImports: boolean;
  /** D2C_UPLOAD_MAX_BYTES: the largest D2C media file, uploaded to the API or fetched by the worker. */
  d2cUploadMaxBytes: number;
  /** METRICS_TOKEN: the bearer token a Prometheus scraper sends; null serves no metrics. */
  metricsToken: string | null;
  /**
   * SHUTDOWN_GRACE_SECONDS: on SIGTERM, how long running work may go on finishing (requests in flight,
   * jobs) before the process hands it back and exits. Shorter than the supervisor's own kill timeout.
   */
  shutdownGraceSeconds: number;
}

const WEB = ['http:', 'https:'];

/** PORT, where the API listens, and PUBLIC_URL, where browsers reach it (and the fs driver's URLs). */
export function readApiOrigin(env: Env): { port: number; publicUrl: string } {
  const port = integer(env, 'PORT', 3000);
  return { port, publicUrl: url(env, 'PUBLIC_URL', `http://localhost:${port}`, WEB) };
}

export function loadSharedConfig(env: Env): SharedConfig {
  return {
    nodeEnv: oneOf(env, 'NODE_ENV', ['development', 'production', 'test'] as const, 'development'),
    redisUrl: url(env, 'REDIS_URL', 'redis://127.0.0.1:6379', ['redis:', 'rediss:']),
    redisPrefix: env.REDIS_PREFIX ?? 'framehouse',
    storage: storageConfig(env),
    allowPrivateImports: boolean(env, 'ALLOW_PRIVATE_IMPORTS', false),
    d2cUploadMaxBytes: integer(env, 'D2C_UPLOAD_MAX_BYTES', 2 * 1024 ** 3),
    metricsToken: readMetricsToken(env),
    shutdownGraceSeconds: integer(env, 'SHUTDOWN_GRACE_SECONDS', 25, 0),
  };
}

function storageConfig(env: Env): StorageConfig {
  const driver = oneOf(env, 'STORAGE_DRIVER', ['fs', 's3'] as const, 'fs');
  const endpoint = url(env, 'S3_ENDPOINT', undefined, WEB);
  const publicEndpoint = url(env, 'S3_PUBLIC_ENDPOINT', undefined, WEB);
  const { S3_ACCESS_KEY: accessKey, S3_SECRET_KEY: secretKey } = env;
  const common = { dataDir: resolve(env.DATA_DIR ?? '.data'), publicUrl: readApiOrigin(env).publicUrl };
  if (driver === 'fs') return { driver, ...common };
  if (!endpoint || !accessKey || !secretKey) {
    throw new ConfigError('STORAGE_DRIVER=s3 needs S3_ENDPOINT, S3_ACCESS_KEY and S3_SECRET_KEY');
  }
  return {
    driver,
    ...common,
    s3: { endpoint, publicEndpoint, accessKey, secretKey, bucket: env.S3_BUCKET ?? 'framehouse' },
  };
}

import { isIPv4 } from 'node:net';
import { resolve } from 'node:path';

/** Every environment variable the API and the worker read, validated once at start. */
export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  /** HOST, the address the API listens on: loopback unless the operator opens it to other machines. */
  host: string;
  publicUrl: string;
  databaseUrl: string;
  redisUrl: string;
  /** Prefix of every Redis key (queues, rate limits): lets test runs share one Redis server. */
  redisPrefix: string;
  storageDriver: 'fs' | 's3';
  dataDir: string;
  /** `publicEndpoint`: where browsers reach the S3 server, when it differs from `endpoint`. */
  s3: { endpoint?: string; publicEndpoint?: string; accessKey?: string; secretKey?: string; bucket: string };
  jwtSecret: string;
  jwtExpiresInSeconds: number;
  /** Secret from which the keys that encrypt stored secrets (D2C API keys) are derived. */
  encryptionKey: string;
  /** The largest media file the D2C API takes in one upload. */
  d2cUploadMaxBytes: number;
  smtpUrl?: string;
  mailFrom: string;
  stripe: { secretKey?: string; webhookSecret?: string; apiBase?: string };
  google: { clientId?: string; clientSecret?: string; apiBase?: string };
  /** Bytes per request of a YouTube resumable upload: a multiple of 256 KiB, as YouTube requires. */
  youtubeUploadChunkBytes: number;
  /** How long the OAuth state of a YouTube authorization may come back with its code. */
  youtubeAuthorizationTtlSeconds: number;
  micrositeHost: string;
  /**
   * AUTH_RATE_LIMIT, attempts per 15 minutes: failed sign-ins per email and address together (5× per
   * address, and 5× per email an hour); Google sign-ins and password checks per address, email and account.
   */
  authRateLimit: number;
  /** Mails per hour (sign-up, links, invitations) to one recipient and on requests from one address. */
  mailRateLimit: { perRecipient: number; perAddress: number };
  adminDistDir: string;
  /** The built embed loader and player (apps/player/dist), served under /player/. */
  playerDistDir: string;
  /**
   * ALLOW_PRIVATE_IMPORTS, the operator's one switch (the transcoder's imports read it too): URLs the
   * server fetches for a member (ad tags) may point to private, loopback and link-local addresses.
   */
  allowPrivateImports: boolean;
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

/**
 * The secrets' development defaults. This repository is public, so they only serve an API that no other
 * machine reaches (HOST and PUBLIC_URL on loopback) and never production.
 */
const DEVELOPMENT_SECRETS = {
  JWT_SECRET: 'framehouse-development-secret-change-me',
  // Changing it makes the stored D2C API keys unreadable (they are looked up by digest, so they keep
  // authenticating, but the page can no longer show them): set it once per installation.
  ENCRYPTION_KEY: 'framehouse-development-encryption-key-change-me',
} as const;
type SecretName = keyof typeof DEVELOPMENT_SECRETS;
const SECRET_MIN_LENGTH = 32;
const GIB = 1024 * 1024 * 1024;
const YOUTUBE_CHUNK_UNIT = 256 * 1024;

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const value = env[name] ?? fallback;
  if (!(allowed as readonly string[]).includes(value)) {
    throw new ConfigError(`${name} must be one of ${allowed.join(', ')}; got "${value}"`);
  }
  return value as T;
}

function integer(env: Env, name: string, fallback: number, min = 1): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min)
    throw new ConfigError(`${name} must be an integer >= ${min}; got "${raw}"`);
  return value;
}

function boolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['true', '1', 'yes'].includes(raw)) return true;
  if (['false', '0', 'no'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false; got "${env[name]}"`);
}

function url(
  env: Env,
  name: string,
  fallback: string | undefined,
  protocols: readonly string[],
): string | undefined {
  const value = env[name] || fallback;
  if (value === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new ConfigError(`${name} must be a URL; got "${value}"`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must use ${protocols.join(' or ')}; got "${value}"`);
  }
  return value.replace(/\/+$/, '');
}

export function loadConfig(env: Env = process.env): AppConfig {
  const nodeEnv = oneOf(env, 'NODE_ENV', ['development', 'production', 'test'] as const, 'development');
  const port = integer(env, 'PORT', 3000);
  const host = env.HOST || '127.0.0.1';
  const publicUrl = url(env, 'PUBLIC_URL', `http://localhost:${port}`, ['http:', 'https:']) as string;
  const { JWT_SECRET: jwtSecret, ENCRYPTION_KEY: encryptionKey } = secrets(env, nodeEnv, host, publicUrl);
  const storageDriver = oneOf(env, 'STORAGE_DRIVER', ['fs', 's3'] as const, 'fs');
  const s3 = {
    endpoint: url(env, 'S3_ENDPOINT', undefined, ['http:', 'https:']),
    publicEndpoint: url(env, 'S3_PUBLIC_ENDPOINT', undefined, ['http:', 'https:']),
    accessKey: env.S3_ACCESS_KEY,
    secretKey: env.S3_SECRET_KEY,
    bucket: env.S3_BUCKET ?? 'framehouse',
  };
  if (storageDriver === 's3' && (!s3.endpoint || !s3.accessKey || !s3.secretKey)) {
    throw new ConfigError('STORAGE_DRIVER=s3 needs S3_ENDPOINT, S3_ACCESS_KEY and S3_SECRET_KEY');
  }
  return {
    nodeEnv,
    port,
    host,
    publicUrl,
    databaseUrl: url(env, 'DATABASE_URL', 'postgres://postgres@127.0.0.1:5432/framehouse', [
      'postgres:',
      'postgresql:',
    ]) as string,
    redisUrl: url(env, 'REDIS_URL', 'redis://127.0.0.1:6379', ['redis:', 'rediss:']) as string,
    redisPrefix: env.REDIS_PREFIX ?? 'framehouse',
    storageDriver,
    dataDir: resolve(env.DATA_DIR ?? '.data'),
    s3,
    jwtSecret,
    jwtExpiresInSeconds: integer(env, 'JWT_EXPIRES_IN_SECONDS', 24 * 60 * 60),
    encryptionKey,
    d2cUploadMaxBytes: integer(env, 'D2C_UPLOAD_MAX_BYTES', 2 * GIB),
    smtpUrl: url(env, 'SMTP_URL', undefined, ['smtp:', 'smtps:']),
    mailFrom: env.MAIL_FROM ?? 'Framehouse <no-reply@framehouse.local>',
    stripe: {
      secretKey: env.STRIPE_SECRET_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      apiBase: url(env, 'STRIPE_API_BASE', undefined, ['http:', 'https:']),
    },
    google: {
      clientId: env.GOOGLE_CLIENT_ID,
      clientSecret: env.GOOGLE_CLIENT_SECRET,
      apiBase: url(env, 'GOOGLE_API_BASE', undefined, ['http:', 'https:']),
    },
    youtubeUploadChunkBytes: youtubeChunkBytes(env),
    youtubeAuthorizationTtlSeconds: integer(env, 'YOUTUBE_AUTHORIZATION_TTL_SECONDS', 10 * 60),
    micrositeHost: env.MICROSITE_HOST ?? 'localhost',
    authRateLimit: integer(env, 'AUTH_RATE_LIMIT', 20),
    mailRateLimit: {
      perRecipient: integer(env, 'MAIL_RATE_LIMIT_RECIPIENT', 5),
      perAddress: integer(env, 'MAIL_RATE_LIMIT_ADDRESS', 50),
    },
    adminDistDir: resolve(env.ADMIN_DIST_DIR ?? resolve(__dirname, '../../../admin/dist')),
    playerDistDir: resolve(env.PLAYER_DIST_DIR ?? resolve(__dirname, '../../../player/dist')),
    allowPrivateImports: boolean(env, 'ALLOW_PRIVATE_IMPORTS', false),
  };
}

/** A loopback name or address (`localhost`, 127.0.0.0/8, ::1), bracketed as in a URL or not. */
function isLoopback(host: string): boolean {
  const name = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  return name === 'localhost' || name === '::1' || (isIPv4(name) && name.startsWith('127.'));
}

/** Why other machines reach this API, or null when it serves this machine only. */
function reachFromOtherMachines(host: string, publicUrl: string): string | null {
  if (!isLoopback(host)) {
    return `HOST=${host} lets other machines reach this API (HOST=127.0.0.1 keeps it on this machine)`;
  }
  if (!isLoopback(new URL(publicUrl).hostname)) {
    return `PUBLIC_URL=${publicUrl} serves this API to other machines`;
  }
  return null;
}

/**
 * JWT_SECRET and ENCRYPTION_KEY: each as set (at least 32 characters), else its development default —
 * refused in production and wherever other machines reach the API, as is a default set on purpose.
 */
function secrets(
  env: Env,
  nodeEnv: AppConfig['nodeEnv'],
  host: string,
  publicUrl: string,
): Record<SecretName, string> {
  const names = Object.keys(DEVELOPMENT_SECRETS) as SecretName[];
  for (const name of names) {
    const value = env[name];
    if (value && value.length < SECRET_MIN_LENGTH) {
      throw new ConfigError(`${name} must be at least ${SECRET_MIN_LENGTH} characters long`);
    }
  }
  const known = names.filter((name) => !env[name] || env[name] === DEVELOPMENT_SECRETS[name]);
  if (known.length > 0) {
    const setThem = `${known.join(' and ')} must be set to at least ${SECRET_MIN_LENGTH} random characters`;
    if (nodeEnv === 'production') throw new ConfigError(`${setThem} in production`);
    const reach = reachFromOtherMachines(host, publicUrl);
    if (reach) {
      const defaults = known.length > 1 ? 'defaults are' : 'default is';
      throw new ConfigError(`${setThem}: the development ${defaults} public, and ${reach}`);
    }
  }
  return {
    JWT_SECRET: env.JWT_SECRET || DEVELOPMENT_SECRETS.JWT_SECRET,
    ENCRYPTION_KEY: env.ENCRYPTION_KEY || DEVELOPMENT_SECRETS.ENCRYPTION_KEY,
  };
}

function youtubeChunkBytes(env: Env): number {
  const bytes = integer(env, 'YOUTUBE_UPLOAD_CHUNK_BYTES', 32 * YOUTUBE_CHUNK_UNIT, YOUTUBE_CHUNK_UNIT);
  if (bytes % YOUTUBE_CHUNK_UNIT !== 0) {
    throw new ConfigError(`YOUTUBE_UPLOAD_CHUNK_BYTES must be a multiple of 262144; got "${bytes}"`);
  }
  return bytes;
}

export const APP_CONFIG = Symbol('APP_CONFIG');

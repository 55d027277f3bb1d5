import {
  ConfigError,
  integer,
  loadSharedConfig,
  readApiOrigin,
  url,
  type Env,
  type NodeEnv,
  type SharedConfig,
} from '@framehouse/config';
import { SubscriptionPlan, type PaidPlan } from '@framehouse/domain';
import { createHmac } from 'node:crypto';
import { accessSync, constants as fsConstants, statSync } from 'node:fs';
import { isIPv4 } from 'node:net';
import { resolve } from 'node:path';

/**
 * Every environment variable the API reads, validated once at start. What the transcoder reads too
 * (Redis, storage, imports' reach, the D2C file size) comes from libs/config; `storage` adds the API's
 * own key for signing URLs.
 */
export interface AppConfig extends SharedConfig {
  port: number;
  /** HOST, the address the API listens on: loopback unless the operator opens it to other machines. */
  host: string;
  publicUrl: string;
  databaseUrl: string;
  jwtSecret: string;
  jwtExpiresInSeconds: number;
  /** Secret from which the keys that encrypt stored secrets (D2C API keys) are derived. */
  encryptionKey: string;
  smtpUrl?: string;
  mailFrom: string;
  /** Card payments; without a secret key the server takes none (operators grant plans with the CLI). */
  stripe: StripeConfig;
  google: { clientId?: string; clientSecret?: string; apiBase?: string };
  /** Bytes per request of a YouTube resumable upload: a multiple of 256 KiB, as YouTube requires. */
  youtubeUploadChunkBytes: number;
  /** How long the OAuth state of a YouTube authorization may come back with its code. */
  youtubeAuthorizationTtlSeconds: number;
  micrositeHost: string;
  /**
   * MICROSITE_HEALTH_ORIGIN: where the microsite health check sends its request (with the microsite's Host
   * header), e.g. the reverse proxy when this machine cannot reach its own public address. Unset: the
   * microsite's own address (through DNS), or this process under a local MICROSITE_HOST.
   */
  micrositeHealthOrigin?: string;
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
   * LEGAL_DIR: the operator's legal texts; a file there named like a shipped default (terms-of-use.md,
   * terms-of-use-d2c.md, privacy-policy.md) replaces it. Unset: the defaults in apps/api/legal.
   */
  legalDir?: string;
  /**
   * ERROR_REPORTING_DSN: a Sentry-compatible DSN (Sentry, GlitchTip) the admin sends its unexpected
   * rendering failures to. Unset: the admin reports nothing and its CSP reaches no other site for it.
   */
  errorReportingDsn?: string;
  /** ANALYTICS_ROLLUP_SECONDS: how often the player events are rolled up into the analytics tables. */
  analyticsRollupSeconds: number;
}

export interface StripeConfig {
  secretKey?: string;
  webhookSecret?: string;
  apiBase?: string;
  /** The price each paid plan is sold at (STRIPE_PRICE_PREMIUM, STRIPE_PRICE_D2C_PREMIUM). */
  prices: Partial<Record<PaidPlan, string>>;
  /** A metered price billing D2C premium's overage, added to its checkout when set. */
  d2cOveragePrice?: string;
  /** The event name of the billing meter that the D2C overage price reads. */
  d2cOverageMeterEvent: string;
}

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
/** The secrets that have a development default (the doctor warns when one is in use). */
export const DEVELOPMENT_SECRET_NAMES = Object.keys(DEVELOPMENT_SECRETS) as SecretName[];
const SECRET_MIN_LENGTH = 32;
const YOUTUBE_CHUNK_UNIT = 256 * 1024;

export function loadConfig(env: Env = process.env): AppConfig {
  const shared = loadSharedConfig(env);
  const { port, publicUrl } = readApiOrigin(env);
  const host = env.HOST || '127.0.0.1';
  const { JWT_SECRET: jwtSecret, ENCRYPTION_KEY: encryptionKey } = secrets(
    env,
    shared.nodeEnv,
    host,
    publicUrl,
  );
  return {
    ...shared,
    port,
    host,
    publicUrl,
    databaseUrl: url(env, 'DATABASE_URL', 'postgres://postgres@127.0.0.1:5432/framehouse', [
      'postgres:',
      'postgresql:',
    ]),
    storage: {
      ...shared.storage,
      // A key of its own, derived from the JWT secret: a leaked media URL signs nothing else.
      signingSecret: createHmac('sha256', jwtSecret).update('framehouse:storage-urls').digest('hex'),
    },
    jwtSecret,
    jwtExpiresInSeconds: integer(env, 'JWT_EXPIRES_IN_SECONDS', 24 * 60 * 60),
    encryptionKey,
    smtpUrl: url(env, 'SMTP_URL', undefined, ['smtp:', 'smtps:']),
    mailFrom: env.MAIL_FROM ?? 'Framehouse <no-reply@framehouse.local>',
    stripe: stripeConfig(env),
    google: {
      clientId: env.GOOGLE_CLIENT_ID,
      clientSecret: env.GOOGLE_CLIENT_SECRET,
      apiBase: url(env, 'GOOGLE_API_BASE', undefined, ['http:', 'https:']),
    },
    youtubeUploadChunkBytes: youtubeChunkBytes(env),
    youtubeAuthorizationTtlSeconds: integer(env, 'YOUTUBE_AUTHORIZATION_TTL_SECONDS', 10 * 60),
    micrositeHost: env.MICROSITE_HOST ?? 'localhost',
    micrositeHealthOrigin: origin(env, 'MICROSITE_HEALTH_ORIGIN'),
    authRateLimit: integer(env, 'AUTH_RATE_LIMIT', 20),
    mailRateLimit: {
      perRecipient: integer(env, 'MAIL_RATE_LIMIT_RECIPIENT', 5),
      perAddress: integer(env, 'MAIL_RATE_LIMIT_ADDRESS', 50),
    },
    adminDistDir: resolve(env.ADMIN_DIST_DIR ?? resolve(__dirname, '../../../admin/dist')),
    playerDistDir: resolve(env.PLAYER_DIST_DIR ?? resolve(__dirname, '../../../player/dist')),
    legalDir: readableFolder(env, 'LEGAL_DIR'),
    errorReportingDsn: sentryDsn(env, 'ERROR_REPORTING_DSN'),
    analyticsRollupSeconds: integer(env, 'ANALYTICS_ROLLUP_SECONDS', 30),
  };
}

/**
 * A Sentry DSN, `<scheme>://<public key>@<host>[:port][/path]/<project id>`. Without the old secret key:
 * every browser opening the admin is handed it.
 */
function sentryDsn(env: Env, name: string): string | undefined {
  const value = url(env, name, undefined, ['http:', 'https:']);
  if (value === undefined) return undefined;
  const dsn = new URL(value);
  if (!dsn.username || dsn.password || !/^\/(?:[^/]+\/)*\d+$/.test(dsn.pathname)) {
    throw new ConfigError(
      `${name} must be a DSN like https://<public key>@<host>/<project id>; got "${env[name]}"`,
    );
  }
  return value;
}

function stripeConfig(env: Env): StripeConfig {
  const secretKey = env.STRIPE_SECRET_KEY?.trim() || undefined;
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim() || undefined;
  // Payments confirmed only by webhooks: taking cards without being able to hear of them would charge
  // organizations that stay deactivated.
  if (secretKey && !webhookSecret) {
    throw new ConfigError('STRIPE_WEBHOOK_SECRET must be set with STRIPE_SECRET_KEY');
  }
  const price = (name: string) => env[name]?.trim() || undefined;
  return {
    secretKey,
    webhookSecret,
    apiBase: url(env, 'STRIPE_API_BASE', undefined, ['http:', 'https:']),
    prices: {
      [SubscriptionPlan.PREMIUM]: price('STRIPE_PRICE_PREMIUM'),
      [SubscriptionPlan.D2C_PREMIUM]: price('STRIPE_PRICE_D2C_PREMIUM'),
    },
    d2cOveragePrice: price('STRIPE_PRICE_D2C_OVERAGE'),
    d2cOverageMeterEvent: price('STRIPE_D2C_OVERAGE_METER_EVENT') ?? 'd2c_transcription_seconds',
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
function secrets(env: Env, nodeEnv: NodeEnv, host: string, publicUrl: string): Record<SecretName, string> {
  const names = DEVELOPMENT_SECRET_NAMES;
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

/** A URL's origin (scheme, host and port) when set; a path in it is refused rather than ignored. */
function origin(env: Env, name: string): string | undefined {
  const value = url(env, name, undefined, ['http:', 'https:']);
  if (value === undefined) return undefined;
  const parsed = new URL(value);
  if (parsed.pathname !== '/' || parsed.search || parsed.hash || parsed.username || parsed.password) {
    throw new ConfigError(`${name} must be an origin (scheme, host and port only); got "${value}"`);
  }
  return parsed.origin;
}

/** A folder the API can list and read, as an absolute path; undefined when unset. */
function readableFolder(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  if (!value) return undefined;
  const path = resolve(value);
  let reason: string;
  try {
    if (statSync(path).isDirectory()) {
      accessSync(path, fsConstants.R_OK | fsConstants.X_OK);
      return path;
    }
    reason = 'not a folder';
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    reason = code === 'ENOENT' ? 'no such folder' : code === 'EACCES' ? 'not readable' : String(code);
  }
  throw new ConfigError(`${name} must be a readable folder; got "${value}" (${reason})`);
}

export const APP_CONFIG = Symbol('APP_CONFIG');

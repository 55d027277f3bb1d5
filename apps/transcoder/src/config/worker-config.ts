import type { StorageConfig } from '@framehouse/storage';
import { existsSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * The worker's environment, validated once at start. The storage variables are the API's (same names,
 * same defaults), so both processes find the same objects.
 */
export interface WorkerConfig {
  nodeEnv: 'development' | 'production' | 'test';
  redisUrl: string;
  redisPrefix: string;
  /** Jobs of one queue processed at once; ffmpeg uses the cores, so one by default. */
  concurrency: number;
  queue: {
    /** A job's lock lives this long unless renewed; BullMQ renews it every half while the worker lives. */
    lockDurationMs: number;
    /** How often the worker looks for jobs whose worker died (their lock expired). */
    stalledIntervalMs: number;
    /** A job found stalled more often than this fails instead of being picked up again. */
    maxStalledCount: number;
  };
  storage: StorageConfig;
  /** Where a job's scratch folder lives (the source downloaded from S3, ffmpeg's output). */
  workDir: string;
  /** `-threads` for ffmpeg's decoders and encoders; null lets ffmpeg use every core. */
  ffmpegThreads: number | null;
  /** Imports may fetch from private, loopback and link-local addresses (tests, closed networks). */
  allowPrivateImports: boolean;
  /** The yt-dlp executable that fetches YouTube and Vimeo videos. */
  ytDlpPath: string;
  transcription: TranscriptionConfig;
  objectDetection: ObjectDetectionConfig;
}

/** AI object detection (the `object-detection` queue). */
export interface ObjectDetectionConfig {
  /** OBJECT_DETECTION_CONCURRENCY: detection jobs at once (the detector runs on the worker's own thread). */
  concurrency: number;
  /**
   * OBJECT_DETECTION_MAX_FRAMES: the cap on sampled frames (one a second up to it, then sparser), so a
   * long video costs at most this many detector runs (about 0.3–0.6 s each on one core).
   */
  maxFrames: number;
  /** OBJECT_DETECTION_MODEL_DIR: the folder of centernet.json and centernet.bin. */
  modelDir: string;
}

/** The model shipped with the worker (apps/transcoder/models/centernet), from src/config or dist/config. */
export const DEFAULT_OBJECT_DETECTION_MODEL_DIR = resolve(__dirname, '../../models/centernet');

export type TranscribeEngineName = 'pocketsphinx' | 'whisper';

/** Speech to text: which engine, and how many transcription jobs at once (each engine uses a core or more). */
export interface TranscriptionConfig {
  /** TRANSCRIBE_ENGINE; whisper when WHISPER_MODEL is set, else pocketsphinx (the API decides the same way). */
  engine: TranscribeEngineName;
  concurrency: number;
  /** The model folder of pocketsphinx (Debian's pocketsphinx-en-us puts the US English model here). */
  pocketsphinxModelDir: string;
  /** The ggml model file whisper.cpp loads; null when none is configured. */
  whisperModel: string | null;
  /** The whisper.cpp command-line program (`whisper-cli` since whisper.cpp 1.7.4, `main` before). */
  whisperCli: string;
  /** `-t` for whisper.cpp; null keeps its default (up to four threads). */
  whisperThreads: number | null;
  /** D2C_UPLOAD_MAX_BYTES, the API's limit of a D2C file: a URL's file is held to it too. */
  mediaMaxBytes: number;
}

/** Where Debian's pocketsphinx-en-us installs the model pocketsphinx_continuous loads by default. */
export const DEBIAN_POCKETSPHINX_MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';

export class WorkerConfigError extends Error {}

type Env = Record<string, string | undefined>;

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const value = env[name] || fallback;
  if (!(allowed as readonly string[]).includes(value)) {
    throw new WorkerConfigError(`${name} must be one of ${allowed.join(', ')}; got "${value}"`);
  }
  return value as T;
}

function integer(env: Env, name: string, fallback: number, min: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new WorkerConfigError(`${name} must be an integer >= ${min}; got "${raw}"`);
  }
  return value;
}

function optionalInteger(env: Env, name: string, min: number): number | null {
  const raw = env[name];
  return raw === undefined || raw === '' ? null : integer(env, name, min, min);
}

const TRUE_VALUES = ['true', '1', 'yes'];
const FALSE_VALUES = ['false', '0', 'no'];

function boolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = raw.trim().toLowerCase();
  if (TRUE_VALUES.includes(value)) return true;
  if (FALSE_VALUES.includes(value)) return false;
  throw new WorkerConfigError(`${name} must be true or false; got "${raw}"`);
}

function url(env: Env, name: string, fallback: string | undefined, protocols: readonly string[]) {
  const value = env[name] || fallback;
  if (value === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new WorkerConfigError(`${name} must be a URL; got "${value}"`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new WorkerConfigError(`${name} must use ${protocols.join(' or ')}; got "${value}"`);
  }
  return value.replace(/\/+$/, '');
}

/**
 * The worker's storage: no signing secret, since it never presigns a URL (the API signs, and checks, every
 * URL browsers get), so it holds no secret of the API's — neither JWT_SECRET nor a public default of it.
 */
function storageConfig(env: Env): StorageConfig {
  const driver = oneOf(env, 'STORAGE_DRIVER', ['fs', 's3'] as const, 'fs');
  const port = integer(env, 'PORT', 3000, 1);
  const endpoint = url(env, 'S3_ENDPOINT', undefined, ['http:', 'https:']);
  const publicEndpoint = url(env, 'S3_PUBLIC_ENDPOINT', undefined, ['http:', 'https:']);
  const accessKey = env.S3_ACCESS_KEY;
  const secretKey = env.S3_SECRET_KEY;
  if (driver === 's3' && (!endpoint || !accessKey || !secretKey)) {
    throw new WorkerConfigError('STORAGE_DRIVER=s3 needs S3_ENDPOINT, S3_ACCESS_KEY and S3_SECRET_KEY');
  }
  return {
    driver,
    dataDir: resolve(env.DATA_DIR ?? '.data'),
    publicUrl: url(env, 'PUBLIC_URL', `http://localhost:${port}`, ['http:', 'https:']) as string,
    s3:
      driver === 's3' && endpoint && accessKey && secretKey
        ? { endpoint, publicEndpoint, accessKey, secretKey, bucket: env.S3_BUCKET ?? 'framehouse' }
        : undefined,
  };
}

function transcriptionConfig(env: Env): TranscriptionConfig {
  const whisperModel = env.WHISPER_MODEL ? resolve(env.WHISPER_MODEL) : null;
  // A model named but absent is a mistake of the operator's: say so at start, not at the first video.
  if (whisperModel !== null && !(existsSync(whisperModel) && statSync(whisperModel).isFile())) {
    throw new WorkerConfigError(`WHISPER_MODEL names a file that does not exist: "${whisperModel}"`);
  }
  const engine = oneOf(
    env,
    'TRANSCRIBE_ENGINE',
    ['pocketsphinx', 'whisper'] as const,
    whisperModel ? 'whisper' : 'pocketsphinx',
  );
  if (engine === 'whisper' && whisperModel === null) {
    throw new WorkerConfigError(
      'TRANSCRIBE_ENGINE=whisper needs WHISPER_MODEL, the path of a ggml model file',
    );
  }
  return {
    engine,
    concurrency: integer(env, 'TRANSCRIPTION_CONCURRENCY', 1, 1),
    pocketsphinxModelDir: resolve(env.POCKETSPHINX_MODEL_DIR || DEBIAN_POCKETSPHINX_MODEL_DIR),
    whisperModel,
    whisperCli: env.WHISPER_CLI || 'whisper-cli',
    whisperThreads: optionalInteger(env, 'WHISPER_THREADS', 1),
    mediaMaxBytes: integer(env, 'D2C_UPLOAD_MAX_BYTES', 2 * 1024 ** 3, 1),
  };
}

export function loadWorkerConfig(env: Env = process.env): WorkerConfig {
  const nodeEnv = oneOf(env, 'NODE_ENV', ['development', 'production', 'test'] as const, 'development');
  const redisUrl = url(env, 'REDIS_URL', 'redis://127.0.0.1:6379', ['redis:', 'rediss:']) as string;
  const lockDurationMs = integer(env, 'WORKER_LOCK_DURATION_MS', 60_000, 1_000);
  const stalledIntervalMs = integer(env, 'WORKER_STALLED_INTERVAL_MS', 30_000, 100);
  if (stalledIntervalMs > lockDurationMs) {
    throw new WorkerConfigError(
      `WORKER_STALLED_INTERVAL_MS (${stalledIntervalMs}) must not exceed WORKER_LOCK_DURATION_MS (${lockDurationMs})`,
    );
  }
  return {
    nodeEnv,
    redisUrl,
    redisPrefix: env.REDIS_PREFIX ?? 'framehouse',
    concurrency: integer(env, 'WORKER_CONCURRENCY', 1, 1),
    queue: {
      lockDurationMs,
      stalledIntervalMs,
      maxStalledCount: integer(env, 'WORKER_MAX_STALLED_COUNT', 2, 0),
    },
    storage: storageConfig(env),
    workDir: resolve(env.WORK_DIR || join(tmpdir(), 'framehouse-transcoder')),
    ffmpegThreads: optionalInteger(env, 'FFMPEG_THREADS', 1),
    allowPrivateImports: boolean(env, 'ALLOW_PRIVATE_IMPORTS', false),
    ytDlpPath: env.YTDLP_PATH || 'yt-dlp',
    transcription: transcriptionConfig(env),
    objectDetection: {
      concurrency: integer(env, 'OBJECT_DETECTION_CONCURRENCY', 1, 1),
      maxFrames: integer(env, 'OBJECT_DETECTION_MAX_FRAMES', 600, 1),
      modelDir: resolve(env.OBJECT_DETECTION_MODEL_DIR || DEFAULT_OBJECT_DETECTION_MODEL_DIR),
    },
  };
}

export const WORKER_CONFIG = Symbol('WORKER_CONFIG');

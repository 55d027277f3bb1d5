import {
  ConfigError,
  integer,
  loadSharedConfig,
  oneOf,
  optionalInteger,
  type Env,
  type SharedConfig,
} from '@framehouse/config';
import { existsSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * The worker's environment, validated once at start. What the API reads too (Redis, storage, imports'
 * reach, the D2C file size) comes from libs/config, so both processes find the same queues and objects;
 * its storage has no signing secret, since only the API signs (and checks) the URLs browsers get.
 */
export interface WorkerConfig extends SharedConfig {
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
  /** Where a job's scratch folder lives (the source downloaded from S3, ffmpeg's output). */
  workDir: string;
  /** `-threads` for ffmpeg's decoders and encoders; null lets ffmpeg use every core. */
  ffmpegThreads: number | null;
  /** The yt-dlp executable that fetches YouTube and Vimeo videos. */
  ytDlpPath: string;
  transcription: TranscriptionConfig;
  objectDetection: ObjectDetectionConfig;
  /** Where this process serves its Prometheus metrics; null (METRICS_PORT unset) serves none. */
  metrics: WorkerMetricsConfig | null;
}

export interface WorkerMetricsConfig {
  /** METRICS_PORT: a port of each transcoder process's own (two on one machine need two). */
  port: number;
  /** METRICS_HOST: loopback unless the scraper runs on another machine. */
  host: string;
  /** METRICS_TOKEN, the bearer token the scraper sends. */
  token: string;
}

function metricsConfig(env: Env, token: string | null): WorkerMetricsConfig | null {
  const port = optionalInteger(env, 'METRICS_PORT', 1);
  if (port === null) return null;
  if (port > 65535) throw new ConfigError(`METRICS_PORT must be a port number; got "${port}"`);
  // Job counts and timings say how busy the installation is: never served to anyone who asks.
  if (!token) throw new ConfigError('METRICS_PORT needs METRICS_TOKEN, the token the scraper sends');
  return { port, host: env.METRICS_HOST?.trim() || '127.0.0.1', token };
}

/** AI object detection (the `object-detection` queue). */
export interface ObjectDetectionConfig {
  /** OBJECT_DETECTION_CONCURRENCY: detection jobs at once (the detector runs on the worker's own thread). */
  concurrency: number;
  /**
   * OBJECT_DETECTION_MAX_FRAMES: the cap on sampled frames (one a second up to it, then sparser), so a
   * long video costs at most this many detector runs (about 0.5 s each on one core).
   */
  maxFrames: number;
  /** OBJECT_DETECTION_MODEL_DIR: the folder of nanodet.json and nanodet.bin. */
  modelDir: string;
}

/** The model shipped with the worker (apps/transcoder/models/nanodet), from src/config or dist/config. */
export const DEFAULT_OBJECT_DETECTION_MODEL_DIR = resolve(__dirname, '../../models/nanodet');

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
}

/** Where Debian's pocketsphinx-en-us installs the model pocketsphinx_continuous loads by default. */
export const DEBIAN_POCKETSPHINX_MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';

function transcriptionConfig(env: Env): TranscriptionConfig {
  const whisperModel = env.WHISPER_MODEL ? resolve(env.WHISPER_MODEL) : null;
  // A model named but absent is a mistake of the operator's: say so at start, not at the first video.
  if (whisperModel !== null && !(existsSync(whisperModel) && statSync(whisperModel).isFile())) {
    throw new ConfigError(`WHISPER_MODEL names a file that does not exist: "${whisperModel}"`);
  }
  const engine = oneOf(
    env,
    'TRANSCRIBE_ENGINE',
    ['pocketsphinx', 'whisper'] as const,
    whisperModel ? 'whisper' : 'pocketsphinx',
  );
  if (engine === 'whisper' && whisperModel === null) {
    throw new ConfigError('TRANSCRIBE_ENGINE=whisper needs WHISPER_MODEL, the path of a ggml model file');
  }
  return {
    engine,
    concurrency: integer(env, 'TRANSCRIPTION_CONCURRENCY', 1, 1),
    pocketsphinxModelDir: resolve(env.POCKETSPHINX_MODEL_DIR || DEBIAN_POCKETSPHINX_MODEL_DIR),
    whisperModel,
    whisperCli: env.WHISPER_CLI || 'whisper-cli',
    whisperThreads: optionalInteger(env, 'WHISPER_THREADS', 1),
  };
}

export function loadWorkerConfig(env: Env = process.env): WorkerConfig {
  const shared = loadSharedConfig(env);
  const lockDurationMs = integer(env, 'WORKER_LOCK_DURATION_MS', 60_000, 1_000);
  const stalledIntervalMs = integer(env, 'WORKER_STALLED_INTERVAL_MS', 30_000, 100);
  if (stalledIntervalMs > lockDurationMs) {
    throw new ConfigError(
      `WORKER_STALLED_INTERVAL_MS (${stalledIntervalMs}) must not exceed WORKER_LOCK_DURATION_MS (${lockDurationMs})`,
    );
  }
  return {
    ...shared,
    concurrency: integer(env, 'WORKER_CONCURRENCY', 1, 1),
    queue: {
      lockDurationMs,
      stalledIntervalMs,
      maxStalledCount: integer(env, 'WORKER_MAX_STALLED_COUNT', 2, 0),
    },
    workDir: resolve(env.WORK_DIR || join(tmpdir(), 'framehouse-transcoder')),
    ffmpegThreads: optionalInteger(env, 'FFMPEG_THREADS', 1),
    ytDlpPath: env.YTDLP_PATH || 'yt-dlp',
    transcription: transcriptionConfig(env),
    objectDetection: {
      concurrency: integer(env, 'OBJECT_DETECTION_CONCURRENCY', 1, 1),
      maxFrames: integer(env, 'OBJECT_DETECTION_MAX_FRAMES', 600, 1),
      modelDir: resolve(env.OBJECT_DETECTION_MODEL_DIR || DEFAULT_OBJECT_DETECTION_MODEL_DIR),
    },
    metrics: metricsConfig(env, shared.metricsToken),
  };
}

export const WORKER_CONFIG = Symbol('WORKER_CONFIG');

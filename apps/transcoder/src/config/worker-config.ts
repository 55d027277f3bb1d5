/** The worker's environment, validated once at start (the API validates its own the same way). */
export interface WorkerConfig {
  redisUrl: string;
  redisPrefix: string;
  /** Jobs of one queue processed at once; ffmpeg uses the cores, so one by default. */
  concurrency: number;
}

export class WorkerConfigError extends Error {}

export function loadWorkerConfig(env: Record<string, string | undefined> = process.env): WorkerConfig {
  const redisUrl = env.REDIS_URL || 'redis://127.0.0.1:6379';
  let protocol: string;
  try {
    protocol = new URL(redisUrl).protocol;
  } catch {
    throw new WorkerConfigError(`REDIS_URL must be a URL; got "${redisUrl}"`);
  }
  if (protocol !== 'redis:' && protocol !== 'rediss:') {
    throw new WorkerConfigError(`REDIS_URL must use redis: or rediss:; got "${redisUrl}"`);
  }
  const concurrency = Number(env.WORKER_CONCURRENCY ?? 1);
  if (!Number.isInteger(concurrency) || concurrency < 1) {
    throw new WorkerConfigError(
      `WORKER_CONCURRENCY must be an integer >= 1; got "${env.WORKER_CONCURRENCY}"`,
    );
  }
  return { redisUrl, redisPrefix: env.REDIS_PREFIX ?? 'framehouse', concurrency };
}

export const WORKER_CONFIG = Symbol('WORKER_CONFIG');

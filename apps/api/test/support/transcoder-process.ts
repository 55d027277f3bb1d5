import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppConfig } from '../../src/config/app-config';
import { buildOnce, REPO_ROOT } from './built-project';

const MAIN = join(REPO_ROOT, 'apps/transcoder/dist/main.js');

export interface TranscoderProcess {
  child: ChildProcess;
  /** Its WORK_DIR, where jobs keep their scratch folders. */
  workDir: string;
  /** What the worker printed, for a failing test's message. */
  output(): string;
  stop(): Promise<void>;
}

/** The worker environment that matches a test API: same Redis prefix, same storage. */
export function transcoderEnvFor(config: AppConfig): Record<string, string> {
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    REDIS_URL: config.redisUrl,
    REDIS_PREFIX: config.redisPrefix,
    PUBLIC_URL: config.publicUrl,
    STORAGE_DRIVER: config.storage.driver,
    DATA_DIR: config.storage.dataDir,
    FFMPEG_THREADS: '1',
    // Loopback servers of the tests stand for the internet.
    ALLOW_PRIVATE_IMPORTS: 'true',
    // A test's teardown stops the worker at once, whatever still runs (worker-operations tests the grace).
    SHUTDOWN_GRACE_SECONDS: '0',
  };
  const { s3 } = config.storage;
  if (s3) {
    env.S3_ENDPOINT = s3.endpoint;
    env.S3_ACCESS_KEY = s3.accessKey;
    env.S3_SECRET_KEY = s3.secretKey;
    env.S3_BUCKET = s3.bucket;
  }
  return env;
}

/**
 * The real transcoder (`node apps/transcoder/dist/main.js`, as operators run it) working for a test API:
 * the end-to-end suites drive the API and see the real worker's media, transcripts and failures.
 */
export async function startTranscoder(
  config: AppConfig,
  env: Record<string, string> = {},
): Promise<TranscoderProcess> {
  buildOnce('apps/transcoder/tsconfig.app.json');
  const workDir = await mkdtemp(join(tmpdir(), 'framehouse-worker-'));
  const child = spawn(process.execPath, [MAIN], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...transcoderEnvFor(config), WORK_DIR: workDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return {
    child,
    workDir,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(workDir, { recursive: true, force: true });
    },
  };
}

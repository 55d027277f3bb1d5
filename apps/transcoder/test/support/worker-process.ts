import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

const REPO_ROOT = join(__dirname, '../../../..');
const MAIN = join(REPO_ROOT, 'apps/transcoder/dist/main.js');

/**
 * Workers that tests kill and restart: locks expire after 2 s and the stalled check runs twice a second,
 * so recovery takes seconds instead of a minute or two; one ffmpeg thread keeps jobs long enough to stop.
 */
export const QUICK_RECOVERY_ENV = {
  WORKER_LOCK_DURATION_MS: '2000',
  WORKER_STALLED_INTERVAL_MS: '500',
  FFMPEG_THREADS: '1',
} as const;

/** The children run the built worker: build what the tests run. */
export function buildWorker(): void {
  execFileSync(
    process.execPath,
    [require.resolve('typescript/bin/tsc'), '-b', 'apps/transcoder/tsconfig.app.json'],
    {
      cwd: REPO_ROOT,
      stdio: 'inherit',
    },
  );
}

/** A worker as operators run it: `node apps/transcoder/dist/main.js`, its output kept for a failing test. */
export function startWorker(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, [MAIN], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

/** How the process ended: Nest re-raises the signal once its shutdown hooks have run. */
export function exited(child: ChildProcess): Promise<string> {
  const describe = () => (child.signalCode !== null ? child.signalCode : `exit ${child.exitCode}`);
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(describe());
  return new Promise((resolve) => child.once('exit', () => resolve(describe())));
}

/** ffmpeg processes working in `dir` (pgrep exits 1 when there is none). */
export function ffmpegIn(dir: string): string[] {
  const found = spawnSync('pgrep', ['-f', `ffmpeg .*${dir}`], { encoding: 'utf8' });
  return found.stdout.split('\n').filter((line) => line.trim() !== '');
}

export async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

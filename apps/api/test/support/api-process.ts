import { spawn } from 'node:child_process';
import { join } from 'node:path';
import request from 'supertest';
import type { AppConfig } from '../../src/config/app-config';
import { buildOnce, REPO_ROOT } from './built-project';
import { freePort } from './test-app';
import { transcoderEnvFor } from './transcoder-process';

const MAIN = join(REPO_ROOT, 'apps/api/dist/main.js');

export interface ApiProcess {
  url: string;
  http: ReturnType<typeof request>;
  /** What the process printed so far (its log lines). */
  output(): string;
  stop(): Promise<void>;
  /** SIGKILL: a crash, no shutdown hook runs. */
  kill(): Promise<void>;
}

/**
 * A second API process (`node apps/api/dist/main.js`, as operators run several behind one proxy) on the
 * test API's database, Redis prefix, storage and secrets, with the same PUBLIC_URL, on a port of its own.
 * A process, not a second app in the test's: Passport's strategies are process-wide.
 */
export async function startApiProcess(
  config: AppConfig,
  env: Record<string, string> = {},
): Promise<ApiProcess> {
  buildOnce('apps/api/tsconfig.app.json');
  // A PORT given in `env` is kept: the PUBLIC_URL it may be named in must reach this process.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child = spawn(process.execPath, [MAIN], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      ...transcoderEnvFor(config),
      PORT: String(port),
      HOST: config.host,
      DATABASE_URL: config.databaseUrl,
      SMTP_URL: config.smtpUrl ?? '',
      JWT_SECRET: config.jwtSecret,
      ENCRYPTION_KEY: config.encryptionKey,
      ADMIN_DIST_DIR: config.adminDistDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://${config.host}:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  // Up once /health answers (it reads the database and Redis); a process that exits or never answers
  // says why.
  for (const deadline = Date.now() + 120_000; ;) {
    if (child.exitCode !== null) throw new Error(`The second API exited:\n${output}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The second API did not answer /health:\n${output}`);
    }
    const healthy = await fetch(`${url}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const kill = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  };
  return { url, http: request(url), output: () => output, stop, kill };
}

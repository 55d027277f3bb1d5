import { VideoStatus } from '@framehouse/domain';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { startSmtpCatcher, type SmtpCatcher } from '../../../../tools/fakes/smtp-catcher';
import { loadConfig, type AppConfig } from '../../src/config/app-config';
import { startApiProcess, type ApiProcess } from '../support/api-process';
import { buildOnce, REPO_ROOT } from '../support/built-project';
import { registerOwner, type Owner } from '../support/flows';
import {
  startPrivatePostgres,
  startPrivateRedis,
  type PrivatePostgres,
  type PrivateRedis,
} from '../support/private-services';
import { clientThrough } from '../support/process-client';
import { freePort, type TestApp } from '../support/test-app';
import { startTranscoder, type TranscoderProcess } from '../support/transcoder-process';
import { makeClip, uploadFile, waitForVideo } from '../videos/video-support';

/**
 * Faults (issue 19 item 2): Redis and PostgreSQL of their own stopped and started again while an API
 * process and a transcoder work. /health reports each outage and the recovery, the processes reconnect by
 * themselves, and the work goes on: a video being processed when Redis went away ends processed, and one
 * uploaded after PostgreSQL came back too.
 */
describe('Redis and PostgreSQL restarted under work', () => {
  let redis: PrivateRedis;
  let postgres: PrivatePostgres;
  let mail: SmtpCatcher;
  let config: AppConfig;
  let api: ApiProcess;
  let transcoder: TranscoderProcess;
  let dataDir: string;
  let client: TestApp;
  let owner: Owner;
  let clip: Awaited<ReturnType<typeof makeClip>>;

  beforeAll(async () => {
    [redis, postgres, mail, clip] = await Promise.all([
      startPrivateRedis(),
      startPrivatePostgres(),
      startSmtpCatcher(),
      makeClip(),
    ]);
    execFileSync('psql', [postgres.url('postgres'), '-c', 'CREATE DATABASE framehouse']);
    dataDir = mkdtempSync(join(tmpdir(), 'framehouse-faults-'));
    const port = await freePort();
    config = loadConfig({
      NODE_ENV: 'test',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: postgres.url('framehouse'),
      REDIS_URL: redis.url,
      REDIS_PREFIX: 'faults',
      DATA_DIR: dataDir,
      SMTP_URL: mail.smtpUrl,
      JWT_SECRET: randomBytes(32).toString('hex'),
      ADMIN_DIST_DIR: join(dataDir, 'no-admin'),
    });
    buildOnce('apps/api/tsconfig.app.json');
    execFileSync(process.execPath, [join(REPO_ROOT, 'apps/api/dist/database/migrate.js')], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATABASE_URL: config.databaseUrl },
      stdio: 'pipe',
    });
    api = await startApiProcess(config, { PORT: String(port) });
    transcoder = await startTranscoder(config);
    for (const deadline = Date.now() + 120_000; !transcoder.output().includes('Transcoder ready');) {
      if (Date.now() > deadline) throw new Error(`The transcoder did not start:\n${transcoder.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    client = clientThrough(api.url, { config, url: config.publicUrl, mail });
    owner = await registerOwner(client);
  }, 300_000);

  afterAll(async () => {
    await transcoder?.stop();
    await api?.stop();
    await mail?.close();
    await redis?.stop();
    postgres?.stop();
    await clip?.remove();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const health = async () => {
    const response = await request(api.url).get('/health');
    return { status: response.status, checks: (response.body as { checks: Record<string, string> }).checks };
  };
  const until = async (done: () => Promise<boolean>, what: string, timeoutMs = 60_000) => {
    for (const deadline = Date.now() + timeoutMs; !(await done());) {
      if (Date.now() > deadline)
        throw new Error(`Timed out waiting for ${what}\n${api.output().slice(-3000)}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };

  it('reports a Redis outage and its end, and the video processing across it ends processed', async () => {
    expect(await health()).toEqual({ status: 200, checks: { database: 'ok', redis: 'ok', storage: 'ok' } });
    const video = await uploadFile(client, owner.token, 'across-redis.mp4', clip.bytes);
    await redis.kill();
    await until(async () => (await health()).checks.redis === 'down', 'health to report Redis down');
    expect((await health()).status).toBe(503);
    // A transcoder started meanwhile waits for Redis instead of exiting.
    const late = await startTranscoder(config);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await redis.start();
    await until(async () => (await health()).status === 200, 'health to report Redis back');
    await until(
      async () => late.output().includes('Transcoder ready'),
      `the late transcoder:\n${late.output()}`,
    );
    expect(late.child.exitCode).toBeNull();
    await late.stop();
    const done = await waitForVideo(
      client,
      owner.token,
      video.id,
      (seen) => seen.status === VideoStatus.DRAFT || seen.status === VideoStatus.FAILED,
      90_000,
    ).catch((error: unknown) => {
      throw new Error(
        `${String(error)}\nworker:\n${transcoder.output().slice(-4000)}\napi:\n${api.output().slice(-4000)}`,
      );
    });
    expect({ status: done.status, reason: done.failureReason }).toEqual({
      status: VideoStatus.DRAFT,
      reason: null,
    });
    expect(transcoder.child.exitCode).toBeNull();
  }, 300_000);

  it('reports a PostgreSQL outage and its end, then works as before', async () => {
    postgres.stopServer();
    await until(
      async () => (await health()).checks.database === 'down',
      'health to report the database down',
    );
    expect((await health()).status).toBe(503);
    postgres.startServer();
    await until(async () => (await health()).status === 200, 'health to report the database back');
    const video = await uploadFile(client, owner.token, 'after-postgres.mp4', clip.bytes);
    const done = await waitForVideo(
      client,
      owner.token,
      video.id,
      (seen) => seen.status === VideoStatus.DRAFT || seen.status === VideoStatus.FAILED,
      180_000,
    );
    expect(done.status).toBe(VideoStatus.DRAFT);
    // Each outage was logged once, not once per reconnection attempt.
    expect(api.output()).not.toMatch(/Unhandled error event/);
  }, 300_000);
});

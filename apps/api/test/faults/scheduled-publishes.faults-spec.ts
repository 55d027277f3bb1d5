import { QueueName, SubscriptionPlan, SubscriptionStatus, VideoStatus } from '@framehouse/domain';
import { QueueEvents } from 'bullmq';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { startSmtpCatcher, type SmtpCatcher } from '../../../../tools/fakes/smtp-catcher';
import { loadConfig, type AppConfig } from '../../src/config/app-config';
import { PUBLISH_VIDEO, VIDEO_PUBLISHING, selfTargetId } from '../publishing/publishing-support';
import { startApiProcess, type ApiProcess } from '../support/api-process';
import type { PayloadError } from '../support/fixtures';
import { registerOwner, type Owner } from '../support/flows';
import { startPrivateRedis, type PrivateRedis } from '../support/private-services';
import { clientThrough } from '../support/process-client';
import { databaseUrl, dropDatabase, templateDatabase, withAdminClient } from '../support/test-database';
import { freePort, type TestApp } from '../support/test-app';
import { startTranscoder, type TranscoderProcess } from '../support/transcoder-process';
import { startUpload } from '../videos/video-support';

const SCHEDULES = 100;

/**
 * Faults (issue 19 item 2): 100 scheduled publishes falling due over half a minute while every process is
 * restarted, one after another: each API process (killed, then stopped politely), the transcoder and
 * Redis (append-only). Every video goes live, and each schedule fires once: one job answer "published"
 * per video, whatever ran again after a kill.
 */
describe(`${SCHEDULES} scheduled publishes across restarts of every process`, () => {
  const database = `fh_faults_${process.pid}_${randomBytes(4).toString('hex')}`;
  let redis: PrivateRedis;
  let mail: SmtpCatcher;
  let config: AppConfig;
  let apis: ApiProcess[];
  let transcoder: TranscoderProcess;
  let dataDir: string;
  let client: TestApp;
  let owner: Owner;
  let events: QueueEvents;
  const published = new Map<string, number>();

  beforeAll(async () => {
    [redis, mail] = await Promise.all([startPrivateRedis(), startSmtpCatcher()]);
    await withAdminClient((admin) =>
      admin.query(`CREATE DATABASE "${database}" TEMPLATE "${templateDatabase()}"`),
    );
    dataDir = mkdtempSync(join(tmpdir(), 'framehouse-schedules-'));
    const port = await freePort();
    config = loadConfig({
      NODE_ENV: 'test',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: databaseUrl(database),
      REDIS_URL: redis.url,
      REDIS_PREFIX: 'schedules',
      DATA_DIR: dataDir,
      SMTP_URL: mail.smtpUrl,
      JWT_SECRET: randomBytes(32).toString('hex'),
      ADMIN_DIST_DIR: join(dataDir, 'no-admin'),
    });
    // The first process answers on PUBLIC_URL (the mailed links), the second on a port of its own.
    apis = [await startApiProcess(config, { PORT: String(port) }), await startApiProcess(config)];
    transcoder = await startTranscoder(config);
    client = clientThrough((apis[0] as ApiProcess).url, { config, url: config.publicUrl, mail });
    owner = await registerOwner(client);
    const sql = new Client({ connectionString: config.databaseUrl });
    await sql.connect();
    await sql.query(
      `UPDATE subscriptions SET plan = $2, status = $3, "endsAt" = NULL WHERE "organizationId" = $1`,
      [owner.organizationId, SubscriptionPlan.UNLIMITED, SubscriptionStatus.UNLIMITED],
    );
    await sql.end();
    events = new QueueEvents(QueueName.PUBLISHING, {
      connection: { url: redis.url },
      prefix: config.redisPrefix,
    });
    await events.waitUntilReady();
    events.on('completed', ({ jobId, returnvalue }) => {
      if (String(returnvalue).includes('published')) published.set(jobId, (published.get(jobId) ?? 0) + 1);
    });
  }, 300_000);

  afterAll(async () => {
    await events?.close();
    await transcoder?.stop();
    await Promise.all((apis ?? []).map((api) => api.stop()));
    await mail?.close();
    await redis?.stop();
    await withAdminClient((admin) => dropDatabase(admin, database));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('publishes every video once', async () => {
    // Drafts ready to publish: uploads whose processing is taken as done (the pipeline is not the point).
    const videos: string[] = [];
    for (let index = 0; index < SCHEDULES; index++)
      videos.push((await startUpload(client, owner.token, `v${index}.mp4`)).video.id);
    const sql = new Client({ connectionString: config.databaseUrl });
    await sql.connect();
    await sql.query(
      `UPDATE videos SET status = $2, "durationMs" = 60000, "posterKey" = 'media/poster.jpg', "processingProgress" = 100 WHERE id = ANY($1)`,
      [videos, VideoStatus.DRAFT],
    );
    await sql.end();
    const target = await selfTargetId(client, owner.token);
    const firstDue = Date.now() + 10_000;
    for (const [index, id] of videos.entries()) {
      const due = new Date(firstDue + Math.floor((index * 30_000) / SCHEDULES));
      const answer = await client.gql<{ publishVideo: { errors: PayloadError[] } }>(
        PUBLISH_VIDEO,
        { id, publishingTargetIds: [target], scheduledPublishDate: due.toISOString() },
        owner.token,
      );
      expect(answer.data.publishVideo.errors).toEqual([]);
    }

    // While they fall due: every process goes down and comes back, one after another.
    const [first, second] = apis as [ApiProcess, ApiProcess];
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, firstDue - Date.now() + 2000)));
    await first.kill();
    apis[0] = await startApiProcess(config, { PORT: String(new URL(config.publicUrl).port) });
    await second.stop();
    apis[1] = await startApiProcess(config);
    transcoder.child.kill('SIGKILL');
    transcoder = await startTranscoder(config);
    await redis.kill();
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await redis.start();
    client = clientThrough((apis[1] as ApiProcess).url, { config, url: config.publicUrl, mail });

    const statusOf = async (id: string) =>
      (await client.gql<{ videoById: { status: string } }>(VIDEO_PUBLISHING, { id }, owner.token)).data
        .videoById.status;
    for (const deadline = Date.now() + 120_000; ;) {
      const statuses = await Promise.all(videos.map(statusOf));
      if (statuses.every((status) => status === VideoStatus.PUBLISHED)) break;
      if (Date.now() > deadline) {
        throw new Error(
          `Not published: ${statuses.filter((status) => status !== VideoStatus.PUBLISHED).length}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    // Events of the last jobs may still be on their way.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    // One "published" answer per video, whichever of its schedule's jobs (runs) gave it.
    const firings = videos.map((id) =>
      [...published].filter(([jobId]) => jobId.includes(id)).reduce((sum, [, count]) => sum + count, 0),
    );
    expect(firings.filter((count) => count !== 1)).toEqual([]);
  }, 600_000);
});

import type { INestApplication } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Redis from 'ioredis';
import request from 'supertest';
import { startSmtpCatcher, type SmtpCatcher } from '../../../../tools/fakes/smtp-catcher';
import { createApp } from '../../src/bootstrap';
import { loadConfig, type AppConfig } from '../../src/config/app-config';
import { databaseUrl, dropDatabase, templateDatabase, withAdminClient } from './test-database';

export interface GraphQLResponse<T = Record<string, unknown>> {
  status: number;
  data: T;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

export interface TestApp {
  app: INestApplication;
  config: AppConfig;
  url: string;
  mail: SmtpCatcher;
  http: ReturnType<typeof request>;
  /** POST /graphql/ with an optional bearer token, from `address` if given (else loopback). */
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    token?: string,
    address?: string,
  ): Promise<GraphQLResponse<T>>;
  close(): Promise<void>;
}

/** The calls of a test app made to this API instance. */
function answeredBy(app: INestApplication): Pick<TestApp, 'app' | 'http' | 'gql'> {
  return {
    app,
    http: request(app.getHttpServer()),
    async gql(query, variables = {}, token, address) {
      const call = request(app.getHttpServer()).post('/graphql/').set('content-type', 'application/json');
      if (token) call.set('authorization', `Bearer ${token}`);
      // The API trusts x-forwarded-for from loopback, as from a reverse proxy on the same host.
      if (address) call.set('x-forwarded-for', address);
      const response = await call.send({ query, variables });
      return { status: response.status, data: response.body.data, errors: response.body.errors };
    },
  };
}

/**
 * Stops the API answering `current` and starts another on the same database, Redis prefix and data
 * folder, as a restart does (`between` runs while none is up; `listen` puts it on its port again). The answer's close() stays `first`'s,
 * which drops them at the end; close the restarted instance's own app before it.
 */
export async function restartTestApp(
  first: TestApp,
  current: TestApp,
  between: () => Promise<void> = async () => undefined,
  options: { listen?: boolean } = {},
): Promise<TestApp> {
  await current.app.close();
  await between();
  const app = await createApp(current.config);
  // Listening again on its port when clients reach it by URL (the fs storage's signed URLs), as a real restart.
  if (options.listen) await app.listen(current.config.port, current.config.host);
  else await app.init();
  return { ...first, ...answeredBy(app) };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The real API on a loopback port, with its own database (a copy of the migrated template), its own
 * Redis key prefix, its own data folder and a loopback SMTP catcher for its mail.
 */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const id = `${process.pid}_${randomBytes(4).toString('hex')}`;
  const database = `fh_test_${id}`;
  await withAdminClient((client) =>
    client.query(`CREATE DATABASE "${database}" TEMPLATE "${templateDatabase()}"`),
  );
  const dataDir = await mkdtemp(join(tmpdir(), 'framehouse-test-'));
  const mail = await startSmtpCatcher();
  const port = await freePort();
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: databaseUrl(database),
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_PREFIX: `fhtest:${id}`,
    DATA_DIR: dataDir,
    SMTP_URL: mail.smtpUrl,
    JWT_SECRET: randomBytes(32).toString('hex'),
    ADMIN_DIST_DIR: join(dataDir, 'no-admin'),
    ...env,
  });
  const app = await createApp(config);
  await app.listen(port, config.host);

  return {
    ...answeredBy(app),
    config,
    url: config.publicUrl,
    mail,
    async close() {
      await app.close();
      await mail.close();
      const redis = new Redis(config.redisUrl);
      const keys = await redis.keys(`${config.redisPrefix}:*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
      await withAdminClient((client) => dropDatabase(client, database));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import Redis from 'ioredis';
import { buildOnce, REPO_ROOT } from '../support/built-project';
import { freePort } from '../support/test-app';
import { databaseUrl, dropDatabase, templateDatabase, withAdminClient } from '../support/test-database';

const MAIN = join(REPO_ROOT, 'apps/api/dist/main.js');

interface Started {
  child: ChildProcess;
  /** Resolves with the exit code once the process ends. */
  exited: Promise<number | null>;
  output(): string;
}

/** `node apps/api/dist/main.js` as `npm start` runs it: development, no HOST, no secret set. */
function startApi(env: Record<string, string>): Started {
  const inherited = { ...process.env };
  for (const name of ['NODE_ENV', 'HOST', 'PUBLIC_URL', 'JWT_SECRET', 'ENCRYPTION_KEY'])
    delete inherited[name];
  const child = spawn(process.execPath, [MAIN], {
    cwd: REPO_ROOT,
    env: { ...inherited, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/** True once the API says it runs; false when it exits first or takes over a minute. */
async function running(api: Started): Promise<boolean> {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; await sleep(100)) {
    if (api.output().includes('Framehouse is running at')) return true;
    if (api.child.exitCode !== null) return false;
  }
  return false;
}

function connects(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** An address of this machine that other machines reach it by, if it has one. */
function externalAddress(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find((address) => address && !address.internal && address.family === 'IPv4')?.address;
}

describe('the address the API listens on', () => {
  const id = `${process.pid}_${randomBytes(4).toString('hex')}`;
  const database = `fh_test_listen_${id}`;
  const redisPrefix = `fhtest:${id}`;
  let dataDir: string;
  let port: number;
  let api: Started | undefined;

  beforeAll(async () => {
    buildOnce('apps/api/tsconfig.app.json');
    await withAdminClient((client) =>
      client.query(`CREATE DATABASE "${database}" TEMPLATE "${templateDatabase()}"`),
    );
    dataDir = await mkdtemp(join(tmpdir(), 'framehouse-listen-'));
    port = await freePort();
  });

  afterEach(async () => {
    if (api && api.child.exitCode === null) {
      api.child.kill('SIGTERM');
      await api.exited;
    }
    api = undefined;
  });

  afterAll(async () => {
    const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    const keys = await redis.keys(`${redisPrefix}:*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
    await withAdminClient((client) => dropDatabase(client, database));
    await rm(dataDir, { recursive: true, force: true });
  });

  const env = () => ({
    PORT: String(port),
    DATABASE_URL: databaseUrl(database),
    REDIS_PREFIX: redisPrefix,
    DATA_DIR: dataDir,
    ADMIN_DIST_DIR: join(dataDir, 'no-admin'),
  });

  it('is loopback unless HOST says otherwise: other machines cannot reach the development secrets', async () => {
    const started = (api = startApi(env()));
    const up = await running(started);
    expect(up ? 'running' : started.output()).toBe('running');
    expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200);
    const external = externalAddress();
    if (external) expect(await connects(external, port)).toBe(false);
    expect(started.output()).toContain(`(listening on 127.0.0.1:${port})`);
  });

  it('refuses to start on every interface with the development secrets, naming what to set', async () => {
    const started = (api = startApi({ ...env(), HOST: '0.0.0.0' }));
    expect(await started.exited).toBe(1);
    expect(started.output()).toContain(
      'Configuration error: JWT_SECRET and ENCRYPTION_KEY must be set to at least 32 random characters: ' +
        'the development defaults are public, and HOST=0.0.0.0 lets other machines reach this API',
    );
    expect(await connects('127.0.0.1', port)).toBe(false);
  });
});

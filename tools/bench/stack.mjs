// The stack the benchmarks start: the built API (after its migrations) on a fresh database, fs storage in a
// temp folder, its own Redis prefix, the SMTP catcher, optionally the transcoder, and an owner registered
// through GraphQL. `stop()` (also run on SIGINT/SIGTERM) ends the processes, drops the database, clears
// the Redis prefix and removes the temp folder. Used by upload.mjs, player.mjs, lists.mjs and analytics.mjs,
// which also read the CPU a request costs from /proc (cpuSnapshot, cpuSince).
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const pg = require('pg');
const Redis = require('ioredis');

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const PG_SERVER_URL = process.env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const PASSWORD = 'Bench-Password-1';

const ERRORS = 'errors { field messages name }';
const REGISTER = `mutation ($legalAgreements: LegalAgreementsInput!, $user: CreateOwnerInput!, $subscriptionPlan: SubscriptionPlan) {
  registerOrganizationOwner(legalAgreements: $legalAgreements, user: $user, subscriptionPlan: $subscriptionPlan) { user { id } ${ERRORS} } }`;
const CREATE_ORGANIZATION = `mutation ($token: String!, $organization: OrganizationInput) {
  createOrganization(token: $token, organization: $organization) { organization { id } ${ERRORS} } }`;
const TOKEN_AUTH = `mutation ($email: String!, $password: String!) { tokenAuth(email: $email, password: $password) { token ${ERRORS} } }`;

/**
 * Installs the Debian packages a bench needs when missing (tools/lib.sh), as the tests' preparation does:
 * `packages` are lib.sh's `command:package` pairs, e.g. `wrk:wrk` or `chromium:chromium`.
 */
export function ensureSystemPackages(...packages) {
  execFileSync('bash', ['-c', 'source tools/lib.sh && ensure_system_packages "$@"', 'bench', ...packages], {
    cwd: ROOT,
    stdio: 'inherit',
  });
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export const freePort = () =>
  new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

export function exited(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', resolve));
}

async function adminQuery(sql) {
  const client = new pg.Client({ connectionString: PG_SERVER_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function waitForHealth(url, api, timeoutMs = 60_000) {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await sleep(250)) {
    if (api.exitCode !== null) throw new Error(`The API exited with code ${api.exitCode}`);
    try {
      if ((await fetch(`${url}/health`)).ok) return;
    } catch {
      // not up yet
    }
  }
  throw new Error(`The API did not become healthy at ${url}`);
}

/** One GraphQL call; throws on transport errors, GraphQL errors and payload `errors`. */
export async function gql(baseUrl, query, variables, token) {
  const response = await fetch(`${baseUrl}/graphql/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json().catch(() => null);
  if (!response.ok || !body?.data || body.errors?.length) {
    throw new Error(`GraphQL ${response.status}: ${JSON.stringify(body?.errors ?? body)}`);
  }
  const [payload] = Object.values(body.data);
  if (payload?.errors?.length) throw new Error(`GraphQL payload errors: ${JSON.stringify(payload.errors)}`);
  return payload;
}

async function mailedToken(httpUrl, email, timeoutMs = 10_000) {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await sleep(100)) {
    const messages = await (await fetch(`${httpUrl}/messages?to=${encodeURIComponent(email)}`)).json();
    for (const mail of messages.reverse())
      for (const link of mail.links) {
        const id = new URL(link).searchParams.get('id');
        if (id) return id;
      }
  }
  throw new Error(`No verification link mailed to ${email}`);
}

/**
 * Starts the stack for the benchmark `name` and registers an owner. Answers `{ apiUrl, api, root, token,
 * databaseUrl, prefix, stop }` (`api` is the API's child process, `root` the temp folder, `databaseUrl` the
 * bench's database, for a bench that seeds it, `prefix` its Redis prefix); `onStop` runs first in `stop()`
 * (closing the bench's own browser and servers). Whatever fails after the first process started stops it.
 */
export async function startStack({ name, transcoder = false, env: extraEnv = {}, onStop = async () => {} }) {
  const root = mkdtempSync(join(tmpdir(), `framehouse-bench-${name}-`));
  const database = `framehouse_bench_${name}_${process.pid}`;
  const prefix = `fh-bench-${name}-${randomUUID().slice(0, 8)}`;
  const children = [];
  const start = (args, env, stdout = 'ignore') => {
    const child = spawn(process.execPath, args, {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', stdout, 'inherit'],
    });
    children.push(child);
    return child;
  };
  let stopping;
  const cleanup = async () => {
    await onStop().catch(() => undefined);
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.race([Promise.all(children.map(exited)), sleep(5000)]);
    for (const child of children)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await adminQuery(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`).catch((error) =>
      console.error(`Could not drop ${database}:`, error.message),
    );
    const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
    try {
      await redis.connect();
      let cursor = '0';
      do {
        const [nextCursor, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
        cursor = nextCursor;
        if (keys.length) await redis.del(...keys);
      } while (cursor !== '0');
    } catch (error) {
      console.error(`Could not clear the Redis prefix ${prefix}:`, error.message);
    } finally {
      redis.disconnect();
    }
    rmSync(root, { recursive: true, force: true });
  };
  const onSignal = (signal) => void stop().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  const stop = () => {
    process.removeListener('SIGINT', onSignal);
    process.removeListener('SIGTERM', onSignal);
    stopping ??= cleanup();
    return stopping;
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    const catcher = start([join(ROOT, 'tools/dist/fakes/smtp-catcher.js')], {}, 'pipe');
    const { smtpUrl, httpUrl } = JSON.parse(
      await new Promise((resolve, reject) => {
        createInterface({ input: catcher.stdout }).once('line', resolve);
        catcher.once('exit', () => reject(new Error('The SMTP catcher exited')));
      }),
    );
    await adminQuery(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    const port = await freePort();
    const apiUrl = `http://127.0.0.1:${port}`;
    const env = {
      // As operators run it (Dockerfile): graphql-js, Express and the request log each have a cheaper
      // production path, and production refuses the public development secrets.
      NODE_ENV: 'production',
      JWT_SECRET: randomBytes(32).toString('hex'),
      ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      PORT: String(port),
      PUBLIC_URL: apiUrl,
      DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${database}`,
      REDIS_URL,
      REDIS_PREFIX: prefix,
      DATA_DIR: join(root, 'data'),
      STORAGE_DRIVER: 'fs',
      SMTP_URL: smtpUrl,
      ...extraEnv,
    };
    const migrate = start([join(ROOT, 'apps/api/dist/database/migrate.js')], env);
    await exited(migrate);
    if (migrate.exitCode !== 0) throw new Error(`Migration failed (exit code ${migrate.exitCode})`);
    const api = start([join(ROOT, 'apps/api/dist/main.js')], env);
    await waitForHealth(apiUrl, api);
    if (transcoder) start([join(ROOT, 'apps/transcoder/dist/main.js')], env);

    const email = `bench-${name}-${randomUUID().slice(0, 8)}@example.com`;
    await gql(apiUrl, REGISTER, {
      user: { name: 'Bench Owner', email, password: PASSWORD },
      legalAgreements: { acceptsPrivacyPolicy: true, acceptsTermsOfUse: true },
      subscriptionPlan: 'TRIAL',
    });
    await gql(apiUrl, CREATE_ORGANIZATION, {
      token: await mailedToken(httpUrl, email),
      organization: { name: 'Bench Studio' },
    });
    const { token } = await gql(apiUrl, TOKEN_AUTH, { email, password: PASSWORD });
    return { apiUrl, api, root, token, databaseUrl: env.DATABASE_URL, prefix, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

const UPLOAD = `mutation ($filename: String!) {
  uploadLocalVideo(filename: $filename, multipart: false) { video { id } videoUploadUrl key ${ERRORS} } }`;
const CONFIRM = `mutation ($videoId: ID!, $key: String!, $parts: [UploadedPartInput!]) {
  confirmLocalVideoUpload(videoId: $videoId, key: $key, parts: $parts) { video { id } ${ERRORS} } }`;
const STATUS = 'query ($id: ID!) { videoById(id: $id) { status failureReason } }';
const TARGETS_QUERY = 'query { me { organization { publishingTargets { id type } } } }';
const PUBLISH = `mutation ($id: ID!, $targets: [ID!]!) {
  publishVideo(id: $id, publishingTargetIds: $targets) { video { status } ${ERRORS} } }`;
const PROCESSING_TIMEOUT_MS = 180_000;

/** A 10 s 640x360 H.264/AAC clip from ffmpeg's test sources. */
export function makeClip(path) {
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25:duration=10'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000:duration=10'],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-g', '25'],
    ...['-c:a', 'aac', '-b:a', '96k', '-shortest', '-movflags', '+faststart', path],
  ]);
}

/**
 * Uploads a 10 s clip (made in `root`), waits until the transcoder has made it DRAFT and publishes it to
 * the organization's own pages. Answers the video's id. Needs a stack started with the transcoder.
 */
export async function publishedClip({ apiUrl, root, token }, name = 'bench-clip') {
  const clip = join(root, `${name}.mp4`);
  makeClip(clip);
  const upload = await gql(apiUrl, UPLOAD, { filename: `${name}.mp4` }, token);
  const put = await fetch(upload.videoUploadUrl, { method: 'PUT', body: readFileSync(clip) });
  if (!put.ok) throw new Error(`The upload PUT answered ${put.status}`);
  const etag = (put.headers.get('etag') ?? '').replace(/"/g, '');
  const videoId = upload.video.id;
  await gql(apiUrl, CONFIRM, { videoId, key: upload.key, parts: [{ partNumber: 1, etag }] }, token);
  let status;
  for (const deadline = Date.now() + PROCESSING_TIMEOUT_MS; Date.now() < deadline; await sleep(1000)) {
    const video = await gql(apiUrl, STATUS, { id: videoId }, token);
    status = video.status;
    if (status === 'FAILED') throw new Error(`Processing failed: ${video.failureReason}`);
    if (status === 'DRAFT') break;
  }
  if (status !== 'DRAFT') throw new Error(`The video is ${status} after ${PROCESSING_TIMEOUT_MS} ms`);
  const { organization } = (await gql(apiUrl, TARGETS_QUERY, {}, token)) ?? {};
  const self = organization.publishingTargets.find((target) => target.type === 'SelfPublication');
  await gql(apiUrl, PUBLISH, { id: videoId, targets: [self.id] }, token);
  return videoId;
}

const CLOCK_TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

/** CPU milliseconds a process has used (user and system, all its threads), from /proc; 0 once it is gone. */
export function cpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/**
 * The CPU the API process and the database's server processes (the API's pooled connections, found in
 * pg_stat_activity) have used so far: what a request costs, which a busy machine does not inflate as it
 * does wall time.
 */
export async function cpuSnapshot(client, apiPid) {
  const { rows } = await client.query(
    'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
  );
  return { api: cpuMs(apiPid), database: new Map(rows.map(({ pid }) => [pid, cpuMs(pid)])) };
}

export function cpuSince(before, after) {
  let database = 0;
  for (const [pid, ms] of after.database) database += ms - (before.database.get(pid) ?? 0);
  return { api: after.api - before.api, database };
}

/** The nearest-rank percentile. */
export function percentile(samples, p) {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Milliseconds as the benches print them: one decimal, right-aligned. */
export const ms = (value) => `${value.toFixed(1)} ms`.padStart(9);

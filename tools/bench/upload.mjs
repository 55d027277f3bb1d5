#!/usr/bin/env node
// `npm run bench:upload` (and the last part of `npm run bench:transcode`): the API's side of the benchmark.
// Starts the built API (`node apps/api/dist/main.js`) on a fresh database, fs storage in a temp folder and
// its own Redis prefix, registers an owner through GraphQL, then uploads a 1 GiB file through the multipart
// flow (8 MiB parts, up to 4 in flight, PUT to each presigned URL) while sampling the API's memory every
// 100 ms from /proc/<pid>/status. Target: API peak RSS < 300 MB (the upload is streamed, never buffered).
// The transcoder is not started: the upload is what is measured; the queued job is dropped at the end.
import { spawn } from 'node:child_process';
import { randomFillSync, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const pg = require('pg');
const Redis = require('ioredis');

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const PG_SERVER_URL = process.env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const MiB = 1024 * 1024;
const FILE_SIZE = 1024 * MiB;
const PART_SIZE = 8 * MiB;
const IN_FLIGHT = 4;
const SAMPLE_MS = 100;
const TARGET_RSS_MB = 300;
const PASSWORD = 'Bench-Password-1';

const ERROR_FIELDS = 'errors { field messages name }';
const REGISTER = `mutation ($legalAgreements: LegalAgreementsInput!, $user: CreateOwnerInput!, $subscriptionPlan: SubscriptionPlan) {
  registerOrganizationOwner(legalAgreements: $legalAgreements, user: $user, subscriptionPlan: $subscriptionPlan) { user { id } ${ERROR_FIELDS} } }`;
const CREATE_ORGANIZATION = `mutation ($token: String!, $organization: OrganizationInput) {
  createOrganization(token: $token, organization: $organization) { organization { id } ${ERROR_FIELDS} } }`;
const TOKEN_AUTH = `mutation ($email: String!, $password: String!) {
  tokenAuth(email: $email, password: $password) { token ${ERROR_FIELDS} } }`;
const UPLOAD_LOCAL_VIDEO = `mutation ($filename: String!, $multipart: Boolean) {
  uploadLocalVideo(filename: $filename, multipart: $multipart) { video { id } videoUploadUrl key uploadId ${ERROR_FIELDS} } }`;
const NEW_PART = `mutation ($videoId: ID!, $partNumber: Int!) {
  newLocalVideoUploadPart(videoId: $videoId, partNumber: $partNumber) { videoUploadUrl ${ERROR_FIELDS} } }`;
const CONFIRM = `mutation ($videoId: ID!, $key: String!, $parts: [UploadedPartInput!]) {
  confirmLocalVideoUpload(videoId: $videoId, key: $key, parts: $parts) { video { id status } ${ERROR_FIELDS} } }`;

const mb = (bytes) => (bytes / 1e6).toFixed(1);

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

function exited(child) {
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
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (api.exitCode !== null) throw new Error(`The API exited with code ${api.exitCode}`);
    try {
      if ((await fetch(`${url}/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The API did not become healthy at ${url}`);
}

/** VmRSS and VmHWM of a process, in bytes, from /proc/<pid>/status. */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024;
  return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
}

/** One GraphQL call; throws on transport errors, GraphQL errors and payload `errors`. */
async function gql(baseUrl, query, variables, token) {
  const response = await fetch(`${baseUrl}/graphql/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
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
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const messages = await (await fetch(`${httpUrl}/messages?to=${encodeURIComponent(email)}`)).json();
    for (const mail of messages.reverse()) {
      for (const link of mail.links) {
        const id = new URL(link).searchParams.get('id');
        if (id) return id;
      }
    }
    if (Date.now() > deadline) throw new Error(`No verification link mailed to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** 1 GiB of random-ish bytes, written in 8 MiB chunks from one reused buffer. */
async function makeFile(path) {
  const buffer = Buffer.alloc(PART_SIZE);
  const file = await open(path, 'w');
  try {
    for (let written = 0; written < FILE_SIZE; written += PART_SIZE) {
      randomFillSync(buffer);
      await file.write(buffer, 0, PART_SIZE);
    }
  } finally {
    await file.close();
  }
}

/** PUTs every part (up to IN_FLIGHT at once), each read from the file into its worker's own buffer. */
async function uploadParts(baseUrl, token, path, upload) {
  const count = Math.ceil(FILE_SIZE / PART_SIZE);
  const parts = [];
  let next = 1;
  const file = await open(path, 'r');
  try {
    const worker = async () => {
      const buffer = Buffer.alloc(PART_SIZE);
      for (let partNumber = next++; partNumber <= count; partNumber = next++) {
        const url =
          partNumber === 1
            ? upload.videoUploadUrl
            : (await gql(baseUrl, NEW_PART, { videoId: upload.video.id, partNumber }, token)).videoUploadUrl;
        const start = (partNumber - 1) * PART_SIZE;
        const length = Math.min(PART_SIZE, FILE_SIZE - start);
        const { bytesRead } = await file.read(buffer, 0, length, start);
        const response = await fetch(url, { method: 'PUT', body: buffer.subarray(0, bytesRead) });
        const etag = response.headers.get('etag');
        if (!response.ok || !etag) {
          throw new Error(`Part ${partNumber}: HTTP ${response.status} ${await response.text()}`);
        }
        await response.arrayBuffer().catch(() => undefined);
        parts.push({ partNumber, etag });
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  } finally {
    await file.close();
  }
  return parts.sort((a, b) => a.partNumber - b.partNumber);
}

/** Runs the upload benchmark, prints its figures and answers them; `met` is whether the target held. */
export async function benchUpload() {
  const root = mkdtempSync(join(tmpdir(), 'framehouse-bench-upload-'));
  const database = `framehouse_bench_upload_${process.pid}`;
  const prefix = `fh-bench-upload-${randomUUID().slice(0, 8)}`;
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
  const cleanup = async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.race([
      Promise.all(children.map(exited)),
      new Promise((resolve) => setTimeout(resolve, 5000)),
    ]);
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
  const onSignal = (signal) => {
    cleanup().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  let sampler;
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
    const baseUrl = `http://127.0.0.1:${port}`;
    const env = {
      NODE_ENV: 'test',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${database}`,
      REDIS_URL,
      REDIS_PREFIX: prefix,
      DATA_DIR: join(root, 'data'),
      STORAGE_DRIVER: 'fs',
      SMTP_URL: smtpUrl,
    };
    const migrate = start([join(ROOT, 'apps/api/dist/database/migrate.js')], env);
    await exited(migrate);
    if (migrate.exitCode !== 0) throw new Error(`Migration failed (exit code ${migrate.exitCode})`);
    const api = start([join(ROOT, 'apps/api/dist/main.js')], env);
    await waitForHealth(baseUrl, api);

    const email = `bench-upload-${randomUUID().slice(0, 8)}@example.com`;
    await gql(baseUrl, REGISTER, {
      user: { name: 'Bench Owner', email, password: PASSWORD },
      legalAgreements: { acceptsPrivacyPolicy: true, acceptsTermsOfUse: true },
      subscriptionPlan: 'TRIAL',
    });
    await gql(baseUrl, CREATE_ORGANIZATION, {
      token: await mailedToken(httpUrl, email),
      organization: { name: 'Bench Studio' },
    });
    const { token } = await gql(baseUrl, TOKEN_AUTH, { email, password: PASSWORD });

    const path = join(root, 'upload-1GiB.mp4');
    console.log(`Writing a ${FILE_SIZE / MiB} MiB file…`);
    await makeFile(path);

    await new Promise((resolve) => setTimeout(resolve, 1000));
    const idleRss = memoryOf(api.pid).rss;
    let peakRss = idleRss;
    sampler = setInterval(() => {
      try {
        peakRss = Math.max(peakRss, memoryOf(api.pid).rss);
      } catch {
        // the process is gone; the upload fails on its own
      }
    }, SAMPLE_MS);

    console.log(`Uploading it in ${PART_SIZE / MiB} MiB parts, ${IN_FLIGHT} in flight…`);
    const started = Date.now();
    const upload = await gql(
      baseUrl,
      UPLOAD_LOCAL_VIDEO,
      { filename: 'upload-1GiB.mp4', multipart: true },
      token,
    );
    const parts = await uploadParts(baseUrl, token, path, upload);
    await gql(baseUrl, CONFIRM, { videoId: upload.video.id, key: upload.key, parts }, token);
    const wallMs = Date.now() - started;
    clearInterval(sampler);
    const { rss, hwm } = memoryOf(api.pid);
    peakRss = Math.max(peakRss, rss);

    const met = peakRss < TARGET_RSS_MB * 1e6 && hwm < TARGET_RSS_MB * 1e6;
    const result = { bytes: FILE_SIZE, parts: parts.length, wallMs, idleRss, peakRss, hwm, met };
    console.log(`\nUpload benchmark: 1 GiB through the multipart flow (fs storage)\n`);
    console.log(`  total bytes        ${FILE_SIZE} (${parts.length} parts of ${PART_SIZE / MiB} MiB)`);
    console.log(
      `  wall time          ${(wallMs / 1000).toFixed(1)} s (uploadLocalVideo → confirmLocalVideoUpload)`,
    );
    console.log(`  throughput         ${(FILE_SIZE / MiB / (wallMs / 1000)).toFixed(1)} MiB/s`);
    console.log(`  API RSS at idle    ${mb(idleRss)} MB (before the upload)`);
    console.log(`  API peak RSS       ${mb(peakRss)} MB (VmRSS sampled every ${SAMPLE_MS} ms)`);
    console.log(`  API VmHWM          ${mb(hwm)} MB (kernel high-water mark, whole process life)`);
    console.log(`  target < ${TARGET_RSS_MB} MB: ${met ? 'met' : 'missed'}\n`);
    return result;
  } finally {
    clearInterval(sampler);
    process.removeListener('SIGINT', onSignal);
    process.removeListener('SIGTERM', onSignal);
    await cleanup();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  benchUpload()
    .then(({ met }) => {
      process.exitCode = met ? 0 : 1;
    })
    .catch((error) => {
      console.error(error);
      process.exitCode = 1;
    });
}

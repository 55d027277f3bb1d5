// Runs the browser test against the real product: a fresh database, a loopback SMTP catcher, the built
// API serving the built admin app and the built transcoder working its queue (same Redis prefix, data
// directory and storage settings as the API); then the scripts of tools/browser-test (SCRIPTS below) drive
// Chromium through it, one after the other against the same server. Its last line adds up their counts:
// "N passed, N failed". `node serve.mjs d2c.mjs` runs only the scripts named.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const database = `framehouse_browser_${process.pid}`;
const serverUrl = 'postgres://postgres@127.0.0.1:5432/postgres';
const children = [];
const dataDir = mkdtempSync(join(tmpdir(), 'framehouse-browser-'));

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

function start(args, env, { quiet = false } = {}) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  if (!quiet) child.stdout.pipe(process.stderr);
  return child;
}

async function adminQuery(sql) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

// The API's start takes about 20 s of CPU: on the shared 2-core machine under load (average 10+) that
// was 2.5 minutes of wall time, so it gets 4.
async function waitForHealth(url, timeoutMs = 240_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The API did not become healthy at ${url}`);
}

async function main() {
  const catcher = start([join(root, 'tools/dist/fakes/smtp-catcher.js')], {}, { quiet: true });
  const { smtpUrl, httpUrl } = JSON.parse(
    await new Promise((resolve) => createInterface({ input: catcher.stdout }).once('line', resolve)),
  );

  const youtube = await startYouTubeFake();
  const sentry = await startSentryFake();

  await adminQuery(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const stripe = await startStripeFake(`${baseUrl}/billing/stripe/webhook`);
  const env = {
    NODE_ENV: 'test',
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${database}`,
    REDIS_PREFIX: `fhbrowser:${process.pid}`,
    DATA_DIR: dataDir,
    STORAGE_DRIVER: process.env.STORAGE_DRIVER ?? 'fs',
    SMTP_URL: smtpUrl,
    // The ad tags of the player and settings tests are served on loopback.
    ALLOW_PRIVATE_IMPORTS: 'true',
    // Paid plans are sold through the loopback fake of Stripe (billing.mjs).
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_BASE: stripe.apiBase,
    STRIPE_PRICE_PREMIUM: stripe.prices.premium,
    STRIPE_PRICE_D2C_PREMIUM: stripe.prices.d2cPremium,
    // The admin reports unexpected rendering failures to the loopback fake of Sentry (resilience.mjs).
    ERROR_REPORTING_DSN: sentry.dsn,
    // The analytics scripts wait for the scheduled roll-up: every 5 s here instead of 30.
    ANALYTICS_ROLLUP_SECONDS: '5',
    // YouTube linking and uploads go to the loopback fake of Google (publishing.mjs).
    ...(youtube.apiBase
      ? {
          GOOGLE_API_BASE: youtube.apiBase,
          GOOGLE_CLIENT_ID: 'framehouse-browser-test',
          GOOGLE_CLIENT_SECRET: 'framehouse-browser-test-secret',
        }
      : {}),
  };
  await new Promise((resolve, reject) =>
    start([join(root, 'apps/api/dist/database/migrate.js')], env, { quiet: true }).on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error('migration failed')),
    ),
  );
  start([join(root, 'apps/api/dist/main.js')], env, { quiet: true });
  await waitForHealth(baseUrl);
  startTranscoder(env);

  const testEnv = {
    ...process.env,
    BASE_URL: baseUrl,
    SMTP_CATCHER_URL: httpUrl,
    SENTRY_EVENTS_URL: sentry.eventsUrl,
    // For the steps that stand for time passing (billing.mjs: a trial that ends).
    DATABASE_URL: env.DATABASE_URL,
    TRANSCODER_STATE_FILE: transcoderStateFile,
    TRANSCODER_LOG: transcoderLog,
  };
  let passed = 0;
  let failed = 0;
  for (const script of SCRIPTS) {
    const counts = await runScript(script, testEnv);
    passed += counts.passed;
    failed += counts.failed;
  }
  console.log(`${passed} passed, ${failed} failed`);
  return failed === 0 ? 0 : 1;
}

const SUMMARY = /^(\d+) passed, (\d+) failed$/;
const SCRIPTS =
  process.argv.length > 2
    ? process.argv.slice(2)
    : [
        'run.mjs',
        'd2c.mjs',
        'editor.mjs',
        'objects.mjs',
        'player.mjs',
        'settings.mjs',
        'organization-social.mjs',
        'moments.mjs',
        'moments-timeline.mjs',
        'suggested-moments.mjs',
        'public-player.mjs',
        'chapters.mjs',
        'overlays-player.mjs',
        'end-card-clicks.mjs',
        'overlays-video.mjs',
        'overlays-admin.mjs',
        'widget.mjs',
        'widgets-admin.mjs',
        'analytics-admin.mjs',
        'analytics-player.mjs',
        'publishing.mjs',
        'playlists.mjs',
        'microsites.mjs',
        'billing.mjs',
        'legal.mjs',
        'resilience.mjs',
      ];

/**
 * Runs one browser script, passing its lines through; its own summary line is shown as a comment, since
 * only the combined one may end the output. A script that ends without a summary counts as one failure.
 */
function runScript(script, env) {
  const test = spawn(process.execPath, [join(root, 'tools/browser-test', script)], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let summary;
  createInterface({ input: test.stdout }).on('line', (line) => {
    const match = SUMMARY.exec(line.trim());
    if (match) summary = { passed: Number(match[1]), failed: Number(match[2]) };
    console.log(match ? `# ${script}: ${line.trim()}` : line);
  });
  return new Promise((resolve) =>
    test.on('close', (code) => {
      if (summary) resolve(summary);
      else {
        console.log(`# ${script} ended (exit code ${code}) without its summary`);
        resolve({ passed: 0, failed: 1 });
      }
    }),
  );
}

/**
 * The loopback fake of Google's OAuth and YouTube Data API (tools/fakes/google-youtube.ts); its consent
 * screen approves at once for the browser tests' channel, and it refuses captions in Latin (`la`), which
 * only publishing.mjs uploads, to show a refused caption.
 */
async function startYouTubeFake() {
  const entry = join(root, 'tools/dist/fakes/google-youtube.js');
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run npm run build:tools first`);
  const { startFakeGoogleYouTube } = createRequire(import.meta.url)(entry);
  const fake = await startFakeGoogleYouTube();
  fake.consentAs({ id: 'UCbrowsertest', title: 'Browser Test Channel' });
  fake.refuseCaptions('la');
  closers.push(() => fake.close());
  return { apiBase: fake.apiBase };
}

/**
 * The loopback fake of Stripe's API (tools/fakes/stripe.ts) with the prices the server sells; its hosted
 * checkout's Pay button completes the payment and sends the signed webhooks to the API before returning.
 */
async function startStripeFake(webhookUrl) {
  const entry = join(root, 'tools/dist/fakes/stripe.js');
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run npm run build:tools first`);
  const { startFakeStripe, BROWSER_TEST_PRICES } = createRequire(import.meta.url)(entry);
  const fake = await startFakeStripe({ prices: BROWSER_TEST_PRICES, webhookUrl });
  closers.push(() => fake.close());
  const [premium, d2cPremium] = BROWSER_TEST_PRICES.map((price) => price.id);
  return { ...fake, prices: { premium, d2cPremium } };
}

/** The loopback fake of a Sentry server (tools/fakes/sentry.ts), where the admin's error reports go. */
async function startSentryFake() {
  const entry = join(root, 'tools/dist/fakes/sentry.js');
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run npm run build:tools first`);
  const { startFakeSentry } = createRequire(import.meta.url)(entry);
  const fake = await startFakeSentry();
  closers.push(() => fake.close());
  return fake;
}

const closers = [];

const logs = join(root, 'tools/browser-test/logs');
const transcoderLog = join(logs, 'transcoder.log');
const transcoderStateFile = join(dataDir, 'transcoder-state.txt');

/**
 * The transcoder, with the API's environment: its queue lives under the same REDIS_PREFIX, its media
 * under the same DATA_DIR (or S3 bucket). Its output goes to logs/transcoder.log; whether it runs is
 * written to TRANSCODER_STATE_FILE, so the steps of run.mjs that need it say why they fail.
 */
function startTranscoder(env) {
  mkdirSync(logs, { recursive: true });
  const entry = join(root, 'apps/transcoder/dist/main.js');
  if (!existsSync(entry)) {
    writeFileSync(transcoderStateFile, 'not built: apps/transcoder/dist/main.js is missing');
    return;
  }
  const log = createWriteStream(transcoderLog);
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  writeFileSync(transcoderStateFile, 'running');
  child.on('exit', (code, signal) => {
    try {
      writeFileSync(
        transcoderStateFile,
        `exited early (${signal ?? `exit code ${code}`}); see ${transcoderLog}`,
      );
    } catch {
      // the run is over and its data directory removed
    }
  });
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error(error);
  console.log('0 passed, 1 failed');
} finally {
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(closers.map((close) => close().catch(() => undefined)));
  await new Promise((resolve) => setTimeout(resolve, 500));
  await adminQuery(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`).catch(() => undefined);
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);

import { ConfigError } from '@framehouse/config';
import { createStorage } from '@framehouse/storage';
import Redis from 'ioredis';
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { DataSource } from 'typeorm';
import { DEVELOPMENT_SECRET_NAMES, loadConfig, type AppConfig } from '../config/app-config';
import { dataSourceOptions } from '../database/data-source-options';

/** What a check found: `warning` works but wants attention; `problem` makes the doctor exit non-zero. */
export type Verdict = 'ok' | 'warning' | 'problem';

export interface CheckResult {
  check: string;
  verdict: Verdict;
  /** What was found, and for a warning or problem what to do. */
  detail: string;
}

/** A check that does not answer in this time is a problem (an unreachable host drops packets). */
const CHECK_TIMEOUT_MS = 10_000;
/** BullMQ needs Redis 5; from 6.2 on, it uses commands that make its queues cheaper. */
const REDIS_RECOMMENDED = [6, 2];

/** Where the storage check writes its probe object: no media key starts so. */
const PROBE_PREFIX = 'doctor/';

const ok = (check: string, detail: string): CheckResult => ({ check, verdict: 'ok', detail });
const warning = (check: string, detail: string): CheckResult => ({ check, verdict: 'warning', detail });
const problem = (check: string, detail: string): CheckResult => ({ check, verdict: 'problem', detail });
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function withTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`${what} did not answer in ${CHECK_TIMEOUT_MS / 1000} s`)),
          CHECK_TIMEOUT_MS,
        );
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** The transcoder built beside this API (`npm run build` builds both), from dist/cli or src/cli. */
const TRANSCODER_MAIN = resolve(__dirname, '../../../transcoder/dist/main.js');

/**
 * What the transcoder needs on this machine (ffmpeg, ffprobe, its configuration, the speech engine and
 * its model, WORK_DIR), from its own `--check`: its settings are its own to read.
 */
export function transcoder(): CheckResult[] {
  if (!existsSync(TRANSCODER_MAIN)) {
    return [
      warning(
        'transcoder',
        'not built on this machine: run node apps/transcoder/dist/main.js --check where it runs',
      ),
    ];
  }
  const run = spawnSync(process.execPath, [TRANSCODER_MAIN, '--check=json'], {
    encoding: 'utf8',
    timeout: 6 * CHECK_TIMEOUT_MS,
  });
  let lines: Array<{ check: string; ok: boolean; detail: string }>;
  try {
    lines = JSON.parse(run.stdout);
  } catch {
    return [problem('transcoder', `its check did not answer: ${(run.stderr || String(run.error)).trim()}`)];
  }
  return lines.map(({ check, ok: passed, detail }) => {
    const name = check === 'configuration' ? 'transcoder configuration' : check;
    return passed ? ok(name, detail) : problem(name, detail);
  });
}

/** The configuration as the API reads it at start, and what is allowed but unwise. */
export function configuration(env: NodeJS.ProcessEnv): { result: CheckResult[]; config: AppConfig | null } {
  let config: AppConfig;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return { result: [problem('configuration', error.message)], config: null };
  }
  const result = [
    ok('configuration', `valid (NODE_ENV=${config.nodeEnv}, storage ${config.storage.driver})`),
  ];
  const defaults = DEVELOPMENT_SECRET_NAMES.filter((name) => !env[name]);
  if (defaults.length > 0) {
    result.push(
      warning(
        'secrets',
        `${defaults.join(' and ')} unset: the public development defaults are in use, fine on this machine only; set each to 32 or more random characters`,
      ),
    );
  }
  if (!config.smtpUrl)
    result.push(warning('mail', 'SMTP_URL unset: no mail leaves (sign-up links, invitations)'));
  return { result, config };
}

export async function database(databaseUrl: string): Promise<CheckResult> {
  const dataSource = new DataSource(dataSourceOptions(databaseUrl));
  try {
    await withTimeout(dataSource.initialize(), 'PostgreSQL');
    const [{ server_version: shown }] =
      await dataSource.query<Array<{ server_version: string }>>('SHOW server_version');
    // "15.20 (Debian 15.20-0+deb12u1)": the number says enough.
    const version = shown.split(' ')[0];
    const executed = new Set(
      (await dataSource.query<Array<{ name: string }>>('SELECT name FROM migrations').catch(() => [])).map(
        (row) => row.name,
      ),
    );
    const pending = dataSource.migrations.filter(
      (migration) => !executed.has(migration.name ?? migration.constructor.name),
    );
    if (pending.length > 0) {
      return problem(
        'database',
        `PostgreSQL ${version}, ${pending.length} of ${dataSource.migrations.length} migrations not applied: run node apps/api/dist/database/migrate.js (npm start runs it)`,
      );
    }
    return ok('database', `PostgreSQL ${version}, all ${dataSource.migrations.length} migrations applied`);
  } catch (error) {
    return problem(
      'database',
      `${messageOf(error)}: is PostgreSQL running, and does DATABASE_URL name it (host, port, user, password, database)?`,
    );
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
  }
}

export async function redis(redisUrl: string): Promise<CheckResult> {
  const client = new Redis(redisUrl, {
    lazyConnect: true,
    connectTimeout: CHECK_TIMEOUT_MS,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  // connect() rejects with "Connection is closed"; the socket's own error says why.
  let socketError: Error | null = null;
  client.on('error', (error: Error) => (socketError ??= error));
  try {
    await withTimeout(client.connect(), 'Redis');
    await client.ping();
    const info = await client.info('server');
    const version = /redis_version:(\S+)/.exec(info)?.[1] ?? 'unknown';
    const [major = 0, minor = 0] = version.split('.').map(Number);
    // CONFIG may be refused (managed Redis services rename it): then the policy is not checked.
    const reply: unknown = await client.config('GET', 'maxmemory-policy').catch(() => null);
    const policy = Array.isArray(reply) ? reply[1] : undefined;
    if (policy && policy !== 'noeviction') {
      return warning(
        'redis',
        `Redis ${version}, maxmemory-policy ${policy}: set noeviction, or Redis may drop queued jobs when full`,
      );
    }
    if (major < REDIS_RECOMMENDED[0] || (major === REDIS_RECOMMENDED[0] && minor < REDIS_RECOMMENDED[1])) {
      return warning('redis', `Redis ${version}: 6.2 or later is recommended for the job queues`);
    }
    return ok('redis', `Redis ${version}`);
  } catch (error) {
    return problem(
      'redis',
      `${messageOf(socketError ?? error)}: is Redis running, and does REDIS_URL name it?`,
    );
  } finally {
    client.disconnect();
  }
}

/** Writes, reads back and deletes a probe object, as the API and the transcoder do with media. */
export async function storage(config: AppConfig): Promise<CheckResult> {
  const driver = createStorage(config.storage);
  const where = config.storage.s3
    ? `S3 bucket ${config.storage.s3.bucket} at ${config.storage.s3.endpoint}`
    : `folder ${config.storage.dataDir}`;
  const key = `${PROBE_PREFIX}probe-${randomUUID()}.txt`;
  const written = Buffer.from(`framehouse doctor ${new Date().toISOString()}`);
  try {
    await withTimeout(driver.checkReady(), 'Storage');
    await driver.putObject(key, written, { contentType: 'text/plain', size: written.length });
    const chunks: Buffer[] = [];
    for await (const chunk of await driver.getObject(key)) chunks.push(Buffer.from(chunk as Uint8Array));
    if (!Buffer.concat(chunks).equals(written))
      return problem('storage', `${where}: an object read back differs from what was written`);
    // The whole prefix, so that the fs driver leaves no empty folder behind.
    await driver.deletePrefix(PROBE_PREFIX);
    return ok('storage', `${where}: wrote, read and deleted a probe object`);
  } catch (error) {
    const fix = config.storage.s3
      ? 'check S3_ENDPOINT, S3_BUCKET and the keys'
      : 'check DATA_DIR exists and this user may write it';
    return problem('storage', `${where}: ${messageOf(error)}: ${fix}`);
  }
}

/** Every check, in the order an operator fixes them; the ones that need a valid configuration only with one. */
export async function runChecks(env: NodeJS.ProcessEnv = process.env): Promise<CheckResult[]> {
  const results = transcoder();
  const { result, config } = configuration(env);
  results.push(...result);
  if (!config) return results;
  results.push(await database(config.databaseUrl), await redis(config.redisUrl), await storage(config));
  return results;
}

/** One line per check; the exit code is 1 when any found a problem. */
export function report(results: readonly CheckResult[]): { text: string; exitCode: number } {
  const width = Math.max(...results.map((result) => result.check.length));
  const label: Record<Verdict, string> = { ok: 'ok     ', warning: 'warning', problem: 'PROBLEM' };
  const lines = results.map(
    (result) => `${label[result.verdict]}  ${result.check.padEnd(width)}  ${result.detail}`,
  );
  const problems = results.filter((result) => result.verdict === 'problem').length;
  lines.push(problems === 0 ? 'No problem found.' : `${problems} problem${problems > 1 ? 's' : ''} found.`);
  return { text: lines.join('\n'), exitCode: problems === 0 ? 0 : 1 };
}

import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { freePort } from './test-app';

/**
 * A Redis and a PostgreSQL of a test's own, on ports of their own, so that a fault test can stop and restart
 * them under work without touching the machine's servers the other tests use.
 */

const waitUntil = async (ready: () => boolean, what: string, timeoutMs = 20_000) => {
  for (const deadline = Date.now() + timeoutMs; !ready();) {
    if (Date.now() > deadline) throw new Error(`${what} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

export interface PrivateRedis {
  url: string;
  /** SIGKILL: what a crash or a pulled plug does. */
  kill(): Promise<void>;
  /** Starts again on the same port and files (its append-only file keeps the queues, as in production). */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'framehouse-redis-'));
  let child: ChildProcess | null = null;
  const answers = () => {
    try {
      return (
        execFileSync('redis-cli', ['-p', String(port), 'ping'], {
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'ignore'],
        }).trim() === 'PONG'
      );
    } catch {
      return false;
    }
  };
  const start = async () => {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--appendonly', 'yes', '--save', ''],
      { stdio: 'ignore' },
    );
    await waitUntil(answers, 'redis-server');
  };
  const kill = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    kill,
    start,
    async stop() {
      await kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface PrivatePostgres {
  /** The URL of `database` on this server. */
  url(database: string): string;
  /** pg_ctl stop -m fast: connections are ended, new ones refused until start. */
  stopServer(): void;
  startServer(): void;
  stop(): void;
}

const PG_BIN = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();

/** A cluster made with initdb in a temporary folder, run as the postgres user (initdb refuses root). */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'framehouse-pg-'));
  const data = join(dir, 'data');
  const asPostgres = (command: string, args: string[]) => {
    const run =
      userInfo().uid === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
    execFileSync(run[0] as string, run[1] as string[], { stdio: 'pipe' });
  };
  if (userInfo().uid === 0) {
    chmodSync(dir, 0o755);
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  asPostgres(join(PG_BIN, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const startServer = () =>
    asPostgres(join(PG_BIN, 'pg_ctl'), [
      '-D',
      data,
      '-w',
      '-l',
      join(dir, 'log'),
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      'start',
    ]);
  const stopServer = () => asPostgres(join(PG_BIN, 'pg_ctl'), ['-D', data, '-w', '-m', 'fast', 'stop']);
  startServer();
  return {
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    stopServer,
    startServer,
    stop() {
      try {
        stopServer();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

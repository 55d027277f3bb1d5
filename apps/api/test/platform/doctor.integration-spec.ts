import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { buildOnce, REPO_ROOT } from '../support/built-project';
import { startTestApp, type TestApp } from '../support/test-app';
import { databaseUrl, dropDatabase, withAdminClient } from '../support/test-database';

const ADMIN_CLI = join(REPO_ROOT, 'apps/api/dist/cli/admin-cli.js');

describe('npm run admin -- doctor', () => {
  let t: TestApp;
  beforeAll(async () => {
    buildOnce('apps/api/tsconfig.app.json');
    buildOnce('apps/transcoder/tsconfig.app.json');
    t = await startTestApp();
  });
  afterAll(() => t.close());

  /** The built CLI against the test API's database, Redis and storage, with `env` on top. */
  const doctor = (env: Record<string, string> = {}) => {
    const run = spawnSync(process.execPath, [ADMIN_CLI, 'doctor'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        DATABASE_URL: t.config.databaseUrl,
        REDIS_URL: t.config.redisUrl,
        REDIS_PREFIX: t.config.redisPrefix,
        DATA_DIR: t.config.storage.dataDir,
        JWT_SECRET: t.config.jwtSecret,
        ENCRYPTION_KEY: randomBytes(32).toString('hex'),
        SMTP_URL: t.config.smtpUrl ?? '',
        ...env,
      },
    });
    return { status: run.status, output: `${run.stdout}${run.stderr}` };
  };
  const line = (output: string, check: string) =>
    output.split('\n').find((text) => new RegExp(`^\\S+\\s+${check}\\s`).test(text));

  it('says ok for each part of a working installation and exits 0', () => {
    const { status, output } = doctor();
    expect(line(output, 'ffmpeg')).toMatch(/^ok\s+ffmpeg\s+ffmpeg version /);
    expect(line(output, 'ffprobe')).toMatch(/^ok\s+ffprobe\s+ffprobe version /);
    expect(line(output, 'transcoder configuration')).toMatch(/^ok\s+transcoder configuration\s+valid/);
    expect(line(output, 'speech engine')).toMatch(/^ok\s+speech engine\s+pocketsphinx/);
    expect(line(output, 'work dir')).toMatch(/^ok\s+work dir\s+\S+ is writable/);
    expect(line(output, 'configuration')).toMatch(
      /^ok\s+configuration\s+valid \(NODE_ENV=test, storage fs\)/,
    );
    expect(line(output, 'database')).toMatch(/^ok\s+database\s+PostgreSQL \S+, all \d+ migrations applied/);
    expect(line(output, 'redis')).toMatch(/^(ok|warning)\s+redis\s+Redis \d/);
    expect(line(output, 'storage')).toMatch(
      /^ok\s+storage\s+folder .*: wrote, read and deleted a probe object/,
    );
    expect(output).toContain('No problem found.');
    expect(status).toBe(0);
  });

  it('warns of the development secrets, without failing', () => {
    const { status, output } = doctor({ ENCRYPTION_KEY: '' });
    expect(line(output, 'secrets')).toMatch(
      /^warning\s+secrets\s+ENCRYPTION_KEY unset: the public development/,
    );
    expect(status).toBe(0);
  });

  it('names an unreachable Redis and exits 1', () => {
    const { status, output } = doctor({ REDIS_URL: 'redis://127.0.0.1:1' });
    expect(line(output, 'redis')).toMatch(
      /^PROBLEM\s+redis\s+.*ECONNREFUSED.*: is Redis running, and does REDIS_URL name it\?/,
    );
    expect(line(output, 'database')).toMatch(/^ok/);
    expect(output).toContain('1 problem found.');
    expect(status).toBe(1);
  });

  it('names ffmpeg and ffprobe missing from the PATH', () => {
    const { status, output } = doctor({ PATH: '/nonexistent' });
    expect(line(output, 'ffmpeg')).toMatch(
      /^PROBLEM\s+ffmpeg\s+not found on the PATH, or not working: install ffmpeg/,
    );
    expect(line(output, 'ffprobe')).toMatch(/^PROBLEM\s+ffprobe\s+not found on the PATH/);
    expect(status).toBe(1);
  });

  it("names the transcoder's missing speech model, from the transcoder's own check", () => {
    const { status, output } = doctor({ WHISPER_MODEL: '/nonexistent/ggml-base.en.bin' });
    expect(line(output, 'transcoder configuration')).toMatch(
      /^PROBLEM\s+transcoder configuration\s+WHISPER_MODEL names a file that does not exist/,
    );
    expect(status).toBe(1);
  });

  it('names a malformed setting, as the start would', () => {
    const { status, output } = doctor({ JWT_SECRET: 'short' });
    expect(line(output, 'configuration')).toMatch(
      /^PROBLEM\s+configuration\s+JWT_SECRET must be at least 32 characters long/,
    );
    expect(status).toBe(1);
  });

  it('names a database whose migrations have not run, and what to run', async () => {
    const name = `fh_doctor_${process.pid}_${randomBytes(4).toString('hex')}`;
    await withAdminClient((client) => client.query(`CREATE DATABASE "${name}"`));
    try {
      const { status, output } = doctor({ DATABASE_URL: databaseUrl(name) });
      expect(line(output, 'database')).toMatch(
        /^PROBLEM\s+database\s+PostgreSQL \S+, (\d+) of \1 migrations not applied: run node apps\/api\/dist\/database\/migrate\.js/,
      );
      expect(status).toBe(1);
    } finally {
      await withAdminClient((client) => dropDatabase(client, name));
    }
  });

  it('names a storage folder it cannot write', () => {
    const { status, output } = doctor({ DATA_DIR: '/etc/hostname/framehouse' });
    expect(line(output, 'storage')).toMatch(
      /^PROBLEM\s+storage\s+folder \/etc\/hostname\/framehouse: .*check DATA_DIR/,
    );
    expect(status).toBe(1);
  });
});

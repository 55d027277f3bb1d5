import { SubscriptionPlan, VideoStatus } from '@framehouse/domain';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApiProcess, type ApiProcess } from '../support/api-process';
import { REPO_ROOT } from '../support/built-project';
import { PASSWORD, login, registerOwner, type Owner } from '../support/flows';
import { clientThrough } from '../support/process-client';
import { databaseUrl, dropDatabase, withAdminClient } from '../support/test-database';
import { freePort, type TestApp } from '../support/test-app';
import { startTranscoder, type TranscoderProcess } from '../support/transcoder-process';
import { makeClip, run, setPlan, startVideoApp, uploadProcessed, videoById } from '../videos/video-support';

/**
 * Backup and restore (issue 19 item 5), as the README tells an operator: `npm run backup` of a running
 * installation with a processed video, `npm run restore` into a fresh database and an empty data folder,
 * and an API started on the restored copy signs the owner in and plays the video.
 */
describe('backup and restore of the database and the stored files', () => {
  const restoredDatabase = `fh_restored_${process.pid}_${randomBytes(4).toString('hex')}`;
  let t: TestApp;
  let owner: Owner;
  let transcoder: TranscoderProcess;
  let restoredApi: ApiProcess | undefined;
  let clip: Awaited<ReturnType<typeof makeClip>>;
  const folders: string[] = [];
  const folder = (prefix: string) => {
    const made = mkdtempSync(join(tmpdir(), prefix));
    folders.push(made);
    return made;
  };

  beforeAll(async () => {
    [t, clip] = await Promise.all([startVideoApp('fs'), makeClip()]);
    owner = await registerOwner(t);
    await setPlan(t, owner.organizationId, SubscriptionPlan.UNLIMITED);
    transcoder = await startTranscoder(t.config);
  }, 300_000);
  afterAll(async () => {
    await restoredApi?.stop();
    await transcoder?.stop();
    await t?.close();
    await clip?.remove();
    await withAdminClient((admin) => dropDatabase(admin, restoredDatabase));
    for (const made of folders) rmSync(made, { recursive: true, force: true });
  });

  const script = (command: 'backup' | 'restore', target: string, env: Record<string, string>) =>
    execFileSync(process.execPath, [join(REPO_ROOT, 'tools/backup.mjs'), command, target], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env },
      encoding: 'utf8',
    });

  it('restores into a fresh database and folder, where the owner signs in and the video plays', async () => {
    const video = await uploadProcessed(t, owner.token, 'kept.mp4', clip.bytes, transcoder.output, 180_000);
    expect(video.status).toBe(VideoStatus.DRAFT);

    const backup = folder('framehouse-backup-');
    script('backup', backup, { DATABASE_URL: t.config.databaseUrl, DATA_DIR: t.config.storage.dataDir });
    const restoredData = join(folder('framehouse-restored-'), 'data');
    const restoredUrl = databaseUrl(restoredDatabase);
    expect(script('restore', backup, { DATABASE_URL: restoredUrl, DATA_DIR: restoredData })).toContain(
      'Restored',
    );

    const port = await freePort();
    restoredApi = await startApiProcess(t.config, {
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: restoredUrl,
      DATA_DIR: restoredData,
      REDIS_PREFIX: `${t.config.redisPrefix}-restored`,
    });
    const restored = clientThrough(restoredApi.url, {
      config: t.config,
      url: `http://127.0.0.1:${port}`,
      mail: t.mail,
    });
    const token = await login(restored, owner.email, PASSWORD);
    const seen = await videoById(restored, token, video.id);
    expect(seen).toMatchObject({ status: VideoStatus.DRAFT, title: 'kept' });
    const manifest = seen.videoStreams[0]?.manifestFileUrl as string;
    expect(manifest.startsWith(`http://127.0.0.1:${port}/`)).toBe(true);
    const { stdout } = await run('ffprobe', [
      '-v',
      'error',
      '-show_entries',
      'format=duration:stream=codec_name',
      '-of',
      'json',
      manifest,
    ]);
    const probed = JSON.parse(stdout) as {
      streams: Array<{ codec_name: string }>;
      format: { duration: string };
    };
    expect(probed.streams.map((stream) => stream.codec_name)).toEqual(
      expect.arrayContaining(['h264', 'aac']),
    );
    expect(Math.abs(Number(probed.format.duration) - 3)).toBeLessThan(0.5);
  }, 600_000);
});

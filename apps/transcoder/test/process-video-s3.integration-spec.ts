// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- s3rver ships no types; the storage library declares the part it uses
/// <reference path="../../../libs/storage/src/testing/s3rver.d.ts" />
import type { ProcessVideoResult } from '@framehouse/domain';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startS3TestServer, type S3TestServer } from '../../../libs/storage/src/testing/s3-test-server';
import { makeClip } from './support/clips';
import { TestQueue } from './support/test-queue';

// The real worker module against a real queue (Redis, a prefix of its own) and S3 storage: a loopback
// S3-protocol server (s3rver, as the storage library's own tests use), the source put there and every
// output read back from the bucket, as in production.
describe('process-video on S3 storage', () => {
  let s3: S3TestServer;
  let queue: TestQueue;
  let clips: string;

  beforeAll(async () => {
    clips = mkdtempSync(join(tmpdir(), 'framehouse-clips-'));
    s3 = await startS3TestServer();
    queue = await new TestQueue({
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY: s3.accessKey,
      S3_SECRET_KEY: s3.secretKey,
      S3_BUCKET: 'framehouse-test',
    }).ready();
    // The API creates the bucket when it starts; here nothing else does.
    await queue.storage.checkReady();
    await queue.startWorker();
  });

  afterAll(async () => {
    await queue?.close();
    await s3?.close();
    rmSync(clips, { recursive: true, force: true });
  });

  it('reads its source from the bucket and writes the playable set back to it', async () => {
    expect(queue.config.storage.driver).toBe('s3');
    const data = await queue.storedVideo(makeClip(clips, 'h264-aac'));
    expect(await queue.storage.statObject(data.sourceKey)).not.toBeNull();

    const result = await queue.finished<ProcessVideoResult>(await queue.addProcessing(data), 60_000);

    expect(result).toMatchObject({
      durationMs: 3000,
      width: 640,
      height: 360,
      masterKey: `${data.mediaPrefix}hls/master.m3u8`,
      posterKey: `${data.mediaPrefix}images/poster.jpg`,
      storyboard: {
        spriteKey: `${data.mediaPrefix}storyboard/storyboard.jpg`,
        vttKey: `${data.mediaPrefix}storyboard/storyboard.vtt`,
      },
    });
    expect(result.renditions.length).toBeGreaterThan(0);

    const rendition = result.renditions[0];
    const folder = rendition.playlistKey.slice(0, rendition.playlistKey.lastIndexOf('/') + 1);
    const segments = (await queue.text(rendition.playlistKey))
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith('#'));
    expect(segments.length).toBeGreaterThan(0);

    for (const key of [
      result.masterKey,
      rendition.playlistKey,
      `${folder}${segments[0]}`,
      result.posterKey,
      result.storyboard?.spriteKey ?? '',
      result.storyboard?.vttKey ?? '',
    ]) {
      const stat = await queue.storage.statObject(key);
      // The key rides along so a failure names the missing object.
      expect({ key, size: stat?.size ?? 0 }).toEqual({ key, size: expect.any(Number) });
      expect(stat).not.toBeNull();
      expect(stat?.size).toBeGreaterThan(0);
    }

    const master = await queue.text(result.masterKey);
    expect(master).toMatch(/^#EXTM3U/);
    for (const each of result.renditions) {
      expect(master).toContain(each.playlistKey.slice(result.masterKey.lastIndexOf('/') + 1));
    }

    // Exactly what a complete run leaves: no orphan, no duplicate in the bucket.
    expect(await queue.storedKeys(data.mediaPrefix)).toEqual(await queue.expectedKeys(result));
  });
});

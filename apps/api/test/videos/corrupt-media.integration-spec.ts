import { JobFailureMessages, SubscriptionPlan, VideoStatus } from '@framehouse/domain';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, stat, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { StorageService } from '../../src/modules/storage/storage.service';
import { mediaRoot } from '../../src/modules/videos/video-media-keys';
import { registerOwner, type Owner } from '../support/flows';
import type { TestApp } from '../support/test-app';
import { startTranscoder, type TranscoderProcess } from '../support/transcoder-process';
import { run, setPlan, startVideoApp, uploadProcessed, videoById } from './video-support';

/**
 * A corpus of corrupt media (issue 19 item 3) through the real upload flow and the real transcoder: each
 * file ends FAILED with the catalogue's reason for it, the API never answers 5xx, the worker keeps
 * running, and nothing of a failed run stays in storage or in the worker's scratch space.
 */
const ffmpeg = (args: string[]) =>
  run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', ...args]);

/** Megabytes of zeros gzipped into a few hundred kilobytes: what a decompression bomb looks like. */
async function compressionBomb(path: string, megabytes: number): Promise<void> {
  const zeros = Buffer.alloc(1024 * 1024);
  await pipeline(
    Readable.from(
      (function* () {
        for (let index = 0; index < megabytes; index++) yield zeros;
      })(),
    ),
    createGzip({ level: 9 }),
    createWriteStream(path),
  );
}

describe('corrupt media through the real transcoder', () => {
  let t: TestApp;
  let owner: Owner;
  let transcoder: TranscoderProcess;
  let dir: string;
  const corpus: Array<{ name: string; file: string; reason: string }> = [];

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'framehouse-corrupt-'));
    const clip = join(dir, 'clip.mp4');
    await ffmpeg(['-f', 'lavfi', '-i', 'testsrc2=size=320x240:rate=25', '-t', '2', '-c:v', 'libx264', clip]);
    // The index (moov) of an MP4 ffmpeg writes comes last: cut off, nothing can be read.
    const truncated = join(dir, 'truncated.mp4');
    await writeFile(truncated, await readFile(clip));
    await truncate(truncated, Math.floor((await stat(clip)).size * 0.6));
    const picture = join(dir, 'picture.mp4');
    await ffmpeg([
      '-f',
      'lavfi',
      '-i',
      'color=c=red:s=64x64',
      '-frames:v',
      '1',
      '-f',
      'image2',
      '-c:v',
      'png',
      picture,
    ]);
    const huge = join(dir, 'huge.mp4');
    await ffmpeg(['-f', 'lavfi', '-i', 'color=c=blue:s=8208x16:rate=5', '-t', '1', '-c:v', 'libx264', huge]);
    const sound = join(dir, 'sound.mp4');
    await ffmpeg(['-f', 'lavfi', '-i', 'sine=duration=1', '-c:a', 'aac', sound]);
    const bomb = join(dir, 'bomb.mp4');
    await compressionBomb(bomb, 256);
    const empty = join(dir, 'empty.mp4');
    await writeFile(empty, Buffer.alloc(0));
    const page = join(dir, 'page.mp4');
    await writeFile(page, '<!doctype html><title>Not a video</title>');
    corpus.push(
      { name: 'a truncated MP4', file: truncated, reason: JobFailureMessages.notAVideo },
      { name: 'a PNG named .mp4', file: picture, reason: JobFailureMessages.stillImage },
      { name: 'a picture 8208 pixels wide', file: huge, reason: JobFailureMessages.pictureTooLarge },
      { name: 'audio only', file: sound, reason: JobFailureMessages.noVideoStream },
      { name: 'a 256 MB gzip bomb named .mp4', file: bomb, reason: JobFailureMessages.notAVideo },
      { name: 'zero bytes', file: empty, reason: JobFailureMessages.notAVideo },
      { name: 'an HTML page named .mp4', file: page, reason: JobFailureMessages.notAVideo },
    );
    t = await startVideoApp('fs');
    owner = await registerOwner(t);
    await setPlan(t, owner.organizationId, SubscriptionPlan.UNLIMITED);
    transcoder = await startTranscoder(t.config);
  });
  afterAll(async () => {
    await transcoder?.stop();
    await t?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('fails each file with its reason, keeps the worker running and leaves nothing of the failed run', async () => {
    const outcomes: Array<{ name: string; status: string; reason: string | null }> = [];
    for (const entry of corpus) {
      const bytes = await readFile(entry.file);
      const video = await uploadProcessed(t, owner.token, 'upload.mp4', bytes, transcoder.output, 60_000);
      outcomes.push({ name: entry.name, status: video.status, reason: video.failureReason });
      expect(transcoder.child.exitCode).toBeNull();
      // Only the uploaded original stays (a member may delete the video or try again): nothing processed.
      const stored = await t.app
        .get(StorageService)
        .driver.listPrefix(
          mediaRoot(owner.organizationId, (await videoById(t, owner.token, video.id)).globalId),
        );
      expect({
        name: entry.name,
        stored: stored.map((object) => object.key).filter((key) => !key.includes('/source')),
      }).toEqual({
        name: entry.name,
        stored: [],
      });
    }
    expect(outcomes).toEqual(
      corpus.map((entry) => ({ name: entry.name, status: VideoStatus.FAILED, reason: entry.reason })),
    );
    // Each job's scratch folder went with it.
    expect(await readdir(transcoder.workDir)).toEqual([]);
  });
});

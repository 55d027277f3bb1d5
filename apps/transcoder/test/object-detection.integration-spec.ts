import {
  JobFailureMessages,
  ObjectCategory,
  type DetectObjectsJob,
  type DetectObjectsResult,
} from '@framehouse/domain';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeStopSignClip } from './support/clips';
import { ffprobeJson, TestQueue } from './support/test-queue';

// The real worker and the real detector (NanoDet on TensorFlow.js/wasm, from apps/transcoder/models)
// on a drawn clip, letterboxed into the model's square input: 7 s of a street under a blue sky, a stop
// sign on the pole from 2 s to 5 s. Jobs are added as the API adds them after processing, their results
// read as the API reads them.
describe('detect-objects', () => {
  let queue: TestQueue;
  let clips: string;
  let clip: string;

  beforeAll(async () => {
    clips = mkdtempSync(join(tmpdir(), 'framehouse-objects-'));
    clip = makeStopSignClip(clips, { seconds: 7, fromSeconds: 2, toSeconds: 5 });
    queue = await new TestQueue().ready();
    await queue.startWorker();
  });

  afterAll(async () => {
    await queue?.close();
    rmSync(clips, { recursive: true, force: true });
  });

  async function detectionJob(run = 0, file = clip): Promise<DetectObjectsJob> {
    const video = await queue.storedVideo(file, run);
    return {
      videoId: video.videoId,
      organizationId: video.organizationId,
      sourceKey: video.sourceKey,
      durationMs: 7000,
      outputPrefix: `${video.mediaPrefix}objects/`,
      run,
    };
  }

  it('finds the stop sign while it is shown, with its box and a stored crop of it', async () => {
    const data = await detectionJob();
    const started = Date.now();
    const job = await queue.addObjectDetection(data);
    const result = await queue.finished<DetectObjectsResult>(job, 90_000);
    console.log(`detect-objects: ${result.framesSampled} frames in ${Date.now() - started} ms`);

    expect(result).toMatchObject({
      model: 'nanodet-g',
      framesSampled: 7,
      intervalMs: 1000,
      coveredMs: 7000,
    });
    const signs = result.objects.filter((object) => object.category === ObjectCategory.STOP_SIGN);
    expect(signs).toHaveLength(1);
    const [sign] = signs;
    // Seen on the frames of 2, 3 and 4 s: from 2 s until one interval after the last sighting.
    expect(sign).toMatchObject({ startMs: 2000, endMs: 5000 });
    expect(sign.score).toBeGreaterThan(0.7);
    // The octagon spans x 220–420 and y 50–250 of the 640×360 frame.
    expect(sign.box.x).toBeCloseTo(220 / 640, 1);
    expect(sign.box.width).toBeCloseTo(200 / 640, 1);
    expect(sign.box.y).toBeCloseTo(50 / 360, 1);
    expect(sign.box.height).toBeCloseTo(200 / 360, 1);

    // One JPEG per object, under the output prefix and nowhere else.
    expect(await queue.storedKeys(data.outputPrefix)).toEqual(
      result.objects.map((object) => object.thumbnailKey).sort(),
    );
    expect(sign.thumbnailKey).toMatch(new RegExp(`^${data.outputPrefix}\\d{3}-stop-sign\\.jpg$`));
    const crop = ffprobeJson(queue.storage.localPath?.(sign.thumbnailKey) ?? '').streams[0];
    expect(crop.codec_name).toBe('mjpeg');
    expect(crop.width).toBeGreaterThan(150);
    expect(crop.width).toBeLessThan(260);

    const percents = (queue.objectDetectionProgress.get(job.id ?? '') ?? []).map((event) => event.percent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(percents[percents.length - 1]).toBe(100);
    expect(readdirSync(queue.config.workDir)).toEqual([]);
  });

  it('is queued once per run, and a run leaves only its own crops', async () => {
    const data = await detectionJob(1);
    const stale = `${data.outputPrefix}999-left-over.jpg`;
    await queue.storage.putObject(stale, Buffer.from('stale'), { contentType: 'image/jpeg', size: 5 });
    const job = await queue.addObjectDetection(data);
    const again = await queue.addObjectDetection(data);
    expect(again.id).toBe(job.id);
    expect(job.id).toBe(`detect-objects-${data.videoId}-1`);
    const result = await queue.finished<DetectObjectsResult>(job, 90_000);
    expect(await queue.storedKeys(data.outputPrefix)).toEqual(
      result.objects.map((object) => object.thumbnailKey).sort(),
    );
  });

  it('fails without retry when the source is not a video', async () => {
    const still = join(clips, 'still.jpg');
    execFileSync('ffmpeg', [
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      'testsrc2=size=64x64',
      '-frames:v',
      '1',
      still,
    ]);
    const job = await queue.addObjectDetection(await detectionJob(3, still));
    expect(await queue.failure(job)).toEqual({ reason: JobFailureMessages.stillImage, attemptsMade: 1 });
  });

  it('fails without retry when the source is gone', async () => {
    const data = await detectionJob(2);
    await queue.storage.deleteObject(data.sourceKey);
    const job = await queue.addObjectDetection(data);
    expect(await queue.failure(job)).toEqual({ reason: JobFailureMessages.sourceMissing, attemptsMade: 1 });
  });
});

import {
  JobFailureMessages,
  MomentCutMode,
  type CutMomentJob,
  type CutMomentResult,
} from '@framehouse/domain';
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeClip } from './support/clips';
import { ffprobeJson, TestQueue } from './support/test-queue';

/** One frame at the clip's 25 fps. */
const FRAME_MS = 40;
/** The clip's keyframe interval (-g 50 at 25 fps). */
const KEYFRAME_INTERVAL_MS = 2000;

/** Start times of the video frames of a file, in ms. */
function videoFrameTimes(path: string): number[] {
  const csv = execFileSync(
    'ffprobe',
    ['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'frame=pts_time', '-of', 'csv=p=0', path],
    { encoding: 'utf8' },
  );
  return csv
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => Math.round(Number.parseFloat(line) * 1000));
}

// The real worker cuts moments out of an 8 s H.264/AAC clip whose keyframes are every 2 s, as the API
// queues them; the MP4s are read back with ffprobe.
describe('cut-moment', () => {
  let queue: TestQueue;
  let clips: string;
  let clip: string;

  beforeAll(async () => {
    clips = mkdtempSync(join(tmpdir(), 'framehouse-moments-'));
    clip = makeClip(clips, 'h264-aac', { seconds: 8 });
    queue = await new TestQueue().ready();
    await queue.startWorker();
  });

  afterAll(async () => {
    await queue?.close();
    rmSync(clips, { recursive: true, force: true });
  });

  async function cutJob(startMs: number, endMs: number): Promise<CutMomentJob> {
    const video = await queue.storedVideo(clip);
    const momentId = randomUUID();
    return {
      momentId,
      videoId: video.videoId,
      organizationId: video.organizationId,
      sourceKey: video.sourceKey,
      startMs,
      endMs,
      outputKey: `downloads/moments/${video.organizationId}/${momentId}.mp4`,
    };
  }

  function stored(key: string): string {
    return queue.storage.localPath?.(key) ?? '';
  }

  it('copies the streams of a cut that starts on a keyframe: exact start, end within a frame', async () => {
    const data = await cutJob(2000, 6500);
    const job = await queue.addMomentCut(data);
    const result = await queue.finished<CutMomentResult>(job, 60_000);
    expect(result).toMatchObject({ outputKey: data.outputKey, mode: MomentCutMode.COPY });
    const probe = ffprobeJson(stored(data.outputKey));
    expect(probe.streams.map((stream) => [stream.codec_type, stream.codec_name])).toEqual([
      ['video', 'h264'],
      ['audio', 'aac'],
    ]);
    expect(Math.abs(Number(probe.format.duration) * 1000 - 4500)).toBeLessThanOrEqual(FRAME_MS * 2);
    const frames = videoFrameTimes(stored(data.outputKey));
    // The copy starts with the keyframe; the audio packet that overlaps it may start up to a packet before.
    expect(frames[0]).toBeLessThan(FRAME_MS);
    expect(Math.abs(frames.length * FRAME_MS - 4500)).toBeLessThanOrEqual(FRAME_MS);
    expect(result.size).toBeGreaterThan(0);
    const percents = (queue.momentDownloadProgress.get(job.id ?? '') ?? []).map((event) => event.percent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(percents[percents.length - 1]).toBe(100);
    expect(readdirSync(queue.config.workDir)).toEqual([]);
  });

  it('re-encodes a cut between keyframes, exact within a frame at both ends', async () => {
    const data = await cutJob(1000, 6000);
    const result = await queue.finished<CutMomentResult>(await queue.addMomentCut(data), 60_000);
    expect(result.mode).toBe(MomentCutMode.REENCODE);
    const probe = ffprobeJson(stored(data.outputKey));
    expect(Math.abs(Number(probe.format.duration) * 1000 - 5000)).toBeLessThanOrEqual(FRAME_MS * 2);
    const frames = videoFrameTimes(stored(data.outputKey));
    // A stream copy from 1 s would have had to start at the keyframe of 0 s: a second more.
    expect(Math.abs(frames.length * FRAME_MS - 5000)).toBeLessThanOrEqual(FRAME_MS);
    expect(frames.length * FRAME_MS).toBeLessThan(5000 + KEYFRAME_INTERVAL_MS / 2);
  });

  it('fails for good when the original is gone', async () => {
    const data = {
      ...(await cutJob(0, 5000)),
      sourceKey: `media/${randomUUID()}/${randomUUID()}/source/original.mp4`,
    };
    const failure = await queue.failure(await queue.addMomentCut(data));
    expect(failure.reason).toBe(JobFailureMessages.sourceMissing);
    expect(await queue.storage.statObject(data.outputKey)).toBeNull();
  });
});

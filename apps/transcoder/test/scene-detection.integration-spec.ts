import { JobFailureMessages, type DetectScenesResult } from '@framehouse/domain';
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TestQueue } from './support/test-queue';

/** A clip of `sources` (lavfi video sources), 4 s each, one after the other, H.264 at 25 fps. */
function makeScenes(dir: string, name: string, sources: string[]): string {
  const file = join(dir, name);
  const inputs = sources.flatMap((source) => [
    '-f',
    'lavfi',
    '-i',
    `${source}${source.includes('=') ? ':' : '='}size=320x180:rate=25:duration=4`,
  ]);
  const joined = sources.map((_, i) => `[${i}:v]`).join('');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', ...inputs],
    ...['-filter_complex', `${joined}concat=n=${sources.length}:v=1:a=0[v]`, '-map', '[v]'],
    ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', file],
  ]);
  return file;
}

// The real worker finds the scene changes of stored originals, as the API queues them after processing.
describe('detect-scenes', () => {
  let queue: TestQueue;
  let clips: string;

  beforeAll(async () => {
    clips = mkdtempSync(join(tmpdir(), 'framehouse-scenes-'));
    queue = await new TestQueue().ready();
    await queue.startWorker();
  });

  afterAll(async () => {
    await queue?.close();
    rmSync(clips, { recursive: true, force: true });
  });

  async function detect(file: string, durationMs: number): Promise<DetectScenesResult> {
    const video = await queue.storedVideo(file);
    const job = await queue.addSceneDetection({
      videoId: video.videoId,
      organizationId: video.organizationId,
      sourceKey: video.sourceKey,
      durationMs,
      run: 0,
    });
    return queue.finished<DetectScenesResult>(job, 60_000);
  }

  it('finds each cut between shots, on the 5 fps grid, and nothing inside a moving shot', async () => {
    const file = makeScenes(clips, 'three.mp4', ['testsrc2', 'smptebars', 'color=c=navy']);
    const result = await detect(file, 12_000);
    expect(result.threshold).toBe(0.4);
    expect(result.changes.map((change) => change.timeMs)).toEqual([4000, 8000]);
    for (const change of result.changes) expect(change.score).toBeGreaterThan(0.4);
    expect(readdirSync(queue.config.workDir)).toEqual([]);
  });

  it('answers no change for one continuous shot', async () => {
    const file = makeScenes(clips, 'one.mp4', ['testsrc2']);
    expect((await detect(file, 4000)).changes).toEqual([]);
  });

  it('fails for good when the original is gone', async () => {
    const job = await queue.addSceneDetection({
      videoId: randomUUID(),
      organizationId: randomUUID(),
      sourceKey: `media/${randomUUID()}/${randomUUID()}/source/original.mp4`,
      durationMs: 4000,
      run: 0,
    });
    expect((await queue.failure(job)).reason).toBe(JobFailureMessages.sourceMissing);
  });
});

import { JobName, jobIdFor } from '@framehouse/domain';
import { Job } from 'bullmq';
import Redis from 'ioredis';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeClip } from './support/clips';
import { TestQueue } from './support/test-queue';
import {
  QUICK_RECOVERY_ENV,
  buildWorker,
  exited,
  ffmpegIn,
  startWorker,
  waitFor,
} from './support/worker-process';

/** The worker's heartbeat key is there while it runs; its shutdown hook deletes it. */
async function heartbeatOf(queue: TestQueue, child: ChildProcess): Promise<string | null> {
  const redis = new Redis(process.env.REDIS_URL || 'redis://127.0.0.1:6379');
  try {
    return await redis.get(`${queue.prefix}:worker:${hostname()}:${child.pid}`);
  } finally {
    await redis.quit();
  }
}

// Workers in child processes, killed the hard way and the polite way. Locks expire after 2 s and the
// stalled check runs twice a second, so recovery takes seconds here instead of a minute or two.
describe('a worker stopped in the middle of a job', () => {
  let queue: TestQueue;
  let clips: string;
  let clip: string;
  const workers: ChildProcess[] = [];

  beforeAll(async () => {
    buildWorker();
    clips = mkdtempSync(join(tmpdir(), 'framehouse-restart-'));
    // Not H.264, so it is encoded (one 360p rung); one ffmpeg thread keeps the job running long enough
    // to be interrupted, and the suite light on a busy machine.
    clip = makeClip(clips, 'mpeg4-aac', { seconds: 16 });
    queue = await new TestQueue({
      ...QUICK_RECOVERY_ENV,
      // No grace: a SIGTERM hands the running job back at once. On a quiet machine the 16 s clip finished
      // within a one-second grace (CI); the grace itself is tested in worker-operations.
      SHUTDOWN_GRACE_SECONDS: '0',
    }).ready();
  });

  afterAll(async () => {
    for (const worker of workers) if (worker.exitCode === null) worker.kill('SIGKILL');
    await queue?.close();
    rmSync(clips, { recursive: true, force: true });
  });

  function worker() {
    const started = startWorker(queue.env());
    workers.push(started.child);
    return started;
  }

  const transcoding = (jobId: string) => () =>
    (queue.progress.get(jobId) ?? []).some(
      (seen) => seen.progress.stage === 'transcoding' && seen.progress.percent > 0,
    );

  it('is picked up again after SIGKILL and finishes, leaving one set of outputs and no ffmpeg behind', async () => {
    const data = await queue.storedVideo(clip);
    const workDir = join(queue.config.workDir, jobIdFor(JobName.PROCESS_VIDEO, data.videoId, 0));
    const first = worker();
    const job = await queue.addProcessing(data);
    await waitFor(transcoding(job.id ?? ''), 30_000, `progress (worker output: ${first.output()})`);
    expect(ffmpegIn(workDir).length).toBeGreaterThan(0);

    first.child.kill('SIGKILL');
    await exited(first.child);
    // ffmpeg dies with its worker (setpriv's parent-death signal): nothing keeps writing the folder.
    await waitFor(() => ffmpegIn(workDir).length === 0, 3000, 'ffmpeg to die with its worker');

    const second = worker();
    const result = await queue.finished(job, 60_000).catch((error: unknown) => {
      throw new Error(`${String(error)}\n${second.output()}`);
    });
    expect(result.renditions.map((rendition) => rendition.name)).toEqual(['360p']);
    const stored = await Job.fromId(queue.queue, job.id ?? '');
    expect(stored?.stalledCounter).toBe(1);

    expect(await queue.storedKeys(data.mediaPrefix)).toEqual(await queue.expectedKeys(result));
    expect(existsSync(workDir)).toBe(false);

    expect(await heartbeatOf(queue, second.child)).not.toBeNull();
    second.child.kill('SIGTERM');
    expect(await exited(second.child)).toBe('SIGTERM');
    expect(await heartbeatOf(queue, second.child)).toBeNull();
  });

  it('on SIGTERM with no grace left, kills ffmpeg and puts the job back in the queue without spending an attempt', async () => {
    const data = await queue.storedVideo(clip);
    const workDir = join(queue.config.workDir, jobIdFor(JobName.PROCESS_VIDEO, data.videoId, 0));
    const third = worker();
    const job = await queue.addProcessing(data);
    await waitFor(transcoding(job.id ?? ''), 30_000, `progress (worker output: ${third.output()})`);

    third.child.kill('SIGTERM');
    expect(await exited(third.child)).toBe('SIGTERM');
    expect(await heartbeatOf(queue, third.child)).toBeNull();
    expect(ffmpegIn(workDir)).toEqual([]);
    const stored = await Job.fromId(queue.queue, job.id ?? '');
    expect(await stored?.getState()).toBe('waiting');
    expect(stored?.attemptsMade).toBe(0);
    expect(stored?.failedReason).toBeFalsy();
  });
});

import { JobName, jobIdFor, type ProcessVideoJob } from '@framehouse/domain';
import { Job } from 'bullmq';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
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

const KILLS = 10;

/**
 * Faults (issue 19 item 2): the transcoder SIGKILLed in the middle of a job ten times, each time a job not
 * killed before, with a new worker started after each kill. Every video still ends processed with exactly
 * its set of outputs, ffmpeg dies with its worker, and no scratch folder is left.
 */
describe(`the transcoder SIGKILLed mid-job ${KILLS} times`, () => {
  let queue: TestQueue;
  let clips: string;
  let clip: string;
  const workers: ChildProcess[] = [];

  beforeAll(async () => {
    buildWorker();
    clips = mkdtempSync(join(tmpdir(), 'framehouse-kills-'));
    // Encoded (not H.264) with one ffmpeg thread: each job runs long enough to be interrupted.
    clip = makeClip(clips, 'mpeg4-aac', { seconds: 12 });
    queue = await new TestQueue(QUICK_RECOVERY_ENV).ready();
  }, 120_000);

  afterAll(async () => {
    for (const worker of workers) if (worker.exitCode === null) worker.kill('SIGKILL');
    await queue?.close();
    rmSync(clips, { recursive: true, force: true });
  });

  it('finishes every job with one set of outputs, no ffmpeg and no scratch folder behind', async () => {
    const videos: ProcessVideoJob[] = [];
    const jobs: Job[] = [];
    for (let index = 0; index < KILLS; index++) {
      const data = await queue.storedVideo(clip);
      videos.push(data);
      jobs.push(await queue.addProcessing(data));
    }
    const start = () => {
      const started = startWorker(queue.env());
      workers.push(started.child);
      return started;
    };
    const killed = new Set<string>();
    /** A job transcoding now that was never killed: the one to kill next. */
    const transcodingNow = () =>
      jobs
        .map((job) => job.id ?? '')
        .find(
          (id) =>
            !killed.has(id) &&
            (queue.progress.get(id) ?? []).some(
              (seen) => seen.progress.stage === 'transcoding' && seen.progress.percent > 0,
            ),
        );
    let worker = start();
    while (killed.size < KILLS) {
      await waitFor(() => transcodingNow() !== undefined, 120_000, `a job to transcode (${worker.output()})`);
      const id = transcodingNow() as string;
      worker.child.kill('SIGKILL');
      await exited(worker.child);
      killed.add(id);
      const workDir = join(queue.config.workDir, id);
      await waitFor(() => ffmpegIn(workDir).length === 0, 5000, 'ffmpeg to die with its worker');
      worker = start();
    }
    for (const [index, job] of jobs.entries()) {
      const result = await queue.finished(job, 180_000).catch((error: unknown) => {
        throw new Error(`${String(error)}\n${worker.output()}`);
      });
      const data = videos[index] as ProcessVideoJob;
      expect(await queue.storedKeys(data.mediaPrefix)).toEqual(await queue.expectedKeys(result));
      const stored = await Job.fromId(queue.queue, job.id ?? '');
      expect(stored?.stalledCounter).toBe(1);
      expect(existsSync(join(queue.config.workDir, jobIdFor(JobName.PROCESS_VIDEO, data.videoId, 0)))).toBe(
        false,
      );
    }
    expect(readdirSync(queue.config.workDir)).toEqual([]);
  }, 900_000);
});

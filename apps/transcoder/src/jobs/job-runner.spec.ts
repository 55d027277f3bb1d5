import { JobFailureMessages, JobName, jobIdFor, type DetectScenesJob } from '@framehouse/domain';
import { createStorage } from '@framehouse/storage';
import { UnrecoverableError, type Job } from 'bullmq';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadWorkerConfig } from '../config/worker-config';
import { JobRunner, type JobContext, type JobHandler } from './job-runner';

const VIDEO = 'b5e1c1f0-1111-4222-8333-944445555666';
const data: DetectScenesJob = {
  videoId: VIDEO,
  organizationId: VIDEO,
  sourceKey: `media/${VIDEO}/m/source/original.mp4`,
  durationMs: 3000,
  run: 1,
};
const JOB_ID = jobIdFor(JobName.DETECT_SCENES, VIDEO, 1);

describe('JobRunner', () => {
  let root: string;
  let runner: JobRunner;
  let storage: ReturnType<typeof createStorage>;
  let reports: unknown[];
  const signal = new AbortController().signal;

  /** A job as BullMQ hands it to the worker: what the runner reads of it, its progress recorded. */
  const job = (payload: unknown) =>
    ({
      id: JOB_ID,
      name: JobName.DETECT_SCENES,
      data: payload,
      updateProgress: async (value: unknown) => {
        reports.push(value);
      },
    }) as unknown as Job;

  /** A handler of `detect-scenes` that keeps what it was given. */
  function handler(run: JobHandler<JobName.DETECT_SCENES>['run'], empty?: string) {
    return {
      name: JobName.DETECT_SCENES,
      source: (job: DetectScenesJob) => ({
        key: job.sourceKey,
        missing: JobFailureMessages.sourceMissing,
        empty,
      }),
      run,
    } satisfies JobHandler<JobName.DETECT_SCENES>;
  }

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'framehouse-runner-'));
    const config = loadWorkerConfig({ DATA_DIR: join(root, 'data'), WORK_DIR: join(root, 'work') });
    storage = createStorage(config.storage);
    runner = new JobRunner(config, storage);
    reports = [];
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const workDir = () => join(root, 'work', JOB_ID);

  it('runs the handler with the parsed payload, a fresh folder and the source, then removes the folder', async () => {
    await storage.putObject(data.sourceKey, Buffer.from('video'), { contentType: 'video/mp4', size: 5 });
    // What a dead attempt left.
    mkdirSync(workDir(), { recursive: true });
    writeFileSync(join(workDir(), 'stale.txt'), 'stale');
    let seen: { data: DetectScenesJob; files: string[]; source: string } | null = null;
    const result = await runner.run(
      handler(async (parsed, context: JobContext) => {
        seen = {
          data: parsed,
          files: readdirSync(context.workDir),
          source: readFileSync(context.source.path, 'utf8'),
        };
        return { threshold: 0.4, changes: [] };
      }),
      job({ ...data, durationMs: 3000.4, extra: true }),
      signal,
    );
    expect(result).toEqual({ threshold: 0.4, changes: [] });
    expect(seen).toEqual({ data, files: [], source: 'video' });
    expect(reports).toEqual([{ percent: 0 }, { percent: 100 }]);
    expect(existsSync(workDir())).toBe(false);
  });

  it('fails a malformed payload for good, naming the field, without running the handler', async () => {
    const run = jest.fn();
    const failure = runner.run(handler(run), job({ ...data, run: -1 }), signal);
    await expect(failure).rejects.toThrow(new UnrecoverableError('Malformed job data: run is -1'));
    await expect(failure).rejects.toBeInstanceOf(UnrecoverableError);
    expect(run).not.toHaveBeenCalled();
  });

  it("fails for good with the catalogue's reason when the source is missing, or empty", async () => {
    const run = jest.fn();
    const missing = runner.run(handler(run), job(data), signal);
    await expect(missing).rejects.toBeInstanceOf(UnrecoverableError);
    await expect(missing).rejects.toThrow(JobFailureMessages.sourceMissing);
    await storage.putObject(data.sourceKey, Buffer.alloc(0), { contentType: 'video/mp4', size: 0 });
    const empty = runner.run(handler(run, JobFailureMessages.notAVideo), job(data), signal);
    await expect(empty).rejects.toThrow(JobFailureMessages.notAVideo);
    expect(run).not.toHaveBeenCalled();
    expect(existsSync(workDir())).toBe(false);
  });

  it("keeps the handler's own failure, and removes the folder", async () => {
    await storage.putObject(data.sourceKey, Buffer.from('video'), { contentType: 'video/mp4', size: 5 });
    const failure = runner.run(
      handler(() => Promise.reject(new Error('ffmpeg exited with code 1'))),
      job(data),
      signal,
    );
    await expect(failure).rejects.toThrow('ffmpeg exited with code 1');
    await expect(failure).rejects.not.toBeInstanceOf(UnrecoverableError);
    expect(reports).toEqual([{ percent: 0 }]);
    expect(existsSync(workDir())).toBe(false);
  });
});

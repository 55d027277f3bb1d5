import { JobName } from '@framehouse/domain';
import type { Job } from 'bullmq';
import { assertHandled, runJob } from './job-handlers';

const job = (name: string) => ({ name, queueName: 'video-processing' }) as Job;
const signal = new AbortController().signal;

describe('runJob', () => {
  it('runs the handler registered for the job name and resolves with its result', async () => {
    await expect(
      runJob(
        { [JobName.PROCESS_VIDEO]: async () => ({ durationMs: 1 }) },
        job(JobName.PROCESS_VIDEO),
        signal,
      ),
    ).resolves.toEqual({ durationMs: 1 });
  });

  it('fails a job nobody handles, naming it', async () => {
    await expect(runJob({}, job('mystery'), signal)).rejects.toThrow(
      'No handler for job "mystery" on queue "video-processing"',
    );
  });
});

describe('assertHandled', () => {
  it('refuses to start a queue with a job name nobody handles', () => {
    const handlers = { [JobName.PROCESS_VIDEO]: async () => null };
    expect(() =>
      assertHandled(handlers, [JobName.PROCESS_VIDEO, JobName.IMPORT_REMOTE_VIDEO], 'video-processing'),
    ).toThrow('Queue "video-processing" has no handler for "import-remote-video"');
    expect(() => assertHandled(handlers, [JobName.PROCESS_VIDEO], 'video-processing')).not.toThrow();
  });
});

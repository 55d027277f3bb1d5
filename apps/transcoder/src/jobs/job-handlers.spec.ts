import { JobName } from '@framehouse/domain';
import type { Job } from 'bullmq';
import { runJob } from './job-handlers';

const job = (name: string) => ({ name, queueName: 'video-processing' }) as Job;

describe('runJob', () => {
  it('runs the handler registered for the job name', async () => {
    await expect(
      runJob({ [JobName.PROCESS_VIDEO]: async () => 'success' }, job(JobName.PROCESS_VIDEO)),
    ).resolves.toBe('success');
  });

  it('fails a job nobody handles, naming it', async () => {
    await expect(runJob({}, job('mystery'))).rejects.toThrow(
      'No handler for job "mystery" on queue "video-processing"',
    );
  });
});

import { JobName, QueueName } from '@framehouse/domain';
import { createStorage } from '@framehouse/storage';
import type { Job } from 'bullmq';
import { loadWorkerConfig } from '../config/worker-config';
import { JobRunner, type AnyJobHandler } from './job-runner';
import { handlersOf, QueueProcessor, queueWorkerOptions } from './queue-processor';

/** A handler that does nothing but be named: the start check reads only the names. */
const named = (name: JobName) => ({ name, run: () => Promise.resolve(null) }) as unknown as AnyJobHandler;

describe('handlersOf', () => {
  it('takes one handler for each job the contracts put on the queue', () => {
    const handlers = [named(JobName.PROCESS_VIDEO), named(JobName.IMPORT_REMOTE_VIDEO)];
    expect([...handlersOf(QueueName.VIDEO_PROCESSING, handlers).keys()]).toEqual([
      'process-video',
      'import-remote-video',
    ]);
  });

  it.each([
    [[named(JobName.PROCESS_VIDEO)]],
    [[named(JobName.PROCESS_VIDEO), named(JobName.IMPORT_REMOTE_VIDEO), named(JobName.CUT_MOMENT)]],
    [[named(JobName.PROCESS_VIDEO), named(JobName.PROCESS_VIDEO), named(JobName.IMPORT_REMOTE_VIDEO)]],
  ])('refuses to start a queue with a job missing, foreign or handled twice', (handlers) => {
    expect(() => handlersOf(QueueName.VIDEO_PROCESSING, handlers)).toThrow(
      'Queue "video-processing" needs one handler for each of "process-video", "import-remote-video"',
    );
  });
});

describe('QueueProcessor', () => {
  class CutProcessor extends QueueProcessor {
    constructor() {
      const config = loadWorkerConfig({});
      super(
        QueueName.MOMENT_DOWNLOAD,
        [named(JobName.CUT_MOMENT), named(JobName.CAPTURE_MOMENT_FRAME)],
        new JobRunner(config, createStorage(config.storage)),
        queueWorkerOptions(config, 1),
        'Test',
      );
    }
  }

  it('fails a job nobody handles, naming it', async () => {
    const job = { name: 'mystery', queueName: QueueName.MOMENT_DOWNLOAD } as Job;
    await expect(new CutProcessor().process(job)).rejects.toThrow(
      'No handler for job "mystery" on queue "moment-download"',
    );
  });
});

import { loadWorkerConfig } from '../config/worker-config';
import { videoProcessingWorkerOptions } from './video-processing.processor';

describe('videoProcessingWorkerOptions', () => {
  it('takes concurrency and the stalled-job recovery settings from the configuration', () => {
    const config = loadWorkerConfig({
      REDIS_URL: 'redis://127.0.0.1:6380',
      REDIS_PREFIX: 'fh',
      WORKER_CONCURRENCY: '2',
    });
    expect(videoProcessingWorkerOptions(config)).toEqual({
      connection: { url: 'redis://127.0.0.1:6380' },
      prefix: 'fh',
      concurrency: 2,
      // Renewed every 30 s while the worker lives; a dead worker's job is back in the queue a minute or
      // two later (lock expiry, then two stalled checks); a job found stalled a third time fails.
      lockDuration: 60_000,
      stalledInterval: 30_000,
      maxStalledCount: 2,
      autorun: false,
    });
  });
});

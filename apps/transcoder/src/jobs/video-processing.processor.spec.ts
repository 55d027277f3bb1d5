import { loadWorkerConfig } from '../config/worker-config';
import { objectDetectionWorkerOptions } from './object-detection.processor';
import { transcriptionWorkerOptions } from './transcription.processor';
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

describe('transcriptionWorkerOptions', () => {
  it('has its own concurrency, TRANSCRIPTION_CONCURRENCY, and the same stalled-job recovery', () => {
    const config = loadWorkerConfig({ WORKER_CONCURRENCY: '2', TRANSCRIPTION_CONCURRENCY: '3' });
    expect(transcriptionWorkerOptions(config)).toEqual({
      ...videoProcessingWorkerOptions(config),
      concurrency: 3,
    });
  });
});

describe('objectDetectionWorkerOptions', () => {
  it('has its own concurrency, OBJECT_DETECTION_CONCURRENCY (one by default), and the same recovery', () => {
    const config = loadWorkerConfig({ WORKER_CONCURRENCY: '2' });
    expect(objectDetectionWorkerOptions(config)).toEqual({
      ...videoProcessingWorkerOptions(config),
      concurrency: 1,
    });
    const two = loadWorkerConfig({ OBJECT_DETECTION_CONCURRENCY: '2' });
    expect(objectDetectionWorkerOptions(two).concurrency).toBe(2);
  });
});

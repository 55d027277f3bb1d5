import { loadWorkerConfig, WorkerConfigError } from './worker-config';

describe('loadWorkerConfig', () => {
  it('defaults to the local Redis and one job at a time', () => {
    expect(loadWorkerConfig({})).toEqual({
      redisUrl: 'redis://127.0.0.1:6379',
      redisPrefix: 'framehouse',
      concurrency: 1,
    });
  });

  it('names the malformed variable', () => {
    expect(() => loadWorkerConfig({ REDIS_URL: 'http://x' })).toThrow(WorkerConfigError);
    expect(() => loadWorkerConfig({ WORKER_CONCURRENCY: '0' })).toThrow(/WORKER_CONCURRENCY/);
  });
});

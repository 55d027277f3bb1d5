import { frameBatches, frameTimeMs, planFrameSampling } from './frame-sampling';

describe('planFrameSampling', () => {
  it('samples one frame a second from 0', () => {
    expect(planFrameSampling(6000, 600)).toEqual({ intervalMs: 1000, frameCount: 6, coveredMs: 6000 });
    expect(planFrameSampling(6400.4, 600)).toEqual({ intervalMs: 1000, frameCount: 7, coveredMs: 6400 });
  });

  it('samples a video longer than the cap more sparsely, never more than the cap', () => {
    const hour = 3_600_000;
    expect(planFrameSampling(hour, 600)).toEqual({ intervalMs: 6000, frameCount: 600, coveredMs: hour });
    expect(planFrameSampling(hour + 1, 600).frameCount).toBe(600);
  });

  it('has no frame for a video without duration', () => {
    expect(planFrameSampling(0, 600).frameCount).toBe(0);
    expect(frameBatches(planFrameSampling(0, 600))).toEqual([]);
  });
});

describe('frameBatches', () => {
  it('splits the frames into runs of at most the batch size, in order', () => {
    const plan = planFrameSampling(150_000, 600);
    expect(frameBatches(plan, 64)).toEqual([
      { startMs: 0, count: 64, intervalMs: 1000 },
      { startMs: 64_000, count: 64, intervalMs: 1000 },
      { startMs: 128_000, count: 22, intervalMs: 1000 },
    ]);
    expect(frameTimeMs(plan, 149)).toBe(149_000);
  });
});

import type { ProcessVideoProgress } from '@framehouse/domain';
import {
  overallPercent,
  ProgressReporter,
  ProgressThrottle,
  STAGE_SPANS,
  transcodingPercent,
} from './processing-progress';

describe('overallPercent', () => {
  it('gives transcoding 85% of the job and the pictures and audio the rest', () => {
    expect(overallPercent('probing', 100)).toBe(0);
    expect(overallPercent('transcoding', 0)).toBe(0);
    expect(overallPercent('transcoding', 50)).toBe(42);
    expect(overallPercent('transcoding', 100)).toBe(85);
    expect(overallPercent('images', 0)).toBe(85);
    expect(overallPercent('images', 100)).toBe(95);
    expect(overallPercent('audio', 100)).toBe(99);
    expect(overallPercent('finishing', 100)).toBe(100);
  });

  it('clamps what ffmpeg reports past the probed duration, and ignores nonsense', () => {
    expect(overallPercent('transcoding', 130)).toBe(85);
    expect(overallPercent('transcoding', Number.NaN)).toBe(0);
  });

  it('covers 0–100 without gaps or overlaps, stage after stage', () => {
    const order = ['probing', 'transcoding', 'images', 'audio', 'finishing'] as const;
    expect(STAGE_SPANS.probing[0]).toBe(0);
    expect(STAGE_SPANS.finishing[1]).toBe(100);
    for (let i = 2; i < order.length; i++) {
      expect(STAGE_SPANS[order[i]][0]).toBe(STAGE_SPANS[order[i - 1]][1]);
    }
  });
});

describe('transcodingPercent', () => {
  it('follows the ladder when there is one, else the remux', () => {
    expect(transcodingPercent({ remux: 100, ladder: 20 })).toBe(20);
    expect(transcodingPercent({ remux: 60, ladder: null })).toBe(60);
    expect(transcodingPercent({ remux: null, ladder: null })).toBe(0);
  });
});

describe('ProgressThrottle', () => {
  it('lets one report through a second, and every urgent one', () => {
    let now = 0;
    const throttle = new ProgressThrottle(1000, () => now);
    expect(throttle.take()).toBe(true);
    now = 400;
    expect(throttle.take()).toBe(false);
    expect(throttle.take(true)).toBe(true);
    now = 1300;
    expect(throttle.take()).toBe(false);
    now = 1400;
    expect(throttle.take()).toBe(true);
  });
});

describe('ProgressReporter', () => {
  it('sends throttled snapshots in order, never going backwards', async () => {
    let now = 0;
    const sent: ProcessVideoProgress[] = [];
    const reporter = new ProgressReporter(
      { updateProgress: async (progress) => void sent.push(progress) },
      () => undefined,
      () => now,
    );
    await reporter.update({ stage: 'transcoding', percent: 10 });
    await reporter.update({ percent: 20 });
    await reporter.update({ masterKey: 'p/hls/master.m3u8' }, true);
    now = 5000;
    await reporter.update({ percent: 5 });
    expect(sent.map(({ stage, percent, masterKey }) => ({ stage, percent, masterKey }))).toEqual([
      { stage: 'transcoding', percent: 10, masterKey: undefined },
      { stage: 'transcoding', percent: 20, masterKey: 'p/hls/master.m3u8' },
      { stage: 'transcoding', percent: 20, masterKey: 'p/hls/master.m3u8' },
    ]);
  });

  it('reports a failed send and goes on', async () => {
    const errors: unknown[] = [];
    const reporter = new ProgressReporter(
      {
        updateProgress: async () => {
          throw new Error('Redis away');
        },
      },
      (error) => errors.push(error),
    );
    await reporter.update({ percent: 1 }, true);
    await reporter.update({ percent: 2 }, true);
    expect(errors).toHaveLength(2);
    expect(reporter.current.percent).toBe(2);
  });
});

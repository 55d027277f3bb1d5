import type { PercentProgress } from '@framehouse/domain';
import { spanPercent, PercentProgressReporter } from './percent-progress';

describe('spanPercent', () => {
  it("places a step's percent inside its share of the job", () => {
    expect(spanPercent([10, 99], 0)).toBe(10);
    expect(spanPercent([10, 99], 50)).toBe(54);
    expect(spanPercent([10, 99], 150)).toBe(99);
    expect(spanPercent([0, 10], NaN)).toBe(0);
  });
});

describe('PercentProgressReporter', () => {
  function reporter() {
    const sent: PercentProgress[] = [];
    let now = 0;
    const progress = new PercentProgressReporter(
      {
        updateProgress: async (value) => {
          sent.push(value);
        },
      },
      () => undefined,
      () => now,
    );
    return { progress, sent, tick: (ms: number) => (now += ms) };
  }

  it('sends whole percents about once a second, never backwards, the last one always', async () => {
    const { progress, sent, tick } = reporter();
    await progress.update(0, true);
    await progress.update(12.7);
    tick(1000);
    await progress.update(30.2);
    await progress.update(40);
    tick(1000);
    await progress.update(35);
    await progress.update(100, true);
    expect(sent).toEqual([{ percent: 0 }, { percent: 30 }, { percent: 40 }, { percent: 100 }]);
  });

  it('does not fail the job when a report cannot be sent', async () => {
    const errors: unknown[] = [];
    const progress = new PercentProgressReporter(
      { updateProgress: () => Promise.reject(new Error('Redis away')) },
      (error) => errors.push(error),
    );
    await expect(progress.update(5, true)).resolves.toBeUndefined();
    expect(errors).toHaveLength(1);
  });
});

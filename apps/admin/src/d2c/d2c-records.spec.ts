import { limitsUsageOf } from './d2c-records';

describe('limitsUsageOf', () => {
  it('reads the limits usage the transcriptions list put in its meta', () => {
    const limitsUsage = [{ usage: 0.5 }];
    expect(limitsUsageOf({ limitsUsage })).toBe(limitsUsage);
  });

  it('is undefined for a meta without it', () => {
    expect(limitsUsageOf(undefined)).toBeUndefined();
    expect(limitsUsageOf(null)).toBeUndefined();
    expect(limitsUsageOf({})).toBeUndefined();
    expect(limitsUsageOf({ limitsUsage: 'none' })).toBeUndefined();
  });
});

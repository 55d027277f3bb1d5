import { rangeAction } from './moment-range';

describe('moment range playback', () => {
  const range = { startMs: 10_000, endMs: 15_000 };

  it('does nothing for a whole video', () => {
    expect(rangeAction(null, 99)).toEqual({ type: 'none' });
  });

  it('plays inside the range', () => {
    expect(rangeAction(range, 10)).toEqual({ type: 'none' });
    expect(rangeAction(range, 9.9)).toEqual({ type: 'none' });
    expect(rangeAction(range, 14.99)).toEqual({ type: 'none' });
  });

  it('jumps to the start from before it', () => {
    expect(rangeAction(range, 0)).toEqual({ type: 'seek', seconds: 10 });
  });

  it('stops at the end and rewinds to the start plus 1 ms', () => {
    expect(rangeAction(range, 15)).toEqual({ type: 'stop', seconds: 10.001 });
    expect(rangeAction(range, 40)).toEqual({ type: 'stop', seconds: 10.001 });
  });
});

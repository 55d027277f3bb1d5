import { validateCtaTimestampRange, validateMomentRange } from './range';

const durationMs = 120000;

describe('validateMomentRange', () => {
  it('accepts a valid range given as milliseconds or time strings', () => {
    expect(validateMomentRange(0, 5000, { durationMs })).toBeUndefined();
    expect(validateMomentRange('0:10', '00:00:20.500', { durationMs })).toBeUndefined();
    expect(validateMomentRange(115000, 120000, { durationMs })).toBeUndefined();
  });

  it('rejects a bad format', () => {
    expect(validateMomentRange('10', '0:20', { durationMs })).toBe(
      'Start/End timestamps need to be in valid time format',
    );
    expect(validateMomentRange(Number.NaN, 5000, { durationMs })).toBe(
      'Start/End timestamps need to be in valid time format',
    );
  });

  it('rejects ranges outside the video, and equal start and end', () => {
    const message = 'Start/End timestamps need to be in video duration range';
    expect(validateMomentRange('-0:01', '0:10', { durationMs })).toBe(message);
    expect(validateMomentRange(0, 120001, { durationMs })).toBe(message);
    expect(validateMomentRange(7000, 7000, { durationMs })).toBe(message);
  });

  it('rejects a start after the end', () => {
    expect(validateMomentRange(20000, 10000, { durationMs })).toBe(
      'Start timestamp needs to be smaller than End timestamp.',
    );
  });

  it('needs at least 5 seconds', () => {
    expect(validateMomentRange(0, 4999, { durationMs })).toBe(
      'Provided range needs to be at least 5 seconds long.',
    );
  });

  it('lists overlapping moments, three names then "and N more"', () => {
    const otherMoments = [
      { start: 0, end: 11000, title: 'Intro' },
      { start: 11000, end: 12000, title: 'Kick-off' },
      { start: 12000, end: 13000, title: 'Goal' },
      { start: 13000, end: 14000, title: 'Replay' },
      { start: 14000, end: 15000, title: 'Fans' },
      { start: 40000, end: 50000, title: 'Far away' },
    ];
    expect(validateMomentRange(10000, 20000, { durationMs, otherMoments })).toBe(
      "Moment's timestamps (00:00:10.000 - 00:00:20.000) overlap with existing Moment(s): Intro, Kick-off, Goal and 2 more.",
    );
    expect(validateMomentRange(35000, 41000, { durationMs, otherMoments })).toBe(
      "Moment's timestamps (00:00:35.000 - 00:00:41.000) overlap with existing Moment(s): Far away.",
    );
    expect(validateMomentRange(20000, 40000, { durationMs, otherMoments })).toBeUndefined();
  });
});

describe('validateCtaTimestampRange', () => {
  it('needs at least 1 second and no overlap', () => {
    expect(validateCtaTimestampRange(0, 1000, { durationMs })).toBeUndefined();
    expect(validateCtaTimestampRange(0, 999, { durationMs })).toBe(
      'Provided range needs to be at least 1 second long.',
    );
    expect(
      validateCtaTimestampRange(0, 5000, {
        durationMs,
        otherTimestamps: [{ start: 4000, end: 6000, title: 'Buy' }],
      }),
    ).toBe('CTA timestamps (00:00:00.000 - 00:00:05.000) overlap with existing timestamp(s): Buy.');
  });
});

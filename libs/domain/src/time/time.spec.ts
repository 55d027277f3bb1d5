import { RangeOverlap } from '../enums/video';
import { formatDuration, formatTimestamp, isTimeString, parseTimeString } from './time-format';
import {
  canSplitAt,
  findOverlapping,
  nextFreeRange,
  rangeOverlap,
  splitMomentTitle,
  splitRange,
} from './time-range';

describe('parseTimeString', () => {
  it.each([
    ['1:05', 65000],
    ['01:05', 65000],
    ['0:00', 0],
    ['1:02:03', 3723000],
    ['1:02:03.5', 3723500],
    ['00:01:05.250', 65250],
    ['1:05.05', 65050],
    ['1:05.123', 65123],
    ['99:59', 5999000],
    ['-0:01', -1000],
    [' 0:10 ', 10000],
  ])('%j → %i ms', (text, ms) => {
    expect(parseTimeString(text)).toBe(ms);
  });

  it.each([
    '',
    '5',
    ':05',
    '1:',
    '1::05',
    '123:00',
    '1:2:3:4',
    '1:05.',
    '1:05.1234',
    '1:60',
    '1:60:00',
    'a:bc',
    '1:5x',
    '--1:00',
  ])('rejects %j', (text) => {
    expect(parseTimeString(text)).toBeUndefined();
    expect(isTimeString(text)).toBe(false);
  });
});

describe('formatting', () => {
  it('formats timestamps as hour:minute:second.milliseconds', () => {
    expect(formatTimestamp(65250)).toBe('00:01:05.250');
    expect(formatTimestamp(3723004)).toBe('01:02:03.004');
    expect(formatTimestamp(-1000)).toBe('-00:00:01.000');
    expect(parseTimeString(formatTimestamp(4567890))).toBe(4567890);
  });

  it('formats durations as mm:ss or h:mm:ss', () => {
    expect(formatDuration(0)).toBe('00:00');
    expect(formatDuration(65000)).toBe('01:05');
    expect(formatDuration(3599999)).toBe('59:59');
    expect(formatDuration(3600000)).toBe('1:00:00');
    expect(formatDuration(3725250, { milliseconds: true })).toBe('1:02:05.250');
  });
});

describe('time ranges', () => {
  const moment = { start: 10000, end: 30000 };

  it('describes overlaps', () => {
    expect(rangeOverlap({ start: 0, end: 10000 }, moment)).toBe(RangeOverlap.OUTSIDE);
    expect(rangeOverlap({ start: 30000, end: 35000 }, moment)).toBe(RangeOverlap.OUTSIDE);
    expect(rangeOverlap({ start: 12000, end: 20000 }, moment)).toBe(RangeOverlap.INSIDE);
    expect(rangeOverlap({ start: 0, end: 40000 }, moment)).toBe(RangeOverlap.INSIDE);
    expect(rangeOverlap({ start: 25000, end: 40000 }, moment)).toBe(RangeOverlap.START);
    expect(rangeOverlap({ start: 5000, end: 15000 }, moment)).toBe(RangeOverlap.END);
  });

  it('finds overlapping ranges, touching ones excluded', () => {
    const others = [
      { start: 0, end: 10000, title: 'a' },
      { start: 9000, end: 11000, title: 'b' },
      { start: 30000, end: 31000, title: 'c' },
    ];
    expect(findOverlapping(moment, others).map((o) => o.title)).toEqual(['b']);
  });

  it('splits at the playhead with a 100 ms gap', () => {
    expect(splitRange(moment, 20000)).toEqual({
      original: { start: 10000, end: 20000 },
      copy: { start: 20100, end: 30000 },
    });
    expect(splitMomentTitle('Goal')).toBe('Copy - Goal');
  });

  it('allows a split only when both halves keep the minimum length', () => {
    expect(canSplitAt(moment, 20000)).toBe(true);
    expect(canSplitAt(moment, 14999)).toBe(false);
    expect(canSplitAt(moment, 24900)).toBe(true);
    expect(canSplitAt(moment, 24901)).toBe(false);
    expect(canSplitAt(moment, 5000)).toBe(false);
  });

  it('places a new moment at the next free slot', () => {
    expect(nextFreeRange([], 60000)).toEqual({ start: 0, end: 5000 });
    expect(nextFreeRange([{ start: 0, end: 8000 }], 60000)).toEqual({ start: 8000, end: 13000 });
    expect(
      nextFreeRange(
        [
          { start: 3000, end: 8000 },
          { start: 0, end: 2000 },
          { start: 12000, end: 20000 },
        ],
        60000,
      ),
    ).toEqual({ start: 20000, end: 25000 });
    expect(nextFreeRange([{ start: 0, end: 8000 }], 60000, 30000)).toEqual({ start: 30000, end: 35000 });
    expect(nextFreeRange([{ start: 0, end: 58000 }], 60000)).toBeUndefined();
  });
});

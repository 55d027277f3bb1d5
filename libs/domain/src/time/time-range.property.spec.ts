import fc from 'fast-check';
import { MOMENT_MIN_LENGTH_MS, NEW_MOMENT_LENGTH_MS, SPLIT_OFFSET_MS } from '../constants/video';
import { RangeOverlap } from '../enums/video';
import { OVERLAP_NAMES_SHOWN, validateMomentRange, type NamedRange } from '../validation/range';
import { ValidationMessages } from '../validation/validation-messages';
import {
  canSplitAt,
  findOverlapping,
  nextFreeRange,
  rangeOverlap,
  rangesOverlap,
  splitRange,
  type TimeRange,
} from './time-range';

/**
 * Properties of the moment range rules (video-area §4, §5) over random ranges and random sets of existing
 * moments, checked against the plain definitions they implement.
 */
const DURATION_MAX_MS = 600_000;

const range = (maxMs = DURATION_MAX_MS) =>
  fc
    .tuple(fc.integer({ min: 0, max: maxMs }), fc.integer({ min: 0, max: maxMs }))
    .filter(([a, b]) => a !== b)
    .map(([a, b]): TimeRange => ({ start: Math.min(a, b), end: Math.max(a, b) }));

/** The moments of one video: never overlapping each other, as the API keeps them. */
const moments = (durationMs: number) =>
  fc.array(range(durationMs), { maxLength: 12 }).map((ranges) =>
    ranges
      .sort((a, b) => a.start - b.start)
      .reduce<NamedRange[]>((kept, candidate) => {
        if (!kept.some((other) => rangesOverlap(other, candidate))) {
          kept.push({ ...candidate, title: `Moment ${kept.length + 1}` });
        }
        return kept;
      }, []),
  );

const video = fc
  .integer({ min: MOMENT_MIN_LENGTH_MS, max: DURATION_MAX_MS })
  .chain((durationMs) => fc.record({ durationMs: fc.constant(durationMs), moments: moments(durationMs) }));

/** Shared time, spelled out: some millisecond lies in both. */
const shareTime = (a: TimeRange, b: TimeRange) => Math.max(a.start, b.start) < Math.min(a.end, b.end);

describe('moment ranges (property-based)', () => {
  it('overlap is symmetric, and ranges that only touch do not overlap', () => {
    fc.assert(
      fc.property(range(), range(), (a, b) => {
        expect(rangesOverlap(a, b)).toBe(shareTime(a, b));
        expect(rangesOverlap(a, b)).toBe(rangesOverlap(b, a));
        expect(rangesOverlap(a, { start: a.end, end: a.end + 1 })).toBe(false);
      }),
    );
  });

  it('classifies every pair: outside exactly when no time is shared, inside when one contains the other', () => {
    fc.assert(
      fc.property(range(), range(), (a, b) => {
        const overlap = rangeOverlap(a, b);
        expect(overlap === RangeOverlap.OUTSIDE).toBe(!shareTime(a, b));
        const contained = (a.start >= b.start && a.end <= b.end) || (b.start >= a.start && b.end <= a.end);
        if (shareTime(a, b) && contained) expect(overlap).toBe(RangeOverlap.INSIDE);
        if (shareTime(a, b) && !contained) {
          expect(overlap).toBe(a.start > b.start ? RangeOverlap.START : RangeOverlap.END);
        }
      }),
    );
  });

  it('accepts a range exactly when it is inside the video, long enough and clear of every other moment', () => {
    fc.assert(
      fc.property(video, range(DURATION_MAX_MS + 10_000), ({ durationMs, moments }, candidate) => {
        const result = validateMomentRange(candidate.start, candidate.end, {
          durationMs,
          otherMoments: moments,
        });
        const inside = candidate.end <= durationMs;
        const longEnough = candidate.end - candidate.start >= MOMENT_MIN_LENGTH_MS;
        const overlapping = moments.filter((moment) => shareTime(moment, candidate));
        expect(result === undefined).toBe(inside && longEnough && overlapping.length === 0);
        if (!inside) expect(result).toBe(ValidationMessages.timestampRange);
        if (inside && longEnough && overlapping.length > 0) {
          // The message names the first few overlapping moments, then "and N more".
          const more = overlapping.length - OVERLAP_NAMES_SHOWN;
          expect(result).toContain(overlapping[0]?.title);
          expect(result?.endsWith(more > 0 ? `and ${more} more.` : `${overlapping.at(-1)?.title}.`)).toBe(
            true,
          );
        }
      }),
    );
  });

  it('finds the overlapping moments, in order, and only them', () => {
    fc.assert(
      fc.property(video, range(), ({ moments }, candidate) => {
        expect(findOverlapping(candidate, moments)).toEqual(
          moments.filter((moment) => shareTime(moment, candidate)),
        );
      }),
    );
  });

  it('places a new moment in a free slot at or after the playhead, or says there is none', () => {
    fc.assert(
      fc.property(video, fc.integer({ min: 0, max: DURATION_MAX_MS }), ({ durationMs, moments }, from) => {
        const slot = nextFreeRange(moments, durationMs, from);
        if (slot) {
          expect(slot.end - slot.start).toBe(NEW_MOMENT_LENGTH_MS);
          expect(slot.start).toBeGreaterThanOrEqual(from);
          expect(slot.end).toBeLessThanOrEqual(durationMs);
          expect(moments.some((moment) => shareTime(moment, slot))).toBe(false);
          expect(validateMomentRange(slot.start, slot.end, { durationMs, otherMoments: moments })).toBe(
            undefined,
          );
          return;
        }
        // None left: every start from the playhead on either runs past the end or meets a moment.
        for (let start = from; start + NEW_MOMENT_LENGTH_MS <= durationMs; start += 250) {
          const candidate = { start, end: start + NEW_MOMENT_LENGTH_MS };
          expect(moments.some((moment) => shareTime(moment, candidate))).toBe(true);
        }
      }),
    );
  });

  it('splits only where both parts keep the minimum length, into two parts that do not overlap', () => {
    fc.assert(
      fc.property(range(), fc.integer({ min: 0, max: DURATION_MAX_MS }), (moment, playhead) => {
        if (!canSplitAt(moment, playhead)) return;
        const { original, copy } = splitRange(moment, playhead);
        expect(original).toEqual({ start: moment.start, end: playhead });
        expect(copy).toEqual({ start: playhead + SPLIT_OFFSET_MS, end: moment.end });
        expect(original.end - original.start).toBeGreaterThanOrEqual(MOMENT_MIN_LENGTH_MS);
        expect(copy.end - copy.start).toBeGreaterThanOrEqual(MOMENT_MIN_LENGTH_MS);
        expect(rangesOverlap(original, copy)).toBe(false);
      }),
    );
  });
});

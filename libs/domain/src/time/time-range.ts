import { MOMENT_MIN_LENGTH_MS, NEW_MOMENT_LENGTH_MS, SPLIT_OFFSET_MS } from '../constants/video';
import { RangeOverlap } from '../enums/video';

/** A time range in milliseconds, start inclusive and end exclusive. */
export interface TimeRange {
  start: number;
  end: number;
}

/** Two ranges overlap when they share time; ranges that only touch do not. */
export function rangesOverlap(a: TimeRange, b: TimeRange): boolean {
  return a.start < b.end && b.start < a.end;
}

/** How `range` lies against `other`. */
export function rangeOverlap(range: TimeRange, other: TimeRange): RangeOverlap {
  if (!rangesOverlap(range, other)) return RangeOverlap.OUTSIDE;
  const containedIn = range.start >= other.start && range.end <= other.end;
  const contains = other.start >= range.start && other.end <= range.end;
  if (containedIn || contains) return RangeOverlap.INSIDE;
  return range.start > other.start ? RangeOverlap.START : RangeOverlap.END;
}

/** The ranges of `others` that overlap `range`, in their given order. */
export function findOverlapping<T extends TimeRange>(range: TimeRange, others: readonly T[]): T[] {
  return others.filter((other) => rangesOverlap(range, other));
}

export function rangeLength(range: TimeRange): number {
  return range.end - range.start;
}

/** The playhead is inside the moment far enough from both ends that both halves keep the minimum length. */
export function canSplitAt(
  range: TimeRange,
  playhead: number,
  minLengthMs: number = MOMENT_MIN_LENGTH_MS,
): boolean {
  return playhead - range.start >= minLengthMs && range.end - (playhead + SPLIT_OFFSET_MS) >= minLengthMs;
}

/**
 * A split: the original ends at the playhead, the copy starts SPLIT_OFFSET_MS after it and ends at the
 * original end.
 */
export function splitRange(range: TimeRange, playhead: number): { original: TimeRange; copy: TimeRange } {
  return {
    original: { start: range.start, end: playhead },
    copy: { start: playhead + SPLIT_OFFSET_MS, end: range.end },
  };
}

export function splitMomentTitle(title: string): string {
  return `Copy - ${title}`;
}

/**
 * The range of a new moment: `lengthMs` long at the first free slot from `from` on, or undefined when
 * none is left before the end of the video.
 */
export function nextFreeRange(
  existing: readonly TimeRange[],
  durationMs: number,
  from = 0,
  lengthMs: number = NEW_MOMENT_LENGTH_MS,
): TimeRange | undefined {
  const sorted = [...existing].sort((a, b) => a.start - b.start || a.end - b.end);
  let start = Math.max(0, from);
  for (const range of sorted) {
    if (range.end <= start) continue;
    if (range.start - start >= lengthMs) break;
    start = Math.max(start, range.end);
  }
  return start + lengthMs <= durationMs ? { start, end: start + lengthMs } : undefined;
}

import { CTA_TIMESTAMP_MIN_LENGTH_MS } from '../constants/overlays';
import { MOMENT_MIN_LENGTH_MS } from '../constants/video';
import { formatTimestamp, parseTimeString } from '../time/time-format';
import { findOverlapping, TimeRange } from '../time/time-range';
import { minimumRangeMessage, ValidationMessages } from './validation-messages';
import { ValidationResult } from './validator';

/** An existing range the new one must not overlap, with the name shown in the message. */
export interface NamedRange extends TimeRange {
  title: string;
}

/** How many overlapping names a message lists before "and N more". */
export const OVERLAP_NAMES_SHOWN = 3;

function overlappingNames(overlapping: readonly NamedRange[]): string {
  const shown = overlapping.slice(0, OVERLAP_NAMES_SHOWN).map((range) => range.title);
  const more = overlapping.length - shown.length;
  return more > 0 ? `${shown.join(', ')} and ${more} more` : shown.join(', ');
}

function rangeText(range: TimeRange): string {
  return `${formatTimestamp(range.start)} - ${formatTimestamp(range.end)}`;
}

export function momentOverlapMessage(range: TimeRange, overlapping: readonly NamedRange[]): string {
  return `Moment's timestamps (${rangeText(range)}) overlap with existing Moment(s): ${overlappingNames(overlapping)}.`;
}

/** Ours, worded like the moment message: CTA timestamp groups must not overlap either. */
export function ctaTimestampOverlapMessage(range: TimeRange, overlapping: readonly NamedRange[]): string {
  return `CTA timestamps (${rangeText(range)}) overlap with existing timestamp(s): ${overlappingNames(overlapping)}.`;
}

export interface RangeRules {
  durationMs: number;
  minLengthMs: number;
  /** Ranges the checked one must not overlap (leave the edited one itself out). */
  others?: readonly NamedRange[];
  overlapMessage?: (range: TimeRange, overlapping: readonly NamedRange[]) => string;
}

function toMilliseconds(value: number | string): number | undefined {
  if (typeof value === 'string') return parseTimeString(value);
  return Number.isFinite(value) ? Math.round(value) : undefined;
}

/**
 * The timestamp rules in the spec's order: valid format; inside the video and start different from end;
 * start before end; the minimum length; no overlap. Values are milliseconds or time strings.
 */
export function validateTimeRange(
  start: number | string,
  end: number | string,
  rules: RangeRules,
): ValidationResult {
  const startMs = toMilliseconds(start);
  const endMs = toMilliseconds(end);
  if (startMs === undefined || endMs === undefined) return ValidationMessages.timestampFormat;
  const outside = (ms: number) => ms < 0 || ms > rules.durationMs;
  if (outside(startMs) || outside(endMs) || startMs === endMs) return ValidationMessages.timestampRange;
  if (startMs > endMs) return ValidationMessages.timestampOrder;
  if (endMs - startMs < rules.minLengthMs) return minimumRangeMessage(rules.minLengthMs);
  const range = { start: startMs, end: endMs };
  const overlapping = findOverlapping(range, rules.others ?? []);
  if (overlapping.length > 0) return (rules.overlapMessage ?? momentOverlapMessage)(range, overlapping);
  return undefined;
}

/** A moment: at least 5 s, inside the video, not overlapping the other moments of the video. */
export function validateMomentRange(
  start: number | string,
  end: number | string,
  options: { durationMs: number; otherMoments?: readonly NamedRange[] },
): ValidationResult {
  return validateTimeRange(start, end, {
    durationMs: options.durationMs,
    minLengthMs: MOMENT_MIN_LENGTH_MS,
    others: options.otherMoments,
    overlapMessage: momentOverlapMessage,
  });
}

/** A CTA timestamp group: at least 1 s, inside the video, not overlapping the other groups. */
export function validateCtaTimestampRange(
  start: number | string,
  end: number | string,
  options: { durationMs: number; otherTimestamps?: readonly NamedRange[] },
): ValidationResult {
  return validateTimeRange(start, end, {
    durationMs: options.durationMs,
    minLengthMs: CTA_TIMESTAMP_MIN_LENGTH_MS,
    others: options.otherTimestamps,
    overlapMessage: ctaTimestampOverlapMessage,
  });
}

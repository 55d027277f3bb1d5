/** What the player does at a playhead position while it plays a moment's range. */
export type RangeAction =
  { type: 'none' } | { type: 'seek'; seconds: number } | { type: 'stop'; seconds: number };

/** A playhead this far before the start is outside the moment (not the start's own rounding). */
const BEFORE_START_TOLERANCE_SECONDS = 0.25;

/**
 * A moment plays only its range: before the start it jumps to the start; at the end it stops and rewinds
 * to the start plus 1 ms (video-area §4 "Moment playback").
 */
export function rangeAction(range: { startMs: number; endMs: number } | null, seconds: number): RangeAction {
  if (!range) return { type: 'none' };
  const start = range.startMs / 1000;
  if (seconds >= range.endMs / 1000) return { type: 'stop', seconds: start + 0.001 };
  if (seconds < start - BEFORE_START_TOLERANCE_SECONDS) return { type: 'seek', seconds: start };
  return { type: 'none' };
}

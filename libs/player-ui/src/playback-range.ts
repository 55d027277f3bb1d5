import type { StoryboardCue } from './storyboard';

/** A moment's range of its video, in milliseconds (PublicPlayerData.range). */
export interface MediaRange {
  startMs: number;
  endMs: number;
}

/**
 * The part of the media the controls show and play: a moment's range (its seek bar and time run from 0 to
 * the moment's length, as if the moment were a video of its own), else the whole video. "Media" times are
 * the `<video>`'s own; "window" times are what the viewer sees.
 */
export interface PlaybackWindow {
  /** Where the window starts in the media, in seconds. */
  start: number;
  /** Its length in seconds; a whole video's is NaN or 0 until its metadata arrives. */
  duration: number;
  /** A moment's range: playback is held inside it. */
  ranged: boolean;
}

export function playbackWindow(range: MediaRange | null | undefined, mediaDuration: number): PlaybackWindow {
  if (!range) return { start: 0, duration: mediaDuration, ranged: false };
  const start = range.startMs / 1000;
  // A stream a little shorter than the stored duration ends the range where the media ends.
  const mediaEnd = Number.isFinite(mediaDuration) && mediaDuration > start ? mediaDuration : Infinity;
  return { start, duration: Math.max(0, Math.min(range.endMs / 1000, mediaEnd) - start), ranged: true };
}

/** The window time the controls show for a media time (inside the window). */
export function toWindowTime(window: PlaybackWindow, mediaSeconds: number): number {
  if (!window.ranged) return mediaSeconds;
  return Math.min(window.duration, Math.max(0, mediaSeconds - window.start));
}

/** The media time of a window time (a seek, from the seek bar or the keys, stays inside the window). */
export function toMediaTime(window: PlaybackWindow, windowSeconds: number): number {
  if (!window.ranged) return windowSeconds;
  return window.start + Math.min(window.duration, Math.max(0, windowSeconds));
}

/**
 * The storyboard's tiles in window time: those that show a frame of the window, their times moved so that
 * hovering the seek bar at a window time finds the frame of that moment of the video.
 */
export function cuesInWindow(
  cues: readonly StoryboardCue[],
  window: PlaybackWindow,
): readonly StoryboardCue[] {
  if (!window.ranged) return cues;
  const end = window.start + window.duration;
  return cues
    .filter((cue) => cue.end > window.start && cue.start < end)
    .map((cue) => ({
      ...cue,
      start: Math.max(0, cue.start - window.start),
      end: Math.min(window.duration, cue.end - window.start),
    }));
}

/** What the player does at a media time while it plays a moment's range. */
export type RangeAction =
  { type: 'none' } | { type: 'seek'; seconds: number } | { type: 'stop'; seconds: number };

/** A playhead this far before the start is outside the moment (not the start's own rounding). */
const BEFORE_START_TOLERANCE_SECONDS = 0.25;

/**
 * A moment plays only its range: before the start it jumps to the start; at the end it stops and rewinds
 * to the start plus 1 ms (video-area §4 "Moment playback").
 */
export function rangeAction(window: PlaybackWindow, mediaSeconds: number): RangeAction {
  if (!window.ranged) return { type: 'none' };
  if (mediaSeconds >= window.start + window.duration) return { type: 'stop', seconds: window.start + 0.001 };
  if (mediaSeconds < window.start - BEFORE_START_TOLERANCE_SECONDS)
    return { type: 'seek', seconds: window.start };
  return { type: 'none' };
}

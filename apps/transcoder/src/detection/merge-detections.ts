import type { ObjectCategory, RelativeBox } from '@framehouse/domain';
import type { FrameDetection } from './coco-detections';

/** The detections of one sampled frame. */
export interface SampledFrame {
  timeMs: number;
  detections: readonly FrameDetection[];
}

/** How sightings become annotations. */
export interface MergeRules {
  /** Time between sampled frames: a sighting stands for this long. */
  intervalMs: number;
  /** Where the sampled part of the video ends: no range goes past it. */
  endMs: number;
  /** Sightings scoring less are ignored. */
  minScore: number;
  /**
   * Frames without the category that do not break a range, in milliseconds: a person looking away for a
   * frame stays one annotation. Two sightings further apart than `intervalMs + gapToleranceMs` are two.
   */
  gapToleranceMs: number;
  /** Ranges shorter than this are dropped (a false positive on one frame usually does not come back). */
  minDurationMs: number;
}

/** What the merge defaults to; documented in docs/decisions.md. */
export const DEFAULT_GAP_TOLERANCE_MS = 1000;
export const DEFAULT_MIN_DURATION_MS = 1000;

/** One category over one time range, with where it was seen best. */
export interface ObjectTrack {
  category: ObjectCategory;
  startMs: number;
  endMs: number;
  score: number;
  box: RelativeBox;
  /** The time of the frame with the best score: the thumbnail is cropped from it. */
  bestFrameMs: number;
}

interface OpenTrack extends ObjectTrack {
  lastSeenMs: number;
}

/**
 * Detections of the same category on consecutive sampled frames merged into one range. Several objects
 * of a category on one frame count once (the best): an annotation says "a dog is on screen from … to …",
 * not which dog. A range starts at its first sighting and ends one interval after its last (capped at
 * `endMs`). Ordered by start, then end, then category.
 */
export function mergeDetections(frames: readonly SampledFrame[], rules: MergeRules): ObjectTrack[] {
  const open = new Map<ObjectCategory, OpenTrack>();
  const closed: ObjectTrack[] = [];
  const maxStepMs = rules.intervalMs + rules.gapToleranceMs;
  const close = (track: OpenTrack) => {
    const { lastSeenMs, ...done } = track;
    done.endMs = Math.min(rules.endMs, lastSeenMs + rules.intervalMs);
    if (done.endMs - done.startMs >= rules.minDurationMs) closed.push(done);
  };
  for (const frame of [...frames].sort((a, b) => a.timeMs - b.timeMs)) {
    const best = new Map<ObjectCategory, FrameDetection>();
    for (const detection of frame.detections) {
      if (detection.score < rules.minScore) continue;
      const seen = best.get(detection.category);
      if (!seen || detection.score > seen.score) best.set(detection.category, detection);
    }
    for (const [category, detection] of best) {
      const track = open.get(category);
      if (track && frame.timeMs - track.lastSeenMs <= maxStepMs) {
        track.lastSeenMs = frame.timeMs;
        if (detection.score > track.score) {
          track.score = detection.score;
          track.box = detection.box;
          track.bestFrameMs = frame.timeMs;
        }
        continue;
      }
      if (track) close(track);
      open.set(category, {
        category,
        startMs: frame.timeMs,
        endMs: frame.timeMs,
        score: detection.score,
        box: detection.box,
        bestFrameMs: frame.timeMs,
        lastSeenMs: frame.timeMs,
      });
    }
  }
  for (const track of open.values()) close(track);
  return closed.sort(
    (a, b) => a.startMs - b.startMs || a.endMs - b.endMs || a.category.localeCompare(b.category),
  );
}

import type { FrameBatch } from '../media/object-commands';

/** One frame a second: objects shown for less than a second are not worth an annotation. */
export const SAMPLE_INTERVAL_MS = 1000;
/** Frames one ffmpeg run extracts: 33 MB of raw 416×416 RGB in the scratch folder at most. */
export const FRAMES_PER_BATCH = 64;

/** Which frames of a video the detector looks at. */
export interface FrameSamplingPlan {
  intervalMs: number;
  frameCount: number;
  /** The part of the video the frames stand for: the whole duration. */
  coveredMs: number;
}

/**
 * One frame every SAMPLE_INTERVAL_MS from 0, at most `maxFrames` (OBJECT_DETECTION_MAX_FRAMES): a longer
 * video is sampled more sparsely, so the work is capped (frames × the detector's time per frame) and
 * objects are still found over the whole video. A video without duration has no frame.
 */
export function planFrameSampling(durationMs: number, maxFrames: number): FrameSamplingPlan {
  const duration = Math.max(0, Math.round(durationMs));
  if (duration === 0 || maxFrames < 1) return { intervalMs: SAMPLE_INTERVAL_MS, frameCount: 0, coveredMs: 0 };
  const intervalMs = Math.max(SAMPLE_INTERVAL_MS, Math.ceil(duration / maxFrames));
  return {
    intervalMs,
    frameCount: Math.min(maxFrames, Math.ceil(duration / intervalMs)),
    coveredMs: duration,
  };
}

/** The time of frame `index` of the plan. */
export function frameTimeMs(plan: FrameSamplingPlan, index: number): number {
  return index * plan.intervalMs;
}

/** The plan's frames as ffmpeg runs of at most `perBatch` frames, in order. */
export function frameBatches(plan: FrameSamplingPlan, perBatch = FRAMES_PER_BATCH): FrameBatch[] {
  const batches: FrameBatch[] = [];
  for (let first = 0; first < plan.frameCount; first += perBatch) {
    batches.push({
      startMs: frameTimeMs(plan, first),
      count: Math.min(perBatch, plan.frameCount - first),
      intervalMs: plan.intervalMs,
    });
  }
  return batches;
}

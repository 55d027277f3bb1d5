import { JobName, QueueName } from '../constants/queues';
import { jobContract } from './job-contract';
import {
  duration,
  isCount,
  isObject,
  parsed,
  parsePercentProgress,
  payload,
  storageKey,
  videoOf,
  wholeNumber,
  type PercentProgress,
} from './job-values';

/**
 * The contract between the API (producer, system of record) and the transcoder (consumer) for the
 * scene-detection queue: where the picture of a processed video changes abruptly (a cut between shots),
 * one of the two signals of suggested moments (the other is the transcript). As for object detection, the
 * transcoder never touches the database: it runs ffmpeg's scene score over the stored original and returns
 * the times; the API stores them and derives suggestions from them when asked.
 *
 * How the API uses it:
 * - Once a video is processed, add a `detect-scenes` job to `QueueName.SCENE_DETECTION` with
 *   `jobId: jobIdFor(JobName.DETECT_SCENES, videoId, run)`, the video's processing run.
 * - On completion, store `result.changes` for that run (a job of an older run is ignored); a failure leaves
 *   the video without scene changes: suggestions then come from the transcript alone.
 */

/** Data of a `detect-scenes` job. */
export interface DetectScenesJob {
  videoId: string;
  organizationId: string;
  /** Storage key of the original (the `process-video` job's `sourceKey`). */
  sourceKey: string;
  /** The processed duration: changes at or past it are dropped, and progress is measured against it. */
  durationMs: number;
  /** The video's processing run: part of the deterministic job id. */
  run: number;
}

/** One abrupt change of the picture. */
export interface SceneChange {
  /** Integer milliseconds from the start of the video: the first frame of the new scene. */
  timeMs: number;
  /** ffmpeg's scene score of that frame against the one before, SCENE_CHANGE_THRESHOLD–1 (two decimals). */
  score: number;
}

/** `job.progress` of a `detect-scenes` job, 0–100. */
export type DetectScenesProgress = PercentProgress;

/** The return value of `detect-scenes`: changes in time order. */
export interface DetectScenesResult {
  /** The score a frame needed to count as a change. */
  threshold: number;
  changes: SceneChange[];
}

export const detectScenesContract = jobContract({
  name: JobName.DETECT_SCENES,
  queue: QueueName.SCENE_DETECTION,
  parseData(value): DetectScenesJob {
    const json = payload(value);
    return {
      ...videoOf(json),
      sourceKey: storageKey(json, 'sourceKey'),
      durationMs: duration(json, 'durationMs'),
      run: wholeNumber(json, 'run'),
    };
  },
  /**
   * The changes in time order, once each, whole milliseconds, scores capped at 1. Null when the result
   * is malformed as a whole; a malformed change alone is left out.
   */
  parseResult(value): DetectScenesResult | null {
    const result = parsed(value);
    if (!isObject(result) || !Array.isArray(result.changes)) return null;
    const changes = new Map<number, SceneChange>();
    for (const item of result.changes as unknown[]) {
      if (!isObject(item) || !isCount(item.timeMs) || !isCount(item.score)) continue;
      const timeMs = Math.round(item.timeMs);
      changes.set(timeMs, { timeMs, score: Math.min(1, item.score) });
    }
    return {
      threshold: isCount(result.threshold) ? result.threshold : 0,
      changes: [...changes.values()].sort((a, b) => a.timeMs - b.timeMs),
    };
  },
  parseProgress: parsePercentProgress,
});

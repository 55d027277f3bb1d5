import { JobName, QueueName } from '../constants/queues';
import type { ObjectCategory } from '../enums/object-category';
import { isObjectCategory } from '../validation/object-annotation';
import { jobContract } from './job-contract';
import {
  duration,
  isCount,
  isObject,
  isString,
  outputPrefix,
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
 * object-detection queue: the AI step behind the Objects tab. As for transcription, the transcoder never
 * touches the database: it samples frames from the stored source, runs a COCO object detector on them,
 * writes one cropped thumbnail per found object to storage, and returns the objects; the API stores them
 * as object annotations with source SYSTEM. Times are integer milliseconds from the start of the video.
 *
 * How the API uses it:
 * - Once a video is processed (the `process-video` result is recorded), add a `detect-objects` job to
 *   `QueueName.OBJECT_DETECTION` with `jobId: jobIdFor(JobName.DETECT_OBJECTS, videoId, run)`, the
 *   video's current processing run: the same run is never queued twice, a reprocess gets a new job.
 * - While the job waits or runs, the Objects tab shows "Processing objects"; `DetectObjectsProgress`
 *   gives the percent.
 * - On completion, replace the video's SYSTEM annotations with `result.objects` (member-made ones stay),
 *   and offer each object's `thumbnailKey` as its first thumbnail. A job of an older run than the video's
 *   current one is ignored. Every key is under `outputPrefix`, which a run empties first: a retry or a
 *   worker picked up again leaves only its own crops.
 * - A failed job leaves the video without SYSTEM objects; it does not change the video's status.
 */

/** Data of a `detect-objects` job. */
export interface DetectObjectsJob {
  videoId: string;
  organizationId: string;
  /**
   * Storage key of the original (the `process-video` job's `sourceKey`): frames are sampled from it with
   * ffmpeg, at its full quality, without reading the HLS renditions.
   */
  sourceKey: string;
  /** The processed duration (`ProcessVideoResult.durationMs`): how many frames are sampled, and the end of the last range. */
  durationMs: number;
  /**
   * Where the crops go, under the video's media prefix, ending with "/": e.g.
   * `media/{organizationId}/{mediaId}/processed/objects/`. The run empties it first; it must not hold the source.
   */
  outputPrefix: string;
  /** The video's processing run: part of the deterministic job id. */
  run: number;
}

/** A box on a frame, relative to the frame's width and height: every value in 0–1. */
export interface RelativeBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * One object found: the same category seen on consecutive sampled frames, merged into one time range.
 * `startMs` is the first frame it was seen on, `endMs` the last such frame plus one sampling interval
 * (capped at the duration), so an object seen on one frame still has a range one interval long.
 */
export interface DetectedObject {
  category: ObjectCategory;
  startMs: number;
  endMs: number;
  /** The detector's best confidence over the range, 0–1 (two decimals). */
  score: number;
  /** Where it is on the best-scoring frame. */
  box: RelativeBox;
  /** Storage key of a JPEG cropped from the best-scoring frame, under `outputPrefix`. */
  thumbnailKey: string;
}

/** What `job.updateProgress` carries: percent done, 0–100 (sampling, then detection frame by frame). */
export type DetectObjectsProgress = PercentProgress;

/** The return value of `detect-objects`. `objects` are ordered by start, then end, then category. */
export interface DetectObjectsResult {
  /** The detector, e.g. "nanodet-g". */
  model: string;
  /** Frames run through the detector. */
  framesSampled: number;
  /** Milliseconds between sampled frames. */
  intervalMs: number;
  /**
   * Milliseconds of the video that were looked at: the whole duration, or the first
   * OBJECT_DETECTION_MAX_SECONDS of a longer video (nothing is found after it).
   */
  coveredMs: number;
  objects: DetectedObject[];
}

/** A box whose values are all numbers in 0–1; null otherwise. */
function relativeBox(value: unknown): RelativeBox | null {
  if (!isObject(value)) return null;
  const { x, y, width, height } = value;
  const fraction = (part: unknown): part is number => isCount(part) && part <= 1;
  return fraction(x) && fraction(y) && fraction(width) && fraction(height) ? { x, y, width, height } : null;
}

/**
 * A found object as the worker reported it: a category of the enumeration, a range of whole
 * milliseconds and a box on the frame; a score above 1 is capped, a missing one is 0, a missing crop key
 * is "". Null when any of the first three is malformed.
 */
function detectedObject(value: unknown): DetectedObject | null {
  if (!isObject(value) || !isObjectCategory(value.category)) return null;
  const box = relativeBox(value.box);
  if (!isCount(value.startMs) || !isCount(value.endMs) || !box) return null;
  return {
    category: value.category,
    startMs: Math.round(value.startMs),
    endMs: Math.round(value.endMs),
    score: isCount(value.score) ? Math.min(1, value.score) : 0,
    box,
    thumbnailKey: isString(value.thumbnailKey) ? value.thumbnailKey : '',
  };
}

export const detectObjectsContract = jobContract({
  name: JobName.DETECT_OBJECTS,
  queue: QueueName.OBJECT_DETECTION,
  parseData(value): DetectObjectsJob {
    const json = payload(value);
    const sourceKey = storageKey(json, 'sourceKey');
    return {
      ...videoOf(json),
      sourceKey,
      durationMs: duration(json, 'durationMs'),
      outputPrefix: outputPrefix(json, 'outputPrefix', sourceKey),
      run: wholeNumber(json, 'run'),
    };
  },
  /** Null when the result is malformed as a whole; a malformed object alone is left out. */
  parseResult(value): DetectObjectsResult | null {
    const result = parsed(value);
    if (!isObject(result) || !Array.isArray(result.objects)) return null;
    return {
      model: isString(result.model) ? result.model : '',
      framesSampled: isCount(result.framesSampled) ? Math.round(result.framesSampled) : 0,
      intervalMs: isCount(result.intervalMs) ? Math.round(result.intervalMs) : 0,
      coveredMs: isCount(result.coveredMs) ? Math.round(result.coveredMs) : 0,
      objects: (result.objects as unknown[]).map(detectedObject).filter((object) => object !== null),
    };
  },
  parseProgress: parsePercentProgress,
});

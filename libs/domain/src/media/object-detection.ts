import type { ObjectCategory } from '../enums/object-category';

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
export interface DetectObjectsProgress {
  percent: number;
}

/** The return value of `detect-objects`. `objects` are ordered by start, then end, then category. */
export interface DetectObjectsResult {
  /** The detector, e.g. "centernet-mobilenetv3". */
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

/**
 * Where a video's object detection is, as the API records it: QUEUED once the video is processed, then
 * IN_PROGRESS, COMPLETED or FAILED (a failure leaves the video usable, with no SYSTEM objects).
 */
export enum ObjectDetectionStatus {
  QUEUED = 'QUEUED',
  IN_PROGRESS = 'IN_PROGRESS',
  COMPLETED = 'COMPLETED',
  FAILED = 'FAILED',
}

/** The detection still to come: the Objects tab shows "Processing objects" and polls. */
export const PENDING_OBJECT_DETECTION_STATUSES: readonly ObjectDetectionStatus[] = [
  ObjectDetectionStatus.QUEUED,
  ObjectDetectionStatus.IN_PROGRESS,
];

export function isObjectDetectionPending(status: ObjectDetectionStatus | null | undefined): boolean {
  return status != null && PENDING_OBJECT_DETECTION_STATUSES.includes(status);
}

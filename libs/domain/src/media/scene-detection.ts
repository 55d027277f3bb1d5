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

/** `job.progress` of a `detect-scenes` job. */
export interface DetectScenesProgress {
  percent: number;
}

/** The return value of `detect-scenes`: changes in time order. */
export interface DetectScenesResult {
  /** The score a frame needed to count as a change. */
  threshold: number;
  changes: SceneChange[];
}

/**
 * ffmpeg's `scene` score (0–1, the mean absolute difference of two consecutive frames, normalized) from
 * which a frame starts a new scene. 0.3–0.4 is the usual range for hard cuts; 0.4 leaves out camera moves
 * and fades, which make poor moment boundaries anyway.
 */
export const SCENE_CHANGE_THRESHOLD = 0.4;

/**
 * Frames per second the scene score is computed at: a cut still shows as one big difference, and a long
 * video costs a fraction of the comparisons (decoding remains).
 */
export const SCENE_DETECTION_FPS = 5;

/** Where a video's scene detection is, as the API records it. */
export enum SceneDetectionStatus {
  QUEUED = 'QUEUED',
  COMPLETED = 'COMPLETED',
  FAILED = 'FAILED',
}

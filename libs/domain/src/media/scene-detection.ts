/** The rules of scene detection (the job's contract: jobs/scene-detection.ts). */

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

import type { SceneChange } from '@framehouse/domain';
import { isCount, isObject, jobFailureReason, parsed } from '../../../common/queue/job-values';

/** Reading what arrives from the scene-detection queue (common/queue/job-values). */

export interface DetectScenesRef {
  videoId: string;
  run: number;
}

const JOB_ID = /^detect-scenes-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-(\d{1,9})$/;

/** The video and run of a `detect-scenes` job id (`jobIdFor(DETECT_SCENES, videoId, run)`); null otherwise. */
export function parseDetectScenesJobId(jobId: string): DetectScenesRef | null {
  const match = JOB_ID.exec(jobId);
  return match ? { videoId: match[1] as string, run: Number(match[2]) } : null;
}

/**
 * The changes of a completed job, kept inside the video (0 < time < duration), whole milliseconds,
 * scores 0–1, in time order without repeats. Null when the result is malformed as a whole; a malformed
 * change alone is left out.
 */
export function parseDetectScenesResult(returnvalue: unknown, durationMs: number): SceneChange[] | null {
  const result = parsed(returnvalue);
  if (!isObject(result) || !Array.isArray(result.changes)) return null;
  const changes = new Map<number, SceneChange>();
  for (const item of result.changes as unknown[]) {
    if (!isObject(item) || !isCount(item.timeMs) || !isCount(item.score)) continue;
    const timeMs = Math.round(item.timeMs);
    if (timeMs <= 0 || timeMs >= durationMs) continue;
    changes.set(timeMs, { timeMs, score: Math.min(1, item.score) });
  }
  return [...changes.values()].sort((a, b) => a.timeMs - b.timeMs);
}

/** Scene detection never fails for a reason a member can act on: the worker's message, kept for operators. */
export function sceneFailureText(reason: unknown): string {
  return jobFailureReason(reason, 'Scene detection failed.');
}

import { JobName, type DetectScenesResult, type SceneChange } from '@framehouse/domain';
import { jobFailureReason, videoJobRef, type VideoRunRef } from '../../../common/queue/job-values';

/** Reading what arrives from the scene-detection queue (the job's contract reads its result). */

export type DetectScenesRef = VideoRunRef;

/** The video and run of a `detect-scenes` job id (`jobIdFor(DETECT_SCENES, videoId, run)`); null otherwise. */
export function parseDetectScenesJobId(jobId: string): DetectScenesRef | null {
  return videoJobRef(JobName.DETECT_SCENES, jobId);
}

/** The changes of a completed job that fall inside the video (0 < time < duration). */
export function changesInside(result: DetectScenesResult, durationMs: number): SceneChange[] {
  return result.changes.filter(({ timeMs }) => timeMs > 0 && timeMs < durationMs);
}

/** Scene detection never fails for a reason a member can act on: the worker's message, kept for operators. */
export function sceneFailureText(reason: unknown): string {
  return jobFailureReason(reason, 'Scene detection failed.');
}

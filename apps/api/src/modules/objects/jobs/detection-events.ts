import {
  JobName,
  ObjectAnnotationMessages,
  type DetectObjectsResult,
  type ObjectCategory,
} from '@framehouse/domain';
import { jobFailureReason, videoJobRef, type VideoRunRef } from '../../../common/queue/job-values';

/** Reading what arrives from the object-detection queue (the job's contract reads its result and progress). */

export type DetectObjectsRef = VideoRunRef;

/** The video and run of a `detect-objects` job id (`jobIdFor(DETECT_OBJECTS, videoId, run)`); null otherwise. */
export function parseDetectObjectsJobId(jobId: string): DetectObjectsRef | null {
  return videoJobRef(JobName.DETECT_OBJECTS, jobId);
}

/** A detected object as the API stores it. */
export interface StoredDetection {
  category: ObjectCategory;
  startMs: number;
  endMs: number;
  score: number;
  thumbnailKey: string;
}

/**
 * The objects of a completed job, checked against what the API asked for: a range inside the video (the
 * end capped at the duration; an object left with none is left out) and a crop under the job's
 * `outputPrefix` (any other key is not taken as a thumbnail), ordered by time.
 */
export function storedDetections(
  result: DetectObjectsResult,
  expected: { durationMs: number; outputPrefix: string },
): StoredDetection[] {
  const objects: StoredDetection[] = [];
  for (const { category, startMs, endMs: detectedEndMs, score, thumbnailKey } of result.objects) {
    const endMs = Math.min(detectedEndMs, expected.durationMs);
    if (startMs >= endMs) continue;
    const inPrefix =
      thumbnailKey.startsWith(expected.outputPrefix) &&
      !thumbnailKey.slice(expected.outputPrefix.length).includes('..');
    objects.push({ category, startMs, endMs, score, thumbnailKey: inPrefix ? thumbnailKey : '' });
  }
  return objects.sort((a, b) => a.startMs - b.startMs || a.endMs - b.endMs);
}

/** A failure reason for the member: the worker's message, one line, bounded. */
export function detectionFailureText(reason: unknown): string {
  return jobFailureReason(reason, ObjectAnnotationMessages.detectionFailed);
}

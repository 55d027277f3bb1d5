import { isObjectCategory, ObjectAnnotationMessages, type ObjectCategory } from '@framehouse/domain';
import { isCount, isObject, isString, jobFailureReason, parsed } from '../../../common/queue/job-values';

/** Reading what arrives from the object-detection queue (common/queue/job-values). */

export interface DetectObjectsRef {
  videoId: string;
  run: number;
}

const JOB_ID = /^detect-objects-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-(\d{1,9})$/;

/** The video and run of a `detect-objects` job id (`jobIdFor(DETECT_OBJECTS, videoId, run)`); null otherwise. */
export function parseDetectObjectsJobId(jobId: string): DetectObjectsRef | null {
  const match = JOB_ID.exec(jobId);
  return match ? { videoId: match[1] as string, run: Number(match[2]) } : null;
}

/** The percent of a progress report, 0–100, or undefined when it is not one. */
export function parseDetectObjectsPercent(data: unknown): number | undefined {
  const value = parsed(data);
  if (!isObject(value) || !isCount(value.percent)) return undefined;
  return Math.min(100, Math.floor(value.percent));
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
 * The objects of a completed job, checked against what the API asked for: a category of the
 * enumeration, a range inside the video (the end capped at the duration), and a crop under the job's
 * `outputPrefix` (any other key is not taken as a thumbnail). Null when the result is malformed as a
 * whole; a malformed object alone is left out.
 */
export function parseDetectObjectsResult(
  returnvalue: unknown,
  expected: { durationMs: number; outputPrefix: string },
): StoredDetection[] | null {
  const result = parsed(returnvalue);
  if (!isObject(result) || !Array.isArray(result.objects)) return null;
  const objects: StoredDetection[] = [];
  for (const item of result.objects as unknown[]) {
    if (!isObject(item) || !isObjectCategory(item.category)) continue;
    if (!isCount(item.startMs) || !isCount(item.endMs)) continue;
    const startMs = Math.round(item.startMs);
    const endMs = Math.min(Math.round(item.endMs), expected.durationMs);
    if (startMs >= endMs) continue;
    const key = isString(item.thumbnailKey) ? item.thumbnailKey : '';
    const inPrefix =
      key.startsWith(expected.outputPrefix) && !key.slice(expected.outputPrefix.length).includes('..');
    objects.push({
      category: item.category,
      startMs,
      endMs,
      score: isCount(item.score) ? Math.min(1, item.score) : 0,
      thumbnailKey: inPrefix ? key : '',
    });
  }
  return objects.sort((a, b) => a.startMs - b.startMs || a.endMs - b.endMs);
}

/** A failure reason for the member: the worker's message, one line, bounded. */
export function detectionFailureText(reason: unknown): string {
  return jobFailureReason(reason, ObjectAnnotationMessages.detectionFailed);
}

import { jobPayload, jobRunOf, type JobData, type JobName } from '@framehouse/domain';
import { UnrecoverableError } from 'bullmq';

/**
 * The API's side of reading jobs, besides their contracts (libs/domain jobs/, which read payloads,
 * results and progress): the payload of a job of its own workers, the ids of video jobs, and failure
 * reasons fit for the user.
 */

/** The payload of a job the API's own workers run: a malformed one fails for good. */
export function ownJobPayload<N extends JobName>(name: N, data: unknown): JobData<N> {
  return jobPayload(name, data, (message) => new UnrecoverableError(message));
}

/** A video's job: `jobIdFor(job, videoId, run)`. */
export interface VideoRunRef {
  videoId: string;
  run: number;
}

/** The video and run of a job id `jobIdFor(job, videoId, run)` made; null for any other id. */
export function videoJobRef(job: JobName, jobId: string): VideoRunRef | null {
  const ref = jobRunOf(job, jobId);
  return ref && { videoId: ref.entityId, run: ref.run };
}

/** A failure reason fit for the user: the worker's message, one line, bounded; `fallback` without one. */
export function jobFailureReason(reason: unknown, fallback: string): string {
  const text = typeof reason === 'string' ? reason.trim().split(/\r?\n/)[0]?.trim() : '';
  if (!text) return fallback;
  return text.length > 1000 ? `${text.slice(0, 997)}...` : text;
}

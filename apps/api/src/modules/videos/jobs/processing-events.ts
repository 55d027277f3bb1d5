import { ContextMessages, JobName } from '@framehouse/domain';
import { jobFailureReason, videoJobRef, type VideoRunRef } from '../../../common/queue/job-values';

/** Reading what arrives from the video-processing queue (the jobs' contracts read results and progress). */

export interface VideoJobRef extends VideoRunRef {
  name: JobName.PROCESS_VIDEO | JobName.IMPORT_REMOTE_VIDEO;
}

/** The job, video and run of a job id made by `jobIdFor` (`process-video-{videoId}-{run}`). */
export function parseVideoJobId(jobId: string): VideoJobRef | null {
  for (const name of [JobName.PROCESS_VIDEO, JobName.IMPORT_REMOTE_VIDEO] as const) {
    const ref = videoJobRef(name, jobId);
    if (ref) return { name, ...ref };
  }
  return null;
}

/** A failure reason fit for the uploader: the worker's message, one line, bounded. */
export function failureReasonText(reason: unknown): string {
  return jobFailureReason(reason, ContextMessages.videoProcessingFailed);
}

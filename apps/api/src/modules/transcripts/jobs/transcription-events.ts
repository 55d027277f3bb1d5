import { ContextMessages, JobName } from '@framehouse/domain';
import { jobFailureReason, videoJobRef, type VideoRunRef } from '../../../common/queue/job-values';

/** Reading what arrives from the transcription queue about a video's transcript (see its job's contract). */

export type TranscribeVideoRef = VideoRunRef;

/**
 * The video and run of a `transcribe-video` job id (`jobIdFor(TRANSCRIBE_VIDEO, videoId, run)`); null for
 * any other job of the queue (the D2C service's are not ours).
 */
export function parseTranscribeVideoJobId(jobId: string): TranscribeVideoRef | null {
  return videoJobRef(JobName.TRANSCRIBE_VIDEO, jobId);
}

/** A failure reason for the member: the worker's message, one line, bounded. */
export function transcriptionFailureText(reason: unknown): string {
  return jobFailureReason(reason, ContextMessages.transcriptionFailed);
}

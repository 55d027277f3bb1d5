import { ContextMessages } from '@framehouse/domain';
import { isObject, isString, jobFailureReason, parsed } from '../../../common/queue/job-values';

/** Reading what arrives from the transcription queue about a video's transcript (common/queue/job-values). */

export interface TranscribeVideoRef {
  videoId: string;
  run: number;
}

const JOB_ID = /^transcribe-video-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-(\d{1,9})$/;

/**
 * The video and run of a `transcribe-video` job id (`jobIdFor(TRANSCRIBE_VIDEO, videoId, run)`); null for
 * any other job of the queue (the D2C service's are not ours).
 */
export function parseTranscribeVideoJobId(jobId: string): TranscribeVideoRef | null {
  const match = JOB_ID.exec(jobId);
  return match ? { videoId: match[1] as string, run: Number(match[2]) } : null;
}

/**
 * The transcript key a completed job reports. The API reads the transcript at the key it asked for, so
 * this only tells a completed result from a malformed one.
 */
export function hasTranscriptKey(returnvalue: unknown): boolean {
  const data = parsed(returnvalue);
  return isObject(data) && isString(data.transcriptKey);
}

/** A failure reason for the member: the worker's message, one line, bounded. */
export function transcriptionFailureText(reason: unknown): string {
  return jobFailureReason(reason, ContextMessages.transcriptionFailed);
}

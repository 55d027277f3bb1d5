import { cutMomentContract, type CutMomentResult } from '@framehouse/domain';
import type { JobState } from 'bullmq';
import { jobFailureReason } from '../../../common/queue/job-values';

/** Ours: the worker could not cut, and said nothing the member can read (the status call's 500). */
export const DOWNLOAD_FAILED_MESSAGE = 'The moment could not be cut. Try again.';

/** What the status call answers for a job: its progress, the finished file, or its failure and why. */
export type DownloadStatus =
  | { kind: 'progress'; percent: number }
  | { kind: 'file'; result: CutMomentResult }
  | { kind: 'failed'; reason: string };

/**
 * The status of a cut from what BullMQ holds, read in that order: the job's state, then the job (a job
 * read before its state may have finished in between, and would read as completed without its result).
 * A completed job with a result that names its file is the file; a failed one (no attempt left) is its
 * failure with the worker's reason, as is a completed one without a usable result; anything else
 * (waiting, delayed, active, being retried) is its percent so far, 0 before the first report.
 */
export function downloadStatus(
  state: JobState | 'unknown',
  job: { progress: unknown; returnvalue: unknown; failedReason?: string },
): DownloadStatus {
  if (state === 'completed') {
    const result = cutMomentContract.parseResult(job.returnvalue);
    return result ? { kind: 'file', result } : { kind: 'failed', reason: DOWNLOAD_FAILED_MESSAGE };
  }
  if (state === 'failed') {
    return { kind: 'failed', reason: jobFailureReason(job.failedReason, DOWNLOAD_FAILED_MESSAGE) };
  }
  const percent = cutMomentContract.parseProgress(job.progress)?.percent ?? 0;
  return { kind: 'progress', percent: Math.floor(percent) };
}

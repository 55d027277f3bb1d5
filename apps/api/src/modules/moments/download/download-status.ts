import { MomentCutMode, type CutMomentResult } from '@framehouse/domain';
import type { JobState } from 'bullmq';

/** What the status call answers for a job: its progress, the finished file, or its failure. */
export type DownloadStatus =
  { kind: 'progress'; percent: number } | { kind: 'file'; result: CutMomentResult } | { kind: 'failed' };

/**
 * The status of a cut from what BullMQ holds: a completed job with a result that names its file is the
 * file; a failed one (no attempt left) or a completed one without a usable result is a failure; anything
 * else (waiting, delayed, active, being retried) is its percent so far, 0 before the first report.
 */
export function downloadStatus(
  state: JobState | 'unknown',
  progress: unknown,
  result: unknown,
): DownloadStatus {
  if (state === 'completed') {
    const file = cutResult(result);
    return file ? { kind: 'file', result: file } : { kind: 'failed' };
  }
  if (state === 'failed') return { kind: 'failed' };
  return { kind: 'progress', percent: percentOf(progress) };
}

function percentOf(progress: unknown): number {
  if (typeof progress !== 'object' || progress === null || !('percent' in progress)) return 0;
  const percent = progress.percent;
  return typeof percent === 'number' && Number.isFinite(percent)
    ? Math.min(100, Math.max(0, Math.floor(percent)))
    : 0;
}

/** The worker's result, checked: it comes through Redis. */
function cutResult(value: unknown): CutMomentResult | null {
  if (typeof value !== 'object' || value === null) return null;
  if (!('outputKey' in value) || !('size' in value) || !('mode' in value)) return null;
  const { outputKey, size, mode } = value;
  if (typeof outputKey !== 'string' || typeof size !== 'number') return null;
  if (mode !== MomentCutMode.COPY && mode !== MomentCutMode.REENCODE) return null;
  return { outputKey, size, mode };
}

import { JobName, jobIdFor, QueueName } from '../constants/queues';
import { jobContract } from './job-contract';
import {
  isCount,
  isObject,
  isString,
  parsed,
  parsePercentProgress,
  payload,
  storageKey,
  text,
  videoOf,
  wholeNumber,
  MalformedJobData,
  type PercentProgress,
} from './job-values';

/**
 * The contract between the API (producer) and the transcoder (consumer) for moment download
 * (video-area §4 "Moment download", §7 REST): the transcoder cuts a range out of the stored original
 * into an MP4 and writes it to storage; the API serves it to the organization that asked.
 *
 * How the API uses it:
 * - `GET /moments/download/{id}/{start}/{end}` adds a `cut-moment` job to `QueueName.MOMENT_DOWNLOAD`
 *   with `jobId: momentDownloadJobId(momentId, startMs, endMs)` (the same cut is never made twice while
 *   its file lives) and answers `{ job_id }`.
 * - `GET /moments/download/status/{jobId}` answers `{ progress_percentage }` from `CutMomentProgress`
 *   until the job completes, then the MP4 at `CutMomentResult.outputKey`. Only the organization in the
 *   job's data may read it.
 * - Jobs and their files expire MOMENT_DOWNLOAD_TTL_MS after they are made.
 *
 * How the transcoder cuts: a stream copy (fast, no quality loss) when the range starts on a keyframe of
 * an MP4-compatible video, so the file starts exactly there; otherwise an exact re-encode (H.264/AAC)
 * starting on the very frame. Either way the end is cut at the first frame at or after `endMs`.
 */

/** Data of a `cut-moment` job. */
export interface CutMomentJob {
  momentId: string;
  videoId: string;
  /** Who may read the result. */
  organizationId: string;
  /** Storage key of the video's original. */
  sourceKey: string;
  /** The range, integer milliseconds from the start of the video, start < end. */
  startMs: number;
  endMs: number;
  /** Where the MP4 goes (a key of its own under `downloads/moments/`). */
  outputKey: string;
}

/** `job.progress` of a `cut-moment` job, 0–100. */
export type CutMomentProgress = PercentProgress;

export enum MomentCutMode {
  /** Stream copy from a keyframe at the start: exact start, the original's quality. */
  COPY = 'COPY',
  /** Decoded and encoded again (H.264/AAC): exact start on any frame. */
  REENCODE = 'REENCODE',
}

/** The result of a `cut-moment` job. */
export interface CutMomentResult {
  outputKey: string;
  /** Bytes of the MP4. */
  size: number;
  mode: MomentCutMode;
}

/** Jobs and files of moment downloads live a day (ours: long enough to poll every 10 s and download). */
export const MOMENT_DOWNLOAD_TTL_MS = 24 * 60 * 60 * 1000;

/** Where moment downloads are stored: outside any media root, swept when they expire. */
export const MOMENT_DOWNLOADS_PREFIX = 'downloads/moments/';

/** One job per moment and range. */
export function momentDownloadJobId(momentId: string, startMs: number, endMs: number): string {
  return jobIdFor(JobName.CUT_MOMENT, `${momentId}-${startMs}-${endMs}`);
}

const CUT_MODES: readonly string[] = [MomentCutMode.COPY, MomentCutMode.REENCODE];

export const cutMomentContract = jobContract({
  name: JobName.CUT_MOMENT,
  queue: QueueName.MOMENT_DOWNLOAD,
  parseData(value): CutMomentJob {
    const json = payload(value);
    const startMs = wholeNumber(json, 'startMs');
    const endMs = wholeNumber(json, 'endMs');
    if (endMs <= startMs) throw new MalformedJobData('endMs', endMs);
    return {
      momentId: text(json, 'momentId'),
      ...videoOf(json),
      sourceKey: storageKey(json, 'sourceKey'),
      startMs,
      endMs,
      outputKey: storageKey(json, 'outputKey'),
    };
  },
  parseResult(value): CutMomentResult | null {
    const data = parsed(value);
    if (!isObject(data) || !isString(data.outputKey) || !isCount(data.size)) return null;
    if (typeof data.mode !== 'string' || !CUT_MODES.includes(data.mode)) return null;
    return { outputKey: data.outputKey, size: data.size, mode: data.mode as MomentCutMode };
  },
  parseProgress: parsePercentProgress,
});

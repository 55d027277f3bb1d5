import { JobName, jobIdFor, QueueName } from '../constants/queues';
import { jobContract } from './job-contract';
import { isObject, isString, parsed, payload, storageKey, text, videoOf, wholeNumber } from './job-values';

/**
 * The contract between the API (producer) and the transcoder (consumer) for the picture of a moment that
 * has no thumbnail of its own: the frame at the moment's start, taken from the stored original as a JPEG
 * as wide as the video's poster. The API queues it when such a moment is shown publicly and its frame is
 * not stored yet, and shows the video's picture until it is; the file's presence is the result (each start
 * has a key of its own, so a moved moment gets a new frame and never shows the old one).
 */

/** Data of a `capture-moment-frame` job. */
export interface CaptureMomentFrameJob {
  momentId: string;
  videoId: string;
  organizationId: string;
  /** Storage key of the video's original. */
  sourceKey: string;
  /** The moment's start, integer milliseconds from the start of the video. */
  atMs: number;
  /** Where the JPEG goes (the moment's frame key for this start). */
  outputKey: string;
}

/** The result of a `capture-moment-frame` job. */
export interface CaptureMomentFrameResult {
  outputKey: string;
}

/** One capture per moment and start; a failed one is not tried again while BullMQ keeps it. */
export function momentFrameJobId(momentId: string, atMs: number): string {
  return jobIdFor(JobName.CAPTURE_MOMENT_FRAME, `${momentId}-${atMs}`);
}

export const captureMomentFrameContract = jobContract({
  name: JobName.CAPTURE_MOMENT_FRAME,
  queue: QueueName.MOMENT_DOWNLOAD,
  parseData(value): CaptureMomentFrameJob {
    const json = payload(value);
    return {
      momentId: text(json, 'momentId'),
      ...videoOf(json),
      sourceKey: storageKey(json, 'sourceKey'),
      atMs: wholeNumber(json, 'atMs'),
      outputKey: storageKey(json, 'outputKey'),
    };
  },
  parseResult(value): CaptureMomentFrameResult | null {
    const data = parsed(value);
    return isObject(data) && isString(data.outputKey) ? { outputKey: data.outputKey } : null;
  },
});

import { JobName, jobIdFor, QueueName } from '../constants/queues';
import { jobContract } from './job-contract';
import { isCount, isObject, isString, parsed, payload, storageKey, videoOf } from './job-values';

/**
 * The contract between the API (producer) and the transcoder (consumer) for an MP4 of a processed video,
 * which YouTube publishing uploads: the transcoder remuxes the best HLS rendition (its media playlist and
 * MPEG-TS segments, as stored) into one MP4 without re-encoding, and stores it under the video's media.
 * The API waits for the job, then reads the file; it reuses the file while it exists.
 */

/** Data of an `export-mp4` job. */
export interface ExportMp4Job {
  videoId: string;
  organizationId: string;
  /** Storage key of the rendition's media playlist (its segments are beside it). */
  playlistKey: string;
  /** Where the MP4 goes. */
  outputKey: string;
}

/** The result of an `export-mp4` job. */
export interface ExportMp4Result {
  outputKey: string;
  /** Bytes of the MP4. */
  size: number;
}

/** The MP4 of a media's rendition: under the media's processed outputs, so deleting the media deletes it. */
export function mp4ExportKey(processedPrefix: string, renditionName: string): string {
  return `${processedPrefix}exports/${renditionName}.mp4`;
}

/** One export per output file at a time. */
export function mp4ExportJobId(outputKey: string): string {
  return jobIdFor(JobName.EXPORT_MP4, outputKey.replace(/[^A-Za-z0-9_-]/g, '-'));
}

export const exportMp4Contract = jobContract({
  name: JobName.EXPORT_MP4,
  queue: QueueName.MP4_EXPORT,
  parseData(value): ExportMp4Job {
    const json = payload(value);
    return {
      ...videoOf(json),
      playlistKey: storageKey(json, 'playlistKey'),
      outputKey: storageKey(json, 'outputKey'),
    };
  },
  parseResult(value): ExportMp4Result | null {
    const data = parsed(value);
    if (!isObject(data) || !isString(data.outputKey) || !isCount(data.size)) return null;
    return { outputKey: data.outputKey, size: Math.round(data.size) };
  },
});

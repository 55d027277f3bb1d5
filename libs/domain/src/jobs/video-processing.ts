import { JobName, QueueName } from '../constants/queues';
import { VideoOrigin } from '../enums/video';
import { jobContract } from './job-contract';
import {
  isCount,
  isObject,
  isString,
  optionalCount,
  outputPrefix,
  parsed,
  payload,
  storageKey,
  text,
  videoOf,
  oneOf,
  wholeNumber,
  type Json,
} from './job-values';

/**
 * The contract between the API (producer, system of record) and the transcoder (consumer) for the
 * video-processing queue. The transcoder never touches the database: it reads the source from storage,
 * writes the media to storage, reports progress on the job, and returns a result the API records.
 */

/** Data of a `process-video` job. */
export interface ProcessVideoJob {
  videoId: string;
  organizationId: string;
  /** Storage key of the uploaded or imported original. */
  sourceKey: string;
  /** Storage prefix every output goes under, e.g. `media/{organizationId}/{mediaId}/`; ends with "/". */
  mediaPrefix: string;
  /** 0 for the first processing, then one more per reprocess: part of the deterministic job id. */
  run: number;
}

export type ProcessingStage = 'probing' | 'transcoding' | 'images' | 'audio' | 'finishing';

/** One HLS rendition as it exists in storage. */
export interface RenditionInfo {
  /** e.g. "720p" or "source". */
  name: string;
  width: number;
  height: number;
  /** Peak bits per second, as announced in the master playlist. */
  bandwidth: number;
  averageBandwidth?: number;
  codecs: string;
  frameRate?: number;
  /** Storage key of the rendition's media playlist. */
  playlistKey: string;
  /** True once the rendition is complete (VOD playlist with #EXT-X-ENDLIST). */
  complete: boolean;
}

/** What `job.updateProgress` carries, so the API can show progress and the first playable renditions. */
export interface ProcessVideoProgress {
  stage: ProcessingStage;
  /** 0–100 over the whole job. */
  percent: number;
  durationMs?: number;
  width?: number;
  height?: number;
  /** Storage key of the master playlist, once one rendition has a segment. */
  masterKey?: string;
  renditions: RenditionInfo[];
}

/** The job's return value. */
export interface ProcessVideoResult {
  durationMs: number;
  width: number;
  height: number;
  masterKey: string;
  renditions: RenditionInfo[];
  posterKey: string;
  thumbnailKeys: string[];
  storyboard: { spriteKey: string; vttKey: string } | null;
  /** 16 kHz mono WAV for transcription; null when the video has no audio. */
  audioKey: string | null;
}

/** The origins of imported videos: everything but a direct upload. */
export type ImportedVideoOrigin = Exclude<VideoOrigin, VideoOrigin.DIRECT>;

/**
 * Data of an `import-remote-video` job: fetch `url` (a remote file, or a YouTube or Vimeo page as `origin`
 * says) into storage at `sourceKey`, then enqueue the `process-video` job of the same video and run
 * (`jobIdFor(JobName.PROCESS_VIDEO, videoId, run)`, data `{ videoId, organizationId, sourceKey,
 * mediaPrefix, run }`), so the API sees one processing whichever way the source arrived.
 */
export interface ImportRemoteVideoJob {
  videoId: string;
  organizationId: string;
  /** Trimmed http(s) URL, as the member gave it. */
  url: string;
  /** REMOTE (a file over http), YOUTUBE or VIMEO (through yt-dlp): which fetcher applies. */
  origin: ImportedVideoOrigin;
  /** Where the fetched file goes; never under `mediaPrefix`. */
  sourceKey: string;
  /** Passed on to the `process-video` job. */
  mediaPrefix: string;
  /** The video's processing run; passed on to the `process-video` job and part of both job ids. */
  run: number;
}

/**
 * The optional return value of an `import-remote-video` job. `title`: the source's own title (a YouTube
 * or Vimeo page's, or the file name of a remote file); the API uses it when the video still has the title
 * it was created with.
 */
export interface ImportRemoteVideoResult {
  title?: string | null;
  /** The key the source was stored at (the job's `sourceKey`), and its size in bytes. */
  sourceKey?: string;
  size?: number;
}

function rendition(value: unknown): RenditionInfo | null {
  if (!isObject(value)) return null;
  const { name, width, height, bandwidth, codecs, playlistKey, complete } = value;
  if (!isString(name) || !isCount(width) || !isCount(height) || !isCount(bandwidth)) return null;
  if (typeof codecs !== 'string' || !isString(playlistKey)) return null;
  return {
    name,
    width,
    height,
    bandwidth,
    averageBandwidth: optionalCount(value.averageBandwidth),
    codecs,
    frameRate: isCount(value.frameRate) ? value.frameRate : undefined,
    playlistKey,
    complete: complete === true,
  };
}

/** The renditions of a report, malformed ones left out. */
function renditions(value: unknown): RenditionInfo[] {
  return Array.isArray(value) ? value.map(rendition).filter((item) => item !== null) : [];
}

function processVideoData(json: Json): ProcessVideoJob {
  const sourceKey = storageKey(json, 'sourceKey');
  return {
    ...videoOf(json),
    sourceKey,
    // The run clears the prefix before it writes: it must never hold the source.
    mediaPrefix: outputPrefix(json, 'mediaPrefix', sourceKey),
    run: wholeNumber(json, 'run'),
  };
}

export const processVideoContract = jobContract({
  name: JobName.PROCESS_VIDEO,
  queue: QueueName.VIDEO_PROCESSING,
  parseData: (value): ProcessVideoJob => processVideoData(payload(value)),
  parseProgress(value): ProcessVideoProgress | null {
    const data = parsed(value);
    if (!isObject(data) || !isCount(data.percent)) return null;
    return {
      stage: (isString(data.stage) ? data.stage : 'transcoding') as ProcessingStage,
      percent: Math.min(100, data.percent),
      durationMs: optionalCount(data.durationMs),
      width: optionalCount(data.width),
      height: optionalCount(data.height),
      masterKey: isString(data.masterKey) ? data.masterKey : undefined,
      renditions: renditions(data.renditions),
    };
  },
  parseResult(value): ProcessVideoResult | null {
    const data = parsed(value);
    if (!isObject(data)) return null;
    const { durationMs, width, height, masterKey, posterKey } = data;
    if (!isCount(durationMs) || !isCount(width) || !isCount(height) || !isString(masterKey)) return null;
    const storyboard = isObject(data.storyboard) ? data.storyboard : null;
    return {
      durationMs: Math.round(durationMs),
      width: Math.round(width),
      height: Math.round(height),
      masterKey,
      renditions: renditions(data.renditions),
      posterKey: isString(posterKey) ? posterKey : '',
      thumbnailKeys: Array.isArray(data.thumbnailKeys) ? data.thumbnailKeys.filter(isString) : [],
      storyboard:
        storyboard && isString(storyboard.spriteKey) && isString(storyboard.vttKey)
          ? { spriteKey: storyboard.spriteKey, vttKey: storyboard.vttKey }
          : null,
      audioKey: isString(data.audioKey) ? data.audioKey : null,
    };
  },
});

const IMPORTED_ORIGINS: readonly ImportedVideoOrigin[] = [
  VideoOrigin.REMOTE,
  VideoOrigin.YOUTUBE,
  VideoOrigin.VIMEO,
];

export const importRemoteVideoContract = jobContract({
  name: JobName.IMPORT_REMOTE_VIDEO,
  queue: QueueName.VIDEO_PROCESSING,
  parseData(value): ImportRemoteVideoJob {
    const json = payload(value);
    const origin = oneOf(json, 'origin', IMPORTED_ORIGINS);
    return { ...processVideoData(json), url: text(json, 'url').trim(), origin };
  },
  /** The result is optional: whatever is readable of it. */
  parseResult(value): ImportRemoteVideoResult {
    const data = parsed(value);
    if (!isObject(data)) return {};
    const result: ImportRemoteVideoResult = {};
    if (isString(data.title)) result.title = data.title;
    if (isCount(data.size)) result.size = Math.round(data.size);
    return result;
  },
});

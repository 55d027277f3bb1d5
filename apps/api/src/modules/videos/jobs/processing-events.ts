import {
  ContextMessages,
  JobName,
  type ImportRemoteVideoResult,
  type ProcessVideoProgress,
  type ProcessVideoResult,
  type RenditionInfo,
} from '@framehouse/domain';
import {
  isCount,
  isObject,
  isString,
  jobFailureReason,
  optionalCount,
  parsed,
} from '../../../common/queue/job-values';

/** Reading what arrives from the video-processing queue; every value is checked (common/queue/job-values). */

export interface VideoJobRef {
  name: JobName.PROCESS_VIDEO | JobName.IMPORT_REMOTE_VIDEO;
  videoId: string;
  run: number;
}

const JOB_ID =
  /^(process-video|import-remote-video)-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-(\d{1,9})$/;

/** The video and run of a job id made by `jobIdFor` (`process-video-{videoId}-{run}`). */
export function parseVideoJobId(jobId: string): VideoJobRef | null {
  const match = JOB_ID.exec(jobId);
  if (!match) return null;
  const name = match[1] === JobName.PROCESS_VIDEO ? JobName.PROCESS_VIDEO : JobName.IMPORT_REMOTE_VIDEO;
  return { name, videoId: match[2] as string, run: Number(match[3]) };
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

function renditions(value: unknown): RenditionInfo[] {
  return Array.isArray(value) ? value.map(rendition).filter((item) => item !== null) : [];
}

export function parseProcessVideoProgress(value: unknown): ProcessVideoProgress | null {
  const data = parsed(value);
  if (!isObject(data) || !isCount(data.percent)) return null;
  return {
    stage: (isString(data.stage) ? data.stage : 'transcoding') as ProcessVideoProgress['stage'],
    percent: Math.min(100, data.percent),
    durationMs: optionalCount(data.durationMs),
    width: optionalCount(data.width),
    height: optionalCount(data.height),
    masterKey: isString(data.masterKey) ? data.masterKey : undefined,
    renditions: renditions(data.renditions),
  };
}

export function parseProcessVideoResult(value: unknown): ProcessVideoResult | null {
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
}

export function parseImportRemoteVideoResult(value: unknown): ImportRemoteVideoResult {
  const data = parsed(value);
  if (!isObject(data)) return {};
  const result: ImportRemoteVideoResult = {};
  if (isString(data.title)) result.title = data.title;
  if (isCount(data.size)) result.size = Math.round(data.size);
  return result;
}

/** A failure reason fit for the uploader: the worker's message, one line, bounded. */
export function failureReasonText(reason: unknown): string {
  return jobFailureReason(reason, ContextMessages.videoProcessingFailed);
}

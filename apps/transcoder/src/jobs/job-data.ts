import {
  VideoOrigin,
  type ImportedVideoOrigin,
  type CutMomentJob,
  type DetectObjectsJob,
  type DetectScenesJob,
  type ExportMp4Job,
  type ImportRemoteVideoJob,
  type ProbeMediaJob,
  type ProcessVideoJob,
  type TranscribeMediaJob,
  type TranscribeVideoJob,
} from '@framehouse/domain';
import { assertValidKey, assertValidPrefix } from '@framehouse/storage';
import { UnrecoverableError } from 'bullmq';

/**
 * Job data arrives as JSON through Redis. A malformed payload is a bug of the producer: no retry mends
 * it, so it fails the job at once, saying which field is wrong.
 */
type Json = Record<string, unknown>;

function malformed(field: string, value: unknown): UnrecoverableError {
  return new UnrecoverableError(`Malformed job data: ${field} is ${JSON.stringify(value) ?? 'missing'}`);
}

function text(data: Json, field: string): string {
  const value = data[field];
  if (typeof value !== 'string' || value.trim() === '') throw malformed(field, value);
  return value;
}

function storageKey(data: Json, field: string): string {
  const key = text(data, field);
  try {
    assertValidKey(key);
  } catch {
    throw malformed(field, key);
  }
  return key;
}

function nullableStorageKey(data: Json, field: string): string | null {
  return data[field] === null ? null : storageKey(data, field);
}

function durationOf(data: Json): number {
  const value = data.durationMs;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) throw malformed('durationMs', value);
  return Math.round(value);
}

function runOf(data: Json): number {
  const run = data.run;
  if (typeof run !== 'number' || !Number.isInteger(run) || run < 0) throw malformed('run', run);
  return run;
}

function mediaPrefixOf(data: Json, sourceKey: string, field = 'mediaPrefix'): string {
  const mediaPrefix = text(data, field);
  try {
    assertValidPrefix(mediaPrefix, { allowEmpty: false });
  } catch {
    throw malformed(field, mediaPrefix);
  }
  // The run clears the prefix before it writes: it must never hold the source.
  if (!mediaPrefix.endsWith('/') || sourceKey.startsWith(mediaPrefix)) throw malformed(field, mediaPrefix);
  return mediaPrefix;
}

function record(data: unknown): Json {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw malformed('data', data);
  return data as Json;
}

export function processVideoJobData(data: unknown): ProcessVideoJob {
  const json = record(data);
  const sourceKey = storageKey(json, 'sourceKey');
  return {
    videoId: text(json, 'videoId'),
    organizationId: text(json, 'organizationId'),
    sourceKey,
    mediaPrefix: mediaPrefixOf(json, sourceKey),
    run: runOf(json),
  };
}

const IMPORTED_ORIGINS: readonly string[] = [VideoOrigin.REMOTE, VideoOrigin.YOUTUBE, VideoOrigin.VIMEO];

export function importRemoteVideoJobData(data: unknown): ImportRemoteVideoJob {
  const json = record(data);
  const origin = json.origin;
  if (typeof origin !== 'string' || !IMPORTED_ORIGINS.includes(origin)) throw malformed('origin', origin);
  return {
    ...processVideoJobData(json),
    url: text(json, 'url').trim(),
    origin: origin as ImportedVideoOrigin,
  };
}

export function transcribeVideoJobData(data: unknown): TranscribeVideoJob {
  const json = record(data);
  return {
    videoId: text(json, 'videoId'),
    organizationId: text(json, 'organizationId'),
    audioKey: nullableStorageKey(json, 'audioKey'),
    durationMs: durationOf(json),
    transcriptKey: storageKey(json, 'transcriptKey'),
    run: runOf(json),
  };
}

export function probeMediaJobData(data: unknown): ProbeMediaJob {
  const json = record(data);
  return {
    transcriptionId: text(json, 'transcriptionId'),
    organizationId: text(json, 'organizationId'),
    sourceKey: storageKey(json, 'sourceKey'),
    url: json.url === null || json.url === undefined ? null : text(json, 'url').trim(),
  };
}

export function transcribeMediaJobData(data: unknown): TranscribeMediaJob {
  const json = record(data);
  return {
    transcriptionId: text(json, 'transcriptionId'),
    organizationId: text(json, 'organizationId'),
    sourceKey: storageKey(json, 'sourceKey'),
    durationMs: durationOf(json),
    transcriptKey: storageKey(json, 'transcriptKey'),
  };
}

export function detectObjectsJobData(data: unknown): DetectObjectsJob {
  const json = record(data);
  const sourceKey = storageKey(json, 'sourceKey');
  return {
    videoId: text(json, 'videoId'),
    organizationId: text(json, 'organizationId'),
    sourceKey,
    durationMs: durationOf(json),
    outputPrefix: mediaPrefixOf(json, sourceKey, 'outputPrefix'),
    run: runOf(json),
  };
}

function milliseconds(data: Json, field: string): number {
  const value = data[field];
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) throw malformed(field, value);
  return value;
}

export function cutMomentJobData(data: unknown): CutMomentJob {
  const json = record(data);
  const startMs = milliseconds(json, 'startMs');
  const endMs = milliseconds(json, 'endMs');
  if (endMs <= startMs) throw malformed('endMs', endMs);
  return {
    momentId: text(json, 'momentId'),
    videoId: text(json, 'videoId'),
    organizationId: text(json, 'organizationId'),
    sourceKey: storageKey(json, 'sourceKey'),
    startMs,
    endMs,
    outputKey: storageKey(json, 'outputKey'),
  };
}

export function detectScenesJobData(data: unknown): DetectScenesJob {
  const json = record(data);
  return {
    videoId: text(json, 'videoId'),
    organizationId: text(json, 'organizationId'),
    sourceKey: storageKey(json, 'sourceKey'),
    durationMs: durationOf(json),
    run: runOf(json),
  };
}

export function exportMp4JobData(data: unknown): ExportMp4Job {
  const json = record(data);
  return {
    videoId: text(json, 'videoId'),
    organizationId: text(json, 'organizationId'),
    playlistKey: storageKey(json, 'playlistKey'),
    outputKey: storageKey(json, 'outputKey'),
  };
}

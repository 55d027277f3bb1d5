import { JobName, QueueName } from '../constants/queues';
import { jobContract } from './job-contract';
import {
  duration,
  isCount,
  isObject,
  isString,
  nullableStorageKey,
  optionalText,
  parsed,
  parsePercentProgress,
  payload,
  storageKey,
  text,
  videoOf,
  wholeNumber,
  type PercentProgress,
} from './job-values';

/**
 * The contract between the API (producer, system of record) and the transcoder (consumer) for the
 * transcription queue. As for video processing, the transcoder never touches the database: it reads the
 * audio or media from storage, writes the normalized transcript (media/transcription.ts) to storage as
 * JSON, and returns a result the API records. Times are integer milliseconds from the start of the media.
 */

/** Data of a `transcribe-video` job: the system transcript of a processed video. */
export interface TranscribeVideoJob {
  videoId: string;
  organizationId: string;
  /** The 16 kHz mono WAV the processing wrote; null when the video has no audio (empty transcript). */
  audioKey: string | null;
  durationMs: number;
  /** Where the transcoder writes the TranscriptDocument JSON. */
  transcriptKey: string;
  /** The video's processing run: part of the deterministic job id. */
  run: number;
}

/**
 * Data of a `probe-media` job, the VALIDATION step of a D2C transcription: the transcoder fetches a URL
 * into `sourceKey` first (same address checks as remote imports), then probes the media. The API meters
 * the duration the result gives against the plan before it queues any transcription.
 */
export interface ProbeMediaJob {
  transcriptionId: string;
  organizationId: string;
  /** Storage key of the media the plugin uploaded; for a URL, where the fetched file goes. */
  sourceKey: string;
  /** Set for a URL submission. */
  url: string | null;
}

/** The return value of `probe-media`. A file with no audio stream fails the job with a readable reason. */
export interface ProbeMediaResult {
  durationMs: number;
  size: number;
}

/** Data of a `transcribe-media` job: a D2C transcription whose media passed validation and metering. */
export interface TranscribeMediaJob {
  transcriptionId: string;
  organizationId: string;
  sourceKey: string;
  durationMs: number;
  transcriptKey: string;
}

/** What `job.updateProgress` carries for both transcription jobs: percent done, 0–100. */
export type TranscriptionProgress = PercentProgress;

/** The return value of both transcription jobs. */
export interface TranscriptionJobResult {
  transcriptKey: string;
  languageCode: string;
  engine: string;
  durationMs: number;
  segmentCount: number;
  /** Processing time divided by the media duration: below 1 is faster than real time. */
  realtimeFactor: number;
}

function transcriptionJobResult(value: unknown): TranscriptionJobResult | null {
  const data = parsed(value);
  if (!isObject(data) || !isString(data.transcriptKey)) return null;
  const { languageCode, engine, durationMs, segmentCount, realtimeFactor } = data;
  return {
    transcriptKey: data.transcriptKey,
    languageCode: isString(languageCode) ? languageCode.slice(0, 35) : '',
    engine: isString(engine) ? engine.slice(0, 255) : '',
    durationMs: isCount(durationMs) ? Math.round(durationMs) : 0,
    segmentCount: isCount(segmentCount) ? Math.round(segmentCount) : 0,
    realtimeFactor: isCount(realtimeFactor) ? realtimeFactor : 0,
  };
}

export const transcribeVideoContract = jobContract({
  name: JobName.TRANSCRIBE_VIDEO,
  queue: QueueName.TRANSCRIPTION,
  parseData(value): TranscribeVideoJob {
    const json = payload(value);
    return {
      ...videoOf(json),
      audioKey: nullableStorageKey(json, 'audioKey'),
      durationMs: duration(json, 'durationMs'),
      transcriptKey: storageKey(json, 'transcriptKey'),
      run: wholeNumber(json, 'run'),
    };
  },
  parseResult: transcriptionJobResult,
  parseProgress: parsePercentProgress,
});

export const probeMediaContract = jobContract({
  name: JobName.PROBE_MEDIA,
  queue: QueueName.TRANSCRIPTION,
  parseData(value): ProbeMediaJob {
    const json = payload(value);
    return {
      transcriptionId: text(json, 'transcriptionId'),
      organizationId: text(json, 'organizationId'),
      sourceKey: storageKey(json, 'sourceKey'),
      url: optionalText(json, 'url')?.trim() ?? null,
    };
  },
  parseResult(value): ProbeMediaResult | null {
    const data = parsed(value);
    if (!isObject(data) || !isCount(data.durationMs) || !isCount(data.size)) return null;
    return { durationMs: Math.round(data.durationMs), size: Math.round(data.size) };
  },
});

export const transcribeMediaContract = jobContract({
  name: JobName.TRANSCRIBE_MEDIA,
  queue: QueueName.TRANSCRIPTION,
  parseData(value): TranscribeMediaJob {
    const json = payload(value);
    return {
      transcriptionId: text(json, 'transcriptionId'),
      organizationId: text(json, 'organizationId'),
      sourceKey: storageKey(json, 'sourceKey'),
      durationMs: duration(json, 'durationMs'),
      transcriptKey: storageKey(json, 'transcriptKey'),
    };
  },
  parseResult: transcriptionJobResult,
  parseProgress: parsePercentProgress,
});

import type { TokenType } from '../enums/transcript';

/**
 * The contract between the API (producer, system of record) and the transcoder (consumer) for the
 * transcription queue. As for video processing, the transcoder never touches the database: it reads the
 * audio or media from storage, writes the normalized transcript to storage as JSON, and returns a
 * result the API records. Times are integer milliseconds from the start of the media.
 */

/** One word or punctuation mark. `confidence` (0–1) when the engine gives one. */
export interface TranscriptToken {
  token: string;
  tokenType: TokenType;
  startTimestamp: number;
  endTimestamp: number;
  confidence?: number;
}

/** A stretch of speech between pauses, by one speaker. */
export interface TranscriptSegment {
  /** "spk_N" (see speakerLabel()). */
  speakerLabel: string;
  startTimestamp: number;
  endTimestamp: number;
  tokens: TranscriptToken[];
}

/**
 * The normalized transcript every engine produces, stored as JSON at the job's `transcriptKey`.
 * Segments are ordered and do not overlap; tokens inside a segment are ordered and inside it.
 * Media without speech (or without audio) gives `segments: []`.
 */
export interface TranscriptDocument {
  /** BCP 47 language code, e.g. "en-US". */
  languageCode: string;
  /** e.g. "pocketsphinx" or "whisper.cpp:ggml-base.en.bin". */
  engine: string;
  durationMs: number;
  segments: TranscriptSegment[];
}

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
export interface TranscriptionProgress {
  percent: number;
}

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

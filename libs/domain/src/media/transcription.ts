import type { TokenType } from '../enums/transcript';

/**
 * The normalized transcript every speech engine produces, as the transcription jobs store it
 * (jobs/transcription.ts). Times are integer milliseconds from the start of the media.
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

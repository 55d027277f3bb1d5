import { TokenType } from '../enums/transcript';
import type { TranscriptDocument, TranscriptSegment, TranscriptToken } from './transcription';

/**
 * Reading a TranscriptDocument that a worker wrote to storage: the reader did not write it, so every value
 * is checked before it reaches a row or a caption file. Anything that does not fit the contract makes the
 * whole document unreadable (null) rather than half-stored; times are rounded to whole milliseconds,
 * segments sorted by start, and tokens kept inside their segment.
 */

/** Bounds far above any real transcript (a 10-hour video has some 100 000 words). */
export const TRANSCRIPT_LIMITS = {
  segments: 100_000,
  tokensPerSegment: 2_000,
  tokenChars: 200,
  speakerLabelChars: 64,
  languageCodeChars: 35,
  engineChars: 200,
} as const;

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isTime = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value < 2 ** 31;
const boundedText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.trim() !== '' && value.length <= max;
const TOKEN_TYPES: readonly unknown[] = Object.values(TokenType);
/** BCP 47 in its common shape: a 2–3 letter language and optional subtags ("en", "en-US", "zh-Hant-TW"). */
const LANGUAGE_CODE = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/;

function token(value: unknown): TranscriptToken | null {
  if (!isObject(value)) return null;
  const { startTimestamp, endTimestamp } = value;
  if (!boundedText(value.token, TRANSCRIPT_LIMITS.tokenChars) || !TOKEN_TYPES.includes(value.tokenType)) {
    return null;
  }
  if (!isTime(startTimestamp) || !isTime(endTimestamp) || endTimestamp < startTimestamp) return null;
  const result: TranscriptToken = {
    token: value.token.trim(),
    tokenType: value.tokenType as TokenType,
    startTimestamp: Math.round(startTimestamp),
    endTimestamp: Math.round(endTimestamp),
  };
  if (typeof value.confidence === 'number' && value.confidence >= 0 && value.confidence <= 1) {
    result.confidence = value.confidence;
  }
  return result;
}

function segment(value: unknown): TranscriptSegment | null {
  if (!isObject(value) || !Array.isArray(value.tokens)) return null;
  const { speakerLabel, startTimestamp, endTimestamp } = value;
  if (!boundedText(speakerLabel, TRANSCRIPT_LIMITS.speakerLabelChars)) return null;
  if (!isTime(startTimestamp) || !isTime(endTimestamp) || endTimestamp < startTimestamp) return null;
  if (value.tokens.length > TRANSCRIPT_LIMITS.tokensPerSegment) return null;
  const start = Math.round(startTimestamp);
  const end = Math.round(endTimestamp);
  const tokens: TranscriptToken[] = [];
  for (const item of value.tokens) {
    const parsed = token(item);
    if (!parsed) return null;
    // Rounding may push a token a millisecond past its segment: it is pulled back in.
    parsed.startTimestamp = Math.min(Math.max(parsed.startTimestamp, start), end);
    parsed.endTimestamp = Math.min(Math.max(parsed.endTimestamp, parsed.startTimestamp), end);
    tokens.push(parsed);
  }
  tokens.sort((a, b) => a.startTimestamp - b.startTimestamp);
  return { speakerLabel: speakerLabel.trim(), startTimestamp: start, endTimestamp: end, tokens };
}

/** The document, checked and normalized, or null when it is not a TranscriptDocument. */
export function parseTranscriptDocument(value: unknown): TranscriptDocument | null {
  if (!isObject(value) || !Array.isArray(value.segments)) return null;
  const { languageCode, engine, durationMs } = value;
  if (!boundedText(languageCode, TRANSCRIPT_LIMITS.languageCodeChars) || !LANGUAGE_CODE.test(languageCode)) {
    return null;
  }
  if (!boundedText(engine, TRANSCRIPT_LIMITS.engineChars) || !isTime(durationMs)) return null;
  if (value.segments.length > TRANSCRIPT_LIMITS.segments) return null;
  const segments: TranscriptSegment[] = [];
  for (const item of value.segments) {
    const parsed = segment(item);
    if (!parsed) return null;
    segments.push(parsed);
  }
  segments.sort((a, b) => a.startTimestamp - b.startTimestamp || a.endTimestamp - b.endTimestamp);
  return { languageCode, engine: engine.trim(), durationMs: Math.round(durationMs), segments };
}

/** The JSON text of a stored document, parsed and checked; null for anything else. */
export function parseTranscriptJson(text: string): TranscriptDocument | null {
  try {
    return parseTranscriptDocument(JSON.parse(text));
  } catch {
    return null;
  }
}

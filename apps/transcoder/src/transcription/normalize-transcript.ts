import {
  speakerLabel,
  TokenType,
  TRANSCRIPT_LIMITS,
  type TranscriptDocument,
  type TranscriptSegment,
  type TranscriptToken,
} from '@framehouse/domain';

/**
 * One item as an engine reports it, before normalization: a word, a punctuation mark, or a filler
 * (pocketsphinx's `<s>`, `</s>`, `<sil>`, `[NOISE]`; whisper.cpp's `[BLANK_AUDIO]`, `(music)`). Words may
 * carry pocketsphinx's alternate-pronunciation mark, "the(2)". Times are milliseconds from the start of
 * the audio, as the engine measured them (not yet rounded, clamped or ordered).
 */
export interface RecognizedWord {
  text: string;
  startMs: number;
  endMs: number;
  /** 0–1 when the engine gives one. */
  confidence?: number;
}

/** Silence between two words from which a new segment starts. */
export const SEGMENT_PAUSE_MS = 700;
/** A segment is closed before the word that would make it longer than this, pause or not. */
export const SEGMENT_MAX_MS = 10_000;
/** Both engines run with US English models (pocketsphinx-en-us; whisper.cpp with `-l en`). */
export const TRANSCRIPT_LANGUAGE_CODE = 'en-US';

export interface NormalizeOptions {
  engine: string;
  /** The media's duration: every time is clamped inside it. */
  durationMs: number;
  languageCode?: string;
}

/**
 * Not speech: sentence and silence markers (`<s>`, `<sil>`), noise classes (`[NOISE]`, `++BREATH++`,
 * `+NSN+`), and the annotations whisper.cpp writes for sound it does not transcribe (`[BLANK_AUDIO]`,
 * `(music)`, `♪`).
 */
const FILLER = /^(<[^>]*>|\[[^\]]*\]|\([^)]*\)|\+[^+]*\+|\+\+[^+]*\+\+|[♪♫]+)$/u;
/** pocketsphinx names a word's alternate pronunciations "word(2)", "word(3)"… */
const ALTERNATE_PRONUNCIATION = /\(\d+\)$/;
const SPOKEN = /[\p{L}\p{N}]/u;

/** The transcript of media without speech or without audio. */
export function emptyTranscript({ engine, durationMs, languageCode }: NormalizeOptions): TranscriptDocument {
  return {
    languageCode: languageCode ?? TRANSCRIPT_LANGUAGE_CODE,
    engine,
    durationMs: wholeMs(durationMs),
    segments: [],
  };
}

/**
 * The one place where engine output becomes the transcript every consumer reads: fillers dropped,
 * alternate-pronunciation marks stripped, words PRONUNCIATION and punctuation PUNCTUATION tokens, times in
 * whole milliseconds inside the media, in order and not overlapping, grouped into segments at pauses (one
 * speaker: the engines do not tell speakers apart).
 */
export function normalizeTranscript(
  words: readonly RecognizedWord[],
  options: NormalizeOptions,
): TranscriptDocument {
  const transcript = emptyTranscript(options);
  const tokens = orderedTokens(words, transcript.durationMs);
  transcript.segments = segmentsOf(tokens);
  return transcript;
}

/** The words of a transcript as one line of text (what word error rates and searches compare). */
export function spokenText(transcript: TranscriptDocument): string {
  return transcript.segments
    .flatMap((segment) => segment.tokens)
    .filter((token) => token.tokenType === TokenType.PRONUNCIATION)
    .map((token) => token.token)
    .join(' ');
}

function orderedTokens(words: readonly RecognizedWord[], durationMs: number): TranscriptToken[] {
  const tokens = words
    .map((word) => tokenOf(word, durationMs))
    .filter((token): token is TranscriptToken => token !== null);
  // Stable: items the engine gave the same start keep the engine's order.
  tokens.sort((a, b) => a.startTimestamp - b.startTimestamp);
  let previousEnd = 0;
  for (const token of tokens) {
    token.startTimestamp = Math.max(token.startTimestamp, previousEnd);
    token.endTimestamp = Math.max(token.endTimestamp, token.startTimestamp);
    previousEnd = token.endTimestamp;
  }
  return tokens;
}

function tokenOf(word: RecognizedWord, durationMs: number): TranscriptToken | null {
  const text = word.text.trim().replace(ALTERNATE_PRONUNCIATION, '');
  // No word is that long: it is an engine's garbage, and readers refuse a document holding one.
  if (text === '' || FILLER.test(text) || text.length > TRANSCRIPT_LIMITS.tokenChars) return null;
  const token: TranscriptToken = {
    token: text,
    tokenType: SPOKEN.test(text) ? TokenType.PRONUNCIATION : TokenType.PUNCTUATION,
    startTimestamp: clamp(wholeMs(word.startMs), 0, durationMs),
    endTimestamp: clamp(wholeMs(word.endMs), 0, durationMs),
  };
  if (word.confidence !== undefined && Number.isFinite(word.confidence)) {
    token.confidence = Math.round(clamp(word.confidence, 0, 1) * 1000) / 1000;
  }
  return token;
}

/**
 * A new segment starts at a word after a pause, or at the word that would make the segment too long.
 * Punctuation stays with the words before it. A segment of punctuation alone is not kept.
 */
function segmentsOf(tokens: readonly TranscriptToken[]): TranscriptSegment[] {
  const groups: TranscriptToken[][] = [];
  let current: TranscriptToken[] = [];
  for (const token of tokens) {
    const last = current[current.length - 1];
    const opensSegment =
      last !== undefined &&
      token.tokenType === TokenType.PRONUNCIATION &&
      (token.startTimestamp - last.endTimestamp >= SEGMENT_PAUSE_MS ||
        token.endTimestamp - current[0].startTimestamp > SEGMENT_MAX_MS);
    if (opensSegment) {
      groups.push(current);
      current = [];
    }
    current.push(token);
  }
  if (current.length > 0) groups.push(current);
  return groups
    .filter((group) => group.some((token) => token.tokenType === TokenType.PRONUNCIATION))
    .map((group) => ({
      speakerLabel: speakerLabel(0),
      startTimestamp: group[0].startTimestamp,
      endTimestamp: group[group.length - 1].endTimestamp,
      tokens: group,
    }));
}

function wholeMs(value: number): number {
  return Number.isFinite(value) ? Math.round(value) : 0;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

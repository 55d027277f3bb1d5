import { speakerDisplayName, TokenType } from '../enums/transcript';
import type { TranscriptDocument, TranscriptToken } from './transcription';

/**
 * Captions made from a transcript: WebVTT (players, HLS subtitles) and SRT (downloads). A cue never spans
 * two segments (a segment is one speaker between pauses), and a segment longer than a reader can take in
 * is cut into several cues at word boundaries.
 */

/** At most this many characters a caption line (the usual broadcast guideline). */
export const CAPTION_LINE_MAX_CHARS = 42;
/** At most this many lines a cue. */
export const CAPTION_MAX_LINES = 2;
/** A cue is cut before it would stay on screen longer than this. */
export const CAPTION_CUE_MAX_MS = 7000;

export interface CaptionCue {
  startMs: number;
  endMs: number;
  /** One or two lines, joined by "\n". */
  text: string;
  /** Set when the transcript has more than one speaker: "Speaker N". */
  speaker: string | null;
}

/** Opening punctuation sticks to the word after it; every other punctuation mark to the word before it. */
const OPENING_PUNCTUATION = /^[([{"“‘«¿¡]+$/;

/**
 * The text of a run of tokens as it reads: words separated by spaces, punctuation attached to its word.
 * Used for the searchable text of a segment as well as for captions.
 */
export function tokensToText(tokens: readonly Pick<TranscriptToken, 'token' | 'tokenType'>[]): string {
  let text = '';
  let glueNext = true;
  for (const { token, tokenType } of tokens) {
    const word = token.trim();
    if (word === '') continue;
    const punctuation = tokenType === TokenType.PUNCTUATION;
    const opening = punctuation && OPENING_PUNCTUATION.test(word);
    const separator = glueNext || (punctuation && !opening) ? '' : ' ';
    text += separator + word;
    glueNext = opening;
  }
  return text;
}

/** Cue text on at most CAPTION_MAX_LINES lines: the break goes at the space nearest the middle. */
function breakLines(text: string): string {
  if (text.length <= CAPTION_LINE_MAX_CHARS) return text;
  const middle = text.length / 2;
  let best = -1;
  for (let index = text.indexOf(' '); index !== -1; index = text.indexOf(' ', index + 1)) {
    if (best === -1 || Math.abs(index - middle) < Math.abs(best - middle)) best = index;
  }
  return best === -1 ? text : `${text.slice(0, best)}\n${text.slice(best + 1)}`;
}

/** The cues of a transcript, in order, each inside its segment and none overlapping the next. */
export function transcriptToCues(doc: TranscriptDocument): CaptionCue[] {
  const speakers = new Set(doc.segments.map((segment) => segment.speakerLabel));
  const maxChars = CAPTION_LINE_MAX_CHARS * CAPTION_MAX_LINES;
  const cues: CaptionCue[] = [];
  for (const segment of doc.segments) {
    const speaker = speakers.size > 1 ? speakerDisplayName(segment.speakerLabel) : null;
    let run: TranscriptToken[] = [];
    const flush = () => {
      const text = tokensToText(run);
      const first = run[0];
      const last = run[run.length - 1];
      if (text !== '' && first && last) {
        const startMs = Math.max(first.startTimestamp, segment.startTimestamp);
        const endMs = Math.max(startMs + 1, Math.min(last.endTimestamp, segment.endTimestamp));
        cues.push({ startMs, endMs, text: breakLines(text), speaker });
      }
      run = [];
    };
    for (const token of segment.tokens) {
      const first = run[0];
      const longer = tokensToText([...run, token]);
      const tooLong =
        longer.length > maxChars || (first && token.endTimestamp - first.startTimestamp > CAPTION_CUE_MAX_MS);
      // Punctuation never starts a cue: it stays with its word even past the limit.
      if (first && tooLong && token.tokenType !== TokenType.PUNCTUATION) flush();
      run.push(token);
    }
    flush();
  }
  // Engines round times: a cue never starts before the previous one ends.
  for (let index = 1; index < cues.length; index++) {
    const previous = cues[index - 1] as CaptionCue;
    const cue = cues[index] as CaptionCue;
    previous.endMs = Math.max(previous.startMs + 1, Math.min(previous.endMs, cue.startMs));
    cue.startMs = Math.max(cue.startMs, previous.endMs);
    cue.endMs = Math.max(cue.endMs, cue.startMs + 1);
  }
  return cues;
}

function clockParts(ms: number): [string, string, string, string] {
  const total = Math.max(0, Math.round(ms));
  const pad = (value: number, length = 2) => String(value).padStart(length, '0');
  return [
    pad(Math.floor(total / 3_600_000)),
    pad(Math.floor((total % 3_600_000) / 60_000)),
    pad(Math.floor((total % 60_000) / 1000)),
    pad(total % 1000, 3),
  ];
}

/** "01:02:03.456", a WebVTT cue time. */
export function webVttTime(ms: number): string {
  const [hours, minutes, seconds, millis] = clockParts(ms);
  return `${hours}:${minutes}:${seconds}.${millis}`;
}

/** "01:02:03,456", an SRT cue time. */
export function srtTime(ms: number): string {
  const [hours, minutes, seconds, millis] = clockParts(ms);
  return `${hours}:${minutes}:${seconds},${millis}`;
}

/** Cue text is markup in WebVTT: "&", "<" and ">" are escaped (so no text can read as "-->" either). */
function escapeWebVtt(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A WebVTT file of the transcript; with more than one speaker each cue carries its voice (`<v Speaker 2>`). */
export function transcriptToWebVtt(doc: TranscriptDocument): string {
  const blocks = transcriptToCues(doc).map((cue) => {
    const text = escapeWebVtt(cue.text);
    const body = cue.speaker ? `<v ${escapeWebVtt(cue.speaker)}>${text}</v>` : text;
    return `${webVttTime(cue.startMs)} --> ${webVttTime(cue.endMs)}\n${body}`;
  });
  return ['WEBVTT', ...blocks].join('\n\n') + '\n';
}

/** An SRT file of the transcript (numbered cues, comma before the milliseconds, no voice markup). */
export function transcriptToSrt(doc: TranscriptDocument): string {
  return transcriptToCues(doc)
    .map((cue, index) => `${index + 1}\n${srtTime(cue.startMs)} --> ${srtTime(cue.endMs)}\n${cue.text}\n`)
    .join('\n');
}

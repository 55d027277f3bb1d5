import { safePath } from '../media';
import type { RecognizedWord } from './normalize-transcript';

export interface WhisperArgsOptions {
  model: string;
  wavPath: string;
  /** whisper.cpp adds ".json" to this: the file the engine reads back. */
  outputStem: string;
  /** `-t`; null keeps whisper.cpp's default. */
  threads: number | null;
}

/**
 * whisper.cpp's CLI over a 16 kHz WAV: English (`-l en`, what a `.en` model speaks anyway), the full
 * JSON (`-ojf`: segments with their tokens, each token's times and probability) written to
 * `<outputStem>.json`, and progress lines on stderr (`-pp`). whisper.cpp reads long audio in 30 s
 * windows itself, so a long file needs no chunking.
 */
export function whisperArgs({ model, wavPath, outputStem, threads }: WhisperArgsOptions): string[] {
  return [
    '-m',
    model,
    '-f',
    safePath(wavPath),
    '-l',
    'en',
    ...(threads === null ? [] : ['-t', String(threads)]),
    '-pp',
    '-ojf',
    '-of',
    safePath(outputStem),
  ];
}

/** `whisper_print_progress_callback: progress =  45%` → 45; null for any other line. */
export function whisperProgressPercent(line: string): number | null {
  const match = /progress\s*=\s*(\d+)%/.exec(line);
  return match ? Math.min(100, Number(match[1])) : null;
}

/** The last line whisper.cpp starts with "error:", without it. */
export function whisperReason(stderr: readonly string[]): string | null {
  const line = [...stderr].reverse().find((candidate) => /^error:/i.test(candidate.trim()));
  return line ? line.trim().replace(/^error:\s*/i, '') : null;
}

export class WhisperOutputError extends Error {}

/** A token's text and times as `-ojf` writes them; the text still in whisper.cpp's raw bytes. */
interface WhisperToken {
  bytes: string;
  fromMs: number;
  toMs: number;
  p: number | undefined;
}

/**
 * The words of whisper.cpp's `-ojf` file. whisper.cpp writes each token's raw bytes unescaped (only `"`
 * and `\` are), so a character cut between two tokens is invalid UTF-8 on its own, and a NaN probability
 * is written `nan`: the file is read as Latin-1 (one character per byte, nothing lost), repaired where
 * JSON cannot read it, and each word's bytes are decoded as UTF-8 once its tokens are joined.
 *
 * Tokens become words as whisper's byte-pair tokenizer cut them: a token starting with a space starts a
 * word, the others continue it (" That" + "'s", " mank" + "ind"); punctuation tokens at either end of a
 * word are punctuation items of their own; special tokens (`[_BEG_]`, `[_TT_150]`) are dropped, and an
 * annotation in brackets (`[BLANK_AUDIO]`, `(upbeat music)`) becomes one filler item.
 */
export function parseWhisperJson(file: Buffer): RecognizedWord[] {
  const root = readJson(file);
  const transcription = isRecord(root) && Array.isArray(root.transcription) ? root.transcription : null;
  if (!transcription) throw new WhisperOutputError('whisper.cpp wrote no "transcription" list');
  const words: RecognizedWord[] = [];
  for (const segment of transcription.filter(isRecord)) {
    words.push(...segmentWords(segment));
  }
  return words;
}

function readJson(file: Buffer): unknown {
  // Control characters are JSON's only whitespace outside strings, and invalid inside them: spaces.
  const bytes = Buffer.from(file);
  for (let i = 0; i < bytes.length; i++) if (bytes[i] < 0x20) bytes[i] = 0x20;
  const text = bytes.toString('latin1').replace(/:\s*-?(nan|inf(inity)?)\b/gi, ': null');
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new WhisperOutputError(`whisper.cpp wrote JSON that cannot be read (${(error as Error).message})`);
  }
}

function segmentWords(segment: Record<string, unknown>): RecognizedWord[] {
  const span = offsets(segment) ?? { fromMs: 0, toMs: 0 };
  const listed = Array.isArray(segment.tokens) ? segment.tokens.filter(isRecord) : [];
  // Without token data (plain `-oj`), the segment's words and marks stand for tokens spanning the segment.
  const tokens: WhisperToken[] =
    listed.length > 0
      ? listed.map((token) => ({
          bytes: typeof token.text === 'string' ? token.text : '',
          ...(offsets(token) ?? span),
          p: typeof token.p === 'number' ? token.p : undefined,
        }))
      : pieces(typeof segment.text === 'string' ? segment.text : '').map((bytes) => ({
          ...span,
          bytes,
          p: undefined,
        }));
  return groupsOf(tokens.filter((token) => !isSpecial(token.bytes) && token.bytes !== '')).flatMap(itemsOf);
}

/** A text cut as whisper's tokenizer cuts words and marks apart (" Hello", " there", "."), in raw bytes. */
function pieces(bytes: string): string[] {
  const text = Buffer.from(bytes, 'latin1').toString('utf8');
  const found = text.match(/ ?[\p{L}\p{N}']+| ?[^\s\p{L}\p{N}']+/gu) ?? [];
  return found.map((piece) => Buffer.from(piece, 'utf8').toString('latin1'));
}

/** A word as whisper tokenized it: the tokens from one that starts with a space to the next. */
function groupsOf(tokens: readonly WhisperToken[]): WhisperToken[][] {
  const groups: WhisperToken[][] = [];
  // Inside brackets, spaces do not end the item: "(upbeat music)" is one annotation.
  let inAnnotation = false;
  for (const token of tokens) {
    const text = decode([token]).trim();
    if (groups.length === 0 || (token.bytes.startsWith(' ') && !inAnnotation)) {
      groups.push([token]);
      inAnnotation = /^[[(]/.test(text);
    } else {
      groups[groups.length - 1].push(token);
    }
    if (inAnnotation && /[\])]$/.test(text)) inAnnotation = false;
  }
  return groups;
}

/** One word's tokens as items: leading punctuation, the word, trailing punctuation; or one annotation. */
function itemsOf(group: readonly WhisperToken[]): RecognizedWord[] {
  const text = decode(group).trim();
  if (/^[[(]/.test(text)) {
    // Closed even when the segment ended inside it, so normalization knows it for a filler.
    const closing = text.startsWith('[') ? ']' : ')';
    return [{ ...item(group), text: text.endsWith(closing) ? text : `${text}${closing}` }];
  }
  let first = 0;
  let last = group.length - 1;
  while (first <= last && isPunctuation(group[first])) first += 1;
  while (last >= first && isPunctuation(group[last])) last -= 1;
  if (first > last) return [item(group)];
  return [
    ...group.slice(0, first).map((token) => item([token])),
    item(group.slice(first, last + 1)),
    ...group.slice(last + 1).map((token) => item([token])),
  ];
}

function item(tokens: readonly WhisperToken[]): RecognizedWord {
  const probabilities = tokens.map((token) => token.p).filter((p): p is number => p !== undefined);
  const word: RecognizedWord = {
    text: decode(tokens).trim(),
    startMs: tokens[0].fromMs,
    endMs: tokens[tokens.length - 1].toMs,
  };
  if (probabilities.length > 0) {
    word.confidence = probabilities.reduce((sum, p) => sum + p, 0) / probabilities.length;
  }
  return word;
}

const PUNCTUATION_ONLY = /^[\p{P}\p{S}]+$/u;

function isPunctuation(token: WhisperToken): boolean {
  const text = decode([token]).trim();
  return PUNCTUATION_ONLY.test(text) && !text.includes('\uFFFD');
}

/** Special tokens as whisper.cpp names them: `[_BEG_]`, `[_TT_150]`, `[_SOT_]`, `[_EOT_]`, `[_LANG_en]`… */
function isSpecial(bytes: string): boolean {
  return /^\[_.*\]$/.test(bytes) || /^<\|.*\|>$/.test(bytes);
}

/** The tokens' bytes, joined, as UTF-8 text. */
function decode(tokens: readonly WhisperToken[]): string {
  return Buffer.from(tokens.map((token) => token.bytes).join(''), 'latin1').toString('utf8');
}

/** `"offsets": { "from": 1320, "to": 1480 }`, milliseconds. */
function offsets(value: Record<string, unknown>): { fromMs: number; toMs: number } | null {
  const found = value.offsets;
  if (!isRecord(found) || typeof found.from !== 'number' || typeof found.to !== 'number') return null;
  return { fromMs: found.from, toMs: found.to };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

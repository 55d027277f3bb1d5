import {
  checkBase64Caption,
  ErrorCode,
  ErrorMessages,
  stripBase64,
  type CodedProblem,
} from '@framehouse/domain';
import { WebVTTParser } from 'webvtt-parser';

/** A caption file that passed every check: its text (UTF-8, without a byte order mark) and bytes. */
export interface CaptionFile {
  text: string;
  bytes: Buffer;
  cueCount: number;
}

/**
 * What the W3C parser reports and players take in their stride: lines under the signature, such as the
 * "Kind:" and "Language:" of exported files or an HLS `X-TIMESTAMP-MAP`.
 */
const TOLERATED_ERRORS = new Set(['No blank line after the signature.']);

const malformed = (): CodedProblem<ErrorCode> => ({
  code: ErrorCode.MALFORMED_CAPTION,
  message: ErrorMessages[ErrorCode.MALFORMED_CAPTION],
});

/**
 * Reads an uploaded caption: base64 text within the size limit (the domain's check), bytes that are
 * UTF-8 text, and a WebVTT file the W3C validator's parser (webvtt-parser) reads without an error and with
 * at least one cue. An empty file, a file of no cue, binary data and anything else malformed get the
 * spec's "File cold not be parsed…" (MALFORMED_CAPTION).
 */
export function readCaptionFile(b64: string): CaptionFile | CodedProblem<ErrorCode> {
  const problem = checkBase64Caption(b64);
  if (problem) return problem;
  const decoded = Buffer.from(stripBase64(b64), 'base64');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(decoded);
  } catch {
    return malformed();
  }
  text = text.replace(/^\uFEFF/, '');
  if (text.includes('\u0000')) return malformed();
  const parsed = new WebVTTParser().parse(text, 'subtitles');
  const errors = parsed.errors.filter((error) => !TOLERATED_ERRORS.has(error.message));
  if (errors.length > 0 || parsed.cues.length === 0) return malformed();
  return { text, bytes: Buffer.from(text, 'utf8'), cueCount: parsed.cues.length };
}

export function isCaptionFile(value: CaptionFile | CodedProblem<ErrorCode>): value is CaptionFile {
  return 'bytes' in value;
}

import { join } from 'node:path';
import { safePath } from '../media';
import type { RecognizedWord } from './normalize-transcript';

/** The program of Debian's `pocketsphinx` package that decodes a whole file, utterance by utterance. */
export const POCKETSPHINX_PROGRAM = 'pocketsphinx_continuous';

/** The files of a pocketsphinx model folder (Debian's pocketsphinx-en-us layout). */
export function pocketsphinxModelFiles(modelDir: string): { hmm: string; lm: string; dict: string } {
  return {
    hmm: join(modelDir, 'en-us'),
    lm: join(modelDir, 'en-us.lm.bin'),
    dict: join(modelDir, 'cmudict-en-us.dict'),
  };
}

/**
 * `pocketsphinx_continuous` over a 16 kHz mono 16-bit WAV: it splits the file into utterances at
 * silences itself (so a long file needs no chunking) and, with `-time yes`, prints each utterance's
 * hypothesis, then one `word start end confidence` line per word, times in seconds from the start of the
 * file. Its log stays on stderr, where the runner keeps the last lines to explain a failure.
 */
export function pocketsphinxArgs(wavPath: string, modelDir: string): string[] {
  const model = pocketsphinxModelFiles(modelDir);
  return [
    '-hmm',
    model.hmm,
    '-lm',
    model.lm,
    '-dict',
    model.dict,
    '-samprate',
    '16000',
    '-time',
    'yes',
    '-infile',
    safePath(wavPath),
  ];
}

/** "word start end confidence": `publish 0.320 0.780 0.998801`, `<sil> 2.640 2.890 0.999400`. */
const WORD_LINE = /^(\S+) (\d+(?:\.\d+)?) (\d+(?:\.\d+)?) (\S+)$/;

/** One line of pocketsphinx's output: a word (or filler) with its times, or null for a hypothesis line. */
export function parsePocketsphinxLine(line: string): RecognizedWord | null {
  const match = WORD_LINE.exec(line.trim());
  if (!match) return null;
  const confidence = Number(match[4]);
  const word: RecognizedWord = {
    text: match[1],
    startMs: Number(match[2]) * 1000,
    endMs: Number(match[3]) * 1000,
  };
  if (Number.isFinite(confidence)) word.confidence = confidence;
  return word;
}

/** Every word line of pocketsphinx's stdout, fillers included (normalization drops them). */
export function parsePocketsphinxOutput(stdout: string): RecognizedWord[] {
  return stdout
    .split(/\r?\n/)
    .map(parsePocketsphinxLine)
    .filter((word): word is RecognizedWord => word !== null);
}

/** The reason in pocketsphinx's log: its last `ERROR:` or `FATAL:` line, without the source location. */
export function pocketsphinxReason(stderr: readonly string[]): string | null {
  const line = [...stderr].reverse().find((candidate) => /^(ERROR|FATAL):/.test(candidate));
  if (!line) return null;
  return line.replace(/^(ERROR|FATAL):\s*("[^"]*", line \d+:\s*)?/, '').trim();
}

import { TokenType } from '@framehouse/domain';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { normalizeTranscript, spokenText } from './normalize-transcript';
import {
  parsePocketsphinxLine,
  parsePocketsphinxOutput,
  pocketsphinxArgs,
  pocketsphinxReason,
} from './pocketsphinx-command';

function fixture(name: 'pocketsphinx-two-sentences' | 'pocketsphinx-tone'): string {
  return readFileSync(join(__dirname, 'fixtures', `${name}.txt`), 'utf8');
}

/** The espeak-ng clip of `pocketsphinx-two-sentences` (see fixtures/README.md). */
const TWO_SENTENCES_MS = 8364;

describe('pocketsphinxArgs', () => {
  it("names Debian's US English model, 16 kHz, word times, and the file", () => {
    expect(pocketsphinxArgs('/work/audio.wav', '/usr/share/pocketsphinx/model/en-us')).toEqual([
      '-hmm',
      '/usr/share/pocketsphinx/model/en-us/en-us',
      '-lm',
      '/usr/share/pocketsphinx/model/en-us/en-us.lm.bin',
      '-dict',
      '/usr/share/pocketsphinx/model/en-us/cmudict-en-us.dict',
      '-samprate',
      '16000',
      '-time',
      'yes',
      '-infile',
      '/work/audio.wav',
    ]);
  });

  it('keeps a file name starting with a dash from being read as an option', () => {
    expect(pocketsphinxArgs('-audio.wav', '/m').at(-1)).toBe('./-audio.wav');
  });
});

describe('parsePocketsphinxOutput', () => {
  it('reads every word line of a real run, fillers included, and skips the hypothesis lines', () => {
    const words = parsePocketsphinxOutput(fixture('pocketsphinx-two-sentences'));
    expect(words).toHaveLength(31);
    expect(words.slice(0, 3)).toEqual([
      { text: '<s>', startMs: 0, endMs: 20, confidence: 0.9992 },
      { text: 'we', startMs: 30, endMs: 120, confidence: 0.656752 },
      { text: 'will', startMs: 130, endMs: 310, confidence: 0.9992 },
    ]);
    expect(words.map((word) => word.text)).toContain('when(2)');
    expect(words.find((word) => word.text === '<s>' && word.startMs > 4000)).toMatchObject({
      startMs: 4310,
      endMs: 4400,
    });
  });

  it('reads an utterance whose hypothesis is empty (a tone)', () => {
    expect(parsePocketsphinxOutput(fixture('pocketsphinx-tone')).map((word) => word.text)).toEqual([
      '<s>',
      '</s>',
    ]);
  });

  it('takes a line that is not four fields for a hypothesis, and keeps a word whose confidence is unreadable', () => {
    expect(parsePocketsphinxLine('please call me back')).toBeNull();
    expect(parsePocketsphinxLine('')).toBeNull();
    expect(parsePocketsphinxLine('maybe 1.000 1.500 -nan')).toEqual({
      text: 'maybe',
      startMs: 1000,
      endMs: 1500,
    });
  });
});

describe('pocketsphinx output, normalized', () => {
  it('gives two segments split at the pause, without fillers or pronunciation marks', () => {
    const transcript = normalizeTranscript(parsePocketsphinxOutput(fixture('pocketsphinx-two-sentences')), {
      engine: 'pocketsphinx',
      durationMs: TWO_SENTENCES_MS,
    });
    expect(spokenText(transcript)).toBe(
      'we will publish a video on our website then we please call me back when you have time to talk about the project',
    );
    expect(
      transcript.segments.map((segment) => [
        segment.startTimestamp,
        segment.endTimestamp,
        segment.tokens.length,
      ]),
    ).toEqual([
      [30, 3060, 10],
      [4410, 7840, 13],
    ]);
    const tokens = transcript.segments.flatMap((segment) => segment.tokens);
    expect(tokens.every((token) => token.tokenType === TokenType.PRONUNCIATION)).toBe(true);
    expect(tokens.find((token) => token.token === 'when')).toEqual({
      token: 'when',
      tokenType: TokenType.PRONUNCIATION,
      startTimestamp: 5530,
      endTimestamp: 5700,
      confidence: 0.839,
    });
  });

  it('drops a noise filler pocketsphinx may print', () => {
    const output = fixture('pocketsphinx-two-sentences').replace('<sil> 2.640', '[NOISE] 2.640');
    const transcript = normalizeTranscript(parsePocketsphinxOutput(output), {
      engine: 'pocketsphinx',
      durationMs: TWO_SENTENCES_MS,
    });
    expect(spokenText(transcript)).not.toMatch(/noise/i);
  });

  it('gives no segment for a tone', () => {
    const words = parsePocketsphinxOutput(fixture('pocketsphinx-tone'));
    expect(normalizeTranscript(words, { engine: 'pocketsphinx', durationMs: 2000 }).segments).toEqual([]);
  });
});

describe('pocketsphinxReason', () => {
  it("is pocketsphinx's last error, without the source location", () => {
    expect(
      pocketsphinxReason([
        'INFO: continuous.c(307): pocketsphinx_continuous COMPILED ON: Sep 28 2022, AT: 20:56:35',
        'ERROR: "continuous.c", line 123: Input audio file has [79] bits per sample instead of 16',
        'FATAL: "continuous.c", line 165: Failed to process file \'x.wav\' due to format mismatch.',
      ]),
    ).toBe("Failed to process file 'x.wav' due to format mismatch.");
    expect(pocketsphinxReason(['INFO: all good'])).toBeNull();
  });
});

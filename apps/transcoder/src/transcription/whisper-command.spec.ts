import { TokenType } from '@framehouse/domain';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { normalizeTranscript, spokenText, type RecognizedWord } from './normalize-transcript';
import {
  parseWhisperJson,
  whisperArgs,
  whisperProgressPercent,
  whisperReason,
  WhisperOutputError,
} from './whisper-command';

// A hand-made -ojf file (no model can be downloaded here): see fixtures/README.md.
const FIXTURE = readFileSync(join(__dirname, 'fixtures', 'whisper-small-step.json'));
const DURATION_MS = 7500;

/** A minimal -ojf document: one segment of the given tokens (text as whisper's raw bytes, in Latin-1). */
function ojf(tokens: [text: string, fromMs: number, toMs: number][]): Buffer {
  const document = {
    transcription: [
      {
        offsets: { from: tokens[0][1], to: tokens[tokens.length - 1][2] },
        text: tokens.map(([text]) => text).join(''),
        tokens: tokens.map(([text, from, to]) => ({ text, offsets: { from, to }, id: 1, p: 0.5, t_dtw: -1 })),
      },
    ],
  };
  return Buffer.from(JSON.stringify(document), 'latin1');
}

function texts(words: RecognizedWord[]): string[] {
  return words.map((word) => word.text);
}

describe('whisperArgs', () => {
  it('asks for English, the full JSON beside the work, and progress lines', () => {
    expect(
      whisperArgs({
        model: '/models/ggml-base.en.bin',
        wavPath: '/w/audio.wav',
        outputStem: '/w/whisper',
        threads: null,
      }),
    ).toEqual([
      '-m',
      '/models/ggml-base.en.bin',
      '-f',
      '/w/audio.wav',
      '-l',
      'en',
      '-pp',
      '-ojf',
      '-of',
      '/w/whisper',
    ]);
  });

  it('passes a thread count when one is configured', () => {
    const args = whisperArgs({ model: 'm.bin', wavPath: 'a.wav', outputStem: 'o', threads: 2 });
    expect(args.slice(args.indexOf('-t'), args.indexOf('-t') + 2)).toEqual(['-t', '2']);
  });
});

describe('whisperProgressPercent and whisperReason', () => {
  it("read whisper.cpp's stderr", () => {
    expect(whisperProgressPercent('whisper_print_progress_callback: progress =  45%')).toBe(45);
    expect(whisperProgressPercent('whisper_init_from_file_with_params_no_state: loading model')).toBeNull();
    expect(
      whisperReason([
        'whisper_init_from_file_with_params_no_state: loading model from "x.bin"',
        "error: failed to decode audio from 'a.wav'.",
        'Make sure the file is not corrupted and has one of: flac, mp3, ogg, wav.',
      ]),
    ).toBe("failed to decode audio from 'a.wav'.");
  });
});

describe('parseWhisperJson', () => {
  it('joins tokens into words, parts punctuation off, drops special tokens and annotations', () => {
    const words = parseWhisperJson(FIXTURE);
    expect(texts(words)).toEqual([
      "That's",
      'one',
      'small',
      'step',
      'for',
      'man',
      '.',
      'One',
      'giant',
      'leap',
      'for',
      'mankind',
      '.',
      '[BLANK_AUDIO]',
    ]);
    expect(words[0]).toEqual({
      text: "That's",
      startMs: 160,
      endMs: 490,
      confidence: (0.314187 + 0.837885) / 2,
    });
    expect(words[11]).toMatchObject({ text: 'mankind', startMs: 4880, endMs: 5640 });
  });

  it('normalizes into punctuated segments split at the pause, annotation dropped, inside the duration', () => {
    const transcript = normalizeTranscript(parseWhisperJson(FIXTURE), {
      engine: 'whisper.cpp:ggml-base.en.bin',
      durationMs: DURATION_MS,
    });
    expect(spokenText(transcript)).toBe("That's one small step for man One giant leap for mankind");
    expect(
      transcript.segments.map((segment) => [
        segment.startTimestamp,
        segment.endTimestamp,
        segment.tokens.map((token) =>
          token.tokenType === TokenType.PUNCTUATION ? `[${token.token}]` : token.token,
        ),
      ]),
    ).toEqual([
      [160, 1910, ["That's", 'one', 'small', 'step', 'for', 'man', '[.]']],
      [3680, 5650, ['One', 'giant', 'leap', 'for', 'mankind', '[.]']],
    ]);
    expect(transcript.segments[0].tokens[0].confidence).toBe(0.576);
  });

  it('reads the file as whisper.cpp writes it: tab indents, raw bytes, nan', () => {
    const tabbed = Buffer.from(JSON.stringify(JSON.parse(FIXTURE.toString('utf8')), null, '\t'));
    expect(parseWhisperJson(tabbed)).toEqual(parseWhisperJson(FIXTURE));

    // "é" is two bytes; a tokenizer may cut it between tokens, each invalid UTF-8 alone.
    const split = ojf([
      [' caf', 0, 200],
      ['\u00c3', 200, 250],
      ['\u00a9', 250, 300],
      [' au', 300, 400],
      [' lait', 400, 600],
    ]);
    expect(texts(parseWhisperJson(split))).toEqual(['café', 'au', 'lait']);

    const nan = Buffer.from(FIXTURE.toString('latin1').replace('"p": 0.314187', '"p": nan'), 'latin1');
    expect(parseWhisperJson(nan)[0]).toMatchObject({ text: "That's", confidence: 0.837885 });

    const newline = Buffer.from(FIXTURE.toString('latin1').replace('" one"', '"\n one"'), 'latin1');
    expect(texts(parseWhisperJson(newline)).slice(0, 2)).toEqual(["That's", 'one']);
  });

  it('keeps punctuation inside a word, and opening punctuation before it', () => {
    const words = parseWhisperJson(
      ojf([
        [' "', 0, 10],
        ['Well', 10, 200],
        [' 1', 200, 300],
        [',', 300, 310],
        ['000', 310, 500],
        [' don', 500, 600],
        ["'t", 600, 700],
        ['?"', 700, 710],
      ]),
    );
    expect(texts(words)).toEqual(['"', 'Well', '1,000', "don't", '?"']);
    expect(words[0]).toMatchObject({ startMs: 0, endMs: 10 });
  });

  it('takes a bracketed annotation over several words as one item', () => {
    const words = parseWhisperJson(
      ojf([
        [' (', 0, 100],
        ['up', 100, 200],
        ['beat', 200, 300],
        [' music', 300, 400],
        [')', 400, 500],
        [' Hi', 600, 700],
      ]),
    );
    expect(texts(words)).toEqual(['(upbeat music)', 'Hi']);
  });

  it('falls back on segment times when a segment lists no tokens (plain -oj)', () => {
    const plain = Buffer.from(
      JSON.stringify({ transcription: [{ offsets: { from: 1000, to: 2000 }, text: ' Hello there.' }] }),
    );
    expect(parseWhisperJson(plain)).toEqual([
      { text: 'Hello', startMs: 1000, endMs: 2000 },
      { text: 'there', startMs: 1000, endMs: 2000 },
      { text: '.', startMs: 1000, endMs: 2000 },
    ]);
  });

  it('refuses a file that is not whisper.cpp JSON', () => {
    expect(() => parseWhisperJson(Buffer.from('{"transcription": ['))).toThrow(WhisperOutputError);
    expect(() => parseWhisperJson(Buffer.from('{}'))).toThrow('whisper.cpp wrote no "transcription" list');
  });
});

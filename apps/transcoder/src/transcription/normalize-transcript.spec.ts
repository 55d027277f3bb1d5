import { TokenType, type TranscriptDocument } from '@framehouse/domain';
import {
  emptyTranscript,
  normalizeTranscript,
  SEGMENT_MAX_MS,
  SEGMENT_PAUSE_MS,
  spokenText,
  type RecognizedWord,
} from './normalize-transcript';

const options = { engine: 'pocketsphinx', durationMs: 10_000 };

function word(text: string, startMs: number, endMs: number, confidence?: number): RecognizedWord {
  return confidence === undefined ? { text, startMs, endMs } : { text, startMs, endMs, confidence };
}

/** Every token in order, with the segment it belongs to. */
function tokensOf(transcript: TranscriptDocument) {
  return transcript.segments.flatMap((segment, index) =>
    segment.tokens.map((token) => ({ segment: index, ...token })),
  );
}

describe('normalizeTranscript', () => {
  it('keeps words as PRONUNCIATION tokens of one speaker, in US English, times in whole ms', () => {
    const transcript = normalizeTranscript(
      [word('hello', 100.4, 480.6, 0.9), word('world', 490, 900, 0.75)],
      options,
    );
    expect(transcript).toEqual({
      languageCode: 'en-US',
      engine: 'pocketsphinx',
      durationMs: 10_000,
      segments: [
        {
          speakerLabel: 'spk_0',
          startTimestamp: 100,
          endTimestamp: 900,
          tokens: [
            {
              token: 'hello',
              tokenType: TokenType.PRONUNCIATION,
              startTimestamp: 100,
              endTimestamp: 481,
              confidence: 0.9,
            },
            {
              token: 'world',
              tokenType: TokenType.PRONUNCIATION,
              startTimestamp: 490,
              endTimestamp: 900,
              confidence: 0.75,
            },
          ],
        },
      ],
    });
  });

  it("drops pocketsphinx's and whisper.cpp's fillers", () => {
    const fillers = ['<s>', '</s>', '<sil>', '[NOISE]', '[SPEECH]', '++BREATH++', '+NSN+', '[BLANK_AUDIO]'];
    const transcript = normalizeTranscript(
      [
        ...fillers.map((text, i) => word(text, i * 10, i * 10 + 5)),
        word('(upbeat music)', 100, 200),
        word('♪', 200, 210),
        word('yes', 300, 400),
      ],
      options,
    );
    expect(spokenText(transcript)).toBe('yes');
    expect(tokensOf(transcript)).toHaveLength(1);
  });

  it('strips the alternate-pronunciation marks of pocketsphinx', () => {
    const transcript = normalizeTranscript(
      [word('when(2)', 0, 100), word('to(3)', 100, 200), word("we'll(2)", 200, 300)],
      options,
    );
    expect(spokenText(transcript)).toBe("when to we'll");
  });

  it('makes punctuation PUNCTUATION tokens, kept with the words before it', () => {
    const transcript = normalizeTranscript(
      [word('Hello', 0, 400), word(',', 400, 410), word('world', 420, 800), word('.', 800, 805)],
      options,
    );
    expect(tokensOf(transcript).map((token) => [token.token, token.tokenType])).toEqual([
      ['Hello', TokenType.PRONUNCIATION],
      [',', TokenType.PUNCTUATION],
      ['world', TokenType.PRONUNCIATION],
      ['.', TokenType.PUNCTUATION],
    ]);
  });

  it('splits segments at a pause of 700 ms or more, not at a shorter one', () => {
    const transcript = normalizeTranscript(
      [
        word('one', 0, 300),
        word('two', 300 + SEGMENT_PAUSE_MS - 1, 1300),
        word('.', 1300, 1300),
        word('three', 1300 + SEGMENT_PAUSE_MS, 2300),
      ],
      options,
    );
    expect(transcript.segments.map((segment) => segment.tokens.map((token) => token.token))).toEqual([
      ['one', 'two', '.'],
      ['three'],
    ]);
    expect(transcript.segments.map((segment) => [segment.startTimestamp, segment.endTimestamp])).toEqual([
      [0, 1300],
      [2000, 2300],
    ]);
  });

  it('closes a segment before the word that would make it longer than the maximum', () => {
    const words = Array.from({ length: 30 }, (_, i) => word(`w${i}`, i * 500, i * 500 + 450));
    const transcript = normalizeTranscript(words, { ...options, durationMs: 20_000 });
    for (const segment of transcript.segments) {
      expect(segment.endTimestamp - segment.startTimestamp).toBeLessThanOrEqual(SEGMENT_MAX_MS);
    }
    expect(transcript.segments).toHaveLength(2);
    expect(spokenText(transcript).split(' ')).toHaveLength(30);
  });

  it('orders tokens and removes overlaps: each starts where the one before ended, at the earliest', () => {
    const transcript = normalizeTranscript(
      [word('b', 500, 900), word('a', 0, 600), word('c', 850, 800)],
      options,
    );
    expect(
      tokensOf(transcript).map((token) => [token.token, token.startTimestamp, token.endTimestamp]),
    ).toEqual([
      ['a', 0, 600],
      ['b', 600, 900],
      ['c', 900, 900],
    ]);
  });

  it('clamps times and confidences inside their ranges', () => {
    const transcript = normalizeTranscript(
      [word('early', -50, 200, 1.0002), word('late', 9_900, 10_250, -0.1), word('never', NaN, NaN)],
      options,
    );
    expect(
      tokensOf(transcript).map((token) => [token.startTimestamp, token.endTimestamp, token.confidence]),
    ).toEqual([
      [0, 200, 1],
      [200, 200, undefined],
      [9_900, 10_000, 0],
    ]);
  });

  it('drops an item too long to be a word', () => {
    const transcript = normalizeTranscript([word('x'.repeat(201), 0, 100), word('ok', 100, 200)], options);
    expect(spokenText(transcript)).toBe('ok');
  });

  it('keeps no segment of punctuation alone', () => {
    expect(normalizeTranscript([word('.', 0, 10), word('<sil>', 10, 2000)], options).segments).toEqual([]);
  });
});

describe('emptyTranscript', () => {
  it('is a transcript without segments, for media without speech or audio', () => {
    expect(emptyTranscript({ engine: 'pocketsphinx', durationMs: 3000.4 })).toEqual({
      languageCode: 'en-US',
      engine: 'pocketsphinx',
      durationMs: 3000,
      segments: [],
    });
  });
});

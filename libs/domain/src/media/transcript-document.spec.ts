import { TokenType } from '../enums/transcript';
import { parseTranscriptDocument, parseTranscriptJson, TRANSCRIPT_LIMITS } from './transcript-document';

const valid = () => ({
  languageCode: 'en-US',
  engine: 'pocketsphinx',
  durationMs: 3000.4,
  segments: [
    {
      speakerLabel: 'spk_0',
      startTimestamp: 1500,
      endTimestamp: 2500,
      tokens: [
        { token: 'world', tokenType: 'PRONUNCIATION', startTimestamp: 2000, endTimestamp: 2500.6 },
        {
          token: 'hello',
          tokenType: 'PRONUNCIATION',
          startTimestamp: 1500,
          endTimestamp: 1900,
          confidence: 0.9,
        },
      ],
    },
    { speakerLabel: 'spk_0', startTimestamp: 100, endTimestamp: 900, tokens: [] },
  ],
});

describe('parseTranscriptDocument', () => {
  it('accepts the contract and normalizes it: rounded times, sorted segments and tokens, tokens inside', () => {
    expect(parseTranscriptDocument(valid())).toEqual({
      languageCode: 'en-US',
      engine: 'pocketsphinx',
      durationMs: 3000,
      segments: [
        { speakerLabel: 'spk_0', startTimestamp: 100, endTimestamp: 900, tokens: [] },
        {
          speakerLabel: 'spk_0',
          startTimestamp: 1500,
          endTimestamp: 2500,
          tokens: [
            {
              token: 'hello',
              tokenType: TokenType.PRONUNCIATION,
              startTimestamp: 1500,
              endTimestamp: 1900,
              confidence: 0.9,
            },
            { token: 'world', tokenType: TokenType.PRONUNCIATION, startTimestamp: 2000, endTimestamp: 2500 },
          ],
        },
      ],
    });
  });

  it('accepts an empty transcript (no speech, no audio)', () => {
    expect(parseTranscriptDocument({ ...valid(), segments: [] })?.segments).toEqual([]);
  });

  const broken: Array<[string, (doc: ReturnType<typeof valid>) => unknown]> = [
    ['not an object', () => 'text'],
    ['an array', () => []],
    ['no segments', (doc) => ({ ...doc, segments: undefined })],
    ['a bad language code', (doc) => ({ ...doc, languageCode: 'english please' })],
    ['no engine', (doc) => ({ ...doc, engine: '' })],
    ['a negative duration', (doc) => ({ ...doc, durationMs: -1 })],
    [
      'a segment ending before it starts',
      (doc) => ({ ...doc, segments: [{ ...doc.segments[0], endTimestamp: 1 }] }),
    ],
    [
      'a segment without a speaker',
      (doc) => ({ ...doc, segments: [{ ...doc.segments[0], speakerLabel: 7 }] }),
    ],
    [
      'a time that is not a number',
      (doc) => ({ ...doc, segments: [{ ...doc.segments[0], startTimestamp: '1' }] }),
    ],
    [
      'an unknown token type',
      (doc) => ({
        ...doc,
        segments: [
          {
            ...doc.segments[0],
            tokens: [{ token: 'x', tokenType: 'WORD', startTimestamp: 1500, endTimestamp: 1600 }],
          },
        ],
      }),
    ],
    [
      'an empty token',
      (doc) => ({
        ...doc,
        segments: [
          {
            ...doc.segments[0],
            tokens: [{ token: ' ', tokenType: 'PUNCTUATION', startTimestamp: 1500, endTimestamp: 1500 }],
          },
        ],
      }),
    ],
    [
      'a token too long',
      (doc) => ({
        ...doc,
        segments: [
          {
            ...doc.segments[0],
            tokens: [
              {
                token: 'x'.repeat(TRANSCRIPT_LIMITS.tokenChars + 1),
                tokenType: 'PRONUNCIATION',
                startTimestamp: 1500,
                endTimestamp: 1600,
              },
            ],
          },
        ],
      }),
    ],
  ];

  it.each(broken)('refuses %s', (_, change) => {
    expect(parseTranscriptDocument(change(valid()))).toBeNull();
  });
});

describe('parseTranscriptJson', () => {
  it('reads JSON text and refuses anything else', () => {
    expect(parseTranscriptJson(JSON.stringify(valid()))?.languageCode).toBe('en-US');
    expect(parseTranscriptJson('{not json')).toBeNull();
    expect(parseTranscriptJson('null')).toBeNull();
  });
});

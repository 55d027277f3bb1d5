import { TokenType } from '@framehouse/domain';
import {
  boundariesOf,
  BoundaryReason,
  cosineSimilarity,
  cutPoints,
  openingWords,
  sentencesOf,
  snapToSentence,
  topicBoundaries,
  type Boundary,
  type SpokenSegment,
} from './video-boundaries';
import { speech } from './speech-fixture';

const { SCENE_CHANGE, TOPIC_CHANGE } = BoundaryReason;

describe('sentencesOf', () => {
  it('ends sentences at ".", "?", "!", at a pause and at the end of a segment; commas do not', () => {
    const segment = speech(0, 'Hello there, friend. Are you well? Yes!');
    const late = speech(10_000, 'After a pause');
    const paused: SpokenSegment = {
      startMs: 20_000,
      endMs: 23_000,
      tokens: [
        { token: 'one', tokenType: TokenType.PRONUNCIATION, startTimestamp: 20_000, endTimestamp: 20_300 },
        { token: 'two', tokenType: TokenType.PRONUNCIATION, startTimestamp: 21_400, endTimestamp: 21_700 },
      ],
    };
    const sentences = sentencesOf([late, paused, segment]);
    expect(
      sentences.map((s) => s.tokens.filter((t) => t.tokenType === TokenType.PRONUNCIATION).length),
    ).toEqual([3, 3, 1, 3, 1, 1]);
    expect(sentences[0]).toMatchObject({ start: 0, end: 1150 });
    expect(sentences.map((s) => s.start)).toEqual([0, 1200, 2400, 10_000, 20_000, 21_400]);
  });

  it('skips punctuation without words', () => {
    const stray: SpokenSegment = {
      startMs: 0,
      endMs: 10,
      tokens: [{ token: '.', tokenType: TokenType.PUNCTUATION, startTimestamp: 0, endTimestamp: 10 }],
    };
    expect(sentencesOf([stray])).toEqual([]);
  });
});

describe('topic boundaries', () => {
  it('measures shared vocabulary', () => {
    expect(cosineSimilarity(['rain', 'cloud'], ['rain', 'cloud'])).toBeCloseTo(1);
    expect(cosineSimilarity(['rain'], ['garden'])).toBe(0);
    expect(cosineSimilarity([], ['garden'])).toBe(0);
  });

  it('finds the sentence where the vocabulary changes, and none in a text on one subject', () => {
    const garden = [
      'Tomatoes grow well in the garden soil.',
      'Water the tomatoes and the garden soil daily.',
      'Garden tomatoes need sun and soil.',
      'Prune the tomatoes in the garden.',
    ];
    const engines = [
      'Engines burn fuel in cylinders.',
      'Cylinders and pistons turn fuel into motion.',
      'Pistons move when engines burn fuel.',
      'Engines need fuel and pistons.',
    ];
    const segments = [...garden, ...engines].map((text, i) => speech(i * 5000, text));
    const sentences = sentencesOf(segments);
    expect(topicBoundaries(sentences).map((gap) => gap.index)).toEqual([4]);
    expect(topicBoundaries(sentencesOf(garden.map((text, i) => speech(i * 5000, text))))).toEqual([]);
    expect(topicBoundaries(sentences.slice(0, 3))).toEqual([]);
  });
});

describe('snapToSentence and boundariesOf', () => {
  const sentences = sentencesOf([
    speech(0, 'One two three four five six seven eight nine ten.'),
    speech(6000, 'Later.'),
  ]);

  it('moves a scene change in a sentence to its nearer edge within 1.5 s, else leaves it', () => {
    expect(snapToSentence(3500, sentences)).toBe(3950);
    expect(snapToSentence(900, sentences)).toBe(0);
    expect(snapToSentence(2000, sentences)).toBe(2000);
    expect(snapToSentence(5000, sentences)).toBe(5000);
  });

  it('merges a scene change and a topic change close together, at the scene time', () => {
    const topicAt = sentencesOf(
      [
        'Garden soil tomatoes.',
        'Garden soil tomatoes grow.',
        'Engines fuel pistons.',
        'Engines fuel burn pistons.',
      ].map((text, i) => speech(i * 6000, text)),
    );
    const boundaries = boundariesOf(topicAt, [{ timeMs: 7800, score: 0.9 }]);
    expect(boundaries).toEqual([
      { timeMs: 7800, reasons: [TOPIC_CHANGE, SCENE_CHANGE], strength: expect.any(Number) as number },
    ]);
  });
});

describe('boundaries in one silence', () => {
  it('merges a topic change with a scene change before the next sentence, not two scene changes', () => {
    const topicAt = sentencesOf(
      [
        'Garden soil tomatoes.',
        'Garden soil tomatoes grow.',
        'Engines fuel pistons.',
        'Engines fuel burn pistons.',
      ].map((text, i) => speech(i * 6000, text)),
    );
    // The topic changes at 7550 (end of the second sentence); the third starts at 12000.
    expect(boundariesOf(topicAt, [{ timeMs: 11_000, score: 0.9 }]).map((b) => [b.timeMs, b.reasons])).toEqual(
      [[11_000, [TOPIC_CHANGE, SCENE_CHANGE]]],
    );
    expect(
      boundariesOf(
        [],
        [
          { timeMs: 3000, score: 0.9 },
          { timeMs: 9000, score: 0.9 },
        ],
      ).map((b) => b.timeMs),
    ).toEqual([3000, 9000]);
  });
});

describe('cutPoints', () => {
  const at = (timeMs: number, strength: number, reasons = [SCENE_CHANGE]): Boundary => ({
    timeMs,
    strength,
    reasons,
  });

  it('keeps the strongest boundaries that leave every piece the minimum, in time order', () => {
    const boundaries = [at(4000, 0.9), at(12_000, 0.5), at(15_000, 0.8), at(26_000, 0.4), at(29_000, 0.3)];
    expect(cutPoints(boundaries, 30_000, 10_000).map((b) => b.timeMs)).toEqual([15_000]);
    expect(cutPoints(boundaries, 30_000, 3000).map((b) => b.timeMs)).toEqual([4000, 12_000, 15_000, 26_000]);
  });

  it('prefers a boundary with more reasons, then a scene change', () => {
    const boundaries = [at(10_000, 0.9), at(12_000, 0.1, [TOPIC_CHANGE, SCENE_CHANGE])];
    expect(cutPoints(boundaries, 40_000, 10_000).map((b) => b.timeMs)).toEqual([12_000]);
    expect(
      cutPoints([at(10_000, 0.9, [TOPIC_CHANGE]), at(12_000, 0.1)], 40_000, 10_000).map((b) => b.timeMs),
    ).toEqual([12_000]);
  });

  it('answers none for a video shorter than the minimum, and ignores boundaries outside it', () => {
    expect(cutPoints([at(2000, 1)], 4000, 5000)).toEqual([]);
    expect(cutPoints([at(0, 1), at(60_000, 1)], 60_000, 5000)).toEqual([]);
  });
});

describe('openingWords', () => {
  const sentences = sentencesOf([
    speech(1000, 'Hello and welcome to the garden show of the week, everyone.'),
  ]);

  it('takes the first words of the first sentence starting in the range, within the length', () => {
    expect(openingWords({ start: 0, end: 9000 }, sentences, 4, 100)).toBe('Hello and welcome to...');
    expect(openingWords({ start: 0, end: 9000 }, sentences, 4, 12)).toBe('Hello and...');
    expect(openingWords({ start: 2000, end: 9000 }, sentences, 4, 100)).toBeNull();
  });
});

import {
  findOverlapping,
  MOMENT_MIN_LENGTH_MS,
  MOMENT_TITLE_MAX,
  validateMomentRange,
  type TimeRange,
} from '@framehouse/domain';
import { BoundaryReason, sentencesOf, type SpokenSegment } from '../../../common/boundaries/video-boundaries';
import { speech } from '../../../common/boundaries/speech-fixture';
import { suggestionTitle, suggestMoments } from './moment-suggestions';

const { SCENE_CHANGE } = BoundaryReason;

describe('suggestionTitle', () => {
  const sentences = sentencesOf([
    speech(1000, 'Hello and welcome to the garden show of the week, everyone.'),
  ]);

  it('takes the first eight words of the first sentence in the range', () => {
    expect(suggestionTitle({ start: 0, end: 9000 }, sentences)).toBe(
      'Hello and welcome to the garden show of...',
    );
    expect(suggestionTitle({ start: 2000, end: 9000 }, sentences)).toBe('Scene at 00:00:02.000');
  });

  it('stays within the title maximum', () => {
    const long = sentencesOf([speech(0, `${'x'.repeat(150)} ${'y'.repeat(150)}.`)]);
    expect(suggestionTitle({ start: 0, end: 9000 }, long).length).toBeLessThanOrEqual(MOMENT_TITLE_MAX);
  });
});

describe('suggestMoments', () => {
  it.each<[string, number, number[], TimeRange[], Array<[number, number]>]>([
    [
      'one scene change: two moments',
      16_000,
      [8000],
      [],
      [
        [0, 8000],
        [8000, 16_000],
      ],
    ],
    ['no boundary: nothing', 60_000, [], [], []],
    ['a video under 5 s: nothing', 4000, [2000], [], []],
    ['a change too close to the start is dropped', 16_000, [3000], [], []],
    [
      'the stronger of two close changes wins',
      20_000,
      [8000, 11_000],
      [],
      [
        [0, 11_000],
        [11_000, 20_000],
      ],
    ],
    [
      'pieces overlapping a moment are left out, the others stay where they were',
      30_000,
      [8000, 20_000],
      [{ start: 0, end: 12_000 }],
      [[20_000, 30_000]],
    ],
    [
      'a video covered by moments has none',
      20_000,
      [10_000],
      [
        { start: 0, end: 6000 },
        { start: 9000, end: 20_000 },
      ],
      [],
    ],
  ])('%s', (_name, durationMs, scenes, existing, expected) => {
    const sceneChanges = scenes.map((timeMs, i) => ({ timeMs, score: i === 1 ? 0.9 : 0.5 }));
    const suggestions = suggestMoments({ durationMs, segments: [], sceneChanges, existing });
    expect(suggestions.map((s) => [s.start, s.end])).toEqual(expected);
    for (const suggestion of suggestions) expect(suggestion.reasons).toEqual([SCENE_CHANGE]);
  });

  it('snaps a scene change to the end of the sentence it cuts, and titles by the sentence', () => {
    const segments = [
      speech(500, 'Welcome to the show. We grow tomatoes.'),
      speech(9000, 'Now the weather. Rain tomorrow.'),
    ];
    const suggestions = suggestMoments({
      durationMs: 16_000,
      segments,
      sceneChanges: [{ timeMs: 3600, score: 0.8 }],
      existing: [],
    });
    // "We grow tomatoes." runs 2100–3650: the cut would move to its end, too close to the start to keep.
    expect(suggestions).toEqual([]);
    const later = suggestMoments({
      durationMs: 16_000,
      segments,
      sceneChanges: [{ timeMs: 8200, score: 0.8 }],
      existing: [],
    });
    expect(later.map((s) => [s.start, s.end, s.title])).toEqual([
      [0, 8200, 'Welcome to the show.'],
      [8200, 16_000, 'Now the weather.'],
    ]);
  });

  /** A small deterministic PRNG (mulberry32), so a failing case can be replayed from its seed. */
  function random(seed: number): () => number {
    let state = seed >>> 0;
    return () => {
      state = (state + 0x6d2b79f5) >>> 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }

  it('never overlaps itself or the moments, keeps the minimum and the video (300 random videos)', () => {
    const vocabulary = [
      'garden',
      'tomato',
      'engine',
      'piston',
      'rain',
      'cloud',
      'music',
      'guitar',
      'and',
      'the',
    ];
    for (let seed = 1; seed <= 300; seed++) {
      const next = random(seed);
      const int = (max: number) => Math.floor(next() * max);
      const durationMs = 1000 + int(300_000);
      const sceneChanges = Array.from({ length: int(30) }, () => ({
        timeMs: int(durationMs),
        score: 0.4 + next() * 0.6,
      }));
      const segments: SpokenSegment[] = [];
      for (let start = int(3000); start < durationMs - 2000; start += 2000 + int(8000)) {
        const words = Array.from({ length: 1 + int(12) }, () => vocabulary[int(vocabulary.length)] as string);
        segments.push(speech(start, `${words.join(' ')}${['.', '?', '!', ''][int(4)]}`));
      }
      const existing: TimeRange[] = [];
      for (let i = int(5); i > 0; i--) {
        const start = int(durationMs);
        const range = { start, end: Math.min(durationMs, start + MOMENT_MIN_LENGTH_MS + int(30_000)) };
        if (
          range.end - range.start >= MOMENT_MIN_LENGTH_MS &&
          findOverlapping(range, existing).length === 0
        ) {
          existing.push(range);
        }
      }
      const suggestions = suggestMoments({ durationMs, segments, sceneChanges, existing });
      suggestions.forEach((suggestion, i) => {
        const others = [...existing, ...suggestions.filter((_, j) => j !== i)].map((range) => ({
          ...range,
          title: 'other',
        }));
        const problem = validateMomentRange(suggestion.start, suggestion.end, {
          durationMs,
          otherMoments: others,
        });
        if (problem !== undefined) throw new Error(`seed ${seed}: ${problem}`);
        expect(suggestion.title.length).toBeGreaterThan(0);
        expect(suggestion.title.length).toBeLessThanOrEqual(MOMENT_TITLE_MAX);
        expect(suggestion.reasons.length).toBeGreaterThan(0);
      });
      expect(suggestions.map((s) => s.start)).toEqual(
        [...suggestions.map((s) => s.start)].sort((a, b) => a - b),
      );
      expect(suggestMoments({ durationMs, segments, sceneChanges, existing })).toEqual(suggestions);
    }
  });
});

import { chapterProblems, CHAPTERS_MAX_COUNT } from '@framehouse/domain';
import { BoundaryReason } from '../../common/boundaries/video-boundaries';
import { speech } from '../../common/boundaries/speech-fixture';
import { suggestChapters } from './chapter-suggestions';

const { SCENE_CHANGE, TOPIC_CHANGE } = BoundaryReason;

describe('suggestChapters', () => {
  it('starts at 0 and cuts at the scene changes that leave 10 s to each chapter', () => {
    const sceneChanges = [5000, 20_000, 26_000, 40_000].map((timeMs) => ({ timeMs, score: 0.9 }));
    const chapters = suggestChapters({ durationMs: 60_000, segments: [], sceneChanges });
    expect(chapters.map(({ startMs, endMs }) => [startMs, endMs])).toEqual([
      [0, 20_000],
      [20_000, 40_000],
      [40_000, 60_000],
    ]);
    expect(chapters.map((chapter) => chapter.title)).toEqual([
      'Introduction',
      'Scene at 00:20',
      'Scene at 00:40',
    ]);
    expect(chapters[1]?.reasons).toEqual([SCENE_CHANGE]);
    expect(chapterProblems(chapters, 60_000)).toEqual([]);
  });

  it("cuts where the transcript's topic changes and names chapters from their first words", () => {
    const segments = [
      'Garden soil tomatoes need water.',
      'Garden soil tomatoes grow in sun.',
      'Tomatoes in garden soil need care.',
      'Engines burn fuel in pistons.',
      'Engines pistons fuel and oil.',
      'Pistons move in engines with fuel.',
      'Guitars have strings and frets.',
      'Strings on guitars need tuning frets.',
      'Frets and strings make guitars sing.',
    ].map((text, i) => speech(i * 12_000, text));
    const chapters = suggestChapters({ durationMs: 110_000, segments, sceneChanges: [] });
    expect(chapters.map((chapter) => chapter.title)).toEqual([
      'Garden soil tomatoes need water.',
      'Engines burn fuel in pistons.',
      'Guitars have strings and frets.',
    ]);
    expect(chapters[1]?.reasons).toEqual([TOPIC_CHANGE]);
    expect(chapterProblems(chapters, 110_000)).toEqual([]);
  });

  it('suggests nothing when fewer than three chapters fit', () => {
    const sceneChanges = [{ timeMs: 15_000, score: 0.9 }];
    expect(suggestChapters({ durationMs: 30_000, segments: [], sceneChanges })).toEqual([]);
  });

  it('keeps the strongest boundaries when more than the maximum would fit', () => {
    const sceneChanges = Array.from({ length: 150 }, (_, i) => ({
      timeMs: (i + 1) * 10_000,
      score: (i % 7) / 7,
    }));
    const durationMs = 151 * 10_000;
    const chapters = suggestChapters({ durationMs, segments: [], sceneChanges });
    expect(chapters).toHaveLength(CHAPTERS_MAX_COUNT);
    expect(chapterProblems(chapters, durationMs)).toEqual([]);
  });
});

import {
  CHAPTER_MIN_LENGTH_MS,
  CHAPTER_TITLE_MAX,
  CHAPTERS_MAX_COUNT,
  CHAPTERS_MIN_COUNT,
  formatDuration,
  type SceneChange,
} from '@framehouse/domain';
import {
  boundariesOf,
  cutPoints,
  openingWords,
  sentencesOf,
  type Boundary,
  type BoundaryReason,
  type SpokenSegment,
} from '../../common/boundaries/video-boundaries';

/** Words of a chapter's first sentence that make its title: shorter than a moment's, to fit a seek bar. */
export const CHAPTER_TITLE_WORDS = 6;

export interface ChapterSuggestion {
  title: string;
  startMs: number;
  endMs: number;
  reasons: BoundaryReason[];
}

export interface ChapterSuggestionInput {
  durationMs: number;
  segments: readonly SpokenSegment[];
  sceneChanges: readonly SceneChange[];
}

/**
 * The chapters a video could have: the video cut at its boundaries (the same ones suggested moments are
 * cut at: common/boundaries) so that each piece lasts CHAPTER_MIN_LENGTH_MS, the first from 0. When there
 * are more than CHAPTERS_MAX_COUNT pieces the strongest boundaries stay; fewer than CHAPTERS_MIN_COUNT
 * is no suggestion at all (the rules want none or at least that many). Each is titled from its first
 * sentence, else "Introduction" for the first and "Scene at mm:ss" for the others. The result always
 * passes `chapterProblems`.
 */
export function suggestChapters(input: ChapterSuggestionInput): ChapterSuggestion[] {
  const sentences = sentencesOf(input.segments);
  const cuts = cutPoints(
    boundariesOf(sentences, input.sceneChanges),
    input.durationMs,
    CHAPTER_MIN_LENGTH_MS,
  );
  const kept =
    cuts.length < CHAPTERS_MAX_COUNT
      ? cuts
      : strongest(cuts, CHAPTERS_MAX_COUNT - 1).sort((a, b) => a.timeMs - b.timeMs);
  if (kept.length + 1 < CHAPTERS_MIN_COUNT) return [];
  const starts = [0, ...kept.map((boundary) => boundary.timeMs)];
  return starts.map((startMs, index) => {
    const endMs = starts[index + 1] ?? input.durationMs;
    const title =
      openingWords({ start: startMs, end: endMs }, sentences, CHAPTER_TITLE_WORDS, CHAPTER_TITLE_MAX) ??
      (index === 0 ? 'Introduction' : `Scene at ${formatDuration(startMs)}`);
    return { title, startMs, endMs, reasons: index === 0 ? [] : [...(kept[index - 1] as Boundary).reasons] };
  });
}

/** The `count` boundaries with the most reasons, then the greatest strength. */
function strongest(boundaries: readonly Boundary[], count: number): Boundary[] {
  return [...boundaries]
    .sort((a, b) => b.reasons.length - a.reasons.length || b.strength - a.strength || a.timeMs - b.timeMs)
    .slice(0, count);
}

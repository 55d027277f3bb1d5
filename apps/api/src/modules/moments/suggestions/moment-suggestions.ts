import {
  findOverlapping,
  formatTimestamp,
  MOMENT_MIN_LENGTH_MS,
  MOMENT_TITLE_MAX,
  type SceneChange,
  type TimeRange,
} from '@framehouse/domain';
import {
  boundariesOf,
  BoundaryReason,
  cutPoints,
  openingWords,
  sentencesOf,
  type Boundary,
  type Sentence,
  type SpokenSegment,
} from '../../../common/boundaries/video-boundaries';

/**
 * Suggested moments, as pure functions: the pieces a video could be cut into at its boundaries (the
 * transcript's topic shifts and the scene changes, common/boundaries/video-boundaries.ts, which suggested
 * chapters share). The same inputs give the same suggestions, so a member sees them stay put.
 */

export interface MomentSuggestion extends TimeRange {
  title: string;
  reasons: BoundaryReason[];
}

export const SUGGESTION_SETTINGS = {
  /** Words of the first sentence that make a title. */
  titleWords: 8,
  /** Suggestions answered at most: a member reviews them one by one. */
  maxSuggestions: 100,
} as const;

/** A title from the first words of the first sentence that starts in the range; the time otherwise. */
export function suggestionTitle(range: TimeRange, sentences: readonly Sentence[]): string {
  return (
    openingWords(range, sentences, SUGGESTION_SETTINGS.titleWords, MOMENT_TITLE_MAX) ??
    `Scene at ${formatTimestamp(range.start)}`
  );
}

export interface SuggestionInput {
  durationMs: number;
  segments: readonly SpokenSegment[];
  sceneChanges: readonly SceneChange[];
  /** The video's moments: a suggestion overlapping one is left out. */
  existing: readonly TimeRange[];
}

/**
 * The suggested moments of a video. The video is cut at its `cutPoints` for MOMENT_MIN_LENGTH_MS, so
 * every piece keeps the minimum. A piece is suggested when one of its edges is a boundary (a video
 * without any is just itself), titled from its first sentence, with the reasons of its edges, unless it
 * overlaps one of the `existing` moments: the pieces do not move when a moment is made, the ones it
 * touches go. The result is in time order, inside the video, without overlap with each other or with
 * `existing`.
 */
export function suggestMoments(input: SuggestionInput): MomentSuggestion[] {
  const sentences = sentencesOf(input.segments);
  const kept = cutPoints(boundariesOf(sentences, input.sceneChanges), input.durationMs, MOMENT_MIN_LENGTH_MS);
  if (input.durationMs < MOMENT_MIN_LENGTH_MS) return [];
  const edges: Array<Boundary | null> = [null, ...kept, null];
  const suggestions: MomentSuggestion[] = [];
  for (let i = 0; i + 1 < edges.length; i++) {
    const left = edges[i] ?? null;
    const right = edges[i + 1] ?? null;
    const range = { start: left?.timeMs ?? 0, end: right?.timeMs ?? input.durationMs };
    const reasons = Object.values(BoundaryReason).filter(
      (reason) => left?.reasons.includes(reason) || right?.reasons.includes(reason),
    );
    if (reasons.length === 0 || findOverlapping(range, input.existing).length > 0) continue;
    suggestions.push({ ...range, title: suggestionTitle(range, sentences), reasons });
  }
  return suggestions.slice(0, SUGGESTION_SETTINGS.maxSuggestions);
}

import type { TimeRange } from '@framehouse/domain';
import { MomentSuggestionReason, type CreateMomentInput, type SuggestedMomentsQuery } from '@framehouse/sdk';
import { rangeLabel } from '../moment-editor';

export type SuggestedMoment = SuggestedMomentsQuery['suggestedMoments'][number];

/** The chip of each reason; its order is the order the chips are shown in. */
export const SUGGESTION_REASON_LABELS: Readonly<Record<MomentSuggestionReason, string>> = {
  [MomentSuggestionReason.SceneChange]: 'Scene change',
  [MomentSuggestionReason.TopicChange]: 'Topic change',
};

export const NO_SUGGESTIONS_MESSAGE = 'No suggestions for this video yet.';

/** The reasons' chip labels, each once, in the mapping's order whatever order the API gave them in. */
export function reasonLabels(reasons: readonly MomentSuggestionReason[]): string[] {
  return Object.values(MomentSuggestionReason)
    .filter((reason) => reasons.includes(reason))
    .map((reason) => SUGGESTION_REASON_LABELS[reason]);
}

/** Timeline order (start, then end), as the editor's moments list is read. */
export function suggestionsInOrder<T extends TimeRange>(suggestions: readonly T[]): T[] {
  return [...suggestions].sort((a, b) => a.start - b.start || a.end - b.end);
}

/** Suggestions never overlap one another, so the range names one within a video. */
export function suggestionKey(suggestion: TimeRange): string {
  return `${suggestion.start}-${suggestion.end}`;
}

/** "00:05 – 00:11": mm:ss (h:mm:ss over an hour), as spec §9 displays time. */
export function suggestionRangeLabel(range: TimeRange): string {
  return rangeLabel(range, { milliseconds: false });
}

/** Taking a suggestion: a moment with its title and exactly its range, as the API worked them out. */
export function momentInputOf(suggestion: SuggestedMoment): CreateMomentInput {
  return {
    title: suggestion.title,
    startTimestamp: suggestion.startTimestamp,
    endTimestamp: suggestion.endTimestamp,
  };
}

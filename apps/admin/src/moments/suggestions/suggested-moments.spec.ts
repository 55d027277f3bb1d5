import { MomentSuggestionReason } from '@framehouse/sdk';
import {
  momentInputOf,
  reasonLabels,
  SUGGESTION_REASON_LABELS,
  suggestionKey,
  suggestionRangeLabel,
  suggestionsInOrder,
  type SuggestedMoment,
} from './suggested-moments';

const suggestion = (start: number, end: number, title = 'A title'): SuggestedMoment => ({
  start,
  end,
  startTimestamp: `start ${start}`,
  endTimestamp: `end ${end}`,
  title,
  reasons: [MomentSuggestionReason.SceneChange],
});

describe('suggested moments', () => {
  it('labels every reason the API can give', () => {
    for (const reason of Object.values(MomentSuggestionReason)) {
      expect(SUGGESTION_REASON_LABELS[reason]).toMatch(/\S/);
    }
  });

  it('shows the reasons in one order, each once', () => {
    const both = ['Scene change', 'Topic change'];
    expect(reasonLabels([MomentSuggestionReason.TopicChange, MomentSuggestionReason.SceneChange])).toEqual(
      both,
    );
    expect(reasonLabels([MomentSuggestionReason.SceneChange, MomentSuggestionReason.TopicChange])).toEqual(
      both,
    );
    expect(reasonLabels([MomentSuggestionReason.TopicChange, MomentSuggestionReason.TopicChange])).toEqual([
      'Topic change',
    ]);
    expect(reasonLabels([])).toEqual([]);
  });

  it('orders suggestions by start, then end, without changing the given list', () => {
    const given = [suggestion(20_000, 30_000), suggestion(0, 9_000), suggestion(0, 5_000)];
    expect(suggestionsInOrder(given).map(suggestionKey)).toEqual(['0-5000', '0-9000', '20000-30000']);
    expect(given.map(suggestionKey)).toEqual(['20000-30000', '0-9000', '0-5000']);
  });

  it('shows the range as mm:ss, h:mm:ss past an hour', () => {
    expect(suggestionRangeLabel({ start: 5_200, end: 71_800 })).toBe('00:05 – 01:11');
    expect(suggestionRangeLabel({ start: 3_590_000, end: 3_725_000 })).toBe('59:50 – 1:02:05');
  });

  it('creates a moment with the suggested title and timestamps', () => {
    expect(momentInputOf(suggestion(5_000, 12_400, 'So let us talk about the weather...'))).toEqual({
      title: 'So let us talk about the weather...',
      startTimestamp: 'start 5000',
      endTimestamp: 'end 12400',
    });
  });
});

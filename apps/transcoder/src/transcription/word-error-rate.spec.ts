import { comparableWords, wordEditDistance, wordErrorRate } from './word-error-rate';

describe('wordErrorRate', () => {
  it('is zero for the same words, whatever the case and punctuation', () => {
    expect(
      wordErrorRate('We will publish the new video next week.', 'we will publish the new video next week'),
    ).toBe(0);
  });

  it('counts substitutions, deletions and insertions over the reference words', () => {
    // "the new" → "a" (one substitution, one deletion), "then we" inserted: 4 edits over 8 words.
    expect(
      wordErrorRate('we will publish the new video next week', 'we will publish a video next week then we'),
    ).toBe(4 / 8);
  });

  it('handles empty texts', () => {
    expect(wordErrorRate('', '')).toBe(0);
    expect(wordErrorRate('', 'noise')).toBe(1);
    expect(wordErrorRate('three words here', '')).toBe(1);
  });
});

describe('comparableWords', () => {
  it('keeps apostrophes inside words and drops everything else', () => {
    expect(comparableWords("“Don’t,” she said — 'twice'.")).toEqual(["don't", 'she', 'said', 'twice']);
  });
});

describe('wordEditDistance', () => {
  it('is the Levenshtein distance over words', () => {
    expect(wordEditDistance(['a', 'b', 'c'], ['a', 'c', 'd'])).toBe(2);
    expect(wordEditDistance([], ['x', 'y'])).toBe(2);
  });
});

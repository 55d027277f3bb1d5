/**
 * Word error rate: the fewest word substitutions, deletions and insertions that turn the hypothesis into
 * the reference, over the reference's word count. Words are compared lowercase, without punctuation
 * ("Week." and "week" are the same word; "don't" keeps its apostrophe). The tests and the benchmark
 * measure the engines with it. (String-distance packages compare characters; word-level distance is
 * this short dynamic program.)
 */
export function wordErrorRate(reference: string, hypothesis: string): number {
  const expected = comparableWords(reference);
  const heard = comparableWords(hypothesis);
  if (expected.length === 0) return heard.length === 0 ? 0 : 1;
  return wordEditDistance(expected, heard) / expected.length;
}

/** Lowercase words without the punctuation around or between them; typographic apostrophes made plain. */
export function comparableWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .split(/[^\p{L}\p{N}']+/u)
    .map((word) => word.replace(/^'+|'+$/g, ''))
    .filter((word) => word !== '');
}

/** Levenshtein distance over words, one row at a time. */
export function wordEditDistance(a: readonly string[], b: readonly string[]): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1);
      row.push(Math.min(previous[j] + 1, row[j - 1] + 1, substitution));
    }
    previous = row;
  }
  return previous[b.length];
}

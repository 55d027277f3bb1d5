import {
  TokenType,
  tokensToText,
  type SceneChange,
  type TimeRange,
  type TranscriptToken,
} from '@framehouse/domain';

/**
 * Where a video could be cut, as pure functions shared by suggested moments and suggested chapters: its
 * transcript's sentences and the topic shifts between them, and its scene changes, merged into boundaries,
 * of which `cutPoints` keeps those that leave every piece a minimum length. Everything is deterministic:
 * the same inputs give the same boundaries, so suggestions stay put while nothing changes.
 */

/** Why a boundary is where it is. */
export enum BoundaryReason {
  /** The picture changes abruptly (a cut between shots). */
  SCENE_CHANGE = 'SCENE_CHANGE',
  /** The words spoken before and after share little vocabulary (a TextTiling-like depth score). */
  TOPIC_CHANGE = 'TOPIC_CHANGE',
}

/** A transcript segment as stored: a stretch of one speaker's speech between pauses. */
export interface SpokenSegment {
  startMs: number;
  endMs: number;
  tokens: readonly TranscriptToken[];
}

/** A sentence: its tokens and the time from its first to its last one. */
export interface Sentence extends TimeRange {
  tokens: TranscriptToken[];
}

export const BOUNDARY_SETTINGS = {
  /** A silence this long between two words ends a sentence, as a segment's end does. */
  pauseMs: 1000,
  /** A scene change this close to a sentence's start or end moves there, so no word is cut in two. */
  snapMs: 1500,
  /** Boundaries closer than this are one boundary (a cut where the topic also changes). */
  mergeMs: 1000,
  /** Sentences on each side of a gap whose vocabularies are compared. */
  windowSentences: 3,
  /** A topic change needs at least this depth (similarities are 0–1; a short text on one subject still dips by 0.2 or so). */
  minTopicDepth: 0.3,
} as const;

/** Marks that end a sentence. */
const SENTENCE_END = /[.?!]$/;

/** Words too common to say anything about a topic (English; other languages count every word). */
const STOP_WORDS = new Set(
  (
    'the and for are but not you all any can had her was one our out has him his how its may new now ' +
    'old see two way who did get let say she too use that with have this will your from they know want ' +
    'been good much some time very when come here just like long make many more only over such take ' +
    'than them well were what about there their which would could should these those then into also ' +
    'because after before where while being does doing going really thing things today'
  ).split(' '),
);

/**
 * The sentences of a transcript in time order: a sentence ends with a '.', '?' or '!' token, a pause of
 * BOUNDARY_SETTINGS.pauseMs between words, or the end of its segment. Runs without a spoken word
 * (stray punctuation) are not sentences.
 */
export function sentencesOf(segments: readonly SpokenSegment[]): Sentence[] {
  const sentences: Sentence[] = [];
  const ordered = [...segments].sort((a, b) => a.startMs - b.startMs || a.endMs - b.endMs);
  for (const segment of ordered) {
    let current: TranscriptToken[] = [];
    const close = () => {
      const words = current.filter((token) => token.tokenType === TokenType.PRONUNCIATION);
      if (words.length > 0) {
        sentences.push({
          start: (words[0] as TranscriptToken).startTimestamp,
          end: Math.max(...current.map((token) => token.endTimestamp)),
          tokens: current,
        });
      }
      current = [];
    };
    const tokens = [...segment.tokens].sort((a, b) => a.startTimestamp - b.startTimestamp);
    for (const token of tokens) {
      const previous = current.at(-1);
      if (
        previous &&
        token.tokenType === TokenType.PRONUNCIATION &&
        token.startTimestamp - previous.endTimestamp >= BOUNDARY_SETTINGS.pauseMs
      ) {
        close();
      }
      current.push(token);
      if (token.tokenType === TokenType.PUNCTUATION && SENTENCE_END.test(token.token)) close();
    }
    close();
  }
  return sentences;
}

/** The content words of a sentence, lower case: letters and digits, three or more, no stop words. */
export function contentWords(sentence: Sentence): string[] {
  return sentence.tokens
    .filter((token) => token.tokenType === TokenType.PRONUNCIATION)
    .map((token) => token.token.toLowerCase().replace(/[^\p{L}\p{N}]/gu, ''))
    .filter((word) => word.length >= 3 && !STOP_WORDS.has(word));
}

/** Cosine similarity of two bags of words, 0 when either is empty. */
export function cosineSimilarity(left: readonly string[], right: readonly string[]): number {
  const count = (words: readonly string[]) => {
    const counts = new Map<string, number>();
    for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
    return counts;
  };
  const a = count(left);
  const b = count(right);
  let dot = 0;
  for (const [word, n] of a) dot += n * (b.get(word) ?? 0);
  const norm = (counts: Map<string, number>) =>
    Math.sqrt([...counts.values()].reduce((sum, n) => sum + n * n, 0));
  const denominator = norm(a) * norm(b);
  return denominator === 0 ? 0 : dot / denominator;
}

/**
 * Where the topic changes, as the indexes of the sentences that start a new topic, with the depth of the
 * change. TextTiling (Hearst, 1997) on sentences: for each gap, the similarity of the content words of the
 * `windowSentences` before it and after it (fewer, as many on both sides, near the ends); a gap's depth is how far that similarity falls below the
 * nearest peaks on both sides. Valleys (gaps less similar than their neighbours) deeper than the mean depth minus half its standard deviation (Hearst's
 * cutoff) and than `minTopicDepth` are topic changes. Fewer than four sentences have none.
 */
export function topicBoundaries(sentences: readonly Sentence[]): Array<{ index: number; depth: number }> {
  const n = sentences.length;
  if (n < 4) return [];
  const window = BOUNDARY_SETTINGS.windowSentences;
  const words = sentences.map(contentWords);
  // similarity[i]: the gap before sentence i (1 ≤ i < n).
  const similarity: number[] = [];
  for (let i = 1; i < n; i++) {
    // As many sentences on both sides, so that the first and last gaps compare like with like.
    const size = Math.min(window, i, n - i);
    const left = words.slice(i - size, i).flat();
    const right = words.slice(i, i + size).flat();
    similarity[i] = cosineSimilarity(left, right);
  }
  const depths: Array<{ index: number; depth: number }> = [];
  for (let i = 1; i < n; i++) {
    const here = similarity[i] as number;
    let leftPeak = here;
    for (let j = i - 1; j >= 1 && (similarity[j] as number) >= leftPeak; j--)
      leftPeak = similarity[j] as number;
    let rightPeak = here;
    for (let j = i + 1; j < n && (similarity[j] as number) >= rightPeak; j++)
      rightPeak = similarity[j] as number;
    depths.push({ index: i, depth: leftPeak - here + (rightPeak - here) });
  }
  // Only valleys are boundaries: on a slope down to one, the depth is the valley's, seen from further up.
  const valleys = depths.filter(({ index }) => {
    const here = similarity[index] as number;
    return (
      (index === 1 || here <= (similarity[index - 1] as number)) &&
      (index === n - 1 || here <= (similarity[index + 1] as number))
    );
  });
  if (valleys.length === 0) return [];
  const mean = depths.reduce((sum, gap) => sum + gap.depth, 0) / depths.length;
  const deviation = Math.sqrt(depths.reduce((sum, gap) => sum + (gap.depth - mean) ** 2, 0) / depths.length);
  const cutoff = Math.max(mean - deviation / 2, BOUNDARY_SETTINGS.minTopicDepth);
  return valleys.filter((gap) => gap.depth >= cutoff);
}

/** A place to cut, with why and how strongly (a scene score or a topic depth). */
export interface Boundary {
  timeMs: number;
  reasons: BoundaryReason[];
  strength: number;
}

/**
 * A scene change moved to the nearer edge of the sentence it falls in, when that edge is within
 * `snapMs`; a change in a silence, or deep inside a long sentence, stays where the picture changes.
 */
export function snapToSentence(timeMs: number, sentences: readonly Sentence[]): number {
  const inside = sentences.find((sentence) => sentence.start < timeMs && timeMs < sentence.end);
  if (!inside) return timeMs;
  const toStart = timeMs - inside.start;
  const toEnd = inside.end - timeMs;
  if (Math.min(toStart, toEnd) > BOUNDARY_SETTINGS.snapMs) return timeMs;
  return toEnd <= toStart ? inside.end : inside.start;
}

/**
 * Every boundary of the video in time order: topic changes at the end of the sentence before them, scene
 * changes snapped to sentences, and boundaries within `mergeMs` of each other, or of different kinds with
 * no speech between them, merged (the scene's time wins: it is where the picture changes; reasons and the
 * strength add up).
 */
export function boundariesOf(
  sentences: readonly Sentence[],
  sceneChanges: readonly SceneChange[],
): Boundary[] {
  const raw: Boundary[] = [
    ...topicBoundaries(sentences).map(({ index, depth }) => ({
      timeMs: (sentences[index - 1] as Sentence).end,
      reasons: [BoundaryReason.TOPIC_CHANGE],
      strength: depth,
    })),
    ...sceneChanges.map((change) => ({
      timeMs: snapToSentence(change.timeMs, sentences),
      reasons: [BoundaryReason.SCENE_CHANGE],
      strength: change.score,
    })),
  ].sort((a, b) => a.timeMs - b.timeMs || (a.reasons[0] ?? '').localeCompare(b.reasons[0] ?? ''));
  const merged: Boundary[] = [];
  for (const boundary of raw) {
    const last = merged.at(-1);
    const close = last !== undefined && boundary.timeMs - last.timeMs <= BOUNDARY_SETTINGS.mergeMs;
    // A topic change (at a sentence's end) and a scene change before the next sentence are one transition.
    const sameSilence =
      last !== undefined &&
      boundary.reasons.some((reason) => !last.reasons.includes(reason)) &&
      !sentences.some((sentence) => sentence.start < boundary.timeMs && sentence.end > last.timeMs);
    if (!last || (!close && !sameSilence)) {
      merged.push({ ...boundary, reasons: [...boundary.reasons] });
      continue;
    }
    const sceneTime = boundary.reasons.includes(BoundaryReason.SCENE_CHANGE);
    if (sceneTime && !last.reasons.includes(BoundaryReason.SCENE_CHANGE)) last.timeMs = boundary.timeMs;
    for (const reason of boundary.reasons) if (!last.reasons.includes(reason)) last.reasons.push(reason);
    last.strength += boundary.strength;
  }
  return merged;
}

/** The rank of boundaries when two are too close to both be kept: more reasons, a scene, strength, time. */
function byPriority(a: Boundary, b: Boundary): number {
  const scene = (boundary: Boundary) => (boundary.reasons.includes(BoundaryReason.SCENE_CHANGE) ? 1 : 0);
  return (
    b.reasons.length - a.reasons.length ||
    scene(b) - scene(a) ||
    b.strength - a.strength ||
    a.timeMs - b.timeMs
  );
}

/**
 * The boundaries a video of `durationMs` is cut at, in time order: taken best first (`byPriority`), a
 * boundary is kept only when it leaves at least `minLengthMs` to the kept ones and to both ends of the
 * video, so every piece keeps the minimum. None when the video itself is shorter than that.
 */
export function cutPoints(
  boundaries: readonly Boundary[],
  durationMs: number,
  minLengthMs: number,
): Boundary[] {
  if (durationMs < minLengthMs) return [];
  const kept: Boundary[] = [];
  const inside = boundaries.filter((boundary) => boundary.timeMs > 0 && boundary.timeMs < durationMs);
  for (const candidate of [...inside].sort(byPriority)) {
    const before = Math.max(0, ...kept.filter((b) => b.timeMs < candidate.timeMs).map((b) => b.timeMs));
    const after = Math.min(
      durationMs,
      ...kept.filter((b) => b.timeMs > candidate.timeMs).map((b) => b.timeMs),
    );
    if (candidate.timeMs - before >= minLengthMs && after - candidate.timeMs >= minLengthMs) {
      kept.push(candidate);
    }
  }
  return kept.sort((a, b) => a.timeMs - b.timeMs);
}

/**
 * A title from the first `words` words of the first sentence that starts in the range ("..." when it goes
 * on), at most `maxLength` characters; null when no sentence starts there.
 */
export function openingWords(
  range: TimeRange,
  sentences: readonly Sentence[],
  words: number,
  maxLength: number,
): string | null {
  const first = sentences.find((sentence) => sentence.start >= range.start && sentence.start < range.end);
  if (!first) return null;
  const tokens: TranscriptToken[] = [];
  let count = 0;
  for (const token of first.tokens) {
    if (token.tokenType === TokenType.PRONUNCIATION) {
      if (count === words) break;
      count++;
    }
    tokens.push(token);
  }
  const more = tokens.length < first.tokens.length;
  const text = tokensToText(tokens).replace(/[\s,;:]+$/, '');
  const title = more ? `${text}...` : text;
  return title.length > maxLength ? `${title.slice(0, maxLength - 3)}...` : title;
}

/**
 * Chapters of a video (issue 21, beyond the spec), on YouTube's model (docs/decisions.md, "Chapters
 * (issue 21)"): the first starts at 0:00, a video has none or at least three, each lasts at least 10 s.
 */
export const CHAPTERS_MIN_COUNT = 3;
/** More would not fit as marks on a seek bar a viewer can still aim at. */
export const CHAPTERS_MAX_COUNT = 100;
export const CHAPTER_MIN_LENGTH_MS = 10_000;
export const CHAPTER_TITLE_MAX = 100;

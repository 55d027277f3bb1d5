import {
  CHAPTER_MIN_LENGTH_MS,
  CHAPTER_TITLE_MAX,
  CHAPTERS_MAX_COUNT,
  CHAPTERS_MIN_COUNT,
} from '../constants/chapters';
import { formatDuration } from '../time/time-format';
import { characterLength, isBlank } from './validator';

/** A chapter as a member writes it: its name and where it starts (milliseconds into the video). */
export interface ChapterInput {
  title: string;
  startMs: number;
}

/** Ours (issue 21): the chapter rules' texts, shared by the API and the editor. */
export const ChapterMessages = {
  titleRequired: 'Enter a title for the chapter',
  titleTooLong: `A chapter title has at most ${CHAPTER_TITLE_MAX} characters`,
  titleControl: 'A chapter title is one line, without control characters',
  tooFew: `A video has no chapters or at least ${CHAPTERS_MIN_COUNT}`,
  tooMany: `A video has at most ${CHAPTERS_MAX_COUNT} chapters`,
  firstAtZero: 'The first chapter starts at 00:00',
  startInvalid: 'Enter a start time inside the video',
  outOfOrder: 'Each chapter starts after the one before it',
  tooShort: (lengthMs: number) =>
    `A chapter lasts at least ${CHAPTER_MIN_LENGTH_MS / 1000} s (this one lasts ${formatDuration(lengthMs)})`,
} as const;

/** One broken rule: `field` is `chapters` for the list, or `chapters.{index}.title|startMs`. */
export interface ChapterProblem {
  field: string;
  message: string;
}

// A title is one line on a seek bar, a WebVTT cue and a search result: no line break, tab, escape or bell.
const CONTROL_CHARACTER = /[\p{Cc}\u2028\u2029]/u;

/** The title as kept: trimmed. */
export function chapterTitle(title: string): string {
  return title.trim();
}

/**
 * Every broken rule of a video's whole list of chapters, all at once (empty: it may be saved). An empty
 * list is fine (the video has no chapters); otherwise CHAPTERS_MIN_COUNT to CHAPTERS_MAX_COUNT chapters,
 * the first at 0, in time order inside the video, each at least CHAPTER_MIN_LENGTH_MS long (the last
 * one up to the video's end), each with a title of one line.
 */
export function chapterProblems(chapters: readonly ChapterInput[], durationMs: number): ChapterProblem[] {
  const problems: ChapterProblem[] = [];
  if (chapters.length === 0) return problems;
  if (chapters.length < CHAPTERS_MIN_COUNT)
    problems.push({ field: 'chapters', message: ChapterMessages.tooFew });
  if (chapters.length > CHAPTERS_MAX_COUNT) {
    problems.push({ field: 'chapters', message: ChapterMessages.tooMany });
    return problems;
  }
  chapters.forEach((chapter, index) => {
    const title = chapterTitle(chapter.title);
    if (isBlank(title)) {
      problems.push({ field: `chapters.${index}.title`, message: ChapterMessages.titleRequired });
    } else if (characterLength(title) > CHAPTER_TITLE_MAX) {
      problems.push({ field: `chapters.${index}.title`, message: ChapterMessages.titleTooLong });
    } else if (CONTROL_CHARACTER.test(title)) {
      problems.push({ field: `chapters.${index}.title`, message: ChapterMessages.titleControl });
    }
  });
  const startField = (index: number) => `chapters.${index}.startMs`;
  const starts = chapters.map((chapter) => chapter.startMs);
  const badStart = starts.findIndex((start) => !Number.isInteger(start) || start < 0 || start >= durationMs);
  if (badStart !== -1) {
    problems.push({ field: startField(badStart), message: ChapterMessages.startInvalid });
    return problems;
  }
  if (starts[0] !== 0) problems.push({ field: startField(0), message: ChapterMessages.firstAtZero });
  const unordered = starts.findIndex((start, index) => index > 0 && start <= (starts[index - 1] as number));
  if (unordered !== -1) {
    problems.push({ field: startField(unordered), message: ChapterMessages.outOfOrder });
    return problems;
  }
  const ends = [...starts.slice(1), durationMs];
  const short = starts.findIndex((start, index) => (ends[index] as number) - start < CHAPTER_MIN_LENGTH_MS);
  if (short !== -1) {
    const length = (ends[short] as number) - (starts[short] as number);
    problems.push({ field: startField(short), message: ChapterMessages.tooShort(length) });
  }
  return problems;
}

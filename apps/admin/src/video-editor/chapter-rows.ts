import { chapterProblems, formatDuration, parseTimeString, type ChapterInput } from '@framehouse/domain';

/** One row of the Chapters section as typed: its start (mm:ss or h:mm:ss) and its title. */
export interface ChapterRow {
  key: number;
  start: string;
  title: string;
}

/** What is wrong with the rows: the list's messages and each row's start and title messages. */
export interface ChapterRowErrors {
  list: string[];
  rows: Record<number, { start?: string; title?: string }>;
}

/** Ours: the text for a start that is not a time. */
export const CHAPTER_START_FORMAT_MESSAGE = 'Enter the start as mm:ss or h:mm:ss';

let nextKey = 0;

/** A new row with a key of its own (React keys of the list). */
export function chapterRow(start = '', title = ''): ChapterRow {
  nextKey += 1;
  return { key: nextKey, start, title };
}

/** A chapter's start as a row shows it: 00:00, 01:05, 1:02:03. */
export function formatChapterStart(ms: number): string {
  return formatDuration(ms);
}

/** Milliseconds of a typed start (mm:ss or h:mm:ss); undefined when it is not such a time. */
export function parseChapterStart(text: string): number | undefined {
  const ms = parseTimeString(text);
  return ms === undefined || ms < 0 ? undefined : ms;
}

/** The rows of a saved or suggested list of chapters. */
export function chapterRowsOf(chapters: ReadonlyArray<{ startMs: number; title: string }>): ChapterRow[] {
  return chapters.map((chapter) => chapterRow(formatChapterStart(chapter.startMs), chapter.title));
}

/** A row to add after the others: 10 s after the last start (empty for the first, at 00:00). */
export function nextChapterRow(rows: readonly ChapterRow[]): ChapterRow {
  const last = rows.at(-1);
  if (!last) return chapterRow(formatChapterStart(0));
  const lastStart = parseChapterStart(last.start);
  return chapterRow(lastStart === undefined ? '' : formatChapterStart(lastStart + 10_000));
}

function noErrors(errors: ChapterRowErrors): boolean {
  return errors.list.length === 0 && Object.keys(errors.rows).length === 0;
}

/** Puts messages with `chapters` or `chapters.{index}.title|startMs` fields where the rows show them. */
export function rowErrorsOf(
  problems: ReadonlyArray<{ field?: string | null; message: string }>,
): ChapterRowErrors {
  const errors: ChapterRowErrors = { list: [], rows: {} };
  for (const { field, message } of problems) {
    const match = /^chapters\.(\d+)\.(title|startMs)$/.exec(field ?? '');
    if (!match) {
      if (!errors.list.includes(message)) errors.list.push(message);
      continue;
    }
    const index = Number(match[1]);
    const row = (errors.rows[index] ??= {});
    const key = match[2] === 'title' ? 'title' : 'start';
    row[key] ??= message;
  }
  return errors;
}

/**
 * The chapters to save from the rows, or what is wrong with them: a start that is not a time, then the
 * domain's rules (chapterProblems) over the whole list.
 */
export function chaptersOfRows(
  rows: readonly ChapterRow[],
  durationMs: number,
): { chapters: ChapterInput[] } | { errors: ChapterRowErrors } {
  const starts = rows.map((row) => parseChapterStart(row.start));
  const unreadable = rowErrorsOf(
    starts.flatMap((start, index) =>
      start === undefined
        ? [{ field: `chapters.${index}.startMs`, message: CHAPTER_START_FORMAT_MESSAGE }]
        : [],
    ),
  );
  if (!noErrors(unreadable)) return { errors: unreadable };
  const chapters = rows.map((row, index) => ({ title: row.title.trim(), startMs: starts[index] as number }));
  const problems = rowErrorsOf(chapterProblems(chapters, durationMs));
  return noErrors(problems) ? { chapters } : { errors: problems };
}

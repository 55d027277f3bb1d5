import { ChapterMessages } from '@framehouse/domain';
import {
  CHAPTER_START_FORMAT_MESSAGE,
  chapterRow,
  chapterRowsOf,
  chaptersOfRows,
  formatChapterStart,
  nextChapterRow,
  parseChapterStart,
  rowErrorsOf,
} from './chapter-rows';

const rows = (...pairs: Array<[string, string]>) => pairs.map(([start, title]) => chapterRow(start, title));

describe('chapter starts', () => {
  it('reads mm:ss and h:mm:ss', () => {
    expect(parseChapterStart('00:00')).toBe(0);
    expect(parseChapterStart('1:05')).toBe(65_000);
    expect(parseChapterStart(' 12:30 ')).toBe(750_000);
    expect(parseChapterStart('1:02:03')).toBe(3_723_000);
  });

  it('refuses anything else', () => {
    for (const text of ['', '90', 'abc', '1:60', '-0:10', '1:75:00', '1:2:3:4']) {
      expect(parseChapterStart(text)).toBeUndefined();
    }
  });

  it('writes mm:ss, and h:mm:ss from an hour on, and reads back what it writes', () => {
    expect(formatChapterStart(0)).toBe('00:00');
    expect(formatChapterStart(65_000)).toBe('01:05');
    expect(formatChapterStart(3_723_000)).toBe('1:02:03');
    for (const ms of [0, 10_000, 599_000, 3_600_000, 36_000_000]) {
      expect(parseChapterStart(formatChapterStart(ms))).toBe(ms);
    }
  });
});

describe('chapter rows', () => {
  it('are made from chapters, and a new one starts 10 s after the last', () => {
    const made = chapterRowsOf([
      { startMs: 0, title: 'Intro' },
      { startMs: 75_000, title: 'Main' },
    ]);
    expect(made.map(({ start, title }) => [start, title])).toEqual([
      ['00:00', 'Intro'],
      ['01:15', 'Main'],
    ]);
    expect(new Set(made.map((row) => row.key)).size).toBe(2);
    expect(nextChapterRow(made).start).toBe('01:25');
    expect(nextChapterRow([]).start).toBe('00:00');
    expect(nextChapterRow(rows(['bad', 'x'])).start).toBe('');
  });

  it('give the chapters to save, titles trimmed', () => {
    expect(chaptersOfRows(rows(['0:00', ' A '], ['0:20', 'B'], ['1:00', 'C']), 90_000)).toEqual({
      chapters: [
        { title: 'A', startMs: 0 },
        { title: 'B', startMs: 20_000 },
        { title: 'C', startMs: 60_000 },
      ],
    });
    expect(chaptersOfRows([], 90_000)).toEqual({ chapters: [] });
  });

  it('name a start that is not a time on its row', () => {
    expect(chaptersOfRows(rows(['0:00', 'A'], ['soon', 'B'], ['1:00', 'C']), 90_000)).toEqual({
      errors: { list: [], rows: { 1: { start: CHAPTER_START_FORMAT_MESSAGE } } },
    });
  });

  it("show the domain's rules on their rows and on the list", () => {
    expect(chaptersOfRows(rows(['0:05', 'A'], ['0:20', ''], ['0:25', 'C']), 90_000)).toEqual({
      errors: {
        list: [],
        rows: {
          0: { start: ChapterMessages.firstAtZero },
          1: { title: ChapterMessages.titleRequired, start: ChapterMessages.tooShort(5_000) },
        },
      },
    });
    expect(chaptersOfRows(rows(['0:00', 'A']), 90_000)).toEqual({
      errors: { list: [ChapterMessages.tooFew], rows: {} },
    });
  });

  it("put the API's errors on their rows and the list, the first message of a field", () => {
    expect(
      rowErrorsOf([
        { field: 'chapters', message: 'Too few' },
        { field: 'chapters.2.startMs', message: 'Too short' },
        { field: 'chapters.2.startMs', message: 'Other' },
        { field: null, message: 'Not allowed' },
      ]),
    ).toEqual({ list: ['Too few', 'Not allowed'], rows: { 2: { start: 'Too short' } } });
  });
});

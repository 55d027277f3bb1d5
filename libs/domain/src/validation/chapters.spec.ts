import { CHAPTERS_MAX_COUNT } from '../constants/chapters';
import { chapterAt, chaptersWebVtt, seekUrl, startSecondsOf, withChapterEnds } from '../media/chapters';
import { ChapterMessages, chapterProblems, type ChapterInput } from './chapters';

const minute = 60_000;
const three: ChapterInput[] = [
  { title: 'Intro', startMs: 0 },
  { title: 'Setup', startMs: minute },
  { title: 'Results', startMs: 2 * minute },
];

describe('chapterProblems', () => {
  it('accepts none, and three or more from 0 in order', () => {
    expect(chapterProblems([], 3 * minute)).toEqual([]);
    expect(chapterProblems(three, 3 * minute)).toEqual([]);
  });

  it('wants at least three and at most the maximum', () => {
    expect(chapterProblems(three.slice(0, 2), 3 * minute)).toEqual([
      { field: 'chapters', message: ChapterMessages.tooFew },
    ]);
    const many = Array.from({ length: CHAPTERS_MAX_COUNT + 1 }, (_, i) => ({
      title: `C${i}`,
      startMs: i * 10_000,
    }));
    expect(chapterProblems(many, 10_000 * (CHAPTERS_MAX_COUNT + 2))).toEqual([
      { field: 'chapters', message: ChapterMessages.tooMany },
    ]);
  });

  it('names the chapter whose title is blank or too long', () => {
    const chapters = [
      three[0] as ChapterInput,
      { title: '  ', startMs: minute },
      { title: 'x'.repeat(101), startMs: 2 * minute },
    ];
    expect(chapterProblems(chapters, 3 * minute)).toEqual([
      { field: 'chapters.1.title', message: ChapterMessages.titleRequired },
      { field: 'chapters.2.title', message: ChapterMessages.titleTooLong },
    ]);
  });

  it('keeps each title to one line without control characters', () => {
    const titled = (title: string) => [
      three[0] as ChapterInput,
      { title, startMs: minute },
      three[2] as ChapterInput,
    ];
    for (const title of [
      'Two\nlines',
      'Tab\there',
      'Bell\u0007',
      'Escape\u001b[31m',
      'Del\u007f',
      'Line\u2028sep',
    ]) {
      expect(chapterProblems(titled(title), 3 * minute)).toEqual([
        { field: 'chapters.1.title', message: ChapterMessages.titleControl },
      ]);
    }
    // Trimmed before the rule: a pasted title's trailing line break is not refused.
    expect(chapterProblems(titled('Setup\n'), 3 * minute)).toEqual([]);
    expect(chapterProblems(titled('Café — naïve, 東京 🎬'), 3 * minute)).toEqual([]);
  });

  it('starts the first at 0, keeps the order and every start inside the video', () => {
    expect(chapterProblems([{ title: 'A', startMs: 5000 }, ...three.slice(1)], 3 * minute)).toEqual([
      { field: 'chapters.0.startMs', message: ChapterMessages.firstAtZero },
    ]);
    expect(chapterProblems([three[0], three[2], three[1]] as ChapterInput[], 3 * minute)).toEqual([
      { field: 'chapters.2.startMs', message: ChapterMessages.outOfOrder },
    ]);
    expect(
      chapterProblems([three[0], three[1], { title: 'C', startMs: minute }] as ChapterInput[], 3 * minute),
    ).toEqual([{ field: 'chapters.2.startMs', message: ChapterMessages.outOfOrder }]);
    expect(chapterProblems(three, 2 * minute)).toEqual([
      { field: 'chapters.2.startMs', message: ChapterMessages.startInvalid },
    ]);
    expect(
      chapterProblems([three[0], { title: 'B', startMs: 1.5 }, three[2]] as ChapterInput[], 3 * minute),
    ).toEqual([{ field: 'chapters.1.startMs', message: ChapterMessages.startInvalid }]);
  });

  it('keeps every chapter at least 10 s, the last up to the end of the video', () => {
    expect(
      chapterProblems([three[0], { title: 'B', startMs: 55_000 }, three[1]] as ChapterInput[], 3 * minute),
    ).toEqual([{ field: 'chapters.1.startMs', message: ChapterMessages.tooShort(5000) }]);
    expect(chapterProblems(three, 2 * minute + 9_999)).toEqual([
      { field: 'chapters.2.startMs', message: ChapterMessages.tooShort(9_999) },
    ]);
    expect(ChapterMessages.tooShort(5000)).toBe('A chapter lasts at least 10 s (this one lasts 00:05)');
  });
});

describe('chapters for viewers', () => {
  const chapters = withChapterEnds(three, 3 * minute);

  it('end where the next starts, the last at the end of the video', () => {
    expect(chapters.map((chapter) => [chapter.startMs, chapter.endMs])).toEqual([
      [0, minute],
      [minute, 2 * minute],
      [2 * minute, 3 * minute],
    ]);
  });

  it('find the chapter playing', () => {
    expect(chapterAt(chapters, 0)?.title).toBe('Intro');
    expect(chapterAt(chapters, minute - 1)?.title).toBe('Intro');
    expect(chapterAt(chapters, minute)?.title).toBe('Setup');
    expect(chapterAt(chapters, 3 * minute)?.title).toBe('Results');
    expect(chapterAt([], 0)).toBeUndefined();
  });

  it('make a WebVTT chapters track whose cue text cannot break the file', () => {
    const vtt = chaptersWebVtt(
      withChapterEnds([...three.slice(0, 2), { title: 'A --> B\n<i>', startMs: 2 * minute }], 3 * minute),
    );
    expect(vtt).toBe(
      'WEBVTT\n\n' +
        '1\n00:00:00.000 --> 00:01:00.000\nIntro\n\n' +
        '2\n00:01:00.000 --> 00:02:00.000\nSetup\n\n' +
        '3\n00:02:00.000 --> 00:03:00.000\nA --&gt; B &lt;i&gt;\n',
    );
  });
});

describe('seek addresses', () => {
  it('link to whole seconds and read them back', () => {
    expect(seekUrl('https://v.example/v/1', 90_500)).toBe('https://v.example/v/1?t=90');
    expect(startSecondsOf('?t=90')).toBe(90);
    expect(startSecondsOf('?a=1&t=12s')).toBe(12);
    expect(startSecondsOf('?t=-4')).toBeNull();
    expect(startSecondsOf('?t=1m')).toBeNull();
    expect(startSecondsOf('')).toBeNull();
  });
});

import { formatTimestamp } from '../time/time-format';

/** A chapter as viewers see it: its name and its range in the video (milliseconds). */
export interface PublicChapter {
  title: string;
  startMs: number;
  endMs: number;
}

/** Chapters with their ends: each ends where the next starts, the last at the video's end. */
export function withChapterEnds(
  chapters: ReadonlyArray<{ title: string; startMs: number }>,
  durationMs: number,
): PublicChapter[] {
  return chapters.map((chapter, index) => ({
    title: chapter.title,
    startMs: chapter.startMs,
    endMs: chapters[index + 1]?.startMs ?? durationMs,
  }));
}

/** The chapter playing at `ms`; undefined before the first or when there are none. */
export function chapterAt(chapters: readonly PublicChapter[], ms: number): PublicChapter | undefined {
  const last = chapters.at(-1);
  return (
    chapters.find((chapter) => chapter.startMs <= ms && ms < chapter.endMs) ??
    (last && ms === last.endMs ? last : undefined)
  );
}

/** A chapter title as one WebVTT cue payload line: no line break; `&`, `<`, `>` escaped (so no "-->" either). */
function cueText(title: string): string {
  return title.replace(/\s+/g, ' ').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The chapters as a WebVTT chapters track (`<track kind="chapters">`): one cue per chapter. */
export function chaptersWebVtt(chapters: readonly PublicChapter[]): string {
  const cues = chapters.map(
    (chapter, index) =>
      `${index + 1}\n${formatTimestamp(chapter.startMs)} --> ${formatTimestamp(chapter.endMs)}\n${cueText(chapter.title)}\n`,
  );
  return ['WEBVTT', '', ...cues].join('\n');
}

/** Where a published video's chapters track is, relative to PUBLIC_URL. */
export function publicChaptersPath(videoId: string): string {
  return `/p/api/video/${encodeURIComponent(videoId)}/chapters.vtt`;
}

/** A public page's address that starts playing at `ms` (whole seconds: `?t=90`). */
export function seekUrl(pageUrl: string, ms: number): string {
  return `${pageUrl}?t=${Math.floor(ms / 1000)}`;
}

/**
 * Where a public page's address asks playback to start, in seconds: `?t=90` or `?t=90s`, as a page's
 * chapter links and search engines' key moments (SeekToAction) make it; null without one or for anything
 * else.
 */
export function startSecondsOf(search: string): number | null {
  const value = new URLSearchParams(search).get('t');
  const match = value === null ? null : /^(\d{1,6})s?$/.exec(value);
  return match ? Number(match[1]) : null;
}

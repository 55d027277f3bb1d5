/** The chapter operations' documents and answers, for the chapters suite and the platform suites. */

export const CHAPTER_FIELDS = 'startMs endMs startTimestamp title';
export const VIDEO_CHAPTERS = `query Chapters($videoId: ID!) { videoChapters(videoId: $videoId) { ${CHAPTER_FIELDS} } }`;
export const SUGGESTED = `query Suggested($videoId: ID!) { suggestedChapters(videoId: $videoId) { ${CHAPTER_FIELDS} reasons } }`;
export const SET_CHAPTERS = `mutation Set($videoId: ID!, $chapters: [ChapterInput!]!) {
  setVideoChapters(videoId: $videoId, chapters: $chapters) {
    videoId chapters { ${CHAPTER_FIELDS} } errors { field messages name }
  }
}`;

export interface ChapterView {
  startMs: number;
  endMs: number;
  startTimestamp: string;
  title: string;
}

export interface SetPayload {
  videoId: string | null;
  chapters: ChapterView[] | null;
  errors: Array<{ field: string | null; messages: string[]; name: string }>;
}

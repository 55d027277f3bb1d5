import type { ChapterInput } from '@framehouse/sdk';
import { unwrapPayload } from '../errors';
import { sdk } from '../sdk';

/** The Chapters section's calls (libs/sdk/operations/chapters.graphql); a payload's errors throw with their fields. */
export const chaptersApi = {
  list: async (videoId: string) => (await sdk.VideoChapters({ videoId })).videoChapters,
  suggested: async (videoId: string) => (await sdk.SuggestedChapters({ videoId })).suggestedChapters,
  /** Replaces the whole list (an empty one removes the chapters). */
  save: async (videoId: string, chapters: ChapterInput[]) =>
    unwrapPayload((await sdk.SetVideoChapters({ videoId, chapters })).setVideoChapters).chapters ?? [],
};

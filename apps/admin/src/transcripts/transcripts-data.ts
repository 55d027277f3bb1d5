import { TRANSCRIPTION_PAGE_SIZE } from '@framehouse/domain';
import type { CreateVideoCaptionInput, UpdateVideoCaptionInput } from '@framehouse/sdk';
import { unwrapPayload } from '../errors';
import { sdk } from '../sdk';

/** A video's transcript and captions (libs/sdk/operations/transcripts.graphql, captions.graphql). */
export const transcriptsApi = {
  /**
   * GetVideoTranscription (spec §7): `pages` pages of 30 segments from the start, in one query of
   * 30 × pages, so a search marks the segments of every page loaded so far.
   */
  transcript: (videoId: string, pages: number, search: string) =>
    sdk.GetVideoTranscription({
      videoId,
      page: 1,
      pageSize: TRANSCRIPTION_PAGE_SIZE * pages,
      search: search.trim() || undefined,
    }),
  captions: async (videoId: string) => (await sdk.VideoCaptions({ id: videoId })).videoById?.captions ?? [],
  createCaption: async (videoId: string, videoCaption: CreateVideoCaptionInput) =>
    unwrapPayload((await sdk.CreateVideoCaption({ videoId, videoCaption })).createVideoCaption).videoCaption,
  updateCaption: async (id: string, videoCaption: UpdateVideoCaptionInput) =>
    unwrapPayload((await sdk.UpdateVideoCaption({ id, videoCaption })).updateVideoCaption).videoCaption,
  deleteCaption: async (id: string) => {
    unwrapPayload((await sdk.DeleteVideoCaption({ id })).deleteVideoCaption);
  },
};

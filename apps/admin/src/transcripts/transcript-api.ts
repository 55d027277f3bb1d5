import { TRANSCRIPTION_PAGE_SIZE } from '@framehouse/domain';
import type { CreateVideoCaptionInput, UpdateVideoCaptionInput } from '@framehouse/sdk';
import { unwrapPayload } from '../errors';
import { sdk } from '../sdk';

/**
 * GetVideoTranscription (spec §7): `pages` pages of 30 segments from the start, in one query of
 * 30 × pages, so a search marks the segments of every page loaded so far.
 */
export async function fetchTranscript(videoId: string, pages: number, search: string) {
  return sdk.GetVideoTranscription({
    videoId,
    page: 1,
    pageSize: TRANSCRIPTION_PAGE_SIZE * pages,
    search: search.trim() || undefined,
  });
}

export async function fetchCaptions(videoId: string) {
  const { videoById } = await sdk.VideoCaptions({ id: videoId });
  return videoById?.captions ?? [];
}

export async function createCaption(videoId: string, videoCaption: CreateVideoCaptionInput) {
  const { createVideoCaption } = await sdk.CreateVideoCaption({ videoId, videoCaption });
  return unwrapPayload(createVideoCaption).videoCaption;
}

export async function updateCaption(id: string, videoCaption: UpdateVideoCaptionInput) {
  const { updateVideoCaption } = await sdk.UpdateVideoCaption({ id, videoCaption });
  return unwrapPayload(updateVideoCaption).videoCaption;
}

export async function deleteCaption(id: string) {
  const { deleteVideoCaption } = await sdk.DeleteVideoCaption({ id });
  unwrapPayload(deleteVideoCaption);
}

import type { UpdateVideoInput } from '@framehouse/sdk';
import { unwrapPayload } from '../errors';
import { sdk } from '../sdk';

/** updateVideo with the changed fields only; throws the payload's errors (with their fields) as a PayloadError. */
export async function updateVideo(id: string, video: UpdateVideoInput) {
  const { updateVideo: payload } = await sdk.UpdateVideo({ id, video });
  return unwrapPayload(payload).video;
}

/** createVideoThumbnail: the API checks, decodes and re-encodes the picture. */
export async function createVideoThumbnail(videoId: string, imageBase64: string) {
  const { createVideoThumbnail: payload } = await sdk.CreateVideoThumbnail({ videoId, imageBase64 });
  return unwrapPayload(payload).thumbnail;
}

export async function deleteVideoThumbnail(id: string) {
  const { deleteVideoThumbnail: payload } = await sdk.DeleteVideoThumbnail({ id });
  return unwrapPayload(payload).deletedVideoThumbnailId;
}

import { VideoStatus } from '@framehouse/domain';
import type { UpdateVideoInput } from '@framehouse/sdk';
import { enumMember } from '../enum-member';
import { unwrapPayload } from '../errors';
import { sdk } from '../sdk';

/** The video editor's saves (libs/sdk/operations/video-editor.graphql); a payload's errors throw with their fields. */
export const videoEditorApi = {
  /** The video's status alone, for the leave prompt of the video pages. */
  status: async (id: string) =>
    enumMember(VideoStatus, (await sdk.VideoLeaveState({ id })).videoById?.status),
  /** updateVideo with the changed fields only. */
  update: async (id: string, video: UpdateVideoInput) =>
    unwrapPayload((await sdk.UpdateVideo({ id, video })).updateVideo).video,
  /** createVideoThumbnail: the API checks, decodes and re-encodes the picture. */
  createThumbnail: async (videoId: string, imageBase64: string) =>
    unwrapPayload((await sdk.CreateVideoThumbnail({ videoId, imageBase64 })).createVideoThumbnail).thumbnail,
  deleteThumbnail: async (id: string) =>
    unwrapPayload((await sdk.DeleteVideoThumbnail({ id })).deleteVideoThumbnail).deletedVideoThumbnailId,
};

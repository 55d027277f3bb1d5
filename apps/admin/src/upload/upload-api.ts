import { unwrapPayload } from '../errors';
import { sdk } from '../sdk';
import { PIPELINE_TYPE } from '../videos/video-api';
import type { LocalUploadApi } from './local-video-upload';

/** The local upload flow's calls (spec §4, §7) through the SDK; a payload's `errors` throw. */
export const localUploadApi: LocalUploadApi = {
  async requestUpload(filename) {
    // Always multipart: the URL then carries the upload id §4 requires, whatever the file's size.
    const { uploadLocalVideo } = await sdk.UploadLocalVideo({
      filename,
      multipart: true,
      pipelineType: PIPELINE_TYPE,
    });
    const payload = unwrapPayload(uploadLocalVideo);
    return { videoId: payload.video?.id, uploadUrl: payload.videoUploadUrl };
  },
  async requestPartUrl(videoId, partNumber) {
    const { newLocalVideoUploadPart } = await sdk.NewLocalVideoUploadPart({ videoId, partNumber });
    return unwrapPayload(newLocalVideoUploadPart).videoUploadUrl;
  },
  async storedParts(videoId) {
    const { localVideoUploadParts } = await sdk.LocalVideoUploadParts({ videoId });
    return localVideoUploadParts;
  },
  async confirm(videoId, key, parts) {
    const { confirmLocalVideoUpload } = await sdk.ConfirmLocalVideoUpload({
      videoId,
      key,
      parts: parts.map(({ partNumber, etag }) => ({ partNumber, etag })),
    });
    unwrapPayload(confirmLocalVideoUpload);
  },
  async cancel(videoId, key) {
    const { cancelLocalVideoUpload } = await sdk.CancelLocalVideoUpload({ videoId, key });
    unwrapPayload(cancelLocalVideoUpload);
  },
  async deleteVideo(videoId) {
    const { deleteVideo } = await sdk.DeleteVideo({ id: videoId });
    unwrapPayload(deleteVideo);
  },
};

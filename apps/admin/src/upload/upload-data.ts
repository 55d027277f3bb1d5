import { DEFAULT_PIPELINE_TYPE, VideoStatus } from '@framehouse/domain';
import { PipelineType } from '@framehouse/sdk';
import { enumMember } from '../enum-member';
import { unwrapPayload } from '../errors';
import { sdk } from '../sdk';
import type { LocalUploadApi } from './local-video-upload';

/** The Standard pipeline, the only one (spec §3), as the SDK's enum. */
const PIPELINE_TYPE = enumMember(PipelineType, DEFAULT_PIPELINE_TYPE) ?? PipelineType.Basic;

/** The direct upload's calls, handed to `uploadLocalVideo` (which its unit tests give fakes instead). */
const localUpload: LocalUploadApi = {
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

/** The upload area's calls (spec §4, §7; libs/sdk/operations/videos.graphql); a payload's errors throw. */
export const uploadApi = {
  ...localUpload,
  /** uploadRemoteVideo with the trimmed URL; resolves to the new video, if the API returned one. */
  importRemote: async (url: string) =>
    unwrapPayload(
      (await sdk.UploadRemoteVideo({ url: url.trim(), pipelineType: PIPELINE_TYPE })).uploadRemoteVideo,
    ).video ?? undefined,
  /** The video's status, to know whether an upload a reload interrupted still waits for its parts. */
  videoStatus: async (id: string) => enumMember(VideoStatus, (await sdk.VideoById({ id })).videoById?.status),
};

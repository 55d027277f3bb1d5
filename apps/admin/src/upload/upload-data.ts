import { DEFAULT_PIPELINE_TYPE, VideoStatus } from '@framehouse/domain';
import { PipelineType, type UploadVideoOptions } from '@framehouse/sdk';
import { enumMember } from '../enum-member';
import { unwrapPayload } from '../errors';
import { sdk } from '../sdk';

/** The Standard pipeline, the only one (spec §3), as the SDK's enum. */
const PIPELINE_TYPE = enumMember(PipelineType, DEFAULT_PIPELINE_TYPE) ?? PipelineType.Basic;

/** The upload area's calls (spec §4, §7; libs/sdk/operations/videos.graphql); a payload's errors throw. */
export const uploadApi = {
  /**
   * The direct upload of a file (the SDK's multipart flow: parts straight to storage, retried, then
   * confirmed), or with `resume` the missing parts of an interrupted one.
   */
  upload: (file: File, options: UploadVideoOptions) => sdk.uploadVideo(file, options),
  /** Gives an interrupted upload up: the server cancels it and deletes its video. */
  async cancel(videoId: string, key: string) {
    const { cancelLocalVideoUpload } = await sdk.CancelLocalVideoUpload({ videoId, key });
    unwrapPayload(cancelLocalVideoUpload);
  },
  /** uploadRemoteVideo with the trimmed URL; resolves to the new video, if the API returned one. */
  importRemote: async (url: string) =>
    unwrapPayload(
      (await sdk.UploadRemoteVideo({ url: url.trim(), pipelineType: PIPELINE_TYPE })).uploadRemoteVideo,
    ).video ?? undefined,
  /** The video's status, to know whether an upload a reload interrupted still waits for its parts. */
  videoStatus: async (id: string) => enumMember(VideoStatus, (await sdk.VideoById({ id })).videoById?.status),
};

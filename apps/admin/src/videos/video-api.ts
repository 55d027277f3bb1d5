import { DEFAULT_PIPELINE_TYPE } from '@framehouse/domain';
import { PipelineType } from '@framehouse/sdk';
import { unwrapPayload } from '../errors';
import { enumMember, sdk } from '../sdk';

/** The Standard pipeline, the only one (spec §3), as the SDK's enum. */
export const PIPELINE_TYPE = enumMember(PipelineType, DEFAULT_PIPELINE_TYPE) ?? PipelineType.Basic;

/** duplicateVideo: a copy sharing the media (spec §2: the list reloads after it). */
export async function duplicateVideo(id: string) {
  const { duplicateVideo: payload } = await sdk.DuplicateVideo({ id });
  return unwrapPayload(payload).video;
}

/** reprocessFailedVideo: a failed video goes through processing again. */
export async function reprocessFailedVideo(id: string) {
  const { reprocessFailedVideo: payload } = await sdk.ReprocessFailedVideo({ id });
  return unwrapPayload(payload).video;
}

/** uploadRemoteVideo with the trimmed URL (spec §4); resolves to the new video, if the API returned one. */
export async function importRemoteVideo(url: string) {
  const { uploadRemoteVideo: payload } = await sdk.UploadRemoteVideo({
    url: url.trim(),
    pipelineType: PIPELINE_TYPE,
  });
  return unwrapPayload(payload).video ?? undefined;
}

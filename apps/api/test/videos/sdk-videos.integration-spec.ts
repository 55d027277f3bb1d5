import { ErrorCode, VideoStatus as DomainVideoStatus } from '@framehouse/domain';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the admin's video operations through the generated client, from source as Jest runs it
import {
  createFramehouseClient,
  VideoOrigin,
  VideoStatus,
  type FramehouseSdk,
} from '../../../../libs/sdk/src';
import { registerOwner, type Owner } from '../support/flows';
import type { TestApp } from '../support/test-app';
import { defaultStorageDriver, makeClip, putPart, setVideo, startVideoApp } from './video-support';

/** libs/sdk/operations/videos.graphql is what the admin sends: every operation of it, end to end. */
describe('the video operations of the SDK against the real API', () => {
  let t: TestApp;
  let owner: Owner;
  let sdk: FramehouseSdk;
  let clip: Awaited<ReturnType<typeof makeClip>>;

  beforeAll(async () => {
    [t, clip] = await Promise.all([startVideoApp(defaultStorageDriver()), makeClip()]);
    owner = await registerOwner(t);
    sdk = createFramehouseClient({ url: `${t.url}/graphql/`, getToken: () => owner.token });
  });
  afterAll(async () => {
    await t.close();
    await clip.remove();
  });

  it('uploads, resumes, confirms, lists, duplicates, retries, imports and deletes', async () => {
    const { uploadLocalVideo } = await sdk.UploadLocalVideo({ filename: 'Sdk clip.mp4' });
    expect(uploadLocalVideo.errors).toEqual([]);
    const video = uploadLocalVideo.video;
    expect(video).toMatchObject({
      title: 'Sdk clip',
      status: VideoStatus.Uploading,
      origin: VideoOrigin.Direct,
    });
    const { newLocalVideoUploadPart } = await sdk.NewLocalVideoUploadPart({
      videoId: video?.id ?? '',
      partNumber: 1,
    });
    expect((await putPart(newLocalVideoUploadPart.videoUploadUrl ?? '', clip.bytes)).status).toBe(200);
    const { localVideoUploadParts } = await sdk.LocalVideoUploadParts({ videoId: video?.id ?? '' });
    expect(localVideoUploadParts).toEqual([
      { partNumber: 1, etag: expect.any(String), size: clip.bytes.length },
    ]);
    const { confirmLocalVideoUpload } = await sdk.ConfirmLocalVideoUpload({
      videoId: video?.id ?? '',
      key: uploadLocalVideo.key ?? '',
      parts: localVideoUploadParts.map(({ partNumber, etag }) => ({ partNumber, etag })),
    });
    expect(confirmLocalVideoUpload.video?.status).toBe(VideoStatus.Uploaded);

    await setVideo(t, video?.id ?? '', { status: DomainVideoStatus.DRAFT });
    const { duplicateVideo } = await sdk.DuplicateVideo({ id: video?.id ?? '' });
    expect(duplicateVideo.video).toMatchObject({ title: 'Copy - Sdk clip', globalId: video?.globalId });
    const { videos } = await sdk.Videos({ distinctGlobalId: true, orderBy: '-created', pageSize: 25 });
    expect(videos.nodes.map((node) => node.id)).toEqual([duplicateVideo.video?.id]);
    const { videoById } = await sdk.VideoById({ id: video?.id ?? '' });
    expect(videoById?.videoFileUrl).toEqual(expect.any(String));

    await setVideo(t, video?.id ?? '', {
      status: DomainVideoStatus.FAILED,
      failureReason: 'The file has no video stream.',
    });
    const { reprocessFailedVideo } = await sdk.ReprocessFailedVideo({ id: video?.id ?? '' });
    expect(reprocessFailedVideo.video).toMatchObject({ status: VideoStatus.Processing, failureReason: null });

    const { uploadRemoteVideo } = await sdk.UploadRemoteVideo({ url: 'https://vimeo.com/76979871' });
    expect(uploadRemoteVideo.video?.origin).toBe(VideoOrigin.Vimeo);

    const cancelled = await sdk.UploadLocalVideo({ filename: 'second.mov' });
    const { cancelLocalVideoUpload } = await sdk.CancelLocalVideoUpload({
      videoId: cancelled.uploadLocalVideo.video?.id ?? '',
      key: cancelled.uploadLocalVideo.key ?? '',
    });
    expect(cancelLocalVideoUpload).toEqual({
      deletedVideoId: cancelled.uploadLocalVideo.video?.id,
      errors: [],
    });

    const ids = [video?.id ?? '', duplicateVideo.video?.id ?? '', uploadRemoteVideo.video?.id ?? ''];
    const { deleteVideo } = await sdk.DeleteVideo({ ids });
    expect(deleteVideo.errors).toEqual([]);
    expect([...(deleteVideo.deletedVideoIds ?? [])].sort()).toEqual([...ids].sort());
    await expect(sdk.VideoById({ id: video?.id ?? '' })).rejects.toMatchObject({ code: ErrorCode.NOT_FOUND });
  });
});

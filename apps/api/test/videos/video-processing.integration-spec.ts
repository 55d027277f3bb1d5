import { ErrorCode, JobName, SubscriptionPlan, VideoOrigin, VideoStatus } from '@framehouse/domain';
import type { Queue } from 'bullmq';
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DataSource } from 'typeorm';
import { StorageService } from '../../src/modules/storage/storage.service';
import { VideoProcessingMonitor } from '../../src/modules/videos/jobs/video-processing.monitor';
import { mediaRoot } from '../../src/modules/videos/video-media-keys';
import { Video } from '../../src/modules/videos/video.entity';
import { errorCode, type PayloadError } from '../support/fixtures';
import { registerOwner, type Owner } from '../support/flows';
import type { TestApp } from '../support/test-app';
import { startFakeTranscoder, UNREADABLE, type FakeTranscoder } from './fake-transcoder';
import {
  DELETE,
  download,
  DUPLICATE,
  makeClip,
  md5,
  processJobId,
  putPart,
  REPROCESS,
  run,
  setPlan,
  setVideo,
  startUpload,
  startVideoApp,
  storageDrivers,
  UPLOAD_REMOTE,
  uploadFile,
  VIDEO_BY_ID,
  videoById,
  videoQueue,
  waitForVideo,
  CONFIRM,
  type VideoView,
} from './video-support';

type Payload<K extends string, T = object> = Record<K, T & { errors: PayloadError[] }>;

interface ProbedStream {
  codec_type: string;
  codec_name: string;
  width?: number;
  height?: number;
}

/** What ffprobe reads from a playlist URL, over HTTP, as a player would. */
async function probe(url: string): Promise<ProbedStream[]> {
  const { stdout } = await run('ffprobe', ['-v', 'error', '-show_streams', '-of', 'json', url]);
  return (JSON.parse(stdout) as { streams: ProbedStream[] }).streams;
}

describe.each(storageDrivers())('processing, as the transcoder reports it (%s storage)', (driver) => {
  let t: TestApp;
  let owner: Owner;
  let queue: Queue;
  let transcoder: FakeTranscoder;
  let clip: Awaited<ReturnType<typeof makeClip>>;
  let processed: VideoView;

  beforeAll(async () => {
    [t, clip] = await Promise.all([startVideoApp(driver), makeClip()]);
    owner = await registerOwner(t);
    await setPlan(t, owner.organizationId, SubscriptionPlan.UNLIMITED);
    queue = videoQueue(t);
    transcoder = startFakeTranscoder(t, queue);
  });
  afterAll(async () => {
    await transcoder.close();
    await queue.close();
    await t.close();
    await clip.remove();
  });

  const storage = () => t.app.get(StorageService).driver;
  const monitor = () => t.app.get(VideoProcessingMonitor);
  const rootOf = (video: VideoView) => mediaRoot(owner.organizationId, video.globalId);

  /** Starts an upload, tells the fake transcoder how to behave for it, then sends the file and confirms. */
  async function upload(filename: string, bytes: Buffer, behaviour: Parameters<FakeTranscoder['behave']>[1]) {
    const started = await startUpload(t, owner.token, filename);
    transcoder.behave(started.video.id, behaviour);
    const part = await putPart(started.videoUploadUrl, bytes);
    const confirmed = await t.gql<Payload<'confirmLocalVideoUpload', { video: VideoView }>>(
      CONFIRM,
      { videoId: started.video.id, key: started.key, parts: [{ partNumber: 1, etag: part.etag }] },
      owner.token,
    );
    expect(confirmed.data.confirmLocalVideoUpload.errors).toEqual([]);
    return confirmed.data.confirmLocalVideoUpload.video;
  }

  it('plays the first rendition while processing, then is a DRAFT with all its media', async () => {
    const uploaded = await upload('clip.mp4', clip.bytes, 'hold');
    await transcoder.held(uploaded.id);
    const early = await waitForVideo(t, owner.token, uploaded.id, (video) => video.videoStreams.length > 0);
    expect(early).toMatchObject({ status: VideoStatus.PROCESSING, processingProgress: 40, duration: 3000 });
    expect(early.videoStreams).toEqual([
      { id: `${uploaded.id}:hls`, standard: 'HLS', manifestFileUrl: expect.stringContaining('/master.m3u8') },
    ]);
    const whileProcessing = await probe(early.videoStreams[0]?.manifestFileUrl as string);
    expect(whileProcessing.map((stream) => stream.codec_name).sort()).toEqual(['aac', 'h264']);

    transcoder.release(uploaded.id);
    processed = await waitForVideo(
      t,
      owner.token,
      uploaded.id,
      (video) => video.status === VideoStatus.DRAFT,
    );
    expect(processed).toMatchObject({
      processingProgress: 100,
      duration: 3000,
      failureReason: null,
      title: 'clip',
      origin: VideoOrigin.DIRECT,
    });

    const manifestUrl = processed.videoStreams[0]?.manifestFileUrl as string;
    expect(manifestUrl.startsWith(`${t.url}/media/hls/${processed.id}/`)).toBe(true);
    const master = await download(manifestUrl);
    expect(master.status).toBe(200);
    expect(master.headers.get('content-type')).toContain('application/vnd.apple.mpegurl');
    expect(master.headers.get('access-control-allow-origin')).toBe('*');
    expect(master.body.toString()).toContain('360p/index.m3u8');
    const media = await download(new URL('360p/index.m3u8', manifestUrl).toString());
    expect(media.status).toBe(200);
    const segmentUrls = media.body
      .toString()
      .split('\n')
      .filter((line) => line.startsWith('http'));
    expect(segmentUrls.length).toBeGreaterThanOrEqual(3);
    // Segments go straight to the storage: the API's signed /media reads for fs, the S3 server for s3.
    const storageOrigin = driver === 'fs' ? t.url : (t.config.storage.s3?.endpoint as string);
    for (const url of segmentUrls) expect(url.startsWith(`${storageOrigin}/`)).toBe(true);
    const segment = await download(segmentUrls[0] as string);
    expect(segment.status).toBe(200);
    expect(segment.body[0]).toBe(0x47); // an MPEG-TS sync byte

    const streams = await probe(manifestUrl);
    expect(streams.find((stream) => stream.codec_type === 'video')).toMatchObject({
      codec_name: 'h264',
      width: 640,
      height: 360,
    });
    expect(streams.find((stream) => stream.codec_type === 'audio')?.codec_name).toBe('aac');

    const poster = await download(processed.thumbnailUrl as string);
    expect(poster.status).toBe(200);
    expect(poster.body.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(processed.thumbnails).toHaveLength(2);
    for (const thumbnail of processed.thumbnails)
      expect((await download(thumbnail.imageUrl)).status).toBe(200);
    // The storyboard comes from the API, its sprite signed like a segment.
    expect(processed.storyboardUrl?.startsWith(`${t.url}/media/hls/${processed.id}/`)).toBe(true);
    const storyboard = await download(processed.storyboardUrl as string);
    expect(storyboard.headers.get('content-type')).toContain('text/vtt');
    const cues = storyboard.body.toString().split('\n');
    expect(cues[0]).toBe('WEBVTT');
    const sprite = cues.find((line) => line.includes('#xywh=')) as string;
    expect(sprite.startsWith(`${storageOrigin}/`)).toBe(true);
    expect(sprite.endsWith('#xywh=0,0,160,90')).toBe(true);
    expect((await download(sprite.slice(0, sprite.indexOf('#')))).status).toBe(200);
    const original = await download(processed.videoFileUrl as string);
    expect(md5(original.body)).toBe(md5(clip.bytes));
    expect(original.headers.get('content-disposition')).toContain('attachment');
  });

  it('refuses playlists under a grant that is not the video’s, and renditions it does not have', async () => {
    const manifestUrl = processed.videoStreams[0]?.manifestFileUrl as string;
    const [, grant] = /\/media\/hls\/[^/]+\/([^/]+)\//.exec(manifestUrl) ?? [];
    const other = await uploadFile(t, owner.token, 'other.mp4', clip.bytes);
    const forged = manifestUrl.replace(processed.id, other.id);
    expect((await download(forged)).status).toBe(403);
    expect((await download(manifestUrl.replace(grant as string, `${grant}x`))).status).toBe(403);
    expect((await download(new URL('1080p/index.m3u8', manifestUrl).toString())).status).toBe(404);
    expect((await download(new URL('../index.m3u8', manifestUrl).toString())).status).toBe(404);
    await waitForVideo(t, owner.token, other.id, (video) => video.status === VideoStatus.DRAFT);
  });

  it('ends FAILED with the reason when the file is not a video', async () => {
    const broken = await upload('broken.mp4', randomBytes(64 * 1024), 'succeed');
    const failed = await waitForVideo(
      t,
      owner.token,
      broken.id,
      (video) => video.status === VideoStatus.FAILED,
    );
    expect(failed).toMatchObject({ failureReason: UNREADABLE, videoStreams: [], thumbnailUrl: null });
  });

  it('retries a failed attempt while attempts are left: the video is not FAILED meanwhile', async () => {
    const video = await upload('flaky.mp4', clip.bytes, 'fail-once');
    const job = await queue.getJob(processJobId(video.id));
    const deadline = Date.now() + 20_000;
    while ((await job?.getState()) !== 'delayed') {
      if (Date.now() > deadline) throw new Error('the job was not retried');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await videoById(t, owner.token, video.id)).status).not.toBe(VideoStatus.FAILED);
    await job?.promote();
    await waitForVideo(t, owner.token, video.id, (current) => current.status === VideoStatus.DRAFT);
  });

  it('reprocesses a FAILED video as a new run, and ignores what the old run reports', async () => {
    const video = await upload('unlucky.mp4', clip.bytes, 'fail');
    const failed = await waitForVideo(
      t,
      owner.token,
      video.id,
      (current) => current.status === VideoStatus.FAILED,
    );
    expect(failed.failureReason).toBe('The video could not be transcoded.');
    transcoder.behave(video.id, 'hold');
    const reprocessed = await t.gql<Payload<'reprocessFailedVideo', { video: VideoView }>>(
      REPROCESS,
      { id: video.id },
      owner.token,
    );
    expect(reprocessed.data.reprocessFailedVideo.errors).toEqual([]);
    expect(reprocessed.data.reprocessFailedVideo.video).toMatchObject({
      status: VideoStatus.PROCESSING,
      processingProgress: 0,
      failureReason: null,
    });
    expect((await queue.getJob(processJobId(video.id, 1)))?.name).toBe(JobName.PROCESS_VIDEO);
    await transcoder.held(video.id);
    // Run 0 failed long ago; anything it might still report is not about the current run.
    const ref = { name: JobName.PROCESS_VIDEO as const, videoId: video.id, run: 0 };
    expect(await monitor().applyFailure(ref, 'late failure of run 0')).toBe(false);
    expect(await monitor().applyProgress(ref, { stage: 'transcoding', percent: 90, renditions: [] })).toBe(
      false,
    );
    expect((await videoById(t, owner.token, video.id)).status).toBe(VideoStatus.PROCESSING);
    transcoder.release(video.id);
    const done = await waitForVideo(
      t,
      owner.token,
      video.id,
      (current) => current.status === VideoStatus.DRAFT,
    );
    expect(done.videoStreams).toHaveLength(1);
    const again = await t.gql<Payload<'reprocessFailedVideo', { video: VideoView | null }>>(
      REPROCESS,
      { id: video.id },
      owner.token,
    );
    expect(again.data.reprocessFailedVideo.errors).toEqual([
      {
        name: ErrorCode.INCORRECT_VIDEO_STATUS,
        field: 'id',
        messages: ['Video has incorrect status: DRAFT. Allowed statuses: FAILED.'],
      },
    ]);
  });

  it('reconciles at start: a finished job is applied, a lost one queued again', async () => {
    // The API was down while the job completed: the row still says PROCESSING.
    await setVideo(t, processed.id, {
      status: VideoStatus.PROCESSING,
      processingProgress: 40,
      posterKey: null,
    });
    await monitor().reconcile();
    const applied = await videoById(t, owner.token, processed.id);
    expect(applied.status).toBe(VideoStatus.DRAFT);
    expect(applied.thumbnailUrl).not.toBeNull();
    // The job is gone (Redis lost it): it is queued again and processed.
    await queue.remove(processJobId(processed.id));
    await setVideo(t, processed.id, { status: VideoStatus.UPLOADED });
    await monitor().reconcile();
    expect(await queue.getJob(processJobId(processed.id))).toBeDefined();
    await waitForVideo(t, owner.token, processed.id, (video) => video.status === VideoStatus.DRAFT);
  });

  it('imports a remote file: fetched by the worker, then processed, titled by the import', async () => {
    const server: Server = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'video/mp4', 'content-length': clip.bytes.length });
      response.end(clip.bytes);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const response = await t.gql<Payload<'uploadRemoteVideo', { video: VideoView }>>(
        UPLOAD_REMOTE,
        { url: `http://127.0.0.1:${port}/files/remote-clip.mp4` },
        owner.token,
      );
      expect(response.data.uploadRemoteVideo.errors).toEqual([]);
      const created = response.data.uploadRemoteVideo.video;
      expect(created).toMatchObject({
        status: VideoStatus.UPLOADED,
        origin: VideoOrigin.REMOTE,
        title: 'remote-clip',
      });
      const done = await waitForVideo(
        t,
        owner.token,
        created.id,
        (video) => video.status === VideoStatus.DRAFT,
      );
      expect(done.title).toBe('Imported clip');
      const row = await t.app.get(DataSource).getRepository(Video).findOneByOrFail({ id: created.id });
      expect(row.sourceSize).toBe(clip.bytes.length);
      expect(md5((await download(done.videoFileUrl as string)).body)).toBe(md5(clip.bytes));
      expect((await probe(done.videoStreams[0]?.manifestFileUrl as string)).length).toBe(2);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('duplicates share the media, which goes with the last of them', async () => {
    const duplicated = await t.gql<Payload<'duplicateVideo', { video: VideoView }>>(
      DUPLICATE,
      { id: processed.id },
      owner.token,
    );
    expect(duplicated.data.duplicateVideo.errors).toEqual([]);
    const copy = duplicated.data.duplicateVideo.video;
    expect(copy).toMatchObject({
      globalId: processed.globalId,
      title: 'Copy - clip',
      status: VideoStatus.DRAFT,
      duration: 3000,
      views: 0,
    });
    expect(copy.id).not.toBe(processed.id);
    const deleteOne = (id: string) =>
      t.gql<Payload<'deleteVideo', { deletedVideoIds: string[] }>>(DELETE, { id }, owner.token);
    expect((await deleteOne(processed.id)).data.deleteVideo.errors).toEqual([]);
    expect((await storage().listPrefix(rootOf(processed))).length).toBeGreaterThan(0);
    expect((await probe(copy.videoStreams[0]?.manifestFileUrl as string)).length).toBe(2);
    expect((await deleteOne(copy.id)).data.deleteVideo.errors).toEqual([]);
    expect(await storage().listPrefix(rootOf(processed))).toEqual([]);
    expect((await download(copy.videoStreams[0]?.manifestFileUrl as string)).status).toBe(404);
  });

  it('deletes what a job wrote after its video was deleted mid-processing', async () => {
    const video = await upload('doomed.mp4', clip.bytes, 'hold');
    await transcoder.held(video.id);
    const deleted = await t.gql<Payload<'deleteVideo', { deletedVideoIds: string[] }>>(
      DELETE,
      { id: video.id },
      owner.token,
    );
    expect(deleted.data.deleteVideo.errors).toEqual([]);
    expect(errorCode(await t.gql(VIDEO_BY_ID, { id: video.id }, owner.token))).toBe(ErrorCode.NOT_FOUND);
    transcoder.release(video.id);
    // The job goes on and writes its poster, thumbnails and storyboard, then completes.
    const job = await queue.getJob(processJobId(video.id));
    const deadline = Date.now() + 20_000;
    while ((await job?.getState()) !== 'completed') {
      if (Date.now() > deadline) throw new Error('the job did not complete');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    while ((await storage().listPrefix(rootOf(video))).length > 0) {
      if (Date.now() > deadline) throw new Error('the late files were not deleted');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(
      await t.app
        .get(DataSource)
        .getRepository(Video)
        .count({ where: { id: video.id } }),
    ).toBe(0);
  });
});

import {
  ErrorCode,
  JobName,
  PipelineType,
  SubscriptionPlan,
  ValidationMessages,
  VideoOrigin,
  VideoStatus,
  type ImportRemoteVideoJob,
  type ProcessVideoJob,
} from '@framehouse/domain';
import type { Queue } from 'bullmq';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { StorageService } from '../../src/modules/storage/storage.service';
import { AbandonedUploadsSweeper } from '../../src/modules/uploads/abandoned-uploads.sweeper';
import { errorCode, payloadError, validationFailure, type PayloadError } from '../support/fixtures';
import { registerOwner, type Owner } from '../support/flows';
import type { TestApp } from '../support/test-app';
import {
  CANCEL,
  CONFIRM,
  DELETE,
  download,
  importJobId,
  keyFromUploadUrl,
  makeClip,
  md5,
  MIB,
  NEW_PART,
  PARTS,
  processJobId,
  putPart,
  setPlan,
  startUpload,
  startVideoApp,
  storageDrivers,
  UPLOAD_REMOTE,
  VIDEO_BY_ID,
  videoQueue,
  type StartedUpload,
  type VideoView,
} from './video-support';

type Payload<K extends string, T = object> = Record<K, T & { errors: PayloadError[] }>;

describe.each(storageDrivers())('local upload and import (%s storage)', (driver) => {
  let t: TestApp;
  let owner: Owner;
  let queue: Queue;
  let clip: Awaited<ReturnType<typeof makeClip>>;

  beforeAll(async () => {
    [t, clip] = await Promise.all([startVideoApp(driver), makeClip()]);
    owner = await registerOwner(t);
    // Many uploads here; the upload limit has its own suite.
    await setPlan(t, owner.organizationId, SubscriptionPlan.UNLIMITED);
    queue = videoQueue(t);
  });
  afterAll(async () => {
    await queue.close();
    await t.close();
    await clip.remove();
  });

  const newPart = (videoId: string, partNumber: number) =>
    t.gql<Payload<'newLocalVideoUploadPart', { videoUploadUrl: string | null }>>(
      NEW_PART,
      { videoId, partNumber },
      owner.token,
    );
  const parts = (videoId: string) =>
    t.gql<{ localVideoUploadParts: Array<{ partNumber: number; etag: string; size: number }> }>(
      PARTS,
      { videoId },
      owner.token,
    );
  const confirm = (videoId: string, key: string, partList?: Array<{ partNumber: number; etag: string }>) =>
    t.gql<Payload<'confirmLocalVideoUpload', { video: VideoView | null }>>(
      CONFIRM,
      { videoId, key, parts: partList },
      owner.token,
    );
  const cancel = (videoId: string, key: string) =>
    t.gql<Payload<'cancelLocalVideoUpload', { deletedVideoId: string | null }>>(
      CANCEL,
      { videoId, key },
      owner.token,
    );
  const storage = () => t.app.get(StorageService).driver;

  describe('a clip in one part', () => {
    let started: StartedUpload;
    let etag: string;

    it('creates the video UPLOADING, titled after the file, with the URL of part 1', async () => {
      started = await startUpload(t, owner.token, 'Summer clip.MP4');
      expect(started.video).toMatchObject({
        title: 'Summer clip',
        status: VideoStatus.UPLOADING,
        origin: VideoOrigin.DIRECT,
        pipelineType: PipelineType.BASIC,
        processingProgress: 0,
        views: 0,
        isMonetizationEnabled: false,
        duration: null,
        videoFileUrl: null,
        videoStreams: [],
        thumbnails: [],
      });
      expect(started.video.globalId).not.toBe(started.video.id);
      // What the admin reads from the URL: the key in the path, the upload id in the query.
      const url = new URL(started.videoUploadUrl);
      expect(url.pathname.endsWith(`/${started.key}`)).toBe(true);
      expect(url.searchParams.get('uploadId')).toBe(started.uploadId);
      expect(url.searchParams.get('partNumber')).toBe('1');
      expect(keyFromUploadUrl(started.videoUploadUrl)).toBe(started.key);
      expect(started.key).toMatch(/^media\/[0-9a-f-]{36}\/[0-9a-f-]{36}\/source\/original\.mp4$/);
    });

    it('takes the part straight at the storage URL, and again when it is sent again', async () => {
      const first = await putPart(started.videoUploadUrl, clip.bytes);
      expect(first.status).toBe(200);
      expect(first.etag).toBe(md5(clip.bytes));
      etag = first.etag;
      const again = await newPart(started.video.id, 1);
      expect(again.data.newLocalVideoUploadPart.errors).toEqual([]);
      const resent = await putPart(again.data.newLocalVideoUploadPart.videoUploadUrl as string, clip.bytes);
      expect(resent).toEqual({ status: 200, etag });
      const stored = await parts(started.video.id);
      expect(stored.data.localVideoUploadParts).toEqual([{ partNumber: 1, etag, size: clip.bytes.length }]);
    });

    it('confirms: UPLOADED, the original stored whole, and a processing job queued', async () => {
      const confirmed = await confirm(started.video.id, started.key, [{ partNumber: 1, etag: `"${etag}"` }]);
      expect(confirmed.data.confirmLocalVideoUpload.errors).toEqual([]);
      const video = confirmed.data.confirmLocalVideoUpload.video as VideoView;
      expect(video.status).toBe(VideoStatus.UPLOADED);
      const original = await download(video.videoFileUrl as string);
      expect(original.status).toBe(200);
      expect(md5(original.body)).toBe(md5(clip.bytes));
      expect(original.headers.get('content-disposition')).toContain('filename="Summer clip.MP4"');
      const job = await queue.getJob(processJobId(video.id));
      expect(job?.name).toBe(JobName.PROCESS_VIDEO);
      expect(job?.data).toEqual<ProcessVideoJob>({
        videoId: video.id,
        organizationId: owner.organizationId,
        sourceKey: started.key,
        mediaPrefix: started.key.replace(/source\/original\.mp4$/, 'processed/'),
        run: 0,
      });
      expect(job?.opts.attempts).toBe(3);
      expect(job?.opts.backoff).toEqual({ type: 'exponential', delay: 30_000 });
    });

    it('refuses a second confirm, another part, and a cancel of the confirmed upload', async () => {
      const status = (message: string) => payloadError(ErrorCode.INCORRECT_VIDEO_STATUS, 'videoId', message);
      const expected = status('Video has incorrect status: UPLOADED. Allowed statuses: UPLOADING.');
      expect((await confirm(started.video.id, started.key)).data.confirmLocalVideoUpload.errors).toEqual([
        expected,
      ]);
      expect((await newPart(started.video.id, 2)).data.newLocalVideoUploadPart).toEqual({
        videoUploadUrl: null,
        errors: [expected],
      });
      expect((await cancel(started.video.id, started.key)).data.cancelLocalVideoUpload.errors).toEqual([
        expected,
      ]);
      const listed = await parts(started.video.id);
      expect(errorCode(listed)).toBe(ErrorCode.INCORRECT_VIDEO_STATUS);
    });
  });

  it('uploads three parts, resumes after a "reload" from the stored parts, and joins them in order', async () => {
    const file = randomBytes(11 * MIB);
    const chunks = [file.subarray(0, 5 * MIB), file.subarray(5 * MIB, 10 * MIB), file.subarray(10 * MIB)];
    const started = await startUpload(t, owner.token, 'big.mov');
    expect((await putPart(started.videoUploadUrl, chunks[0] as Buffer)).status).toBe(200);
    const third = await newPart(started.video.id, 3);
    expect(
      (await putPart(third.data.newLocalVideoUploadPart.videoUploadUrl as string, chunks[2] as Buffer))
        .status,
    ).toBe(200);
    // The page reloads: it asks which parts the storage holds and sends the missing one.
    const held = (await parts(started.video.id)).data.localVideoUploadParts;
    expect(held.map((part) => [part.partNumber, part.size])).toEqual([
      [1, 5 * MIB],
      [3, MIB],
    ]);
    const second = await newPart(started.video.id, 2);
    expect(
      (await putPart(second.data.newLocalVideoUploadPart.videoUploadUrl as string, chunks[1] as Buffer))
        .status,
    ).toBe(200);
    // Without `parts` the confirm completes from every stored part; the key as the URL's path shows it.
    const urlPathKey = new URL(started.videoUploadUrl).pathname.slice(1);
    const confirmed = await confirm(started.video.id, urlPathKey);
    expect(confirmed.data.confirmLocalVideoUpload.errors).toEqual([]);
    const video = confirmed.data.confirmLocalVideoUpload.video as VideoView;
    expect(video.status).toBe(VideoStatus.UPLOADED);
    const stat = await storage().statObject(started.key);
    expect(stat?.size).toBe(file.length);
    const stored = await download(video.videoFileUrl as string);
    expect(md5(stored.body)).toBe(md5(file));
    expect(await queue.getJob(processJobId(video.id))).toBeDefined();
  });

  it('cancels: the upload is aborted and the video deleted', async () => {
    const started = await startUpload(t, owner.token, 'cancelled.mp4');
    expect((await putPart(started.videoUploadUrl, clip.bytes)).status).toBe(200);
    const cancelled = await cancel(started.video.id, keyFromUploadUrl(started.videoUploadUrl));
    expect(cancelled.data.cancelLocalVideoUpload).toEqual({ deletedVideoId: started.video.id, errors: [] });
    const gone = await t.gql(VIDEO_BY_ID, { id: started.video.id }, owner.token);
    expect(errorCode(gone)).toBe(ErrorCode.NOT_FOUND);
    await expect(storage().listParts(started.key, started.uploadId)).rejects.toMatchObject({
      code: 'NO_SUCH_UPLOAD',
    });
    // The browser's part URL answers as S3 does for an upload that is gone (s3rver takes parts of any
    // upload id, so this holds for fs and a real S3 only).
    if (driver === 'fs') expect((await putPart(started.videoUploadUrl, clip.bytes)).status).toBe(404);
    expect(await storage().listPrefix(started.key.replace(/source\/.*$/, ''))).toEqual([]);
  });

  it('gives up an upload left unconfirmed for a day: video, parts and use of the limit are gone', async () => {
    const fresh = await startUpload(t, owner.token, 'fresh.mp4');
    const abandoned = await startUpload(t, owner.token, 'abandoned.mp4');
    expect((await putPart(abandoned.videoUploadUrl, clip.bytes)).status).toBe(200);
    const dataSource = t.app.get(DataSource);
    await dataSource.query(`UPDATE videos SET created = now() - interval '25 hours' WHERE id = $1`, [
      abandoned.video.id,
    ]);
    const usage = (id: string) =>
      dataSource.query(`SELECT 1 FROM usage_records WHERE "subjectId" = $1`, [id]) as Promise<unknown[]>;
    expect(await usage(abandoned.video.id)).toHaveLength(1);

    expect(await t.app.get(AbandonedUploadsSweeper).sweep()).toBe(1);
    expect(errorCode(await t.gql(VIDEO_BY_ID, { id: abandoned.video.id }, owner.token))).toBe(
      ErrorCode.NOT_FOUND,
    );
    await expect(storage().listParts(abandoned.key, abandoned.uploadId)).rejects.toMatchObject({
      code: 'NO_SUCH_UPLOAD',
    });
    expect(await usage(abandoned.video.id)).toHaveLength(0);
    const kept = await t.gql<{ videoById: VideoView }>(VIDEO_BY_ID, { id: fresh.video.id }, owner.token);
    expect(kept.data.videoById.status).toBe(VideoStatus.UPLOADING);
    await cancel(fresh.video.id, fresh.key);
  });

  describe('what the API refuses (§4)', () => {
    it("a key that is not the video's own, for confirm and cancel", async () => {
      const mine = await startUpload(t, owner.token, 'mine.mp4');
      const other = await startUpload(t, owner.token, 'other.mp4');
      expect((await putPart(mine.videoUploadUrl, clip.bytes)).status).toBe(200);
      const mismatch = validationFailure('key', ValidationMessages.uploadKeyMismatch);
      for (const key of [
        other.key,
        '',
        'media/x',
        `${mine.key}.bak`,
        new URL(other.videoUploadUrl).pathname,
      ]) {
        expect((await confirm(mine.video.id, key)).data.confirmLocalVideoUpload.errors).toEqual([mismatch]);
        expect((await cancel(mine.video.id, key)).data.cancelLocalVideoUpload.errors).toEqual([mismatch]);
      }
      const video = await t.gql<{ videoById: VideoView }>(VIDEO_BY_ID, { id: mine.video.id }, owner.token);
      expect(video.data.videoById.status).toBe(VideoStatus.UPLOADING);
    });

    it('a confirm before any part is stored', async () => {
      const started = await startUpload(t, owner.token, 'empty.mp4');
      expect((await confirm(started.video.id, started.key)).data.confirmLocalVideoUpload.errors).toEqual([
        validationFailure('parts', ValidationMessages.uploadHasNoParts),
      ]);
    });

    it('parts listed twice or out of range', async () => {
      const started = await startUpload(t, owner.token, 'parts.mp4');
      const part = await putPart(started.videoUploadUrl, clip.bytes);
      const twice = await confirm(started.video.id, started.key, [
        { partNumber: 1, etag: part.etag },
        { partNumber: 1, etag: part.etag },
      ]);
      expect(twice.data.confirmLocalVideoUpload.errors).toEqual([
        validationFailure('parts', 'Part 1 is listed more than once.'),
      ]);
      const outOfRange = await confirm(started.video.id, started.key, [{ partNumber: 0, etag: part.etag }]);
      expect(outOfRange.data.confirmLocalVideoUpload.errors).toEqual([
        validationFailure('parts', ValidationMessages.uploadPartNumber),
      ]);
    });

    if (driver === 'fs') {
      // s3rver does not check part ETags on complete (libs/storage decisions); fs and MinIO do.
      it('a part whose ETag is not the one stored', async () => {
        const started = await startUpload(t, owner.token, 'etag.mp4');
        await putPart(started.videoUploadUrl, clip.bytes);
        const wrong = await confirm(started.video.id, started.key, [
          { partNumber: 1, etag: md5(Buffer.from('x')) },
        ]);
        expect(wrong.data.confirmLocalVideoUpload.errors).toEqual([
          validationFailure('parts', 'Part 1 was not uploaded, or its ETag is not the one given.'),
        ]);
      });
    }

    it('deleting a half-created video aborts its upload (the admin does it when the URL lacks key or upload id)', async () => {
      const started = await startUpload(t, owner.token, 'half.mp4');
      expect((await putPart(started.videoUploadUrl, clip.bytes)).status).toBe(200);
      const deleted = await t.gql<Payload<'deleteVideo', { deletedVideoId: string }>>(
        DELETE,
        { id: started.video.id },
        owner.token,
      );
      expect(deleted.data.deleteVideo.errors).toEqual([]);
      await expect(storage().listParts(started.key, started.uploadId)).rejects.toMatchObject({
        code: 'NO_SUCH_UPLOAD',
      });
    });
  });

  it('accepts an upload without multipart in one PUT of the whole file', async () => {
    const started = await t.gql<Payload<'uploadLocalVideo', StartedUpload>>(
      `mutation { uploadLocalVideo(filename: "single.webm", multipart: false) { videoUploadUrl key video { id } errors { field messages name } } }`,
      {},
      owner.token,
    );
    const upload = started.data.uploadLocalVideo;
    expect(upload.errors).toEqual([]);
    expect((await putPart(upload.videoUploadUrl, clip.bytes)).status).toBe(200);
    expect((await confirm(upload.video.id, upload.key)).data.confirmLocalVideoUpload.errors).toEqual([]);
  });

  describe('remote import', () => {
    it('creates the video UPLOADED with the origin of its host and queues the import', async () => {
      const cases = [
        {
          url: '  https://cdn.example.com/media/Launch%20Day.mp4  ',
          origin: VideoOrigin.REMOTE,
          title: 'Launch Day',
        },
        {
          url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
          origin: VideoOrigin.YOUTUBE,
          title: 'www.youtube.com/watch?v=dQw4w9WgXcQ',
        },
        { url: 'https://youtu.be/dQw4w9WgXcQ', origin: VideoOrigin.YOUTUBE, title: 'youtu.be/dQw4w9WgXcQ' },
        { url: 'https://vimeo.com/76979871', origin: VideoOrigin.VIMEO, title: 'vimeo.com/76979871' },
      ];
      for (const { url, origin, title } of cases) {
        const response = await t.gql<Payload<'uploadRemoteVideo', { video: VideoView }>>(
          UPLOAD_REMOTE,
          { url },
          owner.token,
        );
        expect(response.data.uploadRemoteVideo.errors).toEqual([]);
        const video = response.data.uploadRemoteVideo.video;
        expect(video).toMatchObject({ status: VideoStatus.UPLOADED, origin, title, videoFileUrl: null });
        const job = await queue.getJob(importJobId(video.id));
        expect(job?.name).toBe(JobName.IMPORT_REMOTE_VIDEO);
        const data = job?.data as ImportRemoteVideoJob;
        expect(data).toEqual<ImportRemoteVideoJob>({
          videoId: video.id,
          organizationId: owner.organizationId,
          url: url.trim(),
          origin: origin as ImportRemoteVideoJob['origin'],
          sourceKey: expect.stringMatching(/^media\/.+\/source\/original$/),
          mediaPrefix: expect.stringMatching(/^media\/.+\/processed\/$/),
          run: 0,
        });
        expect(data.mediaPrefix.startsWith(data.sourceKey.replace(/source\/original$/, ''))).toBe(true);
      }
    });

    it('refuses what is not an http(s) URL', async () => {
      for (const url of [
        '',
        '   ',
        'ftp://example.com/a.mp4',
        'javascript:alert(1)',
        'not a url',
        `https://example.com/${'a'.repeat(3000)}`,
      ]) {
        const response = await t.gql<Payload<'uploadRemoteVideo', { video: VideoView | null }>>(
          UPLOAD_REMOTE,
          { url },
          owner.token,
        );
        expect(response.data.uploadRemoteVideo.video).toBeNull();
        expect(response.data.uploadRemoteVideo.errors).toHaveLength(1);
        expect(response.data.uploadRemoteVideo.errors[0]).toMatchObject({
          name: ErrorCode.VALIDATION_ERROR,
          field: 'url',
        });
      }
    });
  });

  it('refuses a file that is not a video', async () => {
    const response = await t.gql<Payload<'uploadLocalVideo', { video: VideoView | null }>>(
      `mutation { uploadLocalVideo(filename: "song.mp3") { video { id } errors { field messages name } } }`,
      {},
      owner.token,
    );
    expect(response.data.uploadLocalVideo).toEqual({
      video: null,
      errors: [validationFailure('filename', ValidationMessages.onlyVideoFiles)],
    });
  });
});

import { ValidationMessages } from '@framehouse/domain';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the SDK's Node entry from source, as Jest runs it
import {
  createFramehouseClient,
  ensureOk,
  ErrorCode,
  PayloadError,
  UploadCanceledError,
  VideoStatus,
  type FramehouseSdk,
  type UploadProgress,
} from '../../../../libs/sdk/src/node';
import { registerOwner } from '../support/flows';
import type { TestApp } from '../support/test-app';
import { defaultStorageDriver, download, md5, MIB, startVideoApp } from '../videos/video-support';

const PART = 5 * MIB;

/**
 * sdk.uploadVideo against the real API and storage: a file interrupted after its first part and resumed
 * from the parts storage holds, a stream sent in parallel parts, a cancel; and the SDK's typed errors and
 * paging on the real answers.
 */
describe('the SDK uploads against the real API', () => {
  let t: TestApp;
  let sdk: FramehouseSdk;
  let dir: string;
  let path: string;
  const bytes = randomBytes(2 * PART + 123_456);

  beforeAll(async () => {
    [t, dir] = await Promise.all([
      startVideoApp(defaultStorageDriver()),
      mkdtemp(join(tmpdir(), 'framehouse-sdk-upload-')),
    ]);
    path = join(dir, 'Interrupted film.mp4');
    await writeFile(path, bytes);
    const owner = await registerOwner(t);
    sdk = createFramehouseClient({ url: `${t.url}/graphql/`, token: owner.token });
  });
  afterAll(async () => {
    await t?.close();
    await rm(dir, { recursive: true, force: true });
  });

  /** The source file storage holds for a video, read back through its signed URL. */
  async function storedSource(videoId: string): Promise<Buffer> {
    const { videoById } = await sdk.VideoById({ id: videoId });
    const source = await download(videoById?.videoFileUrl ?? '');
    expect(source.status).toBe(200);
    return source.body;
  }

  it('resumes an upload interrupted after its first part: only the missing parts are sent', async () => {
    const stop = new AbortController();
    const interrupted = await sdk
      .uploadVideo(path, {
        partSize: PART,
        concurrency: 1,
        onInterrupt: 'keep',
        signal: stop.signal,
        // Interrupted as part 2 goes out (one part at a time: part 1 is stored by then).
        onProgress: ({ sentBytes }) => sentBytes > PART && stop.abort(),
      })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(interrupted).toBeInstanceOf(UploadCanceledError);
    const upload = (interrupted as UploadCanceledError).upload;
    expect(upload).toEqual({
      videoId: expect.any(String),
      key: expect.any(String),
      partSize: PART,
      filename: 'Interrupted film.mp4',
      size: bytes.length,
    });
    const videoId = upload?.videoId ?? '';
    const held = await sdk.LocalVideoUploadParts({ videoId });
    expect(held.localVideoUploadParts.map((part) => [part.partNumber, part.size])).toEqual([[1, PART]]);
    expect((await sdk.VideoById({ id: videoId })).videoById?.status).toBe(VideoStatus.Uploading);

    const progress: UploadProgress[] = [];
    const resumed = await sdk.uploadVideo(path, {
      resume: upload,
      onProgress: (seen) => progress.push(seen),
    });
    expect(resumed.videoId).toBe(videoId);
    expect(resumed.video).toMatchObject({ title: 'Interrupted film', status: VideoStatus.Uploaded });
    // Part 1 was counted as sent from the start: the resume never sent it again.
    expect(Math.min(...progress.map((seen) => seen.sentBytes))).toBeGreaterThanOrEqual(PART);
    expect(progress.at(-1)).toEqual({ sentBytes: bytes.length, totalBytes: bytes.length, percent: 100 });
    expect(md5(await storedSource(videoId))).toBe(md5(bytes));
  });

  it('sends a stream in parallel parts, and a cancel deletes the video', async () => {
    const progress: UploadProgress[] = [];
    const sent = await sdk.uploadVideo(createReadStream(path), {
      filename: 'Streamed.mp4',
      partSize: PART,
      concurrency: 3,
      onProgress: (seen) => progress.push(seen),
    });
    expect(sent.video).toMatchObject({ title: 'Streamed', status: VideoStatus.Uploaded });
    expect(progress.at(-1)).toEqual({ sentBytes: bytes.length });
    expect(md5(await storedSource(sent.videoId))).toBe(md5(bytes));

    const cancel = new AbortController();
    let created = '';
    const canceled = sdk.uploadVideo(path, {
      partSize: PART,
      signal: cancel.signal,
      onResumable: (upload) => {
        created = upload.videoId;
        cancel.abort();
      },
    });
    await expect(canceled).rejects.toBeInstanceOf(UploadCanceledError);
    await expect(sdk.VideoById({ id: created })).rejects.toMatchObject({ code: ErrorCode.NOT_FOUND });

    const titles: string[] = [];
    for await (const video of sdk.paginate.videos({ orderBy: 'title' }, { pageSize: 25 }))
      titles.push(video.title);
    expect(titles).toEqual(['Interrupted film', 'Streamed']);
  });

  it("turns a payload's errors into a PayloadError with the code, field and messages", async () => {
    const strict = createFramehouseClient({ url: `${t.url}/graphql/`, token: '', ensureOk: true });
    const refused = await strict
      .TokenAuth({ email: 'nobody@example.com', password: 'wrong-Password-1' })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(refused).toBeInstanceOf(PayloadError);
    expect(refused).toMatchObject({ code: ErrorCode.INVALID_CREDENTIALS, operation: 'TokenAuth' });

    const answered = (await sdk.InviteOrganizationMember({ email: 'not an address' }))
      .inviteOrganizationMember;
    expect(() => ensureOk(answered, 'InviteOrganizationMember')).toThrow(
      expect.objectContaining({
        name: 'PayloadError',
        code: ErrorCode.VALIDATION_ERROR,
        field: 'email',
        messages: [ValidationMessages.incorrectEmailFormat],
      }),
    );
  });
});

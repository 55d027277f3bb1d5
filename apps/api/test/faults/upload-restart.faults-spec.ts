import { SubscriptionPlan, VideoStatus } from '@framehouse/domain';
import { randomBytes } from 'node:crypto';
import { StorageService } from '../../src/modules/storage/storage.service';
import type { PayloadError } from '../support/fixtures';
import { registerOwner, type Owner } from '../support/flows';
import { restartTestApp, type TestApp } from '../support/test-app';
import {
  CONFIRM,
  MIB,
  NEW_PART,
  PARTS,
  download,
  md5,
  putPart,
  setPlan,
  startUpload,
  startVideoApp,
  type VideoView,
} from '../videos/video-support';

/**
 * Faults (issue 19 item 2): the API restarted in the middle of a multipart upload, a part cut off on its
 * way (on fs storage the parts go to the API itself). After the restart the upload resumes from the parts
 * the storage holds (never the half part), the cut part is sent again, and the confirmed original is the
 * file, byte for byte.
 */
describe('the API restarted during a multipart upload', () => {
  let first: TestApp;
  let t: TestApp;
  let owner: Owner;

  beforeAll(async () => {
    first = await startVideoApp('fs');
    t = first;
    owner = await registerOwner(t);
    await setPlan(t, owner.organizationId, SubscriptionPlan.UNLIMITED);
  });
  afterAll(async () => {
    if (t !== first) await t.app.close();
    await first.close();
  });

  const partUrl = async (videoId: string, partNumber: number) =>
    (
      await t.gql<{ newLocalVideoUploadPart: { videoUploadUrl: string; errors: PayloadError[] } }>(
        NEW_PART,
        { videoId, partNumber },
        owner.token,
      )
    ).data.newLocalVideoUploadPart.videoUploadUrl;

  it('resumes from the stored parts and loses none', async () => {
    const file = randomBytes(16 * MIB);
    const chunks = [0, 1, 2].map((index) =>
      file.subarray(index * 6 * MIB, Math.min(file.length, (index + 1) * 6 * MIB)),
    );
    const started = await startUpload(t, owner.token, 'interrupted.mp4');
    expect((await putPart(started.videoUploadUrl, chunks[0] as Buffer)).status).toBe(200);

    // Part 2 is on its way, slowly, when the connection drops and the API restarts: half a part must not
    // count as stored.
    const secondUrl = await partUrl(started.video.id, 2);
    const dropped = new AbortController();
    const slow = new ReadableStream<Uint8Array>({
      async start(controller) {
        const part = chunks[1] as Buffer;
        for (let offset = 0; offset < part.length && !dropped.signal.aborted; offset += 256 * 1024) {
          controller.enqueue(part.subarray(offset, offset + 256 * 1024));
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      },
    });
    const cut = fetch(secondUrl, {
      method: 'PUT',
      body: slow,
      duplex: 'half',
      signal: dropped.signal,
    } as RequestInit).then(
      (response) => response.status,
      () => 'connection lost',
    );
    await new Promise((resolve) => setTimeout(resolve, 400));
    dropped.abort();
    expect(await cut).toBe('connection lost');
    t = await restartTestApp(first, t, async () => undefined, { listen: true });

    // The page comes back: it asks what the storage holds and sends what is missing.
    const held = await t.gql<{ localVideoUploadParts: Array<{ partNumber: number; size: number }> }>(
      PARTS,
      { videoId: started.video.id },
      owner.token,
    );
    expect(held.data.localVideoUploadParts.map((part) => [part.partNumber, part.size])).toEqual([
      [1, 6 * MIB],
    ]);
    expect((await putPart(await partUrl(started.video.id, 2), chunks[1] as Buffer)).status).toBe(200);
    expect((await putPart(await partUrl(started.video.id, 3), chunks[2] as Buffer)).status).toBe(200);

    const confirmed = await t.gql<{ confirmLocalVideoUpload: { video: VideoView; errors: PayloadError[] } }>(
      CONFIRM,
      { videoId: started.video.id, key: started.key },
      owner.token,
    );
    expect(confirmed.data.confirmLocalVideoUpload.errors).toEqual([]);
    const video = confirmed.data.confirmLocalVideoUpload.video;
    expect(video.status).toBe(VideoStatus.UPLOADED);
    expect((await t.app.get(StorageService).driver.statObject(started.key))?.size).toBe(file.length);
    expect(md5((await download(video.videoFileUrl as string)).body)).toBe(md5(file));
  });
});

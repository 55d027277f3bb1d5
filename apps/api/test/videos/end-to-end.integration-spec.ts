import { SubscriptionPlan, VideoStatus } from '@framehouse/domain';
import { registerOwner, type Owner } from '../support/flows';
import type { TestApp } from '../support/test-app';
import { startTranscoder, type TranscoderProcess } from '../support/transcoder-process';
import {
  download,
  makeClip,
  run,
  setPlan,
  startVideoApp,
  storageDrivers,
  uploadProcessed,
} from './video-support';

/**
 * The product as it runs: the API and the real transcoder process on one storage, a file uploaded
 * through the multipart flow, and the HLS the worker wrote read back over the API's signed URLs.
 */
describe.each(storageDrivers())('upload to playback with the real transcoder (%s storage)', (driver) => {
  let t: TestApp;
  let owner: Owner;
  let transcoder: TranscoderProcess;
  let clip: Awaited<ReturnType<typeof makeClip>>;

  beforeAll(async () => {
    [t, clip] = await Promise.all([startVideoApp(driver), makeClip()]);
    owner = await registerOwner(t);
    await setPlan(t, owner.organizationId, SubscriptionPlan.UNLIMITED);
    transcoder = await startTranscoder(t.config);
  });
  afterAll(async () => {
    await transcoder?.stop();
    await t?.close();
    await clip?.remove();
  });

  it('reaches DRAFT with an adaptive stream, a poster and a storyboard a player can read', async () => {
    const video = await uploadProcessed(t, owner.token, 'clip.mp4', clip.bytes, transcoder.output, 90_000);
    expect(video).toMatchObject({ status: VideoStatus.DRAFT, processingProgress: 100, failureReason: null });
    expect(Math.abs((video.duration ?? 0) - 3000)).toBeLessThanOrEqual(100);

    const manifestUrl = video.videoStreams[0]?.manifestFileUrl as string;
    const master = await download(manifestUrl);
    expect(master.status).toBe(200);
    const { stdout } = await run('ffprobe', ['-v', 'error', '-show_streams', '-of', 'json', manifestUrl]);
    const streams = (JSON.parse(stdout) as { streams: Array<{ codec_name: string; height?: number }> })
      .streams;
    expect(streams.map((stream) => stream.codec_name)).toEqual(expect.arrayContaining(['h264', 'aac']));
    expect(Math.max(...streams.map((stream) => stream.height ?? 0))).toBe(360);

    const poster = await download(video.thumbnailUrl as string);
    expect(poster.status).toBe(200);
    expect(poster.headers.get('content-type')).toContain('image/');
    const storyboard = await download(video.storyboardUrl as string);
    expect(storyboard.status).toBe(200);
    expect(storyboard.body.toString()).toMatch(/^WEBVTT/);
  });
});

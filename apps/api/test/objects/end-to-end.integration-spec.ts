import { ObjectCategory, SubscriptionPlan, VideoStatus } from '@framehouse/domain';
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { registerOwner, type Owner } from '../support/flows';
import type { TestApp } from '../support/test-app';
import { startTranscoder, type TranscoderProcess } from '../support/transcoder-process';
import {
  defaultStorageDriver,
  download,
  setPlan,
  startVideoApp,
  uploadProcessed,
} from '../videos/video-support';
import { OBJECTS, waitForDetection, type ObjectView } from './objects-support';

/**
 * The transcoder's test scene (apps/transcoder/test/support/clips.ts): a grey pole under a blue sky for
 * 7 s, a stop sign (red octagon, white rim, STOP in DejaVu Sans Bold) on it from 2 s to 5 s.
 */
async function makeStopSignClip(): Promise<{ bytes: Buffer; remove(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'framehouse-objects-'));
  const output = join(dir, 'stop-sign.mp4');
  const outer = 'lte(max(abs(X-320)\\,abs(Y-150))\\,100)*lte(abs(X-320)+abs(Y-150)\\,141)';
  const inner = 'lte(max(abs(X-320)\\,abs(Y-150))\\,92)*lte(abs(X-320)+abs(Y-150)\\,130)';
  const channel = (fill: number) => `if(${outer}\\,if(${inner}\\,${fill}\\,255)\\,p(X\\,Y))`;
  const shown = `enable='between(t\\,2\\,4.999)'`;
  const font = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
  const scene = [
    'drawbox=x=313:y=200:w=14:h=160:color=0x808080:t=fill',
    `geq=r='${channel(200)}':g='${channel(20)}':b='${channel(30)}':${shown}`,
    `drawtext=fontfile=${font}:text=STOP:fontsize=56:fontcolor=white:x=320-text_w/2:y=150-text_h/2:${shown}`,
  ].join(',');
  execFileSync(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi'],
      ...['-i', 'color=c=0x7fa7d0:size=640x360:rate=10:duration=7,format=rgb24', '-vf', scene],
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-g', '10', output],
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  return { bytes: await readFile(output), remove: () => rm(dir, { recursive: true, force: true }) };
}

/** The product as it runs: the API and the real transcoder (CenterNet included) on one storage. */
describe('objects found by the real transcoder', () => {
  let t: TestApp;
  let owner: Owner;
  let transcoder: TranscoderProcess;
  let clip: Awaited<ReturnType<typeof makeStopSignClip>>;

  beforeAll(async () => {
    [t, clip] = await Promise.all([startVideoApp(defaultStorageDriver()), makeStopSignClip()]);
    owner = await registerOwner(t);
    await setPlan(t, owner.organizationId, SubscriptionPlan.UNLIMITED);
    transcoder = await startTranscoder(t.config);
    // Building the worker when its dist is stale takes a while.
  }, 180_000);
  afterAll(async () => {
    await transcoder?.stop();
    await t?.close();
    await clip?.remove();
  });

  it('a processed video gets the stop sign as a SYSTEM object with its time range and crop', async () => {
    const video = await uploadProcessed(t, owner.token, 'street.mp4', clip.bytes, transcoder.output);
    expect(video.status).toBe(VideoStatus.DRAFT);
    const { final, seen } = await waitForDetection(t, owner.token, video.id, 180_000, transcoder.output);
    expect(final.objectDetection).toEqual({ status: 'COMPLETED', percent: 100, failureReason: null });
    // "Processing objects" was shown first: the detection was pending before it completed.
    expect(seen.some((status) => status === 'QUEUED' || status === 'IN_PROGRESS')).toBe(true);

    const response = await t.gql<{ objects: { nodes: ObjectView[] } }>(
      OBJECTS,
      { videoId: video.id },
      owner.token,
    );
    expect(response.errors).toBeUndefined();
    const signs = response.data.objects.nodes.filter(
      (object) => object.category === ObjectCategory.STOP_SIGN,
    );
    expect(signs).toHaveLength(1);
    const [sign] = signs as [ObjectView];
    expect(sign).toMatchObject({ title: 'Stop sign', source: 'SYSTEM', visible: true, promote: false });
    // Shown from 2 s to 5 s, sampled once a second.
    expect(sign.timeRange.start).toBeGreaterThanOrEqual(1000);
    expect(sign.timeRange.start).toBeLessThanOrEqual(3000);
    expect(sign.timeRange.end).toBeGreaterThanOrEqual(4000);
    expect(sign.timeRange.end).toBeLessThanOrEqual(6000);
    expect(sign.thumbnails).toHaveLength(1);
    const crop = await download(sign.thumbnailUrl as string);
    expect(crop.status).toBe(200);
    const metadata = await sharp(crop.body).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(metadata.width).toBeGreaterThan(100);
  }, 320_000);
});

import { getQueueToken } from '@nestjs/bullmq';
import {
  JobName,
  momentFrameJobId,
  QueueName,
  SubscriptionPlan,
  VideoStatus,
  type PublicPlayerData,
} from '@framehouse/domain';
import type { Queue } from 'bullmq';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { momentFrameKey } from '../../src/modules/moments/moment-pictures.service';
import { StorageService } from '../../src/modules/storage/storage.service';
import { Video } from '../../src/modules/videos/video.entity';
import {
  addMoment,
  CREATE_MOMENT_THUMBNAIL,
  DELETE_MOMENT,
  momentThumbnailRows,
  mutate,
  processedVideo,
  TOGGLE_MOMENT,
  updateMoment,
} from '../moments/moment-support';
import { call, PUBLISH_VIDEO, selfTargetId } from '../publishing/publishing-support';
import { pngBase64 } from '../support/fixtures';
import { registerOwner, type Owner } from '../support/flows';
import type { TestApp } from '../support/test-app';
import { startTranscoder, type TranscoderProcess } from '../support/transcoder-process';
import { defaultStorageDriver, run, setPlan, startVideoApp, uploadProcessed } from '../videos/video-support';

const RENDITION = {
  name: '720p',
  width: 1280,
  height: 720,
  bandwidth: 2_000_000,
  codecs: 'avc1.64001f,mp4a.40.2',
  playlistKey: 'media/hls/720p/index.m3u8',
  complete: true,
};

function metaContent(html: string, key: string): string | undefined {
  return new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1];
}

function jsonLdOf(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('No JSON-LD on the page');
  return JSON.parse(match[1] as string) as Record<string, unknown>;
}

/**
 * A moment's public picture (decisions: "A moment's public picture and range"): its selected thumbnail on
 * its page (img, og:image, twitter:image, JSON-LD), in its player data and at its poster address, which the
 * embed, widget, playlist and microsite cards load; without one, the frame at its start, captured by the
 * real transcoder on first demand, with the video's picture until then.
 */
describe("a moment's public picture", () => {
  let t: TestApp;
  let owner: Owner;
  let selfTarget: string;
  let storage: StorageService;

  beforeAll(async () => {
    t = await startVideoApp(defaultStorageDriver());
    owner = await registerOwner(t, { organizationName: 'Moment Pictures' });
    await setPlan(t, owner.organizationId, SubscriptionPlan.UNLIMITED);
    selfTarget = await selfTargetId(t, owner.token);
    storage = t.app.get(StorageService);
  });
  afterAll(() => t.close());

  const bytesOf = (path: string) =>
    t.http
      .get(path)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });

  async function stored(key: string): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of await storage.driver.getObject(key)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async function publish(id: string): Promise<void> {
    expect(
      (await call(t, PUBLISH_VIDEO, { id, publishingTargetIds: [selfTarget] }, owner.token)).errors,
    ).toEqual([]);
  }

  /** A published video whose poster is a stored picture; its id and the poster's bytes. */
  async function publishedVideo(): Promise<{ id: string; poster: Buffer }> {
    const { id } = await processedVideo(t, owner.token, { renditions: [RENDITION] });
    const poster = await sharp({ create: { width: 64, height: 36, channels: 3, background: '#00c' } })
      .jpeg()
      .toBuffer();
    const posterKey = `media/${id}/poster.jpg`;
    await storage.driver.putObject(posterKey, poster, { contentType: 'image/jpeg', size: poster.length });
    await t.app.get(DataSource).getRepository(Video).update({ id }, { posterKey });
    await publish(id);
    return { id, poster };
  }

  it('shows its selected thumbnail on its page, in its data and at its poster address', async () => {
    const video = await publishedVideo();
    const moment = await addMoment(t, owner.token, video.id, 'Goal', '00:18.000', '00:25.000');
    const created = await mutate<{ thumbnail: { id: string } | null; errors: unknown[] }>(
      t,
      CREATE_MOMENT_THUMBNAIL,
      { momentId: moment.id, imageBase64: await pngBase64(320, 180, '#0a0') },
      owner.token,
    );
    expect(created.errors).toEqual([]);
    expect(
      (await updateMoment(t, owner.token, moment.id, { thumbnailId: created.thumbnail?.id })).errors,
    ).toEqual([]);
    const [thumbnail] = await momentThumbnailRows(t, moment.id);
    const address = `${t.config.publicUrl}/p/api/moment/${moment.id}/poster`;

    const page = await t.http.get(`/p/moment/${moment.id}`);
    expect(page.status).toBe(200);
    expect(metaContent(page.text, 'og:image')).toBe(address);
    expect(metaContent(page.text, 'twitter:image')).toBe(address);
    expect(jsonLdOf(page.text)).toMatchObject({ thumbnailUrl: [address], duration: 'PT7S' });
    expect(page.text).toContain(`<img class="poster" src="${address}"`);

    const data = (await t.http.get(`/p/api/moment/${moment.id}`)).body as PublicPlayerData;
    expect(data).toMatchObject({ posterUrl: address, range: { startMs: 18_000, endMs: 25_000 } });

    const poster = await bytesOf(`/p/api/moment/${moment.id}/poster`);
    expect(poster.status).toBe(200);
    expect(poster.headers['content-type']).toBe('image/jpeg');
    expect(poster.body).toEqual(await stored(thumbnail?.fileKey as string));
    expect(poster.body).not.toEqual(video.poster);
    // The video itself keeps its own picture.
    expect((await bytesOf(`/p/api/video/${video.id}/poster`)).body).toEqual(video.poster);

    // Another thumbnail chosen shows at once at the same address (a page made before keeps pointing there).
    const other = await mutate<{ thumbnail: { id: string } | null }>(
      t,
      CREATE_MOMENT_THUMBNAIL,
      { momentId: moment.id, imageBase64: await pngBase64(320, 180, '#fa0') },
      owner.token,
    );
    await updateMoment(t, owner.token, moment.id, { thumbnailId: other.thumbnail?.id });
    const rows = await momentThumbnailRows(t, moment.id);
    expect((await bytesOf(`/p/api/moment/${moment.id}/poster`)).body).toEqual(
      await stored(rows.find((row) => row.id === other.thumbnail?.id)?.fileKey as string),
    );
  });

  it('shows the video picture and queues its start frame, once, while it has no thumbnail', async () => {
    const video = await publishedVideo();
    const moment = await addMoment(t, owner.token, video.id, 'No picture', '00:30.250', '00:40.000');
    const queue = t.app.get<Queue>(getQueueToken(QueueName.MOMENT_DOWNLOAD));

    const poster = await bytesOf(`/p/api/moment/${moment.id}/poster`);
    expect(poster.status).toBe(200);
    expect(poster.body).toEqual(video.poster);
    const address = `${t.config.publicUrl}/p/api/moment/${moment.id}/poster`;
    expect(((await t.http.get(`/p/api/moment/${moment.id}`)).body as PublicPlayerData).posterUrl).toBe(
      address,
    );
    expect(metaContent((await t.http.get(`/p/moment/${moment.id}`)).text, 'og:image')).toBe(address);

    const job = await queue.getJob(momentFrameJobId(moment.id, 30_250));
    const row = await t.app.get(DataSource).getRepository(Video).findOneByOrFail({ id: video.id });
    expect(job?.name).toBe(JobName.CAPTURE_MOMENT_FRAME);
    expect(job?.data).toEqual({
      momentId: moment.id,
      videoId: video.id,
      organizationId: owner.organizationId,
      sourceKey: row.sourceKey,
      atMs: 30_250,
      outputKey: momentFrameKey(row, { id: moment.id, startMs: 30_250 }),
    });
    const frames = (await queue.getJobs(['waiting', 'active', 'delayed', 'completed', 'failed'])).filter(
      (queued) => queued.name === JobName.CAPTURE_MOMENT_FRAME && queued.data.momentId === moment.id,
    );
    expect(frames).toHaveLength(1);

    // The stand-in is not kept by the public cache (asked twice: a cache learns an address's scopes on the
    // first answer and keeps the second): the frame shows as soon as it is stored.
    expect((await bytesOf(`/p/api/moment/${moment.id}/poster`)).body).toEqual(video.poster);
    const frame = await sharp({ create: { width: 64, height: 36, channels: 3, background: '#0c0' } })
      .jpeg()
      .toBuffer();
    await storage.driver.putObject(job?.data.outputKey as string, frame, {
      contentType: 'image/jpeg',
      size: frame.length,
    });
    expect((await bytesOf(`/p/api/moment/${moment.id}/poster`)).body).toEqual(frame);
  });

  it('answers 404 for the poster of a hidden or unknown moment, and queues nothing for it', async () => {
    const video = await publishedVideo();
    const moment = await addMoment(t, owner.token, video.id, 'Hidden', '00:10.000', '00:20.000');
    await mutate(t, TOGGLE_MOMENT, { id: moment.id, action: 'DISABLE' }, owner.token);
    expect((await t.http.get(`/p/api/moment/${moment.id}/poster`)).status).toBe(404);
    const queue = t.app.get<Queue>(getQueueToken(QueueName.MOMENT_DOWNLOAD));
    expect(await queue.getJob(momentFrameJobId(moment.id, 10_000))).toBeUndefined();
  });

  describe('with the real transcoder', () => {
    let transcoder: TranscoderProcess;
    let dir: string;
    let videoId: string;
    let videoPoster: Buffer;

    beforeAll(async () => {
      dir = await mkdtemp(join(tmpdir(), 'framehouse-moment-frame-'));
      const clip = join(dir, 'clip.mp4');
      await run('ffmpeg', [
        ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-y'],
        ...['-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25:duration=12'],
        ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', clip],
      ]);
      transcoder = await startTranscoder(t.config);
      const video = await uploadProcessed(
        t,
        owner.token,
        'frames.mp4',
        await readFile(clip),
        transcoder.output,
      );
      expect(video.status).toBe(VideoStatus.DRAFT);
      videoId = video.id;
      await publish(videoId);
      videoPoster = (await bytesOf(`/p/api/video/${videoId}/poster`)).body as Buffer;
    }, 240_000);
    afterAll(async () => {
      await transcoder?.stop();
      await rm(dir, { recursive: true, force: true });
    });

    /** The moment's poster once it is no longer the video's picture. */
    async function capturedPoster(momentId: string): Promise<Buffer> {
      const deadline = Date.now() + 120_000;
      for (;;) {
        const poster = await bytesOf(`/p/api/moment/${momentId}/poster`);
        expect(poster.status).toBe(200);
        if (!(poster.body as Buffer).equals(videoPoster)) return poster.body as Buffer;
        if (Date.now() > deadline) throw new Error(`No frame was captured\n${transcoder.output()}`);
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
    }

    it('captures the frame at its start as its picture, again when the start moves, and deletes it with the moment', async () => {
      const moment = await addMoment(t, owner.token, videoId, 'Framed', '00:03.000', '00:08.000');
      const video = await t.app.get(DataSource).getRepository(Video).findOneByOrFail({ id: videoId });

      const first = await capturedPoster(moment.id);
      const firstKey = momentFrameKey(video, { id: moment.id, startMs: 3000 });
      expect(first).toEqual(await stored(firstKey));
      expect(await sharp(first).metadata()).toMatchObject({ format: 'jpeg', width: 640, height: 360 });

      // The start moves: the old frame is never shown again, the new one replaces it.
      expect((await updateMoment(t, owner.token, moment.id, { startTimestamp: '00:01.000' })).errors).toEqual(
        [],
      );
      const second = await capturedPoster(moment.id);
      const secondKey = momentFrameKey(video, { id: moment.id, startMs: 1000 });
      expect(second).toEqual(await stored(secondKey));
      expect(second).not.toEqual(first);
      expect(await storage.driver.statObject(firstKey)).toBeNull();

      await mutate(t, DELETE_MOMENT, { id: moment.id }, owner.token);
      expect(await storage.driver.statObject(secondKey)).toBeNull();
    }, 240_000);
  });
});

import {
  ErrorCode,
  ErrorMessages,
  PublicationUploadStatus,
  PublishingTargetType,
  QueueName,
  SubscriptionPlan,
  VideoStatus,
  mp4ExportKey,
} from '@framehouse/domain';
import { Queue } from 'bullmq';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Publication } from '../../src/modules/publishing/publication.entity';
import { PublishingTarget } from '../../src/modules/publishing/publishing-target.entity';
import { StorageService } from '../../src/modules/storage/storage.service';
import { processedPrefixFor } from '../../src/modules/videos/video-media-keys';
import { Video } from '../../src/modules/videos/video.entity';
import { bestRendition } from '../../src/modules/youtube/mp4-exports.service';
import { ERRORS, registerOwner, type Owner } from '../support/flows';
import { startTestApp, type TestApp } from '../support/test-app';
import { startTranscoder, type TranscoderProcess } from '../support/transcoder-process';
import { run, setPlan, uploadProcessed, waitForVideo } from '../videos/video-support';
import {
  dataSource,
  linkChannel,
  startFakeGoogleYouTube,
  youtubeEnv,
  type FakeGoogleYouTube,
} from './youtube-support';

const PUBLISH = `mutation($id: ID!, $targets: [ID!]!, $category: String) {
  publishVideo(id: $id, publishingTargetIds: $targets, youtubeOptions: { category: $category }) { video { id status } ${ERRORS} } }`;
const UNPUBLISH = `mutation($videoId: ID!) { unpublishVideo(videoId: $videoId, targetTypes: [YouTube]) { video { id } ${ERRORS} } }`;
const DUPLICATE = `mutation($id: ID!) { duplicateVideo(id: $id) { video { id status } ${ERRORS} } }`;
const UPDATE = `mutation($id: ID!, $video: UpdateVideoInput!) { updateVideo(id: $id, video: $video) { video { id } ${ERRORS} } }`;
const CAPTION = `mutation($videoId: ID!, $caption: CreateVideoCaptionInput!) { createVideoCaption(videoId: $videoId, videoCaption: $caption) { videoCaption { id } ${ERRORS} } }`;

const CHUNK = 256 * 1024;
const VTT = 'WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nHello from Framehouse\n';

/**
 * Publishing to YouTube end to end: the API, the real transcoder (which makes the MP4) and a loopback fake
 * of Google's OAuth and YouTube endpoints. A publish uploads the MP4 with the resumable protocol in
 * 256 KiB chunks and the video's captions; an upload cut in the middle resumes from the committed offset
 * on the next attempt; a republish updates the snippet; unpublishing deletes the YouTube video and the
 * row; an expired grant fails the publication with the credentials message.
 */
describe('publishing to YouTube with the real transcoder', () => {
  let t: TestApp;
  let fake: FakeGoogleYouTube;
  let transcoder: TranscoderProcess;
  let owner: Owner;
  let dir: string;
  let videoId: string;
  let targetId: string;
  let queue: Queue;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'framehouse-youtube-'));
    const clip = join(dir, 'clip.mp4');
    fake = await startFakeGoogleYouTube();
    const made = run('ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-y'],
      ...['-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25:duration=6'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=6'],
      ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-b:v', '2M', '-c:a', 'aac', '-shortest', clip],
    ]);
    [t] = await Promise.all([
      startTestApp(youtubeEnv(fake, { YOUTUBE_UPLOAD_CHUNK_BYTES: String(CHUNK) })),
      made,
    ]);
    owner = await registerOwner(t);
    await setPlan(t, owner.organizationId, SubscriptionPlan.UNLIMITED);
    transcoder = await startTranscoder(t.config);
    queue = new Queue(QueueName.YOUTUBE_PUBLISHING, {
      connection: { url: t.config.redisUrl },
      prefix: t.config.redisPrefix,
    });
    const video = await uploadProcessed(
      t,
      owner.token,
      'youtube.mp4',
      await readFile(clip),
      transcoder.output,
    );
    expect(video.status).toBe(VideoStatus.DRAFT);
    videoId = video.id;
    const updated = await t.gql<{ updateVideo: { errors: unknown[] } }>(
      UPDATE,
      {
        id: videoId,
        video: { title: 'Ocean <waves>', description: 'Waves <b>and</b> sand', tags: ['sea', 'sand'] },
      },
      owner.token,
    );
    expect(updated.data.updateVideo.errors).toEqual([]);
    const caption = await t.gql<{ createVideoCaption: { errors: unknown[] } }>(
      CAPTION,
      {
        videoId,
        caption: {
          name: 'english.vtt',
          languageCode: 'en',
          captionBase64: Buffer.from(VTT).toString('base64'),
        },
      },
      owner.token,
    );
    expect(caption.data.createVideoCaption.errors).toEqual([]);
    await linkChannel(t, fake, owner.token, { id: 'UC-e2e', title: 'E2E Channel' });
    targetId = (
      await dataSource(t)
        .getRepository(PublishingTarget)
        .findOneByOrFail({ organizationId: owner.organizationId, type: PublishingTargetType.YouTube })
    ).id;
  }, 240_000);
  afterAll(async () => {
    await queue?.close();
    await transcoder?.stop();
    await t?.close();
    await fake?.close();
    await rm(dir, { recursive: true, force: true });
  });

  async function publish(id: string, category = '22'): Promise<Publication> {
    const answer = await t.gql<{ publishVideo: { errors: unknown[] } }>(
      PUBLISH,
      { id, targets: [targetId], category },
      owner.token,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data.publishVideo.errors).toEqual([]);
    return dataSource(t).getRepository(Publication).findOneByOrFail({ videoId: id, targetId });
  }

  /** Polls the publication until `done` holds (the worker runs in the API process). */
  async function waitForPublication(
    id: string,
    done: (row: Publication | null) => boolean,
  ): Promise<Publication | null> {
    const deadline = Date.now() + 120_000;
    for (;;) {
      const row = await dataSource(t).getRepository(Publication).findOneBy({ id });
      if (done(row)) return row;
      if (Date.now() > deadline)
        throw new Error(`Publication ${id} is ${JSON.stringify(row)}\n${transcoder.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  const finished = (row: Publication | null) =>
    row?.uploadStatus === PublicationUploadStatus.COMPLETED ||
    row?.uploadStatus === PublicationUploadStatus.FAILED;

  async function storedMp4(id: string): Promise<Buffer> {
    const video = await dataSource(t).getRepository(Video).findOneByOrFail({ id });
    const rendition = bestRendition(video.renditions);
    const key = mp4ExportKey(processedPrefixFor(video.organizationId, video.mediaId), rendition?.name ?? '');
    const chunks: Buffer[] = [];
    for await (const chunk of await t.app.get(StorageService).driver.getObject(key))
      chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  it('uploads the MP4 in chunks with the snippet and the captions, then updates it on a republish', async () => {
    const publication = await publish(videoId);
    const done = await waitForPublication(publication.id, finished);
    expect(done).toMatchObject({ uploadStatus: PublicationUploadStatus.COMPLETED, failureReason: null });
    const externalId = done?.externalId ?? '';
    expect(done?.publicUrl).toBe(`https://www.youtube.com/watch?v=${externalId}`);
    expect(done?.studioUrl).toBe(`https://studio.youtube.com/video/${externalId}/edit`);

    const mp4 = await storedMp4(videoId);
    expect(mp4.length).toBeGreaterThan(2 * CHUNK);
    expect(done?.uploadedBytes).toBe(mp4.length);
    const uploaded = fake.videos.get(externalId);
    expect(uploaded?.bytes.equals(mp4)).toBe(true);
    expect(uploaded?.snippet).toEqual({
      title: 'Ocean <waves>'.slice(0, 100),
      description: 'Waves band/b sand',
      tags: ['sea', 'sand'],
      categoryId: '22',
    });
    expect(uploaded?.status).toMatchObject({ privacyStatus: 'public' });
    expect(uploaded?.captions).toEqual([{ language: 'en', name: 'english.vtt', body: VTT }]);
    const session = fake.sessions.find((one) => one.videoId === externalId);
    expect(session?.chunkOffsets).toEqual(
      Array.from({ length: Math.ceil(mp4.length / CHUNK) }, (_, index) => index * CHUNK),
    );
    // Streams copied, not encoded again: ffprobe reads an H.264/AAC MP4.
    const file = join(dir, 'uploaded.mp4');
    await import('node:fs/promises').then((fs) => fs.writeFile(file, mp4));
    const { stdout } = await run('ffprobe', [
      '-v',
      'error',
      '-show_entries',
      'stream=codec_name',
      '-of',
      'csv=p=0',
      file,
    ]);
    expect(stdout.trim().split('\n').sort()).toEqual(['aac', 'h264']);

    // A republish of a new version updates the YouTube video rather than uploading it again.
    await t.gql(UPDATE, { id: videoId, video: { title: 'Ocean waves, again' } }, owner.token);
    const sessions = fake.sessions.length;
    await publish(videoId);
    await waitForPublication(publication.id, () => fake.updates.some((update) => update.id === externalId));
    const republished = await waitForPublication(publication.id, finished);
    expect(republished).toMatchObject({ uploadStatus: PublicationUploadStatus.COMPLETED, externalId });
    expect(fake.updates.at(-1)?.snippet).toMatchObject({ title: 'Ocean waves, again', categoryId: '22' });
    expect(fake.sessions).toHaveLength(sessions);
  }, 180_000);

  it('resumes an upload cut in the middle from the committed offset', async () => {
    const duplicated = await t.gql<{ duplicateVideo: { video: { id: string } } }>(
      DUPLICATE,
      { id: videoId },
      owner.token,
    );
    const copyId = duplicated.data.duplicateVideo.video.id;
    await waitForVideo(t, owner.token, copyId, (seen) => seen.status === VideoStatus.DRAFT);
    const cutAt = CHUNK + 40_000;
    fake.cutUploadAfter(cutAt);
    const sessions = fake.sessions.length;
    const publication = await publish(copyId);

    // The cut attempt fails and waits for its backoff; the test does not wait minutes for it.
    const deadline = Date.now() + 60_000;
    for (;;) {
      const delayed = (await queue.getDelayed()).filter((job) => job.data.publicationId === publication.id);
      if (delayed.length > 0) {
        await Promise.all(delayed.map((job) => job.promote()));
        break;
      }
      if (Date.now() > deadline) throw new Error('The cut upload was not retried');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const done = await waitForPublication(publication.id, finished);
    expect(done?.uploadStatus).toBe(PublicationUploadStatus.COMPLETED);
    const mp4 = await storedMp4(copyId);
    expect(fake.sessions).toHaveLength(sessions + 1);
    const session = fake.sessions.at(-1);
    expect(session?.statusQueries).toBe(1);
    expect(session?.chunkOffsets.slice(0, 3)).toEqual([0, CHUNK, cutAt]);
    expect(session?.chunkOffsets.filter((offset) => offset === 0)).toHaveLength(1);
    expect(fake.videos.get(done?.externalId ?? '')?.bytes.equals(mp4)).toBe(true);
    expect(done?.uploadedBytes).toBe(mp4.length);
  }, 180_000);

  it('unpublishing deletes the YouTube video and the publication', async () => {
    const publication = await dataSource(t).getRepository(Publication).findOneByOrFail({ videoId, targetId });
    const answer = await t.gql<{ unpublishVideo: { errors: unknown[] } }>(
      UNPUBLISH,
      { videoId },
      owner.token,
    );
    expect(answer.data.unpublishVideo.errors).toEqual([]);
    await waitForPublication(publication.id, (row) => row === null);
    expect(fake.deleted).toContain(publication.externalId);
    expect(fake.videos.has(publication.externalId ?? '')).toBe(false);
  }, 120_000);

  it('fails the publication with the credentials message once the grant is expired', async () => {
    const duplicated = await t.gql<{ duplicateVideo: { video: { id: string } } }>(
      DUPLICATE,
      { id: videoId },
      owner.token,
    );
    const copyId = duplicated.data.duplicateVideo.video.id;
    await waitForVideo(t, owner.token, copyId, (seen) => seen.status === VideoStatus.DRAFT);
    fake.expireGrant('UC-e2e');
    const publication = await publish(copyId);
    const done = await waitForPublication(publication.id, finished);
    expect(done).toMatchObject({
      uploadStatus: PublicationUploadStatus.FAILED,
      failureReason: ErrorMessages[ErrorCode.YOUTUBE_CREDENTIALS_REFRESH],
    });
  }, 120_000);
});

import {
  JobFailureMessages,
  PublicationUploadStatus,
  PublishingTargetType,
  QueueName,
  SubscriptionPlan,
  VideoStatus,
  mp4ExportKey,
} from '@framehouse/domain';
import type { Job, Queue } from 'bullmq';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Publication } from '../../src/modules/publishing/publication.entity';
import { PublishingTarget } from '../../src/modules/publishing/publishing-target.entity';
import { YouTubeRemoval } from '../../src/modules/publishing/youtube-removal.entity';
import { StorageService } from '../../src/modules/storage/storage.service';
import { processedPrefixFor } from '../../src/modules/videos/video-media-keys';
import { Video } from '../../src/modules/videos/video.entity';
import { bestRendition } from '../../src/modules/youtube/mp4-exports.service';
import { queueOf, removalJobs, uploadJobIds, waitFor } from '../publishing/publishing-support';
import { ERRORS, registerOwner, type Owner } from '../support/flows';
import { restartTestApp, type TestApp } from '../support/test-app';
import { startTranscoder, type TranscoderProcess } from '../support/transcoder-process';
import { DELETE, run, setPlan, startVideoApp, uploadProcessed, waitForVideo } from '../videos/video-support';
import {
  dataSource,
  linkChannel,
  startFakeGoogleYouTube,
  youtubeEnv,
  type FakeGoogleYouTube,
} from './youtube-support';

const PUBLISH = `mutation($id: ID!, $targets: [ID!]!) {
  publishVideo(id: $id, publishingTargetIds: $targets, youtubeOptions: { category: "22" }) { video { id } ${ERRORS} } }`;
const DUPLICATE = `mutation($id: ID!) { duplicateVideo(id: $id) { video { id } ${ERRORS} } }`;
const CAPTION = `mutation($videoId: ID!, $caption: CreateVideoCaptionInput!) { createVideoCaption(videoId: $videoId, videoCaption: $caption) { videoCaption { id } ${ERRORS} } }`;
const PUBLICATIONS = `query($id: ID!) { videoById(id: $id) { externalPublications {
  uploadStatus failureReason refusedCaptions { captionId name languageCode reason } } } }`;

const CHUNK = 256 * 1024;
const VTT = 'WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nHello from Framehouse\n';
const START_UPLOAD = 'POST /upload/youtube/v3/videos';
const DELETE_VIDEO = 'DELETE /youtube/v3/videos';
/** What the fake answers a caption it refuses (YouTube's invalidMetadata). */
const INVALID_METADATA =
  'The request contains invalid metadata values, which prevent the track from being created.';

const FINISHED = [PublicationUploadStatus.COMPLETED, PublicationUploadStatus.FAILED] as string[];
const LONG = 120_000;

/**
 * YouTube publishing with the API on S3 storage and the real transcoder (issue 18, item 6): the MP4
 * export is made and read through S3; a caption YouTube refuses is kept on the publication and shown; a
 * passing failure that outlasts every attempt ends FAILED with the catalogue's reason; deleting a video
 * removes its YouTube uploads asynchronously (also an upload YouTube finishes after the deletion), and a
 * removal survives a restart of the API, Redis losing its job, and running out of attempts.
 */
describe('YouTube on S3: removal on delete, refused captions, retries', () => {
  /** The app as started: its close() drops the database, the Redis keys and the S3 server. */
  let first: TestApp;
  /** The app answering now (a test restarts it on the same database, Redis prefix and storage). */
  let t: TestApp;
  let fake: FakeGoogleYouTube;
  let transcoder: TranscoderProcess;
  let owner: Owner;
  let dir: string;
  let sourceId: string;
  let targetId: string;
  let queue: Queue;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'framehouse-youtube-s3-'));
    const clip = join(dir, 'clip.mp4');
    fake = await startFakeGoogleYouTube();
    const made = run('ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-y'],
      ...['-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25:duration=4'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=4'],
      ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-b:v', '2M', '-c:a', 'aac', '-shortest', clip],
    ]);
    [first] = await Promise.all([
      startVideoApp('s3', youtubeEnv(fake, { YOUTUBE_UPLOAD_CHUNK_BYTES: String(CHUNK) })),
      made,
    ]);
    t = first;
    owner = await registerOwner(t);
    await setPlan(t, owner.organizationId, SubscriptionPlan.UNLIMITED);
    transcoder = await startTranscoder(t.config);
    queue = queueOf(t, QueueName.YOUTUBE_PUBLISHING);
    const video = await uploadProcessed(t, owner.token, 'ocean.mp4', await readFile(clip), transcoder.output);
    expect(video.status).toBe(VideoStatus.DRAFT);
    sourceId = video.id;
    for (const [name, languageCode] of [
      ['english.vtt', 'en'],
      ['french.vtt', 'fr'],
    ]) {
      const answer = await t.gql<{ createVideoCaption: { errors: unknown[] } }>(
        CAPTION,
        {
          videoId: sourceId,
          caption: { name, languageCode, captionBase64: Buffer.from(VTT).toString('base64') },
        },
        owner.token,
      );
      expect(answer.data.createVideoCaption.errors).toEqual([]);
    }
    await linkChannel(t, fake, owner.token, { id: 'UC-s3', title: 'S3 Channel' });
    targetId = (
      await dataSource(t)
        .getRepository(PublishingTarget)
        .findOneByOrFail({ organizationId: owner.organizationId, type: PublishingTargetType.YouTube })
    ).id;
  }, 240_000);
  afterAll(async () => {
    await queue?.close();
    await transcoder?.stop();
    if (t !== first) await t?.app.close();
    await first?.close();
    await fake?.close();
    await rm(dir, { recursive: true, force: true });
  });

  async function publish(id: string): Promise<Publication> {
    const answer = await t.gql<{ publishVideo: { errors: unknown[] } }>(
      PUBLISH,
      { id, targets: [targetId] },
      owner.token,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data.publishVideo.errors).toEqual([]);
    return dataSource(t).getRepository(Publication).findOneByOrFail({ videoId: id, targetId });
  }

  const publicationRow = (id: string) => dataSource(t).getRepository(Publication).findOneBy({ id });
  const removalRow = (publicationId: string) =>
    dataSource(t).getRepository(YouTubeRemoval).findOneBy({ publicationId });

  /** A copy of the source video (same media, so the MP4 export is made once), processed. */
  async function copy(): Promise<string> {
    const answer = await t.gql<{ duplicateVideo: { video: { id: string } } }>(
      DUPLICATE,
      { id: sourceId },
      owner.token,
    );
    const id = answer.data.duplicateVideo.video.id;
    await waitForVideo(t, owner.token, id, (seen) => seen.status === VideoStatus.DRAFT);
    return id;
  }

  /** A copy published to YouTube and uploaded; its YouTube video id. */
  async function uploadedCopy(): Promise<{ videoId: string; publicationId: string; externalId: string }> {
    const videoId = await copy();
    const publication = await publish(videoId);
    const done = await waitFor(
      () => publicationRow(publication.id),
      (row) => FINISHED.includes(row?.uploadStatus ?? ''),
      LONG,
    );
    expect(done?.uploadStatus).toBe(PublicationUploadStatus.COMPLETED);
    return { videoId, publicationId: publication.id, externalId: done?.externalId ?? '' };
  }

  async function deleteVideos(ids: string[]): Promise<void> {
    const answer = await t.gql<{ deleteVideo: { deletedVideoIds: string[]; errors: unknown[] } }>(
      DELETE,
      { ids },
      owner.token,
    );
    expect(answer.data.deleteVideo).toMatchObject({ errors: [] });
  }

  /** Promotes the job's delayed retries (the backoff is minutes) until it failed for good. */
  async function exhaust(find: () => Promise<Job | undefined>): Promise<Job> {
    const failed = await waitFor(
      async () => {
        const job = await find();
        if (job && (await job.getState()) === 'delayed') await job.promote();
        return job && (await job.getState()) === 'failed' ? job : undefined;
      },
      (job) => job !== undefined,
      LONG,
    );
    if (!failed) throw new Error('The job never failed for good');
    return failed;
  }

  it(
    'exports the MP4 through S3 and uploads it; a caption YouTube refuses shows on the publication',
    async () => {
      fake.refuseCaptions('fr');
      const publication = await publish(sourceId);
      const done = await waitFor(
        () => publicationRow(publication.id),
        (row) => FINISHED.includes(row?.uploadStatus ?? ''),
        LONG,
      );
      expect(done).toMatchObject({ uploadStatus: PublicationUploadStatus.COMPLETED, failureReason: null });

      // The export is an object of the S3 bucket (this app has no other storage), and it is what YouTube got.
      expect(t.config.storage.driver).toBe('s3');
      const video = await dataSource(t).getRepository(Video).findOneByOrFail({ id: sourceId });
      const key = mp4ExportKey(
        processedPrefixFor(video.organizationId, video.mediaId),
        bestRendition(video.renditions)?.name ?? '',
      );
      const chunks: Buffer[] = [];
      for await (const chunk of await t.app.get(StorageService).driver.getObject(key))
        chunks.push(chunk as Buffer);
      const mp4 = Buffer.concat(chunks);
      expect(mp4.length).toBeGreaterThan(CHUNK);
      const uploaded = fake.videos.get(done?.externalId ?? '');
      expect(uploaded?.bytes.equals(mp4)).toBe(true);
      const file = join(dir, 'exported.mp4');
      await writeFile(file, mp4);
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

      // English went up; French was refused, and the publication says so with YouTube's words.
      expect(uploaded?.captions.map((caption) => caption.language)).toEqual(['en']);
      const refused = [
        { captionId: expect.any(String), name: 'french.vtt', languageCode: 'fr', reason: INVALID_METADATA },
      ];
      expect(done?.refusedCaptions).toEqual(refused);
      const read = await t.gql<{ videoById: { externalPublications: unknown[] } }>(
        PUBLICATIONS,
        { id: sourceId },
        owner.token,
      );
      expect(read.data.videoById.externalPublications).toEqual([
        { uploadStatus: 'COMPLETED', failureReason: null, refusedCaptions: refused },
      ]);
      fake.acceptCaptions('fr');
    },
    LONG,
  );

  it(
    'ends FAILED with the reason when a passing failure outlasts every attempt',
    async () => {
      const videoId = await copy();
      fake.failRoute(START_UPLOAD);
      try {
        const publication = await publish(videoId);
        const uploadJob = async () => {
          const [id] = await uploadJobIds(queue, publication.id);
          return id ? queue.getJob(id) : undefined;
        };
        // The first failure is retried: the publication is still under way, not FAILED.
        const retried = await waitFor(uploadJob, (job) => (job?.attemptsMade ?? 0) >= 1, LONG);
        expect(retried?.opts.attempts).toBe(5);
        expect((await publicationRow(publication.id))?.uploadStatus).not.toBe(PublicationUploadStatus.FAILED);

        const failed = await exhaust(uploadJob);
        expect(failed.attemptsMade).toBe(5);
        expect(failed.failedReason).toMatch(/Backend Error|503/);
        const row = await waitFor(
          () => publicationRow(publication.id),
          (seen) => seen?.uploadStatus === PublicationUploadStatus.FAILED,
        );
        expect(row?.failureReason).toBe(JobFailureMessages.youtubeUploadFailed);
        const read = await t.gql<{ videoById: { externalPublications: unknown[] } }>(
          PUBLICATIONS,
          { id: videoId },
          owner.token,
        );
        expect(read.data.videoById.externalPublications).toEqual([
          {
            uploadStatus: 'FAILED',
            failureReason: JobFailureMessages.youtubeUploadFailed,
            refusedCaptions: [],
          },
        ]);
      } finally {
        fake.restore(START_UPLOAD);
      }
    },
    LONG,
  );

  it(
    'removes a deleted video from YouTube, after the deletion answered',
    async () => {
      const { videoId, publicationId, externalId } = await uploadedCopy();
      await deleteVideos([videoId]);
      expect(await publicationRow(publicationId)).toBeNull();
      await waitFor(
        () => removalRow(publicationId),
        (row) => row === null,
        LONG,
      );
      expect(fake.deleted).toContain(externalId);
      expect(fake.videos.has(externalId)).toBe(false);
      // The row goes inside the job; BullMQ records its result a moment after the job returns.
      const [job] = await waitFor(
        () => removalJobs(queue, publicationId),
        ([found]) => found?.finishedOn !== undefined,
      );
      expect(job?.returnvalue).toBe('removed');
    },
    LONG,
  );

  it(
    'removes an upload YouTube finished after its video was deleted',
    async () => {
      const videoId = await copy();
      const held = fake.holdUploadCompletion();
      const publication = await publish(videoId);
      // YouTube holds the whole video now; the uploader has not heard yet when the video is deleted.
      const { release } = await held;
      const externalId = fake.sessions.at(-1)?.videoId ?? '';
      expect(fake.videos.has(externalId)).toBe(true);
      await deleteVideos([videoId]);
      release();
      await waitFor(
        () => Promise.resolve(fake.deleted.includes(externalId)),
        (deleted) => deleted,
        LONG,
      );
      await waitFor(
        () => removalRow(publication.id),
        (row) => row === null,
      );
      const [uploadId] = await uploadJobIds(queue, publication.id);
      const upload = await waitFor(
        () => queue.getJob(uploadId ?? ''),
        (job) => job?.finishedOn !== undefined,
      );
      expect(upload?.returnvalue).toBe('uploaded, publication deleted: removal queued');
    },
    LONG,
  );

  it(
    'finishes removals across a restart: one queued when the API stopped, one whose job Redis lost',
    async () => {
      const kept = await uploadedCopy();
      const lost = await uploadedCopy();
      // No worker takes a job until resumed: both removals are queued when the API stops.
      await queue.pause();
      try {
        await deleteVideos([kept.videoId, lost.videoId]);
        expect(await removalJobs(queue, kept.publicationId)).toHaveLength(1);
        const [lostJob] = await removalJobs(queue, lost.publicationId);
        t = await restartTestApp(first, t, async () => {
          await lostJob?.remove();
        });
        // The start queued the lost removal again from its row.
        const [requeued] = await removalJobs(queue, lost.publicationId);
        expect(requeued?.id).toBe(lostJob?.id);
      } finally {
        await queue.resume();
      }
      for (const { publicationId, externalId } of [kept, lost]) {
        await waitFor(
          () => removalRow(publicationId),
          (row) => row === null,
          LONG,
        );
        expect(fake.deleted).toContain(externalId);
      }
    },
    LONG,
  );

  it(
    'keeps a removal whose attempts ran out, with its reason, and finishes it at the next start',
    async () => {
      const { videoId, publicationId, externalId } = await uploadedCopy();
      fake.failRoute(DELETE_VIDEO);
      try {
        await deleteVideos([videoId]);
        const failed = await exhaust(async () => (await removalJobs(queue, publicationId))[0]);
        expect(failed.attemptsMade).toBe(5);
        const row = await waitFor(
          () => removalRow(publicationId),
          (seen) => seen?.failureReason !== null,
        );
        expect(row).toMatchObject({ externalId, failureReason: expect.stringMatching(/Backend Error|503/) });
        expect(fake.videos.has(externalId)).toBe(true);
      } finally {
        fake.restore(DELETE_VIDEO);
      }
      t = await restartTestApp(first, t);
      await waitFor(
        () => removalRow(publicationId),
        (row) => row === null,
        LONG,
      );
      expect(fake.deleted).toContain(externalId);
    },
    LONG,
  );
});

import { ErrorCode, incorrectVideoStatusMessage, JobName, QueueName } from '@framehouse/domain';
import type { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { PublishSchedule } from '../../src/modules/publishing/publish-schedule.entity';
import { Publication } from '../../src/modules/publishing/publication.entity';
import { payloadError, validationFailure } from '../support/fixtures';
import type { Owner } from '../support/flows';
import { restartTestApp, type TestApp } from '../support/test-app';
import { processedVideo } from '../moments/moment-support';
import { defaultStorageDriver, startVideoApp } from '../videos/video-support';
import {
  call,
  CANCEL_SCHEDULED,
  CANCEL_SCHEDULED_YOUTUBE,
  linkYouTubeTarget,
  PUBLISH_VIDEO,
  queueOf,
  removalJobs,
  scheduleJobId,
  selfTargetId,
  targetsOf,
  unlimitedOwner,
  uploadJobIds,
  VIDEO_PUBLISHING,
  waitFor,
  type PublishingView,
} from './publishing-support';

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000);

describe('scheduled publishing', () => {
  /** The app as started: its close() drops the database and the Redis keys at the end. */
  let first: TestApp;
  /** The app answering now: a test may restart it (same database and Redis prefix). */
  let t: TestApp;
  let owner: Owner;
  let selfId: string;
  let publishing: Queue;

  beforeAll(async () => {
    first = await startVideoApp(defaultStorageDriver());
    t = first;
    owner = await unlimitedOwner(t, 'Scheduling');
    selfId = await selfTargetId(t, owner.token);
    publishing = queueOf(t, QueueName.PUBLISHING);
  });
  afterAll(async () => {
    await publishing.close();
    // The first app may be closed already (a restart); closing it again is harmless, and its close()
    // drops the database and the Redis keys.
    if (t !== first) await t.app.close();
    await first.close();
  });

  async function gql<T>(query: string, variables: Record<string, unknown>): Promise<T> {
    const response = await t.gql<T>(query, variables, owner.token);
    expect(response.errors).toBeUndefined();
    return response.data;
  }
  const read = async (id: string) =>
    (await gql<{ videoById: PublishingView }>(VIDEO_PUBLISHING, { id })).videoById;
  const schedule = async (
    id: string,
    date: Date,
    targets = [selfId],
    extra: Record<string, unknown> = {},
  ) => {
    const data = await gql<{ publishVideo: { video: PublishingView | null; errors: unknown[] } }>(
      PUBLISH_VIDEO,
      {
        id,
        publishingTargetIds: targets,
        scheduledPublishDate: date.toISOString(),
        ...extra,
      },
    );
    return data.publishVideo;
  };
  const runOf = async (videoId: string) =>
    (await t.app.get(DataSource).getRepository(PublishSchedule).findOneByOrFail({ videoId })).run;
  /** Stops the API and starts it again on the same database and Redis prefix, as a restart does. */
  async function restart(between?: () => Promise<void>): Promise<void> {
    t = await restartTestApp(first, t, between);
  }
  const published = (id: string) =>
    waitFor(
      () => read(id),
      (video) => video.status === 'PUBLISHED',
    );

  it('schedules a draft and publishes it at its time', async () => {
    const video = await processedVideo(t, owner.token);
    const date = inSeconds(2);
    const scheduled = await schedule(video.id, date);
    expect(scheduled.errors).toEqual([]);
    expect(scheduled.video).toMatchObject({
      status: 'SCHEDULED',
      isPublished: false,
      platforms: [],
      scheduledDatetime: date.toISOString(),
      publications: [{ publicUrl: null, publishingTargetId: selfId, stale: false }],
    });
    expect((await targetsOf(t, owner.token, video.id)).publishingTargets).toEqual([
      expect.objectContaining({ id: selfId, scheduledPublishDate: date.toISOString() }),
    ]);
    // A Scheduled video is neither published again nor rescheduled before it is cancelled.
    expect(
      await call(t, PUBLISH_VIDEO, { id: video.id, publishingTargetIds: [selfId] }, owner.token),
    ).toEqual({
      video: null,
      errors: [
        payloadError(
          ErrorCode.INCORRECT_VIDEO_STATUS,
          'id',
          incorrectVideoStatusMessage('SCHEDULED', ['DRAFT', 'EDITED', 'PUBLISHED']),
        ),
      ],
    });

    const live = await published(video.id);
    expect(Date.now()).toBeGreaterThanOrEqual(date.getTime());
    expect(live).toMatchObject({
      isPublished: true,
      scheduledDatetime: null,
      platforms: ['SelfPublication'],
      publications: [{ publicUrl: `${t.url}/p/video/${video.id}`, stale: false }],
    });
    const job = await publishing.getJob(scheduleJobId(video.id, 1));
    expect(await job?.getState()).toBe('completed');
    expect(job?.returnvalue).toBe('published');
  });

  it('fires exactly once across a restart of the API', async () => {
    const video = await processedVideo(t, owner.token);
    expect((await schedule(video.id, inSeconds(3))).errors).toEqual([]);
    await restart();
    const live = await published(video.id);
    expect(live.publications).toHaveLength(1);
    const jobs = (await publishing.getJobs(['completed', 'failed', 'delayed', 'waiting', 'active'])).filter(
      (job) => job.data.videoId === video.id,
    );
    expect(jobs.map((job) => [job.id, job.returnvalue])).toEqual([[scheduleJobId(video.id, 1), 'published']]);
    const rows = await t.app
      .get(DataSource)
      .getRepository(Publication)
      .find({ where: { videoId: video.id } });
    expect(rows).toHaveLength(1);
  });

  it('adds a schedule Redis lost again at start, firing a past date at once', async () => {
    const lost = await processedVideo(t, owner.token);
    const overdue = await processedVideo(t, owner.token);
    expect((await schedule(lost.id, inSeconds(3))).errors).toEqual([]);
    expect((await schedule(overdue.id, inSeconds(3600))).errors).toEqual([]);
    // The API is down when the date passes (its job, an hour away, is lost with the rest).
    await t.app
      .get(DataSource)
      .getRepository(PublishSchedule)
      .update({ videoId: overdue.id }, { scheduledAt: new Date(Date.now() - 60_000) });
    await restart(() => publishing.obliterate({ force: true }));
    expect((await publishing.getJob(scheduleJobId(lost.id, 1)))?.name).toBe(JobName.PUBLISH_SCHEDULED_VIDEO);
    await published(overdue.id);
    await published(lost.id);
  });

  it('cancels a scheduled publish: the job and the publications go, the video is a draft', async () => {
    const video = await processedVideo(t, owner.token);
    expect((await schedule(video.id, inSeconds(3600))).errors).toEqual([]);
    const run = await runOf(video.id);
    expect(await publishing.getJob(scheduleJobId(video.id, run))).toBeDefined();
    const cancelled = await gql<{ cancelScheduledPublish: { video: PublishingView; errors: unknown[] } }>(
      CANCEL_SCHEDULED,
      { videoId: video.id },
    );
    expect(cancelled.cancelScheduledPublish.errors).toEqual([]);
    expect(cancelled.cancelScheduledPublish.video).toMatchObject({
      status: 'DRAFT',
      scheduledDatetime: null,
      publications: [],
      isPublished: false,
    });
    expect(await publishing.getJob(scheduleJobId(video.id, run))).toBeUndefined();

    // A new schedule is a new run: a job of the cancelled one (had it run) would do nothing.
    expect((await schedule(video.id, inSeconds(2))).errors).toEqual([]);
    expect(await runOf(video.id)).toBe(run + 1);
    await publishing.add(JobName.PUBLISH_SCHEDULED_VIDEO, { videoId: video.id, run }, { jobId: 'stale-run' });
    await waitFor(
      async () => (await publishing.getJob('stale-run'))?.returnvalue as string | undefined,
      (value) => value !== undefined && value !== null,
    );
    expect((await publishing.getJob('stale-run'))?.returnvalue).toBe('skipped');
    expect((await read(video.id)).status).toBe('SCHEDULED');
    await published(video.id);
  });

  it('uploads a scheduled YouTube publication at once and cancels only its YouTube part', async () => {
    const youtubeQueue = queueOf(t, QueueName.YOUTUBE_PUBLISHING);
    const target = await linkYouTubeTarget(t, owner, 'Scheduled channel');
    const video = await processedVideo(t, owner.token);
    const date = inSeconds(3600);
    const scheduled = await schedule(video.id, date, [selfId, target.id], {
      youtubeOptions: { category: '22' },
    });
    expect(scheduled.errors).toEqual([]);
    const external = scheduled.video?.externalPublications[0];
    // Uploaded at once (private, with YouTube's publishAt); the app's youtube worker may have tried already.
    expect(external).toMatchObject({
      uploadStatus: expect.stringMatching(/^(PENDING|IN_PROGRESS|FAILED)$/),
      scheduledDatetime: date.toISOString(),
    });
    expect(await uploadJobIds(youtubeQueue, external?.id ?? '')).toHaveLength(1);

    const cancelled = await gql<{
      cancelScheduledPublishYouTube: { video: PublishingView; errors: unknown[] };
    }>(CANCEL_SCHEDULED_YOUTUBE, { videoId: video.id });
    expect(cancelled.cancelScheduledPublishYouTube.errors).toEqual([]);
    expect(cancelled.cancelScheduledPublishYouTube.video).toMatchObject({
      status: 'SCHEDULED',
      externalPublications: [],
      publications: [expect.objectContaining({ publishingTargetId: selfId })],
    });
    expect(await removalJobs(youtubeQueue, external?.id ?? '')).toHaveLength(1);
    expect(await call(t, CANCEL_SCHEDULED_YOUTUBE, { videoId: video.id }, owner.token)).toEqual({
      video: null,
      errors: [payloadError(ErrorCode.NOT_FOUND, 'videoId')],
    });
    expect((await call(t, CANCEL_SCHEDULED, { videoId: video.id }, owner.token)).video?.status).toBe('DRAFT');
    await youtubeQueue.close();
  });

  it('refuses a date for a published video', async () => {
    const video = await processedVideo(t, owner.token);
    expect(
      (await call(t, PUBLISH_VIDEO, { id: video.id, publishingTargetIds: [selfId] }, owner.token)).errors,
    ).toEqual([]);
    const edited = await call(
      t,
      `mutation($id: ID!) { updateVideo(id: $id, video: { title: "New" }) { video { id status version isPublished scheduledDatetime platforms publications { id publicUrl publishingTargetId stale } externalPublications { id publicUrl stale studioUrl uploadStatus publishingTargetId failureReason scheduledDatetime } } errors { field messages name } } }`,
      { id: video.id },
      owner.token,
    );
    expect(edited.video?.status).toBe('EDITED');
    expect((await schedule(video.id, inSeconds(60))).errors).toEqual([
      validationFailure('scheduledPublishDate', 'Published video cannot be scheduled'),
    ]);
  });
});

import {
  ErrorCode,
  incorrectVideoStatusMessage,
  JobName,
  LimitKind,
  planLimitExceededMessage,
  PublicationUploadStatus,
  QueueName,
  SubscriptionPlan,
  VideoOrigin,
  VideoStatus,
} from '@framehouse/domain';
import type { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { UsageRecord } from '../../src/modules/limits/usage-record.entity';
import { Publication } from '../../src/modules/publishing/publication.entity';
import { PublicPlayerService } from '../../src/modules/public/public-player.service';
import { PublishedContentService } from '../../src/modules/publishing/published-content.service';
import { errorCode, payloadError, validationFailure } from '../support/fixtures';
import { registerOwner, type Member, type Owner } from '../support/flows';
import type { TestApp } from '../support/test-app';
import { MOMENT_BY_ID, addMoment, processedVideo, type MomentView } from '../moments/moment-support';
import { editorCast, updateVideo } from '../videos/video-editor-support';
import { DELETE, DUPLICATE, defaultStorageDriver, setVideo, startVideoApp } from '../videos/video-support';
import {
  call,
  CANCEL_SCHEDULED,
  linkYouTubeTarget,
  PUBLISH_VIDEO,
  PUBLISH_YOUTUBE,
  queueOf,
  removalJobs,
  selfTargetId,
  targetsOf,
  UNPUBLISH_VIDEO,
  UNPUBLISH_YOUTUBE,
  uploadJobIds,
  VIDEO_PUBLISHING,
  type PublishingView,
} from './publishing-support';

const PUBLISHABLE = ['DRAFT', 'EDITED', 'PUBLISHED'];

describe('publishing', () => {
  let t: TestApp;
  let owner: Owner;
  let curator: Member;
  let other: Owner;
  let selfId: string;
  let youtubeQueue: Queue;

  beforeAll(async () => {
    t = await startVideoApp(defaultStorageDriver());
    ({ owner, curator, other } = await editorCast(t, 'Publishing'));
    selfId = await selfTargetId(t, owner.token);
    youtubeQueue = queueOf(t, QueueName.YOUTUBE_PUBLISHING);
  });
  afterAll(async () => {
    await youtubeQueue.close();
    await t.close();
  });

  const publish = (
    videoId: string,
    targets: string[],
    extra: Record<string, unknown> = {},
    token = owner.token,
  ) => call(t, PUBLISH_VIDEO, { id: videoId, publishingTargetIds: targets, ...extra }, token);
  const publicationRows = (videoId: string) =>
    t.app.get(DataSource).getRepository(Publication).find({ where: { videoId } });
  const read = async (videoId: string, token = owner.token) => {
    const response = await t.gql<{ videoById: PublishingView }>(VIDEO_PUBLISHING, { id: videoId }, token);
    expect(response.errors).toBeUndefined();
    return response.data.videoById;
  };

  it('gives every organization its own pages as a target, and no YouTube target before linking', async () => {
    const targets = await targetsOf(t, owner.token);
    expect(targets.publishingTargets).toEqual([
      { id: selfId, name: 'Self publication', type: 'SelfPublication', scheduledPublishDate: null },
    ]);
    expect(targets.externalPublishingTargets).toEqual([]);
    expect(await selfTargetId(t, other.token)).not.toBe(selfId);
  });

  it('publishes a draft to its own pages now', async () => {
    const video = await processedVideo(t, owner.token);
    const published = await publish(video.id, [selfId]);
    expect(published.errors).toEqual([]);
    expect(published.video).toMatchObject({
      id: video.id,
      status: 'PUBLISHED',
      isPublished: true,
      scheduledDatetime: null,
      platforms: ['SelfPublication'],
      publications: [{ publicUrl: `${t.url}/p/video/${video.id}`, publishingTargetId: selfId, stale: false }],
      externalPublications: [],
    });
    expect(await read(video.id)).toEqual(published.video);
    const rows = await publicationRows(video.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ uploadStatus: PublicationUploadStatus.COMPLETED, version: 0 });
    expect(rows[0]?.publishedAt).toBeInstanceOf(Date);
    const content = await t.app.get(PublishedContentService).publishedVideo(video.id);
    expect(content?.video.id).toBe(video.id);
    expect(content?.metadata.title).toBe('Match');
  });

  it('checks every rule before writing anything', async () => {
    const video = await processedVideo(t, owner.token);
    expect(await publish(video.id, [])).toEqual({
      video: null,
      errors: [validationFailure('publishingTargetIds', 'Select at least one target')],
    });
    for (const status of [VideoStatus.PROCESSING, VideoStatus.FAILED, VideoStatus.UPLOADING]) {
      await setVideo(t, video.id, { status });
      expect(await publish(video.id, [selfId])).toEqual({
        video: null,
        errors: [
          payloadError(
            ErrorCode.INCORRECT_VIDEO_STATUS,
            'id',
            incorrectVideoStatusMessage(status, PUBLISHABLE),
          ),
        ],
      });
    }
    await setVideo(t, video.id, { status: VideoStatus.DRAFT });
    expect(await publicationRows(video.id)).toEqual([]);

    expect((await publish(video.id, [selfId])).errors).toEqual([]);
    expect(
      await publish(video.id, [selfId], { scheduledPublishDate: new Date(Date.now() + 3_600_000) }),
    ).toEqual({
      video: null,
      errors: [
        validationFailure('scheduledPublishDate', 'Published video cannot be scheduled'),
        validationFailure(
          'publishingTargetIds',
          'Self publication - Most recent video version is already published',
        ),
      ],
    });
    expect(await publish(video.id, [selfId])).toEqual({
      video: null,
      errors: [
        validationFailure(
          'publishingTargetIds',
          'Self publication - Most recent video version is already published',
        ),
      ],
    });
  });

  it('treats a past date as now', async () => {
    const video = await processedVideo(t, owner.token);
    const published = await publish(video.id, [selfId], {
      scheduledPublishDate: new Date(Date.now() - 60_000),
    });
    expect(published.errors).toEqual([]);
    expect(published.video?.status).toBe('PUBLISHED');
  });

  it('marks publications stale after an edit (EDITED) and republishing makes the video PUBLISHED', async () => {
    const video = await processedVideo(t, owner.token);
    expect((await publish(video.id, [selfId])).errors).toEqual([]);
    const edited = await updateVideo(t, owner.token, video.id, { title: 'Better title' });
    expect(edited.video?.status).toBe('EDITED');
    const before = await read(video.id);
    expect(before.publications).toEqual([expect.objectContaining({ stale: true })]);
    const content = t.app.get(PublishedContentService);
    // The public page keeps showing the published version until it is republished.
    expect((await content.publishedVideo(video.id))?.metadata.title).toBe('Match');

    const republished = await publish(video.id, [selfId]);
    expect(republished.errors).toEqual([]);
    expect(republished.video).toMatchObject({ status: 'PUBLISHED', version: 1 });
    expect(republished.video?.publications).toEqual([expect.objectContaining({ stale: false })]);
    expect((await content.publishedVideo(video.id))?.metadata.title).toBe('Better title');
    expect(
      await publish(video.id, [selfId], { scheduledPublishDate: new Date(Date.now() + 60_000) }),
    ).toMatchObject({
      errors: [
        validationFailure('scheduledPublishDate', 'Published video cannot be scheduled'),
        validationFailure(
          'publishingTargetIds',
          'Self publication - Most recent video version is already published',
        ),
      ],
    });
  });

  it('unpublishes from its own pages back to a draft', async () => {
    const video = await processedVideo(t, owner.token);
    expect((await publish(video.id, [selfId])).errors).toEqual([]);
    expect(await call(t, UNPUBLISH_VIDEO, { videoId: video.id, targetTypes: [] }, owner.token)).toEqual({
      video: null,
      errors: [validationFailure('targetTypes', 'Select at least one target')],
    });
    expect(
      await call(t, UNPUBLISH_VIDEO, { videoId: video.id, targetTypes: ['YouTube'] }, owner.token),
    ).toEqual({
      video: null,
      errors: [payloadError(ErrorCode.NOT_FOUND, 'targetTypes')],
    });
    const unpublished = await call(t, UNPUBLISH_VIDEO, { videoId: video.id }, owner.token);
    expect(unpublished.errors).toEqual([]);
    expect(unpublished.video).toMatchObject({
      status: 'DRAFT',
      isPublished: false,
      platforms: [],
      publications: [],
    });
    expect(await publicationRows(video.id)).toEqual([]);
    expect(await t.app.get(PublishedContentService).publishedVideo(video.id)).toBeNull();
    expect(await call(t, UNPUBLISH_VIDEO, { videoId: video.id }, owner.token)).toEqual({
      video: null,
      errors: [
        payloadError(
          ErrorCode.INCORRECT_VIDEO_STATUS,
          'videoId',
          incorrectVideoStatusMessage('DRAFT', ['PUBLISHED', 'EDITED']),
        ),
      ],
    });
    expect(await call(t, CANCEL_SCHEDULED, { videoId: video.id }, owner.token)).toEqual({
      video: null,
      errors: [
        payloadError(
          ErrorCode.INCORRECT_VIDEO_STATUS,
          'videoId',
          incorrectVideoStatusMessage('DRAFT', ['SCHEDULED']),
        ),
      ],
    });
    // Published again after an unpublish: the same version may go live again.
    expect((await publish(video.id, [selfId])).video?.status).toBe('PUBLISHED');
  });

  it("counts a video's first publication against VIDEOS_PUBLISH_LIMIT, not republishing", async () => {
    const trial = await registerOwner(t, {
      organizationName: 'Publishing trial',
      plan: SubscriptionPlan.TRIAL,
    });
    const target = await selfTargetId(t, trial.token);
    const videos = [];
    for (let index = 0; index < 6; index += 1) videos.push(await processedVideo(t, trial.token));
    for (const video of videos.slice(0, 5)) {
      expect((await publish(video.id, [target], {}, trial.token)).errors).toEqual([]);
    }
    const first = videos[0]?.id ?? '';
    expect((await call(t, UNPUBLISH_VIDEO, { videoId: first }, trial.token)).errors).toEqual([]);
    expect((await publish(first, [target], {}, trial.token)).errors).toEqual([]);
    expect((await updateVideo(t, trial.token, first, { title: 'Edited' })).video?.status).toBe('EDITED');
    expect((await publish(first, [target], {}, trial.token)).errors).toEqual([]);

    const sixth = videos[5]?.id ?? '';
    expect(await publish(sixth, [target], {}, trial.token)).toEqual({
      video: null,
      errors: [
        payloadError(
          ErrorCode.PLAN_LIMIT_EXCEEDED,
          null,
          planLimitExceededMessage(LimitKind.VIDEOS_PUBLISH_LIMIT),
        ),
      ],
    });
    expect(await publicationRows(sixth)).toEqual([]);
    expect((await read(sixth, trial.token)).status).toBe('DRAFT');
    const records = await t.app
      .get(DataSource)
      .getRepository(UsageRecord)
      .count({ where: { organizationId: trial.organizationId, kind: LimitKind.VIDEOS_PUBLISH_LIMIT } });
    expect(records).toBe(5);
  });

  it("answers NOT_FOUND for another organization's video or target, PERMISSIONS_ERROR without the permission", async () => {
    const mine = await processedVideo(t, owner.token);
    const theirs = await processedVideo(t, other.token);
    const theirTarget = await selfTargetId(t, other.token);
    expect(await publish(theirs.id, [selfId])).toEqual({
      video: null,
      errors: [payloadError(ErrorCode.NOT_FOUND, 'id')],
    });
    expect(await publish(mine.id, [theirTarget])).toEqual({
      video: null,
      errors: [payloadError(ErrorCode.NOT_FOUND, 'publishingTargetIds')],
    });
    expect(await publish(mine.id, [selfId, randomUUID()])).toEqual({
      video: null,
      errors: [payloadError(ErrorCode.NOT_FOUND, 'publishingTargetIds')],
    });
    expect(await publicationRows(mine.id)).toEqual([]);
    expect((await publish(theirs.id, [theirTarget], {}, other.token)).errors).toEqual([]);
    for (const query of [UNPUBLISH_VIDEO, UNPUBLISH_YOUTUBE, CANCEL_SCHEDULED]) {
      expect(await call(t, query, { videoId: theirs.id }, owner.token)).toEqual({
        video: null,
        errors: [payloadError(ErrorCode.NOT_FOUND, 'videoId')],
      });
    }
    expect((await read(theirs.id, other.token)).status).toBe('PUBLISHED');
    expect(await publish(mine.id, [selfId], {}, curator.token)).toEqual({
      video: null,
      errors: [payloadError(ErrorCode.PERMISSIONS_ERROR)],
    });
    expect(await publicationRows(mine.id)).toEqual([]);
  });

  describe('to YouTube', () => {
    let youtubeOwner: Owner;
    let selfTarget: string;

    beforeAll(async () => {
      youtubeOwner = await registerOwner(t, { organizationName: 'Publishing YouTube' });
      selfTarget = await selfTargetId(t, youtubeOwner.token);
    });

    it('needs a linked account first', async () => {
      const video = await processedVideo(t, youtubeOwner.token);
      expect(
        await call(t, PUBLISH_YOUTUBE, { id: video.id, options: { category: '22' } }, youtubeOwner.token),
      ).toEqual({
        video: null,
        errors: [validationFailure('publishingTargetIds', 'YouTube - Link your account before publishing')],
      });
    });

    it('uploads through the youtube queue and removes the same way', async () => {
      const target = await linkYouTubeTarget(t, youtubeOwner, 'Channel');
      expect((await targetsOf(t, youtubeOwner.token)).externalPublishingTargets).toEqual([
        { id: target.id, name: 'Channel', type: 'YouTube', scheduledPublishDate: null },
      ]);
      const video = await processedVideo(t, youtubeOwner.token);
      expect(await publish(video.id, [selfTarget, target.id], {}, youtubeOwner.token)).toEqual({
        video: null,
        errors: [
          validationFailure('youtubeOptions', 'YouTube - Video category must be set before publishing'),
        ],
      });
      const published = await call(
        t,
        PUBLISH_YOUTUBE,
        { id: video.id, options: { category: '22' } },
        youtubeOwner.token,
      );
      expect(published.errors).toEqual([]);
      expect(published.video).toMatchObject({
        status: 'PUBLISHED',
        platforms: ['YouTube'],
        publications: [],
        externalPublications: [
          {
            publicUrl: null,
            studioUrl: null,
            stale: false,
            // The youtube worker of the app may already have tried (this test's account cannot upload).
            uploadStatus: expect.stringMatching(/^(PENDING|IN_PROGRESS|FAILED)$/),
            publishingTargetId: target.id,
          },
        ],
      });
      const publicationId = published.video?.externalPublications[0]?.id ?? '';
      expect(await uploadJobIds(youtubeQueue, publicationId)).toHaveLength(1);
      const row = (await publicationRows(video.id))[0];
      expect(row?.youtubeOptions).toEqual({ categoryId: '22' });
      expect(await t.app.get(PublishedContentService).publishedVideo(video.id)).toBeNull();

      const unpublished = await call(t, UNPUBLISH_YOUTUBE, { videoId: video.id }, youtubeOwner.token);
      expect(unpublished.errors).toEqual([]);
      expect(unpublished.video).toMatchObject({
        status: 'DRAFT',
        isPublished: false,
        externalPublications: [],
      });
      // Until the youtube worker confirms the removal (and deletes it) the row stays, no longer live.
      for (const row of await publicationRows(video.id))
        expect(row.unpublishRequestedAt).toBeInstanceOf(Date);
      const removals = await removalJobs(youtubeQueue, publicationId);
      expect(removals.map((job) => job.name)).toEqual([JobName.REMOVE_FROM_YOUTUBE]);
      expect(removals[0]?.data).toEqual({ publicationId });
    });

    it('never sends a video imported from YouTube back there', async () => {
      const target = (await targetsOf(t, youtubeOwner.token)).externalPublishingTargets[0]?.id ?? '';
      const video = await processedVideo(t, youtubeOwner.token, { origin: VideoOrigin.YOUTUBE });
      expect(
        await publish(video.id, [target], { youtubeOptions: { category: '22' } }, youtubeOwner.token),
      ).toEqual({
        video: null,
        errors: [
          validationFailure(
            'publishingTargetIds',
            'YouTube - A video imported from YouTube cannot be published to YouTube',
          ),
        ],
      });
      expect((await publish(video.id, [selfTarget], {}, youtubeOwner.token)).errors).toEqual([]);
    });

    it("gives a moment its YouTube address at the moment's start once uploaded", async () => {
      const target = (await targetsOf(t, youtubeOwner.token)).externalPublishingTargets[0]?.id ?? '';
      const video = await processedVideo(t, youtubeOwner.token, { durationMs: 120_000 });
      const moment = await addMoment(t, youtubeOwner.token, video.id, 'Goal', '01:05', '01:15');
      expect(
        (
          await publish(
            video.id,
            [selfTarget, target],
            { youtubeOptions: { category: '17' } },
            youtubeOwner.token,
          )
        ).errors,
      ).toEqual([]);
      const byTarget = async () =>
        (
          await t.gql<{ momentById: MomentView }>(
            MOMENT_BY_ID,
            { id: moment.id, publishingTargetId: target },
            youtubeOwner.token,
          )
        ).data.momentById;
      expect((await byTarget()).publicMomentUrl).toBeNull();
      // What the youtube worker writes once the upload is done.
      await t.app
        .get(DataSource)
        .getRepository(Publication)
        .update(
          { videoId: video.id, targetId: target },
          { externalId: 'yt123', uploadStatus: PublicationUploadStatus.COMPLETED },
        );
      expect(await byTarget()).toMatchObject({
        isPublished: true,
        publicMomentUrl: 'https://www.youtube.com/watch?v=yt123&t=65',
      });
    });
  });

  describe('moments', () => {
    it('are published with their video, when visible', async () => {
      const video = await processedVideo(t, owner.token);
      const moment = await addMoment(t, owner.token, video.id, 'Kick-off', '00:00', '00:10');
      const byId = async (publishingTargetId?: string, token = owner.token) =>
        t.gql<{ momentById: MomentView | null }>(MOMENT_BY_ID, { id: moment.id, publishingTargetId }, token);
      expect((await byId()).data.momentById).toMatchObject({ isPublished: false, publicMomentUrl: null });
      expect((await publish(video.id, [selfId])).errors).toEqual([]);
      const url = `${t.url}/p/moment/${moment.id}`;
      expect((await byId()).data.momentById).toMatchObject({ isPublished: true, publicMomentUrl: url });
      expect((await byId(selfId)).data.momentById).toMatchObject({ isPublished: true, publicMomentUrl: url });
      expect(errorCode(await byId(randomUUID()))).toBe(ErrorCode.NOT_FOUND);
      expect(errorCode(await byId(await selfTargetId(t, other.token)))).toBe(ErrorCode.NOT_FOUND);
      const content = t.app.get(PublicPlayerService);
      expect((await content.find('moment', moment.id))?.moment?.id).toBe(moment.id);

      await t.app
        .get(DataSource)
        .query(`UPDATE "moments" SET "visible" = false WHERE "id" = $1`, [moment.id]);
      expect((await byId()).data.momentById).toMatchObject({ isPublished: false, publicMomentUrl: null });
      expect(await content.find('moment', moment.id)).toBeNull();
    });
  });

  it('never publishes a duplicate, and a deleted video takes its publications with it', async () => {
    const video = await processedVideo(t, owner.token);
    expect((await publish(video.id, [selfId])).errors).toEqual([]);
    const duplicated = await t.gql<{ duplicateVideo: { video: { id: string; status: string } } }>(
      DUPLICATE,
      { id: video.id },
      owner.token,
    );
    const copy = duplicated.data.duplicateVideo.video;
    expect(copy.status).toBe('DRAFT');
    expect(await read(copy.id)).toMatchObject({ isPublished: false, publications: [], platforms: [] });
    expect(await publicationRows(copy.id)).toEqual([]);

    const deleted = await t.gql(DELETE, { id: video.id }, owner.token);
    expect(deleted.errors).toBeUndefined();
    expect(await publicationRows(video.id)).toEqual([]);
    expect(await t.app.get(PublishedContentService).publishedVideo(video.id)).toBeNull();
  });

  it('lists the publishing fields of every video of a page', async () => {
    const lister = await registerOwner(t, { organizationName: 'Publishing list' });
    const target = await selfTargetId(t, lister.token);
    const published = await processedVideo(t, lister.token);
    const draft = await processedVideo(t, lister.token);
    expect((await publish(published.id, [target], {}, lister.token)).errors).toEqual([]);
    const response = await t.gql<{ videos: { nodes: PublishingView[] } }>(
      `query { videos(orderBy: "created") { nodes { ${'id isPublished platforms publications { publicUrl stale }'} } } }`,
      {},
      lister.token,
    );
    expect(response.errors).toBeUndefined();
    expect(response.data.videos.nodes).toEqual([
      {
        id: published.id,
        isPublished: true,
        platforms: ['SelfPublication'],
        publications: [{ publicUrl: `${t.url}/p/video/${published.id}`, stale: false }],
      },
      { id: draft.id, isPublished: false, platforms: [], publications: [] },
    ]);
  });
});

import {
  ErrorCode,
  LimitKind,
  OrganizationRole,
  planLimitExceededMessage,
  SubscriptionPlan,
  ValidationMessages,
  VideoStatus,
} from '@framehouse/domain';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { UsageRecord } from '../../src/modules/limits/usage-record.entity';
import { Video } from '../../src/modules/videos/video.entity';
import { errorCode, payloadError, validationFailure, type PayloadError } from '../support/fixtures';
import { addMember, ERRORS, registerOwner, type Member, type Owner } from '../support/flows';
import type { GraphQLResponse, TestApp } from '../support/test-app';
import {
  CANCEL,
  CONFIRM,
  DELETE,
  DUPLICATE,
  NEW_PART,
  PARTS,
  REPROCESS,
  setPlan,
  setVideo,
  startUpload,
  startVideoApp,
  defaultStorageDriver,
  UPLOAD_LOCAL,
  UPLOAD_REMOTE,
  VIDEO_BY_ID,
  VIDEOS,
  type StartedUpload,
} from './video-support';

type Payload<K extends string, T = object> = Record<K, T & { errors: PayloadError[] }>;

interface ListedVideo {
  id: string;
  globalId: string;
  title: string;
  status: string;
  views: number;
  isMonetizationEnabled: boolean;
  created: string;
}

interface VideoList {
  nodes: ListedVideo[];
  totalCount: number;
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    totalPages: number;
    pageNumber: number;
    pageSize: number;
  };
}

/** Every operation that names a video, with arguments that would succeed for the video's organization. */
function operationsOn(id: string, key: string) {
  return {
    videoById: { document: VIDEO_BY_ID, variables: { id } },
    localVideoUploadParts: { document: PARTS, variables: { videoId: id } },
    newLocalVideoUploadPart: { document: NEW_PART, variables: { videoId: id, partNumber: 1 } },
    confirmLocalVideoUpload: { document: CONFIRM, variables: { videoId: id, key } },
    cancelLocalVideoUpload: { document: CANCEL, variables: { videoId: id, key } },
    deleteVideo: { document: DELETE, variables: { id } },
    deleteVideoIds: { document: DELETE, variables: { ids: [id] } },
    duplicateVideo: { document: DUPLICATE, variables: { id } },
    reprocessFailedVideo: { document: REPROCESS, variables: { id } },
  };
}

/** The field NOT_FOUND names for each operation. */
const ID_FIELD: Record<string, string> = {
  localVideoUploadParts: 'videoId',
  newLocalVideoUploadPart: 'videoId',
  confirmLocalVideoUpload: 'videoId',
  cancelLocalVideoUpload: 'videoId',
  deleteVideoIds: 'ids',
};

describe('videos: lists, rows, tenancy, permissions and limits', () => {
  let t: TestApp;
  let owner: Owner;
  let curator: Member;
  let editor: Member;
  let other: Owner;

  beforeAll(async () => {
    t = await startVideoApp(defaultStorageDriver());
    owner = await registerOwner(t, { organizationName: 'Videos A' });
    curator = await addMember(t, owner, OrganizationRole.CURATOR);
    editor = await addMember(t, owner, OrganizationRole.VIDEO_EDITOR);
    other = await registerOwner(t, { organizationName: 'Videos B' });
  });
  afterAll(() => t.close());

  const list = (variables: Record<string, unknown>, token = owner.token) =>
    t.gql<{ videos: VideoList }>(VIDEOS, variables, token);
  const payloadOf = (response: GraphQLResponse<Record<string, { errors?: PayloadError[] } | null>>) =>
    Object.values(response.data ?? {})[0];
  const videoRows = () => t.app.get(DataSource).getRepository(Video);

  /** A video in the given state, made through the upload mutation and then set (test setup). */
  async function video(
    token: string,
    filename: string,
    changes: Partial<Video> = {},
  ): Promise<StartedUpload> {
    const started = await startUpload(t, token, filename);
    if (Object.keys(changes).length > 0) await setVideo(t, started.video.id, changes);
    return started;
  }

  describe('the list', () => {
    let ids: Record<string, string>;

    beforeAll(async () => {
      await setPlan(t, owner.organizationId, SubscriptionPlan.UNLIMITED);
      const base = Date.UTC(2025, 0, 1);
      const at = (minutes: number) => new Date(base + minutes * 60_000);
      const alpha = await video(owner.token, 'Alpha.mp4', {
        status: VideoStatus.DRAFT,
        views: 30,
        created: at(1),
        description: 'quarterly results',
      });
      const bravo = await video(owner.token, 'bravo.mp4', {
        status: VideoStatus.PUBLISHED,
        views: 10,
        isMonetizationEnabled: true,
        created: at(2),
      });
      const charlie = await video(owner.token, 'Charlie 100%_done.mp4', {
        status: VideoStatus.FAILED,
        views: 20,
        created: at(3),
      });
      const copy = await t.gql<Payload<'duplicateVideo', { video: { id: string } }>>(
        DUPLICATE,
        { id: alpha.video.id },
        owner.token,
      );
      const copyId = copy.data.duplicateVideo.video.id;
      await setVideo(t, copyId, { created: at(4) });
      ids = { alpha: alpha.video.id, bravo: bravo.video.id, charlie: charlie.video.id, copy: copyId };
      // Another organization's video never shows.
      await video(other.token, 'Alpha of B.mp4', { status: VideoStatus.DRAFT });
    });

    const titles = (response: GraphQLResponse<{ videos: VideoList }>) =>
      response.data.videos.nodes.map((node) => node.title);

    it('is newest first by default, 50 a page', async () => {
      const response = await list({});
      expect(response.errors).toBeUndefined();
      expect(titles(response)).toEqual(['Copy - Alpha', 'Charlie 100%_done', 'bravo', 'Alpha']);
      expect(response.data.videos.totalCount).toBe(4);
      expect(response.data.videos.pageInfo).toEqual({
        hasNextPage: false,
        hasPreviousPage: false,
        totalPages: 1,
        pageNumber: 1,
        pageSize: 50,
      });
    });

    it('orders by each sortable column, both ways', async () => {
      expect(titles(await list({ orderBy: 'title' }))).toEqual([
        'Alpha',
        'bravo',
        'Charlie 100%_done',
        'Copy - Alpha',
      ]);
      expect(titles(await list({ orderBy: '-views' }))).toEqual([
        'Alpha',
        'Charlie 100%_done',
        'bravo',
        'Copy - Alpha',
      ]);
      // In the order of a video's life: drafts, then published, then failed.
      const byStatus = (await list({ orderBy: 'status' })).data.videos.nodes.map((node) => node.status);
      expect(byStatus).toEqual([
        VideoStatus.DRAFT,
        VideoStatus.DRAFT,
        VideoStatus.PUBLISHED,
        VideoStatus.FAILED,
      ]);
      expect(titles(await list({ orderBy: '-monetizationEnabled' }))[0]).toBe('bravo');
      expect(titles(await list({ orderBy: 'created' }))).toEqual([
        'Alpha',
        'bravo',
        'Charlie 100%_done',
        'Copy - Alpha',
      ]);
      const wrong = await list({ orderBy: 'sourceKey' });
      expect(errorCode(wrong)).toBe(ErrorCode.VALIDATION_ERROR);
    });

    it('searches title and description, literally', async () => {
      expect(titles(await list({ search: 'alpha' }))).toEqual(['Copy - Alpha', 'Alpha']);
      // The copy carries the description too.
      expect(titles(await list({ search: 'QUARTERLY' }))).toEqual(['Copy - Alpha', 'Alpha']);
      expect(titles(await list({ search: '100%_' }))).toEqual(['Charlie 100%_done']);
      expect(titles(await list({ search: '%' }))).toEqual(['Charlie 100%_done']);
      expect((await list({ search: 'nothing like it' })).data.videos.totalCount).toBe(0);
    });

    it('shows one video per media with distinctGlobalId, unless searching', async () => {
      const distinct = await list({ distinctGlobalId: true });
      expect(titles(distinct)).toEqual(['Copy - Alpha', 'Charlie 100%_done', 'bravo']);
      expect(distinct.data.videos.totalCount).toBe(3);
      expect(titles(await list({ distinctGlobalId: true, search: 'alpha' }))).toEqual([
        'Copy - Alpha',
        'Alpha',
      ]);
      const nodes = (await list({})).data.videos.nodes;
      const globalOf = (id: string) => nodes.find((node) => node.id === id)?.globalId;
      expect(globalOf(ids.copy as string)).toBe(globalOf(ids.alpha as string));
    });

    it('pages with 25, 50 or 100 a page', async () => {
      const page = await list({ page: 2, pageSize: 25 });
      expect(page.data.videos.nodes).toEqual([]);
      expect(page.data.videos.pageInfo).toMatchObject({
        pageNumber: 2,
        hasPreviousPage: true,
        totalPages: 1,
      });
      expect(errorCode(await list({ pageSize: 10 }))).toBe(ErrorCode.VALIDATION_ERROR);
      expect(errorCode(await list({ page: 0 }))).toBe(ErrorCode.VALIDATION_ERROR);
    });

    it('duplicates processed videos only', async () => {
      const failed = await t.gql<Payload<'duplicateVideo', { video: unknown }>>(
        DUPLICATE,
        { id: ids.charlie },
        owner.token,
      );
      expect(failed.data.duplicateVideo).toEqual({
        video: null,
        errors: [
          payloadError(
            ErrorCode.INCORRECT_VIDEO_STATUS,
            'id',
            'Video has incorrect status: FAILED. Allowed statuses: DRAFT, SCHEDULED, PUBLISHED, EDITED.',
          ),
        ],
      });
      const copy = await videoRows().findOneByOrFail({ id: ids.copy as string });
      const original = await videoRows().findOneByOrFail({ id: ids.alpha as string });
      expect(copy).toMatchObject({
        mediaId: original.mediaId,
        sourceKey: original.sourceKey,
        description: 'quarterly results',
        status: VideoStatus.DRAFT,
        views: 0,
        createdById: owner.userId,
      });
    });

    it('deletes several at once, or none when one is not found', async () => {
      const before = await videoRows().count();
      const missing = await t.gql<Payload<'deleteVideo'>>(
        DELETE,
        { ids: [ids.bravo, randomUUID()] },
        owner.token,
      );
      expect(missing.data.deleteVideo.errors).toEqual([payloadError(ErrorCode.NOT_FOUND, 'ids')]);
      expect(await videoRows().count()).toBe(before);
      const none = await t.gql<Payload<'deleteVideo'>>(DELETE, {}, owner.token);
      expect(none.data.deleteVideo.errors).toEqual([
        validationFailure('ids', ValidationMessages.noVideoSelected),
      ]);
      const both = await t.gql<
        Payload<'deleteVideo', { deletedVideoId: string | null; deletedVideoIds: string[] }>
      >(DELETE, { id: ids.bravo, ids: [ids.charlie, ids.bravo] }, owner.token);
      expect(both.data.deleteVideo.errors).toEqual([]);
      expect(both.data.deleteVideo.deletedVideoId).toBe(ids.bravo);
      expect([...both.data.deleteVideo.deletedVideoIds].sort()).toEqual([ids.bravo, ids.charlie].sort());
      expect(await videoRows().count()).toBe(before - 2);
    });
  });

  describe('another organization', () => {
    it("answers NOT_FOUND for every operation on B's video, and changes nothing", async () => {
      await setPlan(t, other.organizationId, SubscriptionPlan.UNLIMITED);
      const theirs = await video(other.token, 'theirs.mp4');
      const failed = await video(other.token, 'their-failed.mp4', { status: VideoStatus.FAILED });
      const rowsBefore = await videoRows().find({
        where: { organizationId: other.organizationId },
        order: { id: 'ASC' },
      });
      for (const target of [theirs, failed]) {
        for (const [name, operation] of Object.entries(operationsOn(target.video.id, target.key))) {
          const response = await t.gql<Record<string, { errors?: PayloadError[] } | null>>(
            operation.document,
            operation.variables,
            owner.token,
          );
          if (operation.document.trimStart().startsWith('query')) {
            expect(errorCode(response)).toBe(ErrorCode.NOT_FOUND);
          } else {
            expect(payloadOf(response)?.errors).toEqual([
              payloadError(ErrorCode.NOT_FOUND, ID_FIELD[name] ?? 'id'),
            ]);
          }
        }
      }
      const rowsAfter = await videoRows().find({
        where: { organizationId: other.organizationId },
        order: { id: 'ASC' },
      });
      expect(rowsAfter).toEqual(rowsBefore);
      expect((await list({ search: 'theirs' })).data.videos.totalCount).toBe(0);
    });

    it('answers NOT_FOUND, never a 500, for malformed ids', async () => {
      for (const id of ['not-a-uuid', '1', "'; DROP TABLE videos; --", randomUUID()]) {
        for (const [name, operation] of Object.entries(operationsOn(id, 'media/x'))) {
          const response = await t.gql<Record<string, { errors?: PayloadError[] } | null>>(
            operation.document,
            operation.variables,
            owner.token,
          );
          expect(response.status).toBe(200);
          if (operation.document.trimStart().startsWith('query')) {
            expect(errorCode(response)).toBe(ErrorCode.NOT_FOUND);
          } else {
            expect(payloadOf(response)?.errors).toEqual([
              payloadError(ErrorCode.NOT_FOUND, ID_FIELD[name] ?? 'id'),
            ]);
          }
        }
      }
    });
  });

  describe('permissions', () => {
    it('lets a curator read videos and nothing more', async () => {
      const mine = await video(owner.token, 'for-curator.mp4', { status: VideoStatus.FAILED });
      expect((await list({}, curator.token)).errors).toBeUndefined();
      expect((await t.gql(VIDEO_BY_ID, { id: mine.video.id }, curator.token)).errors).toBeUndefined();
      const writes = {
        ...operationsOn(mine.video.id, mine.key),
        uploadLocalVideo: { document: UPLOAD_LOCAL, variables: { filename: 'x.mp4' } },
        uploadRemoteVideo: { document: UPLOAD_REMOTE, variables: { url: 'https://example.com/x.mp4' } },
      } as Record<string, { document: string; variables: Record<string, unknown> }>;
      delete writes.videoById;
      const before = await videoRows().count();
      for (const operation of Object.values(writes)) {
        const response = await t.gql<Record<string, { errors?: PayloadError[] } | null>>(
          operation.document,
          operation.variables,
          curator.token,
        );
        if (operation.document.trimStart().startsWith('query')) {
          expect(errorCode(response)).toBe(ErrorCode.PERMISSIONS_ERROR);
        } else {
          expect(payloadOf(response)?.errors).toEqual([payloadError(ErrorCode.PERMISSIONS_ERROR)]);
        }
      }
      expect(await videoRows().count()).toBe(before);
    });

    it('lets a video editor upload, duplicate, retry and delete', async () => {
      const started = await startUpload(t, editor.token, 'by-editor.mp4');
      await setVideo(t, started.video.id, { status: VideoStatus.FAILED });
      const retried = await t.gql<Payload<'reprocessFailedVideo'>>(
        REPROCESS,
        { id: started.video.id },
        editor.token,
      );
      expect(retried.data.reprocessFailedVideo.errors).toEqual([]);
      await setVideo(t, started.video.id, { status: VideoStatus.DRAFT });
      const copied = await t.gql<Payload<'duplicateVideo'>>(
        DUPLICATE,
        { id: started.video.id },
        editor.token,
      );
      expect(copied.data.duplicateVideo.errors).toEqual([]);
      const deleted = await t.gql<Payload<'deleteVideo'>>(DELETE, { id: started.video.id }, editor.token);
      expect(deleted.data.deleteVideo.errors).toEqual([]);
    });

    it('answers AUTH_REQUIRED without a session', async () => {
      const target = randomUUID();
      for (const operation of Object.values(operationsOn(target, 'media/x'))) {
        const response = await t.gql<Record<string, { errors?: PayloadError[] } | null>>(
          operation.document,
          operation.variables,
        );
        if (operation.document.trimStart().startsWith('query')) {
          expect(errorCode(response)).toBe(ErrorCode.AUTH_REQUIRED);
        } else {
          expect(payloadOf(response)?.errors).toEqual([payloadError(ErrorCode.AUTH_REQUIRED)]);
        }
      }
      expect(errorCode(await list({}, ''))).toBe(ErrorCode.AUTH_REQUIRED);
    });
  });

  describe('bad input', () => {
    const post = (query: string, variables: Record<string, unknown>) =>
      t.http
        .post('/graphql/')
        .set('content-type', 'application/json')
        .set('authorization', `Bearer ${owner.token}`)
        .send({ query, variables });

    it('refuses an unknown pipeline type before anything runs', async () => {
      const before = await videoRows().count();
      const viaVariable = await post(UPLOAD_LOCAL, { filename: 'a.mp4', pipelineType: 'PREMIUM' });
      expect(viaVariable.status).toBe(400);
      expect(viaVariable.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
      const inline = await post(
        `mutation { uploadRemoteVideo(url: "https://example.com/a.mp4", pipelineType: FAST) { ${ERRORS} } }`,
        {},
      );
      expect(inline.status).toBe(400);
      expect(await videoRows().count()).toBe(before);
    });

    it('refuses a huge or empty file name, and part numbers outside 1–10000', async () => {
      const upload = (filename: string) =>
        t.gql<Payload<'uploadLocalVideo', { video: unknown }>>(UPLOAD_LOCAL, { filename }, owner.token);
      expect((await upload(`${'x'.repeat(100 * 1024)}.mp4`)).data.uploadLocalVideo.errors).toEqual([
        validationFailure('filename', 'Maximum 255 characters allowed'),
      ]);
      expect((await upload('  ')).data.uploadLocalVideo.errors).toEqual([
        validationFailure('filename', 'Required'),
      ]);
      const started = await startUpload(t, owner.token, 'parts.mp4');
      for (const partNumber of [0, -1, 10_001]) {
        const response = await t.gql<Payload<'newLocalVideoUploadPart', { videoUploadUrl: string | null }>>(
          NEW_PART,
          { videoId: started.video.id, partNumber },
          owner.token,
        );
        expect(response.data.newLocalVideoUploadPart).toEqual({
          videoUploadUrl: null,
          errors: [validationFailure('partNumber', ValidationMessages.uploadPartNumber)],
        });
      }
      const last = await t.gql<Payload<'newLocalVideoUploadPart', { videoUploadUrl: string | null }>>(
        NEW_PART,
        { videoId: started.video.id, partNumber: 10_000 },
        owner.token,
      );
      expect(
        new URL(last.data.newLocalVideoUploadPart.videoUploadUrl as string).searchParams.get('partNumber'),
      ).toBe('10000');
    });
  });

  describe('VIDEOS_UPLOAD_LIMIT', () => {
    const exceeded = payloadError(
      ErrorCode.PLAN_LIMIT_EXCEEDED,
      null,
      planLimitExceededMessage(LimitKind.VIDEOS_UPLOAD_LIMIT),
    );
    const upload = (token: string, filename = 'limited.mp4') =>
      t.gql<Payload<'uploadLocalVideo', { video: { id: string } | null; key: string | null }>>(
        UPLOAD_LOCAL,
        { filename },
        token,
      );
    const records = () => t.app.get(DataSource).getRepository(UsageRecord);

    it('allows 10 uploads and imports in total on a trial, counting deleted ones, giving back cancelled ones', async () => {
      const trial = await registerOwner(t);
      const started: Array<{ id: string; key: string }> = [];
      for (let index = 0; index < 9; index++) {
        const response = await upload(trial.token);
        expect(response.data.uploadLocalVideo.errors).toEqual([]);
        started.push({
          id: response.data.uploadLocalVideo.video?.id as string,
          key: response.data.uploadLocalVideo.key as string,
        });
      }
      const imported = await t.gql<Payload<'uploadRemoteVideo', { video: { id: string } }>>(
        UPLOAD_REMOTE,
        { url: 'https://example.com/tenth.mp4' },
        trial.token,
      );
      expect(imported.data.uploadRemoteVideo.errors).toEqual([]);
      expect((await upload(trial.token)).data.uploadLocalVideo).toMatchObject({
        video: null,
        errors: [exceeded],
      });
      const remote = await t.gql<Payload<'uploadRemoteVideo'>>(
        UPLOAD_REMOTE,
        { url: 'https://example.com/x.mp4' },
        trial.token,
      );
      expect(remote.data.uploadRemoteVideo.errors).toEqual([exceeded]);
      // Deleting an imported video does not give its upload back.
      await t.gql(DELETE, { id: imported.data.uploadRemoteVideo.video.id }, trial.token);
      expect((await upload(trial.token)).data.uploadLocalVideo.errors).toEqual([exceeded]);
      // Cancelling an upload does: it never happened.
      const first = started[0] as { id: string; key: string };
      const cancelled = await t.gql<Payload<'cancelLocalVideoUpload'>>(
        CANCEL,
        { videoId: first.id, key: first.key },
        trial.token,
      );
      expect(cancelled.data.cancelLocalVideoUpload.errors).toEqual([]);
      expect((await upload(trial.token)).data.uploadLocalVideo.errors).toEqual([]);
      expect((await upload(trial.token)).data.uploadLocalVideo.errors).toEqual([exceeded]);
      expect(await records().count({ where: { organizationId: trial.organizationId } })).toBe(10);
    });

    it('holds exactly when uploads race for the last one', async () => {
      const trial = await registerOwner(t);
      await records().insert(
        Array.from({ length: 8 }, () => ({
          organizationId: trial.organizationId,
          kind: LimitKind.VIDEOS_UPLOAD_LIMIT,
        })),
      );
      const results = await Promise.all(Array.from({ length: 5 }, () => upload(trial.token)));
      const succeeded = results.filter((response) => response.data.uploadLocalVideo.errors.length === 0);
      expect(succeeded).toHaveLength(2);
      expect(await records().count({ where: { organizationId: trial.organizationId } })).toBe(10);
    });

    it('allows 100 a calendar month on premium, and no limit on unlimited', async () => {
      const premium = await registerOwner(t);
      await setPlan(t, premium.organizationId, SubscriptionPlan.PREMIUM);
      const lastMonth = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 0, 12));
      const usage = (count: number, created?: Date) =>
        Array.from({ length: count }, () => ({
          organizationId: premium.organizationId,
          kind: LimitKind.VIDEOS_UPLOAD_LIMIT,
          ...(created ? { created } : {}),
        }));
      await records().insert(usage(150, lastMonth));
      expect((await upload(premium.token)).data.uploadLocalVideo.errors).toEqual([]);
      await records().insert(usage(98));
      expect((await upload(premium.token)).data.uploadLocalVideo.errors).toEqual([]);
      expect((await upload(premium.token)).data.uploadLocalVideo.errors).toEqual([exceeded]);
      await setPlan(t, premium.organizationId, SubscriptionPlan.UNLIMITED);
      expect((await upload(premium.token)).data.uploadLocalVideo.errors).toEqual([]);
    });

    it('refuses a file that is not a video without counting it', async () => {
      const trial = await registerOwner(t);
      const response = await upload(trial.token, 'notes.txt');
      expect(response.data.uploadLocalVideo.errors).toEqual([
        validationFailure('filename', ValidationMessages.onlyVideoFiles),
      ]);
      expect(await records().count({ where: { organizationId: trial.organizationId } })).toBe(0);
    });
  });
});

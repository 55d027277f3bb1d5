import {
  ErrorCode,
  incorrectVideoStatusMessage,
  ObjectCategory,
  OBJECT_CREATION_VIDEO_STATUSES,
  ValidationMessages,
  VideoStatus,
} from '@framehouse/domain';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { StorageService } from '../../src/modules/storage/storage.service';
import { mediaRoot } from '../../src/modules/videos/video-media-keys';
import {
  errorCode,
  payloadError,
  pngBase64,
  validationFailure,
  type PayloadError,
} from '../support/fixtures';
import type { Member, Owner } from '../support/flows';
import type { TestApp } from '../support/test-app';
import { editorCast } from '../videos/video-editor-support';
import { defaultStorageDriver, DELETE, download, startVideoApp } from '../videos/video-support';
import {
  createObject,
  CREATE_OBJECT_THUMBNAIL,
  DELETE_OBJECT,
  DELETE_OBJECT_THUMBNAIL,
  OBJECTS,
  OBJECT_BY_ID,
  objectRows,
  objectsState,
  objectThumbnailRows,
  processedVideo,
  TOGGLE_OBJECT,
  updateObject,
  type ObjectView,
} from './objects-support';

interface ObjectsPage {
  nodes: ObjectView[];
  totalCount: number;
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    totalPages: number;
    pageNumber: number;
    pageSize: number;
  };
}

const TOO_LARGE = 'Thumbnail exceeds maximum file size (2.5 MiB).';

describe('object annotations', () => {
  let t: TestApp;
  let owner: Owner;
  let curator: Member;
  let other: Owner;

  beforeAll(async () => {
    t = await startVideoApp(defaultStorageDriver());
    ({ owner, curator, other } = await editorCast(t, 'Objects'));
  });
  afterAll(() => t.close());

  const storage = () => t.app.get(StorageService).driver;

  async function list(variables: Record<string, unknown>, token = owner.token) {
    const response = await t.gql<{ objects: ObjectsPage }>(OBJECTS, variables, token);
    return response;
  }

  async function listed(variables: Record<string, unknown>, token = owner.token): Promise<ObjectsPage> {
    const response = await list(variables, token);
    expect(response.errors).toBeUndefined();
    return response.data.objects;
  }

  async function make(videoId: string, fields: Record<string, unknown> = {}): Promise<ObjectView> {
    const created = await createObject(t, owner.token, videoId, {
      title: 'Sign',
      category: ObjectCategory.STOP_SIGN,
      ...fields,
    });
    expect(created.errors).toEqual([]);
    return created.objectAnnotation as ObjectView;
  }

  async function toggle(variables: Record<string, unknown>, token = owner.token) {
    const response = await t.gql<{
      toggleObjectAnnotation: {
        objectAnnotations: Array<{ id: string; visible: boolean; promote: boolean }> | null;
        errors: PayloadError[];
      };
    }>(TOGGLE_OBJECT, variables, token);
    expect(response.errors).toBeUndefined();
    return response.data.toggleObjectAnnotation;
  }

  async function remove(variables: Record<string, unknown>, token = owner.token) {
    const response = await t.gql<{
      deleteObjectAnnotation: {
        deletedObjectAnnotationId: string | null;
        deletedObjectAnnotationIds: string[] | null;
        errors: PayloadError[];
      };
    }>(DELETE_OBJECT, variables, token);
    expect(response.errors).toBeUndefined();
    return response.data.deleteObjectAnnotation;
  }

  async function createThumbnail(objectId: string, imageBase64: string, token = owner.token) {
    const response = await t.gql<{
      createObjectThumbnail: {
        thumbnail: { id: string; imageUrl: string; source: string } | null;
        errors: PayloadError[];
      };
    }>(CREATE_OBJECT_THUMBNAIL, { objectId, imageBase64 }, token);
    expect(response.errors).toBeUndefined();
    return response.data.createObjectThumbnail;
  }

  async function deleteThumbnail(id: string, token = owner.token) {
    const response = await t.gql<{
      deleteObjectThumbnail: { deletedObjectThumbnailId: string | null; errors: PayloadError[] };
    }>(DELETE_OBJECT_THUMBNAIL, { id }, token);
    expect(response.errors).toBeUndefined();
    return response.data.deleteObjectThumbnail;
  }

  describe('createObjectAnnotation', () => {
    it('makes a USER object, trimmed, over the whole video by default, with its first thumbnail', async () => {
      const video = await processedVideo(t, owner.token);
      const created = await createObject(t, owner.token, video.id, {
        title: '  Red sign ',
        category: ObjectCategory.STOP_SIGN,
        url: '  https://shop.example.com/sign  ',
        thumbnailBase64: await pngBase64(320, 200),
      });
      expect(created.errors).toEqual([]);
      const object = created.objectAnnotation as ObjectView;
      expect(object).toMatchObject({
        title: 'Red sign',
        category: 'STOP_SIGN',
        url: 'https://shop.example.com/sign',
        source: 'USER',
        visible: true,
        promote: false,
        timeRange: { start: 0, end: 10_000 },
        startTimestamp: '00:00:00.000',
        endTimestamp: '00:00:10.000',
        video: { id: video.id },
      });
      expect(object.thumbnails).toHaveLength(1);
      expect(object.thumbnailId).toBe(object.thumbnails[0]?.id);
      const served = await download(object.thumbnailUrl as string);
      expect(await sharp(served.body).metadata()).toMatchObject({ format: 'jpeg', width: 320, height: 200 });
      const [row] = await objectThumbnailRows(t, object.id);
      expect(
        row?.fileKey.startsWith(`${mediaRoot(owner.organizationId, video.globalId)}objects/thumbnails/`),
      ).toBe(true);

      const ranged = await make(video.id, { url: '   ', startTimestamp: '0:02.5', endTimestamp: '00:00:04' });
      expect(ranged).toMatchObject({ url: null, timeRange: { start: 2500, end: 4000 }, thumbnails: [] });
      expect(ranged.thumbnailUrl).toBeNull();
    });

    it('answers every rule at once with the spec messages, storing nothing', async () => {
      const video = await processedVideo(t, owner.token);
      expect(
        await createObject(t, owner.token, video.id, {
          title: '   ',
          url: 'shop dot com',
          startTimestamp: '0:5',
          endTimestamp: '1:00',
        }),
      ).toEqual({
        objectAnnotation: null,
        errors: [
          validationFailure('title', ValidationMessages.titleEmpty),
          validationFailure('category', 'Required'),
          validationFailure('url', 'URL is in incorrect format'),
          validationFailure('endTimestamp', 'Start/End timestamps need to be in video duration range'),
        ],
      });
      const cases: Array<[Record<string, unknown>, PayloadError]> = [
        [{ startTimestamp: 'soon' }, validationFailure('startTimestamp', ValidationMessages.timestampFormat)],
        [
          { startTimestamp: '0:06', endTimestamp: '0:03' },
          validationFailure('endTimestamp', 'Start timestamp needs to be smaller than End timestamp.'),
        ],
        [
          { startTimestamp: '0:03', endTimestamp: '0:03' },
          validationFailure('endTimestamp', ValidationMessages.timestampRange),
        ],
        [{ startTimestamp: '-0:01' }, validationFailure('startTimestamp', ValidationMessages.timestampRange)],
        [{ url: 'ftp://files.example.com/a' }, validationFailure('url', 'URL is in incorrect format')],
      ];
      for (const [fields, error] of cases) {
        expect(
          await createObject(t, owner.token, video.id, {
            title: 'A',
            category: ObjectCategory.CAR,
            ...fields,
          }),
        ).toEqual({ objectAnnotation: null, errors: [error] });
      }
      expect(await objectRows(t, video.id)).toEqual([]);
    });

    it('refuses a thumbnail that is too big or not a picture, storing nothing', async () => {
      const video = await processedVideo(t, owner.token);
      const refused: Array<[string, PayloadError]> = [
        ['A'.repeat(3_600_000), payloadError(ErrorCode.BASE64_DATA_SIZE, 'thumbnailBase64', TOO_LARGE)],
        [
          Buffer.from('%PDF-1.4 not a picture').toString('base64'),
          validationFailure('thumbnailBase64', ValidationMessages.fileConversionFailed),
        ],
      ];
      for (const [thumbnailBase64, error] of refused) {
        expect(
          await createObject(t, owner.token, video.id, {
            title: 'A',
            category: ObjectCategory.CAR,
            thumbnailBase64,
          }),
        ).toEqual({ objectAnnotation: null, errors: [error] });
      }
      expect(await objectRows(t, video.id)).toEqual([]);
      expect(
        await storage().listPrefix(`${mediaRoot(owner.organizationId, video.globalId)}objects/`),
      ).toEqual([]);
    });

    it('only on a processed video', async () => {
      for (const status of [VideoStatus.PROCESSING, VideoStatus.FAILED, VideoStatus.UPLOADING]) {
        const video = await processedVideo(t, owner.token, { status });
        expect(
          await createObject(t, owner.token, video.id, { title: 'A', category: ObjectCategory.CAR }),
        ).toEqual({
          objectAnnotation: null,
          errors: [
            payloadError(
              ErrorCode.INCORRECT_VIDEO_STATUS,
              'videoId',
              incorrectVideoStatusMessage(status, OBJECT_CREATION_VIDEO_STATUSES),
            ),
          ],
        });
      }
      const published = await processedVideo(t, owner.token, { status: VideoStatus.PUBLISHED });
      expect(
        (await createObject(t, owner.token, published.id, { title: 'A', category: ObjectCategory.CAR }))
          .errors,
      ).toEqual([]);
    });
  });

  describe('updateObjectAnnotation', () => {
    it('changes only the fields given', async () => {
      const video = await processedVideo(t, owner.token);
      const object = await make(video.id, {
        url: 'https://a.example.com',
        startTimestamp: '0:01',
        endTimestamp: '0:04',
      });
      const updated = await updateObject(t, owner.token, object.id, {
        title: ' Big sign ',
        promote: true,
        endTimestamp: '0:08.250',
      });
      expect(updated.errors).toEqual([]);
      expect(updated.objectAnnotation).toMatchObject({
        title: 'Big sign',
        category: 'STOP_SIGN',
        url: 'https://a.example.com',
        promote: true,
        visible: true,
        timeRange: { start: 1000, end: 8250 },
      });
      const cleared = await updateObject(t, owner.token, object.id, {
        url: '  ',
        category: ObjectCategory.BUS,
      });
      expect(cleared.objectAnnotation).toMatchObject({ url: null, category: 'BUS', title: 'Big sign' });
    });

    it('checks the rules, the range against the kept start', async () => {
      const video = await processedVideo(t, owner.token);
      const object = await make(video.id, { startTimestamp: '0:05', endTimestamp: '0:06' });
      expect(
        await updateObject(t, owner.token, object.id, { title: '', url: 'nope', endTimestamp: '0:02' }),
      ).toEqual({
        objectAnnotation: null,
        errors: [
          validationFailure('title', ValidationMessages.titleEmpty),
          validationFailure('url', 'URL is in incorrect format'),
          validationFailure('endTimestamp', 'Start timestamp needs to be smaller than End timestamp.'),
        ],
      });
      expect(await updateObject(t, owner.token, object.id, { category: null })).toEqual({
        objectAnnotation: null,
        errors: [validationFailure('category', 'Required')],
      });
      expect(await updateObject(t, owner.token, object.id, { endTimestamp: '0:10.001' })).toEqual({
        objectAnnotation: null,
        errors: [validationFailure('endTimestamp', ValidationMessages.timestampRange)],
      });
    });

    it('selects one of its own thumbnails only', async () => {
      const video = await processedVideo(t, owner.token);
      const object = await make(video.id, { thumbnailBase64: await pngBase64(64, 36) });
      const second = (await createThumbnail(object.id, await pngBase64(80, 40, '#00f'))).thumbnail
        ?.id as string;
      const selected = await updateObject(t, owner.token, object.id, { thumbnailId: second });
      expect(selected.objectAnnotation?.thumbnailId).toBe(second);
      const another = await make(video.id, { thumbnailBase64: await pngBase64(64, 36) });
      for (const thumbnailId of [another.thumbnailId, randomUUID(), 'x']) {
        expect(await updateObject(t, owner.token, object.id, { thumbnailId })).toEqual({
          objectAnnotation: null,
          errors: [payloadError(ErrorCode.NOT_FOUND, 'thumbnailId')],
        });
      }
      // Deleting the selected one falls back to the first.
      expect((await deleteThumbnail(second)).errors).toEqual([]);
      const after = await t.gql<{ objectById: ObjectView }>(OBJECT_BY_ID, { id: object.id }, owner.token);
      expect(after.data.objectById.thumbnailId).toBe(object.thumbnailId);
    });
  });

  describe('objects', () => {
    it('orders by start then end, searches, filters and pages', async () => {
      const video = await processedVideo(t, owner.token);
      const late = await make(video.id, {
        title: 'Car late',
        category: ObjectCategory.CAR,
        startTimestamp: '0:05',
        endTimestamp: '0:09',
      });
      const longer = await make(video.id, {
        title: 'Dog',
        category: ObjectCategory.DOG,
        startTimestamp: '0:01',
        endTimestamp: '0:08',
        url: 'https://dogs.example.com',
      });
      const shorter = await make(video.id, {
        title: 'Sign',
        category: ObjectCategory.STOP_SIGN,
        startTimestamp: '0:01',
        endTimestamp: '0:03',
      });
      const elsewhere = await processedVideo(t, owner.token);
      await make(elsewhere.id, { title: 'Other video' });

      const all = await listed({ videoId: video.id });
      expect(all.nodes.map((node) => node.id)).toEqual([shorter.id, longer.id, late.id]);
      expect(all).toMatchObject({
        totalCount: 3,
        pageInfo: { hasNextPage: false, hasPreviousPage: false, totalPages: 1, pageNumber: 1, pageSize: 50 },
      });
      expect((await listed({ videoId: video.id, orderBy: '-title' })).nodes.map((node) => node.id)).toEqual([
        shorter.id,
        longer.id,
        late.id,
      ]);
      expect(
        (await listed({ videoId: video.id, orderBy: '-endTimestamp' })).nodes.map((node) => node.id),
      ).toEqual([late.id, longer.id, shorter.id]);
      // Search: title, URL, and the category as it reads ("Stop sign").
      expect((await listed({ videoId: video.id, search: 'car' })).nodes.map((node) => node.id)).toEqual([
        late.id,
      ]);
      expect(
        (await listed({ videoId: video.id, search: 'dogs.example' })).nodes.map((node) => node.id),
      ).toEqual([longer.id]);
      expect((await listed({ videoId: video.id, search: 'stop s' })).nodes.map((node) => node.id)).toEqual([
        shorter.id,
      ]);
      expect((await listed({ videoId: video.id, search: '%' })).totalCount).toBe(0);
      expect((await listed({ videoId: video.id, title: 'dog' })).nodes.map((node) => node.id)).toEqual([
        longer.id,
      ]);
      const page = await listed({ videoId: video.id, pageSize: 2, page: 2 });
      expect(page.nodes.map((node) => node.id)).toEqual([late.id]);
      expect(page.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: false, totalPages: 2 });
      // The whole organization without a video.
      expect((await listed({ search: 'Other video' })).totalCount).toBe(1);

      // The player's promo cards: visible and promoted.
      await toggle({ ids: [late.id, longer.id], videoId: video.id, action: 'ENABLE', field: 'PROMOTE' });
      await toggle({ id: longer.id, videoId: video.id, action: 'DISABLE' });
      const promoted = await listed({ videoId: video.id, visible: true, promote: true, pageSize: 1000 });
      expect(promoted.nodes.map((node) => [node.id, node.title, node.url])).toEqual([
        [late.id, 'Car late', null],
      ]);
    });

    it('refuses an unknown order or page size', async () => {
      const video = await processedVideo(t, owner.token);
      expect(errorCode(await list({ videoId: video.id, orderBy: 'views' }))).toBe(ErrorCode.VALIDATION_ERROR);
      expect(errorCode(await list({ videoId: video.id, pageSize: 1001 }))).toBe(ErrorCode.VALIDATION_ERROR);
      expect(errorCode(await list({ videoId: video.id, page: 0 }))).toBe(ErrorCode.VALIDATION_ERROR);
    });

    it('counts the objects on the video', async () => {
      const video = await processedVideo(t, owner.token);
      await make(video.id);
      await make(video.id);
      expect(await objectsState(t, owner.token, video.id)).toMatchObject({
        objectsCount: 2,
        objectDetection: null,
      });
    });
  });

  describe('toggleObjectAnnotation and deleteObjectAnnotation', () => {
    it('toggle visible (default) or promote of several objects of the video, all or none', async () => {
      const video = await processedVideo(t, owner.token);
      const a = await make(video.id);
      const b = await make(video.id);
      const elsewhere = await make((await processedVideo(t, owner.token)).id);
      const hidden = await toggle({ ids: [a.id, b.id], videoId: video.id, action: 'DISABLE' });
      expect(hidden.errors).toEqual([]);
      expect(hidden.objectAnnotations?.map((object) => object.visible)).toEqual([false, false]);
      const promoted = await toggle({ id: a.id, videoId: video.id, action: 'ENABLE', field: 'PROMOTE' });
      expect(promoted.objectAnnotations).toEqual([{ id: a.id, visible: false, promote: true }]);
      expect(await toggle({ ids: [b.id, elsewhere.id], videoId: video.id, action: 'ENABLE' })).toEqual({
        objectAnnotations: null,
        errors: [payloadError(ErrorCode.NOT_FOUND, 'ids')],
      });
      expect((await objectRows(t, video.id)).find((row) => row.id === b.id)?.visible).toBe(false);
      expect(await toggle({ videoId: video.id, action: 'ENABLE' })).toEqual({
        objectAnnotations: null,
        errors: [validationFailure('ids', 'Select at least one object.')],
      });
    });

    it('deletes several objects with their thumbnail files, all or none', async () => {
      const video = await processedVideo(t, owner.token);
      const a = await make(video.id, { thumbnailBase64: await pngBase64(64, 36) });
      const b = await make(video.id);
      const [file] = await objectThumbnailRows(t, a.id);
      expect(await remove({ ids: [a.id, randomUUID()] })).toEqual({
        deletedObjectAnnotationId: null,
        deletedObjectAnnotationIds: null,
        errors: [payloadError(ErrorCode.NOT_FOUND, 'ids')],
      });
      expect(await objectRows(t, video.id)).toHaveLength(2);
      const deleted = await remove({ id: a.id, ids: [b.id] });
      expect(deleted.errors).toEqual([]);
      expect(deleted.deletedObjectAnnotationIds?.sort()).toEqual([a.id, b.id].sort());
      expect(await objectRows(t, video.id)).toEqual([]);
      expect(await storage().statObject(file?.fileKey as string)).toBeNull();
      expect(await remove({})).toMatchObject({
        errors: [validationFailure('ids', 'Select at least one object.')],
      });
    });

    it("deletes a video's objects and their files with it; a duplicate has copies of its own", async () => {
      const video = await processedVideo(t, owner.token);
      const object = await make(video.id, { thumbnailBase64: await pngBase64(64, 36), promote: true });
      const [file] = await objectThumbnailRows(t, object.id);
      const copy = await t.gql<{ duplicateVideo: { video: { id: string } } }>(
        `mutation Duplicate($id: ID!) { duplicateVideo(id: $id) { video { id } errors { name } } }`,
        { id: video.id },
        owner.token,
      );
      const copyId = copy.data.duplicateVideo.video.id;
      const copied = await listed({ videoId: copyId });
      expect(copied.nodes).toHaveLength(1);
      expect(copied.nodes[0]).toMatchObject({ title: 'Sign', promote: true, source: 'USER' });
      expect(copied.nodes[0]?.thumbnails).toHaveLength(1);

      await t.gql(DELETE, { id: video.id }, owner.token);
      expect(await objectRows(t, video.id)).toEqual([]);
      expect(await storage().statObject(file?.fileKey as string)).toBeNull();
      const kept = await listed({ videoId: copyId });
      expect((await download(kept.nodes[0]?.thumbnailUrl as string)).status).toBe(200);
    });
  });

  describe('object thumbnails', () => {
    it('at most 10 uploads, each re-encoded; refused pictures store nothing', async () => {
      const video = await processedVideo(t, owner.token);
      const object = await make(video.id);
      expect(await createThumbnail(object.id, 'A'.repeat(3_600_000))).toEqual({
        thumbnail: null,
        errors: [payloadError(ErrorCode.BASE64_DATA_SIZE, 'imageBase64', TOO_LARGE)],
      });
      expect(await createThumbnail(object.id, Buffer.from('plain text').toString('base64'))).toEqual({
        thumbnail: null,
        errors: [validationFailure('imageBase64', ValidationMessages.fileConversionFailed)],
      });
      expect(await createThumbnail(object.id, await pngBase64(4097, 10))).toEqual({
        thumbnail: null,
        errors: [
          validationFailure(
            'imageBase64',
            'Picture resolution (4097x10px) exceeds maximum allowed size (4096x4096px).',
          ),
        ],
      });
      const picture = await pngBase64(64, 36);
      for (let index = 0; index < 10; index++) {
        expect((await createThumbnail(object.id, picture)).thumbnail?.source).toBe('USER');
      }
      expect(await createThumbnail(object.id, picture)).toEqual({
        thumbnail: null,
        errors: [validationFailure('imageBase64', 'Max allowed uploaded thumbnail count is 10')],
      });
      expect(await objectThumbnailRows(t, object.id)).toHaveLength(10);
    });
  });

  describe('who may do what', () => {
    it('a curator views objects but may not create, change, toggle, delete or upload', async () => {
      const video = await processedVideo(t, owner.token);
      const object = await make(video.id, { thumbnailBase64: await pngBase64(64, 36) });
      expect((await listed({ videoId: video.id }, curator.token)).totalCount).toBe(1);
      const denied = [payloadError(ErrorCode.PERMISSIONS_ERROR)];
      expect(
        (await createObject(t, curator.token, video.id, { title: 'A', category: 'CAR' })).errors,
      ).toEqual(denied);
      expect((await updateObject(t, curator.token, object.id, { title: 'B' })).errors).toEqual(denied);
      expect(
        (await toggle({ id: object.id, videoId: video.id, action: 'DISABLE' }, curator.token)).errors,
      ).toEqual(denied);
      expect((await remove({ id: object.id }, curator.token)).errors).toEqual(denied);
      expect((await createThumbnail(object.id, await pngBase64(64, 36), curator.token)).errors).toEqual(
        denied,
      );
      expect((await deleteThumbnail(object.thumbnailId as string, curator.token)).errors).toEqual(denied);
      expect(await objectRows(t, video.id)).toMatchObject([{ title: 'Sign', visible: true }]);
    });

    it("answers NOT_FOUND for another organization's videos, objects and thumbnails", async () => {
      const theirVideo = await processedVideo(t, other.token);
      const theirs = await createObject(t, other.token, theirVideo.id, {
        title: 'Theirs',
        category: 'CAR',
        thumbnailBase64: await pngBase64(64, 36),
      });
      const theirObject = theirs.objectAnnotation as ObjectView;
      const notFound = (field: string) => [payloadError(ErrorCode.NOT_FOUND, field)];
      for (const videoId of [theirVideo.id, randomUUID(), 'nope']) {
        expect((await createObject(t, owner.token, videoId, { title: 'A', category: 'CAR' })).errors).toEqual(
          notFound('videoId'),
        );
        expect(errorCode(await list({ videoId }))).toBe(ErrorCode.NOT_FOUND);
      }
      for (const id of [theirObject.id, randomUUID(), 'nope']) {
        expect((await updateObject(t, owner.token, id, { title: 'Mine' })).errors).toEqual(
          notFound('objectId'),
        );
        expect((await remove({ id })).errors).toEqual(notFound('id'));
        expect((await createThumbnail(id, await pngBase64(64, 36))).errors).toEqual(notFound('objectId'));
        const byId = await t.gql(OBJECT_BY_ID, { id }, owner.token);
        expect(errorCode(byId)).toBe(ErrorCode.NOT_FOUND);
      }
      expect(
        (await toggle({ id: theirObject.id, videoId: theirVideo.id, action: 'DISABLE' })).errors,
      ).toEqual(notFound('videoId'));
      const mine = await processedVideo(t, owner.token);
      expect((await toggle({ id: theirObject.id, videoId: mine.id, action: 'DISABLE' })).errors).toEqual(
        notFound('id'),
      );
      expect((await deleteThumbnail(theirObject.thumbnailId as string)).errors).toEqual(notFound('id'));
      expect((await listed({ search: 'Theirs' })).totalCount).toBe(0);
      expect(await objectRows(t, theirVideo.id)).toMatchObject([{ title: 'Theirs', visible: true }]);
    });
  });
});

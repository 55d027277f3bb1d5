import { ErrorCode, ValidationMessages } from '@framehouse/domain';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { StorageService } from '../../src/modules/storage/storage.service';
import { mediaRoot } from '../../src/modules/videos/video-media-keys';
import { payloadError, pngBase64, validationFailure, type PayloadError } from '../support/fixtures';
import type { Member, Owner } from '../support/flows';
import type { TestApp } from '../support/test-app';
import { editorCast } from '../videos/video-editor-support';
import { defaultStorageDriver, DELETE, download, startVideoApp } from '../videos/video-support';
import {
  addMoment,
  createMoment,
  CREATE_MOMENT_THUMBNAIL,
  DELETE_MOMENT,
  DELETE_MOMENT_THUMBNAIL,
  momentRows,
  momentThumbnailRows,
  mutate,
  processedVideo,
  SPLIT_MOMENT,
  updateMoment,
  type MomentView,
} from './moment-support';

const SPLIT_MARGIN = 'Moment can be split only where both parts keep at least 5 seconds.';
const TOO_LARGE = 'Thumbnail exceeds maximum file size (2.5 MiB).';

interface SplitResult {
  moment: MomentView | null;
  copy: MomentView | null;
  errors: PayloadError[];
}

interface CreatedThumbnail {
  thumbnail: { id: string; imageUrl: string; source: string } | null;
  errors: PayloadError[];
}

describe('moment split and thumbnails', () => {
  let t: TestApp;
  let owner: Owner;
  let curator: Member;
  let other: Owner;

  beforeAll(async () => {
    t = await startVideoApp(defaultStorageDriver());
    ({ owner, curator, other } = await editorCast(t, 'Moment split'));
  });
  afterAll(() => t.close());

  const storage = () => t.app.get(StorageService).driver;

  const split = (id: string, playheadTimestamp: string, token = owner.token) =>
    mutate<SplitResult>(t, SPLIT_MOMENT, { id, playheadTimestamp }, token);
  const addThumbnail = (momentId: string, imageBase64: string, token = owner.token) =>
    mutate<CreatedThumbnail>(t, CREATE_MOMENT_THUMBNAIL, { momentId, imageBase64 }, token);
  const removeThumbnail = (id: string, token = owner.token) =>
    mutate<{ deletedMomentThumbnailId: string | null; errors: PayloadError[] }>(
      t,
      DELETE_MOMENT_THUMBNAIL,
      { id },
      token,
    );

  describe('splitMoment', () => {
    it('ends the original at the playhead and copies the rest into "Copy - {title}"', async () => {
      const video = await processedVideo(t, owner.token);
      const original = await addMoment(t, owner.token, video.id, 'Rally', '00:10', '00:30', {
        description: 'Long rally',
        tags: ['tennis'],
        internalTags: ['sport'],
        thumbnailBase64: await pngBase64(64, 36, '#f00'),
      });
      await addMoment(t, owner.token, video.id, 'After', '00:30', '00:40');
      const result = await split(original.id, '00:00:17.500');
      expect(result.errors).toEqual([]);
      expect(result.moment).toMatchObject({
        id: original.id,
        title: 'Rally',
        timeRange: { start: 10_000, end: 17_500 },
        thumbnailId: original.thumbnailId,
      });
      expect(result.copy).toMatchObject({
        title: 'Copy - Rally',
        description: 'Long rally',
        timeRange: { start: 17_600, end: 30_000 },
        startTimestamp: '00:00:17.600',
        tags: [{ value: 'tennis' }],
        internalTags: [{ value: 'sport' }],
        visible: true,
        source: 'USER',
      });
      // The selected thumbnail is copied: a row and a file of the copy's own, with the same picture.
      const copyThumbnail = result.copy?.thumbnails[0];
      expect(result.copy?.thumbnails).toHaveLength(1);
      expect(result.copy?.thumbnailId).toBe(copyThumbnail?.id);
      expect(copyThumbnail?.id).not.toBe(original.thumbnailId);
      const [originalRow] = await momentThumbnailRows(t, original.id);
      const [copyRow] = await momentThumbnailRows(t, result.copy?.id as string);
      expect(copyRow?.fileKey).not.toBe(originalRow?.fileKey);
      const originalBytes = (await download(result.moment?.thumbnailUrl as string)).body;
      const copyBytes = (await download(result.copy?.thumbnailUrl as string)).body;
      expect(copyBytes.equals(originalBytes)).toBe(true);
      expect((await sharp(copyBytes).metadata()).format).toBe('jpeg');

      // Deleting the original takes only its own file.
      await mutate(t, DELETE_MOMENT, { id: original.id }, owner.token);
      expect(await storage().statObject(originalRow?.fileKey as string)).toBeNull();
      expect(await storage().statObject(copyRow?.fileKey as string)).not.toBeNull();
      expect((await momentRows(t, video.id)).map((row) => row.title)).toEqual(['Copy - Rally', 'After']);
    });

    it('keeps a hidden moment hidden, copies no thumbnail when none is selected, and cuts a long title', async () => {
      const video = await processedVideo(t, owner.token);
      const long = 'L'.repeat(256);
      const original = await addMoment(t, owner.token, video.id, long, '00:00', '00:20');
      await addThumbnail(original.id, await pngBase64(64, 36));
      await t.gql(
        `mutation { toggleMoment(id: "${original.id}", action: DISABLE) { errors { name } } }`,
        {},
        owner.token,
      );
      const result = await split(original.id, '00:10');
      expect(result.errors).toEqual([]);
      expect(result.copy).toMatchObject({
        title: `Copy - ${'L'.repeat(249)}`,
        visible: false,
        thumbnailId: null,
        thumbnails: [],
      });
    });

    it('gives the copy no thumbnail when the selected one is gone from storage', async () => {
      const video = await processedVideo(t, owner.token);
      const original = await addMoment(t, owner.token, video.id, 'Lost picture', '00:00', '00:20', {
        thumbnailBase64: await pngBase64(64, 36),
      });
      const [row] = await momentThumbnailRows(t, original.id);
      await storage().deleteObject(row?.fileKey as string);
      const result = await split(original.id, '00:10');
      expect(result.errors).toEqual([]);
      expect(result.copy).toMatchObject({ thumbnailId: null, thumbnails: [] });
    });

    it('splits only where both parts keep 5 s, changing nothing otherwise', async () => {
      const video = await processedVideo(t, owner.token);
      const moment = await addMoment(t, owner.token, video.id, 'Short', '00:10', '00:25');
      // The margins: 5 s after the start, and 5 s before the end for the copy that starts 100 ms later.
      for (const playhead of ['00:14.999', '00:19.901', '00:05', '00:30', '00:25']) {
        expect(await split(moment.id, playhead)).toEqual({
          moment: null,
          copy: null,
          errors: [validationFailure('playheadTimestamp', SPLIT_MARGIN)],
        });
      }
      for (const playhead of ['soon', '', '1:2:3:4']) {
        expect(await split(moment.id, playhead)).toEqual({
          moment: null,
          copy: null,
          errors: [validationFailure('playheadTimestamp', ValidationMessages.timestampFormat)],
        });
      }
      expect((await momentRows(t, video.id)).map((row) => [row.startMs, row.endMs])).toEqual([
        [10_000, 25_000],
      ]);
      // Exactly at either margin.
      const atEndMargin = await split(moment.id, '00:19.900');
      expect([atEndMargin.moment?.timeRange, atEndMargin.copy?.timeRange]).toEqual([
        { start: 10_000, end: 19_900 },
        { start: 20_000, end: 25_000 },
      ]);
      const later = await addMoment(t, owner.token, video.id, 'Later', '00:30', '00:45');
      const atStartMargin = await split(later.id, '00:35');
      expect([atStartMargin.moment?.timeRange, atStartMargin.copy?.timeRange]).toEqual([
        { start: 30_000, end: 35_000 },
        { start: 35_100, end: 45_000 },
      ]);
    });

    it('needs CREATE_MOMENT and the caller’s own moment', async () => {
      const video = await processedVideo(t, owner.token);
      const moment = await addMoment(t, owner.token, video.id, 'Mine', '00:00', '00:20');
      expect(await split(moment.id, '00:10', curator.token)).toEqual({
        moment: null,
        copy: null,
        errors: [payloadError(ErrorCode.PERMISSIONS_ERROR)],
      });
      for (const id of [moment.id, randomUUID(), 'x']) {
        expect(await split(id, '00:10', other.token)).toEqual({
          moment: null,
          copy: null,
          errors: [payloadError(ErrorCode.NOT_FOUND, 'id')],
        });
      }
      expect(await momentRows(t, video.id)).toHaveLength(1);
    });
  });

  describe('thumbnails', () => {
    it('stores an upload as our own JPEG under the media root; selecting and deleting it', async () => {
      const video = await processedVideo(t, owner.token);
      const moment = await addMoment(t, owner.token, video.id, 'Pictured', '00:00', '00:10');
      const first = await addThumbnail(moment.id, await pngBase64(320, 180, '#0a0'));
      expect(first.errors).toEqual([]);
      expect(first.thumbnail?.source).toBe('USER');
      const served = await download(first.thumbnail?.imageUrl as string);
      expect(await sharp(served.body).metadata()).toMatchObject({ format: 'jpeg', width: 320, height: 180 });
      const [row] = await momentThumbnailRows(t, moment.id);
      expect(
        row?.fileKey.startsWith(`${mediaRoot(owner.organizationId, video.globalId)}moment-thumbnails/`),
      ).toBe(true);

      const selected = await updateMoment(t, owner.token, moment.id, { thumbnailId: first.thumbnail?.id });
      expect(selected.moment?.thumbnailId).toBe(first.thumbnail?.id);
      expect(new URL(selected.moment?.thumbnailUrl as string).pathname).toBe(
        new URL(first.thumbnail?.imageUrl as string).pathname,
      );
      expect(await removeThumbnail(first.thumbnail?.id as string)).toEqual({
        deletedMomentThumbnailId: first.thumbnail?.id,
        errors: [],
      });
      const after = await updateMoment(t, owner.token, moment.id, {});
      expect(after.moment).toMatchObject({ thumbnailId: null, thumbnails: [] });
      expect(new URL(after.moment?.thumbnailUrl as string).pathname).toContain('poster.jpg');
      expect(await storage().statObject(row?.fileKey as string)).toBeNull();
    });

    it("refuses another moment's thumbnail as the selection", async () => {
      const video = await processedVideo(t, owner.token);
      const a = await addMoment(t, owner.token, video.id, 'A', '00:00', '00:10');
      const b = await addMoment(t, owner.token, video.id, 'B', '00:10', '00:20');
      const theirs = await addThumbnail(b.id, await pngBase64(64, 36));
      expect(await updateMoment(t, owner.token, a.id, { thumbnailId: theirs.thumbnail?.id })).toEqual({
        moment: null,
        errors: [payloadError(ErrorCode.NOT_FOUND, 'thumbnailId')],
      });
    });

    const refused: Array<[string, () => Promise<string>, PayloadError]> = [
      [
        'base64 longer than any 2.5 MiB picture',
        async () => 'A'.repeat(3_600_000),
        payloadError(ErrorCode.BASE64_DATA_SIZE, 'imageBase64', TOO_LARGE),
      ],
      [
        'a picture wider than 4096 px',
        () => pngBase64(4097, 10),
        validationFailure(
          'imageBase64',
          'Picture resolution (4097x10px) exceeds maximum allowed size (4096x4096px).',
        ),
      ],
      [
        'something that is not a picture',
        async () => Buffer.from('%PDF-1.4 not a picture').toString('base64'),
        validationFailure('imageBase64', ValidationMessages.fileConversionFailed),
      ],
    ];
    it.each(refused)('refuses %s, storing nothing', async (_name, make, error) => {
      const video = await processedVideo(t, owner.token);
      const moment = await addMoment(t, owner.token, video.id, 'Refused', '00:00', '00:10');
      expect(await addThumbnail(moment.id, await make())).toEqual({ thumbnail: null, errors: [error] });
      expect(await momentThumbnailRows(t, moment.id)).toEqual([]);
      expect(
        await storage().listPrefix(`${mediaRoot(owner.organizationId, video.globalId)}moment-thumbnails/`),
      ).toEqual([]);
    });

    it('refuses the 11th thumbnail of a moment', async () => {
      const video = await processedVideo(t, owner.token);
      const moment = await addMoment(t, owner.token, video.id, 'Many', '00:00', '00:10');
      const picture = await pngBase64(64, 36);
      for (let index = 0; index < 10; index++)
        expect((await addThumbnail(moment.id, picture)).errors).toEqual([]);
      expect(await addThumbnail(moment.id, picture)).toEqual({
        thumbnail: null,
        errors: [validationFailure('imageBase64', 'Max allowed uploaded thumbnail count is 10')],
      });
      expect(await momentThumbnailRows(t, moment.id)).toHaveLength(10);
    });

    it('creates a moment with its first thumbnail selected, or neither when the picture is refused', async () => {
      const video = await processedVideo(t, owner.token);
      const made = await addMoment(t, owner.token, video.id, 'With picture', '00:00', '00:10', {
        thumbnailBase64: await pngBase64(64, 36),
      });
      expect(made.thumbnails).toHaveLength(1);
      expect(made.thumbnailId).toBe(made.thumbnails[0]?.id);
      expect(
        await createMoment(t, owner.token, video.id, {
          title: 'Bad picture',
          startTimestamp: '00:10',
          endTimestamp: '00:20',
          thumbnailBase64: Buffer.from('not a picture').toString('base64'),
        }),
      ).toEqual({
        moment: null,
        errors: [validationFailure('thumbnailBase64', ValidationMessages.fileConversionFailed)],
      });
      // A refused range stores no picture either.
      expect(
        await createMoment(t, owner.token, video.id, {
          title: 'Overlapping',
          startTimestamp: '00:05',
          endTimestamp: '00:20',
          thumbnailBase64: await pngBase64(64, 36),
        }),
      ).toMatchObject({ moment: null, errors: [{ field: 'timeRange', name: ErrorCode.VALIDATION_ERROR }] });
      expect(await momentRows(t, video.id)).toHaveLength(1);
      const folder = `${mediaRoot(owner.organizationId, video.globalId)}moment-thumbnails/`;
      expect(await storage().listPrefix(folder)).toHaveLength(1);
    });

    it('needs CREATE_/DELETE_MOMENT_THUMBNAIL and the caller’s own moment', async () => {
      const video = await processedVideo(t, owner.token);
      const moment = await addMoment(t, owner.token, video.id, 'Guarded', '00:00', '00:10');
      const picture = await pngBase64(64, 36);
      expect(await addThumbnail(moment.id, picture, curator.token)).toEqual({
        thumbnail: null,
        errors: [payloadError(ErrorCode.PERMISSIONS_ERROR)],
      });
      const uploaded = await addThumbnail(moment.id, picture);
      expect(await removeThumbnail(uploaded.thumbnail?.id as string, curator.token)).toEqual({
        deletedMomentThumbnailId: null,
        errors: [payloadError(ErrorCode.PERMISSIONS_ERROR)],
      });
      for (const momentId of [moment.id, randomUUID(), 'nope']) {
        expect(await addThumbnail(momentId, picture, other.token)).toEqual({
          thumbnail: null,
          errors: [payloadError(ErrorCode.NOT_FOUND, 'momentId')],
        });
      }
      for (const id of [uploaded.thumbnail?.id as string, randomUUID(), 'nope']) {
        expect(await removeThumbnail(id, other.token)).toEqual({
          deletedMomentThumbnailId: null,
          errors: [payloadError(ErrorCode.NOT_FOUND, 'id')],
        });
      }
      expect(await momentThumbnailRows(t, moment.id)).toHaveLength(1);
    });

    it("deletes a deleted video's moment thumbnails with it", async () => {
      const video = await processedVideo(t, owner.token);
      const moment = await addMoment(t, owner.token, video.id, 'Doomed', '00:00', '00:10', {
        thumbnailBase64: await pngBase64(64, 36),
      });
      const [row] = await momentThumbnailRows(t, moment.id);
      expect(await storage().statObject(row?.fileKey as string)).not.toBeNull();
      await t.gql(DELETE, { id: video.id }, owner.token);
      expect(await momentThumbnailRows(t, moment.id)).toEqual([]);
      expect(await storage().statObject(row?.fileKey as string)).toBeNull();
    });
  });
});

import { ErrorCode, incorrectVideoStatusMessage, ValidationMessages, VideoStatus } from '@framehouse/domain';
import { randomUUID } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { StorageService } from '../../src/modules/storage/storage.service';
import { mediaRoot } from '../../src/modules/videos/video-media-keys';
import type { Video } from '../../src/modules/videos/video.entity';
import { payloadError, pngBase64, validationFailure, type PayloadError } from '../support/fixtures';
import type { Member, Owner } from '../support/flows';
import type { TestApp } from '../support/test-app';
import {
  CREATE_THUMBNAIL,
  DELETE_THUMBNAIL,
  editorCast,
  editorVideo,
  thumbnailRows,
  updateVideo,
  versionsOf,
} from './video-editor-support';
import {
  defaultStorageDriver,
  DELETE,
  download,
  DUPLICATE,
  setVideo,
  startUpload,
  startVideoApp,
} from './video-support';

interface CreatedThumbnail {
  thumbnail: { id: string; imageUrl: string; source: string } | null;
  errors: PayloadError[];
}

const TOO_LARGE = 'Thumbnail exceeds maximum file size (2.5 MiB).';
const resolutionMessage = (size: string) =>
  `Picture resolution (${size}px) exceeds maximum allowed size (4096x4096px).`;

/** A PNG bomb: a 1-bit grey picture of huge dimensions whose zeros deflate to a few kilobytes. */
function pngBomb(width: number, height: number): string {
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (bytes: Buffer) => {
    let crc = 0xffffffff;
    for (const byte of bytes) crc = (table[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
    return (crc ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  const pixels = deflateSync(Buffer.alloc((1 + Math.ceil(width / 8)) * height), { level: 9 });
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]).toString('base64');
}

describe('video thumbnails', () => {
  let t: TestApp;
  let owner: Owner;
  let curator: Member;
  let other: Owner;

  beforeAll(async () => {
    t = await startVideoApp(defaultStorageDriver());
    ({ owner, curator, other } = await editorCast(t, 'Thumbnails'));
  });
  afterAll(() => t.close());

  const storage = () => t.app.get(StorageService).driver;

  /** A processed video with a poster and two transcoder candidates (keys only: URLs are signed, not read). */
  async function video(token = owner.token, changes: Partial<Video> = {}) {
    const started = await startUpload(t, token, 'Clip.mp4');
    await setVideo(t, started.video.id, {
      status: VideoStatus.DRAFT,
      posterKey: 'media/poster.jpg',
      thumbnailKeys: ['media/candidate-1.jpg', 'media/candidate-2.jpg'],
      ...changes,
    });
    return started.video;
  }

  async function create(videoId: string, imageBase64: string, token = owner.token) {
    const response = await t.gql<{ createVideoThumbnail: CreatedThumbnail }>(
      CREATE_THUMBNAIL,
      { videoId, imageBase64 },
      token,
    );
    expect(response.errors).toBeUndefined();
    return response.data.createVideoThumbnail;
  }

  async function remove(id: string, token = owner.token) {
    const response = await t.gql<{
      deleteVideoThumbnail: { deletedVideoThumbnailId: string | null; errors: PayloadError[] };
    }>(DELETE_THUMBNAIL, { id }, token);
    expect(response.errors).toBeUndefined();
    return response.data.deleteVideoThumbnail;
  }

  const path = (url: string | null | undefined) => (url ? new URL(url).pathname : null);

  it('stores a real PNG and a real JPEG as our own JPEG, without their metadata', async () => {
    const { id, globalId } = await video();
    const png = await pngBase64(640, 360, '#0a0');
    const jpeg = (
      await sharp({ create: { width: 320, height: 200, channels: 3, background: '#00f' } })
        .jpeg()
        .withMetadata({ exif: { IFD0: { Copyright: 'Someone', Artist: 'Camera owner' } } })
        .toBuffer()
    ).toString('base64');
    const fromPng = await create(id, png);
    expect(fromPng.errors).toEqual([]);
    expect(fromPng.thumbnail).toMatchObject({ source: 'USER' });
    const fromJpeg = await create(id, `data:image/jpeg;base64,${jpeg}`);
    expect(fromJpeg.errors).toEqual([]);

    for (const [created, width, height] of [
      [fromPng, 640, 360],
      [fromJpeg, 320, 200],
    ] as const) {
      const served = await download(created.thumbnail?.imageUrl as string);
      expect(served.status).toBe(200);
      const metadata = await sharp(served.body).metadata();
      expect(metadata).toMatchObject({ format: 'jpeg', width, height });
      expect(metadata.exif).toBeUndefined();
    }
    const rows = await thumbnailRows(t, id);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.fileKey.startsWith(`${mediaRoot(owner.organizationId, globalId)}thumbnails/`)).toBe(true);
      expect(row.fileKey).toMatch(/\/thumbnails\/[0-9a-f-]{36}\.jpg$/);
      expect(await storage().statObject(row.fileKey)).not.toBeNull();
    }

    // The candidates first, then the uploads, oldest first.
    const listed = await editorVideo(t, owner.token, id);
    expect(listed.thumbnails.map((thumbnail) => [thumbnail.id, thumbnail.source])).toEqual([
      [`${id}:thumbnail:1`, 'SYSTEM'],
      [`${id}:thumbnail:2`, 'SYSTEM'],
      [fromPng.thumbnail?.id, 'USER'],
      [fromJpeg.thumbnail?.id, 'USER'],
    ]);
  });

  describe('refuses, storing nothing', () => {
    const refused: Array<[string, () => Promise<string> | string, PayloadError]> = [
      [
        'base64 longer than any 2.5 MiB picture',
        () => 'A'.repeat(3_600_000),
        payloadError(ErrorCode.BASE64_DATA_SIZE, 'imageBase64', TOO_LARGE),
      ],
      [
        'a picture of just over 2.5 MiB',
        () => 'A'.repeat(Math.ceil((2.5 * 1024 * 1024) / 3) * 4),
        payloadError(ErrorCode.BASE64_DECODED_SIZE, 'imageBase64', TOO_LARGE),
      ],
      [
        'a picture wider than 4096 px',
        () => pngBase64(4097, 10),
        validationFailure('imageBase64', resolutionMessage('4097x10')),
      ],
      [
        'a PNG bomb (20000x20000 px in a few kilobytes)',
        () => pngBomb(20_000, 20_000),
        validationFailure('imageBase64', resolutionMessage('20000x20000')),
      ],
      [
        'something that is not a picture',
        () => Buffer.from('%PDF-1.4 not a picture').toString('base64'),
        validationFailure('imageBase64', ValidationMessages.fileConversionFailed),
      ],
      [
        'a truncated PNG',
        async () => (await pngBase64(600, 400)).slice(0, 200),
        validationFailure('imageBase64', ValidationMessages.fileConversionFailed),
      ],
    ];

    it.each(refused)('%s', async (_name, make, error) => {
      const created = await video();
      const result = await create(created.id, await make());
      expect(result).toEqual({ thumbnail: null, errors: [error] });
      expect(await thumbnailRows(t, created.id)).toEqual([]);
      const folder = `${mediaRoot(owner.organizationId, created.globalId)}thumbnails/`;
      expect(await storage().listPrefix(folder)).toEqual([]);
    });

    it('the 11th uploaded thumbnail of a video', async () => {
      const { id } = await video();
      const picture = await pngBase64(64, 36);
      for (let index = 0; index < 10; index++) expect((await create(id, picture)).errors).toEqual([]);
      expect(await create(id, picture)).toEqual({
        thumbnail: null,
        errors: [validationFailure('imageBase64', 'Max allowed uploaded thumbnail count is 10')],
      });
      expect(await thumbnailRows(t, id)).toHaveLength(10);
      // The candidates do not count.
      expect((await editorVideo(t, owner.token, id)).thumbnails).toHaveLength(12);
    });

    it('a video still processing', async () => {
      const { id } = await video(owner.token, { status: VideoStatus.PROCESSING });
      expect(await create(id, await pngBase64(64, 36))).toEqual({
        thumbnail: null,
        errors: [
          payloadError(
            ErrorCode.INCORRECT_VIDEO_STATUS,
            'videoId',
            incorrectVideoStatusMessage(VideoStatus.PROCESSING, [
              'DRAFT',
              'SCHEDULED',
              'PUBLISHED',
              'EDITED',
            ]),
          ),
        ],
      });
    });
  });

  describe('selection', () => {
    it('selects a candidate or an upload by thumbnailId, and thumbnailUrl follows it', async () => {
      const { id } = await video();
      const initial = await editorVideo(t, owner.token, id);
      expect(initial.thumbnailId).toBeNull();
      const poster = path(initial.thumbnailUrl);
      expect(poster).toContain('poster.jpg');

      const candidate = await updateVideo(t, owner.token, id, { thumbnailId: `${id}:thumbnail:2` });
      expect(candidate.errors).toEqual([]);
      expect(candidate.video?.thumbnailId).toBe(`${id}:thumbnail:2`);
      expect(path(candidate.video?.thumbnailUrl)).toContain('candidate-2.jpg');

      const uploaded = (await create(id, await pngBase64(64, 36))).thumbnail?.id as string;
      const selected = await updateVideo(t, owner.token, id, { thumbnailId: uploaded });
      expect(selected.video?.thumbnailId).toBe(uploaded);
      const imageUrl = selected.video?.thumbnails.find((thumbnail) => thumbnail.id === uploaded)?.imageUrl;
      expect(path(selected.video?.thumbnailUrl)).toBe(path(imageUrl));
      expect((await versionsOf(t, id)).map((version) => version.metadata.thumbnailId)).toEqual([
        `${id}:thumbnail:2`,
        uploaded,
      ]);

      const back = await updateVideo(t, owner.token, id, { thumbnailId: null });
      expect(back.video?.thumbnailId).toBeNull();
      expect(path(back.video?.thumbnailUrl)).toBe(poster);
    });

    it("refuses a thumbnail that is not the video's", async () => {
      const { id } = await video();
      const another = await video();
      const theirs = (await create(another.id, await pngBase64(64, 36))).thumbnail?.id as string;
      for (const thumbnailId of [
        theirs,
        `${another.id}:thumbnail:1`,
        `${id}:thumbnail:3`,
        randomUUID(),
        'x',
      ]) {
        expect(await updateVideo(t, owner.token, id, { thumbnailId })).toEqual({
          video: null,
          errors: [payloadError(ErrorCode.NOT_FOUND, 'thumbnailId')],
        });
      }
    });

    it('falls back to the poster when the selected thumbnail is deleted, and deletes its file', async () => {
      const { id } = await video();
      const uploaded = (await create(id, await pngBase64(64, 36))).thumbnail?.id as string;
      const kept = (await create(id, await pngBase64(64, 36))).thumbnail?.id as string;
      await updateVideo(t, owner.token, id, { thumbnailId: uploaded, title: 'Published' });
      await setVideo(t, id, { status: VideoStatus.PUBLISHED, publishedVersion: 1 });
      const [row] = (await thumbnailRows(t, id)).filter((thumbnail) => thumbnail.id === uploaded);

      expect(await remove(uploaded)).toEqual({ deletedVideoThumbnailId: uploaded, errors: [] });
      const after = await editorVideo(t, owner.token, id);
      expect(after.thumbnailId).toBeNull();
      expect(path(after.thumbnailUrl)).toContain('poster.jpg');
      expect(after.thumbnails.map((thumbnail) => thumbnail.id)).toEqual([
        `${id}:thumbnail:1`,
        `${id}:thumbnail:2`,
        kept,
      ]);
      // The selection changed from what is published: a new version, and the video is EDITED.
      expect(after).toMatchObject({ status: VideoStatus.EDITED, version: 2 });
      expect(await storage().statObject(row?.fileKey as string)).toBeNull();
      expect(await remove(uploaded)).toEqual({
        deletedVideoThumbnailId: null,
        errors: [payloadError(ErrorCode.NOT_FOUND, 'id')],
      });
    });
  });

  it('gives a duplicate its own copies of the uploads, selection kept; deleting the original leaves them', async () => {
    const original = await video();
    const uploaded = (await create(original.id, await pngBase64(64, 36))).thumbnail?.id as string;
    await create(original.id, await pngBase64(48, 48));
    await updateVideo(t, owner.token, original.id, { thumbnailId: uploaded });
    const [row] = (await thumbnailRows(t, original.id)).filter((thumbnail) => thumbnail.id === uploaded);
    const copy = await t.gql<{ duplicateVideo: { video: { id: string; thumbnailId: string | null } } }>(
      DUPLICATE,
      { id: original.id },
      owner.token,
    );
    const copyId = copy.data.duplicateVideo.video.id;
    const copyRows = await thumbnailRows(t, copyId);
    expect(copyRows).toHaveLength(2);
    // Each row owns its file: none is shared with the original's.
    expect(copyRows.map((thumbnail) => thumbnail.fileKey)).not.toContain(row?.fileKey);
    const duplicate = await editorVideo(t, owner.token, copyId);
    expect(duplicate.thumbnails).toHaveLength(4);
    const selected = copyRows.find((thumbnail) => thumbnail.id === duplicate.thumbnailId);
    expect(selected).toMatchObject({ width: row?.width, height: row?.height, size: row?.size });

    await t.gql(DELETE, { id: original.id }, owner.token);
    expect(await thumbnailRows(t, original.id)).toEqual([]);
    expect(await storage().statObject(row?.fileKey as string)).toBeNull();
    for (const thumbnail of copyRows) expect(await storage().statObject(thumbnail.fileKey)).not.toBeNull();
    expect(path((await editorVideo(t, owner.token, copyId)).thumbnailUrl)).toBe(
      path(duplicate.thumbnails.find((thumbnail) => thumbnail.id === duplicate.thumbnailId)?.imageUrl),
    );
  });

  describe('who may upload and delete', () => {
    it('needs CREATE_VIDEO_THUMBNAIL and DELETE_VIDEO_THUMBNAIL', async () => {
      const { id } = await video();
      expect(await create(id, await pngBase64(64, 36), curator.token)).toEqual({
        thumbnail: null,
        errors: [payloadError(ErrorCode.PERMISSIONS_ERROR)],
      });
      const uploaded = (await create(id, await pngBase64(64, 36))).thumbnail?.id as string;
      expect(await remove(uploaded, curator.token)).toEqual({
        deletedVideoThumbnailId: null,
        errors: [payloadError(ErrorCode.PERMISSIONS_ERROR)],
      });
      expect(await thumbnailRows(t, id)).toHaveLength(1);
    });

    it("answers NOT_FOUND for another organization's video and thumbnail", async () => {
      const theirs = await video(other.token);
      const theirThumbnail = (await create(theirs.id, await pngBase64(64, 36), other.token)).thumbnail
        ?.id as string;
      for (const videoId of [theirs.id, randomUUID(), 'nope']) {
        expect(await create(videoId, await pngBase64(64, 36))).toEqual({
          thumbnail: null,
          errors: [payloadError(ErrorCode.NOT_FOUND, 'videoId')],
        });
      }
      for (const id of [theirThumbnail, randomUUID(), 'nope']) {
        expect(await remove(id)).toEqual({
          deletedVideoThumbnailId: null,
          errors: [payloadError(ErrorCode.NOT_FOUND, 'id')],
        });
      }
      expect(await thumbnailRows(t, theirs.id)).toHaveLength(1);
    });
  });
});

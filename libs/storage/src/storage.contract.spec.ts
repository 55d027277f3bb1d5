import { createHash, randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { Readable } from 'node:stream';
import { S3Storage } from './s3-storage';
import { isStorageError, type StorageErrorCode } from './storage-error';
import { MULTIPART_MIN_PART_SIZE, type StorageDriver } from './storage-driver';
import { startFsTestServer } from './testing/fs-test-server';
import { startS3TestServer } from './testing/s3-test-server';

/**
 * One suite, both drivers: the fs driver behind the API's own handlers on a loopback server, the S3
 * driver against a real S3-protocol server (s3rver) on loopback. The browser's side is plain HTTP to the
 * URLs the drivers sign, so it is the same code for both.
 */
interface Harness {
  storage: StorageDriver;
  close(): Promise<void>;
}

/** Shifts the drivers' clock, to sign URLs that have already expired. */
const clock = { offsetMs: 0 };
const now = () => Date.now() + clock.offsetMs;

async function startFs(): Promise<Harness> {
  const server = await startFsTestServer({ now });
  return { storage: server.storage, close: () => server.close() };
}

async function startS3(): Promise<Harness> {
  const server = await startS3TestServer();
  const storage = new S3Storage({
    endpoint: server.endpoint,
    accessKey: server.accessKey,
    secretKey: server.secretKey,
    bucket: 'framehouse-media',
    now,
  });
  return { storage, close: () => server.close() };
}

function md5(data: Buffer): string {
  return createHash('md5').update(data).digest('hex');
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function rejectsWith(promise: Promise<unknown>, code: StorageErrorCode): Promise<void> {
  const outcome = await promise.then(
    () => 'resolved',
    (error: unknown) => error,
  );
  if (!isStorageError(outcome, code)) {
    throw new Error(
      `Expected a StorageError ${code}, got ${outcome instanceof Error ? outcome.stack : outcome}`,
    );
  }
}

/** The browser's PUT of one part: raw bytes, answered with an ETag. */
async function putPart(url: string, bytes: Buffer): Promise<{ status: number; etag: string | null }> {
  const response = await fetch(url, { method: 'PUT', body: bytes });
  await response.arrayBuffer();
  return { status: response.status, etag: response.headers.get('etag') };
}

/** A PUT whose connection drops after `sent` of the announced bytes, as when a laptop loses its Wi-Fi. */
async function putPartInterrupted(url: string, bytes: Buffer, sent: number): Promise<void> {
  await new Promise<void>((resolve) => {
    const request = httpRequest(url, { method: 'PUT', headers: { 'Content-Length': bytes.length } });
    request.on('error', () => resolve());
    request.on('close', () => resolve());
    request.write(bytes.subarray(0, sent), () => setTimeout(() => request.destroy(), 20));
  });
}

describe.each([
  ['fs', startFs],
  ['s3', startS3],
])('%s storage driver', (_driver, start) => {
  let harness: Harness;
  let storage: StorageDriver;

  beforeAll(async () => {
    harness = await start();
    storage = harness.storage;
    await storage.checkReady();
  });

  afterAll(async () => {
    await harness?.close();
  });

  afterEach(() => {
    clock.offsetMs = 0;
  });

  describe('objects', () => {
    it('puts, stats, gets and deletes an object', async () => {
      const body = Buffer.from('WEBVTT\n\n00:00.000 --> 00:01.000\nHello\n');
      const { etag } = await storage.putObject('videos/v1/captions/en.vtt', body, {
        contentType: 'text/vtt',
      });

      expect(etag).toBe(md5(body));
      expect(await storage.statObject('videos/v1/captions/en.vtt')).toEqual({
        size: body.length,
        etag: md5(body),
        contentType: 'text/vtt',
      });
      expect(await readAll(await storage.getObject('videos/v1/captions/en.vtt'))).toEqual(body);

      await storage.deleteObject('videos/v1/captions/en.vtt');
      expect(await storage.statObject('videos/v1/captions/en.vtt')).toBeNull();
      await rejectsWith(storage.getObject('videos/v1/captions/en.vtt'), 'NOT_FOUND');
      // Deleting what is not there is not an error, as on S3.
      await storage.deleteObject('videos/v1/captions/en.vtt');
    });

    it('streams a body in and reads byte ranges back', async () => {
      const body = randomBytes(64 * 1024);
      await storage.putObject(
        'videos/v2/source.mp4',
        Readable.from([body.subarray(0, 1000), body.subarray(1000)]),
        {
          contentType: 'video/mp4',
          size: body.length,
        },
      );

      expect(await readAll(await storage.getObject('videos/v2/source.mp4', { start: 10, end: 19 }))).toEqual(
        body.subarray(10, 20),
      );
      expect(await readAll(await storage.getObject('videos/v2/source.mp4', { start: 65_000 }))).toEqual(
        body.subarray(65_000),
      );
      await rejectsWith(storage.getObject('videos/v2/source.mp4', { start: body.length }), 'INVALID_RANGE');
    });

    it('replaces an object put again under the same key', async () => {
      await storage.putObject('videos/v3/poster.jpg', Buffer.from('first'), { contentType: 'image/jpeg' });
      await storage.putObject('videos/v3/poster.jpg', Buffer.from('second'), { contentType: 'image/png' });

      expect(await storage.statObject('videos/v3/poster.jpg')).toMatchObject({
        size: 6,
        contentType: 'image/png',
      });
      expect((await readAll(await storage.getObject('videos/v3/poster.jpg'))).toString()).toBe('second');
    });

    it('lists and deletes by prefix, whole segments or the start of one', async () => {
      const keys = [
        'orgs/o1/videos/a/hls/720p/seg-001.ts',
        'orgs/o1/videos/a/hls/master.m3u8',
        'orgs/o1/videos/a/source.mp4',
        'orgs/o1/videos/ab/source.mp4',
        'orgs/o1/videos/b/source.mp4',
      ];
      for (const [index, key] of [...keys].reverse().entries()) {
        await storage.putObject(key, Buffer.alloc(index + 1), { contentType: 'application/octet-stream' });
      }

      expect(await storage.listPrefix('orgs/o1/videos/a/')).toEqual([
        { key: 'orgs/o1/videos/a/hls/720p/seg-001.ts', size: 5 },
        { key: 'orgs/o1/videos/a/hls/master.m3u8', size: 4 },
        { key: 'orgs/o1/videos/a/source.mp4', size: 3 },
      ]);
      expect((await storage.listPrefix('orgs/o1/videos/a')).map((object) => object.key)).toEqual(
        keys.slice(0, 4),
      );
      expect(await storage.listPrefix('orgs/o2/')).toEqual([]);

      await storage.deletePrefix('orgs/o1/videos/a/hls/');
      expect((await storage.listPrefix('orgs/o1/')).map((object) => object.key)).toEqual(keys.slice(2));

      await storage.deletePrefix('orgs/o1/videos/a');
      expect((await storage.listPrefix('orgs/o1/')).map((object) => object.key)).toEqual([
        'orgs/o1/videos/b/source.mp4',
      ]);
      expect(await storage.statObject('orgs/o1/videos/b/source.mp4')).toMatchObject({ size: 1 });

      await storage.deletePrefix('orgs/o1/');
      expect(await storage.listPrefix('orgs/')).toEqual([]);
    });

    it('refuses keys that could leave the storage root, with a clear error', async () => {
      for (const key of [
        '../etc/passwd',
        '/videos/a.mp4',
        'videos//a.mp4',
        'videos/../a.mp4',
        'videos/.uploads/x',
      ]) {
        await rejectsWith(
          storage.putObject(key, Buffer.from('x'), { contentType: 'text/plain' }),
          'INVALID_KEY',
        );
      }
      await expect(storage.statObject('videos/a b.mp4')).rejects.toThrow(
        'Invalid storage key "videos/a b.mp4": only letters, digits, ".", "_", "-" and "/" between segments are allowed.',
      );
      await rejectsWith(storage.deletePrefix(''), 'INVALID_KEY');
    });
  });

  describe('multipart upload from a browser', () => {
    const partSize = MULTIPART_MIN_PART_SIZE;
    const parts = [randomBytes(partSize), randomBytes(partSize), randomBytes(1024 * 1024)];
    const whole = Buffer.concat(parts);

    it('takes parts PUT to presigned URLs, resumes from the listed parts and completes', async () => {
      const key = 'orgs/o1/videos/v9/source.mp4';
      const uploadId = await storage.createMultipartUpload(key, 'video/mp4');
      const partUrl = (partNumber: number) => storage.presignUploadPart(key, uploadId, partNumber, 3600);

      const first = await putPart(await partUrl(1), parts[0]);
      expect(first).toEqual({ status: 200, etag: `"${md5(parts[0])}"` });

      // Part 2 fails twice before it goes through: once answered but lost (wrong bytes stored), once cut.
      await putPart(await partUrl(2), randomBytes(partSize));
      await putPartInterrupted(await partUrl(2), parts[1], 1024 * 1024);
      const second = await putPart(await partUrl(2), parts[1]);
      expect(second).toEqual({ status: 200, etag: `"${md5(parts[1])}"` });

      // The page reloads: the parts already stored are listed, and the upload goes on from there.
      expect(await storage.listParts(key, uploadId)).toEqual([
        { partNumber: 1, etag: md5(parts[0]), size: partSize },
        { partNumber: 2, etag: md5(parts[1]), size: partSize },
      ]);
      const third = await putPart(await partUrl(3), parts[2]);
      expect(third.status).toBe(200);

      const listed = await storage.listParts(key, uploadId);
      expect(listed.map((part) => part.partNumber)).toEqual([1, 2, 3]);
      const etag = await storage.completeMultipartUpload(key, uploadId, [
        { partNumber: 1, etag: first.etag ?? '' },
        { partNumber: 2, etag: second.etag ?? '' },
        { partNumber: 3, etag: third.etag ?? '' },
      ]);

      expect(etag).toMatch(/^[0-9a-f]{32}(-3)?$/);
      expect(await storage.statObject(key)).toEqual({ size: whole.length, etag, contentType: 'video/mp4' });
      expect(md5(await readAll(await storage.getObject(key)))).toBe(md5(whole));
      await rejectsWith(storage.listParts(key, uploadId), 'NO_SUCH_UPLOAD');
    });

    it('aborts an upload and drops its parts', async () => {
      const key = 'orgs/o1/videos/v10/source.mp4';
      const uploadId = await storage.createMultipartUpload(key, 'video/mp4');
      expect((await putPart(await storage.presignUploadPart(key, uploadId, 1, 600), parts[2])).status).toBe(
        200,
      );
      expect(await storage.listParts(key, uploadId)).toHaveLength(1);

      await storage.abortMultipartUpload(key, uploadId);

      await rejectsWith(storage.listParts(key, uploadId), 'NO_SUCH_UPLOAD');
      expect(await storage.statObject(key)).toBeNull();
      // A second abort (a retried cleanup job) finds nothing to do.
      await storage.abortMultipartUpload(key, uploadId);
    });

    it('refuses a complete whose parts are out of order', async () => {
      const key = 'orgs/o1/videos/v11/source.mp4';
      const uploadId = await storage.createMultipartUpload(key, 'video/mp4');
      await rejectsWith(
        storage.completeMultipartUpload(key, uploadId, [
          { partNumber: 2, etag: 'a' },
          { partNumber: 1, etag: 'b' },
        ]),
        'INVALID_PART_ORDER',
      );
      await storage.abortMultipartUpload(key, uploadId);
    });
  });

  describe('presigned reads', () => {
    const key = 'orgs/o1/videos/v12/hls/720p/seg-001.ts';
    const body = randomBytes(4096);

    beforeAll(async () => {
      await storage.putObject(key, body, { contentType: 'video/mp2t' });
    });

    it('serves the object to a player, with ranges', async () => {
      const url = await storage.presignGet(key, 300);

      const whole = await fetch(url);
      expect(whole.status).toBe(200);
      expect(whole.headers.get('content-type')).toBe('video/mp2t');
      expect(Buffer.from(await whole.arrayBuffer())).toEqual(body);

      const ranged = await fetch(url, { headers: { Range: 'bytes=100-199' } });
      expect(ranged.status).toBe(206);
      expect(ranged.headers.get('content-range')).toBe(`bytes 100-199/${body.length}`);
      expect(Buffer.from(await ranged.arrayBuffer())).toEqual(body.subarray(100, 200));
    });

    it('serves a download under the chosen file name', async () => {
      const response = await fetch(
        await storage.presignGet(key, 300, { filename: 'Team offsite – part 1.ts' }),
      );
      await response.arrayBuffer();

      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="Team offsite _ part 1.ts"; filename*=UTF-8''Team%20offsite%20%E2%80%93%20part%201.ts`,
      );
    });

    it('refuses the URL once it has expired', async () => {
      clock.offsetMs = -3600_000;
      const url = await storage.presignGet(key, 60);
      clock.offsetMs = 0;

      const response = await fetch(url);
      expect(response.status).toBe(403);
      expect(await response.text()).toContain('<Code>AccessDenied</Code>');
    });
  });
});

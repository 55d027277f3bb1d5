import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { FsStorage } from './fs-storage';
import { MULTIPART_MIN_PART_SIZE } from './storage-driver';

/** What only the fs driver promises, beyond the contract both drivers pass (storage.contract.spec.ts). */
describe('FsStorage', () => {
  let rootDir: string;
  let storage: FsStorage;

  beforeEach(async () => {
    rootDir = await mkdtemp(join(tmpdir(), 'framehouse-fs-storage-'));
    storage = new FsStorage({ rootDir, publicUrl: 'http://localhost:3000', signingSecret: 'secret' });
  });

  afterEach(async () => {
    await rm(rootDir, { recursive: true, force: true });
  });

  const md5 = (data: Buffer) => createHash('md5').update(data).digest('hex');

  /** A body that sends `bytes` and then fails, as a request whose connection dropped. */
  function brokenBody(bytes: Buffer): Readable {
    return new Readable({
      read() {
        this.push(bytes);
        this.destroy(new Error('aborted'));
      },
    });
  }

  it('gives ffmpeg the file itself', async () => {
    await storage.putObject('videos/v1/source.mp4', Buffer.from('frames'), { contentType: 'video/mp4' });

    expect(storage.localPath('videos/v1/source.mp4')).toBe(join(rootDir, 'videos/v1/source.mp4'));
    expect(await readFile(storage.localPath('videos/v1/source.mp4'), 'utf8')).toBe('frames');
    expect(() => storage.localPath('../outside')).toThrow('Invalid storage key');
  });

  it('describes files written before the library by their name and content', async () => {
    await mkdir(join(rootDir, 'public/logos/o1'), { recursive: true });
    await writeFile(join(rootDir, 'public/logos/o1/logo.png'), 'png bytes');

    expect(await storage.statObject('public/logos/o1/logo.png')).toEqual({
      size: 9,
      etag: md5(Buffer.from('png bytes')),
      contentType: 'image/png',
    });
  });

  it('keeps its own folders out of listings', async () => {
    await storage.putObject('a/b.txt', Buffer.from('x'), { contentType: 'text/plain' });
    await storage.createMultipartUpload('a/c.mp4', 'video/mp4');

    expect(await storage.listPrefix('')).toEqual([{ key: 'a/b.txt', size: 1 }]);
  });

  it('lists what is left while files are being deleted, without failing on one just gone', async () => {
    const keys = Array.from({ length: 200 }, (_, index) => `v/thumbnails/t-${index}.jpg`);
    await Promise.all(
      keys.map((key) => storage.putObject(key, Buffer.from('x'), { contentType: 'image/jpeg' })),
    );

    const deleting = storage.deletePrefix('v/');
    const listings: Promise<unknown>[] = [];
    for (let round = 0; round < 20; round++) listings.push(storage.listPrefix('v/'));
    await deleting;

    await expect(Promise.all(listings)).resolves.toBeDefined();
    expect(await storage.listPrefix('v/')).toEqual([]);
  });

  describe('multipart', () => {
    const big = randomBytes(MULTIPART_MIN_PART_SIZE);
    const small = Buffer.from('the last part may be small');

    it('keeps the previous part when a new attempt breaks off, and refuses a short body', async () => {
      const uploadId = await storage.createMultipartUpload('v/source.mp4', 'video/mp4');
      await storage.writePart('v/source.mp4', uploadId, 1, Readable.from([small]));

      await expect(
        storage.writePart('v/source.mp4', uploadId, 1, brokenBody(big.subarray(0, 1000))),
      ).rejects.toThrow('aborted');
      await expect(
        storage.writePart('v/source.mp4', uploadId, 1, Readable.from([big.subarray(0, 10)]), big.length),
      ).rejects.toMatchObject({ code: 'INCOMPLETE_BODY' });

      expect(await storage.listParts('v/source.mp4', uploadId)).toEqual([
        { partNumber: 1, etag: md5(small), size: small.length },
      ]);
      // Nothing half-written is left behind.
      expect((await readdir(join(rootDir, '.uploads', uploadId))).sort()).toEqual([
        '1',
        '1.etag',
        'upload.json',
      ]);
    });

    it('completes only with the ETags the parts answered, and 5 MiB parts but the last', async () => {
      const uploadId = await storage.createMultipartUpload('v/source.mp4', 'video/mp4');
      const first = await storage.writePart('v/source.mp4', uploadId, 1, Readable.from([small]));
      const second = await storage.writePart('v/source.mp4', uploadId, 2, Readable.from([big]));

      await expect(
        storage.completeMultipartUpload('v/source.mp4', uploadId, [
          { partNumber: 1, etag: second.etag },
          { partNumber: 2, etag: second.etag },
        ]),
      ).rejects.toMatchObject({ code: 'INVALID_PART' });
      await expect(
        storage.completeMultipartUpload('v/source.mp4', uploadId, [
          { partNumber: 2, etag: second.etag },
          { partNumber: 3, etag: second.etag },
        ]),
      ).rejects.toMatchObject({ code: 'INVALID_PART' });
      await expect(
        storage.completeMultipartUpload('v/source.mp4', uploadId, [
          { partNumber: 1, etag: first.etag },
          { partNumber: 2, etag: second.etag },
        ]),
      ).rejects.toMatchObject({ code: 'ENTITY_TOO_SMALL' });

      // Part 1 sent again, whole this time; the browser reports ETags as headers carry them, quoted.
      const resent = await storage.writePart('v/source.mp4', uploadId, 1, Readable.from([big]));
      const etag = await storage.completeMultipartUpload('v/source.mp4', uploadId, [
        { partNumber: 1, etag: `"${resent.etag}"` },
        { partNumber: 2, etag: `"${second.etag}"` },
      ]);

      const expected = createHash('md5')
        .update(Buffer.concat([Buffer.from(resent.etag, 'hex'), Buffer.from(second.etag, 'hex')]))
        .digest('hex');
      expect(etag).toBe(`${expected}-2`);
      // Compared by digest: Jest's toEqual walks a buffer byte by byte, far too slowly for megabytes.
      expect(md5(await readFile(storage.localPath('v/source.mp4')))).toBe(md5(Buffer.concat([big, big])));
      expect(await readdir(join(rootDir, '.uploads'))).toEqual([]);
      expect(await readdir(join(rootDir, '.tmp'))).toEqual([]);
    });

    it('knows an upload only under its own key', async () => {
      const uploadId = await storage.createMultipartUpload('v/source.mp4', 'video/mp4');

      await expect(storage.listParts('v/other.mp4', uploadId)).rejects.toMatchObject({
        code: 'NO_SUCH_UPLOAD',
      });
      await expect(
        storage.writePart('v/other.mp4', uploadId, 1, Readable.from([small])),
      ).rejects.toMatchObject({ code: 'NO_SUCH_UPLOAD' });
      await expect(storage.listParts('v/source.mp4', '../../etc')).rejects.toMatchObject({
        code: 'NO_SUCH_UPLOAD',
      });
      await expect(storage.presignUploadPart('v/source.mp4', uploadId, 10_001, 60)).rejects.toMatchObject({
        code: 'INVALID_ARGUMENT',
      });
    });
  });
});

import { createHash, randomBytes } from 'node:crypto';
import { parseRangeHeader } from './fs-storage-http';
import { startFsTestServer, type FsTestServer } from './testing/fs-test-server';

/** The fs driver's HTTP, beyond what the contract suite sends both drivers. */
const md5 = (data: Buffer) => createHash('md5').update(data).digest('hex');

describe('fs storage HTTP handlers', () => {
  const clock = { offsetMs: 0 };
  let server: FsTestServer;
  const key = 'orgs/o1/videos/v1/hls/master.m3u8';
  const body = Buffer.from('#EXTM3U\n#EXT-X-VERSION:3\n');

  beforeAll(async () => {
    server = await startFsTestServer({ now: () => Date.now() + clock.offsetMs });
    await server.storage.putObject(key, body, { contentType: 'application/vnd.apple.mpegurl' });
  });

  afterAll(async () => {
    await server.close();
  });

  afterEach(() => {
    clock.offsetMs = 0;
  });

  /** The same URL with one query parameter changed, or the path's key swapped. */
  function altered(url: string, change: { param?: [string, string]; key?: [string, string] }): string {
    const parsed = new URL(url);
    if (change.param) parsed.searchParams.set(...change.param);
    if (change.key) parsed.pathname = parsed.pathname.replace(...change.key);
    return parsed.toString();
  }

  describe('part upload', () => {
    let uploadId: string;
    const partKey = 'orgs/o1/videos/v2/source.mp4';

    beforeEach(async () => {
      uploadId = await server.storage.createMultipartUpload(partKey, 'video/mp4');
    });

    it('answers the ETag and lets the browser read it', async () => {
      const response = await fetch(await server.storage.presignUploadPart(partKey, uploadId, 1, 60), {
        method: 'PUT',
        body: Buffer.from('bytes'),
      });

      expect(response.status).toBe(200);
      expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
      expect(response.headers.get('access-control-expose-headers')).toBe('ETag');
    });

    it('refuses a tampered key or part number, an expired URL and another method', async () => {
      const url = await server.storage.presignUploadPart(partKey, uploadId, 1, 60);
      const put = (target: string) => fetch(target, { method: 'PUT', body: Buffer.from('bytes') });

      const tamperedKey = await put(altered(url, { key: ['/v2/', '/v3/'] }));
      expect(tamperedKey.status).toBe(403);
      expect(await tamperedKey.text()).toContain('<Code>SignatureDoesNotMatch</Code>');
      expect((await put(altered(url, { param: ['partNumber', '2'] }))).status).toBe(403);
      expect((await put(altered(url, { param: ['signature', '0'.repeat(64)] }))).status).toBe(403);
      expect((await put(altered(url, { param: ['signature', ''] }))).status).toBe(403);
      expect((await fetch(url)).status).toBe(405);

      clock.offsetMs = -3600_000;
      const expired = await server.storage.presignUploadPart(partKey, uploadId, 1, 60);
      clock.offsetMs = 0;
      const expiredResponse = await put(expired);
      expect(expiredResponse.status).toBe(403);
      expect(await expiredResponse.text()).toContain('<Message>Request has expired</Message>');

      expect(await server.storage.listParts(partKey, uploadId)).toEqual([]);
    });

    it('answers NoSuchUpload once the upload is aborted', async () => {
      const url = await server.storage.presignUploadPart(partKey, uploadId, 1, 60);
      await server.storage.abortMultipartUpload(partKey, uploadId);

      const response = await fetch(url, { method: 'PUT', body: Buffer.from('bytes') });
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('<Code>NoSuchUpload</Code>');
    });
  });

  describe('signed read', () => {
    it('answers HEAD with the headers alone', async () => {
      const response = await fetch(await server.storage.presignGet(key, 60), { method: 'HEAD' });

      expect(response.status).toBe(200);
      expect(response.headers.get('content-length')).toBe(String(body.length));
      expect(response.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
      expect(response.headers.get('accept-ranges')).toBe('bytes');
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(await response.text()).toBe('');
    });

    it('serves the last bytes, and refuses a range past the end', async () => {
      const url = await server.storage.presignGet(key, 60);

      const tail = await fetch(url, { headers: { Range: 'bytes=-4' } });
      expect(tail.status).toBe(206);
      expect(Buffer.from(await tail.arrayBuffer())).toEqual(body.subarray(-4));

      const past = await fetch(url, { headers: { Range: `bytes=${body.length}-` } });
      expect(past.status).toBe(416);
      expect(past.headers.get('content-range')).toBe(`bytes */${body.length}`);
      await past.arrayBuffer();
    });

    it('answers 404 for a missing object and 403 for a tampered or part URL', async () => {
      const missing = await fetch(await server.storage.presignGet('orgs/o1/nothing.mp4', 60));
      expect(missing.status).toBe(404);
      expect(await missing.text()).toContain('<Code>NoSuchKey</Code>');

      const url = await server.storage.presignGet(key, 60);
      expect((await fetch(altered(url, { key: ['/o1/', '/o2/'] }))).status).toBe(403);
      expect((await fetch(altered(url, { param: ['filename', 'x.m3u8'] }))).status).toBe(403);
      expect((await fetch(url, { method: 'PUT', body: 'x' })).status).toBe(405);
    });

    it('answers a cross-origin preflight, for players embedded on other sites', async () => {
      const response = await fetch(await server.storage.presignGet(key, 60), { method: 'OPTIONS' });

      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-methods')).toBe('GET, HEAD');
      expect(response.headers.get('access-control-allow-headers')).toBe('Range');
    });

    it('streams a large object whole', async () => {
      const large = randomBytes(3 * 1024 * 1024 + 17);
      await server.storage.putObject('orgs/o1/videos/v1/source.mp4', large, { contentType: 'video/mp4' });

      const response = await fetch(await server.storage.presignGet('orgs/o1/videos/v1/source.mp4', 60));
      // Compared by digest: Jest's toEqual walks a buffer byte by byte, far too slowly for megabytes.
      expect(md5(Buffer.from(await response.arrayBuffer()))).toBe(md5(large));
    });
  });
});

describe('parseRangeHeader', () => {
  it.each([
    [undefined, { kind: 'whole' }],
    ['bytes=0-99', { kind: 'part', start: 0, end: 99 }],
    ['bytes=900-', { kind: 'part', start: 900, end: 999 }],
    ['bytes=900-5000', { kind: 'part', start: 900, end: 999 }],
    ['bytes=-100', { kind: 'part', start: 900, end: 999 }],
    ['bytes=-5000', { kind: 'part', start: 0, end: 999 }],
    ['bytes=1000-', { kind: 'unsatisfiable' }],
    ['bytes=-0', { kind: 'unsatisfiable' }],
    ['bytes=5-1', { kind: 'whole' }],
    ['bytes=0-1,5-6', { kind: 'whole' }],
    ['items=0-1', { kind: 'whole' }],
  ])('reads %j of 1000 bytes', (header, expected) => {
    expect(parseRangeHeader(header, 1000)).toEqual(expected);
  });
});

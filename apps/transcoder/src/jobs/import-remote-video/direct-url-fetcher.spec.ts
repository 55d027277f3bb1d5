import { ImportMessages } from '@framehouse/domain';
import { UnrecoverableError } from 'bullmq';
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Readable } from 'node:stream';
import { DirectUrlFetcher, type DirectUrlFetcherOptions } from './direct-url-fetcher';

// A loopback HTTP server stands for the internet: the fetcher runs unchanged against it, with private
// addresses allowed (ALLOW_PRIVATE_IMPORTS=true) or refused.
const CLIP = randomBytes(64 * 1024);
const MAX_BYTES = 100 * 1024;

describe('DirectUrlFetcher', () => {
  let server: Server;
  let base: string;
  let port: number;
  let lastHeaders: IncomingHttpHeaders = {};
  const signal = new AbortController().signal;
  const options = { signal, workDir: '/nonexistent' };

  beforeAll(async () => {
    server = createServer((request, response) => {
      lastHeaders = request.headers;
      const url = new URL(request.url ?? '/', 'http://x');
      const redirect = /^\/redirect\/(\d+)$/.exec(url.pathname);
      if (url.pathname === '/clip.mp4') {
        response.writeHead(200, { 'content-type': 'video/mp4', 'content-length': CLIP.length });
        response.end(CLIP);
      } else if (url.pathname === '/download') {
        response.writeHead(200, {
          'content-type': 'application/octet-stream',
          'content-disposition': 'attachment; filename="holiday.webm"',
        });
        response.end(CLIP);
      } else if (url.pathname === '/talk.mp3') {
        response.writeHead(200, { 'content-type': 'audio/mpeg', 'content-length': CLIP.length });
        response.end(CLIP);
      } else if (url.pathname === '/watch') {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end('<html><body>A page about a video</body></html>');
      } else if (redirect) {
        const left = Number(redirect[1]);
        response.writeHead(302, { location: left === 0 ? '/clip.mp4' : `/redirect/${left - 1}` });
        response.end();
      } else if (url.pathname === '/to-other-address') {
        response.writeHead(301, { location: `http://127.0.0.2:${port}/clip.mp4` });
        response.end();
      } else if (url.pathname === '/huge.mp4') {
        response.writeHead(200, { 'content-type': 'video/mp4', 'content-length': MAX_BYTES * 10 });
        response.end();
      } else if (url.pathname === '/endless.mp4') {
        response.writeHead(200, { 'content-type': 'video/mp4' });
        const chunk = Buffer.alloc(16 * 1024);
        const timer = setInterval(() => response.write(chunk), 1);
        response.on('close', () => clearInterval(timer));
      } else if (url.pathname === '/stalls.mp4') {
        response.writeHead(200, { 'content-type': 'video/mp4', 'content-length': CLIP.length });
        response.write(CLIP.subarray(0, 1000));
      } else if (url.pathname === '/never') {
        // No answer at all.
      } else if (url.pathname === '/broken') {
        response.writeHead(503).end();
      } else {
        response.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    base = `http://127.0.0.1:${port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const fetcher = (overrides: Partial<DirectUrlFetcherOptions> = {}) =>
    new DirectUrlFetcher({ allowPrivate: true, maxBytes: MAX_BYTES, idleTimeoutMs: 500, ...overrides });

  async function read(body: Readable): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  it('streams a video file with its type, size and name', async () => {
    const video = await fetcher().fetch(`${base}/clip.mp4`, options);
    expect(video).toMatchObject({ size: CLIP.length, contentType: 'video/mp4', title: 'clip.mp4' });
    expect((await read(video.body)).equals(CLIP)).toBe(true);
    expect(lastHeaders['user-agent']).toMatch(/Framehouse/);
  });

  it('takes bytes of unknown type named as a video by Content-Disposition, typed by that name', async () => {
    const video = await fetcher().fetch(`${base}/download?id=7`, options);
    expect(video).toMatchObject({ size: null, contentType: 'video/webm', title: 'holiday.webm' });
    expect((await read(video.body)).length).toBe(CLIP.length);
  });

  it('refuses a page for good: "The URL does not point to a video file."', async () => {
    const failure = fetcher().fetch(`${base}/watch`, options);
    await expect(failure).rejects.toThrow(UnrecoverableError);
    await expect(failure).rejects.toThrow('The URL does not point to a video file.');
  });

  it('takes audio only when it fetches for a transcription, saying what it wanted', async () => {
    await expect(fetcher().fetch(`${base}/talk.mp3`, options)).rejects.toThrow(ImportMessages.notAVideo);
    const talk = await fetcher({ accept: 'media' }).fetch(`${base}/talk.mp3`, options);
    expect(talk).toMatchObject({ size: CLIP.length, contentType: 'audio/mpeg', title: 'talk.mp3' });
    expect((await read(talk.body)).equals(CLIP)).toBe(true);
    expect(lastHeaders.accept).toMatch(/audio\/\*/);
    await expect(fetcher({ accept: 'media' }).fetch(`${base}/watch`, options)).rejects.toThrow(
      'The URL does not point to an audio or video file.',
    );
  });

  it("holds a transcription's file to the D2C size, in the service's words", async () => {
    await expect(fetcher({ accept: 'media' }).fetch(`${base}/huge.mp4`, options)).rejects.toThrow(
      'The file exceeds the maximum size (100 KiB).',
    );
    const endless = await fetcher({ accept: 'media' }).fetch(`${base}/endless.mp4`, options);
    await expect(read(endless.body)).rejects.toThrow('The file exceeds the maximum size (100 KiB).');
    await endless.dispose();
  });

  it('follows up to five redirects, and no more', async () => {
    const video = await fetcher().fetch(`${base}/redirect/4`, options);
    expect((await read(video.body)).equals(CLIP)).toBe(true);
    await expect(fetcher().fetch(`${base}/redirect/5`, options)).rejects.toThrow(
      ImportMessages.tooManyRedirects,
    );
  });

  it('refuses loopback and private addresses unless allowed', async () => {
    const strict = fetcher({ allowPrivate: false });
    await expect(strict.fetch(`${base}/clip.mp4`, options)).rejects.toThrow(ImportMessages.privateAddress);
    await expect(strict.fetch(`http://localhost:${port}/clip.mp4`, options)).rejects.toThrow(
      ImportMessages.privateAddress,
    );
    await expect(strict.fetch(`http://[::1]:${port}/clip.mp4`, options)).rejects.toThrow(UnrecoverableError);
  });

  it('checks the address of every redirect, not only the first', async () => {
    const onlyFirst = fetcher({ allowPrivate: false, addressPolicy: (address) => address === '127.0.0.1' });
    await expect(onlyFirst.fetch(`${base}/to-other-address`, options)).rejects.toThrow(
      ImportMessages.privateAddress,
    );
  });

  it('refuses a name that resolves to a private address, and connects to the address it checked', async () => {
    const resolve = async (hostname: string) =>
      hostname === 'videos.example' ? [{ address: '127.0.0.1', family: 4 }] : [];
    await expect(
      fetcher({ allowPrivate: false, resolve }).fetch(`http://videos.example:${port}/clip.mp4`, options),
    ).rejects.toThrow(ImportMessages.privateAddress);
    // No DNS knows this name: reaching the server proves the connection went to the resolved address.
    const video = await fetcher({ resolve }).fetch(`http://videos.example:${port}/clip.mp4`, options);
    expect(lastHeaders.host).toBe(`videos.example:${port}`);
    expect((await read(video.body)).equals(CLIP)).toBe(true);
  });

  it('says when the server cannot be found', async () => {
    const resolve = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    };
    await expect(fetcher({ resolve }).fetch('http://nowhere.example/clip.mp4', options)).rejects.toThrow(
      ImportMessages.hostNotFound,
    );
  });

  it('refuses a video over the size limit, announced or not', async () => {
    await expect(fetcher().fetch(`${base}/huge.mp4`, options)).rejects.toThrow(ImportMessages.tooLarge);
    const endless = await fetcher().fetch(`${base}/endless.mp4`, options);
    await expect(read(endless.body)).rejects.toThrow(ImportMessages.tooLarge);
    await endless.dispose();
  });

  it('gives up on a server that stops answering, before or during the body', async () => {
    await expect(fetcher().fetch(`${base}/never`, options)).rejects.toThrow(ImportMessages.timedOut);
    const stalled = await fetcher().fetch(`${base}/stalls.mp4`, options);
    await expect(read(stalled.body)).rejects.toThrow(ImportMessages.timedOut);
  });

  it('fails for good on a 4xx answer and for now on a 5xx one', async () => {
    const missing = fetcher().fetch(`${base}/missing.mp4`, options);
    await expect(missing).rejects.toThrow(UnrecoverableError);
    await expect(missing).rejects.toThrow('HTTP 404');
    const broken = fetcher().fetch(`${base}/broken`, options);
    await expect(broken).rejects.toThrow('HTTP 503');
    await expect(broken).rejects.not.toThrow(UnrecoverableError);
  });

  it('refuses what is not http(s)', async () => {
    await expect(fetcher().fetch('ftp://127.0.0.1/clip.mp4', options)).rejects.toThrow(
      ImportMessages.notHttp,
    );
  });
});

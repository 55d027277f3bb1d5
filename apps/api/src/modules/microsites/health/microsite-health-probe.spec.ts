import { MICROSITE_HEALTH_HEADER } from '@framehouse/domain';
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { probeMicrositeHealth } from './microsite-health-probe';

/** A loopback server standing for whatever answers on a microsite's name. */
async function listen(answer: (response: ServerResponse) => void) {
  const requests: Array<{ url?: string; headers: IncomingHttpHeaders }> = [];
  const server: Server = createServer((request, response) => {
    requests.push({ url: request.url, headers: request.headers });
    answer(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    requests,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const request = (port: number, resolve: string | null = null) => ({
  resolve,
  url: `http://127.0.0.1:${port}/robots.txt`,
  host: 'acme.localhost:3000',
  servername: 'acme.localhost',
});

describe('probeMicrositeHealth', () => {
  it("sends the microsite's Host and reads the status and the header", async () => {
    const server = await listen((response) => {
      response.setHeader(MICROSITE_HEALTH_HEADER, 'the-id');
      response.end('User-agent: *\n');
    });
    try {
      await expect(probeMicrositeHealth(request(server.port))).resolves.toEqual({
        kind: 'answered',
        status: 200,
        micrositeHeader: 'the-id',
      });
      expect(server.requests).toEqual([
        { url: '/robots.txt', headers: expect.objectContaining({ host: 'acme.localhost:3000' }) },
      ]);
    } finally {
      await server.close();
    }
  });

  it('reads an answer without the header as one', async () => {
    const server = await listen((response) => {
      response.statusCode = 404;
      response.end();
    });
    try {
      await expect(probeMicrositeHealth(request(server.port))).resolves.toEqual({
        kind: 'answered',
        status: 404,
        micrositeHeader: undefined,
      });
    } finally {
      await server.close();
    }
  });

  it('sends nothing when the name does not resolve', async () => {
    const server = await listen((response) => response.end());
    try {
      const probe = await probeMicrositeHealth(request(server.port, 'acme.microsites.invalid'));
      expect(probe.kind).toBe('unresolved');
      expect(server.requests).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it('says when nothing listens, or nothing answers in time', async () => {
    const closed = await listen((response) => response.end());
    await closed.close();
    await expect(probeMicrositeHealth(request(closed.port))).resolves.toEqual({
      kind: 'unreachable',
      reason: expect.stringContaining('ECONNREFUSED'),
    });

    const silent = await listen(() => undefined);
    try {
      await expect(probeMicrositeHealth(request(silent.port), 200)).resolves.toEqual({
        kind: 'unreachable',
        reason: 'no answer in time',
      });
    } finally {
      await silent.close();
    }
  });
});

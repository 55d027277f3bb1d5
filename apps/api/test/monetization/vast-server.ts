import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A VAST 4 inline ad with one linear creative, as an ad server answers it. */
export const VAST_4_INLINE = `<?xml version="1.0" encoding="UTF-8"?>
<VAST version="4.1">
  <Ad id="20001" sequence="1">
    <InLine>
      <AdSystem version="1.0">Framehouse test</AdSystem>
      <AdTitle>Inline linear</AdTitle>
      <Impression id="imp"><![CDATA[https://ads.example.com/impression]]></Impression>
      <Creatives>
        <Creative id="5480" sequence="1">
          <Linear skipoffset="00:00:05">
            <Duration>00:00:15</Duration>
            <MediaFiles>
              <MediaFile delivery="progressive" type="video/mp4" width="640" height="360"><![CDATA[https://ads.example.com/ad.mp4]]></MediaFile>
            </MediaFiles>
          </Linear>
        </Creative>
      </Creatives>
    </InLine>
  </Ad>
</VAST>`;

/** A VAST 3 inline ad. */
export const VAST_3_INLINE = VAST_4_INLINE.replace('version="4.1"', 'version="3.0"');

/** A VAST 3 wrapper that points to another ad tag (the player follows the chain at playback). */
export const VAST_3_WRAPPER = `<?xml version="1.0" encoding="UTF-8"?>
<VAST version="3.0">
  <Ad id="wrapper">
    <Wrapper>
      <AdSystem>Framehouse test</AdSystem>
      <VASTAdTagURI><![CDATA[https://ads.example.com/inline.xml]]></VASTAdTagURI>
      <Impression><![CDATA[https://ads.example.com/wrapper-impression]]></Impression>
    </Wrapper>
  </Ad>
</VAST>`;

/** Cut off in the middle: not well-formed XML. */
export const VAST_MALFORMED = VAST_4_INLINE.slice(0, 200);

/** Well-formed XML that is not VAST. */
export const NOT_VAST =
  '<?xml version="1.0"?><rss version="2.0"><channel><title>News</title></channel></rss>';

export interface VastServer {
  /** The URL of a path of the server. */
  url(path: string): string;
  close(): Promise<void>;
}

/**
 * A loopback ad server: /inline4, /inline3, /wrapper, /malformed, /not-vast, /html, /missing (404),
 * /redirect (to /inline4), /slow (answers after `slowMs`), /trickle (a body that never ends), /huge
 * (more than the size cap).
 */
export async function startVastServer(slowMs = 10_000): Promise<VastServer> {
  const documents: Record<string, string> = {
    '/inline4': VAST_4_INLINE,
    '/inline3': VAST_3_INLINE,
    '/wrapper': VAST_3_WRAPPER,
    '/malformed': VAST_MALFORMED,
    '/not-vast': NOT_VAST,
  };
  const pending = new Set<NodeJS.Timeout>();
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (documents[path]) {
      response.writeHead(200, { 'content-type': 'application/xml' }).end(documents[path]);
    } else if (path === '/html') {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><p>Ads</p>');
    } else if (path === '/redirect') {
      response.writeHead(302, { location: '/inline4' }).end();
    } else if (path === '/slow') {
      const timer = setTimeout(() => {
        pending.delete(timer);
        response.writeHead(200, { 'content-type': 'application/xml' }).end(VAST_4_INLINE);
      }, slowMs);
      pending.add(timer);
    } else if (path === '/trickle') {
      // Headers at once, then a byte now and then: only the overall timeout stops it.
      response.writeHead(200, { 'content-type': 'application/xml' });
      response.write('<VAST version="4.0">');
      const timer = setInterval(() => response.write(' '), 500);
      pending.add(timer);
      response.on('close', () => clearInterval(timer));
    } else if (path === '/huge') {
      response.writeHead(200, { 'content-type': 'application/xml' });
      response.end(`<VAST version="4.0"><!-- ${'x'.repeat(2 * 1024 * 1024)} --></VAST>`);
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    close: () => {
      for (const timer of pending) clearTimeout(timer);
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** An error event as a Sentry server stores it: the fields the tests look at. */
export interface ReceivedEvent {
  eventId: string;
  /** `<type>: <value>` of each exception in the event, innermost last. */
  exceptions: string[];
  contexts: Record<string, unknown>;
}

export interface FakeSentry {
  /** The DSN to configure (ERROR_REPORTING_DSN): this server, a public key and project 1. */
  dsn: string;
  /** Answers GET /events with the received events as JSON, oldest first. */
  eventsUrl: string;
  events: ReceivedEvent[];
  close(): Promise<void>;
}

const PUBLIC_KEY = 'framehousebrowsertest';
const PROJECT_ID = '1';

/**
 * A loopback stand-in for a Sentry server's envelope endpoint (POST /api/<project>/envelope/): it checks
 * the DSN's key, keeps the error events and answers as Sentry does, CORS headers included, since
 * browsers post from the admin's origin.
 */
export async function startFakeSentry(): Promise<FakeSentry> {
  const events: ReceivedEvent[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Headers', 'Content-Type, X-Sentry-Auth');
      res.writeHead(204).end();
      return;
    }
    if (req.method === 'GET' && url.pathname === '/events') {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(events));
      return;
    }
    if (req.method !== 'POST' || url.pathname !== `/api/${PROJECT_ID}/envelope/`) {
      res.writeHead(404).end();
      return;
    }
    const auth = `${url.searchParams.get('sentry_key') ?? ''} ${req.headers['x-sentry-auth'] ?? ''}`;
    if (!auth.includes(PUBLIC_KEY)) {
      res.writeHead(401).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      try {
        events.push(...errorEvents(Buffer.concat(chunks).toString('utf8')));
        res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
      } catch (error) {
        res.writeHead(400).end(error instanceof Error ? error.message : 'bad envelope');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    dsn: `http://${PUBLIC_KEY}@127.0.0.1:${port}/${PROJECT_ID}`,
    eventsUrl: `${origin}/events`,
    events,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

interface EventPayload {
  event_id?: string;
  exception?: { values?: { type?: string; value?: string }[] };
  contexts?: Record<string, unknown>;
}

/**
 * The error events of an envelope: a header line, then per item a header line and a payload line (items
 * with a `length` are not JSON-per-line, but the browser SDK sends events without one).
 */
function errorEvents(envelope: string): ReceivedEvent[] {
  const [, ...lines] = envelope.split('\n').filter((line) => line.length > 0);
  const received: ReceivedEvent[] = [];
  for (let index = 0; index + 1 < lines.length; index += 2) {
    const header = JSON.parse(lines[index]) as { type?: string };
    if (header.type !== 'event') continue;
    const event = JSON.parse(lines[index + 1]) as EventPayload;
    received.push({
      eventId: event.event_id ?? '',
      exceptions: (event.exception?.values ?? []).map(({ type, value }) => `${type}: ${value}`),
      contexts: event.contexts ?? {},
    });
  }
  return received;
}

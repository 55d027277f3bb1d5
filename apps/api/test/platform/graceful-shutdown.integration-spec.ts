import { request as httpRequest, type ClientRequest } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { registerOwner } from '../support/flows';
import { startTestApp, type TestApp } from '../support/test-app';

/** Reads the session's user: it needs the database to answer. */
const QUERY = JSON.stringify({ query: '{ me { email } }' });

/** A POST /graphql/ whose body is sent in two halves, the second when the test says so. */
function slowRequest(
  t: TestApp,
  token: string,
): {
  request: ClientRequest;
  finish(): void;
  answer: Promise<{ status: number; body: string }>;
} {
  const request = httpRequest(`${t.url}/graphql/`, {
    method: 'POST',
    agent: false,
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(QUERY),
      authorization: `Bearer ${token}`,
    },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.once('error', reject);
    request.once('response', (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.once('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
  });
  request.write(QUERY.slice(0, 5));
  return { request, finish: () => request.end(QUERY.slice(5)), answer };
}

const refused = (t: TestApp) =>
  fetch(`${t.url}/health`).then(
    () => false,
    () => true,
  );

describe('the API told to stop (SIGTERM, app.close())', () => {
  it('takes no new connection and lets the requests in flight finish before closing the database', async () => {
    const t = await startTestApp({ SHUTDOWN_GRACE_SECONDS: '60' });
    try {
      const owner = await registerOwner(t);
      const inFlight = slowRequest(t, owner.token);
      await sleep(200);
      const closing = t.app.close();
      await sleep(300);
      expect(await refused(t)).toBe(true);
      inFlight.finish();
      const answer = await inFlight.answer;
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toEqual({ data: { me: { email: owner.email } } });
      await closing;
    } finally {
      await t.close();
    }
  });

  it('cuts what is still running once SHUTDOWN_GRACE_SECONDS are over', async () => {
    const t = await startTestApp({ SHUTDOWN_GRACE_SECONDS: '1' });
    try {
      const stuck = slowRequest(t, (await registerOwner(t)).token);
      await sleep(200);
      await t.app.close();
      await expect(stuck.answer).rejects.toThrow(/socket hang up|ECONNRESET/);
    } finally {
      await t.close();
    }
  });
});

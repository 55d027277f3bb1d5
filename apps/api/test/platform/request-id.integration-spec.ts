import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { startApiProcess, type ApiProcess } from '../support/api-process';
import { startTestApp, type TestApp } from '../support/test-app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request ids', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());

  it('answers every request with one: a new one, or the one a proxy gave', async () => {
    expect((await t.http.get('/health')).headers['x-request-id']).toMatch(UUID);
    const given = await t.http.get('/health').set('x-request-id', 'proxy-1:abc_2.3');
    expect(given.headers['x-request-id']).toBe('proxy-1:abc_2.3');
    // Answered before Nest's routing (the public cache's and the player's middleware) too.
    expect((await t.http.get('/player/missing.js')).headers['x-request-id']).toMatch(UUID);
  });

  it.each([
    ['too long', 'x'.repeat(129)],
    ['markup', '<script>alert(1)</script>'],
    ['spaces and quotes', 'a "quoted" id'],
  ])('replaces a hostile one (%s)', async (_case, hostile) => {
    const response = await t.http.get('/health').set('x-request-id', hostile);
    expect(response.headers['x-request-id']).toMatch(UUID);
  });

  it('is in GraphQL errors as extensions.requestId', async () => {
    const refused = await t.http
      .post('/graphql/')
      .set('content-type', 'application/json')
      .set('x-request-id', 'graphql-error-1')
      .send({ query: '{ me { id } }' });
    expect(refused.body.errors.length).toBeGreaterThan(0);
    for (const error of refused.body.errors) expect(error.extensions.requestId).toBe('graphql-error-1');
    const invalid = await t.http
      .post('/graphql/')
      .set('content-type', 'application/json')
      .send({ query: '{ nothing' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors[0].extensions.requestId).toBe(invalid.headers['x-request-id']);
  });

  it('is in REST error bodies', async () => {
    const missing = await t.http.get(`/moments/${randomUUID()}/download`).set('x-request-id', 'rest-error-1');
    expect(missing.status).toBeGreaterThanOrEqual(400);
    expect(missing.body).toEqual({
      errors: [expect.objectContaining({ name: expect.any(String) })],
      requestId: 'rest-error-1',
    });
    const malformed = await t.http
      .post('/graphql/')
      .set('content-type', 'application/json')
      .send('{"query":');
    expect(malformed.status).toBe(400);
    expect(malformed.body.requestId).toBe(malformed.headers['x-request-id']);
  });

  describe('in the log', () => {
    let api: ApiProcess;
    // A process of its own, logging as in development (the tests' log only warnings).
    beforeAll(async () => (api = await startApiProcess(t.config, { NODE_ENV: 'development' })));
    afterAll(() => api?.stop());

    it('is on the log lines of its request', async () => {
      await api.http.post('/graphql/').set('x-request-id', 'log-line-1').send({ query: '{ me { id } }' });
      const lines = async () => {
        for (const deadline = Date.now() + 10_000; Date.now() < deadline; await sleep(100)) {
          const found = api
            .output()
            .split('\n')
            .filter((line) => line.includes('log-line-1'));
          if (found.length > 0) return found;
        }
        return [];
      };
      const found = await lines();
      expect(found.length).toBeGreaterThan(0);
      for (const line of found) expect(JSON.parse(line)).toMatchObject({ requestId: 'log-line-1' });
    });
  });
});

import { randomUUID } from 'node:crypto';
import { registerOwner } from '../support/flows';
import { startTestApp, type TestApp } from '../support/test-app';

const TOKEN = 'scrape-token-0123456789abcdef';

/** The value of the sample whose name and labels are exactly these, from a Prometheus text answer. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels)
    .map(([key, value]) => `${key}="${value}"`)
    .sort()
    .join(',');
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+)\{(.*)\} (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const labelsOfLine = match[2]
      .split(/,(?=[a-z_]+=")/)
      .sort()
      .join(',');
    if (labelsOfLine === wanted) return Number(match[3]);
  }
  return undefined;
}

describe('Prometheus metrics', () => {
  describe('without METRICS_TOKEN', () => {
    let t: TestApp;
    beforeAll(async () => (t = await startTestApp()));
    afterAll(() => t.close());

    it('serves none: /metrics is a 404, never the admin app', async () => {
      const response = await t.http.get('/metrics');
      expect(response.status).toBe(404);
      expect(response.text).not.toContain('process_cpu');
    });
  });

  describe('with METRICS_TOKEN', () => {
    let t: TestApp;
    beforeAll(async () => (t = await startTestApp({ METRICS_TOKEN: TOKEN })));
    afterAll(() => t.close());

    it.each([
      ['no token', undefined],
      ['a wrong token', 'Bearer scrape-token-0123456789abcdeX'],
      ['the token in another scheme', `Basic ${TOKEN}`],
    ])('answers %s with a bare 401', async (_case, authorization) => {
      const call = t.http.get('/metrics');
      if (authorization) call.set('authorization', authorization);
      const response = await call;
      expect(response.status).toBe(401);
      expect(response.text).toBe('');
    });

    it('counts GraphQL requests by operation, public pages by route, and reads queue depths', async () => {
      await registerOwner(t);
      await t.gql('query Hostile$Name { __typename }');
      expect((await t.http.get(`/p/video/${randomUUID()}`)).status).toBe(404);

      const response = await t.http.get('/metrics').set('authorization', `Bearer ${TOKEN}`);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toContain('text/plain');
      const text = response.text;
      const count = 'framehouse_http_request_duration_seconds_count';
      expect(
        sample(text, count, {
          route: '/graphql',
          operation: 'mutation registerOrganizationOwner',
          status_class: '2xx',
        }),
      ).toBe(1);
      expect(
        sample(text, count, { route: '/graphql', operation: 'mutation tokenAuth', status_class: '2xx' }),
      ).toBe(1);
      // The unparsable operation's name is nowhere: it counts as `invalid`.
      expect(text).not.toContain('Hostile');
      expect(sample(text, count, { route: '/graphql', operation: 'invalid', status_class: '4xx' })).toBe(1);
      expect(sample(text, count, { route: '/p/video/:videoId', operation: '', status_class: '4xx' })).toBe(1);
      expect(
        sample(text, 'framehouse_http_request_duration_seconds_bucket', {
          route: '/p/video/:videoId',
          operation: '',
          status_class: '4xx',
          le: '+Inf',
        }),
      ).toBe(1);
      for (const state of ['waiting', 'active', 'delayed', 'failed']) {
        expect(sample(text, 'framehouse_queue_jobs', { queue: 'video-processing', state })).toBe(0);
      }
      expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
      expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    });

    it('is GET alone', async () => {
      expect((await t.http.post('/metrics').set('authorization', `Bearer ${TOKEN}`)).status).toBe(404);
    });
  });
});

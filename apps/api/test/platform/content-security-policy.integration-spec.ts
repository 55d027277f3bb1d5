import { startTestApp, type TestApp } from '../support/test-app';

/** Each directive of a Content-Security-Policy header with its sources. */
function directives(header: unknown): Record<string, string[]> {
  expect(typeof header).toBe('string');
  return Object.fromEntries(
    (header as string).split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

const STORAGE = 'https://media.example.com';
const PUBLIC_PAGE = '/p/video/00000000-0000-4000-8000-000000000000';

describe('Content-Security-Policy', () => {
  let t: TestApp;

  // The s3 driver: browsers reach the storage's public endpoint, the one other origin media come from.
  beforeAll(async () => {
    t = await startTestApp({
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9',
      S3_PUBLIC_ENDPOINT: STORAGE,
      S3_ACCESS_KEY: 'access',
      S3_SECRET_KEY: 'secret',
    });
  });
  afterAll(() => t?.close());

  // An injected script in the admin, where the session token lives, could send it to any https host
  // with fetch, an <img> or a <video> while those directives allowed every https origin.
  it('keeps the admin to its own origin, Google sign-in and the storage: no other https host', async () => {
    for (const path of ['/', '/videos', '/video/00000000-0000-4000-8000-000000000000']) {
      const policy = directives((await t.http.get(path)).headers['content-security-policy']);
      expect(policy['connect-src']).toEqual(["'self'", 'https://accounts.google.com', STORAGE]);
      expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', STORAGE]);
      expect(policy['media-src']).toEqual(["'self'", 'blob:', STORAGE]);
    }
  });

  it("lets a public page's player reach the organization's ad servers (https only here)", async () => {
    const policy = directives((await t.http.get(PUBLIC_PAGE)).headers['content-security-policy']);
    for (const name of ['connect-src', 'img-src', 'media-src']) {
      expect(policy[name]).toEqual(expect.arrayContaining(["'self'", STORAGE, 'https:']));
      expect(policy[name]).not.toContain('http:');
    }
    expect(policy['worker-src']).toEqual(["'self'", 'blob:']);
  });
});

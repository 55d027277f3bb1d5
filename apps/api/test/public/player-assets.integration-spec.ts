import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestApp, type TestApp } from '../support/test-app';

describe('the player files under /player/', () => {
  let built: string;
  let t: TestApp;
  let bare: TestApp;

  beforeAll(async () => {
    built = await mkdtemp(join(tmpdir(), 'framehouse-player-'));
    await mkdir(join(built, 'chunks'));
    await mkdir(join(built, 'fonts'));
    await writeFile(join(built, 'fonts', 'lobster-400.woff2'), 'wOF2');
    await writeFile(join(built, 'embed.js'), 'console.log("loader");');
    await writeFile(join(built, 'chunks', 'player-abc123.js'), 'export const player = 1;');
    [t, bare] = await Promise.all([
      startTestApp({ PLAYER_DIST_DIR: built }),
      startTestApp({ PLAYER_DIST_DIR: join(built, 'missing') }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([t.close(), bare.close()]);
    await rm(built, { recursive: true, force: true });
  });

  it('serves the loader to pages of any origin, revalidated, and the hashed chunks for good', async () => {
    const loader = await t.http.get('/player/embed.js').set('Origin', 'https://blog.example');
    expect(loader.status).toBe(200);
    expect(loader.headers['content-type']).toMatch(/javascript/);
    expect(loader.headers['access-control-allow-origin']).toBe('*');
    expect(loader.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(loader.headers['cache-control']).toBe('no-cache');
    const chunk = await t.http.get('/player/chunks/player-abc123.js');
    expect(chunk.status).toBe(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.http.get('/player/nothing.js')).status).toBe(404);
  });

  it("serves the overlays' fonts to pages of any origin, kept for 30 days", async () => {
    const font = await t.http.get('/player/fonts/lobster-400.woff2').set('Origin', 'https://blog.example');
    expect(font.status).toBe(200);
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.headers['access-control-allow-origin']).toBe('*');
    expect(font.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(font.headers['cache-control']).toBe('public, max-age=2592000');
  });

  it('starts without a player build and answers 404 for its files, not the admin app', async () => {
    const response = await bare.http.get('/player/embed.js');
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toMatch(/text\/plain/);
    expect((await bare.http.get('/health')).status).toBe(200);
  });

  it('lets the public pages run the player under the CSP', async () => {
    const response = await t.http.get('/p/video/00000000-0000-4000-8000-000000000000');
    const csp = response.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).toContain("media-src 'self' blob:");
    // The overlays: fonts from this origin (the FontFace API), custom-code end cards in a frame of it.
    expect(csp).toContain("font-src 'self' https: data:");
    expect(csp).toContain("frame-src 'self'");
  });
});

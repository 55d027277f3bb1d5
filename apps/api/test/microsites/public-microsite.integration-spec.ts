import {
  ContextMessages,
  MICROSITE_HEALTH_HEADER,
  MICROSITE_HEALTH_PATH,
  MicrositeMessages,
  SectionContentType,
  SectionSortBy,
} from '@framehouse/domain';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Response } from 'supertest';
import { Publisher } from '../playlists/playlists-support';
import { pngBase64 } from '../support/fixtures';
import { startTestApp, type TestApp } from '../support/test-app';
import { Microsites, sectionsInput, type MicrositeView } from './microsites-support';

const ADMIN_INDEX =
  '<!doctype html><html><head><title>Framehouse admin</title></head><body><div id="root"></div></body></html>';
const CUSTOM_HTML = '<script>window.acmeCustom = 1</script><div id="acme-custom">Chat with us</div>';

/** The card titles of a section of the home page, in its order; null when the section is not shown. */
function sectionTitles(html: string, position: 'top' | 'middle' | 'bottom'): string[] | null {
  const section = new RegExp(`<section class="section-${position}">([\\s\\S]*?)</section>`).exec(html)?.[1];
  if (section === undefined) return null;
  return [...section.matchAll(/<span class="card-title">([^<]*)<\/span>/g)].map(
    (match) => match[1] as string,
  );
}

const carouselTitles = (html: string) =>
  [
    ...(/<section class="moments"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '').matchAll(
      /<span class="card-title">([^<]*)<\/span>/g,
    ),
  ].map((match) => match[1]);

describe('the public microsite, served by Host', () => {
  let work: string;
  let t: TestApp;
  let acme: Publisher;
  let other: Publisher;
  let sites: Microsites;
  let microsite: MicrositeView;
  const ids: Record<string, string> = {};

  /** A request to the microsite's host (or another one). */
  const site = (path: string, host = microsite.domain) =>
    t.http.get(path).set('host', `${host}:${new URL(t.url).port}`);

  const setSections = async (changes: Array<Record<string, unknown>>) =>
    expect((await sites.updateSections(microsite.id, sectionsInput(changes))).errors).toEqual([]);

  const star = (kind: string, id: string, viewer: string) =>
    t.http.post(`/p/api/stars/${kind}/${id}`).set('user-agent', viewer);

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'framehouse-microsite-'));
    await mkdir(join(work, 'admin'));
    await writeFile(join(work, 'admin', 'index.html'), ADMIN_INDEX);
    t = await startTestApp({ ADMIN_DIST_DIR: join(work, 'admin') });
    [acme, other] = await Promise.all([Publisher.start(t, 'Acme'), Publisher.start(t, 'Other')]);
    const day = (n: number) => new Date(Date.UTC(2026, 0, n));
    ids.alpha = await acme.video('Alpha', {
      metadata: { tags: ['news'], internalTags: ['sports'] },
      views: 5,
      publishedAt: day(1),
    });
    ids.bravo = await acme.video('Bravo', {
      metadata: { internalTags: ['Sports'] },
      views: 50,
      publishedAt: day(2),
    });
    ids.charlie = await acme.video('Charlie', {
      metadata: { internalTags: ['sports'] },
      publishedAt: day(3),
    });
    ids.delta = await acme.video('Delta', {
      metadata: { tags: ['News'], internalTags: ['pair'] },
      views: 10,
      publishedAt: day(4),
    });
    ids.draft = await acme.draft('Draft video', { tags: ['news'], internalTags: ['sports'] });
    ids.momentOne = await acme.moment(ids.alpha, 'Moment one', 1, { tags: ['news'] });
    ids.momentTwo = await acme.moment(ids.bravo, 'Moment two', 2);
    ids.otherVideo = await other.video('Other org video', { metadata: { internalTags: ['sports'] } });
    ids.otherMoment = await other.moment(ids.otherVideo, 'Other org moment', 1);
    sites = new Microsites(t, acme.token);
    microsite = await sites.created({ title: 'Acme Videos', description: 'Clips & more' });
  });
  afterAll(async () => {
    await t?.close();
    await rm(work, { recursive: true, force: true });
  });

  it('fills the sections from the organization’s published content only, in their orders', async () => {
    await setSections([
      { title: 'Sports', internalTag: 'sports', contentType: SectionContentType.VIDEOS },
      { title: 'News', regularTag: 'news', sortBy: SectionSortBy.PUBLICATION_DATE_DESC },
      { title: 'Moments', contentType: SectionContentType.MOMENTS },
    ]);
    const response = await site('/');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.text;
    expect(html).toContain('<h1 class="site-title">Acme Videos</h1>');
    expect(html).toContain('<p class="site-description">Clips &amp; more</p>');
    // The category matches case-insensitively (Bravo's is "Sports"); the draft and the other organization's
    // video, in the same category, are not there.
    expect(sectionTitles(html, 'top')).toEqual(['Alpha', 'Bravo', 'Charlie']);
    expect(html).toContain(`data-framehouse-video="${ids.alpha}"`);
    expect(html).toContain(`<script src="${t.url}/player/embed.js" async></script>`);
    // Videos and moments with the tag, most recently published first: the moment (made now) leads.
    expect(sectionTitles(html, 'middle')).toEqual(['Moment one', 'Delta', 'Alpha']);
    expect(sectionTitles(html, 'bottom')).toEqual(['Moment one', 'Moment two']);
    expect(html).toContain('<h2>Sports</h2>');
    expect(html).not.toContain('Draft video');
    expect(html).not.toContain('Other org');
    // The carousel: the newest published moments, above the player by default.
    expect(carouselTitles(html)).toEqual(['Moment two', 'Moment one']);
    expect(html.indexOf('class="moments"')).toBeLessThan(html.indexOf('class="section-top"'));
  });

  it('hides a section with fewer items than its position needs, and moves the carousel below', async () => {
    await setSections([
      { title: 'Pair', internalTag: 'pair' },
      { internalTag: 'pair' },
      { title: 'Nobody', regularTag: 'no-such-tag' },
    ]);
    expect((await sites.update(microsite.id, { momentsLocationTop: false })).errors).toEqual([]);
    let html = (await site('/')).text;
    // One item with "pair": the top needs 3, the middle 2, the bottom 1.
    expect(sectionTitles(html, 'top')).toBeNull();
    expect(sectionTitles(html, 'middle')).toBeNull();
    expect(sectionTitles(html, 'bottom')).toBeNull();
    expect(html).not.toContain('embed.js');
    expect(carouselTitles(html)).toEqual(['Moment two', 'Moment one']);
    expect(html).not.toContain(MicrositeMessages.nothingPublished);

    await setSections([{ regularTag: 'news', contentType: SectionContentType.VIDEOS }, {}, {}]);
    html = (await site('/')).text;
    // Two videos with the tag: not enough for the top.
    expect(sectionTitles(html, 'top')).toBeNull();
    expect(sectionTitles(html, 'middle')).toHaveLength(5);
    expect(sectionTitles(html, 'bottom')).toHaveLength(6);

    await setSections([{}, {}, {}]);
    html = (await site('/')).text;
    expect(sectionTitles(html, 'top')).toEqual(['Alpha', 'Bravo', 'Charlie']);
    expect(html.indexOf('class="moments"')).toBeGreaterThan(html.indexOf('class="section-top"'));
    expect((await sites.update(microsite.id, { momentsLocationTop: true })).errors).toEqual([]);
  });

  it('orders by views and by stars; a viewer stars an item once a day', async () => {
    await setSections([
      {},
      { title: 'Most viewed', sortBy: SectionSortBy.VIEWS_DESC, contentType: SectionContentType.VIDEOS },
      { title: 'Most starred', sortBy: SectionSortBy.STARS_DESC, contentType: SectionContentType.VIDEOS },
    ]);
    expect(sectionTitles((await site('/')).text, 'middle')).toEqual(['Bravo', 'Delta', 'Alpha', 'Charlie']);

    const first = await star('video', ids.charlie, 'viewer-1');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ stars: 1 });
    expect(first.headers['access-control-allow-origin']).toBe('*');
    expect(first.headers['set-cookie']).toBeUndefined();
    // The same viewer (address and user agent) again the same day: not counted.
    expect((await star('video', ids.charlie, 'viewer-1')).body).toEqual({ stars: 1 });
    expect((await star('video', ids.charlie, 'viewer-2')).body).toEqual({ stars: 2 });
    expect((await star('video', ids.alpha, 'viewer-1')).body).toEqual({ stars: 1 });
    expect((await star('moment', ids.momentTwo, 'viewer-1')).body).toEqual({ stars: 1 });
    // Ties keep the most recently published first (Delta before Bravo).
    expect(sectionTitles((await site('/')).text, 'bottom')).toEqual(['Charlie', 'Alpha', 'Delta', 'Bravo']);
    await setSections([{}, {}, { sortBy: SectionSortBy.STARS, contentType: SectionContentType.MOMENTS }]);
    expect(sectionTitles((await site('/')).text, 'bottom')).toEqual(['Moment one', 'Moment two']);

    // The item page shows the count, and calls the stars address.
    const page = (await site(`/video/${ids.charlie}`)).text;
    expect(page).toContain('<span class="star-count">2</span>');
    expect(page).toContain(`data-star-url="${t.url}/p/api/stars/video/${ids.charlie}"`);

    // Only published content, and only the two kinds.
    for (const [kind, id] of [
      ['video', ids.draft],
      ['moment', '00000000-0000-4000-8000-000000000000'],
      ['video', 'not-an-id'],
      ['playlist', ids.alpha],
    ] as const) {
      const refused = await star(kind, id as string, 'viewer-3');
      expect(refused.status).toBe(404);
      expect(refused.body.errors[0].messages).toEqual([ContextMessages.mediaNotFound]);
    }
    const preflight = await t.http
      .options(`/p/api/stars/video/${ids.alpha}`)
      .set('origin', microsite.url)
      .set('access-control-request-method', 'POST');
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-methods']).toBe('POST');
  });

  it('shows a playlist section in the playlist’s order', async () => {
    const playlist = await acme.created({ name: 'Picks', items: [ids.charlie, ids.delta, ids.alpha] });
    await setSections([{ title: 'Picks', playlistId: playlist.id }, {}, {}]);
    const html = (await site('/')).text;
    expect(sectionTitles(html, 'top')).toEqual(['Charlie', 'Delta', 'Alpha']);
    expect(html).toContain(`data-framehouse-video="${ids.charlie}"`);
  });

  it('takes an unpublished video out of its section and its page at once', async () => {
    const fleeting = await acme.video('Fleeting', { metadata: { tags: ['fleeting'] } });
    await setSections([{}, {}, { title: 'Fleeting', regularTag: 'fleeting' }]);
    expect(sectionTitles((await site('/')).text, 'bottom')).toEqual(['Fleeting']);
    expect((await site(`/video/${fleeting}`)).status).toBe(200);
    await acme.unpublish(fleeting);
    expect(sectionTitles((await site('/')).text, 'bottom')).toBeNull();
    expect((await site(`/video/${fleeting}`)).status).toBe(404);
    expect((await site('/sitemap.xml')).text).not.toContain(fleeting);
  });

  it('renders an item page with its meta on the microsite, and 404 for anything not the organization’s published content', async () => {
    const response = await site(`/video/${ids.alpha}`);
    expect(response.status).toBe(200);
    const html = response.text;
    const canonical = `${microsite.url}/video/${ids.alpha}`;
    expect(html).toContain('<h1>Alpha</h1>');
    expect(html).toContain(`<link rel="canonical" href="${canonical}">`);
    expect(html).toContain(`<meta property="og:url" content="${canonical}">`);
    expect(html).toContain(`<meta name="twitter:player" content="${t.url}/p/video/${ids.alpha}">`);
    expect(html).toContain(`data-framehouse-video="${ids.alpha}"`);
    expect(html).toContain('class="star"');
    const jsonLd = JSON.parse(
      /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null',
    ) as Record<string, unknown>;
    expect(jsonLd).toMatchObject({ '@type': 'VideoObject', name: 'Alpha', url: canonical });
    // More to watch: the organization's other published items, not this one.
    const more = /<section class="more">([\s\S]*?)<\/section>/.exec(html)?.[1] ?? '';
    expect(more).toContain('Bravo');
    expect(more).not.toContain('>Alpha<');

    const moment = await site(`/moment/${ids.momentOne}`);
    expect(moment.status).toBe(200);
    expect(moment.text).toContain('<h1>Moment one</h1>');
    expect(moment.text).toContain(`data-framehouse-moment="${ids.momentOne}"`);

    for (const path of [
      `/video/${ids.draft}`,
      `/video/${ids.otherVideo}`,
      `/moment/${ids.otherMoment}`,
      `/moment/${ids.alpha}`,
      '/video/not-an-id',
      '/no/such/page',
      `/p/video/${ids.alpha}`,
      '/graphql',
    ]) {
      const missing = await site(path);
      expect({ path, status: missing.status }).toEqual({ path, status: 404 });
      expect(missing.text).toContain(`<h1>${ContextMessages.mediaNotFound}</h1>`);
      expect(missing.headers[MICROSITE_HEALTH_HEADER]).toBe(microsite.id);
    }
  });

  it('never lets a microsite host reach GraphQL or the API', async () => {
    const gql = await t.http
      .post('/graphql/')
      .set('host', `${microsite.domain}:${new URL(t.url).port}`)
      .set('content-type', 'application/json')
      .send({ query: '{ __typename }' });
    expect(gql.status).toBe(405);
    expect(gql.body).toEqual({});
    expect((await site('/health')).status).toBe(404);
  });

  it('answers an unknown subdomain with the 404 page, and the admin host never with the microsite', async () => {
    const unknown = await site('/', 'nobody-here.localhost');
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain(`<h1>${ContextMessages.mediaNotFound}</h1>`);
    expect(unknown.headers[MICROSITE_HEALTH_HEADER]).toBeUndefined();
    expect((await site(MICROSITE_HEALTH_PATH, 'nobody-here.localhost')).status).toBe(404);

    const admin = await t.http.get('/');
    expect(admin.status).toBe(200);
    expect(admin.text).toBe(ADMIN_INDEX);
    expect(admin.headers[MICROSITE_HEALTH_HEADER]).toBeUndefined();
    // The bare MICROSITE_HOST and a deeper name are no microsite's either.
    expect((await site('/', 'localhost')).text).toBe(ADMIN_INDEX);
    expect((await site('/', `a.${microsite.domain}`)).text).toBe(ADMIN_INDEX);
  });

  it('serves the sitemap, robots.txt (the health path) and the favicon', async () => {
    const sitemap = await site('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...sitemap.text.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locs[0]).toBe(`${microsite.url}/`);
    for (const id of [ids.alpha, ids.bravo, ids.charlie, ids.delta]) {
      expect(locs).toContain(`${microsite.url}/video/${id}`);
    }
    expect(locs).toContain(`${microsite.url}/moment/${ids.momentOne}`);
    expect(locs).toContain(`${microsite.url}/moment/${ids.momentTwo}`);
    expect(sitemap.text).not.toContain(ids.draft);
    expect(sitemap.text).not.toContain(ids.otherVideo);
    expect(sitemap.text).toContain(
      `<loc>${microsite.url}/video/${ids.alpha}</loc><lastmod>2026-01-01T00:00:00.000Z</lastmod>`,
    );

    const robots = await site(MICROSITE_HEALTH_PATH);
    expect(robots.status).toBe(200);
    expect(robots.headers[MICROSITE_HEALTH_HEADER]).toBe(microsite.id);
    expect(robots.text).toBe(`User-agent: *\nAllow: /\nSitemap: ${microsite.url}/sitemap.xml\n`);

    const fallback = await site('/favicon.ico');
    expect(fallback.status).toBe(200);
    expect(fallback.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(String(fallback.body)).toContain('<svg');

    const updated = await sites.update(microsite.id, { faviconBase64: await pngBase64(64, 64) });
    expect(updated.errors).toEqual([]);
    const faviconUrl = updated.microsite?.faviconUrl as string;
    const stored = await t.http.get(new URL(faviconUrl).pathname).buffer(true);
    const own = await site('/favicon.ico').buffer(true);
    expect(own.status).toBe(200);
    expect(own.headers['content-type']).toBe(stored.headers['content-type']);
    expect(Buffer.compare(own.body as Buffer, stored.body as Buffer)).toBe(0);
    expect((await site('/')).text).toContain(`<link rel="icon" href="${faviconUrl}">`);
  });

  it('adds GA, GA4, the colour and the Custom HTML to the microsite’s pages only', async () => {
    expect(
      (
        await sites.update(microsite.id, {
          googleAnalyticsId: 'UA-1234567-1',
          googleAnalytics4Id: 'G-ABC123XYZ',
          mainColor: '#0702F0',
          htmlCode: CUSTOM_HTML,
        })
      ).errors,
    ).toEqual([]);
    for (const path of ['/', `/video/${ids.alpha}`, `/moment/${ids.momentOne}`]) {
      const html = (await site(path)).text;
      expect(html).toContain("ga('create',\"UA-1234567-1\",'auto')");
      expect(html).toContain('https://www.google-analytics.com/analytics.js');
      expect(html).toContain('https://www.googletagmanager.com/gtag/js?id=G-ABC123XYZ');
      expect(html).toContain('--main: #0702F0;');
      expect(html).toContain(`${CUSTOM_HTML}\n</body>`);
    }
    // Nowhere else: the admin's index, the public pages, the API's own HTML.
    const elsewhere: Response[] = [
      await t.http.get('/'),
      await t.http.get('/microsite'),
      await t.http.get(`/p/video/${ids.alpha}`),
      await t.http.get(`/p/moment/${ids.momentOne}`),
      await t.http.get('/graphql/').set('accept', 'text/html'),
      await t.http.get('/p/no-such-page'),
    ];
    for (const response of elsewhere) {
      expect(response.text).not.toContain('acme-custom');
      expect(response.text).not.toContain('UA-1234567-1');
    }
    expect(elsewhere[0]?.text).toBe(ADMIN_INDEX);
    expect(elsewhere[2]?.status).toBe(200);
  });

  it('sets no cookie, names itself, allows its own scripts and is revalidated by ETag', async () => {
    for (const path of ['/', `/video/${ids.alpha}`, '/sitemap.xml', '/robots.txt', '/favicon.ico', '/nope']) {
      const response = await site(path);
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(response.headers[MICROSITE_HEALTH_HEADER]).toBe(microsite.id);
      // Kept by the public cache and revalidated each time; a 404 is never kept.
      expect(response.headers['cache-control']).toBe(
        path === '/nope' ? 'no-cache' : 'public, max-age=0, must-revalidate',
      );
      const policy = response.headers['content-security-policy'] as string;
      expect(policy).toContain(`script-src 'self' ${t.url} https: 'unsafe-inline'`);
      expect(policy).toContain("object-src 'none'");
    }
    const first = await site('/');
    expect(first.headers.etag).toBeDefined();
    const again = await site('/').set('if-none-match', first.headers.etag as string);
    expect(again.status).toBe(304);
  });

  it('says so when nothing is published', async () => {
    const empty = await Publisher.start(t, 'Empty');
    const emptySite = await new Microsites(t, empty.token).created({ title: 'Empty site' });
    const html = (await site('/', emptySite.domain)).text;
    expect(html).toContain(`<p class="empty">${MicrositeMessages.nothingPublished}</p>`);
    expect(html).not.toContain('class="moments"');
  });
});

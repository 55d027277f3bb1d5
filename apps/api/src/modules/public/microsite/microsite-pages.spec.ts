import { MicrositeMessages, SectionPosition } from '@framehouse/domain';
import type { PublicPageModel } from '../public-page';
import {
  analyticsHtml,
  cssColor,
  micrositeHomeHtml,
  micrositeItemHtml,
  micrositeRobotsTxt,
  micrositeSitemapXml,
  type MicrositeCard,
  type MicrositeHomeModel,
  type MicrositeSite,
} from './microsite-pages';

const SITE: MicrositeSite = {
  title: 'Acme </title><script>alert(1)</script>',
  description: 'Clips & "more"',
  origin: 'https://acme.fh.example',
  publicUrl: 'https://fh.example',
  logoUrl: 'https://fh.example/media/public/logo.png',
  faviconUrl: null,
  mainColor: '#0702F0',
  googleAnalyticsId: null,
  googleAnalytics4Id: null,
  htmlCode: '',
};

const card = (kind: MicrositeCard['kind'], n: number): MicrositeCard => ({
  kind,
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  title: `${kind} ${n} <b>`,
  durationMs: 65_000,
  publishedAt: new Date(Date.UTC(2026, 0, n)),
});

const videos = [1, 2, 3, 4, 5, 6].map((n) => card('video', n));
const moments = [7, 8].map((n) => card('moment', n));

const home = (over: Partial<MicrositeHomeModel> = {}): MicrositeHomeModel => ({
  site: SITE,
  momentsLocationTop: true,
  carousel: moments,
  sections: [
    { position: SectionPosition.TOP, title: 'Top picks', items: videos.slice(0, 3) },
    { position: SectionPosition.MIDDLE, title: 'Middle', items: videos.slice(0, 5) },
    { position: SectionPosition.BOTTOM, title: 'All', items: videos },
  ],
  ...over,
});

const PAGE: PublicPageModel = {
  kind: 'moment',
  id: '11111111-1111-4111-8111-111111111111',
  title: 'A <moment>',
  description: '',
  pageUrl: 'https://fh.example/p/moment/11111111-1111-4111-8111-111111111111',
  publicUrl: 'https://fh.example',
  posterUrl: 'https://fh.example/media/poster.jpg',
  durationMs: 6000,
  uploadDate: new Date('2026-01-02T03:04:05.000Z'),
  views: 1,
  transcript: '',
  organizationName: 'Acme',
  shareLinks: [],
  socialAccounts: [],
  chapters: [],
};

const jsonLdOf = (html: string): Record<string, unknown> =>
  JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null');

describe('microsite pages', () => {
  it('takes only a hex colour into the stylesheet', () => {
    expect(cssColor('#0702f0')).toBe('#0702f0');
    expect(cssColor('red; } body { display: none')).toBe('#F00223');
    expect(cssColor(null)).toBe('#F00223');
  });

  it('draws the header, escaped, in the main colour', () => {
    const html = micrositeHomeHtml(home());
    expect(html).toContain('--main: #0702F0; --on-main: #ffffff;');
    expect(html).toContain('<title>Acme &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('<img src="https://fh.example/media/public/logo.png" alt="">');
    expect(html).toContain('<p class="site-description">Clips &amp; &quot;more&quot;</p>');
    expect(html).toContain('<link rel="canonical" href="https://acme.fh.example/">');
    expect(html).toContain('<link rel="icon" href="/favicon.ico">');
    expect(jsonLdOf(html)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: SITE.title,
      description: SITE.description,
      url: 'https://acme.fh.example/',
    });
  });

  it('plays the top section’s first item in the shared player with its three beside it', () => {
    const html = micrositeHomeHtml(home());
    const top = /<section class="section-top">[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
    expect(top).toContain('<h2>Top picks</h2>');
    expect(top).toContain(
      `<div class="player" data-framehouse-video="${videos[0]?.id}" data-framehouse-share="off" data-framehouse-surface="microsite">`,
    );
    expect(top.match(/class="card"/g)).toHaveLength(3);
    expect(top).toContain(`href="/video/${videos[2]?.id}"`);
    expect(html).toContain('<script src="https://fh.example/player/embed.js" async></script>');
  });

  it('puts the moments carousel above or below the player', () => {
    const above = micrositeHomeHtml(home());
    expect(above.indexOf('class="moments"')).toBeLessThan(above.indexOf('class="section-top"'));
    const below = micrositeHomeHtml(home({ momentsLocationTop: false }));
    expect(below.indexOf('class="moments"')).toBeGreaterThan(below.indexOf('class="section-top"'));
    expect(below.indexOf('class="moments"')).toBeLessThan(below.indexOf('class="section-middle"'));
    expect(below).toContain(`href="/moment/${moments[0]?.id}"`);
    expect(below).toContain('Moment · 1:05');
  });

  it('lays the middle out as one large and four small cards and the bottom as a grid', () => {
    const html = micrositeHomeHtml(home());
    expect(html).toMatch(/<section class="section-middle"><h2>Middle<\/h2><ul class="cards middle">/);
    expect(html).toMatch(/<section class="section-bottom"><h2>All<\/h2><ul class="cards grid">/);
    expect(html).toContain('.grid { grid-template-columns: repeat(4, minmax(0, 1fr)); }');
  });

  it('shows no player without a top section, and says when nothing is published', () => {
    const withoutTop = micrositeHomeHtml(home({ sections: [] }));
    expect(withoutTop).not.toContain('embed.js');
    expect(withoutTop).not.toContain(MicrositeMessages.nothingPublished);
    const empty = micrositeHomeHtml(home({ sections: [], carousel: [] }));
    expect(empty).toContain(`<p class="empty">${MicrositeMessages.nothingPublished}</p>`);
    expect(empty).not.toContain('class="moments"');
  });

  it('adds analytics.js and gtag.js only when their ids are set, ids as data', () => {
    expect(analyticsHtml(SITE)).toBe('');
    const both = analyticsHtml({ googleAnalyticsId: 'UA-1234-1', googleAnalytics4Id: 'G-AB12</script>' });
    expect(both).toContain("ga('create',\"UA-1234-1\",'auto')");
    expect(both).toContain('https://www.google-analytics.com/analytics.js');
    expect(both).toContain('https://www.googletagmanager.com/gtag/js?id=G-AB12%3C%2Fscript%3E');
    expect(both).toContain('gtag(\'config\',"G-AB12\\u003c/script\\u003e")');
  });

  it('inserts the Custom HTML as written, at the end of the body', () => {
    const htmlCode = '<script>window.custom = 1</script><!-- member -->';
    const html = micrositeHomeHtml(home({ site: { ...SITE, htmlCode } }));
    expect(html.endsWith(`${htmlCode}\n</body>\n</html>\n`)).toBe(true);
    const item = micrositeItemHtml({ site: { ...SITE, htmlCode }, page: PAGE, stars: 0, more: [] });
    expect(item.endsWith(`${htmlCode}\n</body>\n</html>\n`)).toBe(true);
  });

  it('renders an item with its canonical address on the microsite, its stars and more items', () => {
    const html = micrositeItemHtml({ site: SITE, page: PAGE, stars: 4, more: videos.slice(0, 2) });
    const canonical = `https://acme.fh.example/moment/${PAGE.id}`;
    expect(html).toContain(`<link rel="canonical" href="${canonical}">`);
    expect(html).toContain(`<meta property="og:url" content="${canonical}">`);
    expect(html).toContain(`<meta name="twitter:player" content="${PAGE.pageUrl}">`);
    expect(html).toContain('<title>A &lt;moment&gt; · Acme');
    expect(html).toContain('<h1>A &lt;moment&gt;</h1>');
    expect(html).toContain(`data-framehouse-moment="${PAGE.id}"`);
    expect(html).toContain(`data-star-url="https://fh.example/p/api/stars/moment/${PAGE.id}"`);
    expect(html).toContain('<span class="star-count">4</span>');
    // The Star button is named by what it shows (the count), with words for those who do not see it.
    expect(html).toContain('<span class="visually-hidden">Star this moment. Stars so far:</span>');
    expect(html).not.toContain('aria-label="Star');
    expect(html).toContain('<p class="views">1 view</p>');
    expect(html.match(/class="card"/g)).toHaveLength(2);
    expect(jsonLdOf(html)).toMatchObject({
      '@type': 'VideoObject',
      name: PAGE.title,
      url: canonical,
      embedUrl: PAGE.pageUrl,
      duration: 'PT6S',
    });
  });

  it('lists the pages in the sitemap and points robots to it', () => {
    const xml = micrositeSitemapXml('https://acme.fh.example', [
      { path: '/', lastmod: null },
      { path: '/video/a&b', lastmod: new Date('2026-01-02T03:04:05.000Z') },
    ]);
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<url><loc>https://acme.fh.example/</loc></url>\n' +
        '<url><loc>https://acme.fh.example/video/a&amp;b</loc><lastmod>2026-01-02T03:04:05.000Z</lastmod></url>\n' +
        '</urlset>\n',
    );
    expect(micrositeRobotsTxt('https://acme.fh.example')).toBe(
      'User-agent: *\nAllow: /\nSitemap: https://acme.fh.example/sitemap.xml\n',
    );
  });
});

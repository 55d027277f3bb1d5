import {
  escapeHtml,
  notFoundPageHtml,
  publicPageHtml,
  scriptJson,
  videoObjectJsonLd,
  type PublicPageModel,
} from './public-page';

const PAGE: PublicPageModel = {
  kind: 'video',
  id: '6f1c2f9e-8a39-4a56-9a0e-3f1b2c3d4e5f',
  title: 'Night </script><script>alert(1)</script> "run"',
  description: 'Fast & <b>loud</b>',
  pageUrl: 'https://fh.example/p/video/6f1c2f9e-8a39-4a56-9a0e-3f1b2c3d4e5f',
  publicUrl: 'https://fh.example',
  posterUrl: 'https://fh.example/media/poster.jpg?sig=a&b=c',
  durationMs: 95_500,
  uploadDate: new Date('2026-01-02T03:04:05.000Z'),
  views: 1,
  transcript: 'first words\nsecond <words>',
};

function jsonLdOf(html: string): unknown {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  return JSON.parse(match?.[1] ?? 'null');
}

describe('public page builders', () => {
  it('escapes text for content and double-quoted attributes', () => {
    expect(escapeHtml(`<a href="x">&</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&lt;/a&gt;');
  });

  it('keeps JSON inside a script element from closing it', () => {
    const json = scriptJson({ text: '</script><!-- & \u2028' });
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual({ text: '</script><!-- & \u2028' });
  });

  it('describes the video for search engines', () => {
    expect(videoObjectJsonLd(PAGE)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'VideoObject',
      name: PAGE.title,
      description: PAGE.description,
      thumbnailUrl: [PAGE.posterUrl],
      uploadDate: '2026-01-02T03:04:05.000Z',
      duration: 'PT1M35.5S',
      url: PAGE.pageUrl,
      embedUrl: PAGE.pageUrl,
      interactionStatistic: {
        '@type': 'InteractionCounter',
        interactionType: { '@type': 'WatchAction' },
        userInteractionCount: 1,
      },
    });
    const untitled = videoObjectJsonLd({ ...PAGE, description: '', posterUrl: null, durationMs: null });
    expect(untitled.description).toBe(PAGE.title);
    expect(untitled).not.toHaveProperty('thumbnailUrl');
    expect(untitled).not.toHaveProperty('duration');
  });

  it('renders a page where nothing of the content becomes markup', () => {
    const html = publicPageHtml(PAGE);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<b>loud</b>');
    expect(html).toContain(
      '<title>Night &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;run&quot;</title>',
    );
    expect(html).toContain(
      '<meta property="og:image" content="https://fh.example/media/poster.jpg?sig=a&amp;b=c">',
    );
    expect(html).toContain('<meta name="twitter:card" content="player">');
    expect(html).toContain('second &lt;words&gt;');
    expect(html).toContain('1 view<');
    expect(html).toContain(`<div class="player" data-framehouse-video="${PAGE.id}"><img class="poster"`);
    expect(html).toContain('<script src="https://fh.example/player/embed.js" async></script>');
    expect(jsonLdOf(html)).toEqual(videoObjectJsonLd(PAGE));
  });

  it('paints the poster by id inside the placeholder, before any script runs', () => {
    expect(publicPageHtml(PAGE)).toContain(
      `<div class="player" data-framehouse-video="${PAGE.id}"><img class="poster" src="https://fh.example/p/api/video/${PAGE.id}/poster" alt="" fetchpriority="high" elementtiming="poster"></div>`,
    );
  });

  it('leaves out what a page does not have', () => {
    const html = publicPageHtml({
      ...PAGE,
      kind: 'moment',
      posterUrl: null,
      transcript: '',
      description: '',
      views: 2,
    });
    expect(html).not.toContain('og:image');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('Transcript');
    expect(html).toContain('data-framehouse-moment=');
    expect(html).toContain('2 views');
  });

  it("says the media doesn't exist", () => {
    expect(notFoundPageHtml()).toContain("<h1>This media doesn't exist.</h1>");
  });
});

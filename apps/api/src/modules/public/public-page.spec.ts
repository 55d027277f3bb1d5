import { ShareTarget, shareLinks, SHARE_TARGETS, SocialPlatform } from '@framehouse/domain';
import {
  escapeHtml,
  notFoundPageHtml,
  publicPageHtml,
  scriptJson,
  shareLinksHtml,
  socialAccountsHtml,
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
  organizationName: 'Acme & <Sons>',
  shareLinks: [],
  socialAccounts: [],
  chapters: [],
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
    expect(html).toContain(
      `<div class="player" data-framehouse-video="${PAGE.id}" data-framehouse-share="off"><img class="poster"`,
    );
    expect(html).toContain('<script src="https://fh.example/player/embed.js" async></script>');
    expect(jsonLdOf(html)).toEqual(videoObjectJsonLd(PAGE));
  });

  it('paints the poster by id inside the placeholder, before any script runs', () => {
    expect(publicPageHtml(PAGE)).toContain(
      `<div class="player" data-framehouse-video="${PAGE.id}" data-framehouse-share="off"><img class="poster" src="https://fh.example/p/api/video/${PAGE.id}/poster" alt="" fetchpriority="high" elementtiming="poster"></div>`,
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
    expect(html).not.toContain('class="share"');
    expect(html).not.toContain('class="social"');
  });

  it('shows the share links, each in a new tab that cannot reach back', () => {
    const links = shareLinks(SHARE_TARGETS, { url: PAGE.pageUrl, title: PAGE.title });
    const html = publicPageHtml({ ...PAGE, shareLinks: links });
    expect(html).toContain(shareLinksHtml(links));
    const anchors = html.match(/<nav class="share"[\s\S]*?<\/nav>/)?.[0].match(/<a [^>]*>[^<]*<\/a>/g) ?? [];
    expect(anchors).toHaveLength(6);
    for (const anchor of anchors) expect(anchor).toContain('target="_blank" rel="noopener noreferrer"');
    // The title's markup and quotes arrive as text: encoded in the URL, its & escaped in the attribute.
    expect(html).toContain(
      `<a href="https://twitter.com/intent/tweet?url=${encodeURIComponent(PAGE.pageUrl)}&amp;text=${encodeURIComponent(PAGE.title)}" class="share-twitter" aria-label="Share on X (Twitter)" target="_blank" rel="noopener noreferrer">X (Twitter)</a>`,
    );
    expect(html).not.toMatch(/href="[^"]*[<> ]/);
  });

  it('shows only the share links given, in their order', () => {
    const links = shareLinks([ShareTarget.REDDIT, ShareTarget.MAIL], { url: PAGE.pageUrl, title: 'T' });
    expect(shareLinksHtml(links)).toBe(
      '<nav class="share" aria-label="Share" data-framehouse-share-links><span class="share-title">Share</span>' +
        `<a href="mailto:?subject=T&amp;body=${encodeURIComponent(PAGE.pageUrl)}" class="share-mail" aria-label="Share on Mail" target="_blank" rel="noopener noreferrer">Mail</a>` +
        `<a href="https://www.reddit.com/submit?url=${encodeURIComponent(PAGE.pageUrl)}&amp;title=T" class="share-reddit" aria-label="Share on Reddit" target="_blank" rel="noopener noreferrer">Reddit</a>` +
        '</nav>',
    );
  });

  it("links the organization's social media accounts, escaped, web addresses only", () => {
    const html = socialAccountsHtml(PAGE.organizationName, [
      {
        platformName: SocialPlatform.YOUTUBE,
        label: 'Main <channel>',
        accountUrl: 'https://youtube.com/@a?x="1"&y=2',
      },
      { platformName: SocialPlatform.TWITTER, label: 'News', accountUrl: 'https://x.com/acme' },
      { platformName: SocialPlatform.FACEBOOK, label: 'Bad', accountUrl: 'javascript:alert(1)' },
    ]);
    expect(html).toBe(
      '<section class="social"><h2>Follow Acme &amp; &lt;Sons&gt;</h2><ul>' +
        '<li><a href="https://youtube.com/@a?x=&quot;1&quot;&amp;y=2" target="_blank" rel="noopener noreferrer"><span class="platform">YouTube</span> Main &lt;channel&gt;</a></li>' +
        '<li><a href="https://x.com/acme" target="_blank" rel="noopener noreferrer"><span class="platform">X (Twitter)</span> News</a></li>' +
        '</ul></section>',
    );
    expect(
      socialAccountsHtml(' ', [
        { platformName: SocialPlatform.TIKTOK, label: 'a', accountUrl: 'https://tiktok.com/@a' },
      ]),
    ).toContain('<h2>Follow us</h2>');
    expect(socialAccountsHtml('Acme', [])).toBe('');
    expect(
      publicPageHtml({
        ...PAGE,
        socialAccounts: [
          {
            platformName: SocialPlatform.INSTAGRAM,
            label: 'Insta',
            accountUrl: 'https://instagram.com/acme',
          },
        ],
      }),
    ).toContain('<span class="platform">Instagram</span> Insta</a>');
  });

  it('gives search engines the chapters as key moments, and the page links to them', () => {
    const chapters = [
      { title: 'Intro', startMs: 0, endMs: 30_500 },
      { title: 'The <race>', startMs: 30_500, endMs: 95_500 },
    ];
    const page = { ...PAGE, chapters };
    expect(videoObjectJsonLd(page)).toMatchObject({
      hasPart: [
        { '@type': 'Clip', name: 'Intro', startOffset: 0, endOffset: 31, url: `${PAGE.pageUrl}?t=0` },
        { '@type': 'Clip', name: 'The <race>', startOffset: 30, endOffset: 96, url: `${PAGE.pageUrl}?t=30` },
      ],
      potentialAction: {
        '@type': 'SeekToAction',
        target: `${PAGE.pageUrl}?t={seek_to_second_number}`,
        'startOffset-input': 'required name=seek_to_second_number',
      },
    });
    expect(videoObjectJsonLd(PAGE)).not.toHaveProperty('hasPart');
    const html = publicPageHtml(page);
    expect(html).toContain(
      `<a href="${PAGE.pageUrl}?t=30"><span class="chapter-start">00:30</span> The &lt;race&gt;</a>`,
    );
    expect(publicPageHtml(PAGE)).not.toContain('Chapters');
  });

  it("says the media doesn't exist", () => {
    expect(notFoundPageHtml()).toContain("<h1>This media doesn't exist.</h1>");
  });
});

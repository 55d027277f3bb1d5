import { parseLegalText } from './legal-markdown';
import { legalNotFoundHtml, legalPageHtml, legalStylesheet, type LegalAssets } from './legal-page';
import { LEGAL_DOCUMENTS, loadLegalTexts } from './legal-texts';

const assets: LegalAssets = { stylesheetUrl: '/legal/legal.css?v=abc', preloadFontUrl: null };
const [terms, eula, privacy] = LEGAL_DOCUMENTS as [
  (typeof LEGAL_DOCUMENTS)[number],
  (typeof LEGAL_DOCUMENTS)[number],
  (typeof LEGAL_DOCUMENTS)[number],
];

describe('legalPageHtml', () => {
  it('heads the text with its title and date, and marks its page in the navigation', () => {
    const html = legalPageHtml(
      eula,
      parseLegalText('---\nlast-modified: 2021-04-25\n---\n# EULA <v2>\n\n## Grant\n\nYes.\n'),
      assets,
    );
    expect(html).toContain('<title>EULA &lt;v2&gt;</title>');
    expect(html).toContain('<h1>EULA &lt;v2&gt;</h1>');
    expect(html).toContain('Last modified: <time datetime="2021-04-25">April 25, 2021</time>');
    expect(html).toContain('<a href="/terms-of-use/d2c" aria-current="page">D2C plugin license</a>');
    expect(html).toContain('<a href="/terms-of-use">Terms of use</a>');
    expect(html).toContain('<ol><li><a href="#grant">Grant</a></li></ol>');
    expect(html).toContain('<link rel="stylesheet" href="/legal/legal.css?v=abc">');
    expect(html).not.toContain('rel="preload"');
    expect(html).not.toContain('noindex');
  });

  it('names an untitled, undated text after its page and goes without what it lacks', () => {
    const html = legalPageHtml(privacy, parseLegalText('We keep nothing.\n'), {
      ...assets,
      preloadFontUrl: '/legal/fonts/roboto-400.woff2',
    });
    expect(html).toContain('<h1>Privacy policy</h1>');
    expect(html).not.toContain('Last modified');
    expect(html).not.toContain('class="toc"');
    expect(html).toContain('<div class="layout single">');
    expect(html).toContain('<link rel="preload" href="/legal/fonts/roboto-400.woff2"');
  });

  it('answers an unknown address with the list of texts, kept out of search engines', () => {
    const html = legalNotFoundHtml(assets);
    expect(html).toContain('<h1>Page not found</h1>');
    expect(html).toContain('<meta name="robots" content="noindex">');
    for (const document of [terms, eula, privacy]) {
      expect(html).toContain(`<li><a href="${document.path}">${document.label}</a></li>`);
    }
    expect(html).not.toContain('aria-current');
  });
});

describe('legalStylesheet', () => {
  it('declares the fonts it is given, in the brand colour', () => {
    const css = legalStylesheet([{ family: 'Roboto', weight: 400, url: '/legal/fonts/roboto-400.woff2' }]);
    expect(css).toContain(
      "@font-face { font-family: 'Roboto'; font-style: normal; font-weight: 400; font-display: swap; src: url(/legal/fonts/roboto-400.woff2) format('woff2');",
    );
    expect(css).toContain('--brand: #ce0000');
    expect(legalStylesheet([])).not.toContain('@font-face');
  });
});

describe('the shipped texts', () => {
  it('are dated as the spec says and have a title and sections', async () => {
    const texts = await loadLegalTexts(undefined);
    expect(
      texts.map(({ document, text, fromOperator }) => ({
        path: document.path,
        title: text.title,
        lastModified: text.lastModified,
        fromOperator,
      })),
    ).toEqual([
      {
        path: '/terms-of-use',
        title: 'Subscriber Terms of Use',
        lastModified: '2020-12-14',
        fromOperator: false,
      },
      {
        path: '/terms-of-use/d2c',
        title: 'End User License Agreement — D2C Plugin',
        lastModified: '2021-04-25',
        fromOperator: false,
      },
      { path: '/privacy-policy', title: 'Privacy Policy', lastModified: '2020-12-14', fromOperator: false },
    ]);
    for (const { text } of texts) expect(text.sections.length).toBeGreaterThanOrEqual(12);
  });

  it('link to each other at addresses that exist', async () => {
    const texts = await loadLegalTexts(undefined);
    const ids = new Map(texts.map(({ document, text }) => [document.path, text.html]));
    for (const { text } of texts) {
      for (const [, path, anchor] of text.html.matchAll(/href="(\/[^"#]*)(?:#([^"]+))?"/g)) {
        expect(ids.has(path as string)).toBe(true);
        if (anchor) expect(ids.get(path as string)).toContain(`id="${anchor}"`);
      }
    }
  });
});

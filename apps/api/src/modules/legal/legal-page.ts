import { escapeHtml } from '../public/public-page';
import { readableDate, type LegalText } from './legal-markdown';
import { LEGAL_DOCUMENTS, type LegalDocument } from './legal-texts';

/** The legal pages' stylesheet and fonts are served under this path (not an admin route). */
export const LEGAL_ASSETS_PATH = '/legal';

/** A web font the pages' stylesheet declares, served under LEGAL_ASSETS_PATH/fonts/. */
export interface LegalFont {
  family: 'Roboto' | 'Roboto Condensed';
  weight: 400 | 700;
  url: string;
}

/** What every page links to: the stylesheet (its URL carries its digest) and the font worth preloading. */
export interface LegalAssets {
  stylesheetUrl: string;
  preloadFontUrl: string | null;
}

/** Latin, as @fontsource/roboto declares it: other characters come from the fallback fonts. */
const LATIN =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

/**
 * The pages' look: the admin's (primary #CE0000, Roboto for text, Roboto Condensed for headings), on
 * white, in a column of about 70 characters; the table of contents beside the text on wide screens and
 * above it on narrow ones.
 */
export function legalStylesheet(fonts: readonly LegalFont[]): string {
  const faces = fonts.map(
    (font) =>
      `@font-face { font-family: '${font.family}'; font-style: normal; font-weight: ${font.weight}; ` +
      `font-display: swap; src: url(${font.url}) format('woff2'); unicode-range: ${LATIN}; }`,
  );
  return `${faces.join('\n')}
:root { --brand: #ce0000; --brand-dark: #a30000; --text: #1d1d1f; --muted: #5c5f66; --line: #e3e3e6; --soft: #f6f6f7; color-scheme: light; }
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; scroll-behavior: smooth; }
@media (prefers-reduced-motion: reduce) { html { scroll-behavior: auto; } }
body { margin: 0; background: #fff; color: var(--text); font: 400 1.0625rem/1.7 Roboto, 'Helvetica Neue', Helvetica, Arial, sans-serif; }
a { color: var(--brand); text-decoration-thickness: 1px; text-underline-offset: 0.18em; }
a:hover { color: var(--brand-dark); text-decoration-thickness: 2px; }
a:focus-visible { outline: 3px solid var(--brand); outline-offset: 2px; border-radius: 2px; }
.skip-link { position: absolute; left: 16px; top: -48px; z-index: 2; padding: 8px 16px; background: var(--brand); color: #fff; font-weight: 700; border-radius: 0 0 4px 4px; }
.skip-link:focus { top: 0; color: #fff; }
.wrap { max-width: 1120px; margin: 0 auto; padding: 0 20px; }
.site-header { border-top: 4px solid var(--brand); border-bottom: 1px solid var(--line); }
.site-header .wrap { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 8px 32px; padding-top: 14px; padding-bottom: 14px; }
.product { color: var(--brand); font: 700 1.375rem/1.2 'Roboto Condensed', Roboto, Arial, sans-serif; letter-spacing: 0.12em; text-transform: uppercase; text-decoration: none; }
.product:hover { color: var(--brand-dark); }
.legal-nav ul { display: flex; flex-wrap: wrap; gap: 0 24px; margin: 0; padding: 0; list-style: none; }
.legal-nav a { display: inline-block; padding: 6px 0; color: var(--muted); font-size: 0.9375rem; text-decoration: none; border-bottom: 2px solid transparent; }
.legal-nav a:hover { color: var(--text); }
.legal-nav a[aria-current='page'] { color: var(--brand); border-bottom-color: var(--brand); font-weight: 700; }
.document { padding-top: 40px; padding-bottom: 72px; }
.document-header { max-width: 46rem; margin-bottom: 32px; }
h1, h2, h3, h4 { font-family: 'Roboto Condensed', Roboto, Arial, sans-serif; font-weight: 700; line-height: 1.25; scroll-margin-top: 16px; }
h1 { margin: 0 0 8px; font-size: clamp(2rem, 5vw, 2.75rem); letter-spacing: -0.01em; }
.modified { margin: 0; color: var(--muted); font-size: 0.9375rem; }
.layout { display: grid; gap: 32px; }
.toc { padding: 20px 24px; background: var(--soft); border-radius: 8px; font-size: 0.9375rem; line-height: 1.45; }
.toc h2 { margin: 0 0 12px; font-size: 0.8125rem; letter-spacing: 0.08em; text-transform: uppercase; color: var(--muted); }
.toc ol { margin: 0; padding: 0; list-style: none; }
.toc li + li { margin-top: 8px; }
.toc a { color: var(--text); text-decoration: none; }
.toc a:hover { color: var(--brand); text-decoration: underline; }
.text { max-width: 46rem; min-width: 0; overflow-wrap: break-word; }
.text h2 { margin: 2.5rem 0 0.75rem; padding-top: 1.25rem; border-top: 1px solid var(--line); font-size: 1.5rem; }
.text h3 { margin: 1.75rem 0 0.5rem; font-size: 1.2rem; }
.text h4 { margin: 1.5rem 0 0.5rem; font-size: 1.05rem; }
.text p, .text ul, .text ol, .text table, .text blockquote { margin: 0 0 1rem; }
.text ul, .text ol { padding-left: 1.5rem; }
.text li + li { margin-top: 0.35rem; }
.text blockquote { padding: 14px 20px; background: #fff5f5; border-left: 4px solid var(--brand); border-radius: 0 6px 6px 0; }
.text blockquote > :last-child { margin-bottom: 0; }
.text hr { margin: 2rem 0; border: 0; border-top: 1px solid var(--line); }
.text code { padding: 0.1em 0.35em; background: var(--soft); border-radius: 4px; font-size: 0.9em; }
.text table { display: block; max-width: 100%; overflow-x: auto; border-collapse: collapse; font-size: 0.9375rem; }
.text th, .text td { padding: 8px 12px; border: 1px solid var(--line); text-align: left; vertical-align: top; }
.text th { background: var(--soft); }
.site-footer { border-top: 1px solid var(--line); color: var(--muted); font-size: 0.875rem; }
.site-footer .wrap { padding-top: 20px; padding-bottom: 32px; }
@media (max-width: 600px) {
  .site-header .wrap { padding-top: 10px; padding-bottom: 6px; gap: 2px; }
  .legal-nav ul { gap: 0 16px; }
  .legal-nav a { font-size: 0.875rem; }
  .document { padding-top: 28px; }
}
@media (min-width: 960px) {
  .layout { grid-template-columns: 260px minmax(0, 1fr); gap: 56px; align-items: start; }
  .layout.single { grid-template-columns: minmax(0, 1fr); }
  .toc { position: sticky; top: 24px; max-height: calc(100vh - 48px); overflow-y: auto; }
  .text > h2:first-child { margin-top: 0; padding-top: 0; border-top: 0; }
}
@media print {
  .site-header nav, .toc, .skip-link, .site-footer { display: none; }
  .layout { display: block; }
  body { font-size: 11pt; }
  a { color: inherit; }
}
`;
}

function head(title: string, assets: LegalAssets, extra: string[] = []): string {
  return [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    ...extra,
    assets.preloadFontUrl
      ? `<link rel="preload" href="${escapeHtml(assets.preloadFontUrl)}" as="font" type="font/woff2" crossorigin>`
      : '',
    `<link rel="stylesheet" href="${escapeHtml(assets.stylesheetUrl)}">`,
  ]
    .filter(Boolean)
    .join('\n');
}

/** The bar above every legal page: the product's name (home) and the three texts, the current one marked. */
function siteHeader(current: LegalDocument | null): string {
  const links = LEGAL_DOCUMENTS.map(
    (document) =>
      `<li><a href="${document.path}"${document === current ? ' aria-current="page"' : ''}>${escapeHtml(
        document.label,
      )}</a></li>`,
  );
  return [
    '<header class="site-header">',
    '<div class="wrap">',
    '<a class="product" href="/">Framehouse</a>',
    `<nav class="legal-nav" aria-label="Legal"><ul>${links.join('')}</ul></nav>`,
    '</div>',
    '</header>',
  ].join('\n');
}

function page(title: string, assets: LegalAssets, current: LegalDocument | null, main: string[]): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    head(title, assets, current ? [] : ['<meta name="robots" content="noindex">']),
    '</head>',
    '<body>',
    '<a class="skip-link" href="#main">Skip to content</a>',
    siteHeader(current),
    '<main id="main" class="wrap document" tabindex="-1">',
    ...main,
    '</main>',
    '<footer class="site-footer"><div class="wrap"><a href="/">Back to Framehouse</a></div></footer>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** A legal page: its title and date, a table of contents of its sections, then the text. */
export function legalPageHtml(document: LegalDocument, text: LegalText, assets: LegalAssets): string {
  const title = text.title ?? document.label;
  const toc = text.sections.length
    ? [
        '<nav class="toc" aria-labelledby="toc-title">',
        '<h2 id="toc-title">Contents</h2>',
        `<ol>${text.sections
          .map((section) => `<li><a href="#${escapeHtml(section.id)}">${escapeHtml(section.text)}</a></li>`)
          .join('')}</ol>`,
        '</nav>',
      ].join('\n')
    : '';
  return page(title, assets, document, [
    '<header class="document-header">',
    `<h1>${escapeHtml(title)}</h1>`,
    text.lastModified
      ? `<p class="modified">Last modified: <time datetime="${text.lastModified}">${readableDate(
          text.lastModified,
        )}</time></p>`
      : '',
    '</header>',
    `<div class="layout${toc ? '' : ' single'}">`,
    toc,
    `<article class="text">\n${text.html}</article>`,
    '</div>',
  ]);
}

/** What an unknown path under the legal pages answers (404): where the texts are. */
export function legalNotFoundHtml(assets: LegalAssets): string {
  return page('Page not found', assets, null, [
    '<header class="document-header">',
    '<h1>Page not found</h1>',
    '<p class="modified">There is no legal text at this address. The texts of this service are:</p>',
    '</header>',
    '<div class="text"><ul>',
    ...LEGAL_DOCUMENTS.map(
      (document) => `<li><a href="${document.path}">${escapeHtml(document.label)}</a></li>`,
    ),
    '</ul></div>',
  ]);
}

import {
  EMBED_ATTRIBUTES,
  EMBED_SCRIPT_PATH,
  EMBED_SHARE_ATTRIBUTE,
  EMBED_SURFACE_ATTRIBUTE,
  MICROSITE_FAVICON_PATH,
  MICROSITE_PRESET_COLORS,
  MICROSITE_SITEMAP_PATH,
  micrositeItemPath,
  MicrositeMessages,
  publicPosterPath,
  SectionPosition,
  textColorOn,
  type EmbedKind,
} from '@framehouse/domain';
import { clockDuration } from '../playlist-page';
import {
  escapeHtml,
  htmlDocument,
  meta,
  PAGE_STYLE,
  scriptJson,
  videoObjectJsonLd,
  videoShareMeta,
  type PublicPageModel,
} from '../public-page';

/**
 * The public microsite's documents (decisions.md, "Microsites: the public site (issue 17)"), pure: the
 * home page, an item page, the sitemap and robots.txt. They share the public pages' look, escaping and
 * embed loader; only these documents carry the member's analytics and Custom HTML.
 */

/** A published video or visible moment as a microsite lists it. */
export interface MicrositeCard {
  kind: EmbedKind;
  id: string;
  title: string;
  durationMs: number | null;
  publishedAt: Date;
}

/** What every page of a microsite shows or loads: its header, colour, analytics and Custom HTML. */
export interface MicrositeSite {
  title: string;
  description: string;
  /** The microsite's address (`http://acme.localhost:3000`), no trailing slash. */
  origin: string;
  /** PUBLIC_URL without a trailing slash: the loader, posters and the stars call are there. */
  publicUrl: string;
  logoUrl: string | null;
  faviconUrl: string | null;
  mainColor: string;
  googleAnalyticsId: string | null;
  googleAnalytics4Id: string | null;
  htmlCode: string;
}

/** A section that has enough items to show, cut to what its position holds. */
export interface MicrositeSectionView {
  position: SectionPosition;
  title: string;
  items: MicrositeCard[];
}

export interface MicrositeHomeModel {
  site: MicrositeSite;
  momentsLocationTop: boolean;
  /** The newest published moments (MICROSITE_CAROUSEL_MOMENTS_MAX at most). */
  carousel: MicrositeCard[];
  /** The sections shown, in page order; one without enough items is left out by the caller. */
  sections: MicrositeSectionView[];
}

export interface MicrositeItemModel {
  site: MicrositeSite;
  /** The public page's content of the item (its pageUrl is the /p/ page, the embeddable one). */
  page: PublicPageModel;
  stars: number;
  /** Other published items of the organization. */
  more: MicrositeCard[];
}

/** A sitemap entry: a path on the microsite and when its content last changed. */
export interface SitemapEntry {
  path: string;
  lastmod: Date | null;
}

const FALLBACK_COLOR = MICROSITE_PRESET_COLORS[0] as string;

/** The stored colour when it is a hex colour, else the first preset: it is written into CSS. */
export function cssColor(value: string | null | undefined): string {
  return value && /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value) ? value : FALLBACK_COLOR;
}

const MICROSITE_STYLE = `
  main { max-width: 1200px; }
  a { color: inherit; }
  .site { background: var(--main); color: var(--on-main); }
  .site-inner { max-width: 1200px; margin: 0 auto; padding: 16px; display: flex; flex-wrap: wrap; align-items: center; column-gap: 16px; }
  .site a { display: flex; align-items: center; gap: 16px; text-decoration: none; }
  .site img { height: 48px; width: auto; max-width: 160px; object-fit: contain; }
  .site-title { font-size: 1.4rem; font-weight: 700; margin: 0; }
  .site-description { margin: 4px 0 0; opacity: .85; }
  section > h2 { border-left: 4px solid var(--main); padding-left: 8px; }
  .card { display: block; text-decoration: none; color: #e8e8ea; border-radius: 8px; }
  .card:hover .card-title, .card:focus-visible .card-title { text-decoration: underline; }
  .card img { display: block; width: 100%; aspect-ratio: 16 / 9; object-fit: cover; border-radius: 6px; background: #000; }
  .card-title { display: block; font-weight: 600; margin-top: 6px; overflow: hidden; text-overflow: ellipsis; }
  .card-meta { display: block; color: #9a9aa2; font-size: 0.85rem; margin-top: 2px; }
  .cards { list-style: none; margin: 0; padding: 0; display: grid; gap: 16px; }
  .strip { list-style: none; margin: 0; padding: 0 0 8px; display: flex; gap: 12px; overflow-x: auto; scroll-snap-type: x mandatory; }
  .strip li { flex: 0 0 200px; scroll-snap-align: start; }
  .feature { display: grid; grid-template-columns: 2fr 1fr; gap: 16px; align-items: start; }
  .feature .cards { gap: 12px; }
  .feature .card { display: grid; grid-template-columns: 45% 1fr; gap: 8px; align-items: start; }
  .feature .card-title { margin-top: 0; }
  .middle { display: grid; grid-template-columns: 2fr 1fr 1fr; gap: 16px; }
  .middle li:first-child { grid-column: 1; grid-row: 1 / span 2; }
  .middle li:first-child .card-title { font-size: 1.2rem; }
  .grid { grid-template-columns: repeat(4, minmax(0, 1fr)); }
  .empty { color: #9a9aa2; }
  .item-actions { display: flex; align-items: center; gap: 16px; margin-top: 12px; }
  .item-actions .views { margin: 0; }
  .star { font: inherit; cursor: pointer; border: 0; border-radius: 16px; padding: 6px 14px; background: var(--main); color: var(--on-main); }
  .star[disabled] { cursor: default; opacity: .8; }
  .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
  @media (max-width: 900px) {
    .feature { grid-template-columns: 1fr; }
    .middle, .grid { grid-template-columns: repeat(2, minmax(0, 1fr)); }
    .middle li:first-child { grid-column: 1 / -1; grid-row: auto; }
  }
  @media (max-width: 520px) { .grid { grid-template-columns: minmax(0, 1fr); } }`;

/** The stylesheet: the public pages' look, the microsite's layout and its colour. */
function styleOf(site: MicrositeSite): string {
  const color = cssColor(site.mainColor);
  return `<style>:root { --main: ${color}; --on-main: ${textColorOn(color)}; }${PAGE_STYLE}${MICROSITE_STYLE}</style>`;
}

/**
 * Google Analytics (analytics.js with a UA id) and Google Analytics 4 (gtag.js), each only when set. The
 * ids enter as JSON in the script and URL-encoded in the address, never as markup.
 */
export function analyticsHtml(site: Pick<MicrositeSite, 'googleAnalyticsId' | 'googleAnalytics4Id'>): string {
  const parts: string[] = [];
  const ua = site.googleAnalyticsId?.trim();
  if (ua) {
    parts.push(
      `<script>window.ga=window.ga||function(){(ga.q=ga.q||[]).push(arguments)};ga.l=+new Date;` +
        `ga('create',${scriptJson(ua)},'auto');ga('send','pageview');</script>`,
      '<script async src="https://www.google-analytics.com/analytics.js"></script>',
    );
  }
  const ga4 = site.googleAnalytics4Id?.trim();
  if (ga4) {
    parts.push(
      `<script async src="https://www.googletagmanager.com/gtag/js?id=${escapeHtml(encodeURIComponent(ga4))}"></script>`,
      `<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}` +
        `gtag('js',new Date());gtag('config',${scriptJson(ga4)});</script>`,
    );
  }
  return parts.join('\n');
}

/** The head every microsite page starts with. */
function headOf(site: MicrositeSite, title: string): string[] {
  return [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    `<link rel="icon" href="${escapeHtml(site.faviconUrl ?? MICROSITE_FAVICON_PATH)}">`,
  ];
}

/** The header: logo and title linking home, and the description, on the microsite's colour. */
function siteHeader(site: MicrositeSite, titleTag: 'h1' | 'p'): string {
  const logo = site.logoUrl ? `<img src="${escapeHtml(site.logoUrl)}" alt="">` : '';
  const description = site.description
    ? `<p class="site-description">${escapeHtml(site.description)}</p>`
    : '';
  return (
    `<header class="site"><div class="site-inner"><a href="/">${logo}` +
    `<${titleTag} class="site-title">${escapeHtml(site.title)}</${titleTag}></a>${description}</div></header>`
  );
}

/** Everything after the page's content: the loader when the page has a player, then the member's HTML. */
function bodyEnd(site: MicrositeSite, withPlayer: boolean): string[] {
  return [
    withPlayer ? `<script src="${escapeHtml(site.publicUrl + EMBED_SCRIPT_PATH)}" async></script>` : '',
    // As the member wrote it: it runs on the microsite's own origin only, which holds no session.
    site.htmlCode,
  ];
}

const posterOf = (site: MicrositeSite, card: Pick<MicrositeCard, 'kind' | 'id'>) =>
  site.publicUrl + publicPosterPath(card.kind, card.id);

/** An item's thumbnail, title and length, linking to its page on the microsite. */
function cardHtml(site: MicrositeSite, card: MicrositeCard, eager = false): string {
  const length = card.durationMs !== null ? clockDuration(card.durationMs) : '';
  const kind = card.kind === 'moment' ? 'Moment' : 'Video';
  return (
    `<li><a class="card" href="${escapeHtml(micrositeItemPath(card.kind, card.id))}">` +
    `<img src="${escapeHtml(posterOf(site, card))}" alt=""${eager ? '' : ' loading="lazy"'}>` +
    `<span><span class="card-title">${escapeHtml(card.title)}</span>` +
    `<span class="card-meta">${kind}${length ? ` · ${length}` : ''}</span></span></a></li>`
  );
}

/** The player placeholder the embed loader fills, with the poster painted before it arrives. */
function playerHtml(site: MicrositeSite, card: Pick<MicrositeCard, 'kind' | 'id'>): string {
  return (
    `<div class="player" ${EMBED_ATTRIBUTES[card.kind]}="${escapeHtml(card.id)}" ${EMBED_SHARE_ATTRIBUTE}="off" ${EMBED_SURFACE_ATTRIBUTE}="microsite">` +
    `<img class="poster" src="${escapeHtml(posterOf(site, card))}" alt="" fetchpriority="high" elementtiming="poster"></div>`
  );
}

function carouselHtml(site: MicrositeSite, moments: readonly MicrositeCard[]): string {
  if (!moments.length) return '';
  return (
    `<section class="moments" aria-label="Moments"><h2>Moments</h2>` +
    `<ul class="strip">${moments.map((card) => cardHtml(site, card)).join('')}</ul></section>`
  );
}

/** Top: the first item in the shared player, the three as thumbnails beside it ("video with thumbnails"). */
function topSectionHtml(site: MicrositeSite, section: MicrositeSectionView): string {
  const [first] = section.items;
  if (!first) return '';
  return (
    `<section class="section-top"><h2>${escapeHtml(section.title)}</h2><div class="feature">${playerHtml(site, first)}` +
    `<ul class="cards">${section.items.map((card) => cardHtml(site, card, true)).join('')}</ul></div></section>`
  );
}

/** Middle: one large card and up to four small ones; bottom: a grid, four a row on a desktop. */
function listSectionHtml(site: MicrositeSite, section: MicrositeSectionView): string {
  const layout = section.position === SectionPosition.MIDDLE ? 'middle' : 'grid';
  return (
    `<section class="section-${section.position.toLowerCase()}"><h2>${escapeHtml(section.title)}</h2>` +
    `<ul class="cards ${layout}">${section.items.map((card) => cardHtml(site, card)).join('')}</ul></section>`
  );
}

/** A WebSite for search engines (https://schema.org/WebSite). */
function websiteJsonLd(site: MicrositeSite): string {
  const value = {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: site.title,
    ...(site.description ? { description: site.description } : {}),
    url: `${site.origin}/`,
  };
  return `<script type="application/ld+json">${scriptJson(value)}</script>`;
}

/**
 * The home page: the header; the moments carousel above or below the top section's player
 * (momentsLocationTop); the top, middle and bottom sections that have enough items; the member's
 * analytics and HTML. With nothing at all to show, it says so.
 */
export function micrositeHomeHtml(model: MicrositeHomeModel): string {
  const { site } = model;
  const description = site.description || site.title;
  const top = model.sections.find((section) => section.position === SectionPosition.TOP);
  const image =
    site.logoUrl ?? (model.sections[0]?.items[0] ? posterOf(site, model.sections[0].items[0]) : null);
  const head = [
    ...headOf(site, site.title),
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(site.origin)}/">`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:title', site.title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', `${site.origin}/`),
    meta('property', 'og:image', image),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', site.title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    websiteJsonLd(site),
    styleOf(site),
    analyticsHtml(site),
  ];
  const carousel = carouselHtml(site, model.carousel);
  const topHtml = top ? topSectionHtml(site, top) : '';
  const rest = model.sections
    .filter((section) => section !== top)
    .map((section) => listSectionHtml(site, section));
  const nothing = !carousel && !model.sections.length;
  const body = [
    siteHeader(site, 'h1'),
    '<main>',
    ...(model.momentsLocationTop ? [carousel, topHtml] : [topHtml, carousel]),
    ...rest,
    nothing ? `<p class="empty">${escapeHtml(MicrositeMessages.nothingPublished)}</p>` : '',
    '</main>',
    ...bodyEnd(site, Boolean(top)),
  ];
  return htmlDocument(head, body);
}

/** The Star button's script: one POST to the public stars call, then the count it answers. */
const STAR_SCRIPT = `<script>(function(){var b=document.querySelector('button.star');if(!b)return;
b.addEventListener('click',function(){b.disabled=true;fetch(b.getAttribute('data-star-url'),{method:'POST'})
.then(function(r){return r.ok?r.json():null}).then(function(d){if(d&&typeof d.stars==='number'){
b.querySelector('.star-count').textContent=String(d.stars);b.setAttribute('aria-pressed','true')}else{b.disabled=false}},
function(){b.disabled=false})})})();</script>`;

/** The public call that stars an item (POST, from any origin). */
export const starsPath = (kind: EmbedKind, id: string) => `/p/api/stars/${kind}/${encodeURIComponent(id)}`;

/**
 * An item's page: the header, the item in the shared player, its title, views, Star button and
 * description, and more of the organization's items. OpenGraph, Twitter and JSON-LD as the public page
 * has them, with the canonical address on the microsite.
 */
export function micrositeItemHtml(model: MicrositeItemModel): string {
  const { site, page } = model;
  const canonical = site.origin + micrositeItemPath(page.kind, page.id);
  const description = page.description || page.title;
  const jsonLd = { ...videoObjectJsonLd({ ...page, pageUrl: canonical }), embedUrl: page.pageUrl };
  const head = [
    ...headOf(site, `${page.title} · ${site.title}`),
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    meta('property', 'og:type', 'video.other'),
    meta('property', 'og:site_name', site.title),
    ...videoShareMeta(page, canonical, description),
    `<script type="application/ld+json">${scriptJson(jsonLd)}</script>`,
    styleOf(site),
    analyticsHtml(site),
  ];
  const views = `${page.views} ${page.views === 1 ? 'view' : 'views'}`;
  const noun = page.kind === 'moment' ? 'moment' : 'video';
  const body = [
    siteHeader(site, 'p'),
    '<main>',
    `<h1>${escapeHtml(page.title)}</h1>`,
    playerHtml(site, page),
    // Named by its words, not an aria-label: a name without the count it shows fails whoever names what
    // they see (voice control).
    `<div class="item-actions"><button class="star" type="button" ` +
      `data-star-url="${escapeHtml(site.publicUrl + starsPath(page.kind, page.id))}">` +
      `<span aria-hidden="true">★</span> <span class="visually-hidden">Star this ${noun}. Stars so far:</span> ` +
      `<span class="star-count">${model.stars}</span></button><p class="views">${views}</p></div>`,
    page.description ? `<p class="description">${escapeHtml(page.description)}</p>` : '',
    page.transcript
      ? `<section><h2>Transcript</h2><p class="transcript">${escapeHtml(page.transcript)}</p></section>`
      : '',
    model.more.length
      ? `<section class="more"><h2>More to watch</h2><ul class="cards grid">${model.more
          .map((card) => cardHtml(site, card))
          .join('')}</ul></section>`
      : '',
    '</main>',
    STAR_SCRIPT,
    ...bodyEnd(site, true),
  ];
  return htmlDocument(head, body);
}

/** The sitemap (https://www.sitemaps.org/protocol.html): absolute addresses on the microsite. */
export function micrositeSitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    ({ path, lastmod }) =>
      `<url><loc>${escapeHtml(origin + path)}</loc>${
        lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''
      }</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join(
    '\n',
  )}\n</urlset>\n`;
}

/** Every crawler may read everything; the sitemap lists the pages. */
export function micrositeRobotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nSitemap: ${origin}${MICROSITE_SITEMAP_PATH}\n`;
}

/** The product's own icon (the admin's favicon.svg), for a microsite without a favicon of its own. */
export const DEFAULT_FAVICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#CE0000"/>' +
  '<path d="M10 7h13v4h-8.5v4H21v4h-6.5v6H10z" fill="#fff"/></svg>';

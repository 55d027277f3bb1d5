import {
  ContextMessages,
  formatDuration,
  EMBED_ATTRIBUTES,
  EMBED_SCRIPT_PATH,
  EMBED_SHARE_ATTRIBUTE,
  isoDuration,
  isWebLink,
  publicPosterPath,
  seekUrl,
  SHARE_LINKS_ATTRIBUTE,
  SOCIAL_PLATFORM_LABELS,
  type EmbedKind,
  type PublicChapter,
  type ShareLink,
  type SocialPlatform,
} from '@framehouse/domain';

/** One of the organization's social media accounts, linked from its pages. */
export interface PublicSocialAccount {
  platformName: SocialPlatform;
  label: string;
  accountUrl: string;
}

/** What a public page of a published video or moment shows (its published metadata only). */
export interface PublicPageModel {
  kind: EmbedKind;
  /** The video's or the moment's id: what the player placeholder names. */
  id: string;
  title: string;
  description: string;
  pageUrl: string;
  /** PUBLIC_URL without a trailing slash: where the loader script is. */
  publicUrl: string;
  posterUrl: string | null;
  durationMs: number | null;
  uploadDate: Date;
  views: number;
  /** The spoken text (a moment: the words in its range); empty when there is none. */
  transcript: string;
  organizationName: string;
  /** The organization's visible share icons as links sharing `pageUrl`. */
  shareLinks: ShareLink[];
  socialAccounts: PublicSocialAccount[];
  /** A video's chapters (a moment's page has none). */
  chapters: PublicChapter[];
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
};

/** Text for HTML content and double-quoted attribute values alike (every attribute here is). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (character) => HTML_ESCAPES[character] as string);
}

/**
 * JSON inside a <script> element: `<`, `>` and `&` as \u escapes so no `</script>` or `<!--` can end or
 * bend the element, and the two line separators JavaScript once refused.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The key moments of a video as search engines read them: a Clip per chapter (offsets in whole seconds,
 * each linking to the page at its start) and a SeekToAction saying how to link to any second.
 * https://developers.google.com/search/docs/appearance/structured-data/video#key-moments
 */
export function keyMomentsJsonLd(
  page: Pick<PublicPageModel, 'chapters' | 'pageUrl'>,
): Record<string, unknown> {
  if (page.chapters.length === 0) return {};
  return {
    hasPart: page.chapters.map((chapter) => ({
      '@type': 'Clip',
      name: chapter.title,
      startOffset: Math.floor(chapter.startMs / 1000),
      endOffset: Math.ceil(chapter.endMs / 1000),
      url: seekUrl(page.pageUrl, chapter.startMs),
    })),
    potentialAction: {
      '@type': 'SeekToAction',
      target: `${page.pageUrl}?t={seek_to_second_number}`,
      'startOffset-input': 'required name=seek_to_second_number',
    },
  };
}

/** The chapters as links to their starts on the page itself (nothing when there are none). */
export function chaptersHtml(page: Pick<PublicPageModel, 'chapters' | 'pageUrl'>): string {
  if (page.chapters.length === 0) return '';
  const items = page.chapters.map(
    (chapter) =>
      `<li><a href="${escapeHtml(seekUrl(page.pageUrl, chapter.startMs))}"><span class="chapter-start">${formatDuration(chapter.startMs)}</span> ${escapeHtml(chapter.title)}</a></li>`,
  );
  return `<section><h2>Chapters</h2><ol class="chapters">${items.join('')}</ol></section>`;
}

/** The schema.org VideoObject search engines read (https://schema.org/VideoObject). */
export function videoObjectJsonLd(page: PublicPageModel): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: page.title,
    description: page.description || page.title,
    ...(page.posterUrl ? { thumbnailUrl: [page.posterUrl] } : {}),
    uploadDate: page.uploadDate.toISOString(),
    ...(page.durationMs !== null ? { duration: isoDuration(page.durationMs) } : {}),
    url: page.pageUrl,
    embedUrl: page.pageUrl,
    interactionStatistic: {
      '@type': 'InteractionCounter',
      interactionType: { '@type': 'WatchAction' },
      userInteractionCount: page.views,
    },
    ...keyMomentsJsonLd(page),
  };
}

/** The public pages' look (video, moment and playlist pages, and the 404). */
export const PAGE_STYLE = `
  body { margin: 0; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; background: #0f1115; color: #e8e8ea; }
  main { max-width: 960px; margin: 0 auto; padding: 24px 16px 48px; }
  h1 { font-size: 1.6rem; margin: 0 0 16px; }
  h2 { font-size: 1.1rem; margin: 32px 0 8px; }
  .player { background: #000; border-radius: 8px; overflow: hidden; }
  .player .poster { display: block; width: 100%; aspect-ratio: 16 / 9; object-fit: cover; }
  .description, .transcript { white-space: pre-wrap; line-height: 1.5; color: #c6c6cc; }
  .views { color: #9a9aa2; font-size: 0.9rem; margin: 12px 0 0; }
  .share, .social ul { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; margin: 16px 0 0; padding: 0; list-style: none; }
  .share-title { color: #9a9aa2; font-size: 0.9rem; margin-right: 4px; }
  .share a, .social a { display: inline-block; padding: 6px 12px; border-radius: 16px; background: #23262d; color: #e8e8ea;
    font-size: 0.9rem; text-decoration: none; }
  .share a:hover, .share a:focus-visible, .social a:hover, .social a:focus-visible { background: #ce0000; color: #fff; }
  .social .platform { color: #9a9aa2; margin-right: 2px; }
  .social a:hover .platform, .social a:focus-visible .platform { color: #fff; }
  .chapters { margin: 0; padding: 0; list-style: none; }
  .chapters a { display: block; padding: 4px 0; color: #e8e8ea; text-decoration: none; }
  .chapters a:hover, .chapters a:focus-visible { text-decoration: underline; }
  .chapter-start { display: inline-block; min-width: 4em; color: #9a9aa2; font-variant-numeric: tabular-nums; }`;

/**
 * A link that leaves the page, in a new tab that can neither reach back into this one (noopener) nor
 * learn where it came from (noreferrer).
 */
function outboundLink(href: string, content: string, attributes: Record<string, string> = {}): string {
  const extra = Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
  return `<a href="${escapeHtml(href)}"${extra} target="_blank" rel="noopener noreferrer">${content}</a>`;
}

/** The visible share icons as links (nothing when the organization shows none). */
export function shareLinksHtml(links: readonly ShareLink[]): string {
  if (!links.length) return '';
  const items = links.map((link) =>
    outboundLink(link.url, escapeHtml(link.label), {
      class: `share-${link.target.toLowerCase()}`,
      'aria-label': `Share on ${link.label}`,
    }),
  );
  return `<nav class="share" aria-label="Share" ${SHARE_LINKS_ATTRIBUTE}><span class="share-title">Share</span>${items.join('')}</nav>`;
}

/**
 * The organization's social media accounts, each a labelled link (nothing when it lists none). Only
 * http(s) addresses become links, whatever a row might hold.
 */
export function socialAccountsHtml(
  organizationName: string,
  accounts: readonly PublicSocialAccount[],
): string {
  const linked = accounts.filter((account) => isWebLink(account.accountUrl));
  if (!linked.length) return '';
  const items = linked.map((account) => {
    const platform = escapeHtml(SOCIAL_PLATFORM_LABELS[account.platformName]);
    return `<li>${outboundLink(account.accountUrl, `<span class="platform">${platform}</span> ${escapeHtml(account.label)}`)}</li>`;
  });
  const heading = organizationName.trim() ? `Follow ${escapeHtml(organizationName)}` : 'Follow us';
  return `<section class="social"><h2>${heading}</h2><ul>${items.join('')}</ul></section>`;
}

/** A <meta> tag; nothing for a null value. */
export function meta(attribute: 'name' | 'property', key: string, value: string | null): string {
  return value === null ? '' : `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;
}

/**
 * The OpenGraph and Twitter tags of a video or moment's page, whose address is `url` (its public page, or
 * its page on a microsite); the player shared is always the public page.
 */
export function videoShareMeta(
  page: Pick<PublicPageModel, 'title' | 'posterUrl' | 'pageUrl'>,
  url: string,
  description: string,
): string[] {
  return [
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', page.posterUrl),
    meta('property', 'og:video', page.pageUrl),
    meta('property', 'og:video:type', 'text/html'),
    meta('name', 'twitter:card', 'player'),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', page.posterUrl),
    meta('name', 'twitter:player', page.pageUrl),
    meta('name', 'twitter:player:width', '1280'),
    meta('name', 'twitter:player:height', '720'),
  ];
}

/** The public page: title, description, OpenGraph and Twitter tags, JSON-LD, transcript and the player. */
export function publicPageHtml(page: PublicPageModel): string {
  const description = page.description || page.title;
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(page.title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(page.pageUrl)}">`,
    meta('property', 'og:type', 'video.other'),
    ...videoShareMeta(page, page.pageUrl, description),
    `<script type="application/ld+json">${scriptJson(videoObjectJsonLd(page))}</script>`,
    `<style>${PAGE_STYLE}</style>`,
  ];
  const views = `${page.views} ${page.views === 1 ? 'view' : 'views'}`;
  const body = [
    '<main>',
    `<h1>${escapeHtml(page.title)}</h1>`,
    // The poster is in the page itself, painted without waiting for the loader, which then covers it
    // with its shadow root (asking for the same address). The page shows its own share links below the
    // player, so the loader adds none.
    `<div class="player" ${EMBED_ATTRIBUTES[page.kind]}="${escapeHtml(page.id)}" ${EMBED_SHARE_ATTRIBUTE}="off">${
      page.posterUrl
        ? `<img class="poster" src="${escapeHtml(page.publicUrl + publicPosterPath(page.kind, page.id))}" alt="" fetchpriority="high" elementtiming="poster">`
        : ''
    }</div>`,
    `<p class="views">${views}</p>`,
    shareLinksHtml(page.shareLinks),
    page.description ? `<p class="description">${escapeHtml(page.description)}</p>` : '',
    chaptersHtml(page),
    page.transcript
      ? `<section><h2>Transcript</h2><p class="transcript">${escapeHtml(page.transcript)}</p></section>`
      : '',
    socialAccountsHtml(page.organizationName, page.socialAccounts),
    '</main>',
    `<script src="${escapeHtml(page.publicUrl + EMBED_SCRIPT_PATH)}" async></script>`,
  ];
  return htmlDocument(head, body);
}

/** A public page's document from its head's and body's parts (empty parts left out). */
export function htmlDocument(head: readonly string[], body: readonly string[]): string {
  return `<!doctype html>\n<html lang="en">\n<head>\n${head.filter(Boolean).join('\n')}\n</head>\n<body>\n${body
    .filter(Boolean)
    .join('\n')}\n</body>\n</html>\n`;
}

/** The spec's 404 (video-area §2 "/404"): the media is not published, not visible, or not there at all. */
export function notFoundPageHtml(): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(ContextMessages.mediaNotFound)}</title>`,
    `<style>${PAGE_STYLE} main { text-align: center; padding-top: 20vh; }</style></head>`,
    `<body><main><h1>${escapeHtml(ContextMessages.mediaNotFound)}</h1></main></body>`,
    '</html>',
    '',
  ].join('\n');
}

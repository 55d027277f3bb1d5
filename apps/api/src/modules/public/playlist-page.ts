import {
  EMBED_SCRIPT_PATH,
  isoDuration,
  PLAYLIST_EMBED_ATTRIBUTE,
  PlaylistContentType,
  PlaylistMessages,
  type PublicPlaylistData,
  type PublicPlaylistItem,
} from '@framehouse/domain';
import { escapeHtml, htmlDocument, meta, PAGE_STYLE, scriptJson } from './public-page';

/** What the public page of a playlist shows: its public data, and when each item became public. */
export interface PlaylistPageModel extends PublicPlaylistData {
  items: Array<PublicPlaylistItem & { uploadDate: Date }>;
  /** PUBLIC_URL without a trailing slash: where the loader script is. */
  publicUrl: string;
}

const PLAYLIST_STYLE = `
  .player { margin-bottom: 24px; }
  .empty { color: #9a9aa2; }
  .items { list-style: none; margin: 0; padding: 0; display: grid; gap: 12px; }
  .items a { display: flex; gap: 12px; align-items: center; color: #e8e8ea; text-decoration: none; border-radius: 8px; padding: 6px; }
  .items a:hover, .items a:focus-visible { background: #23262d; }
  .items img { width: 160px; aspect-ratio: 16 / 9; object-fit: cover; border-radius: 6px; background: #000; flex: none; }
  .items .position { color: #9a9aa2; width: 1.5em; text-align: right; flex: none; }
  .items .title { font-weight: 600; }
  .items .duration { display: block; color: #9a9aa2; font-size: 0.85rem; margin-top: 4px; }`;

/** m:ss (h:mm:ss from an hour), as the list shows a length. */
export function clockDuration(ms: number): string {
  const total = Math.max(0, Math.round(ms / 1000));
  const [h, m, s] = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60];
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** The schema.org ItemList of VideoObjects search engines read (https://schema.org/ItemList). */
export function itemListJsonLd(page: PlaylistPageModel): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: page.name,
    url: page.pageUrl,
    numberOfItems: page.items.length,
    itemListElement: page.items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'VideoObject',
        name: item.title,
        description: item.description || item.title,
        thumbnailUrl: [item.thumbnailUrl],
        uploadDate: item.uploadDate.toISOString(),
        duration: isoDuration(item.durationMs),
        url: item.pageUrl,
        embedUrl: item.pageUrl,
      },
    })),
  };
}

/** "3 videos", "1 moment": what the playlist holds, for its description. */
function countText(page: PlaylistPageModel): string {
  const noun = page.contentType === PlaylistContentType.VIDEOS ? 'video' : 'moment';
  return `${page.items.length} ${noun}${page.items.length === 1 ? '' : 's'}`;
}

function itemHtml(item: PublicPlaylistItem, index: number): string {
  return (
    `<li><a href="${escapeHtml(item.pageUrl)}">` +
    `<span class="position">${index + 1}</span>` +
    `<img src="${escapeHtml(item.thumbnailUrl)}" alt="" loading="lazy">` +
    `<span><span class="title">${escapeHtml(item.title)}</span>` +
    `<span class="duration">${clockDuration(item.durationMs)}</span></span></a></li>`
  );
}

/**
 * The public page of a playlist: its name, the player placeholder the embed loader fills with the
 * playlist's player (its items in order), the list of its items linking to their pages, OpenGraph and
 * Twitter tags, and JSON-LD. A playlist without published items says so, and shows no player.
 */
export function playlistPageHtml(page: PlaylistPageModel): string {
  const description = `Playlist: ${countText(page)}.`;
  const poster = page.items[0]?.thumbnailUrl ?? null;
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(page.name)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(page.pageUrl)}">`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:title', page.name),
    meta('property', 'og:description', description),
    meta('property', 'og:url', page.pageUrl),
    meta('property', 'og:image', poster),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', page.name),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', poster),
    `<script type="application/ld+json">${scriptJson(itemListJsonLd(page))}</script>`,
    `<style>${PAGE_STYLE}${PLAYLIST_STYLE}</style>`,
  ];
  const body = page.items.length
    ? [
        '<main>',
        `<h1>${escapeHtml(page.name)}</h1>`,
        // The first item's poster is painted at once; the loader covers it with the playlist's player.
        `<div class="player" ${PLAYLIST_EMBED_ATTRIBUTE}="${escapeHtml(page.id)}">${
          poster ? `<img class="poster" src="${escapeHtml(poster)}" alt="" fetchpriority="high">` : ''
        }</div>`,
        `<ol class="items">${page.items.map(itemHtml).join('')}</ol>`,
        '</main>',
        `<script src="${escapeHtml(page.publicUrl + EMBED_SCRIPT_PATH)}" async></script>`,
      ]
    : [
        '<main>',
        `<h1>${escapeHtml(page.name)}</h1>`,
        `<p class="empty">${escapeHtml(PlaylistMessages.noPublishedItems(page.contentType))}</p>`,
        '</main>',
      ];
  return htmlDocument(head, body);
}

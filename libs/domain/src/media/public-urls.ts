import { publicPosterPath } from './public-player';

/**
 * Addresses of the self-hosted public pages and the embed loader (served by the API's public module).
 * One place, so the API's publicUrl / publicMomentUrl, the player and the admin's share dialogs agree.
 */

/** The public page of a published video, relative to PUBLIC_URL. */
export function publicVideoPath(videoId: string): string {
  return `/p/video/${encodeURIComponent(videoId)}`;
}

/** The public page of a visible moment of a published video, relative to PUBLIC_URL. */
export function publicMomentPath(momentId: string): string {
  return `/p/moment/${encodeURIComponent(momentId)}`;
}

/** The embed loader script, relative to PUBLIC_URL. */
export const EMBED_SCRIPT_PATH = '/player/embed.js';

export type EmbedKind = 'video' | 'moment';

/**
 * A placeholder with this attribute set to "off" gets no share links from the loader: our public page
 * shows its own, and a host page may not want them.
 */
export const EMBED_SHARE_ATTRIBUTE = 'data-framehouse-share';

/**
 * Set to "microsite" on a microsite page's placeholder: its player's events say so (PlayerSurface). Any
 * other placeholder's surface is the public page on our own origin, else an embed.
 */
export const EMBED_SURFACE_ATTRIBUTE = 'data-framehouse-surface';

/** On our public page's own share links (their list): the loader reports their clicks for the page's item. */
export const SHARE_LINKS_ATTRIBUTE = 'data-framehouse-share-links';

/** The element attribute the embed loader looks for, per kind. */
export const EMBED_ATTRIBUTES: Record<EmbedKind, string> = {
  video: 'data-framehouse-video',
  moment: 'data-framehouse-moment',
};

/** PUBLIC_URL without a trailing slash, so paths can be appended. */
function trimBase(publicUrl: string): string {
  return publicUrl.replace(/\/+$/, '');
}

/** An absolute address from PUBLIC_URL and one of the paths above. */
export function publicUrlOf(publicUrl: string, path: string): string {
  return `${trimBase(publicUrl)}${path}`;
}

/**
 * The inline style of the poster `<img>` in a snippet: the 16:9 frame at the placeholder's width, as the
 * loader draws it, so nothing moves when the loader takes the image into its frame.
 */
export const EMBED_POSTER_STYLE = 'display:block;width:100%;aspect-ratio:16/9;object-fit:cover';

/**
 * The snippet an outside page pastes: the placeholder element holding the poster `<img>` (by id, public
 * as the page: painted by the browser as soon as the page's HTML is read, before any script; the loader
 * then shows that very image in its frame), and the async loader script.
 */
export function embedSnippet(kind: EmbedKind, id: string, publicUrl: string): string {
  const poster = publicUrlOf(publicUrl, publicPosterPath(kind, id));
  return (
    `<div ${EMBED_ATTRIBUTES[kind]}="${id}"><img class="poster" src="${poster}" alt="" fetchpriority="high" ` +
    `style="${EMBED_POSTER_STYLE}"></div>\n` +
    `<script src="${publicUrlOf(publicUrl, EMBED_SCRIPT_PATH)}" async></script>`
  );
}

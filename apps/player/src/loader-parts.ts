import { isViewSession, VIEW_SESSION_STORAGE_KEY, type ShareLink } from '@framehouse/domain';
import { element } from '@framehouse/player-ui/dom';
import { newViewSession, safeShareLinks, variantPlaylistUrls, viewSession } from './embed-rules';
import type { PlayerModule } from './player-api';

/**
 * What the loader scripts (`embed.js`, `widget.js`) share: reading our public JSON without credentials,
 * the player bundle imported once per page, the viewer session, the events they dispatch on their host
 * element, and the share bar. Each script is built on its own and gets its own copy of these.
 */

let playerModule: Promise<PlayerModule> | undefined;

/** The player bundle, imported once per page (its chunks come from the loader's origin). */
export function loadPlayer(origin: string): Promise<PlayerModule> {
  playerModule ??= import(/* @vite-ignore */ `${origin}/player/player.js`) as Promise<PlayerModule>;
  return playerModule;
}

export function session(): string {
  return viewSession(
    () => sessionStorage,
    VIEW_SESSION_STORAGE_KEY,
    () => newViewSession((bytes) => crypto.getRandomValues(bytes)),
    isViewSession,
  );
}

/** Our public JSON at `url`, without cookies; null when it is not (or no longer) public. */
export async function fetchPublic<T>(url: string): Promise<T | null> {
  const response = await fetch(url, { credentials: 'omit' });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${url} answered ${response.status}.`);
  return (await response.json()) as T;
}

export type LoaderEvent = 'poster' | 'player' | 'error' | 'thumbnail';

/** Tells the host page (and the benchmark) how far the script got. */
export function announce(host: Element, name: LoaderEvent): void {
  host.dispatchEvent(new CustomEvent(`framehouse:${name}`, { detail: { time: performance.now() } }));
}

/**
 * Started on the click, while the player chunks load and mount (~0.4 s): the master playlist and the
 * variant playlists it lists, so that hls.js, once mounted, finds them in the HTTP cache (a processed
 * video's playlists are cacheable for a while under their signed address) and asks for its first segment
 * at once. The same request hls.js's XHR makes (credentials mode `same-origin`), or the cache would not
 * match; failures are left to hls.js, which asks again.
 */
export function prefetchPlaylists(manifestUrl: string): void {
  const get = (url: string) => fetch(url, { credentials: 'same-origin' });
  get(manifestUrl)
    .then(async (response) => {
      if (!response.ok) return;
      await Promise.all(
        variantPlaylistUrls(await response.text(), manifestUrl).map((url) =>
          get(url).then((variant) => variant.arrayBuffer()),
        ),
      );
    })
    .catch(() => undefined);
}

/**
 * The organization's share links, each opening in a new tab that cannot reach back into the host page;
 * null when there is none to show (https and mailto only).
 */
export function shareBar(shareLinks: readonly ShareLink[] | undefined): HTMLElement | null {
  const links = safeShareLinks(shareLinks);
  if (!links.length) return null;
  const bar = element('nav', 'share');
  bar.setAttribute('aria-label', 'Share');
  bar.append(element('span', '', 'Share'));
  for (const link of links) {
    const anchor = element('a', `share-${link.target.toLowerCase()}`, link.label);
    anchor.href = link.url;
    anchor.target = '_blank';
    anchor.rel = 'noopener noreferrer';
    anchor.setAttribute('aria-label', `Share on ${link.label}`);
    bar.append(anchor);
  }
  return bar;
}

/**
 * Calls `fill` on every element of `selector` now and on ones added later; answers the scan, for a second
 * copy of the script to call (it then fills nothing itself).
 */
export function fillAll(selector: string, fill: (element: Element) => void): () => void {
  const scan = (scope: ParentNode) => {
    if (scope instanceof Element && scope.matches(selector)) fill(scope);
    scope.querySelectorAll(selector).forEach(fill);
  };
  scan(document);
  new MutationObserver((records) => {
    for (const record of records)
      record.addedNodes.forEach((node) => {
        if (node instanceof Element) scan(node);
      });
  }).observe(document.documentElement, { childList: true, subtree: true });
  return () => scan(document);
}

/** An open shadow root on `host`, or null when someone else's is already there (left alone). */
export function openShadow(host: Element): ShadowRoot | null {
  try {
    return host.attachShadow({ mode: 'open' });
  } catch {
    return null;
  }
}

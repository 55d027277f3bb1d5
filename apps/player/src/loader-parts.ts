import { isViewSession, VIEW_SESSION_STORAGE_KEY, type ShareLink } from '@framehouse/domain';
import { element } from '@framehouse/player-ui/dom';
import {
  newViewSession,
  safeShareLinks,
  startSeconds,
  startsBeforePlayer,
  variantPlaylistUrls,
  viewSession,
} from './embed-rules';
import type { MountedPlayer, MountOptions, PlayerModule, StartModule } from './player-api';
import type { PrefetchedPlaylists, StartedPlayback } from '@framehouse/player-ui/start';

/**
 * What the loader scripts (`embed.js`, `widget.js`) share: reading our public JSON without credentials,
 * the first frame and the player bundle imported once per page and played in that order, the viewer
 * session, the events they dispatch on their host element, and the share bar. Each script is built on its
 * own and gets its own copy of these.
 */

/** The player build's entries under /player/ (`chunks/…-[hash].js`), given by the loaders' build. */
declare const __FRAMEHOUSE_START_FILE__: string;
declare const __FRAMEHOUSE_PLAYER_FILE__: string;

let playerModule: Promise<PlayerModule> | undefined;
let startModule: Promise<StartModule> | undefined;

/** The player bundle, imported once per page (its chunks come from the loader's origin). */
export function loadPlayer(origin: string): Promise<PlayerModule> {
  playerModule ??= import(
    /* @vite-ignore */ `${origin}/player/${__FRAMEHOUSE_PLAYER_FILE__}`
  ) as Promise<PlayerModule>;
  return playerModule;
}

/** The first frame's module (a `<video>` and hls.js, one file), imported once per page. */
export function loadStart(origin: string): Promise<StartModule> {
  startModule ??= import(
    /* @vite-ignore */ `${origin}/player/${__FRAMEHOUSE_START_FILE__}`
  ) as Promise<StartModule>;
  return startModule;
}

/** Plays whose first frame is still to come: the player's chunk must not compete with them. */
let startingPlays = 0;

/**
 * On intent (pointer, touch, focus): the first frame's module, then the player's unless a play is already
 * starting (a click right after the pointer came): that one imports the player after its first frame.
 */
export function preload(origin: string): void {
  loadStart(origin)
    .then(() => {
      if (startingPlays === 0) return loadPlayer(origin);
    })
    .catch(() => undefined);
}

/**
 * The poster a frame shows (its own image, or our page's image slotted into it), for the picture to show
 * until its first frame: the same address, so the browser has it already.
 */
export function shownPoster(frame: Element, host: Element): string | null {
  const image =
    frame.querySelector('img.poster') ??
    (frame.querySelector('slot') && host.querySelector(':scope > img.poster'));
  return image instanceof HTMLImageElement ? image.currentSrc || image.src : null;
}

/** The longest the controls wait for the first frame: on a slow network the viewer still gets them. */
const FIRST_FRAME_WAIT_MS = 3000;

/**
 * Plays `options.data` in a new mount that `place` puts on the page. Where it can, the picture comes first:
 * the first frame's module plays the stream in a bare `<video>` at once (`onStarted`), and the player (controls, menus,
 * ads, storyboard, promo cards, CTAs, end card) is imported after its first frame and adopts that element.
 * With a preroll, or without a stream, the player mounts at once (it plays the ad before the content).
 * Resolves with the mounted player.
 */
export async function playIn(
  origin: string,
  place: (mount: HTMLElement) => void,
  options: Omit<MountOptions, 'mount' | 'started'> & {
    /** The poster the frame showed (already loaded): the picture shows it until its first frame. */
    poster?: string | null;
    /** The playlists asked for on the click (`prefetchPlaylists`). */
    playlists?: PrefetchedPlaylists;
  },
  onStarted?: () => void,
): Promise<MountedPlayer> {
  const { data, poster, playlists, ...mountOptions } = options;
  const mount = element('div', 'player');
  if (!data.manifestUrl || !startsBeforePlayer(data)) {
    const player = await loadPlayer(origin);
    place(mount);
    return player.mountPlayer({ ...mountOptions, data, mount });
  }
  startingPlays += 1;
  let started: StartedPlayback;
  try {
    const start = await loadStart(origin);
    place(mount);
    started = start.startPlayback({
      container: mount,
      src: data.manifestUrl,
      poster: poster ?? data.posterUrl,
      startSeconds: startSeconds(data),
      playlists,
    });
    onStarted?.();
    await Promise.race([
      start.firstFrame(started),
      new Promise((resolve) => setTimeout(resolve, FIRST_FRAME_WAIT_MS)),
    ]);
  } finally {
    startingPlays -= 1;
  }
  const player = await loadPlayer(origin);
  return player.mountPlayer({ ...mountOptions, data, mount, started });
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

/** `started`: the picture plays, before the player (`player`: mounted around it, or on its own). */
export type LoaderEvent = 'poster' | 'started' | 'player' | 'error' | 'thumbnail';

/** Tells the host page (and the benchmark) how far the script got. */
export function announce(host: Element, name: LoaderEvent): void {
  host.dispatchEvent(new CustomEvent(`framehouse:${name}`, { detail: { time: performance.now() } }));
}

/**
 * Started on the click, while the first frame's chunks load: the master playlist and the variant playlists
 * it lists (not subtitles, not segments). hls.js takes them from the answer, by address, instead of asking
 * again (`startPlayback`'s `playlists`); a player that starts its own hls.js (a preroll first) finds them in
 * the HTTP cache where the API lets it keep them, hence the request hls.js's XHR makes (credentials mode
 * `same-origin`). A failure answers null: hls.js then asks itself.
 */
export function prefetchPlaylists(manifestUrl: string): PrefetchedPlaylists {
  const playlists: PrefetchedPlaylists = new Map();
  const get = (url: string) =>
    fetch(url, { credentials: 'same-origin' })
      .then((response) => (response.ok ? response.text() : null))
      .catch(() => null);
  playlists.set(
    manifestUrl,
    get(manifestUrl).then((master) => {
      // Listed before anyone reads the master: hls.js asks for a variant only after reading it.
      if (master !== null)
        for (const url of variantPlaylistUrls(master, manifestUrl)) playlists.set(url, get(url));
      return master;
    }),
  );
  return playlists;
}

/**
 * The organization's share links, each opening in a new tab that cannot reach back into the host page;
 * null when there is none to show (https and mailto only).
 */
export function shareBar(
  shareLinks: readonly ShareLink[] | undefined,
  onShare?: () => void,
): HTMLElement | null {
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
    if (onShare) anchor.addEventListener('click', onShare);
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

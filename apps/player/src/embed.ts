import {
  ContextMessages,
  isViewSession,
  publicPlayerDataPath,
  publicPosterPath,
  VIEW_SESSION_STORAGE_KEY,
  type PublicPlayerData,
} from '@framehouse/domain';
import {
  newViewSession,
  PLACEHOLDER_SELECTOR,
  placeholderOf,
  safeShareLinks,
  scriptOrigin,
  viewSession,
  type Placeholder,
  variantPlaylistUrls,
  wantsShareLinks,
} from './embed-rules';
import type { PlayerModule } from './player-api';

/**
 * The embed loader (`/player/embed.js`): fills every `div[data-framehouse-video]` and
 * `div[data-framehouse-moment]` of the page, also ones added later, with a shadow root showing the
 * poster (asked for by id at once, alongside the public data) and, when the data arrives, the title and a
 * play button. The player bundle (React, the shared VideoPlayer, hls.js) is imported only when the viewer
 * shows intent (hover, touch, focus) or plays.
 * Nothing reaches the host page: no global CSS, no cookie, one namespaced object (`Framehouse`).
 */

declare global {
  interface Window {
    Framehouse?: { scan(): void };
  }
}

/**
 * The loader's own look: the poster frame, 16:9. The player brings its own styles when it mounts, and its
 * height (the picture and its control bar below it).
 */
const FRAME_STYLE = `
:host { display: block; position: relative; width: 100%; background: #000; color: #fff;
  font: 16px/1.4 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; overflow: hidden; text-align: left; }
.frame { position: relative; width: 100%; aspect-ratio: 16 / 9; }
.poster, ::slotted(img) { width: 100%; height: 100%; object-fit: cover; display: block; }
.title { position: absolute; left: 0; right: 0; top: 0; margin: 0; padding: 12px 16px 24px; font-size: 18px;
  font-weight: 600; background: linear-gradient(rgba(0,0,0,.7), transparent); white-space: nowrap; overflow: hidden;
  text-overflow: ellipsis; }
.play { position: absolute; left: 50%; top: 50%; width: 72px; height: 72px; margin: -36px 0 0 -36px; border: 0;
  border-radius: 50%; background: rgba(0,0,0,.65); color: #fff; cursor: pointer; padding: 0; }
.play:hover, .play:focus-visible { background: #1976d2; outline: none; }
.play svg { width: 40px; height: 40px; margin-left: 4px; vertical-align: middle; fill: currentColor; }
.play[disabled] { opacity: .6; cursor: progress; }
.message { position: absolute; inset: 0; display: flex; align-items: center; justify-content: center; padding: 16px;
  text-align: center; }
.share { display: flex; flex-wrap: wrap; align-items: center; gap: 6px; padding: 8px 12px; background: #111; font-size: 13px; }
.share span { color: #aaa; margin-right: 2px; }
.share a { color: #fff; text-decoration: none; padding: 3px 10px; border-radius: 12px; background: rgba(255,255,255,.14); }
.share a:hover, .share a:focus-visible { background: #1976d2; outline: none; }
`;

const PLAY_ICON = '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M8 5v14l11-7z"/></svg>';

const currentScript = document.currentScript as HTMLScriptElement | null;
const origin = scriptOrigin(currentScript?.src, location.origin);
const filled = new WeakSet<Element>();
let playerModule: Promise<PlayerModule> | undefined;

/** The player bundle, imported once per page (its chunks come from the loader's origin). */
function loadPlayer(): Promise<PlayerModule> {
  playerModule ??= import(/* @vite-ignore */ `${origin}/player/player.js`) as Promise<PlayerModule>;
  return playerModule;
}

function session(): string {
  return viewSession(
    () => sessionStorage,
    VIEW_SESSION_STORAGE_KEY,
    () => newViewSession((bytes) => crypto.getRandomValues(bytes)),
    isViewSession,
  );
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag);
  made.className = className;
  if (text !== undefined) made.textContent = text;
  return made;
}

/** Tells the host page (and the benchmark) how far the embed got. */
function announce(host: Element, name: 'poster' | 'player' | 'error'): void {
  host.dispatchEvent(new CustomEvent(`framehouse:${name}`, { detail: { time: performance.now() } }));
}

async function fetchData(placeholder: Placeholder): Promise<PublicPlayerData | null> {
  const response = await fetch(`${origin}${publicPlayerDataPath(placeholder.kind, placeholder.id)}`, {
    credentials: 'omit',
  });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`The player data answered ${response.status}.`);
  return (await response.json()) as PublicPlayerData;
}

/**
 * Started on the click, while the player chunks load and mount (~0.4 s): the master playlist and the
 * variant playlists it lists, so that hls.js, once mounted, finds them in the HTTP cache (a processed
 * video's playlists are cacheable for a while under their signed address) and asks for its first segment
 * at once. The same request hls.js's XHR makes (credentials mode `same-origin`), or the cache would not
 * match; failures are left to hls.js, which asks again.
 */
function prefetchPlaylists(manifestUrl: string): void {
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

function showMessage(root: ShadowRoot, host: Element, text: string): void {
  root.querySelector('.frame')?.replaceChildren(element('p', 'message', text));
  announce(host, 'error');
}

/**
 * The poster, requested by id as soon as the shadow root exists (not after the data: that would be two
 * round trips before the image). Announced once painted; removed if there is none (404: not public, or no
 * thumbnail), in which case the data's arrival announces the frame. Our public page already holds that
 * image in the placeholder (painted before this script ran): it is slotted in rather than asked for again.
 */
function startPoster(frame: Element, host: Element, placeholder: Placeholder): void {
  const painted = () => requestAnimationFrame(() => announce(host, 'poster'));
  const served = host.querySelector(':scope > img.poster');
  if (served instanceof HTMLImageElement) {
    frame.append(document.createElement('slot'));
    if (served.complete) painted();
    else served.addEventListener('load', painted, { once: true });
    return;
  }
  const poster = element('img', 'poster');
  poster.alt = '';
  poster.decoding = 'async';
  poster.fetchPriority = 'high';
  // The poster counts as painted on the frame after it loaded, on the next frame.
  poster.addEventListener('load', painted, { once: true });
  poster.addEventListener('error', () => poster.remove(), { once: true });
  poster.src = `${origin}${publicPosterPath(placeholder.kind, placeholder.id)}`;
  frame.append(poster);
}

function showControls(root: ShadowRoot, host: Element, data: PublicPlayerData): void {
  const frame = root.querySelector('.frame');
  if (!frame) return;
  const title = element('p', 'title', data.title);
  const play = element('button', 'play');
  play.type = 'button';
  play.setAttribute('aria-label', `Play ${data.title}`);
  play.innerHTML = PLAY_ICON;
  if (!data.posterUrl) frame.querySelector('img.poster, slot')?.remove();
  frame.append(title, play);
  if (!data.posterUrl) requestAnimationFrame(() => announce(host, 'poster'));

  const intent = () => void loadPlayer().catch(() => undefined);
  frame.addEventListener('pointerenter', intent, { once: true });
  frame.addEventListener('touchstart', intent, { once: true, passive: true });
  play.addEventListener('focus', intent, { once: true });
  play.addEventListener('click', () => {
    play.disabled = true;
    if (data.manifestUrl) prefetchPlaylists(data.manifestUrl);
    loadPlayer()
      .then((player) => {
        const mount = element('div', 'player');
        frame.replaceWith(mount);
        player.mountPlayer({ shadowRoot: root, mount, data, origin, session: session() });
        announce(host, 'player');
      })
      .catch(() => {
        play.disabled = false;
        showMessage(root, host, ContextMessages.operationFailed);
      });
  });
}

/**
 * The organization's share links under the frame (they stay when the player replaces the frame), each
 * opening in a new tab that cannot reach back into the host page. None when the placeholder says
 * `data-framehouse-share="off"` (our public page shows its own).
 */
function showShareLinks(root: ShadowRoot, host: Element, data: PublicPlayerData): void {
  const links = safeShareLinks(data.shareLinks);
  if (!links.length || !wantsShareLinks(host)) return;
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
  root.append(bar);
}

function fill(host: Element): void {
  if (filled.has(host)) return;
  const placeholder = placeholderOf(host);
  if (!placeholder) return;
  filled.add(host);
  // Our public page's own poster paints without us. Until it has, the shadow root (which re-renders it in
  // a slot) and the data request (the heavier one, on the same server) would only compete with it.
  const served = host.querySelector(':scope > img.poster');
  if (served instanceof HTMLImageElement && !served.complete) {
    const attach = () => requestAnimationFrame(() => attachFrame(host, placeholder));
    served.addEventListener('load', attach, { once: true });
    served.addEventListener('error', attach, { once: true });
    return;
  }
  attachFrame(host, placeholder);
}

function attachFrame(host: Element, placeholder: Placeholder): void {
  let root: ShadowRoot;
  try {
    root = host.attachShadow({ mode: 'open' });
  } catch {
    // Someone else's shadow root is already there: leave the element alone.
    return;
  }
  const style = document.createElement('style');
  style.textContent = FRAME_STYLE;
  const frame = element('div', 'frame');
  root.append(style, frame);
  startPoster(frame, host, placeholder);
  fetchData(placeholder)
    .then((data) => {
      if (!data) return showMessage(root, host, ContextMessages.mediaNotFound);
      showControls(root, host, data);
      showShareLinks(root, host, data);
    })
    .catch(() => showMessage(root, host, ContextMessages.operationFailed));
}

function scan(scope: ParentNode = document): void {
  if (scope instanceof Element && scope.matches(PLACEHOLDER_SELECTOR)) fill(scope);
  scope.querySelectorAll(PLACEHOLDER_SELECTOR).forEach(fill);
}

if (!window.Framehouse) {
  window.Framehouse = { scan: () => scan() };
  scan();
  new MutationObserver((records) => {
    for (const record of records)
      record.addedNodes.forEach((node) => {
        if (node instanceof Element) scan(node);
      });
  }).observe(document.documentElement, { childList: true, subtree: true });
} else {
  // The script included twice: the first copy fills what the second one found.
  window.Framehouse.scan();
}

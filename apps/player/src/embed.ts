import {
  ContextMessages,
  PLAYLIST_EMBED_ATTRIBUTE,
  publicPlayerDataPath,
  publicPlaylistDataPath,
  PlayerSurface,
  publicPosterPath,
  SHARE_LINKS_ATTRIBUTE,
  type PublicPlayerData,
  type PublicPlaylistData,
} from '@framehouse/domain';
import {
  element,
  frameMessage,
  playButton,
  POSTER_FRAME_STYLE,
  posterImage,
} from '@framehouse/player-ui/dom';
import {
  embedSurface,
  PLACEHOLDER_SELECTOR,
  placeholderOf,
  scriptOrigin,
  type Placeholder,
  wantsShareLinks,
} from './embed-rules';
import {
  announce,
  fetchPublic,
  fillAll,
  preload,
  openShadow,
  playIn,
  prefetchPlaylists,
  session,
  shareBar,
  shownPoster,
} from './loader-parts';
import { pageHost, sendShare } from './player-beacon';
import { nextIndex, positionLabel, previousIndex } from './sequence';
import { playInSequence, type Sequence } from './sequence-player';

/**
 * The embed loader (`/player/embed.js`): fills every `div[data-framehouse-video]` and
 * `div[data-framehouse-moment]` of the page, also ones added later, with a shadow root showing the
 * poster (asked for by id at once, alongside the public data) and, when the data arrives, the title and a
 * play button; and every `div[data-framehouse-playlist]` with its first item's poster and title, playing
 * the items in order with "n / total", Previous and Next. The first frame (a `<video>` and hls.js) and the
 * player bundle (React, the shared VideoPlayer) are imported only when the viewer shows intent (hover,
 * touch, focus) or plays; on play the picture starts first and the player loads after its first frame.
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
${POSTER_FRAME_STYLE}
.share, .sequence, .up-next { display: flex; flex-wrap: wrap; align-items: center; gap: 6px; padding: 8px 12px;
  background: #111; font-size: 13px; }
.share span, .sequence-place { color: #aaa; margin-right: 2px; }
.sequence-title { flex: 1; min-width: 0; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.share a, .sequence button, .up-next button { color: #fff; text-decoration: none; padding: 3px 10px; border: 0;
  border-radius: 12px; background: rgba(255,255,255,.14); font: inherit; cursor: pointer; }
.share a:hover, .share a:focus-visible, .sequence button:hover:not([disabled]), .sequence button:focus-visible,
.up-next button:hover, .up-next button:focus-visible { background: #1976d2; outline: none; }
.sequence button[disabled] { opacity: .4; cursor: default; }
`;

const currentScript = document.currentScript as HTMLScriptElement | null;
const origin = scriptOrigin(currentScript?.src, location.origin);
const filled = new WeakSet<Element>();
const intent = () => preload(origin);

/** The first frame's and the player's bundles start loading when the viewer shows they may play. */
function loadOnIntent(frame: Element, play: HTMLButtonElement): void {
  frame.addEventListener('pointerenter', intent, { once: true });
  frame.addEventListener('touchstart', intent, { once: true, passive: true });
  play.addEventListener('focus', intent, { once: true });
}

function showMessage(root: ShadowRoot, host: Element, text: string): void {
  root.querySelector('.frame')?.replaceChildren(frameMessage(text));
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
  // The poster counts as painted on the frame after it loaded, on the next frame.
  frame.append(posterImage(`${origin}${publicPosterPath(placeholder.kind, placeholder.id)}`, painted));
}

function showControls(root: ShadowRoot, host: Element, data: PublicPlayerData, surface: PlayerSurface): void {
  const frame = root.querySelector('.frame');
  if (!frame) return;
  const play = playButton(data.title);
  if (!data.posterUrl) frame.querySelector('img.poster, slot')?.remove();
  frame.append(element('p', 'title', data.title), play);
  if (!data.posterUrl) requestAnimationFrame(() => announce(host, 'poster'));
  loadOnIntent(frame, play);
  play.addEventListener('click', () => {
    play.disabled = true;
    const playlists = data.manifestUrl ? prefetchPlaylists(data.manifestUrl) : undefined;
    playIn(
      origin,
      (mount) => frame.replaceWith(mount),
      {
        shadowRoot: root,
        data,
        origin,
        session: session(),
        surface,
        poster: shownPoster(frame, host),
        playlists,
      },
      () => announce(host, 'started'),
    )
      .then(() => announce(host, 'player'))
      .catch(() => {
        play.disabled = false;
        // Before the picture started the frame says so; after, the picture plays on without controls.
        showMessage(root, host, ContextMessages.operationFailed);
      });
  });
}

/** A shadow root with the loader's styles and an empty 16:9 frame; null if the element has one already. */
function frameRoot(host: Element): { root: ShadowRoot; frame: HTMLElement } | null {
  const root = openShadow(host);
  if (!root) return null;
  const style = document.createElement('style');
  style.textContent = FRAME_STYLE;
  const frame = element('div', 'frame');
  root.append(style, frame);
  return { root, frame };
}

function fill(host: Element): void {
  if (filled.has(host)) return;
  const playlistId = host.getAttribute(PLAYLIST_EMBED_ATTRIBUTE)?.trim();
  if (playlistId) {
    filled.add(host);
    return fillPlaylist(host, playlistId);
  }
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
  const made = frameRoot(host);
  if (!made) return;
  const { root, frame } = made;
  startPoster(frame, host, placeholder);
  fetchPublic<PublicPlayerData>(`${origin}${publicPlayerDataPath(placeholder.kind, placeholder.id)}`)
    .then((data) => {
      if (!data) return showMessage(root, host, ContextMessages.mediaNotFound);
      const surface = embedSurface(host, location.origin, origin);
      showControls(root, host, data, surface);
      const shared = () =>
        sendShare(origin, { kind: data.kind, id: data.id, session: session(), surface, host: pageHost() });
      // The share links stay under the frame when the player replaces it; our public page shows its own.
      const bar = wantsShareLinks(host) ? shareBar(data.shareLinks, shared) : null;
      if (bar) root.append(bar);
      if (surface === PlayerSurface.PAGE)
        document
          .querySelectorAll(`[${SHARE_LINKS_ATTRIBUTE}] a`)
          .forEach((link) => link.addEventListener('click', shared));
    })
    .catch(() => showMessage(root, host, ContextMessages.operationFailed));
}

/**
 * A playlist: the selected item's poster and title (the first, until Previous / Next choose another), then
 * on play the shared player plays the items in order from there, each one's player data read when it
 * comes (an item unpublished since shows "This media doesn't exist." and Next still works).
 */
function fillPlaylist(host: Element, playlistId: string): void {
  const made = frameRoot(host);
  if (!made) return;
  const { root, frame } = made;
  const stage = element('div', 'stage');
  frame.replaceWith(stage);
  stage.append(frame);
  // Our playlist page paints the first item's poster itself: shown (slotted) while the data comes, and kept.
  const served = host.querySelector(':scope > img.poster');
  const slotted = () => (served ? document.createElement('slot') : null);
  const waiting = slotted();
  if (waiting) frame.append(waiting);
  fetchPublic<PublicPlaylistData>(`${origin}${publicPlaylistDataPath(playlistId)}`)
    .then((data) => {
      if (!data || !data.items.length) return showMessage(root, host, ContextMessages.mediaNotFound);
      const { items } = data;
      let selected = 0;
      let sequence: Sequence | undefined;
      const below = element('div', 'below');
      const bar = element('nav', 'sequence');
      bar.setAttribute('aria-label', data.name);
      const previous = element('button', 'sequence-previous', '‹ Previous');
      const place = element('span', 'sequence-place');
      const title = element('span', 'sequence-title');
      const next = element('button', 'sequence-next', 'Next ›');
      previous.type = next.type = 'button';
      bar.append(previous, place, title, next);
      below.append(bar);
      root.append(below);

      const show = (index: number) => {
        selected = index;
        place.textContent = positionLabel(index, items.length);
        title.textContent = items[index].title;
        previous.disabled = previousIndex(index) === null;
        next.disabled = nextIndex(index, items.length) === null;
        if (sequence) return;
        const play = playButton(items[index].title);
        const painted = () => requestAnimationFrame(() => announce(host, 'poster'));
        const slot = index === 0 ? slotted() : null;
        if (slot) painted();
        frame.replaceChildren(
          slot ?? posterImage(items[index].thumbnailUrl, painted),
          element('p', 'title', items[index].title),
          play,
        );
        loadOnIntent(frame, play);
        play.addEventListener('click', () => {
          play.disabled = true;
          sequence ??= playInSequence({
            host,
            root,
            origin,
            stage,
            upNextIn: below,
            items: items.map((item) => ({
              title: item.title,
              load: () =>
                fetchPublic<PublicPlayerData>(`${origin}${publicPlayerDataPath(item.kind, item.id)}`),
            })),
            autoplay: true,
            surface: PlayerSurface.PLAYLIST,
            onPlay: show,
          });
          sequence.play(selected);
        });
      };
      const go = (index: number | null) => {
        if (index === null) return;
        show(index);
        sequence?.play(index);
      };
      previous.addEventListener('click', () => go(previousIndex(selected)));
      next.addEventListener('click', () => go(nextIndex(selected, items.length)));
      show(0);
    })
    .catch(() => showMessage(root, host, ContextMessages.operationFailed));
}

const SELECTOR = `${PLACEHOLDER_SELECTOR},div[${PLAYLIST_EMBED_ATTRIBUTE}]`;

if (!window.Framehouse) window.Framehouse = { scan: fillAll(SELECTOR, fill) };
// The script included twice: the first copy fills what the second one found.
else window.Framehouse.scan();

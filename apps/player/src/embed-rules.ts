import {
  AdLocation,
  EMBED_ATTRIBUTES,
  EMBED_SHARE_ATTRIBUTE,
  EMBED_SURFACE_ATTRIBUTE,
  PlayerSurface,
  type EmbedKind,
  type PublicPlayerData,
  type ShareLink,
} from '@framehouse/domain';

/** A placeholder the loader fills: which video or moment it names. */
export interface Placeholder {
  kind: EmbedKind;
  id: string;
}

/** The CSS selector of every placeholder kind. */
export const PLACEHOLDER_SELECTOR = Object.values(EMBED_ATTRIBUTES)
  .map((attribute) => `div[${attribute}]`)
  .join(',');

/** What an element names, if it is a placeholder with a non-empty id (a video's attribute wins). */
export function placeholderOf(element: Pick<Element, 'getAttribute'>): Placeholder | null {
  for (const kind of Object.keys(EMBED_ATTRIBUTES) as EmbedKind[]) {
    const id = element.getAttribute(EMBED_ATTRIBUTES[kind])?.trim();
    if (id) return { kind, id };
  }
  return null;
}

/** Whether the placeholder wants the share links under the player (`data-framehouse-share="off"`: no). */
export function wantsShareLinks(element: Pick<Element, 'getAttribute'>): boolean {
  return element.getAttribute(EMBED_SHARE_ATTRIBUTE)?.trim().toLowerCase() !== 'off';
}

/**
 * Where a placeholder's player plays, for its events: a microsite page's says so; on our own origin it is
 * the public page; anywhere else an embed. (Playlists and widgets are theirs whatever the page.)
 */
export function embedSurface(
  element: Pick<Element, 'getAttribute'>,
  pageOrigin: string,
  loaderOrigin: string,
): PlayerSurface {
  if (element.getAttribute(EMBED_SURFACE_ATTRIBUTE)?.trim().toLowerCase() === 'microsite')
    return PlayerSurface.MICROSITE;
  return pageOrigin === loaderOrigin ? PlayerSurface.PAGE : PlayerSurface.EMBED;
}

/** The share links the loader may put on someone else's page: https and mailto addresses only. */
export function safeShareLinks(links: readonly ShareLink[] | undefined): ShareLink[] {
  return (links ?? []).filter((link) => /^(?:https:\/\/|mailto:)/i.test(link.url));
}

/**
 * The origin the loader came from, where it reads data and the player: its own script's, since the page
 * that includes it is someone else's. Falls back to the page's origin (an inline copy, tests).
 */
export function scriptOrigin(scriptSrc: string | null | undefined, pageOrigin: string): string {
  if (!scriptSrc) return pageOrigin;
  try {
    return new URL(scriptSrc, pageOrigin).origin;
  } catch {
    return pageOrigin;
  }
}

/** A random viewer session id: 32 hex digits. */
export function newViewSession(randomBytes: (bytes: Uint8Array) => Uint8Array): string {
  return Array.from(randomBytes(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

interface SessionStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * The viewer session: kept for the tab's life in sessionStorage (no cookie); a fresh one each time where
 * storage is refused (sandboxed frames, private modes).
 */
export function viewSession(
  storage: () => SessionStore,
  key: string,
  make: () => string,
  isValid: (value: unknown) => boolean,
): string {
  try {
    const store = storage();
    const kept = store.getItem(key);
    if (isValid(kept)) return kept as string;
    const made = make();
    store.setItem(key, made);
    return made;
  } catch {
    return make();
  }
}

/**
 * The variant playlists a master playlist lists (the URI line after each `#EXT-X-STREAM-INF`), resolved
 * against the master's address. Subtitle renditions are left out: hls.js asks for them only when chosen.
 */
export function variantPlaylistUrls(master: string, masterUrl: string): string[] {
  const urls: string[] = [];
  let streamInf = false;
  for (const raw of master.split(/\r?\n/)) {
    const line = raw.trim();
    if (line.startsWith('#EXT-X-STREAM-INF')) streamInf = true;
    else if (streamInf && line && !line.startsWith('#')) {
      streamInf = false;
      try {
        urls.push(new URL(line, masterUrl).href);
      } catch {
        // not a URI: nothing to ask for
      }
    }
  }
  return urls;
}

/**
 * Whether the picture can start before the player loads (a bare `<video>` and hls.js, which the player
 * adopts after the first frame). Not with a preroll: the ad plays before the content, and the player plays
 * it, so it must be there first.
 */
export function startsBeforePlayer(data: Pick<PublicPlayerData, 'manifestUrl' | 'ads'>): boolean {
  return Boolean(data.manifestUrl) && !data.ads?.adLocation.includes(AdLocation.PREROLL);
}

/** Where a play starts, in seconds: a moment's range start, else the beginning. */
export function startSeconds(data: Pick<PublicPlayerData, 'range'>): number {
  return data.range ? data.range.startMs / 1000 : 0;
}

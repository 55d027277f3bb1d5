import type { AdDensity, AdLocation, AdType } from '../enums/monetization';
import type { LogoPosition } from '../enums/video';
import type { PlayerOverlays } from '../overlays/player-overlays';
import type { PublicChapter } from './chapters';
import type { ShareLink } from './share-links';

/**
 * What the public pages and the embed loader read about a published video or moment
 * (`GET /p/api/video/{id}`, `GET /p/api/moment/{id}`): the picture and stream to play and the same
 * overlays the admin's player shows. Only published metadata and media appear here.
 */
export interface PublicPlayerData {
  kind: 'video' | 'moment';
  /** The video's or the moment's id. */
  id: string;
  videoId: string;
  title: string;
  description: string;
  /** The public page of this video or moment. */
  pageUrl: string;
  posterUrl: string | null;
  /** The HLS master playlist under a signed, expiring grant. */
  manifestUrl: string | null;
  storyboardUrl: string | null;
  durationMs: number | null;
  /** A moment plays only this range of its video. */
  range: { startMs: number; endMs: number } | null;
  /** A video's chapters, marked on the seek bar (a moment has none). */
  chapters: PublicChapter[];
  /** The same chapters as a WebVTT chapters track (`<track kind="chapters">`); null without chapters. */
  chaptersUrl: string | null;
  /** The subtitle renditions the master playlist lists. */
  captions: Array<{ languageCode: string; name: string }>;
  orgLogoUrl: string | null;
  orgLogoEnabled: boolean;
  orgLogoPosition: LogoPosition | null;
  promotedObjects: Array<{ id: string; title: string; url: string | null; thumbnailUrl: string | null }>;
  promotedContentSettings: {
    promoteObjects: boolean;
    promoteAtStart: boolean;
    promoteAtEnd: boolean;
    promotedObjectsLabel: string;
  } | null;
  ads: { adTagUrl: string; adType: AdType; adDensity: AdDensity; adLocation: AdLocation[] } | null;
  /** The organization's visible share icons as links sharing `pageUrl`, in the fixed order. */
  shareLinks: ShareLink[];
  /** The CTAs over the video and the end card (a moment's own, else its video's), with Watch next. */
  overlays: PlayerOverlays;
}

/** Where the loader reads a published video's or moment's player data, relative to PUBLIC_URL. */
export function publicPlayerDataPath(kind: PublicPlayerData['kind'], id: string): string {
  return `/p/api/${kind}/${encodeURIComponent(id)}`;
}

/**
 * A published video's or moment's poster at an address built from its id alone (a redirect to the
 * published thumbnail), so the loader can ask for the image while the player data is still on its way.
 */
export function publicPosterPath(kind: PublicPlayerData['kind'], id: string): string {
  return `${publicPlayerDataPath(kind, id)}/poster`;
}

/** Where the player reports a view. */
export const PUBLIC_VIEWS_PATH = '/p/api/views';

/** A view counts after this much actual playback. */
export const VIEW_PLAYBACK_THRESHOLD_MS = 5000;

/** A viewer session counts one view of a video per this period. */
export const VIEW_SESSION_TTL_SECONDS = 24 * 60 * 60;

/** The loader keeps its random viewer session under this sessionStorage key. */
export const VIEW_SESSION_STORAGE_KEY = 'framehouse:view-session';

/** A viewer session id: 16 to 64 URL-safe characters (the loader makes 32 hex digits). */
const VIEW_SESSION = /^[A-Za-z0-9_-]{16,64}$/;

export function isViewSession(value: unknown): value is string {
  return typeof value === 'string' && VIEW_SESSION.test(value);
}

/** A duration as ISO 8601 (schema.org's `duration`): `PT1M5.25S`, `PT0S` for none. */
export function isoDuration(ms: number): string {
  const total = Math.max(0, Math.round(ms));
  const hours = Math.floor(total / 3_600_000);
  const minutes = Math.floor((total % 3_600_000) / 60_000);
  const seconds = (total % 60_000) / 1000;
  const parts = [hours ? `${hours}H` : '', minutes ? `${minutes}M` : '', seconds ? `${seconds}S` : ''];
  const body = parts.join('');
  return `PT${body || '0S'}`;
}

/**
 * Playback that counts toward a view: the advance of the playhead between two time updates, when it is
 * what playing for that long would move (a seek is a jump, not watching).
 */
export function watchedMs(previousSeconds: number, currentSeconds: number, elapsedMs: number): number {
  const advancedMs = (currentSeconds - previousSeconds) * 1000;
  if (advancedMs <= 0 || elapsedMs <= 0) return 0;
  // Up to 2x speed counts as watching; anything faster is a seek.
  return advancedMs <= elapsedMs * 2 + 250 ? advancedMs : 0;
}

import type { AdDensity, AdLocation, AdType, LogoPosition, PlayerOverlays } from '@framehouse/domain';

/** A promoted object as its promo card shows it (video-area §2 "Promo cards"). */
export interface PromotedObject {
  id: string;
  title: string;
  url?: string | null;
  thumbnailUrl?: string | null;
}

/** The video's promo cards settings (video-area §3 promotedContentSettings). */
export interface PromotedContentSettings {
  promoteObjects: boolean;
  promoteAtStart: boolean;
  promoteAtEnd: boolean;
  promotedObjectsLabel: string;
}

/** Where and how linear VAST ads play; given only when the video and its organization allow ads. */
export interface AdSettings {
  adTagUrl: string;
  adType: AdType;
  adDensity: AdDensity;
  adLocation: readonly AdLocation[];
}

/**
 * What the player shows over the content. Everything comes in through props so that the public player
 * can pass the same things from its own data.
 */
export interface PlayerOverlayProps {
  /** WebVTT storyboard (cues of `sprite.jpg#xywh=x,y,w,h`), shown while the seek bar is hovered. */
  storyboardUrl?: string | null;
  /** The organization logo; shown only when `orgLogoEnabled`. */
  orgLogoUrl?: string | null;
  orgLogoEnabled?: boolean;
  orgLogoPosition?: LogoPosition | null;
  promotedObjects?: readonly PromotedObject[];
  promotedContentSettings?: PromotedContentSettings | null;
  ads?: AdSettings | null;
  /** CTAs at their times and the end card (overlays-distribution §3); none when absent. */
  overlays?: PlayerOverlays | null;
  /**
   * The Framehouse origin (PUBLIC_URL) the overlays' fonts and the custom-code end card's frame page are
   * loaded from; '' (the default) for this page's own origin, as in the admin.
   */
  publicBaseUrl?: string;
  /** A moment's range of its video: its end card shows at the range's end and Replay starts it again. */
  range?: { startMs: number; endMs: number } | null;
}

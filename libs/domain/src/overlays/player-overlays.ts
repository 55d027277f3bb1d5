import type { ButtonCtaDesign } from './button-cta-design';
import type { CtaPlacementConfig } from './cta-placement';
import type { EndCardDesign } from './end-card-design';

/**
 * What the one overlay renderer of libs/player-ui draws over a video or a moment: the CTAs at their
 * times and the end card. The admin's previews build it from what they edit, the public pages and
 * embeds read it in their player data (`PublicPlayerData.overlays`).
 */

export interface PlayerButtonCta {
  kind: 'button';
  id: string;
  url: string;
  design: ButtonCtaDesign;
}

export interface PlayerImageCta {
  kind: 'image';
  id: string;
  /** Optional link (https, mailto or tel). */
  url: string | null;
  imageUrl: string;
}

export type PlayerCta = PlayerButtonCta | PlayerImageCta;

/** A timestamp group: CTAs shown from `startMs` to `endMs` of the video, stacked in list order. */
export interface PlayerCtaGroup {
  id: string;
  startMs: number;
  endMs: number;
  ctas: Array<{ id: string; cta: PlayerCta; config: CtaPlacementConfig }>;
}

/** What "Watch next" plays: another published video or moment of the organization. */
export interface WatchNext {
  title: string;
  pageUrl: string;
  posterUrl: string | null;
}

export interface PlayerBuilderEndCard {
  kind: 'builder';
  id: string;
  design: EndCardDesign;
  /** Null when the card has no background image. */
  backgroundImageUrl: string | null;
  /** Up to two button CTAs, in order. */
  ctaButtons: PlayerButtonCta[];
  watchNextButtonVisible: boolean;
  promoCode: { text: string; label: string } | null;
}

/**
 * A custom-code end card. Its code never runs in the document that shows the player: the renderer loads
 * the frame page (END_CARD_FRAME_PATH, served with a sandboxing CSP) in an iframe sandboxed without
 * allow-same-origin, and posts the code to it (END_CARD_FRAME_MESSAGE), which writes it into its own
 * opaque-origin document.
 */
export interface PlayerCustomEndCard {
  kind: 'custom';
  id: string;
  customCode: string;
}

export type PlayerEndCard = PlayerBuilderEndCard | PlayerCustomEndCard;

export interface PlayerOverlays {
  ctaGroups: PlayerCtaGroup[];
  endCard: PlayerEndCard | null;
  /** Offered by the end card's Watch next button; null when there is nothing else to watch. */
  watchNext: WatchNext | null;
}

export const NO_PLAYER_OVERLAYS: PlayerOverlays = { ctaGroups: [], endCard: null, watchNext: null };

/**
 * The CTA groups showing at `ms` of the video. A moment plays a range of its video: its groups are the
 * video's, at the same times, so only those within its range ever show.
 */
export function ctaGroupsAt(groups: readonly PlayerCtaGroup[], ms: number): PlayerCtaGroup[] {
  return groups.filter((group) => ms >= group.startMs && ms < group.endMs);
}

/** The page custom-code end cards run in, relative to PUBLIC_URL (the same for every card). */
export const END_CARD_FRAME_PATH = '/p/end-card-frame';

/** The message type the renderer posts to the frame page: `{ type, code }`. */
export const END_CARD_FRAME_MESSAGE = 'framehouse:end-card-code';

/** The message type the frame page posts to the renderer when a link of the card is clicked: `{ type }`. */
export const END_CARD_FRAME_CLICK_MESSAGE = 'framehouse:end-card-click';

import {
  END_CARD_FRAME_CLICK_MESSAGE,
  CardOrientation,
  CardSize,
  HorizontalAlignment,
  VerticalAlignment,
  type BackgroundImageSettings,
} from '@framehouse/domain';

/**
 * The rules of the end card (overlays-distribution §3 "End card"): its size over the player, its
 * background picture, and when it is due. Pure, so the renderer only draws.
 */

/** Each size's share of the player, in percent. */
export const END_CARD_SIZE_PERCENT: Record<CardSize, number> = {
  [CardSize.FULLSCREEN]: 100,
  [CardSize.XXL]: 90,
  [CardSize.XL]: 80,
  [CardSize.L]: 70,
  [CardSize.M]: 60,
  [CardSize.S]: 50,
};

/** A vertical card is a portrait 9:16 (the builder's 450 × 800 preview). */
export const VERTICAL_CARD_ASPECT_RATIO = '9 / 16';

/** The card's box over the picture, centred in it. */
export interface EndCardBox {
  /** Percent of the picture's height. */
  heightPercent: number;
  /** Percent of the picture's width; null when the aspect ratio sets the width. */
  widthPercent: number | null;
  aspectRatio: string | null;
}

/**
 * How large the card is drawn: a horizontal card takes its size's share of the picture's width and height
 * (the picture's own shape); a vertical one that share of the height, its width following 9:16. FULLSCREEN
 * covers the whole picture whatever the orientation.
 */
export function endCardBox(orientation: CardOrientation, size: CardSize): EndCardBox {
  const share = END_CARD_SIZE_PERCENT[size] ?? END_CARD_SIZE_PERCENT[CardSize.L];
  if (size === CardSize.FULLSCREEN || orientation !== CardOrientation.VERTICAL)
    return { heightPercent: share, widthPercent: share, aspectRatio: null };
  return { heightPercent: share, widthPercent: null, aspectRatio: VERTICAL_CARD_ASPECT_RATIO };
}

/** The card's background picture: `size` percent of the card's width, placed by its alignment. */
export function backgroundImageCss(settings: BackgroundImageSettings): {
  backgroundSize: string;
  backgroundPosition: string;
} {
  const size = Math.min(Math.max(settings.size, 0), 100);
  const horizontal = Object.values(HorizontalAlignment).includes(settings.horizontal)
    ? settings.horizontal
    : HorizontalAlignment.CENTER;
  const vertical = Object.values(VerticalAlignment).includes(settings.vertical)
    ? settings.vertical
    : VerticalAlignment.CENTER;
  return { backgroundSize: `${size}% auto`, backgroundPosition: `${horizontal} ${vertical}` };
}

/** A URL as a CSS url(): quoted, with the characters that would end the string escaped. */
export function cssUrl(url: string): string {
  return `url("${url.replace(/["\\\n\r\f]/g, (c) => `\\${c.charCodeAt(0).toString(16)} `)}")`;
}

/** How long "Copied" shows after the promo code was copied (the spec's copy tooltip). */
export const COPIED_FEEDBACK_MS = 2000;

/**
 * Whether a message the page received is a custom-code card's frame telling of a click on one of the
 * card's links: from that frame's window (its origin is opaque, so the source is what tells it apart
 * from the page's other frames and scripts) and of the click message's type.
 */
export function isEndCardLinkClick(
  message: { source: unknown; data: unknown },
  frame: Window | null | undefined,
): boolean {
  const { source, data } = message;
  return (
    !!frame &&
    source === frame &&
    typeof data === 'object' &&
    data !== null &&
    'type' in data &&
    data.type === END_CARD_FRAME_CLICK_MESSAGE
  );
}

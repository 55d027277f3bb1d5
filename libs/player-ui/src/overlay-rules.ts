import { DEFAULT_LOGO_POSITION, LogoPosition, PROMO_CARD_DURATION_MS } from '@framehouse/domain';
import type { PromotedContentSettings, PromotedObject } from './overlay-props';

/**
 * Whether promo cards show at `time` (seconds): during the first 5 s with promoteAtStart, the last 5 s
 * with promoteAtEnd (video-area §2), only while promoting is on and there is something to promote.
 */
export function promoCardsShown(
  settings: PromotedContentSettings | null | undefined,
  objects: readonly PromotedObject[],
  time: number,
  duration: number,
): boolean {
  if (!settings?.promoteObjects || objects.length === 0) return false;
  const window = PROMO_CARD_DURATION_MS / 1000;
  if (settings.promoteAtStart && time < window) return true;
  return (
    settings.promoteAtEnd &&
    Number.isFinite(duration) &&
    duration > 0 &&
    time >= Math.max(0, duration - window)
  );
}

/** Where the watermark sits: the chosen corner, BOTTOM_RIGHT when none is chosen. */
export function watermarkCorner(position: LogoPosition | null | undefined): {
  vertical: 'top' | 'bottom';
  horizontal: 'left' | 'right';
} {
  switch (position ?? DEFAULT_LOGO_POSITION) {
    case LogoPosition.TOP_LEFT:
      return { vertical: 'top', horizontal: 'left' };
    case LogoPosition.TOP_RIGHT:
      return { vertical: 'top', horizontal: 'right' };
    case LogoPosition.BOTTOM_LEFT:
      return { vertical: 'bottom', horizontal: 'left' };
    case LogoPosition.BOTTOM_RIGHT:
      return { vertical: 'bottom', horizontal: 'right' };
  }
}

/** Promo cards go along the top, on the side the logo does not take there. */
export function promoCardsSide(
  logoPosition: LogoPosition | null | undefined,
  logoShown: boolean,
): 'left' | 'right' {
  const logo = watermarkCorner(logoPosition);
  return logoShown && logo.vertical === 'top' && logo.horizontal === 'left' ? 'right' : 'left';
}

import { CtaType, ctaEditPath, EndCardOrigin } from '@framehouse/domain';

/** The Overlays page and its two tabs (overlays-distribution §2). */
export const OVERLAYS_PATH = '/overlays';
export const END_CARDS_LIST_PATH = '/overlays/end-cards';
export const CTAS_LIST_PATH = '/overlays/ctas';

export const NEW_VISUAL_END_CARD_PATH = '/end-card/new';
export const NEW_CUSTOM_CODE_END_CARD_PATH = '/end-card/new-custom-code';
export const NEW_BUTTON_CTA_PATH = '/cta/new-button';
export const NEW_IMAGE_CTA_PATH = '/cta/new-image';

/** Where the visual builder's back link goes without a destination in the route state (§2). */
export const DASHBOARD_PATH = '/dashboard';

/**
 * The back-navigation state a list hands to an editor (§2: "destination URL and a back-button
 * placeholder"): where its back link goes and what it says.
 */
export interface BackNavigation {
  backTo: string;
  backLabel: string;
}

export const END_CARDS_BACK: BackNavigation = {
  backTo: END_CARDS_LIST_PATH,
  backLabel: 'Back to end cards list',
};
export const CTAS_BACK: BackNavigation = { backTo: CTAS_LIST_PATH, backLabel: 'Back to CTAs list' };
export const DASHBOARD_BACK: BackNavigation = { backTo: DASHBOARD_PATH, backLabel: 'Back to dashboard' };

/**
 * The back navigation in a route's state, or `fallback` when there is none. Only an in-app path is taken
 * (the state of a history entry is the page's own, but a path is never turned into another origin).
 */
export function backNavigationOf(state: unknown, fallback: BackNavigation): BackNavigation {
  if (typeof state !== 'object' || state === null) return fallback;
  const backTo: unknown = Reflect.get(state, 'backTo');
  const backLabel: unknown = Reflect.get(state, 'backLabel');
  if (typeof backTo !== 'string' || !backTo.startsWith('/') || backTo.startsWith('//')) return fallback;
  return {
    backTo,
    backLabel: typeof backLabel === 'string' && backLabel.trim() ? backLabel : fallback.backLabel,
  };
}

/** An end card's editor, which depends on how it was built; a legacy card (no origin) opens in the builder. */
export function endCardEditPath(origin: EndCardOrigin | string | null | undefined, id: string): string {
  return origin === EndCardOrigin.CUSTOM_JS ? `/end-card/custom-code/${id}` : `/end-card/visual/${id}`;
}

/** A CTA's editor (libs/domain's ctaEditPath), from the SDK's type value. */
export function ctaPathOf(type: string, id: string): string {
  return ctaEditPath(type === CtaType.IMAGE ? CtaType.IMAGE : CtaType.BUTTON, id);
}

export enum CtaType {
  BUTTON = 'BUTTON',
  IMAGE = 'IMAGE',
}

export const CTA_TYPE_LABELS: Record<CtaType, string> = {
  [CtaType.BUTTON]: 'Button',
  [CtaType.IMAGE]: 'Image',
};

/** Edit route of a CTA, which depends on its type. */
export function ctaEditPath(type: CtaType, ctaId: string): string {
  return type === CtaType.BUTTON ? `/cta/button/${ctaId}` : `/cta/image/${ctaId}`;
}

export enum CtaIconName {
  ARROW_RIGHT = 'ARROW_RIGHT',
  BOOKMARK = 'BOOKMARK',
  CART = 'CART',
  CHECK = 'CHECK',
  CHEVRON_RIGHT = 'CHEVRON_RIGHT',
  COFFEE = 'COFFEE',
  DISCOUNT = 'DISCOUNT',
  DOLLAR_SIGN = 'DOLLAR_SIGN',
  GIFT = 'GIFT',
  HEART = 'HEART',
  INFO = 'INFO',
  PLAY = 'PLAY',
  SHARE = 'SHARE',
  SHOPPING_BAG = 'SHOPPING_BAG',
  STAR = 'STAR',
}

export enum CtaIconShape {
  CIRCLE = 'CIRCLE',
  STAR = 'STAR',
  PLAIN = 'PLAIN',
}

export enum CtaIconType {
  CART_PLUS = 'CART_PLUS',
  ARROW_RIGHT = 'ARROW_RIGHT',
  PLAY = 'PLAY',
  SHARE_ARROW = 'SHARE_ARROW',
  SHARE_BG = 'SHARE_BG',
}

/** CTA animations; the value is the name stored in a placement's config. */
export enum CtaAnimation {
  JIGGLE = 'Jiggle',
  BOUNCE = 'Bounce',
  ROTATE = 'Rotate',
  VIBRATE = 'Vibrate',
  SHAKE = 'Shake',
}

/** Alignment presets of a CTA placed over the video. */
export enum CtaAlignment {
  BOTTOM = 'bottom',
  CENTER_VERTICAL = 'centerVertical',
  TOP = 'top',
  LEFT = 'left',
  CENTER_HORIZONTAL = 'centerHorizontal',
  RIGHT = 'right',
}

export enum EndCardType {
  LEGACY = 'LEGACY',
  CUSTOM = 'CUSTOM',
}

/** How an end card was built; a card without an origin is a legacy one. */
export enum EndCardOrigin {
  GUI_BUILDER = 'GUI_BUILDER',
  CUSTOM_JS = 'CUSTOM_JS',
}

/** The builder modes are the two origins. */
export const EndCardBuilderMode = EndCardOrigin;
export type EndCardBuilderMode = EndCardOrigin;

export enum CardOrientation {
  HORIZONTAL = 'HORIZONTAL',
  VERTICAL = 'VERTICAL',
}

export enum CardSize {
  FULLSCREEN = 'FULLSCREEN',
  XXL = 'XXL',
  XL = 'XL',
  L = 'L',
  M = 'M',
  S = 'S',
}

export enum EndCardStyle {
  DEFAULT = 'DEFAULT',
  BASIC = 'BASIC',
}

export enum VerticalAlignment {
  TOP = 'top',
  CENTER = 'center',
  BOTTOM = 'bottom',
}

export enum HorizontalAlignment {
  LEFT = 'left',
  CENTER = 'center',
  RIGHT = 'right',
}

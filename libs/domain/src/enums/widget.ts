export enum ColorTheme {
  LIGHT = 'LIGHT',
  DARK = 'DARK',
}

export const DEFAULT_COLOR_THEME = ColorTheme.LIGHT;

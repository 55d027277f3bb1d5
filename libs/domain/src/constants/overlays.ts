import { BRAND_PRIMARY_COLOR } from './platform';

/** Overlays and distribution constants (overlays-distribution.md §9 and the numbers of §2–§5). */

// End cards
export const END_CARD_NAME_MAX = 200;
export const END_CARD_TEXT_MAX = 200;
export const PROMO_CODE_TEXT_MAX = 30;
export const PROMO_CODE_LABEL_MAX = 30;
/** Ours: a custom-code end card's code (the spec gives no maximum). */
export const END_CARD_CUSTOM_CODE_MAX = 100_000;
export const END_CARD_OPACITY_MIN = 80;
export const END_CARD_OPACITY_MAX = 100;
export const END_CARD_OPACITY_STEP = 5;
export const END_CARD_OPACITY_DEFAULT = 90;
export const END_CARD_BORDER_WIDTH_DEFAULT = 0;
export const END_CARD_BORDER_WIDTH_MAX = 20;
export const END_CARD_BORDER_RADIUS_DEFAULT = 15;
export const END_CARD_BORDER_RADIUS_MAX = 20;
export const END_CARD_FONT_SIZE_MIN = 10;
export const HEADLINE_FONT_SIZE_DEFAULT = 24;
export const BACKGROUND_IMAGE_SIZE_MIN = 0;
export const BACKGROUND_IMAGE_SIZE_MAX = 100;
export const BACKGROUND_IMAGE_SIZE_DEFAULT = 100;
export const END_CARD_DEFAULT_COLORS = {
  overlay: '#000000',
  background: '#FFFFFF',
  border: '#000000',
  icon: '#000000',
  controlBackground: '#E6E6E6',
  headline: '#000000',
} as const;
/** "10MB" is read as 10 MiB, like the 2.5 MiB picture limit. */
export const END_CARD_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const END_CARD_IMAGE_EXTENSIONS: readonly string[] = ['.png', '.jpg'];
/** The end card picker lists this many newest cards first. */
export const END_CARD_PICKER_NEWEST = 3;
export const END_CARD_HORIZONTAL_PREVIEW_HEIGHT = 420;
export const END_CARD_VERTICAL_PREVIEW_HEIGHT = 800;
export const END_CARD_VERTICAL_PREVIEW_WIDTH = 450;
export const END_CARD_MOBILE_PREVIEW_WIDTH = 380;

// CTAs
export const CTA_LIST_PAGE_SIZE = 100;
export const BUTTON_CTA_NAME_MAX = 200;
export const BUTTON_CTA_URL_MAX = 200;
export const BUTTON_CTA_TEXT_MAX = 50;
export const BUTTON_CTA_FONT_SIZE_MIN = 12;
export const BUTTON_CTA_FONT_SIZE_MAX = 18;
export const BUTTON_CTA_OPACITY_MIN = 80;
export const BUTTON_CTA_OPACITY_STEP = 5;
export const BUTTON_CTA_BORDER_WIDTH_MAX = 10;
/** A border radius of 99 px gives round corners. */
export const BUTTON_CTA_ROUND_RADIUS = 99;
export const BUTTON_CTA_DEFAULTS = {
  fontSize: 14,
  fontColor: '#FFFFFF',
  hasIcon: false,
  iconColor: '#FFFFFF',
  backgroundColor: BRAND_PRIMARY_COLOR,
  backgroundOpacity: 100,
  borderWidth: 0,
  borderColor: '#FFFFFF',
  borderRadius: 0,
} as const;
export const IMAGE_CTA_NAME_MAX = 200;
export const IMAGE_CTA_URL_MAX = 200;
export const IMAGE_CTA_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_CTA_EXTENSIONS: readonly string[] = ['.png', '.svg', '.webp'];
export const IMAGE_CTA_URL_SCHEMES: readonly string[] = ['https:', 'mailto:', 'tel:'];

// CTA placement in a video
export const CTA_DEFAULT_WIDTH = 33;
export const CTA_WIDTH_MAX = 99;
export const CTA_DEFAULT_POSITION = { calculatedTop: 50, calculatedLeft: 50 } as const;
export const CTA_POSITION_STEP = 5;
export const CTA_TIMESTAMP_MIN_LENGTH_MS = 1000;
export const CTA_ANIMATION_DURATIONS_S: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8, 9];
/** Cycle times in seconds; 0 is "Constant". */
export const CTA_CYCLE_TIMES_S: readonly number[] = [0, 1, 2, 3, 4, 5, 7, 10, 15, 30, 60];
/** Ours: the spec sets no number; a video's overlay data stays small enough to load with the player. */
export const CTA_TIMESTAMPS_MAX = 50;
/** Ours: CTAs in one timestamp group. */
export const CTAS_PER_TIMESTAMP_MAX = 10;

// Pictures of end cards and image CTAs (ours: the spec gives the file size only)
/** Largest width or height accepted from the user: the other pictures' (decoded, 5000² RGBA is 100 MB). */
export const OVERLAY_PICTURE_MAX_DIMENSION = 5000;
/** The stored picture fits inside this square (never enlarged). */
export const OVERLAY_PICTURE_STORED_SIZE = 1920;
/** The status every end card has (the spec lists the field, not its values). */
export const END_CARD_STATUS_ACTIVE = 'ACTIVE';

// Widgets and presets
export const WIDGET_TITLE_MAX = 256;
export const WIDGET_DESCRIPTION_MAX = 5000;
export const WIDGET_PRESET_NAME_MAX = 256;
export const CAROUSEL_SLIDES_PER_VIEW = 3;
/** The carousel preview loops only with more than this many moments. */
export const CAROUSEL_INFINITE_MIN_MOMENTS = 3;
export const COLOR_CHANGE_DEBOUNCE_MS = 500;
export const DEFAULT_PRESET_MAIN_COLOR = BRAND_PRIMARY_COLOR;

// Playlists
export const PLAYLIST_NAME_MAX = 128;
export const PLAYLIST_PICKER_LIST_PAGE_SIZE = 10;
export const AUTOMATIC_PLAYLIST_PREVIEW_PAGE_SIZE = 20;
export const PLAYLIST_EDIT_ITEMS_MAX = 999;

// Microsites
export const MICROSITE_DESCRIPTION_MAX = 160;
export const MICROSITE_SUBDOMAIN_MIN = 2;
export const MICROSITE_SUBDOMAIN_MAX = 63;
export const MICROSITE_LIST_DEFAULT_ORDER_BY = '-id';
export const MICROSITE_HEALTH_POLL_MS = 60000;
export const MICROSITE_SETUP_MINUTES = 10;
export const MICROSITE_PRESET_COLORS: readonly string[] = [
  '#F00223',
  '#F002BB',
  '#0702F0',
  '#F0BB02',
  '#02F0A8',
];
export const MICROSITE_GRID_PREVIEW_VIDEOS = 8;
export const MICROSITE_CUSTOM_HTML_ROWS = 10;
export const MICROSITE_SECTION_LIMITS = {
  top: { min: 3, max: 3 },
  middle: { min: 2, max: 5 },
  bottom: { min: 1, max: 20, perRow: 4 },
} as const;
/** Microsite logo and favicon: same bounds as the organization logo (ours; the spec gives no values). */
export const MICROSITE_LOGO_MAX_DIMENSION = 5000;
export const MICROSITE_LOGO_STORED_SIZE = 1024;
export const MICROSITE_FAVICON_MAX_DIMENSION = 5000;
export const MICROSITE_FAVICON_STORED_SIZE = 256;

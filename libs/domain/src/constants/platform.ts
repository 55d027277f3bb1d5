/** Platform-wide constants (platform.md §9 and the shared UI numbers). */

export const PASSWORD_MIN_LENGTH = 8;
/** The longest email address there can be (RFC 5321: a 254-character path); the accounts column holds no more. */
export const EMAIL_MAX_LENGTH = 254;
export const MINIMUM_AGE = 18;

export const SOCIAL_LABEL_MAX = 32;
export const SOCIAL_URL_MAX = 2048;
/** Ours: the most social media accounts one organization lists (several per platform are allowed). */
export const SOCIAL_MEDIA_MAX_ENTRIES = 20;
/** Ours: a share target an organization never set is shown (share links work from the first publication). */
export const SHARE_ICONS_DEFAULT_VISIBLE = true;
/** Ours: the spec gives ad tags no length limits. */
export const AD_TAG_NAME_MAX = 100;
export const AD_TAG_URL_MAX = 2048;

export const PAGE_SIZES: readonly number[] = [25, 50, 100];
export const DEFAULT_PAGE_SIZE = 50;
/** The largest pageSize a list accepts (the spec's pickers ask for 999). */
export const MAX_PAGE_SIZE = 1000;
/** Default sort of every list: created, newest first. */
export const DEFAULT_ORDER_BY = '-created';

export const SEARCH_DEBOUNCE_MS = 300;
export const COPY_TOOLTIP_MS = 2000;
export const NETWORK_ERROR_MS = 3000;
export const TOAST_AUTO_HIDE_MS = 5000;
export const TOAST_MAX = 3;

export const DIALOG_DEFAULT_WIDTH = 680;
export const DIALOG_DELETE_WIDTH = 600;
export const DIALOG_CONFIRMATION_WIDTH = 600;
export const DIALOG_SUCCESS_WIDTH = 600;
export const BACKDROP_FADE_MS = 500;

export const NAVIGATION_WIDTH = 270;
export const NAVIGATION_MINI_WIDTH = 130;
export const AVATAR_DISPLAY_SIZE = 48;

export const BRAND_PRIMARY_COLOR = '#CE0000';
export const BRAND_FONTS: readonly string[] = ['Roboto', 'Roboto Condensed'];

/** Generic picture upload limit: 2.5 MiB. */
export const PICTURE_MAX_BYTES = 2.5 * 1024 * 1024;
/** An avatar may be at most 5000 px on each side; it is stored scaled to fit 256x256. */
export const AVATAR_MAX_DIMENSION = 5000;
export const AVATAR_STORED_SIZE = 256;
/** An organization logo may be at most 5000 px on each side; it is stored scaled to fit 1024x1024. */
export const LOGO_MAX_DIMENSION = 5000;
export const LOGO_STORED_SIZE = 1024;

/** Local-storage keys the admin uses. */
export const TOKEN_STORAGE_KEY = 'token';
export const VOLUME_STORAGE_KEY = 'volume';

/** Metered usage is shown as a percent with this many decimals. */
export const USAGE_PERCENT_DECIMALS = 2;

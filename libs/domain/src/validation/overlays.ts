import {
  BUTTON_CTA_FONT_SIZE_MAX,
  BUTTON_CTA_FONT_SIZE_MIN,
  BUTTON_CTA_NAME_MAX,
  BUTTON_CTA_TEXT_MAX,
  BUTTON_CTA_URL_MAX,
  CTA_WIDTH_MAX,
  END_CARD_IMAGE_EXTENSIONS,
  END_CARD_IMAGE_MAX_BYTES,
  END_CARD_CUSTOM_CODE_MAX,
  END_CARD_NAME_MAX,
  END_CARD_TEXT_MAX,
  IMAGE_CTA_EXTENSIONS,
  IMAGE_CTA_MAX_BYTES,
  IMAGE_CTA_NAME_MAX,
  IMAGE_CTA_URL_MAX,
  IMAGE_CTA_URL_SCHEMES,
  MICROSITE_DESCRIPTION_MAX,
  MICROSITE_SUBDOMAIN_MAX,
  MICROSITE_SUBDOMAIN_MIN,
  PLAYLIST_NAME_MAX,
  PROMO_CODE_LABEL_MAX,
  PROMO_CODE_TEXT_MAX,
  WIDGET_DESCRIPTION_MAX,
  WIDGET_PRESET_NAME_MAX,
  WIDGET_TITLE_MAX,
} from '../constants/overlays';
import { PlaylistItemsOrder } from '../enums/playlist';
import { hasExtension, isValidUrl, validateMaxLength } from './common';
import { maxLengthMessage, rangeMessage, ValidationMessages } from './validation-messages';
import { characterLength, isBlank, ValidationResult } from './validator';

function requiredWithMax(
  value: string | null | undefined,
  emptyMessage: string,
  max: number,
): ValidationResult {
  if (isBlank(value)) return emptyMessage;
  return validateMaxLength((value ?? '').trim(), max);
}

// End cards

export function validateEndCardName(value: string | null | undefined): ValidationResult {
  return requiredWithMax(value, ValidationMessages.endCardNameEmpty, END_CARD_NAME_MAX);
}

export function validateHeadlineText(value: string | null | undefined): ValidationResult {
  return requiredWithMax(value, ValidationMessages.headlineEmpty, END_CARD_TEXT_MAX);
}

/** Subline text: required only while the subline is enabled. */
export function validateSublineText(value: string | null | undefined, enabled: boolean): ValidationResult {
  return enabled ? requiredWithMax(value, ValidationMessages.sublineEmpty, END_CARD_TEXT_MAX) : undefined;
}

export function validateCustomCode(value: string | null | undefined): ValidationResult {
  return isBlank(value)
    ? ValidationMessages.customCodeEmpty
    : validateMaxLength(value, END_CARD_CUSTOM_CODE_MAX);
}

export function validatePromoCodeText(value: string | null | undefined): ValidationResult {
  return validateMaxLength(value, PROMO_CODE_TEXT_MAX);
}

export function validatePromoCodeLabel(value: string | null | undefined): ValidationResult {
  return validateMaxLength(value, PROMO_CODE_LABEL_MAX);
}

/** An image file chosen for upload: extension and size. */
export interface ImageFile {
  name: string;
  size: number;
}

/** End card background image: required when enabled, .png or .jpg, max 10 MB. */
export function validateEndCardImage(file: ImageFile | null | undefined, enabled = true): ValidationResult {
  if (!enabled) return undefined;
  if (!file) return ValidationMessages.imageEmpty;
  if (!hasExtension(file.name, END_CARD_IMAGE_EXTENSIONS)) return ValidationMessages.endCardImageFormat;
  return file.size > END_CARD_IMAGE_MAX_BYTES ? ValidationMessages.imageMaxSize : undefined;
}

/** A number field's bound check (number inputs also clamp; this is the server's check). */
export function validateNumberRange(
  value: number | null | undefined,
  min: number,
  max: number,
  unit = '',
): ValidationResult {
  if (value == null || !Number.isFinite(value)) return ValidationMessages.required;
  return value < min || value > max ? rangeMessage(min, max, unit) : undefined;
}

// Button CTA

export function validateButtonCtaName(value: string | null | undefined): ValidationResult {
  return requiredWithMax(value, ValidationMessages.buttonNameEmpty, BUTTON_CTA_NAME_MAX);
}

export function validateButtonCtaUrl(value: string | null | undefined): ValidationResult {
  if (isBlank(value)) return ValidationMessages.buttonUrlEmpty;
  const url = (value ?? '').trim();
  if (!isValidUrl(url)) return ValidationMessages.urlIncorrectFormat;
  return characterLength(url) > BUTTON_CTA_URL_MAX ? maxLengthMessage(BUTTON_CTA_URL_MAX) : undefined;
}

export function validateButtonCtaText(value: string | null | undefined): ValidationResult {
  return requiredWithMax(value, ValidationMessages.buttonTextEmpty, BUTTON_CTA_TEXT_MAX);
}

export function validateButtonCtaFontSize(value: number | null | undefined): ValidationResult {
  return validateNumberRange(value, BUTTON_CTA_FONT_SIZE_MIN, BUTTON_CTA_FONT_SIZE_MAX, 'px');
}

// Image CTA

/** Image CTA picture: required, .png, .svg or .webp, max 10 MB. */
export function validateImageCtaImage(file: ImageFile | null | undefined): ValidationResult {
  if (!file) return ValidationMessages.imageEmpty;
  if (!hasExtension(file.name, IMAGE_CTA_EXTENSIONS)) return ValidationMessages.imageCtaFormat;
  return file.size > IMAGE_CTA_MAX_BYTES ? ValidationMessages.imageMaxSize : undefined;
}

export function validateImageCtaName(value: string | null | undefined): ValidationResult {
  return requiredWithMax(value, ValidationMessages.imageNameEmpty, IMAGE_CTA_NAME_MAX);
}

/** Image CTA link: optional; when given https, mailto or tel ("URL is invalid"), max 200. */
export function validateImageCtaUrl(value: string | null | undefined): ValidationResult {
  const url = (value ?? '').trim();
  if (url === '') return undefined;
  if (!isValidUrl(url, IMAGE_CTA_URL_SCHEMES)) return ValidationMessages.urlInvalid;
  return characterLength(url) > IMAGE_CTA_URL_MAX ? maxLengthMessage(IMAGE_CTA_URL_MAX) : undefined;
}

/** Ours: the API's refusals in the overlays area that the spec shows no text for. */
export const OverlayMessages = {
  endCardOriginFixed:
    'An end card keeps the way it was built: create a new one to switch between the visual builder and custom code.',
  customCodeOnly: 'A custom-code end card takes only a name and its custom code.',
  oneCtaReference: 'Give exactly one of buttonCtaId and imageCtaId.',
  videoCtasExist: 'This video already has CTA timestamps: save them with updateVideoCtas.',
  videoWithoutDuration: 'CTAs can be placed once the video is processed.',
  tooManyTimestamps: (max: number) => `A video can have at most ${max} CTA timestamps.`,
  tooManyCtas: (max: number) => `A timestamp can hold at most ${max} CTAs.`,
  /** Deleting a CTA that is in use (we refuse rather than detach: see docs/decisions.md, "Overlays"). */
  ctaInUse: (cards: number, videos: number) =>
    `This CTA is used in ${cards} end card${cards === 1 ? '' : 's'} and ${videos} video${
      videos === 1 ? '' : 's'
    }. Remove it from them before deleting.`,
} as const;

// CTA placement

export function validateTimestampName(value: string | null | undefined): ValidationResult {
  return isBlank(value) ? ValidationMessages.nameEmpty : undefined;
}

/** Image CTA width in percent: required, at most 99. */
export function validateCtaWidth(value: number | string | null | undefined): ValidationResult {
  if (value === null || value === undefined || value === '') return ValidationMessages.widthEmpty;
  const width = Number(value);
  if (!Number.isFinite(width)) return ValidationMessages.widthEmpty;
  return width <= 0 || width > CTA_WIDTH_MAX ? rangeMessage(1, CTA_WIDTH_MAX, '%') : undefined;
}

// Widgets and presets

/** Widget (carousel) name: not empty after trimming. */
export function validateWidgetName(value: string | null | undefined): ValidationResult {
  return isBlank(value) ? ValidationMessages.nameEmpty : undefined;
}

export function validateWidgetTitle(value: string | null | undefined): ValidationResult {
  return validateMaxLength(value, WIDGET_TITLE_MAX);
}

export function validateWidgetDescription(value: string | null | undefined): ValidationResult {
  return validateMaxLength(value, WIDGET_DESCRIPTION_MAX);
}

const GA4_ID = /^G-[A-Za-z0-9]{4,16}$/;
const UA_ID = /^UA-[A-Za-z0-9]{6,12}-\d{1,3}$/;

/** Google Analytics 4 measurement id, optional: G- plus 4 to 16 letters or digits. */
export function validateGoogleAnalytics4Id(value: string | null | undefined): ValidationResult {
  if (!value) return undefined;
  return GA4_ID.test(value) ? undefined : ValidationMessages.ga4IdFormat;
}

/** Google Analytics (Universal) tracking id, optional: UA-, 6 to 12 letters or digits, a dash, 1 to 3 digits. */
export function validateGoogleAnalyticsId(value: string | null | undefined): ValidationResult {
  if (!value) return undefined;
  return UA_ID.test(value) ? undefined : ValidationMessages.uaIdFormat;
}

export function validatePresetName(value: string | null | undefined): ValidationResult {
  return requiredWithMax(value, ValidationMessages.presetNameEmpty, WIDGET_PRESET_NAME_MAX);
}

// Playlists

export function validatePlaylistName(value: string | null | undefined): ValidationResult {
  return requiredWithMax(value, ValidationMessages.nameEmpty, PLAYLIST_NAME_MAX);
}

/** Manual ordering needs at least one item. */
export function validatePlaylistItems(
  orderBy: PlaylistItemsOrder,
  itemIds: readonly string[],
): ValidationResult {
  return orderBy === PlaylistItemsOrder.MANUAL && itemIds.length === 0
    ? ValidationMessages.playlistNoItems
    : undefined;
}

// Microsites

export function validateMicrositeTitle(value: string | null | undefined): ValidationResult {
  return isBlank(value) ? ValidationMessages.titleEmpty : undefined;
}

export function validateMicrositeDescription(value: string | null | undefined): ValidationResult {
  return validateMaxLength(value, MICROSITE_DESCRIPTION_MAX);
}

/** The microsite subdomain, checked in the spec's order: characters, dashes at the ends, length. */
export function validateMicrositeSubdomain(value: string | null | undefined): ValidationResult {
  if (!value) return ValidationMessages.required;
  if (!/^[a-z0-9-]+$/.test(value)) return ValidationMessages.micrositeUrlCharacters;
  if (value.startsWith('-') || value.endsWith('-')) return ValidationMessages.micrositeUrlDashes;
  if (value.length < MICROSITE_SUBDOMAIN_MIN) return ValidationMessages.micrositeUrlTooShort;
  if (value.length > MICROSITE_SUBDOMAIN_MAX) return ValidationMessages.micrositeUrlTooLong;
  return undefined;
}

/** The microsite's public address: https://{subdomain}.{host}. */
export function micrositeUrl(subdomain: string, host: string): string {
  return `https://${subdomain}.${host}`;
}

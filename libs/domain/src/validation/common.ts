import { EMAIL_MAX_LENGTH } from '../constants/platform';
import { maxLengthMessage, ValidationMessages } from './validation-messages';
import { characterLength, isBlank, ValidationResult } from './validator';

/** "Required": no value at all (an empty string, null or undefined). */
export function validateRequired(value: string | boolean | number | null | undefined): ValidationResult {
  if (value === null || value === undefined || value === '' || value === false) {
    return ValidationMessages.required;
  }
  return undefined;
}

/** Required and not only whitespace, with the given message for a blank value. */
export function validateNotBlank(value: string | null | undefined, message: string): ValidationResult {
  return isBlank(value) ? message : undefined;
}

export function validateMaxLength(value: string | null | undefined, max: number): ValidationResult {
  return value != null && characterLength(value) > max ? maxLengthMessage(max) : undefined;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs; anything else names no row (and must not reach PostgreSQL as a uuid). */
export const isUuid = (value: unknown): value is string =>
  typeof value === 'string' && UUID_PATTERN.test(value);

// No whitespace, text before the @, and a domain of non-empty dot-separated labels (at least one dot).
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

/** "Incorrect email format"; compose with validateRequired where the field is required. */
export function validateEmail(value: string | null | undefined): ValidationResult {
  return value != null && isEmail(value) ? undefined : ValidationMessages.incorrectEmailFormat;
}

/** Emails compare without surrounding spaces and case. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

export const DEFAULT_URL_SCHEMES: readonly string[] = ['http:', 'https:', 'mailto:', 'tel:'];
export const WEB_URL_SCHEMES: readonly string[] = ['http:', 'https:'];

/**
 * A link someone else wrote (an ad's ClickThrough) that may be opened: an absolute http(s) URL, as the
 * browser parses it. A javascript: or data: URL would run its script in the page that opens it.
 */
export function isWebLink(value: string): boolean {
  try {
    return WEB_URL_SCHEMES.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

const HOST_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const TOP_LEVEL_LABEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;
const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
const PHONE = /^\+?[0-9][0-9()\-. ]*$/;

/** A host a user can type: a domain name with a top-level label, localhost, or an IP address. */
export function isValidHost(hostname: string): boolean {
  if (hostname === 'localhost' || IPV4.test(hostname)) return true;
  if (hostname.startsWith('[') && hostname.endsWith(']')) return true; // IPv6, already checked by URL
  const labels = hostname.replace(/\.$/, '').split('.');
  if (labels.length < 2 || hostname.length > 253) return false;
  const topLevel = labels[labels.length - 1] ?? '';
  return labels.every((label) => HOST_LABEL.test(label)) && TOP_LEVEL_LABEL.test(topLevel);
}

/**
 * A URL with one of the allowed schemes: http(s) needs a valid host; mailto needs e-mail address(es);
 * tel needs a phone number. Parsed with the WHATWG URL class.
 */
export function isValidUrl(value: string, schemes: readonly string[] = DEFAULT_URL_SCHEMES): boolean {
  if (value !== value.trim() || /\s/.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (!schemes.includes(url.protocol)) return false;
  switch (url.protocol) {
    case 'http:':
    case 'https:':
      return /^https?:\/\//i.test(value) && isValidHost(url.hostname);
    case 'mailto:': {
      const addresses = safeDecode(url.pathname);
      return addresses !== undefined && addresses.split(',').every((address) => isEmail(address.trim()));
    }
    case 'tel:': {
      const number = safeDecode(url.pathname);
      return number !== undefined && PHONE.test(number);
    }
    default:
      return url.hostname.length > 0;
  }
}

function safeDecode(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/** "URL is in incorrect format" unless another message is given (e.g. "URL is invalid"). */
export function validateUrl(
  value: string | null | undefined,
  options: { schemes?: readonly string[]; message?: string } = {},
): ValidationResult {
  const valid = value != null && isValidUrl(value, options.schemes ?? DEFAULT_URL_SCHEMES);
  return valid ? undefined : (options.message ?? ValidationMessages.urlIncorrectFormat);
}

const HEX_COLOR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

export function isHexColor(value: string): boolean {
  return HEX_COLOR.test(value);
}

export function validateHexColor(value: string | null | undefined): ValidationResult {
  return value != null && isHexColor(value) ? undefined : ValidationMessages.invalidHexColor;
}

/**
 * White or near-black, whichever reads better on `hexColor` (#rgb or #rrggbb), by WCAG relative
 * luminance: text on a colour an organization chose (a microsite's header, a widget's arrows).
 */
export function textColorOn(hexColor: string): '#ffffff' | '#111111' {
  const hex = hexColor.slice(1);
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  const [r, g, b] = [0, 2, 4].map((at) => {
    const channel = parseInt(full.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  // Contrast against white (1.05 / (L + 0.05)) beats contrast against black ((L + 0.05) / 0.05) below ~0.18.
  return luminance < 0.179 ? '#ffffff' : '#111111';
}

const SLUG = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/** Lowercase letters, digits and dashes, with no leading or trailing dash. */
export function isSlug(value: string): boolean {
  return SLUG.test(value);
}

export function validateSlug(value: string | null | undefined): ValidationResult {
  return value != null && isSlug(value) ? undefined : ValidationMessages.slugFormat;
}

/** The extension of a file name with its dot, lowercased ("" when there is none). */
export function fileExtension(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot).toLowerCase();
}

export function hasExtension(fileName: string, extensions: readonly string[]): boolean {
  return extensions.includes(fileExtension(fileName));
}

/** Number inputs clamp to their bounds. */
export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

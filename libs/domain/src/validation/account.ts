import { AD_TAG_NAME_MAX, AD_TAG_URL_MAX, SOCIAL_LABEL_MAX, SOCIAL_URL_MAX } from '../constants/platform';
import { isEmail, normalizeEmail, validateMaxLength, validateUrl, WEB_URL_SCHEMES } from './common';
import { ValidationMessages } from './validation-messages';
import { isBlank, ValidationResult } from './validator';

/** Registration and invited-member full name: "Required", then "Full name cannot be empty". */
export function validateFullName(value: string | null | undefined): ValidationResult {
  if (!value) return ValidationMessages.required;
  if (isBlank(value)) return ValidationMessages.fullNameEmpty;
  return undefined;
}

/** Account settings full name: "Full name is required", then "Full name cannot be empty". */
export function validateAccountName(value: string | null | undefined): ValidationResult {
  if (!value) return ValidationMessages.fullNameRequired;
  if (isBlank(value)) return ValidationMessages.fullNameEmpty;
  return undefined;
}

/** Login, registration and reset-request email: "Required", then "Incorrect email format". */
export function validateRequiredEmail(value: string | null | undefined): ValidationResult {
  if (!value) return ValidationMessages.required;
  return isEmail(value) ? undefined : ValidationMessages.incorrectEmailFormat;
}

/** Settings > E-mail: required, valid, and different from the current address. */
export function validateNewEmail(
  value: string | null | undefined,
  current?: string | null,
): ValidationResult {
  if (isBlank(value)) return ValidationMessages.newEmailRequired;
  const email = (value ?? '').trim();
  if (!isEmail(email)) return ValidationMessages.emailInvalid;
  if (current && normalizeEmail(email) === normalizeEmail(current)) return ValidationMessages.sameEmail;
  return undefined;
}

/**
 * "Organization name cannot be empty" for a blank name. At verification the name is optional
 * (`required: false`): an empty value passes there, whitespace alone does not.
 */
export function validateOrganizationName(
  value: string | null | undefined,
  options: { required?: boolean } = {},
): ValidationResult {
  if (!value && options.required === false) return undefined;
  return isBlank(value) ? ValidationMessages.organizationNameEmpty : undefined;
}

const API_KEY_NAME = /^[A-Za-z0-9_-]+$/;

/** Letters, numbers, dashes and underscores; uniqueness is the server's DUPLICATED_API_KEY_NAME. */
export function validateApiKeyName(value: string | null | undefined): ValidationResult {
  if (!value) return ValidationMessages.required;
  return API_KEY_NAME.test(value) ? undefined : ValidationMessages.apiKeyNameFormat;
}

export function validateSocialLabel(value: string | null | undefined): ValidationResult {
  if (isBlank(value)) return ValidationMessages.required;
  return validateMaxLength(value, SOCIAL_LABEL_MAX);
}

/** A social account URL: required, max 2048, http or https. */
export function validateSocialUrl(value: string | null | undefined): ValidationResult {
  if (isBlank(value)) return ValidationMessages.required;
  return validateMaxLength(value, SOCIAL_URL_MAX) ?? validateUrl(value, { schemes: WEB_URL_SCHEMES });
}

/** Ad tag fields: name and URL required; the URL must be http(s) ("Enter a valid Ad tag URL"). */
export function validateAdTagName(value: string | null | undefined): ValidationResult {
  if (isBlank(value)) return ValidationMessages.required;
  return validateMaxLength((value ?? '').trim(), AD_TAG_NAME_MAX);
}

export function validateAdTagUrl(value: string | null | undefined): ValidationResult {
  if (isBlank(value)) return ValidationMessages.required;
  if ((value ?? '').length > AD_TAG_URL_MAX) return ValidationMessages.adTagUrlInvalid;
  return validateUrl(value, { schemes: WEB_URL_SCHEMES, message: ValidationMessages.adTagUrlInvalid });
}

/** Both legal checkboxes are required at registration and member verification. */
export function validateAccepted(value: boolean | null | undefined): ValidationResult {
  return value === true ? undefined : ValidationMessages.required;
}

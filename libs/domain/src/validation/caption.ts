import { ErrorCode } from '../errors/error-code';
import { ValidationMessages } from './validation-messages';
import { checkBase64Picture } from './picture';
import type { CodedProblem, ValidationResult } from './validator';

/** A caption file is text: a two-hour film's WebVTT is some 200 KiB. Ours; the spec gives no limit. */
export const CAPTION_MAX_BYTES = 2.5 * 1024 * 1024;

/** BCP 47 tags are short; the longest registered ones stay far below this. */
export const LANGUAGE_CODE_MAX_LENGTH = 35;

/**
 * The canonical form of a BCP 47 language tag ("en-us" → "en-US"), or undefined when it is not one.
 * Captions are one per language, compared in this form.
 */
export function canonicalLanguageCode(value: string | null | undefined): string | undefined {
  const code = (value ?? '').trim();
  if (code === '' || code.length > LANGUAGE_CODE_MAX_LENGTH) return undefined;
  try {
    return Intl.getCanonicalLocales(code)[0];
  } catch {
    return undefined;
  }
}

export function validateLanguageCode(value: string | null | undefined): ValidationResult {
  return canonicalLanguageCode(value) ? undefined : ValidationMessages.languageCodeInvalid;
}

/** A language's name for people: "en-US" → "English (United States)"; the code when it has none. */
export function languageName(code: string, displayLocale = 'en'): string {
  try {
    return (
      new Intl.DisplayNames([displayLocale], { type: 'language', languageDisplay: 'standard' }).of(code) ??
      code
    );
  } catch {
    return code;
  }
}

/**
 * The server's check of an uploaded base64 caption file before it is decoded: text that is not base64 is
 * a VALIDATION_ERROR ("File conversion failed…"), a file over CAPTION_MAX_BYTES BASE64_DATA_SIZE or
 * BASE64_DECODED_SIZE with the caption size message. Whether the bytes are a WebVTT file is the parser's.
 */
export function checkBase64Caption(b64: string): CodedProblem<ErrorCode> | undefined {
  return checkBase64Picture(b64, {
    maxBytes: CAPTION_MAX_BYTES,
    message: ValidationMessages.captionTooLarge,
  });
}

import { PICTURE_MAX_BYTES } from '../constants/platform';
import { ErrorCode } from '../errors/error-code';
import { ValidationMessages } from './validation-messages';
import { CodedProblem, ValidationResult } from './validator';

const DATA_URL_PREFIX = /^data:[^,]*;base64,/i;
const BASE64_TEXT = /^[A-Za-z0-9+/_-]*={0,2}$/;

/** The base64 payload without a `data:…;base64,` prefix and without whitespace. */
export function stripBase64(b64: string): string {
  return b64.replace(DATA_URL_PREFIX, '').replace(/\s+/g, '');
}

/** Standard or URL-safe base64, padded or not. */
export function isValidBase64(b64: string): boolean {
  const data = stripBase64(b64);
  return BASE64_TEXT.test(data) && data.replace(/=+$/, '').length % 4 !== 1;
}

/** Bytes the base64 text decodes to (a data-URL prefix and whitespace are ignored). */
export function decodedBase64Size(b64: string): number {
  const data = stripBase64(b64);
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0;
  return Math.max(0, Math.floor((data.length * 3) / 4) - padding);
}

/** The longest base64 text that can hold `maxBytes` bytes. */
export function maxBase64Length(maxBytes: number): number {
  return Math.ceil(maxBytes / 3) * 4;
}

/** "Picture exceeds maximum file size (2.5 MiB)." or the given message (e.g. the thumbnail one). */
export function validatePictureSize(
  bytes: number,
  maxBytes: number = PICTURE_MAX_BYTES,
  message: string = ValidationMessages.pictureTooLarge,
): ValidationResult {
  return bytes > maxBytes ? message : undefined;
}

export function pictureResolutionMessage(
  width: number,
  height: number,
  maxWidth: number,
  maxHeight: number,
): string {
  return `Picture resolution (${width}x${height}px) exceeds maximum allowed size (${maxWidth}x${maxHeight}px).`;
}

export function validatePictureResolution(
  width: number,
  height: number,
  maxWidth: number,
  maxHeight: number,
): ValidationResult {
  return width > maxWidth || height > maxHeight
    ? pictureResolutionMessage(width, height, maxWidth, maxHeight)
    : undefined;
}

/**
 * The server's check of an uploaded base64 picture: text that is not base64 is a VALIDATION_ERROR
 * ("File conversion failed…"); text longer than any picture of `maxBytes` could be is BASE64_DATA_SIZE
 * (checked before decoding anything); a decoded size over `maxBytes` is BASE64_DECODED_SIZE.
 */
export function checkBase64Picture(
  b64: string,
  options: { maxBytes?: number; message?: string } = {},
): CodedProblem<ErrorCode> | undefined {
  const maxBytes = options.maxBytes ?? PICTURE_MAX_BYTES;
  const message = options.message ?? ValidationMessages.pictureTooLarge;
  const data = stripBase64(b64);
  if (data.length > maxBase64Length(maxBytes)) return { code: ErrorCode.BASE64_DATA_SIZE, message };
  if (!isValidBase64(data)) {
    return { code: ErrorCode.VALIDATION_ERROR, message: ValidationMessages.fileConversionFailed };
  }
  if (decodedBase64Size(data) > maxBytes) return { code: ErrorCode.BASE64_DECODED_SIZE, message };
  return undefined;
}

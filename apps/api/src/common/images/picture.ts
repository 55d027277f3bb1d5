import {
  checkBase64Picture,
  ErrorCode,
  stripBase64,
  validatePictureResolution,
  ValidationMessages,
} from '@framehouse/domain';
import sharp from 'sharp';
import { contractError } from '../errors/contract-error';

export interface PictureRules {
  /** Largest width or height accepted from the user. */
  maxDimension: number;
  /** The stored picture: `cover` crops to a square (avatars), `inside` keeps the aspect (logos). */
  resize: { size: number; fit: 'cover' | 'inside' };
  /** The input field the errors concern. */
  field: string;
}

export interface PreparedPicture {
  data: Buffer;
  contentType: 'image/webp';
  extension: 'webp';
}

/** What a base64 picture must be: its size and resolution limits, and the message of a too large one. */
export interface PictureLimits {
  field: string;
  maxBytes?: number;
  /** The too-large message ("Picture exceeds…" unless given, e.g. the thumbnail's). */
  tooLargeMessage?: string;
  maxWidth: number;
  maxHeight: number;
  /** The formats (sharp's names) accepted, when fewer than every picture format; else formatMessage. */
  formats?: readonly string[];
  formatMessage?: string;
}

/** A decoded-enough picture: its bytes, and dimensions read from its header. */
export interface CheckedPicture {
  input: Buffer;
  width: number;
  height: number;
  /** sharp's name of its format: jpeg, png, webp, … */
  format: string;
  /** The decoding limit: nothing larger than the accepted resolution is ever decoded. */
  limitInputPixels: number;
}

const PICTURE_FORMATS = ['jpeg', 'png', 'webp', 'gif', 'avif', 'heif'];

/**
 * Checks a base64 picture with the spec's messages: base64 size first (before decoding anything), then
 * the format and resolution from its header. The pixels are never decoded here, so a decompression bomb
 * (huge dimensions in a small file) is refused by its resolution.
 */
export async function checkPicture(base64: string, limits: PictureLimits): Promise<CheckedPicture> {
  const problem = checkBase64Picture(base64, { maxBytes: limits.maxBytes, message: limits.tooLargeMessage });
  if (problem) throw contractError(problem.code, { field: limits.field, message: problem.message });
  const input = Buffer.from(stripBase64(base64), 'base64');
  let metadata: sharp.Metadata;
  try {
    // The header only; decoding comes after the resolution check, under limitInputPixels.
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw pictureError(limits.field, ValidationMessages.fileConversionFailed);
  }
  if (limits.formats && metadata.format && !limits.formats.includes(metadata.format)) {
    throw pictureError(limits.field, limits.formatMessage ?? ValidationMessages.fileConversionFailed);
  }
  if (!metadata.width || !metadata.height || !PICTURE_FORMATS.includes(metadata.format ?? '')) {
    throw pictureError(limits.field, ValidationMessages.fileConversionFailed);
  }
  const resolution = validatePictureResolution(
    metadata.width,
    metadata.height,
    limits.maxWidth,
    limits.maxHeight,
  );
  if (resolution) throw pictureError(limits.field, resolution);
  return {
    input,
    width: metadata.width,
    height: metadata.height,
    format: metadata.format ?? '',
    limitInputPixels: limits.maxWidth * limits.maxHeight,
  };
}

export function pictureError(field: string, message: string) {
  return contractError(ErrorCode.VALIDATION_ERROR, { field, message });
}

/**
 * Decodes a base64 picture, checks size, type and resolution with the spec's messages, and re-encodes
 * it: what is stored is always our own WebP, never the bytes as sent.
 */
export async function preparePicture(base64: string, rules: PictureRules): Promise<PreparedPicture> {
  const picture = await checkPicture(base64, {
    field: rules.field,
    maxWidth: rules.maxDimension,
    maxHeight: rules.maxDimension,
  });
  try {
    const data = await sharp(picture.input, { limitInputPixels: picture.limitInputPixels })
      .rotate()
      .resize(rules.resize.size, rules.resize.size, {
        fit: rules.resize.fit,
        withoutEnlargement: rules.resize.fit === 'inside',
      })
      .webp({ quality: 85 })
      .toBuffer();
    return { data, contentType: 'image/webp', extension: 'webp' };
  } catch {
    throw pictureError(rules.field, ValidationMessages.fileConversionFailed);
  }
}

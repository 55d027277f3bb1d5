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

/**
 * Decodes a base64 picture, checks size, type and resolution with the spec's messages, and re-encodes
 * it: what is stored is always our own WebP, never the bytes as sent.
 */
export async function preparePicture(base64: string, rules: PictureRules): Promise<PreparedPicture> {
  const problem = checkBase64Picture(base64);
  if (problem) throw contractError(problem.code, { field: rules.field, message: problem.message });
  const input = Buffer.from(stripBase64(base64), 'base64');
  const fail = (message: string) =>
    contractError(ErrorCode.VALIDATION_ERROR, { field: rules.field, message });
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: 10_000 * 10_000 }).metadata();
  } catch {
    throw fail(ValidationMessages.fileConversionFailed);
  }
  if (
    !metadata.width ||
    !metadata.height ||
    !['jpeg', 'png', 'webp', 'gif', 'avif', 'heif'].includes(metadata.format ?? '')
  ) {
    throw fail(ValidationMessages.fileConversionFailed);
  }
  const resolution = validatePictureResolution(
    metadata.width,
    metadata.height,
    rules.maxDimension,
    rules.maxDimension,
  );
  if (resolution) throw fail(resolution);
  try {
    const data = await sharp(input)
      .rotate()
      .resize(rules.resize.size, rules.resize.size, {
        fit: rules.resize.fit,
        withoutEnlargement: rules.resize.fit === 'inside',
      })
      .webp({ quality: 85 })
      .toBuffer();
    return { data, contentType: 'image/webp', extension: 'webp' };
  } catch {
    throw fail(ValidationMessages.fileConversionFailed);
  }
}

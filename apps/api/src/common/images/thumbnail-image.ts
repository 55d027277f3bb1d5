import {
  THUMBNAIL_MAX_BYTES,
  THUMBNAIL_MAX_HEIGHT,
  THUMBNAIL_MAX_WIDTH,
  ValidationMessages,
} from '@framehouse/domain';
import sharp from 'sharp';
import { checkPicture, pictureError } from './picture';

export interface PreparedThumbnail {
  data: Buffer;
  contentType: 'image/jpeg';
  extension: 'jpg';
  width: number;
  height: number;
}

/**
 * A thumbnail of a video, moment or object from base64: 2.5 MiB and 4096x4096 at most (the spec's
 * messages), decoded and re-encoded as our own JPEG at its own resolution, upright, with no metadata
 * (sharp keeps none unless asked). Transparency is flattened onto white.
 */
export async function prepareThumbnail(base64: string, field: string): Promise<PreparedThumbnail> {
  const picture = await checkPicture(base64, {
    field,
    maxBytes: THUMBNAIL_MAX_BYTES,
    tooLargeMessage: ValidationMessages.thumbnailTooLarge,
    maxWidth: THUMBNAIL_MAX_WIDTH,
    maxHeight: THUMBNAIL_MAX_HEIGHT,
  });
  try {
    const { data, info } = await sharp(picture.input, { limitInputPixels: picture.limitInputPixels })
      .rotate()
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { data, contentType: 'image/jpeg', extension: 'jpg', width: info.width, height: info.height };
  } catch {
    throw pictureError(field, ValidationMessages.fileConversionFailed);
  }
}

import { Injectable } from '@nestjs/common';
import {
  checkBase64Picture,
  END_CARD_IMAGE_MAX_BYTES,
  IMAGE_CTA_MAX_BYTES,
  OVERLAY_PICTURE_MAX_DIMENSION,
  OVERLAY_PICTURE_STORED_SIZE,
  stripBase64,
  ValidationMessages,
} from '@framehouse/domain';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { contractError } from '../../common/errors/contract-error';
import { checkPicture, pictureError } from '../../common/images/picture';
import { looksLikeSvg, sanitizeSvg } from '../../common/images/svg-sanitizer';
import { StorageService } from '../storage/storage.service';

/** A picture ready to store: never the bytes as sent. */
export interface OverlayPicture {
  data: Buffer;
  contentType: 'image/webp' | 'image/svg+xml';
  extension: 'webp' | 'svg';
}

interface PictureRules {
  field: string;
  maxBytes: number;
  /** sharp's names of the raster formats accepted. */
  rasterFormats: readonly string[];
  formatMessage: string;
  svg: boolean;
}

const END_CARD_BACKGROUND: Omit<PictureRules, 'field'> = {
  maxBytes: END_CARD_IMAGE_MAX_BYTES,
  rasterFormats: ['png', 'jpeg'],
  formatMessage: ValidationMessages.endCardImageFormat,
  svg: false,
};

const IMAGE_CTA: Omit<PictureRules, 'field'> = {
  maxBytes: IMAGE_CTA_MAX_BYTES,
  rasterFormats: ['png', 'webp'],
  formatMessage: ValidationMessages.imageCtaFormat,
  svg: true,
};

/**
 * Checks an uploaded overlay picture with the spec's messages (size "Max. size: 10MB", format) and makes
 * the picture that is stored: a raster picture re-encoded as WebP (alpha kept, fitted inside
 * OVERLAY_PICTURE_STORED_SIZE), an SVG sanitized (svg-sanitizer.ts). An SVG is never handed to an image
 * decoder before it is sanitized.
 */
export async function prepareOverlayPicture(base64: string, rules: PictureRules): Promise<OverlayPicture> {
  const problem = checkBase64Picture(base64, {
    maxBytes: rules.maxBytes,
    message: ValidationMessages.imageMaxSize,
  });
  if (problem) throw contractError(problem.code, { field: rules.field, message: problem.message });
  const bytes = Buffer.from(stripBase64(base64), 'base64');
  if (bytes.length === 0) throw pictureError(rules.field, ValidationMessages.imageEmpty);
  if (looksLikeSvg(bytes)) {
    if (!rules.svg) throw pictureError(rules.field, rules.formatMessage);
    const svg = sanitizeSvg(bytes.toString('utf8'));
    if (!svg) throw pictureError(rules.field, ValidationMessages.fileConversionFailed);
    return { data: Buffer.from(svg, 'utf8'), contentType: 'image/svg+xml', extension: 'svg' };
  }
  const picture = await checkPicture(base64, {
    field: rules.field,
    maxBytes: rules.maxBytes,
    tooLargeMessage: ValidationMessages.imageMaxSize,
    maxWidth: OVERLAY_PICTURE_MAX_DIMENSION,
    maxHeight: OVERLAY_PICTURE_MAX_DIMENSION,
    formats: rules.rasterFormats,
    formatMessage: rules.formatMessage,
  });
  try {
    const data = await sharp(picture.input, { limitInputPixels: picture.limitInputPixels })
      .rotate()
      .resize(OVERLAY_PICTURE_STORED_SIZE, OVERLAY_PICTURE_STORED_SIZE, {
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 90, alphaQuality: 100 })
      .toBuffer();
    return { data, contentType: 'image/webp', extension: 'webp' };
  } catch {
    throw pictureError(rules.field, ValidationMessages.fileConversionFailed);
  }
}

/** Where the overlays' pictures are stored (public: the player shows them to anyone) and their URLs. */
@Injectable()
export class OverlayPicturesService {
  constructor(private readonly storage: StorageService) {}

  /** An end card's background picture (.png or .jpg), stored; answers its key. */
  storeEndCardBackground(organizationId: string, base64: string, field: string): Promise<string> {
    return this.store(organizationId, base64, { ...END_CARD_BACKGROUND, field });
  }

  /** An image CTA's picture (.png, .svg or .webp), stored; answers its key. */
  storeCtaImage(organizationId: string, base64: string, field: string): Promise<string> {
    return this.store(organizationId, base64, { ...IMAGE_CTA, field });
  }

  url(key: string | null | undefined): string | null {
    return this.storage.publicUrl(key);
  }

  /** Removes stored pictures (after a commit that no longer names them, or a failed one that never did). */
  async remove(keys: ReadonlyArray<string | null | undefined>): Promise<void> {
    for (const key of keys) if (key) await this.storage.deletePublic(key).catch(() => undefined);
  }

  private async store(organizationId: string, base64: string, rules: PictureRules): Promise<string> {
    const picture = await prepareOverlayPicture(base64, rules);
    const key = `overlays/${organizationId}/${randomUUID()}.${picture.extension}`;
    await this.storage.putPublic(key, picture.data, picture.contentType);
    return key;
  }
}

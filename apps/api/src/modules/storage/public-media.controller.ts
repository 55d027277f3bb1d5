import { Controller, Get, Param, Res } from '@nestjs/common';
import { assertValidKey, isStorageError } from '@framehouse/storage';
import type { Response } from 'express';
import { notFound } from '../../common/errors/contract-error';
import { Public } from '../auth/auth.decorators';
import { StorageService } from './storage.service';

/** What a served picture may do: draw itself (inline styles, embedded raster pictures), nothing else. */
export const PICTURE_POLICY = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox";

/** Pictures (avatars, logos): public, immutable (a new picture gets a new key), so cached for a year. */
@Controller('media/public')
export class PublicMediaController {
  constructor(private readonly storage: StorageService) {}

  @Public()
  @Get('*key')
  async read(@Param('key') key: string | string[], @Res() response: Response): Promise<void> {
    const path = Array.isArray(key) ? key.join('/') : key;
    try {
      assertValidKey(path);
    } catch (error) {
      if (isStorageError(error)) throw notFound();
      throw error;
    }
    const picture = await this.storage.readPublic(path);
    if (!picture) throw notFound();
    response.set({
      'content-type': picture.contentType,
      'content-length': String(picture.size),
      'cache-control': 'public, max-age=31536000, immutable',
      // A picture never runs anything, even opened on its own: an (already sanitized) SVG of an image
      // CTA gets no script, no fetch and a sandbox; inline styles and embedded rasters still draw.
      'content-security-policy': PICTURE_POLICY,
      'x-content-type-options': 'nosniff',
    });
    picture.body.pipe(response);
  }
}

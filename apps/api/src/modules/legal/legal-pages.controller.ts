import { Controller, Get, HttpStatus, Param, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Public } from '../auth/auth.decorators';
import { LegalPagesService } from './legal-pages.service';
import { LEGAL_DOCUMENTS } from './legal-texts';

/**
 * The legal pages (platform §2, "Routes open to anyone"), rendered on the server so that they open at
 * once from the registration form's links and without JavaScript; their stylesheet and fonts under
 * /legal/. Anything else starting with /terms-of-use or /privacy-policy is a 404 page, never the admin.
 */
@Controller()
export class LegalPagesController {
  constructor(private readonly legal: LegalPagesService) {}

  @Public()
  @Get(LEGAL_DOCUMENTS.map((document) => document.path))
  page(@Req() request: Request, @Res() response: Response): void {
    const html = this.legal.page(request.path);
    response
      .status(html ? HttpStatus.OK : HttpStatus.NOT_FOUND)
      .type('html')
      // The texts change only when the API restarts with other files: browsers revalidate by ETag.
      .set('cache-control', 'no-cache')
      .send(html ?? this.legal.notFoundPage());
  }

  @Public()
  @Get(['terms-of-use*rest', 'privacy-policy*rest'])
  unknown(@Res() response: Response): void {
    response
      .status(HttpStatus.NOT_FOUND)
      .type('html')
      .set('cache-control', 'no-cache')
      .send(this.legal.notFoundPage());
  }

  @Public()
  @Get('legal/*name')
  asset(@Param('name') name: string[], @Res() response: Response): void {
    const asset = this.legal.asset(name.join('/'));
    if (!asset) {
      response.status(HttpStatus.NOT_FOUND).type('text/plain').send('Not found');
      return;
    }
    // The stylesheet's URL names its digest and the fonts never change: both are kept a year.
    response
      .status(HttpStatus.OK)
      .type(asset.contentType)
      .set('cache-control', 'public, max-age=31536000, immutable')
      .send(asset.body);
  }
}

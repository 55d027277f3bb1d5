import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { ContextMessages, ErrorCode } from '@framehouse/domain';
import type { Request, Response } from 'express';
import { PublicCache } from '../../common/public-cache/public-cache';
import { contentScope } from '../../common/public-cache/public-content-versions';
import { Public } from '../auth/auth.decorators';
import { errorBody } from './public-api.controller';
import { jsonAnswer } from './public-answers';
import { PublicWidgetService } from './public-widget.service';

/** What the widget script reads, from any site: `GET /p/api/widget/{publicId}?key={apiKey}`. */
@Controller('p/api')
export class PublicWidgetController {
  constructor(
    private readonly widgets: PublicWidgetService,
    private readonly cache: PublicCache,
  ) {}

  /**
   * The carousel's PublicWidgetData. An unknown widget and a wrong key answer the same 404, so that a key
   * cannot be told apart from a missing widget. Cached under its address and key until the
   * organization's content changes (unpublishing a moment, a new key): a wrong key is never kept.
   */
  @Public()
  @Get('widget/:publicId')
  widget(
    @Param('publicId') publicId: string,
    @Query('key') key: unknown,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    return this.cache.answer(request, response, async () => {
      const data = typeof key === 'string' ? await this.widgets.widget(publicId, key) : null;
      if (!data) return jsonAnswer(404, errorBody(ErrorCode.NOT_FOUND, ContextMessages.mediaNotFound), null);
      return jsonAnswer(200, data.widget, [contentScope(data.organizationId)]);
    });
  }
}

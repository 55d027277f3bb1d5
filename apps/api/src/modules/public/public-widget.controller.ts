import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ContextMessages, ErrorCode } from '@framehouse/domain';
import type { Response } from 'express';
import { Public } from '../auth/auth.decorators';
import { errorBody } from './public-api.controller';
import { allowAnyOrigin } from './public-cors';
import { PublicWidgetService } from './public-widget.service';

/** What the widget script reads, from any site: `GET /p/api/widget/{publicId}?key={apiKey}`. */
@Controller('p/api')
export class PublicWidgetController {
  constructor(private readonly widgets: PublicWidgetService) {}

  /**
   * The carousel's PublicWidgetData. An unknown widget and a wrong key answer the same 404, so that a key
   * cannot be told apart from a missing widget. Never cached: unpublishing a moment takes it out at once.
   */
  @Public()
  @Get('widget/:publicId')
  async widget(
    @Param('publicId') publicId: string,
    @Query('key') key: unknown,
    @Res() response: Response,
  ): Promise<void> {
    allowAnyOrigin(response).set('cache-control', 'no-cache');
    const data = typeof key === 'string' ? await this.widgets.widget(publicId, key) : null;
    if (!data) {
      response.status(404).json(errorBody(ErrorCode.NOT_FOUND, ContextMessages.mediaNotFound));
      return;
    }
    response.status(200).json(data);
  }
}

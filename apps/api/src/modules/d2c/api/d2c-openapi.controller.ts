import { Controller, Get, Inject } from '@nestjs/common';
import type { OpenAPIV3_1 } from 'openapi-types';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { Public } from '../../auth/auth.decorators';
import { d2cOpenApiDocument } from './d2c-openapi';
import { D2C_API_PATH } from './d2c-job.view';

/** The D2C REST API's description, open to anyone (it holds nothing of an organization). */
@Public()
@Controller(D2C_API_PATH.slice(1))
export class D2COpenApiController {
  private readonly document: OpenAPIV3_1.Document;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.document = d2cOpenApiDocument(config.publicUrl, config.d2cUploadMaxBytes);
  }

  @Get('openapi.json')
  openApi(): OpenAPIV3_1.Document {
    return this.document;
  }
}

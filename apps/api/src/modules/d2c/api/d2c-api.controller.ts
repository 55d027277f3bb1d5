import { Controller, Get, HttpCode, Inject, Param, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import {
  D2CMessages,
  ErrorCode,
  transcriptToSrt,
  transcriptToWebVtt,
  type TranscriptDocument,
} from '@framehouse/domain';
import type { Request, Response } from 'express';
import { contractError } from '../../../common/errors/contract-error';
import type { Connection } from '../../../common/graphql/connection';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { Public } from '../../auth/auth.decorators';
import { D2CTranscriptionsService } from '../d2c-transcriptions.service';
import { D2CApiKeyGuard } from './d2c-api-key.guard';
import { CurrentD2CCaller, type D2CCaller } from './d2c-caller';
import { D2C_API_PATH, presentJob, type D2CJobView } from './d2c-job.view';

/** The formats a result is served in; json is the normalized TranscriptDocument. */
export const RESULT_FORMATS = {
  json: {
    contentType: 'application/json; charset=utf-8',
    render: (doc: TranscriptDocument) => JSON.stringify(doc),
  },
  srt: { contentType: 'application/x-subrip; charset=utf-8', render: transcriptToSrt },
  vtt: { contentType: 'text/vtt; charset=utf-8', render: transcriptToWebVtt },
} as const;

type ResultFormat = keyof typeof RESULT_FORMATS;

const isResultFormat = (value: string): value is ResultFormat => Object.hasOwn(RESULT_FORMATS, value);

const optionalNumber = (value: string | undefined) => (value === undefined ? undefined : Number(value));

/**
 * The D2C plugin's REST API (described by /d2c/api/openapi.json): submit media, read jobs, fetch results.
 * No session: the D2CApiKeyGuard authenticates the API key and scopes every call to its organization.
 */
@Public()
@UseGuards(D2CApiKeyGuard)
@Controller(`${D2C_API_PATH.slice(1)}/transcriptions`)
export class D2CApiController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly transcriptions: D2CTranscriptionsService,
  ) {}

  /** A multipart upload (field `file`, optional `jobName`) or a JSON `{ url, jobName? }`. */
  @Post()
  @HttpCode(201)
  async submit(
    @CurrentD2CCaller() caller: D2CCaller,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<D2CJobView> {
    if (req.is('multipart/form-data')) {
      try {
        return presentJob(await this.transcriptions.submitUpload(caller, req), this.config.publicUrl);
      } catch (error) {
        // The rest of a refused upload is not read: the client is told to stop sending it.
        res.setHeader('Connection', 'close');
        throw error;
      }
    }
    if (req.is('application/json')) {
      return presentJob(await this.transcriptions.submitUrl(caller, req.body), this.config.publicUrl);
    }
    res.setHeader('Connection', 'close');
    throw contractError(ErrorCode.VALIDATION_ERROR, { message: D2CMessages.fileRequired });
  }

  @Get()
  async list(
    @CurrentD2CCaller() caller: D2CCaller,
    @Query('page') page?: string,
    @Query('pageSize') pageSize?: string,
    @Query('orderBy') orderBy?: string,
  ): Promise<Connection<D2CJobView>> {
    const list = await this.transcriptions.list(caller.organizationId, {
      page: optionalNumber(page),
      pageSize: optionalNumber(pageSize),
      orderBy,
    });
    return { ...list, nodes: list.nodes.map((node) => presentJob(node, this.config.publicUrl)) };
  }

  @Get(':id')
  async get(@CurrentD2CCaller() caller: D2CCaller, @Param('id') id: string): Promise<D2CJobView> {
    return presentJob(await this.transcriptions.findOwned(caller.organizationId, id), this.config.publicUrl);
  }

  @Get(':id/result')
  async result(
    @CurrentD2CCaller() caller: D2CCaller,
    @Param('id') id: string,
    @Res() res: Response,
    @Query('format') format = 'json',
  ): Promise<void> {
    if (!isResultFormat(format)) {
      throw contractError(ErrorCode.VALIDATION_ERROR, {
        field: 'format',
        message: D2CMessages.unsupportedResultFormat,
      });
    }
    const { document } = await this.transcriptions.transcript(caller.organizationId, id);
    const { contentType, render } = RESULT_FORMATS[format];
    res.status(200).type(contentType).send(render(document));
  }
}

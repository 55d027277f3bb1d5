import { Controller, Get, Param, Res } from '@nestjs/common';
import { Permission } from '@framehouse/domain';
import type { Response } from 'express';
import { CurrentSession, RequirePermissions } from '../../auth/auth.decorators';
import type { Session } from '../../auth/session';
import { MomentDownloadsService } from './moment-downloads.service';

/**
 * Moment download as video-area §7 names it (bearer token): start a cut, then poll its status until the
 * answer is the MP4 itself. Errors are the JSON error contract with their HTTP status.
 */
@Controller('moments/download')
export class MomentDownloadsController {
  constructor(private readonly downloads: MomentDownloadsService) {}

  @RequirePermissions(Permission.VIEW_VIDEO, Permission.VIEW_MOMENT)
  @Get('status/:jobId')
  async status(
    @CurrentSession() session: Session,
    @Param('jobId') jobId: string,
    @Res() response: Response,
  ): Promise<void> {
    const answer = await this.downloads.status(session, jobId);
    if (answer.kind === 'progress') {
      response.json({ progress_percentage: answer.percent });
      return;
    }
    response.attachment(answer.filename);
    response.setHeader('Content-Type', 'video/mp4');
    response.setHeader('Content-Length', String(answer.size));
    answer.body.pipe(response);
  }

  @RequirePermissions(Permission.VIEW_VIDEO, Permission.VIEW_MOMENT)
  @Get(':id/:start/:end')
  async start(
    @CurrentSession() session: Session,
    @Param('id') id: string,
    @Param('start') start: string,
    @Param('end') end: string,
  ): Promise<{ job_id: string }> {
    return { job_id: await this.downloads.start(session, id, start, end) };
  }
}

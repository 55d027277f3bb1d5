import { Controller, Get, Query } from '@nestjs/common';
import { ContextMessages, Permission } from '@framehouse/domain';
import { CurrentSession, RequirePermissions } from '../auth/auth.decorators';
import type { Session } from '../auth/session';
import { YouTubeAccountsService, type AuthorizeAnswer } from './youtube-accounts.service';

/**
 * Video-service linking as video-area §7 names it (bearer token, trailing slashes): the consent URL or
 * ALREADY_AUTHORIZED, saving the code the browser came back with (with the OAuth state it came back
 * with, ours; the answer's returnState is the state the authorize call was given), and unlinking.
 * Errors are the JSON error contract with their HTTP status, as the moment download's.
 */
@Controller('users')
export class YouTubeAccountsController {
  constructor(private readonly accounts: YouTubeAccountsService) {}

  @RequirePermissions(Permission.PUBLISH_VIDEO)
  @Get('authorize/youtube')
  authorize(@CurrentSession() session: Session, @Query('state') state?: string): Promise<AuthorizeAnswer> {
    return this.accounts.authorize(session, typeof state === 'string' ? state : undefined);
  }

  @RequirePermissions(Permission.PUBLISH_VIDEO)
  @Get('token/youtube')
  async token(
    @CurrentSession() session: Session,
    @Query('code') code?: string,
    @Query('state') state?: string,
  ): Promise<{ accountName: string; service: 'YOUTUBE'; returnState: string }> {
    const { account, returnState } = await this.accounts.saveToken(
      session,
      typeof code === 'string' ? code : undefined,
      typeof state === 'string' ? state : undefined,
    );
    return { accountName: account.accountName, service: 'YOUTUBE', returnState };
  }

  /** Unlinking one's own account needs no permission: a member who lost PUBLISH_VIDEO may still unlink. */
  @Get('revoke/youtube')
  async revoke(@CurrentSession() session: Session): Promise<{ message: string }> {
    await this.accounts.revoke(session);
    return { message: ContextMessages.youtubeUnlinked };
  }
}

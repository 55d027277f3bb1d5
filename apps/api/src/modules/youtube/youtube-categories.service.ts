import { Injectable } from '@nestjs/common';
import { ContextMessages, ErrorCode } from '@framehouse/domain';
import { contractError } from '../../common/errors/contract-error';
import type { Session } from '../auth/session';
import { GoogleClients } from './google-clients';
import { asCredentialsError, YouTubeAccountsService } from './youtube-accounts.service';

/** The categories YouTube lets a video be uploaded with (videoCategories.list, assignable ones only). */
@Injectable()
export class YouTubeCategoriesService {
  constructor(
    private readonly accounts: YouTubeAccountsService,
    private readonly google: GoogleClients,
  ) {}

  async assignable(
    session: Session,
    regionCode: string | null,
    languageCode: string | null,
  ): Promise<Array<{ id: string; category: string; title: string }>> {
    const account = await this.accounts.findForUser(session.user.id);
    if (!account || account.organizationId !== session.organization.id) {
      throw contractError(ErrorCode.VALIDATION_ERROR, {
        field: 'youtube',
        message: ContextMessages.linkAccountBeforePublishing,
      });
    }
    const api = this.google.youtube(this.accounts.client(account));
    try {
      const answer = await api.videoCategories.list({
        part: ['snippet'],
        regionCode: regionCode || 'US',
        ...(languageCode ? { hl: languageCode } : {}),
      });
      return (answer.data.items ?? []).flatMap(({ id, snippet }) =>
        id && snippet?.assignable ? [{ id, category: id, title: snippet.title ?? id }] : [],
      );
    } catch (error) {
      throw asCredentialsError(error);
    }
  }
}

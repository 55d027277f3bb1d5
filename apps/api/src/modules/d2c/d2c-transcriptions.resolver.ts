import { Args, Query, Resolver } from '@nestjs/graphql';
import { Permission } from '@framehouse/domain';
import type { Connection } from '../../common/graphql/connection';
import { CurrentSession, RequirePermissions } from '../auth/auth.decorators';
import type { Session } from '../auth/session';
import { D2CTranscriptionsService } from './d2c-transcriptions.service';
import { D2CTranscriptionConnection, D2CTranscriptionsArgs, D2CTranscriptionType } from './dtos/d2c.types';

@Resolver()
export class D2CTranscriptionsResolver {
  constructor(private readonly transcriptions: D2CTranscriptionsService) {}

  @RequirePermissions(Permission.VIEW_D2C_DASHBOARD)
  @Query(() => D2CTranscriptionConnection, {
    description:
      "The organization's D2C transcriptions (Service Usage); the usage meters are " +
      'me.organization.subscription.limitsUsage, asked for in the same query.',
  })
  async d2cTranscriptions(
    @CurrentSession() session: Session,
    @Args() args: D2CTranscriptionsArgs,
  ): Promise<Connection<D2CTranscriptionType>> {
    const page = await this.transcriptions.list(session.organization.id, args);
    return { ...page, nodes: page.nodes.map((transcription) => this.transcriptions.present(transcription)) };
  }
}

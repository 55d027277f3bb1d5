import { Args, Query, Resolver } from '@nestjs/graphql';
import { Permission } from '@framehouse/domain';
import type { Connection } from '../../common/graphql/connection';
import { CurrentSession, RequirePermissions } from '../auth/auth.decorators';
import type { Session } from '../auth/session';
import {
  SearchTranscriptsArgs,
  TranscriptionArgs,
  TranscriptionType,
  TranscriptSearchConnection,
  type TranscriptSearchHitType,
} from './dtos/transcript.types';
import { TranscriptsService } from './transcripts.service';

/** Transcripts are the words of the video: read with VIEW_VIDEO, as the video itself is. */
@Resolver()
export class TranscriptsResolver {
  constructor(private readonly service: TranscriptsService) {}

  @RequirePermissions(Permission.VIEW_VIDEO)
  @Query(() => TranscriptionType, {
    nullable: true,
    description:
      "GetVideoTranscription: the video's transcript with its segments filtered and paged; null while it " +
      "has none (see the video's transcriptionStatus).",
  })
  transcription(
    @CurrentSession() session: Session,
    @Args() args: TranscriptionArgs,
  ): Promise<TranscriptionType | null> {
    return this.service.transcription(session, args);
  }

  @RequirePermissions(Permission.VIEW_VIDEO)
  @Query(() => TranscriptSearchConnection, {
    description:
      "Full-text search over all the organization's transcripts: the matching segments with their video, " +
      'best match first.',
  })
  searchTranscripts(
    @CurrentSession() session: Session,
    @Args() args: SearchTranscriptsArgs,
  ): Promise<Connection<TranscriptSearchHitType>> {
    return this.service.search(session, args);
  }
}

import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import { Permission } from '@framehouse/domain';
import { CurrentSession, RequirePermissions } from '../../auth/auth.decorators';
import type { Session } from '../../auth/session';
import { MomentSuggestionsService } from './moment-suggestions.service';
import { SuggestedMomentType } from './suggestion.types';

/** Suggested moments (issue 6, beyond the spec): read like moments, taken with createMoment. */
@Resolver()
export class MomentSuggestionsResolver {
  constructor(private readonly suggestions: MomentSuggestionsService) {}

  @RequirePermissions(Permission.VIEW_VIDEO, Permission.VIEW_MOMENT)
  @Query(() => [SuggestedMomentType], {
    description:
      "Ranges the video could be cut into, from its transcript's topic changes and its scene changes, " +
      'in time order; empty until a boundary is known. Not moments: createMoment makes one.',
  })
  suggestedMoments(
    @CurrentSession() session: Session,
    @Args('videoId', { type: () => ID }) videoId: string,
  ): Promise<SuggestedMomentType[]> {
    return this.suggestions.forVideo(session.organization.id, videoId);
  }
}

import { Args, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { AuthorizedServiceName, Permission } from '@framehouse/domain';
import { CurrentSession, RequirePermissions } from '../auth/auth.decorators';
import type { Session } from '../auth/session';
import { UserType } from '../accounts/dtos/user.type';
import { AuthorizedServiceType, YouTubeCategoryType } from './dtos/youtube.types';
import { YouTubeAccountsService } from './youtube-accounts.service';
import { YouTubeCategoriesService } from './youtube-categories.service';

/** `availableYouTubeCategories` (video-area §7 queries). */
@Resolver()
export class YouTubeResolver {
  constructor(private readonly categories: YouTubeCategoriesService) {}

  @RequirePermissions(Permission.PUBLISH_VIDEO)
  @Query(() => [YouTubeCategoryType], {
    description: "Categories a video can be uploaded with, read with the caller's linked account.",
  })
  availableYouTubeCategories(
    @CurrentSession() session: Session,
    @Args('regionCode', { type: () => String, nullable: true }) regionCode?: string | null,
    @Args('languageCode', { type: () => String, nullable: true }) languageCode?: string | null,
  ): Promise<YouTubeCategoryType[]> {
    return this.categories.assignable(session, regionCode ?? null, languageCode ?? null);
  }
}

/** `me.authorizedServices(service)`: the caller's linked accounts (only ever the caller's own). */
@Resolver(() => UserType)
export class UserAuthorizedServicesResolver {
  constructor(private readonly accounts: YouTubeAccountsService) {}

  @ResolveField(() => [AuthorizedServiceType])
  authorizedServices(
    @CurrentSession() session: Session,
    @Parent() user: UserType,
    @Args('service', { type: () => AuthorizedServiceName, nullable: true })
    service?: AuthorizedServiceName | null,
  ): Promise<AuthorizedServiceType[]> {
    // UserType is also the user of account payloads; linked services are shown for the caller only.
    if (user.id !== session.user.id) return Promise.resolve([]);
    return this.accounts.authorizedServices(session, service ?? null);
  }
}

import { Args, ID, Mutation, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import {
  ErrorCode,
  hasPermissions,
  Permission,
  SHARE_TARGETS,
  SOCIAL_MEDIA_MAX_ENTRIES,
  type ShareIcon,
} from '@framehouse/domain';
import { contractError, graphQLErrorOf } from '../../common/errors/contract-error';
import { listOf } from '../../common/graphql/query-limits';
import { CurrentSession, RequirePermissions } from '../auth/auth.decorators';
import type { Session } from '../auth/session';
import { OrganizationType } from '../organizations/dtos/organization.type';
import {
  DeleteSocialMediaPlatformPayload,
  ShareSocialMediaIconInput,
  ShareSocialMediaIconType,
  SocialMediaPlatformInput,
  SocialMediaPlatformPayload,
  SocialMediaPlatformType,
  UpdateShareSocialMediaIconsPayload,
} from './dtos/social-media.types';
import { ShareIconsService } from './share-icons.service';
import { SocialMediaPlatformsService } from './social-media-platforms.service';

/**
 * platform.md's "create, update, delete social media platform" and "updateShareSocialMediaIcons", and the
 * organization's `socialMedia` and `shareSocialMediaIcons`. Only the caller's own organization is ever
 * presented (createOrganization answers one without a session: it has neither yet).
 */
@Resolver(() => OrganizationType)
export class SocialMediaResolver {
  constructor(
    private readonly platforms: SocialMediaPlatformsService,
    private readonly icons: ShareIconsService,
  ) {}

  @ResolveField(() => [SocialMediaPlatformType], {
    nullable: true,
    complexity: listOf(SOCIAL_MEDIA_MAX_ENTRIES),
    description:
      'The social media accounts, oldest first (VIEW_SOCIAL_MEDIA: without it, null and PERMISSIONS_ERROR).',
  })
  async socialMedia(
    @Parent() organization: OrganizationType,
    @CurrentSession() session: Session | undefined,
  ): Promise<SocialMediaPlatformType[]> {
    if (session?.organization.id !== organization.id) return [];
    if (!hasPermissions(session.permissions, [Permission.VIEW_SOCIAL_MEDIA])) {
      throw graphQLErrorOf(contractError(ErrorCode.PERMISSIONS_ERROR));
    }
    return this.platforms.list(organization.id);
  }

  @ResolveField(() => [ShareSocialMediaIconType], {
    complexity: listOf(SHARE_TARGETS.length),
    description:
      'All six share targets in the fixed order with their visibility; every member reads them (the public ' +
      'pages show them to anyone).',
  })
  async shareSocialMediaIcons(
    @Parent() organization: OrganizationType,
    @CurrentSession() session: Session | undefined,
  ): Promise<ShareIcon[]> {
    if (session?.organization.id !== organization.id) return [];
    return this.icons.list(organization.id);
  }

  @RequirePermissions(Permission.CREATE_SOCIAL_MEDIA)
  @Mutation(() => SocialMediaPlatformPayload, {
    description:
      'Adds a social media account: platform, label (at most 32) and http(s) URL (at most 2048). Several ' +
      'accounts of one platform are allowed, one address only once, at most 20.',
  })
  async createSocialMediaPlatform(
    @CurrentSession() session: Session,
    @Args('socialMediaPlatform') input: SocialMediaPlatformInput,
  ): Promise<SocialMediaPlatformPayload> {
    return {
      socialMediaPlatform: await this.platforms.create(session.organization.id, input),
      errors: [],
    };
  }

  @RequirePermissions(Permission.CHANGE_SOCIAL_MEDIA)
  @Mutation(() => SocialMediaPlatformPayload, {
    description:
      "Changes an account's label or URL. The platform cannot change: another platformName is a " +
      'VALIDATION_ERROR on platformName.',
  })
  async updateSocialMediaPlatform(
    @CurrentSession() session: Session,
    @Args('id', { type: () => ID }) id: string,
    @Args('socialMediaPlatform') input: SocialMediaPlatformInput,
  ): Promise<SocialMediaPlatformPayload> {
    return {
      socialMediaPlatform: await this.platforms.update(session.organization.id, id, input),
      errors: [],
    };
  }

  @RequirePermissions(Permission.DELETE_SOCIAL_MEDIA)
  @Mutation(() => DeleteSocialMediaPlatformPayload)
  async deleteSocialMediaPlatform(
    @CurrentSession() session: Session,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<DeleteSocialMediaPlatformPayload> {
    await this.platforms.delete(session.organization.id, id);
    return { deletedId: id, errors: [] };
  }

  @RequirePermissions(Permission.CHANGE_SOCIAL_MEDIA)
  @Mutation(() => UpdateShareSocialMediaIconsPayload, {
    description:
      "Shows or hides share targets on the organization's public pages; `id` is the organization's own id " +
      '(another one is NOT_FOUND). A target not listed keeps its visibility; each may be listed once.',
  })
  async updateShareSocialMediaIcons(
    @CurrentSession() session: Session,
    @Args('id', { type: () => ID }) id: string,
    @Args('icons', { type: () => [ShareSocialMediaIconInput] }) icons: ShareSocialMediaIconInput[],
  ): Promise<UpdateShareSocialMediaIconsPayload> {
    return {
      shareSocialMediaIcons: await this.icons.update(session.organization.id, id, icons),
      errors: [],
    };
  }
}

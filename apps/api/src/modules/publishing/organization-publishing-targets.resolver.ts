import { Args, ID, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { PublishingTargetType } from '@framehouse/domain';
import { isUuid } from '../../common/ids';
import { CurrentSession } from '../auth/auth.decorators';
import type { Session } from '../auth/session';
import { OrganizationType } from '../organizations/dtos/organization.type';
import { PublishingTargetObject } from './dtos/publishing.types';
import { PublicationViewsService } from './publication-views.service';
import type { PublishingTarget } from './publishing-target.entity';
import { PublishingTargetsService } from './publishing-targets.service';

const VIDEO_ID_DESCRIPTION = 'A video of the organization: scheduledPublishDate is its date on each target.';

/** The organization's publishing targets (me.organization), for the Publish page. */
@Resolver(() => OrganizationType)
export class OrganizationPublishingTargetsResolver {
  constructor(
    private readonly targets: PublishingTargetsService,
    private readonly views: PublicationViewsService,
  ) {}

  @ResolveField(() => [PublishingTargetObject], {
    description: 'Every target: its own pages first, then its linked YouTube accounts.',
  })
  async publishingTargets(
    @Parent() organization: OrganizationType,
    @CurrentSession() session: Session | undefined,
    @Args('videoId', { type: () => ID, nullable: true, description: VIDEO_ID_DESCRIPTION })
    videoId?: string | null,
  ): Promise<PublishingTargetObject[]> {
    if (!isCallers(organization, session)) return [];
    return this.present(session, await this.targets.list(organization.id), videoId);
  }

  @ResolveField(() => [PublishingTargetObject], { description: 'The YouTube targets (linked accounts).' })
  async externalPublishingTargets(
    @Parent() organization: OrganizationType,
    @CurrentSession() session: Session | undefined,
    @Args('videoId', { type: () => ID, nullable: true, description: VIDEO_ID_DESCRIPTION })
    videoId?: string | null,
  ): Promise<PublishingTargetObject[]> {
    const all = await this.publishingTargets(organization, session, videoId);
    return all.filter((target) => target.type === PublishingTargetType.YouTube);
  }

  private async present(
    session: Session,
    targets: readonly PublishingTarget[],
    videoId: string | null | undefined,
  ): Promise<PublishingTargetObject[]> {
    // Another organization's (or no) video simply has no dates here: the targets are the caller's own.
    const entries = videoId && isUuid(videoId) ? (await this.views.forVideo(videoId)).entries : [];
    const own = entries.filter(({ publication }) => publication.organizationId === session.organization.id);
    return targets.map((target) => {
      const publication = own.find((entry) => entry.target.id === target.id)?.publication;
      return {
        id: target.id,
        name: target.name,
        type: target.type,
        scheduledPublishDate:
          publication && publication.publishedAt === null && publication.unpublishRequestedAt === null
            ? publication.scheduledAt
            : null,
      };
    });
  }
}

/** Targets are shown to the organization's own members only (createOrganization answers without a session). */
function isCallers(organization: OrganizationType, session: Session | undefined): session is Session {
  return session !== undefined && session.organization.id === organization.id;
}

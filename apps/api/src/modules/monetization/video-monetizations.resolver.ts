import { Args, ID, Mutation, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { Permission } from '@framehouse/domain';
import { Loaders, RequestLoaders } from '../../common/graphql/request-loaders';
import { CurrentSession, RequirePermissions } from '../auth/auth.decorators';
import type { Session } from '../auth/session';
import { VideoType } from '../videos/dtos/video.types';
import {
  VideoMonetizationInput,
  VideoMonetizationPayload,
  VideoMonetizationType,
} from './dtos/monetization.types';
import { VideoMonetizationsService, type MonetizedVideo } from './video-monetizations.service';

@Resolver(() => VideoType)
export class VideoMonetizationsResolver {
  constructor(private readonly service: VideoMonetizationsService) {}

  private readonly monetizationsOf = (videos: readonly MonetizedVideo[]) => this.service.forVideos(videos);

  @ResolveField(() => VideoMonetizationType, {
    description: 'Per-video monetization; the defaults until changed.',
  })
  monetization(
    @Parent() video: VideoType,
    @CurrentSession() session: Session,
    @Loaders() loaders: RequestLoaders,
  ): Promise<VideoMonetizationType> {
    // Videos are only ever presented to members of their own organization.
    return loaders.of(this.monetizationsOf, { cacheKeyFn: (key: MonetizedVideo) => key.id }).load({
      id: video.id,
      organizationId: session.organization.id,
      isMonetizationEnabled: video.isMonetizationEnabled,
    });
  }

  @RequirePermissions(Permission.CHANGE_VIDEO)
  @Mutation(() => VideoMonetizationPayload, {
    description:
      "A video's ads: the switch (only turned on while the organization's monetization is), the source " +
      '(an active ad tag, or the default), type, density and locations.',
  })
  async updateVideoMonetization(
    @CurrentSession() session: Session,
    @Args('videoId', { type: () => ID }) videoId: string,
    @Args('monetization') input: VideoMonetizationInput,
  ): Promise<VideoMonetizationPayload> {
    return {
      videoId,
      monetization: await this.service.update(session.organization.id, videoId, input),
      errors: [],
    };
  }
}

import { Args, ID, Mutation, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { Permission, ToggleAction } from '@framehouse/domain';
import { Loaders, RequestLoaders } from '../../common/graphql/request-loaders';
import { CurrentSession, RequirePermissions } from '../auth/auth.decorators';
import type { Session } from '../auth/session';
import { VideoType } from '../videos/dtos/video.types';
import {
  PromotedContentSettingsInput,
  PromotedContentSettingsType,
  VideoPromotedContentPayload,
} from './dtos/promoted-content.types';
import { PromotedContentService } from './promoted-content.service';

@Resolver(() => VideoType)
export class PromotedContentResolver {
  constructor(private readonly service: PromotedContentService) {}

  private readonly settingsOf = (videoIds: readonly string[]) => this.service.forVideos(videoIds);

  @ResolveField(() => PromotedContentSettingsType, {
    description: 'Promo cards settings; the defaults until first changed.',
  })
  promotedContentSettings(
    @Parent() video: VideoType,
    @Loaders() loaders: RequestLoaders,
  ): Promise<PromotedContentSettingsType> {
    return loaders.of(this.settingsOf).load(video.id);
  }

  @RequirePermissions(Permission.CHANGE_VIDEO)
  @Mutation(() => VideoPromotedContentPayload, {
    description: 'Promo cards settings of a video; promotedObjectsLabel is required, max 25.',
  })
  async updateVideoPromotedContentSettings(
    @CurrentSession() session: Session,
    @Args('videoId', { type: () => ID }) videoId: string,
    @Args('promotedContentSettings') input: PromotedContentSettingsInput,
  ): Promise<VideoPromotedContentPayload> {
    const settings = await this.service.update(session.organization.id, videoId, input);
    return { videoId, promotedContentSettings: settings, errors: [] };
  }

  @RequirePermissions(Permission.CHANGE_VIDEO)
  @Mutation(() => VideoPromotedContentPayload, {
    description: 'Turns promo cards on (ENABLE) or off (DISABLE), keeping the other settings.',
  })
  async toggleVideoPromotedContent(
    @CurrentSession() session: Session,
    @Args('videoId', { type: () => ID }) videoId: string,
    @Args('action', { type: () => ToggleAction }) action: ToggleAction,
  ): Promise<VideoPromotedContentPayload> {
    const settings = await this.service.toggle(session.organization.id, videoId, action);
    return { videoId, promotedContentSettings: settings, errors: [] };
  }
}

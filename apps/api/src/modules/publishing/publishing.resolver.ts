import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { Permission, PublishingTargetType } from '@framehouse/domain';
import { CurrentSession, RequirePermissions } from '../auth/auth.decorators';
import type { Session } from '../auth/session';
import { VideoMediaService } from '../videos/video-media.service';
import {
  CancelScheduledPublishPayload,
  PublishVideoPayload,
  UnpublishVideoPayload,
  YouTubeOptionsInput,
} from './dtos/publishing.types';
import { PublicationsService } from './publications.service';

/** The publish, unpublish and cancel calls of video-area §7; each returns the video as it now is. */
@Resolver()
export class PublishingResolver {
  constructor(
    private readonly publications: PublicationsService,
    private readonly media: VideoMediaService,
  ) {}

  @RequirePermissions(Permission.PUBLISH_VIDEO)
  @Mutation(() => PublishVideoPayload, {
    description:
      'Publishes the video to the chosen targets now, or schedules it when scheduledPublishDate (else ' +
      'youtubeOptions.publishAt) is in the future. A YouTube target needs youtubeOptions.category.',
  })
  async publishVideo(
    @CurrentSession() session: Session,
    @Args('id', { type: () => ID }) id: string,
    @Args('publishingTargetIds', { type: () => [ID] }) publishingTargetIds: string[],
    @Args('scheduledPublishDate', { type: () => Date, nullable: true }) scheduledPublishDate?: Date | null,
    @Args('youtubeOptions', { type: () => YouTubeOptionsInput, nullable: true })
    youtubeOptions?: YouTubeOptionsInput | null,
  ): Promise<PublishVideoPayload> {
    const video = await this.publications.publish(session, id, publishingTargetIds, {
      scheduledPublishDate,
      youtube: youtubeOptions,
    });
    return { video: await this.media.present(video), errors: [] };
  }

  @RequirePermissions(Permission.PUBLISH_VIDEO)
  @Mutation(() => PublishVideoPayload, {
    description:
      "Publishes the video on the organization's own pages unless it is live there already (what the " +
      'embed dialog asks before it hands out a widget or an embed); answers the video as it now is.',
  })
  async publishWidget(
    @CurrentSession() session: Session,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<PublishVideoPayload> {
    const video = await this.publications.publishOnOwnPages(session, id);
    return { video: await this.media.present(video), errors: [] };
  }

  @RequirePermissions(Permission.PUBLISH_VIDEO)
  @Mutation(() => PublishVideoPayload, {
    description: "Publishes the video to the organization's YouTube target(s), now or at options.publishAt.",
  })
  async publishYouTube(
    @CurrentSession() session: Session,
    @Args('id', { type: () => ID }) id: string,
    @Args('options', { type: () => YouTubeOptionsInput, nullable: true })
    options?: YouTubeOptionsInput | null,
  ): Promise<PublishVideoPayload> {
    const video = await this.publications.publishYouTube(session, id, options);
    return { video: await this.media.present(video), errors: [] };
  }

  @RequirePermissions(Permission.UNPUBLISH_VIDEO)
  @Mutation(() => UnpublishVideoPayload, {
    description:
      'Takes a Published or Edited video off the targets of these types (default: its own pages). ' +
      'YouTube removal is asynchronous.',
  })
  async unpublishVideo(
    @CurrentSession() session: Session,
    @Args('videoId', { type: () => ID }) videoId: string,
    @Args('targetTypes', { type: () => [PublishingTargetType], nullable: true })
    targetTypes?: PublishingTargetType[] | null,
  ): Promise<UnpublishVideoPayload> {
    const video = await this.publications.unpublish(
      session,
      videoId,
      targetTypes ?? [PublishingTargetType.SelfPublication],
    );
    return { video: await this.media.present(video), errors: [] };
  }

  @RequirePermissions(Permission.UNPUBLISH_VIDEO)
  @Mutation(() => UnpublishVideoPayload, { description: 'Asks YouTube to remove the video (asynchronous).' })
  async unpublishYouTube(
    @CurrentSession() session: Session,
    @Args('videoId', { type: () => ID }) videoId: string,
  ): Promise<UnpublishVideoPayload> {
    const video = await this.publications.unpublish(session, videoId, [PublishingTargetType.YouTube]);
    return { video: await this.media.present(video), errors: [] };
  }

  @RequirePermissions(Permission.UNPUBLISH_VIDEO)
  @Mutation(() => CancelScheduledPublishPayload, {
    description:
      'Cancels the scheduled publish of a Scheduled video on every target; the video is a Draft again.',
  })
  async cancelScheduledPublish(
    @CurrentSession() session: Session,
    @Args('videoId', { type: () => ID }) videoId: string,
  ): Promise<CancelScheduledPublishPayload> {
    const video = await this.publications.cancelSchedule(session, videoId, false);
    return { video: await this.media.present(video), errors: [] };
  }

  @RequirePermissions(Permission.UNPUBLISH_VIDEO)
  @Mutation(() => CancelScheduledPublishPayload, {
    description:
      'Cancels only the YouTube part of a scheduled publish; with no other target left the video is a Draft.',
  })
  async cancelScheduledPublishYouTube(
    @CurrentSession() session: Session,
    @Args('videoId', { type: () => ID }) videoId: string,
  ): Promise<CancelScheduledPublishPayload> {
    const video = await this.publications.cancelSchedule(session, videoId, true);
    return { video: await this.media.present(video), errors: [] };
  }
}

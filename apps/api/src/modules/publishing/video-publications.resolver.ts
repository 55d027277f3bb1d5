import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { isPublicationStale, PublishingTargetType } from '@framehouse/domain';
import { Loaders, RequestLoaders } from '../../common/graphql/request-loaders';
import { VideoType } from '../videos/dtos/video.types';
import { ExternalPublicationType, PublicationType } from './dtos/publishing.types';
import { PublicationViewsService } from './publication-views.service';
import { isLive } from './publications.service';

/**
 * A video's publishing fields (video-area §3). All of a request's videos are read together, so a list
 * costs a few queries, not a few per row.
 */
@Resolver(() => VideoType)
export class VideoPublicationsResolver {
  constructor(private readonly views: PublicationViewsService) {}

  private readonly publishingOf = (videoIds: readonly string[]) => this.views.forVideos(videoIds);

  @ResolveField(() => [PublicationType], {
    description: "Its publications on the organization's own pages (live or scheduled).",
  })
  async publications(
    @Parent() video: VideoType,
    @Loaders() loaders: RequestLoaders,
  ): Promise<PublicationType[]> {
    const { entries } = await loaders.of(this.publishingOf).load(video.id);
    return entries
      .filter(
        ({ publication, target }) =>
          target.type === PublishingTargetType.SelfPublication && publication.unpublishRequestedAt === null,
      )
      .map(({ publication }) => ({
        id: publication.id,
        publicUrl: publication.publicUrl,
        publishingTargetId: publication.targetId,
        stale: isPublicationStale(publication.version, video.version),
      }));
  }

  @ResolveField(() => [ExternalPublicationType], {
    description:
      'Its publications on YouTube (live, scheduled, uploading or failed; not those being removed).',
  })
  async externalPublications(
    @Parent() video: VideoType,
    @Loaders() loaders: RequestLoaders,
  ): Promise<ExternalPublicationType[]> {
    const { entries } = await loaders.of(this.publishingOf).load(video.id);
    return entries
      .filter(
        ({ publication, target }) =>
          target.type === PublishingTargetType.YouTube && publication.unpublishRequestedAt === null,
      )
      .map(({ publication }) => ({
        id: publication.id,
        publicUrl: publication.publicUrl,
        stale: isPublicationStale(publication.version, video.version),
        studioUrl: publication.studioUrl,
        uploadStatus: publication.uploadStatus,
        publishingTargetId: publication.targetId,
        failureReason: publication.failureReason,
        scheduledDatetime: publication.publishedAt === null ? publication.scheduledAt : null,
        refusedCaptions: publication.refusedCaptions,
      }));
  }

  @ResolveField(() => Boolean, { description: 'Live on at least one target.' })
  async isPublished(@Parent() video: VideoType, @Loaders() loaders: RequestLoaders): Promise<boolean> {
    const { entries } = await loaders.of(this.publishingOf).load(video.id);
    return entries.some(({ publication }) => isLive(publication));
  }

  @ResolveField(() => Date, { nullable: true, description: 'When a Scheduled video goes live.' })
  async scheduledDatetime(
    @Parent() video: VideoType,
    @Loaders() loaders: RequestLoaders,
  ): Promise<Date | null> {
    return (await loaders.of(this.publishingOf).load(video.id)).scheduledAt;
  }

  @ResolveField(() => [PublishingTargetType], { description: 'The target types it is live on.' })
  async platforms(
    @Parent() video: VideoType,
    @Loaders() loaders: RequestLoaders,
  ): Promise<PublishingTargetType[]> {
    const { entries } = await loaders.of(this.publishingOf).load(video.id);
    const live = new Set(
      entries.filter(({ publication }) => isLive(publication)).map(({ target }) => target.type),
    );
    return Object.values(PublishingTargetType).filter((type) => live.has(type));
  }
}

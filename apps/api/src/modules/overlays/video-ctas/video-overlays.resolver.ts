import { Args, ID, Mutation, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { CTA_TIMESTAMPS_MAX, Permission } from '@framehouse/domain';
import { listOf } from '../../../common/graphql/query-limits';
import { Loaders, RequestLoaders } from '../../../common/graphql/request-loaders';
import { CurrentSession, RequirePermissions } from '../../auth/auth.decorators';
import type { Session } from '../../auth/session';
import { MomentType } from '../../moments/dtos/moment.types';
import { VideoType } from '../../videos/dtos/video.types';
import { ContentEndCardType } from '../dtos/end-card.types';
import { CtaTimestampType, VideoCtasInput, VideoCtasPayload } from '../dtos/video-cta.types';
import { EndCardsService } from '../end-cards/end-cards.service';
import { OverlayPicturesService } from '../overlay-pictures.service';
import { presentCtaGroup } from '../overlay-presenters';
import { VideoCtasService, type VideoCtasMode } from './video-ctas.service';

/** Per-row loaders shared by Video and Moment fields. */
abstract class EndCardFieldResolver {
  constructor(protected readonly endCards: EndCardsService) {}

  protected readonly endCardsOf = (ids: readonly string[]) => this.endCards.byIds(ids);

  /** The end card a video or moment shows: read per page through the request's loaders. */
  protected async endCardOf(
    endCardId: string | null,
    organizationId: string,
    loaders: RequestLoaders,
  ): Promise<ContentEndCardType | null> {
    if (!endCardId) return null;
    const card = await loaders.of(this.endCardsOf).load(endCardId);
    return card && card.organizationId === organizationId ? { id: card.id, name: card.name } : null;
  }
}

/** A video's end card and its CTA placement (overlays-distribution §3, §7). */
@Resolver(() => VideoType)
export class VideoOverlaysResolver extends EndCardFieldResolver {
  constructor(
    endCards: EndCardsService,
    private readonly videoCtas: VideoCtasService,
    private readonly pictures: OverlayPicturesService,
  ) {
    super(endCards);
  }

  private readonly groupsOf = async (videoIds: readonly string[]): Promise<CtaTimestampType[][]> => {
    const groups = await this.videoCtas.forVideos(videoIds);
    const ctas = await this.videoCtas.ctasOf(groups.flat());
    return groups.map((own) =>
      own.map((group) => presentCtaGroup(group, ctas, (key) => this.pictures.url(key))),
    );
  };

  @ResolveField(() => ContentEndCardType, {
    nullable: true,
    description: 'The end card shown after the video.',
  })
  endCard(
    @Parent() video: VideoType,
    @CurrentSession() session: Session,
    @Loaders() loaders: RequestLoaders,
  ): Promise<ContentEndCardType | null> {
    return this.endCardOf(video.endCardId, session.organization.id, loaders);
  }

  @ResolveField(() => [CtaTimestampType], {
    complexity: listOf(CTA_TIMESTAMPS_MAX),
    description: 'The CTA timestamp groups, in list order.',
  })
  ctaTimestamps(@Parent() video: VideoType, @Loaders() loaders: RequestLoaders): Promise<CtaTimestampType[]> {
    return loaders.of(this.groupsOf).load(video.id);
  }

  @RequirePermissions(Permission.CHANGE_VIDEO)
  @Mutation(() => VideoCtasPayload, {
    description:
      "Places CTAs over a video that has none yet (else VALIDATION_ERROR: use updateVideoCtas). Live on the video's publications at once.",
  })
  createVideoCtas(
    @CurrentSession() session: Session,
    @Args('videoId', { type: () => ID }) videoId: string,
    @Args('video_ctas') input: VideoCtasInput,
  ): Promise<VideoCtasPayload> {
    return this.save(session, videoId, input, 'create');
  }

  @RequirePermissions(Permission.CHANGE_VIDEO)
  @Mutation(() => VideoCtasPayload, {
    description: "Replaces the video's whole set of CTA timestamps (an empty list removes them all).",
  })
  updateVideoCtas(
    @CurrentSession() session: Session,
    @Args('videoId', { type: () => ID }) videoId: string,
    @Args('video_ctas') input: VideoCtasInput,
  ): Promise<VideoCtasPayload> {
    return this.save(session, videoId, input, 'update');
  }

  private async save(
    session: Session,
    videoId: string,
    input: VideoCtasInput,
    mode: VideoCtasMode,
  ): Promise<VideoCtasPayload> {
    await this.videoCtas.save(session, videoId, input, mode);
    const [ctaTimestamps = []] = await this.groupsOf([videoId]);
    return { videoId, ctaTimestamps, errors: [] };
  }
}

/** A moment's own end card. */
@Resolver(() => MomentType)
export class MomentEndCardResolver extends EndCardFieldResolver {
  constructor(endCards: EndCardsService) {
    super(endCards);
  }

  @ResolveField(() => ContentEndCardType, {
    nullable: true,
    description: "The moment's own end card; null: the video's shows.",
  })
  endCard(
    @Parent() moment: MomentType,
    @CurrentSession() session: Session,
    @Loaders() loaders: RequestLoaders,
  ): Promise<ContentEndCardType | null> {
    return this.endCardOf(moment.endCardId, session.organization.id, loaders);
  }
}

import { Int, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { ErrorCode, MAX_PAGE_SIZE, Permission } from '@framehouse/domain';
import { contractError } from '../../common/errors/contract-error';
import { listOf } from '../../common/graphql/query-limits';
import { Loaders, RequestLoaders } from '../../common/graphql/request-loaders';
import { rowsOfEachKey } from '../../common/rows-by-key';
import { CurrentSession } from '../auth/auth.decorators';
import type { Session } from '../auth/session';
import { VideoType } from '../videos/dtos/video.types';
import { MomentType } from './dtos/moment.types';
import { MomentPresenter } from './moment-presenter.service';
import { MomentsService } from './moments.service';

/**
 * A video's moments, on the video (video-area §3: momentsCount, moments with their time ranges). The
 * videos of a request are read together, and each video once however deep the query asks again.
 */
@Resolver(() => VideoType)
export class VideoMomentsResolver {
  constructor(
    private readonly service: MomentsService,
    private readonly presenter: MomentPresenter,
  ) {}

  private readonly countsOf = (videoIds: readonly string[]) => this.service.countsForVideos(videoIds);

  private readonly momentsOf = async (videos: readonly VideoType[]): Promise<MomentType[][]> => {
    const moments = await this.service.forVideos(videos.map((video) => video.id));
    const presented = await this.presenter.presentAll(moments, videos);
    return rowsOfEachKey(
      videos.map((video) => video.id),
      presented,
      (moment) => moment.video.id,
    );
  };

  @ResolveField(() => Int, { description: 'How many moments the video has (VIEW_MOMENT).' })
  momentsCount(
    @Parent() video: VideoType,
    @CurrentSession() session: Session,
    @Loaders() loaders: RequestLoaders,
  ): Promise<number> {
    checkViewMoment(session);
    return loaders.of(this.countsOf).load(video.id);
  }

  @ResolveField(() => [MomentType], {
    description: 'The moments in timeline order: by start, then end (VIEW_MOMENT).',
    // All of them, as the editor reads them (up to 999): charged as the largest page.
    complexity: listOf(MAX_PAGE_SIZE),
  })
  moments(
    @Parent() video: VideoType,
    @CurrentSession() session: Session,
    @Loaders() loaders: RequestLoaders,
  ): Promise<MomentType[]> {
    checkViewMoment(session);
    return loaders.of(this.momentsOf, { cacheKeyFn: (key: VideoType) => key.id }).load(video);
  }
}

function checkViewMoment(session: Session): void {
  if (!session.permissions.includes(Permission.VIEW_MOMENT)) throw contractError(ErrorCode.PERMISSIONS_ERROR);
}

import { Int, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { ErrorCode, Permission } from '@framehouse/domain';
import { contractError } from '../../common/errors/contract-error';
import { CurrentSession } from '../auth/auth.decorators';
import type { Session } from '../auth/session';
import { VideoType } from '../videos/dtos/video.types';
import { MomentType } from './dtos/moment.types';
import { MomentPresenter } from './moment-presenter.service';
import { MomentsService } from './moments.service';

/** A video's moments, on the video (video-area §3: momentsCount, moments with their time ranges). */
@Resolver(() => VideoType)
export class VideoMomentsResolver {
  constructor(
    private readonly service: MomentsService,
    private readonly presenter: MomentPresenter,
  ) {}

  @ResolveField(() => Int, { description: 'How many moments the video has (VIEW_MOMENT).' })
  momentsCount(@Parent() video: VideoType, @CurrentSession() session: Session): Promise<number> {
    checkViewMoment(session);
    return this.service.countForVideo(video.id);
  }

  @ResolveField(() => [MomentType], {
    description: 'The moments in timeline order: by start, then end (VIEW_MOMENT).',
  })
  async moments(@Parent() video: VideoType, @CurrentSession() session: Session): Promise<MomentType[]> {
    checkViewMoment(session);
    return this.presenter.presentAll(await this.service.forVideo(video.id), [video]);
  }
}

function checkViewMoment(session: Session): void {
  if (!session.permissions.includes(Permission.VIEW_MOMENT)) throw contractError(ErrorCode.PERMISSIONS_ERROR);
}

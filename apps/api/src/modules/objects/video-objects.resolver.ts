import { Int, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { ErrorCode, Permission } from '@framehouse/domain';
import { contractError } from '../../common/errors/contract-error';
import { Loaders, RequestLoaders } from '../../common/graphql/request-loaders';
import { CurrentSession } from '../auth/auth.decorators';
import type { Session } from '../auth/session';
import { VideoType } from '../videos/dtos/video.types';
import { ObjectDetectionType } from './dtos/object-annotation.types';
import { ObjectDetectionService } from './object-detection.service';
import { ObjectsService } from './objects.service';

/** The video's side of its objects (VIEW_OBJECT): how many, and where their detection is. */
@Resolver(() => VideoType)
export class VideoObjectsResolver {
  constructor(
    private readonly objects: ObjectsService,
    private readonly detection: ObjectDetectionService,
  ) {}

  private readonly countsOf = (videoIds: readonly string[]) => this.objects.countsForVideos(videoIds);

  private readonly detectionsOf = async (
    videoIds: readonly string[],
  ): Promise<Array<ObjectDetectionType | null>> =>
    (await this.detection.forVideos(videoIds)).map((detection) =>
      detection
        ? { status: detection.status, percent: detection.percent, failureReason: detection.failureReason }
        : null,
    );

  @ResolveField(() => Int, { nullable: true, description: 'Object annotations of the video (VIEW_OBJECT).' })
  objectsCount(
    @Parent() video: VideoType,
    @CurrentSession() session: Session,
    @Loaders() loaders: RequestLoaders,
  ): Promise<number> {
    checkViewObject(session);
    return loaders.of(this.countsOf).load(video.id);
  }

  @ResolveField(() => ObjectDetectionType, {
    nullable: true,
    description:
      'The AI detection of objects (VIEW_OBJECT): QUEUED or IN_PROGRESS while the tab shows "Processing ' +
      'objects"; null before the video is processed.',
  })
  objectDetection(
    @Parent() video: VideoType,
    @CurrentSession() session: Session,
    @Loaders() loaders: RequestLoaders,
  ): Promise<ObjectDetectionType | null> {
    checkViewObject(session);
    return loaders.of(this.detectionsOf).load(video.id);
  }
}

function checkViewObject(session: Session): void {
  if (!session.permissions.includes(Permission.VIEW_OBJECT)) throw contractError(ErrorCode.PERMISSIONS_ERROR);
}

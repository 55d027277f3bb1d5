import { Int, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { ErrorCode, Permission } from '@framehouse/domain';
import { contractError } from '../../common/errors/contract-error';
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

  @ResolveField(() => Int, { nullable: true, description: 'Object annotations of the video (VIEW_OBJECT).' })
  async objectsCount(@Parent() video: VideoType, @CurrentSession() session: Session): Promise<number> {
    checkViewObject(session);
    return this.objects.countForVideo(video.id);
  }

  @ResolveField(() => ObjectDetectionType, {
    nullable: true,
    description:
      'The AI detection of objects (VIEW_OBJECT): QUEUED or IN_PROGRESS while the tab shows "Processing ' +
      'objects"; null before the video is processed.',
  })
  async objectDetection(
    @Parent() video: VideoType,
    @CurrentSession() session: Session,
  ): Promise<ObjectDetectionType | null> {
    checkViewObject(session);
    const detection = await this.detection.forVideo(video.id);
    return detection
      ? { status: detection.status, percent: detection.percent, failureReason: detection.failureReason }
      : null;
  }
}

function checkViewObject(session: Session): void {
  if (!session.permissions.includes(Permission.VIEW_OBJECT)) throw contractError(ErrorCode.PERMISSIONS_ERROR);
}

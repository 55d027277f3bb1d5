import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { ErrorCode, Permission } from '@framehouse/domain';
import { contractError } from '../../common/errors/contract-error';
import { DEFAULT_LIST_SIZE, listOf } from '../../common/graphql/query-limits';
import { Loaders, RequestLoaders } from '../../common/graphql/request-loaders';
import { CurrentSession } from '../auth/auth.decorators';
import type { Session } from '../auth/session';
import { VideoType } from './dtos/video.types';
import { VideoMediaService } from './video-media.service';
import { VideosService } from './videos.service';

/** A video asked for its duplicates: its organization is the caller's, its media its globalId. */
interface DuplicatesKey {
  organizationId: string;
  videoId: string;
  mediaId: string;
}

/**
 * `Video.duplicates` (video-area §3): the other videos of the caller's organization sharing the video's
 * media, the original and every copy, newest first. The dashboard lists one video per media, so this is
 * how the others stay reachable from its row and from the editor.
 */
@Resolver(() => VideoType)
export class VideoDuplicatesResolver {
  constructor(
    private readonly videos: VideosService,
    private readonly media: VideoMediaService,
  ) {}

  /** The duplicates of a request's videos: one statement per organization, each video presented once. */
  private readonly duplicatesOf = async (keys: readonly DuplicatesKey[]): Promise<VideoType[][]> => {
    const organizations = [...new Set(keys.map((key) => key.organizationId))];
    const rows = (
      await Promise.all(
        organizations.map((organizationId) =>
          this.videos.findSharingMedia(
            organizationId,
            keys.filter((key) => key.organizationId === organizationId).map((key) => key.mediaId),
          ),
        ),
      )
    ).flat();
    const presented = await this.media.presentAll(rows);
    return keys.map((key) =>
      presented.filter(
        (video, index) =>
          rows[index]?.organizationId === key.organizationId &&
          video.globalId === key.mediaId &&
          video.id !== key.videoId,
      ),
    );
  };

  @ResolveField(() => [VideoType], {
    description:
      "The other videos of the organization sharing this video's media (globalId): the original and its " +
      'copies, newest first, itself excluded (VIEW_VIDEO).',
    // Unbounded in principle, a handful in practice: charged as the other short lists.
    complexity: listOf(DEFAULT_LIST_SIZE),
  })
  duplicates(
    @Parent() video: VideoType,
    @CurrentSession() session: Session,
    @Loaders() loaders: RequestLoaders,
  ): Promise<VideoType[]> {
    // As videoById: a video of the caller's organization, with VIEW_VIDEO.
    if (!session.permissions.includes(Permission.VIEW_VIDEO))
      throw contractError(ErrorCode.PERMISSIONS_ERROR);
    return loaders
      .of(this.duplicatesOf, {
        cacheKeyFn: (key: DuplicatesKey) => `${key.organizationId}/${key.videoId}`,
      })
      .load({ organizationId: session.organization.id, videoId: video.id, mediaId: video.globalId });
  }
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ContentSource, formatTimestamp } from '@framehouse/domain';
import { DataSource, In } from 'typeorm';
import { MomentPublishingService } from '../publishing/moment-publishing.service';
import type { VideoType } from '../videos/dtos/video.types';
import { VideoMediaService } from '../videos/video-media.service';
import { VideosService } from '../videos/videos.service';
import type { MomentThumbnailType, MomentType } from './dtos/moment.types';
import { MomentThumbnail } from './moment-thumbnail.entity';
import type { Moment } from './moment.entity';

/** The API's view of moments: their thumbnails and videos read once per list, media URLs freshly signed. */
@Injectable()
export class MomentPresenter {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly videos: VideosService,
    private readonly media: VideoMediaService,
    private readonly publishing: MomentPublishingService,
  ) {}

  /** `publishingTargetId`: the target of publicMomentUrl (the caller's, checked); own pages by default. */
  async present(moment: Moment, publishingTargetId?: string | null): Promise<MomentType> {
    return (await this.presentAll([moment], [], publishingTargetId))[0] as MomentType;
  }

  /** `videos`: the moments' videos already presented (a video's own `moments`); the others are read. */
  async presentAll(
    moments: readonly Moment[],
    videos: readonly VideoType[] = [],
    publishingTargetId?: string | null,
  ): Promise<MomentType[]> {
    if (moments.length === 0) return [];
    const publishing = await this.publishing.forMoments(moments, publishingTargetId);
    const presented = new Map(videos.map((video) => [video.id, video]));
    const missing = new Map(
      moments
        .filter((moment) => !presented.has(moment.videoId))
        .map((moment) => [moment.videoId, { organizationId: moment.organizationId, id: moment.videoId }]),
    );
    if (missing.size > 0) {
      const rows = await this.videos.findOwnedMany([...missing.values()]);
      for (const video of await this.media.presentAll(rows)) presented.set(video.id, video);
    }
    const thumbnails = await this.dataSource.getRepository(MomentThumbnail).find({
      where: { momentId: In(moments.map((moment) => moment.id)) },
      order: { created: 'ASC', id: 'ASC' },
    });
    const signed = await Promise.all(
      thumbnails.map(async (thumbnail) => ({
        momentId: thumbnail.momentId,
        view: await this.presentThumbnail(thumbnail),
      })),
    );
    return moments.map((moment) => {
      // Always there: a moment's video row is its foreign key.
      const video = presented.get(moment.videoId) as VideoType;
      const own = signed.filter((entry) => entry.momentId === moment.id).map((entry) => entry.view);
      const selected = own.find((thumbnail) => thumbnail.id === moment.thumbnailId);
      return {
        id: moment.id,
        title: moment.title,
        description: moment.description,
        timeRange: { start: moment.startMs, end: moment.endMs },
        startTimestamp: formatTimestamp(moment.startMs),
        endTimestamp: formatTimestamp(moment.endMs),
        visible: moment.visible,
        thumbnailId: moment.thumbnailId,
        thumbnailUrl: selected?.imageUrl ?? video.thumbnailUrl,
        thumbnails: own,
        tags: moment.tags.map((value) => ({ value })),
        internalTags: moment.internalTags.map((value) => ({ value })),
        video,
        endCardId: moment.endCardId,
        created: moment.created,
        source: moment.source,
        isPublished: publishing.get(moment.id)?.isPublished ?? false,
        publicMomentUrl: publishing.get(moment.id)?.publicMomentUrl ?? null,
      };
    });
  }

  async presentThumbnail(thumbnail: MomentThumbnail): Promise<MomentThumbnailType> {
    return {
      id: thumbnail.id,
      imageUrl: await this.media.fileUrl(thumbnail.fileKey),
      source: ContentSource.USER,
    };
  }
}

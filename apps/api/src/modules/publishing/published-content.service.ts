import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { PublishingTargetType, type VideoMetadataSnapshot } from '@framehouse/domain';
import { DataSource } from 'typeorm';
import { isUuid } from '../../common/ids';
import { Moment } from '../moments/moment.entity';
import { VideoVersion } from '../videos/video-version.entity';
import { Video } from '../videos/video.entity';
import { metadataOf } from '../videos/video-metadata.service';
import { Publication } from './publication.entity';
import { PublishingTarget } from './publishing-target.entity';

export interface PublishedVideo {
  video: Video;
  /** The metadata of the version the publication shows (not the video's unpublished edits). */
  metadata: VideoMetadataSnapshot;
}

export interface PublishedMoment extends PublishedVideo {
  moment: Moment;
}

/**
 * What the open web may see (the public pages, embeds): a video live on its organization's own pages,
 * with the metadata of its published version, and the visible moments of such a video. No session: the
 * ids come from public addresses.
 */
@Injectable()
export class PublishedContentService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async publishedVideo(videoId: string): Promise<PublishedVideo | null> {
    if (!isUuid(videoId)) return null;
    const publication = await this.dataSource
      .getRepository(Publication)
      .createQueryBuilder('publication')
      .innerJoin(PublishingTarget, 'target', 'target.id = publication.targetId')
      .where('publication.videoId = :videoId', { videoId })
      .andWhere('target.type = :type', { type: PublishingTargetType.SelfPublication })
      .andWhere('publication.publishedAt IS NOT NULL AND publication.unpublishRequestedAt IS NULL')
      .getOne();
    if (!publication) return null;
    const video = await this.dataSource.getRepository(Video).findOne({ where: { id: videoId } });
    if (!video) return null;
    const version = await this.dataSource
      .getRepository(VideoVersion)
      .findOne({ where: { videoId, version: publication.version } });
    // Version 0 is a video never edited: its metadata is the video's own.
    return { video, metadata: version?.metadata ?? metadataOf(video) };
  }

  async publishedMoment(momentId: string): Promise<PublishedMoment | null> {
    if (!isUuid(momentId)) return null;
    const moment = await this.dataSource.getRepository(Moment).findOne({ where: { id: momentId } });
    if (!moment || !moment.visible) return null;
    const published = await this.publishedVideo(moment.videoId);
    return published ? { moment, ...published } : null;
  }
}

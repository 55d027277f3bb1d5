import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { PublishingTargetType, type VideoMetadataSnapshot } from '@framehouse/domain';
import { DataSource, type SelectQueryBuilder } from 'typeorm';
import { isUuid } from '../../common/ids';
import { Moment } from '../moments/moment.entity';
import type { PublicSubject } from '../videos/hls/hls-grant';
import { VideoHooks } from '../videos/video-hooks';
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
 * ids come from public addresses. It also answers the HLS playlists whether a public grant's subject is
 * still public, at each request, so that unpublishing (or hiding a moment) ends the grants handed out.
 */
@Injectable()
export class PublishedContentService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly hooks: VideoHooks,
  ) {}

  onModuleInit(): void {
    this.hooks.register({ isPublic: (videoId, subject) => this.isPublic(videoId, subject) });
  }

  async publishedVideo(videoId: string): Promise<PublishedVideo | null> {
    if (!isUuid(videoId)) return null;
    const publication = await this.livePublication(videoId).getOne();
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

  /** publishedVideo's or publishedMoment's answer, as one query (it runs for every playlist request). */
  isPublic(videoId: string, subject: PublicSubject): Promise<boolean> {
    if (!isUuid(videoId)) return Promise.resolve(false);
    const query = this.livePublication(videoId);
    if (subject.kind === 'moment') {
      if (!isUuid(subject.momentId)) return Promise.resolve(false);
      query.innerJoin(
        Moment,
        'moment',
        'moment.videoId = publication.videoId AND moment.id = :momentId AND moment.visible',
        { momentId: subject.momentId },
      );
    }
    return query.getExists();
  }

  /** The video's publication live on its organization's own pages. */
  private livePublication(videoId: string): SelectQueryBuilder<Publication> {
    return this.dataSource
      .getRepository(Publication)
      .createQueryBuilder('publication')
      .innerJoin(PublishingTarget, 'target', 'target.id = publication.targetId')
      .where('publication.videoId = :videoId', { videoId })
      .andWhere('target.type = :type', { type: PublishingTargetType.SelfPublication })
      .andWhere('publication.publishedAt IS NOT NULL AND publication.unpublishRequestedAt IS NULL');
  }
}

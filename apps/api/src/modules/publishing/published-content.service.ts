import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { PublishingTargetType, type VideoMetadataSnapshot } from '@framehouse/domain';
import { DataSource, type SelectQueryBuilder } from 'typeorm';
import { isUuid } from '../../common/ids';
import { VideoMetadataService } from '../videos/video-metadata.service';
import type { Video } from '../videos/video.entity';
import { VideosService } from '../videos/videos.service';
import { Publication } from './publication.entity';
import { PublishingTarget } from './publishing-target.entity';

export interface PublishedVideo {
  video: Video;
  /** The metadata of the version the publication shows (not the video's unpublished edits). */
  metadata: VideoMetadataSnapshot;
}

/**
 * What the open web may see of a video (the public pages, embeds): a video live on its organization's
 * own pages, with the metadata of its published version. No session: the ids come from public addresses.
 */
@Injectable()
export class PublishedContentService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly videos: VideosService,
    private readonly metadata: VideoMetadataService,
  ) {}

  async publishedVideo(videoId: string): Promise<PublishedVideo | null> {
    if (!isUuid(videoId)) return null;
    const publication = await this.livePublication(videoId).getOne();
    if (!publication) return null;
    const video = await this.videos.findForPlayback(videoId);
    if (!video) return null;
    return { video, metadata: await this.metadata.metadataAt(video, publication.version) };
  }

  /** publishedVideo's answer without reading the video (it runs for every playlist request). */
  isLive(videoId: string): Promise<boolean> {
    if (!isUuid(videoId)) return Promise.resolve(false);
    return this.livePublication(videoId).getExists();
  }

  /**
   * Every video of the organization live on its own pages, with when it went live and its published
   * metadata (a fixed number of reads, whatever their number): what playlists are made of. With `among`,
   * only those of these videos.
   */
  async publishedVideos(
    organizationId: string,
    among?: readonly string[],
  ): Promise<Array<PublishedVideo & { publishedAt: Date }>> {
    const query = this.livePublications().andWhere('publication.organizationId = :organizationId', {
      organizationId,
    });
    if (among) {
      const valid = [...new Set(among.filter(isUuid))];
      if (valid.length === 0) return [];
      query.andWhere('publication.videoId IN (:...valid)', { valid });
    }
    const publications = await query.getMany();
    const byVideo = new Map(publications.map((publication) => [publication.videoId, publication]));
    const videos = await this.videos.findOwnedMany(
      publications.map((publication) => ({ organizationId, id: publication.videoId })),
    );
    const entries = videos.flatMap((video) => {
      const publication = byVideo.get(video.id);
      return publication ? [{ video, publication }] : [];
    });
    const metadata = await this.metadata.metadataAtEach(
      entries.map(({ video, publication }) => ({ video, version: publication.version })),
    );
    return entries.map(({ video, publication }, index) => ({
      video,
      metadata: metadata[index] as VideoMetadataSnapshot,
      publishedAt: publication.publishedAt as Date,
    }));
  }

  /** Which of these videos are live on their own pages now (isLive of many, in one read). */
  async liveAmong(videoIds: readonly string[]): Promise<Set<string>> {
    const valid = [...new Set(videoIds.filter(isUuid))];
    if (valid.length === 0) return new Set();
    const rows = await this.livePublications()
      .andWhere('publication.videoId IN (:...valid)', { valid })
      .select('publication.videoId', 'videoId')
      .getRawMany<{ videoId: string }>();
    return new Set(rows.map((row) => row.videoId));
  }

  /**
   * The organization's most recently published video other than `exceptVideoId` (what an end card offers
   * to watch next); null when there is none.
   */
  async newestPublishedVideo(organizationId: string, exceptVideoId: string): Promise<PublishedVideo | null> {
    const newest = await this.livePublications()
      .andWhere('publication.organizationId = :organizationId', { organizationId })
      .andWhere('publication.videoId <> :exceptVideoId', { exceptVideoId })
      .orderBy('publication.publishedAt', 'DESC')
      .addOrderBy('publication.id', 'DESC')
      .getOne();
    return newest ? this.publishedVideo(newest.videoId) : null;
  }

  /** The video's publication live on its organization's own pages. */
  private livePublication(videoId: string): SelectQueryBuilder<Publication> {
    return this.livePublications().andWhere('publication.videoId = :videoId', { videoId });
  }

  /** Publications live on their organizations' own pages. */
  private livePublications(): SelectQueryBuilder<Publication> {
    return this.dataSource
      .getRepository(Publication)
      .createQueryBuilder('publication')
      .innerJoin(PublishingTarget, 'target', 'target.id = publication.targetId')
      .where('target.type = :type', { type: PublishingTargetType.SelfPublication })
      .andWhere('publication.publishedAt IS NOT NULL AND publication.unpublishRequestedAt IS NULL');
  }
}

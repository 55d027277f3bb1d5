import { Inject, Injectable } from '@nestjs/common';
import {
  PlaylistContentType,
  publicMomentPath,
  publicPosterPath,
  publicUrlOf,
  publicVideoPath,
  type PlaylistCandidate,
} from '@framehouse/domain';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import type { Moment } from '../moments/moment.entity';
import { MomentsService } from '../moments/moments.service';
import { PublishedContentService } from '../publishing/published-content.service';
import { PlaylistItemKind, type PlaylistItemType } from './dtos/playlist.types';

/** A published video or visible moment of a published video, as playlists read and show it. */
export interface PublishedItem extends PlaylistCandidate {
  kind: PlaylistItemKind;
  videoId: string;
  description: string;
  durationMs: number | null;
  /** Viewers' stars of the item itself (microsite sections order by them). */
  stars: number;
}

/** The key of an item: a video's and a moment's ids never meet, but the kind keeps them apart anyway. */
export const itemKey = (kind: PlaylistItemKind, id: string) => `${kind}:${id}`;

export const itemKindOf = (contentType: PlaylistContentType): PlaylistItemKind =>
  contentType === PlaylistContentType.VIDEOS ? PlaylistItemKind.VIDEO : PlaylistItemKind.MOMENT;

type PublishedVideoEntry = Awaited<ReturnType<PublishedContentService['publishedVideos']>>[number];

function videoItem({ video, metadata, publishedAt }: PublishedVideoEntry): PublishedItem {
  return {
    kind: PlaylistItemKind.VIDEO,
    id: video.id,
    videoId: video.id,
    title: metadata.title,
    description: metadata.description,
    durationMs: video.durationMs,
    publishedAt,
    views: video.views,
    stars: video.stars,
    tags: metadata.tags,
    internalTags: metadata.internalTags,
  };
}

/** The visible moments among `moments` whose video is among the published `videos`. */
function momentItems(videos: readonly PublishedVideoEntry[], moments: readonly Moment[]): PublishedItem[] {
  const byVideo = new Map(videos.map((published) => [published.video.id, published]));
  return moments.flatMap((moment) => {
    const published = byVideo.get(moment.videoId);
    if (!moment.visible || !published) return [];
    return [
      {
        kind: PlaylistItemKind.MOMENT,
        id: moment.id,
        videoId: moment.videoId,
        title: moment.title,
        description: moment.description,
        durationMs: moment.endMs - moment.startMs,
        // Public since its video went live, or since it was made when that came later.
        publishedAt: new Date(Math.max(published.publishedAt.getTime(), moment.created.getTime())),
        views: published.video.views,
        stars: moment.stars,
        tags: moment.tags,
        internalTags: moment.internalTags,
      },
    ];
  });
}

/**
 * What an organization has published, the stuff playlists are made of: its videos live on its own pages
 * (their published title, description and tags) or the visible moments of those. Read whole, in a fixed
 * number of queries; a playlist's rules, order and the published-only filter apply to it in memory.
 */
@Injectable()
export class PlaylistCatalogueService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly published: PublishedContentService,
    private readonly moments: MomentsService,
  ) {}

  async publishedItems(organizationId: string, contentType: PlaylistContentType): Promise<PublishedItem[]> {
    const videos = await this.published.publishedVideos(organizationId);
    if (contentType === PlaylistContentType.VIDEOS) return videos.map(videoItem);
    return this.momentsOf(videos);
  }

  /** Both kinds at once (a microsite's sections mix them), reading the published videos once. */
  async publishedVideosAndMoments(organizationId: string): Promise<PublishedItem[]> {
    const videos = await this.published.publishedVideos(organizationId);
    return [...videos.map(videoItem), ...(await this.momentsOf(videos))];
  }

  /**
   * The published items of this content type among `ids` (others are left out), read by id: what a change
   * of a playlist checks, without reading the whole catalogue.
   */
  async publishedAmong(
    organizationId: string,
    contentType: PlaylistContentType,
    ids: readonly string[],
  ): Promise<PublishedItem[]> {
    if (contentType === PlaylistContentType.VIDEOS) {
      return (await this.published.publishedVideos(organizationId, ids)).map(videoItem);
    }
    const moments = (await this.moments.findVisibleMany(ids)).filter(
      (moment) => moment.organizationId === organizationId,
    );
    if (moments.length === 0) return [];
    const videos = await this.published.publishedVideos(
      organizationId,
      moments.map(({ videoId }) => videoId),
    );
    return momentItems(videos, moments);
  }

  private async momentsOf(videos: readonly PublishedVideoEntry[]): Promise<PublishedItem[]> {
    const moments = videos.length ? await this.moments.forVideos(videos.map(({ video }) => video.id)) : [];
    return momentItems(videos, moments);
  }

  /** The item as the API shows it, with its public poster and page. */
  present(item: PublishedItem): PlaylistItemType {
    const kind = item.kind === PlaylistItemKind.VIDEO ? 'video' : 'moment';
    const page = kind === 'video' ? publicVideoPath(item.id) : publicMomentPath(item.id);
    return {
      kind: item.kind,
      id: item.id,
      videoId: item.videoId,
      title: item.title,
      description: item.description,
      thumbnailUrl: publicUrlOf(this.config.publicUrl, publicPosterPath(kind, item.id)),
      durationMs: item.durationMs,
      views: item.views,
      publishedAt: item.publishedAt,
      pageUrl: publicUrlOf(this.config.publicUrl, page),
    };
  }
}

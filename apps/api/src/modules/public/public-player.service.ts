import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  MAX_PAGE_SIZE,
  publicMomentPath,
  publicUrlOf,
  publicVideoPath,
  type EmbedKind,
  type PublicPlayerData,
  type VideoMetadataSnapshot,
} from '@framehouse/domain';
import type { ObjectStat } from '@framehouse/storage';
import type { Readable } from 'node:stream';
import { DataSource } from 'typeorm';
import { isUuid } from '../../common/ids';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import type { Moment } from '../moments/moment.entity';
import { VideoMonetizationsService } from '../monetization/video-monetizations.service';
import { ObjectsService } from '../objects/objects.service';
import { Organization } from '../organizations/organization.entity';
import { PromotedContentService } from '../promoted-content/promoted-content.service';
import { PublishedContentService } from '../publishing/published-content.service';
import { StorageService } from '../storage/storage.service';
import { TranscriptsService } from '../transcripts/transcripts.service';
import type { VideoType } from '../videos/dtos/video.types';
import { candidateIndexOf } from '../videos/thumbnails/thumbnail-selection';
import { VideoThumbnail } from '../videos/thumbnails/video-thumbnail.entity';
import { VideoHooks } from '../videos/video-hooks';
import { VideoMediaService } from '../videos/video-media.service';
import type { Video } from '../videos/video.entity';
import type { PublicPageModel } from './public-page';

/** A stored image the public poster address answers with. */
export interface PosterFile extends ObjectStat {
  read(): Promise<Readable>;
}

/** A published video or a visible moment of one, as A's PublishedContentService answers it. */
interface Published {
  kind: EmbedKind;
  video: Video;
  metadata: VideoMetadataSnapshot;
  moment?: Moment;
}

/**
 * What the public pages and the embedded player show of published content. Whether something is public
 * is the publishing module's answer alone (PublishedContentService); the metadata shown is the published
 * version's, never the draft's.
 */
@Injectable()
export class PublicPlayerService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly published: PublishedContentService,
    private readonly media: VideoMediaService,
    private readonly hooks: VideoHooks,
    private readonly monetizations: VideoMonetizationsService,
    private readonly promotedContent: PromotedContentService,
    private readonly objects: ObjectsService,
    private readonly transcripts: TranscriptsService,
    private readonly storage: StorageService,
  ) {}

  /** The published video or visible moment; null for anything else, malformed ids included. */
  async find(kind: EmbedKind, id: string): Promise<Published | null> {
    if (!isUuid(id)) return null;
    if (kind === 'video') {
      const found = await this.published.publishedVideo(id);
      return found ? { kind, ...found } : null;
    }
    const found = await this.published.publishedMoment(id);
    return found ? { kind, ...found } : null;
  }

  /** What the loader and the player need (GET /p/api/{kind}/{id}). */
  async playerData(content: Published): Promise<PublicPlayerData> {
    const { video, metadata, moment } = content;
    const urls = await this.presentPublished(content);
    const [tracks, organization, ads, promotedContentSettings, promotedObjects] = await Promise.all([
      this.hooks.subtitleTracks(video),
      this.dataSource.getRepository(Organization).findOneBy({ id: video.organizationId }),
      this.adsOf(video),
      this.promotedContent.forVideo(video.id),
      this.promotedObjects(video),
    ]);
    return {
      kind: content.kind,
      id: moment?.id ?? video.id,
      videoId: video.id,
      title: moment?.title ?? metadata.title,
      description: moment?.description ?? metadata.description,
      pageUrl: this.pageUrl(content),
      posterUrl: urls.thumbnailUrl,
      manifestUrl: urls.videoStreams[0]?.manifestFileUrl ?? null,
      storyboardUrl: urls.storyboardUrl,
      durationMs: video.durationMs,
      range: moment ? { startMs: moment.startMs, endMs: moment.endMs } : null,
      captions: tracks.map(({ languageCode, name }) => ({ languageCode, name })),
      orgLogoUrl: this.storage.publicUrl(organization?.logoKey),
      orgLogoEnabled: metadata.orgLogoEnabled,
      orgLogoPosition: metadata.orgLogoPosition,
      promotedObjects,
      promotedContentSettings,
      ads: organization?.isMonetizationEnabled ? ads : null,
    };
  }

  /**
   * The published thumbnail's file (the video's, for a moment), chosen as the player data's posterUrl is:
   * the selected uploaded or candidate thumbnail, else the poster. Null when there is none.
   */
  async posterFile({ video, metadata }: Published): Promise<PosterFile | null> {
    const shown = withPublishedMetadata(video, metadata);
    const key = await this.selectedThumbnailKey(shown);
    const stat = key ? await this.storage.driver.statObject(key) : null;
    if (!key || !stat) return null;
    return { ...stat, read: () => this.storage.driver.getObject(key) };
  }

  private async selectedThumbnailKey(shown: Video): Promise<string | null> {
    if (shown.thumbnailId && isUuid(shown.thumbnailId)) {
      const uploaded = await this.dataSource
        .getRepository(VideoThumbnail)
        .findOneBy({ id: shown.thumbnailId, videoId: shown.id });
      return uploaded?.fileKey ?? shown.posterKey;
    }
    const candidate = shown.thumbnailCandidate;
    return (candidate !== null ? shown.thumbnailKeys[candidate] : undefined) ?? shown.posterKey;
  }

  /** The public page's content: the player data's title and poster, plus transcript and views. */
  async page(content: Published): Promise<PublicPageModel> {
    const { video, metadata, moment } = content;
    const range = moment ? { startMs: moment.startMs, endMs: moment.endMs } : undefined;
    const [urls, transcript] = await Promise.all([
      this.presentPublished(content),
      this.transcripts.spokenText(video.id, range),
    ]);
    return {
      kind: content.kind,
      id: moment?.id ?? video.id,
      title: moment?.title ?? metadata.title,
      description: moment?.description ?? metadata.description,
      pageUrl: this.pageUrl(content),
      publicUrl: publicUrlOf(this.config.publicUrl, ''),
      posterUrl: urls.thumbnailUrl,
      durationMs: range ? range.endMs - range.startMs : video.durationMs,
      uploadDate: moment?.created ?? video.created,
      views: video.views,
      transcript,
    };
  }

  /**
   * The video as published, its playback grant a public one for this content: it stops playing once the
   * video is unpublished (or the moment hidden), not when it expires.
   */
  private presentPublished({ video, metadata, moment }: Published): Promise<VideoType> {
    return this.media.present(
      withPublishedMetadata(video, metadata),
      moment ? { kind: 'moment', momentId: moment.id } : { kind: 'video' },
    );
  }

  private pageUrl({ kind, video, moment }: Published): string {
    const path = kind === 'moment' && moment ? publicMomentPath(moment.id) : publicVideoPath(video.id);
    return publicUrlOf(this.config.publicUrl, path);
  }

  /** The admin player's rule (usePlayerOverlays): the video's switch on and an ad tag that resolves. */
  private async adsOf(video: Video): Promise<PublicPlayerData['ads']> {
    const monetization = await this.monetizations.forVideo(video);
    if (!monetization.isMonetizationEnabled || !monetization.orgMonetization) return null;
    return {
      adTagUrl: monetization.orgMonetization.monetizationUrl,
      adType: monetization.adType,
      adDensity: monetization.adDensity,
      adLocation: monetization.adLocation,
    };
  }

  /** The promo cards: the video's visible, promoted objects in the table's order. */
  private async promotedObjects(video: Video): Promise<PublicPlayerData['promotedObjects']> {
    const listed = await this.objects.list(video.organizationId, {
      videoId: video.id,
      visible: true,
      promote: true,
      pageSize: MAX_PAGE_SIZE,
    });
    const presented = await this.objects.presentAll(listed.nodes);
    return presented.map(({ id, title, url, thumbnailUrl }) => ({ id, title, url, thumbnailUrl }));
  }
}

/** The video as its published version shows it: that version's thumbnail and logo settings. */
function withPublishedMetadata(video: Video, metadata: VideoMetadataSnapshot): Video {
  const candidate = metadata.thumbnailId ? candidateIndexOf(video, metadata.thumbnailId) : null;
  return {
    ...video,
    title: metadata.title,
    description: metadata.description,
    orgLogoEnabled: metadata.orgLogoEnabled,
    orgLogoPosition: metadata.orgLogoPosition,
    thumbnailId: candidate === null ? metadata.thumbnailId : null,
    thumbnailCandidate: candidate,
  };
}

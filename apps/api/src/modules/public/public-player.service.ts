import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  chaptersWebVtt,
  MAX_PAGE_SIZE,
  publicChaptersPath,
  publicMomentPath,
  publicPosterPath,
  publicUrlOf,
  publicVideoPath,
  shareLinks,
  type EmbedKind,
  type PublicChapter,
  type PlayerOverlays,
  type PublicPlayerData,
  type VideoMetadataSnapshot,
  type WatchNext,
} from '@framehouse/domain';
import type { ObjectStat } from '@framehouse/storage';
import type { Readable } from 'node:stream';
import { isUuid } from '../../common/ids';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { ChaptersService } from '../chapters/chapters.service';
import { MomentPicturesService } from '../moments/moment-pictures.service';
import type { Moment } from '../moments/moment.entity';
import { MomentsService } from '../moments/moments.service';
import { VideoMonetizationsService } from '../monetization/video-monetizations.service';
import { ObjectsService } from '../objects/objects.service';
import { OrganizationsService } from '../organizations/organizations.service';
import { PlayerOverlaysService } from '../overlays/player-overlays.service';
import { PromotedContentService } from '../promoted-content/promoted-content.service';
import { PublishedContentService } from '../publishing/published-content.service';
import { ShareIconsService } from '../social-media/share-icons.service';
import { SocialMediaPlatformsService } from '../social-media/social-media-platforms.service';
import { StorageService } from '../storage/storage.service';
import { TranscriptsService } from '../transcripts/transcripts.service';
import type { VideoType } from '../videos/dtos/video.types';
import type { PublicSubject } from '../videos/hls/hls-grant';
import { candidateIndexOf } from '../videos/thumbnails/thumbnail-selection';
import { VideoHooks } from '../videos/video-hooks';
import { VideoMediaService } from '../videos/video-media.service';
import type { Video } from '../videos/video.entity';
import type { PublicPageModel } from './public-page';

/** A stored image the public poster address answers with. */
export interface PosterFile extends ObjectStat {
  read(): Promise<Readable>;
  /**
   * The video's picture standing in for a moment's start frame that is being captured: not to be kept by
   * a cache, which would go on showing it once the frame is there.
   */
  provisional: boolean;
}

/** What `picture` chose: a stored file (null for none at all), and whether it only stands in for now. */
export interface PublicPicture {
  key: string | null;
  provisional: boolean;
}

/** A published video (as the publishing module answers it) or a visible moment of one. */
interface Published {
  kind: EmbedKind;
  video: Video;
  metadata: VideoMetadataSnapshot;
  moment?: Moment;
}

/**
 * What the public pages and the embedded player show of published content. Whether a video is public is
 * the publishing module's answer alone (PublishedContentService), a moment is public while it is visible
 * and its video is; the metadata shown is the published version's, never the draft's.
 */
@Injectable()
export class PublicPlayerService implements OnModuleInit {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly published: PublishedContentService,
    private readonly moments: MomentsService,
    private readonly organizations: OrganizationsService,
    private readonly media: VideoMediaService,
    private readonly hooks: VideoHooks,
    private readonly monetizations: VideoMonetizationsService,
    private readonly promotedContent: PromotedContentService,
    private readonly objects: ObjectsService,
    private readonly transcripts: TranscriptsService,
    private readonly storage: StorageService,
    private readonly shareIcons: ShareIconsService,
    private readonly socialMedia: SocialMediaPlatformsService,
    private readonly playerOverlays: PlayerOverlaysService,
    private readonly momentPictures: MomentPicturesService,
    private readonly chapters: ChaptersService,
  ) {}

  onModuleInit(): void {
    this.hooks.register({ isPublic: (videoId, subject) => this.isPublic(videoId, subject) });
  }

  /** The published video or visible moment; null for anything else, malformed ids included. */
  async find(kind: EmbedKind, id: string): Promise<Published | null> {
    if (!isUuid(id)) return null;
    if (kind === 'video') {
      const found = await this.published.publishedVideo(id);
      return found ? { kind, ...found } : null;
    }
    const moment = await this.moments.findVisible(id);
    const found = moment && (await this.published.publishedVideo(moment.videoId));
    return found ? { kind, moment, ...found } : null;
  }

  /**
   * Whether a public grant's subject is public now, as `find` would answer: the HLS playlists ask at
   * each request, so that unpublishing (or hiding a moment) ends the grants handed out.
   */
  async isPublic(videoId: string, subject: PublicSubject): Promise<boolean> {
    if (subject.kind !== 'moment') return this.published.isLive(videoId);
    const [live, moment] = await Promise.all([
      this.published.isLive(videoId),
      this.moments.findVisible(subject.momentId),
    ]);
    return live && moment?.videoId === videoId;
  }

  /** What the loader and the player need (GET /p/api/{kind}/{id}). */
  async playerData(content: Published): Promise<PublicPlayerData> {
    const { video, metadata, moment } = content;
    const [urls, momentPoster] = await Promise.all([
      this.presentPublished(content),
      moment ? this.momentPosterUrl(content, moment) : null,
    ]);
    const [
      tracks,
      organization,
      ads,
      promotedContentSettings,
      promotedObjects,
      shareTargets,
      overlays,
      chapters,
    ] = await Promise.all([
      this.hooks.subtitleTracks(video),
      this.organizations.findById(video.organizationId),
      this.adsOf(video),
      this.promotedContent.forVideo(video.id),
      this.promotedObjects(video),
      this.shareIcons.visibleTargets(video.organizationId),
      this.overlaysOf(content),
      this.chaptersOf(content),
    ]);
    const title = moment?.title ?? metadata.title;
    const pageUrl = this.pageUrl(content);
    return {
      kind: content.kind,
      id: moment?.id ?? video.id,
      videoId: video.id,
      title,
      description: moment?.description ?? metadata.description,
      pageUrl,
      posterUrl: moment ? momentPoster : urls.thumbnailUrl,
      manifestUrl: urls.videoStreams[0]?.manifestFileUrl ?? null,
      storyboardUrl: urls.storyboardUrl,
      durationMs: video.durationMs,
      range: moment ? { startMs: moment.startMs, endMs: moment.endMs } : null,
      chapters,
      chaptersUrl:
        chapters.length > 0 ? publicUrlOf(this.config.publicUrl, publicChaptersPath(video.id)) : null,
      captions: tracks.map(({ languageCode, name }) => ({ languageCode, name })),
      orgLogoUrl: this.storage.publicUrl(organization?.logoKey),
      orgLogoEnabled: metadata.orgLogoEnabled,
      orgLogoPosition: metadata.orgLogoPosition,
      promotedObjects,
      promotedContentSettings,
      ads: organization?.isMonetizationEnabled ? ads : null,
      shareLinks: shareLinks(shareTargets, { url: pageUrl, title }),
      overlays,
    };
  }

  /**
   * A published video's chapters as they are now, like its moments and end card (docs/decisions.md,
   * "Chapters (issue 21)"); a moment plays a range of its own and has none.
   */
  private chaptersOf({ video, moment }: Published): Promise<PublicChapter[]> {
    return moment ? Promise.resolve([]) : this.chapters.forVideo(video);
  }

  /** A published video's chapters as a WebVTT chapters track; null for content that is not a video. */
  async chaptersTrack(content: Published): Promise<string | null> {
    return content.moment ? null : chaptersWebVtt(await this.chaptersOf(content));
  }

  /**
   * The CTAs and end card the overlays module answers for this content, and what the end card's Watch
   * next offers (looked for only when the card shows that button).
   */
  private async overlaysOf(content: Published): Promise<PlayerOverlays> {
    const overlays = await this.playerOverlays.forContent(content.video, content.moment);
    const card = overlays.endCard;
    const wantsNext = card?.kind === 'builder' && card.watchNextButtonVisible;
    return { ...overlays, watchNext: wantsNext ? await this.watchNext(content) : null };
  }

  /**
   * After a moment, the next visible moment of its video (by start time); after a video, the
   * organization's most recently published other video. Null when there is none.
   */
  private async watchNext({ video, moment }: Published): Promise<WatchNext | null> {
    const link = (kind: EmbedKind, id: string, title: string): WatchNext => ({
      title,
      pageUrl: this.pageUrlOf(kind, id),
      posterUrl: this.posterUrlOf(kind, id),
    });
    if (moment) {
      const moments = await this.moments.forVideo(video.id);
      const next = moments.slice(moments.findIndex(({ id }) => id === moment.id) + 1).find((m) => m.visible);
      return next ? link('moment', next.id, next.title) : null;
    }
    const other = await this.published.newestPublishedVideo(video.organizationId, video.id);
    return other ? link('video', other.video.id, other.metadata.title) : null;
  }

  /**
   * The one choice of the picture a published video or moment shows wherever it is public (its page and
   * OpenGraph/JSON-LD image, the embed's poster, widget, playlist and microsite cards: all of them read the
   * poster address, or the player data's posterUrl, which this decides). A video: its published thumbnail
   * (the selected uploaded or candidate one), else its poster. A moment: its selected thumbnail, else the
   * frame at its start (captured on first demand), else, until that frame is there, its video's picture.
   * Null when there is none at all.
   */
  async picture({ video, metadata, moment }: Published): Promise<PublicPicture> {
    const own = moment ? await this.momentPictures.pictureKey(moment, video) : null;
    if (own) return { key: own, provisional: false };
    const key = await this.media.selectedThumbnailKey(withPublishedMetadata(video, metadata));
    return { key, provisional: moment !== undefined && key !== null };
  }

  /** The file of `picture`, served at the poster address; null when there is none. */
  async posterFile(content: Published): Promise<PosterFile | null> {
    const { key, provisional } = await this.picture(content);
    const stat = key ? await this.storage.driver.statObject(key) : null;
    if (!key || !stat) return null;
    return { ...stat, read: () => this.storage.driver.getObject(key), provisional };
  }

  /**
   * A moment's posterUrl: its poster address, which follows a thumbnail chosen or a start frame captured
   * after a page was made (crawlers keep og:image). A video's stays its signed thumbnail URL (the player
   * benchmark's plain <img> baseline loads that file). Null when there is no picture.
   */
  private async momentPosterUrl(content: Published, moment: Moment): Promise<string | null> {
    return (await this.picture(content)).key ? this.posterUrlOf('moment', moment.id) : null;
  }

  /**
   * The public page's content: the player data's title and poster, plus transcript, views, the share
   * links and the organization's social media accounts (read alongside, so the page waits no longer).
   */
  async page(content: Published): Promise<PublicPageModel> {
    const { video, metadata, moment } = content;
    const range = moment ? { startMs: moment.startMs, endMs: moment.endMs } : undefined;
    const [urls, momentPoster, transcript, organization, shareTargets, socialAccounts, chapters] =
      await Promise.all([
        this.presentPublished(content),
        moment ? this.momentPosterUrl(content, moment) : null,
        this.transcripts.spokenText(video.id, range),
        this.organizations.findById(video.organizationId),
        this.shareIcons.visibleTargets(video.organizationId),
        this.socialMedia.list(video.organizationId),
        this.chaptersOf(content),
      ]);
    const title = moment?.title ?? metadata.title;
    const pageUrl = this.pageUrl(content);
    return {
      kind: content.kind,
      id: moment?.id ?? video.id,
      title,
      description: moment?.description ?? metadata.description,
      pageUrl,
      publicUrl: publicUrlOf(this.config.publicUrl, ''),
      posterUrl: moment ? momentPoster : urls.thumbnailUrl,
      durationMs: range ? range.endMs - range.startMs : video.durationMs,
      uploadDate: moment?.created ?? video.created,
      views: video.views,
      transcript,
      organizationName: organization?.name ?? '',
      shareLinks: shareLinks(shareTargets, { url: pageUrl, title }),
      socialAccounts: socialAccounts.map(({ platformName, label, accountUrl }) => ({
        platformName,
        label,
        accountUrl,
      })),
      chapters,
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
    return kind === 'moment' && moment
      ? this.pageUrlOf('moment', moment.id)
      : this.pageUrlOf('video', video.id);
  }

  /** The public page of a published video or moment. */
  pageUrlOf(kind: EmbedKind, id: string): string {
    return publicUrlOf(this.config.publicUrl, kind === 'moment' ? publicMomentPath(id) : publicVideoPath(id));
  }

  /** The poster address of a published video or moment (GET /p/api/{kind}/{id}/poster). */
  posterUrlOf(kind: EmbedKind, id: string): string {
    return publicUrlOf(this.config.publicUrl, publicPosterPath(kind, id));
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

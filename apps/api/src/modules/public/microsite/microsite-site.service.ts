import { Inject, Injectable } from '@nestjs/common';
import {
  MICROSITE_CAROUSEL_MOMENTS_MAX,
  micrositeItemPath,
  publicUrlOf,
  sectionItems,
  sectionShown,
  type EmbedKind,
  type MicrositeCandidate,
} from '@framehouse/domain';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { MicrositesService } from '../../microsites/microsites.service';
import type { PublicMicrositeRecord, PublicMicrositeSection } from '../../microsites/public-microsite-record';
import { PlaylistItemKind } from '../../playlists/dtos/playlist.types';
import { PlaylistCatalogueService, type PublishedItem } from '../../playlists/playlist-catalogue.service';
import { PlaylistsService } from '../../playlists/playlists.service';
import { StorageService } from '../../storage/storage.service';
import { PublicPlayerService } from '../public-player.service';
import type {
  MicrositeCard,
  MicrositeHomeModel,
  MicrositeItemModel,
  MicrositeSectionView,
  MicrositeSite,
  SitemapEntry,
} from './microsite-pages';

/** Ours: how many other items an item page offers below it (two rows of the grid). */
export const MICROSITE_MORE_ITEMS = 8;

/** A published item as a section filters, orders and shows it. */
type Candidate = MicrositeCandidate & MicrositeCard;

const newestFirst = (a: Candidate, b: Candidate) => b.publishedAt.getTime() - a.publishedAt.getTime();

function candidateOf(item: PublishedItem): Candidate {
  return {
    kind: item.kind === PlaylistItemKind.VIDEO ? 'video' : 'moment',
    id: item.id,
    title: item.title,
    durationMs: item.durationMs,
    publishedAt: item.publishedAt,
    views: item.views,
    stars: item.stars,
    tags: item.tags,
    internalTags: item.internalTags,
  };
}

/** A stored picture the microsite answers itself (its favicon). */
export interface MicrositePicture {
  contentType: string;
  bytes: Buffer;
}

/**
 * What a microsite's pages show (decisions.md, "Microsites: the public site (issue 17)"): only its
 * organization's published videos and visible moments of published videos, read through their owners'
 * services (the playlists' catalogue of published items, the public pages' content), never a draft.
 */
@Injectable()
export class MicrositeSiteService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly microsites: MicrositesService,
    private readonly catalogue: PlaylistCatalogueService,
    private readonly playlists: PlaylistsService,
    private readonly content: PublicPlayerService,
    private readonly storage: StorageService,
  ) {}

  find(subdomain: string): Promise<PublicMicrositeRecord | null> {
    return this.microsites.findBySubdomain(subdomain);
  }

  /** The header, colour, analytics and Custom HTML every page of the microsite carries. */
  site(record: PublicMicrositeRecord): MicrositeSite {
    return {
      title: record.title,
      description: record.description,
      origin: record.url,
      publicUrl: publicUrlOf(this.config.publicUrl, ''),
      logoUrl: record.logoUrl,
      faviconUrl: record.faviconUrl,
      mainColor: record.mainColor,
      googleAnalyticsId: record.googleAnalyticsId,
      googleAnalytics4Id: record.googleAnalytics4Id,
      htmlCode: record.htmlCode,
    };
  }

  /** The home page: the carousel of the newest moments and the sections with enough items. */
  async home(record: PublicMicrositeRecord): Promise<MicrositeHomeModel> {
    const candidates = await this.candidates(record.organizationId);
    const sections = await Promise.all(
      record.sections.map((section) => this.sectionView(record, section, candidates)),
    );
    return {
      site: this.site(record),
      momentsLocationTop: record.momentsLocationTop,
      carousel: candidates
        .filter(({ kind }) => kind === 'moment')
        .sort(newestFirst)
        .slice(0, MICROSITE_CAROUSEL_MOMENTS_MAX),
      sections: sections.filter((section) => section.items.length > 0),
    };
  }

  /** An item's page: the organization's published video or visible moment, else null (a 404). */
  async item(record: PublicMicrositeRecord, kind: EmbedKind, id: string): Promise<MicrositeItemModel | null> {
    const published = await this.content.find(kind, id);
    if (!published || published.video.organizationId !== record.organizationId) return null;
    const [page, candidates] = await Promise.all([
      this.content.page(published),
      this.candidates(record.organizationId),
    ]);
    return {
      site: this.site(record),
      page,
      stars: published.moment?.stars ?? published.video.stars,
      more: candidates
        .filter((candidate) => candidate.id !== page.id)
        .sort(newestFirst)
        .slice(0, MICROSITE_MORE_ITEMS),
    };
  }

  /** The home page and every published item's page, with when each became public. */
  async sitemap(record: PublicMicrositeRecord): Promise<SitemapEntry[]> {
    const candidates = (await this.candidates(record.organizationId)).sort(newestFirst);
    return [
      { path: '/', lastmod: candidates[0]?.publishedAt ?? null },
      ...candidates.map(({ kind, id, publishedAt }) => ({
        path: micrositeItemPath(kind, id),
        lastmod: publishedAt,
      })),
    ];
  }

  /** The microsite's favicon as stored (re-encoded on upload); null when it has none. */
  async favicon(record: PublicMicrositeRecord): Promise<MicrositePicture | null> {
    const picture = record.faviconKey ? await this.storage.readPublic(record.faviconKey) : null;
    if (!picture) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of picture.body) chunks.push(Buffer.from(chunk as Uint8Array));
    return { contentType: picture.contentType, bytes: Buffer.concat(chunks) };
  }

  /** The organization's published videos and visible moments of them, read once for a page. */
  private async candidates(organizationId: string): Promise<Candidate[]> {
    return (await this.catalogue.publishedVideosAndMoments(organizationId)).map(candidateOf);
  }

  /**
   * A section's items: its playlist's published items in the playlist's order, or the candidates its
   * filter keeps in its order; cut to what its position holds, none when fewer than it needs.
   */
  private async sectionView(
    record: PublicMicrositeRecord,
    section: PublicMicrositeSection,
    candidates: readonly Candidate[],
  ): Promise<MicrositeSectionView> {
    const view = { position: section.position, title: section.title };
    if (!section.playlistId) {
      return { ...view, items: sectionItems(candidates, section, section.position) };
    }
    const playlist = await this.playlists.findPublic(section.playlistId);
    if (!playlist || playlist.organizationId !== record.organizationId) return { ...view, items: [] };
    const items = (await this.playlists.items(playlist)).map(candidateOf);
    return { ...view, items: sectionShown(items, section.position) };
  }
}

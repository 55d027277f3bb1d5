import { Injectable } from '@nestjs/common';
import { ErrorCode } from '@framehouse/domain';
import type { EntityManager } from 'typeorm';
import { contractError } from '../../common/errors/contract-error';
import { isUuid } from '../../common/ids';
import type { PublicSubject } from './hls/hls-grant';
import type { Video } from './video.entity';

/** A subtitle rendition of a video's master playlist (a caption, served under the playback grant). */
export interface SubtitleTrack {
  /** Path segment of the subtitle playlist under the grant: `subtitles/{id}.m3u8`. */
  id: string;
  /** What players show in their subtitles menu. */
  name: string;
  /** BCP 47. */
  languageCode: string;
  /** The WebVTT file in storage. */
  fileKey: string;
}

/**
 * What the areas inside a video (its transcript, its captions) do when the video changes, and what the
 * publishing module says is public, and which end cards exist (the overlays module's). The videos module
 * cannot import those modules (they import it), so they register here at start, and the videos module
 * calls them at the right moment. Every hook but `processed`, `deleted`, `momentsDeleted`, `subtitleTracks` and `isPublic`
 * runs inside the caller's transaction and returns the storage keys to delete once it commits.
 */
export interface VideoHook {
  /** The video was just processed (DRAFT); called after the change is committed. */
  processed?(video: Video): Promise<void>;
  /** The videos are about to be deleted (their rows cascade). */
  deleting?(manager: EntityManager, videos: readonly Video[]): Promise<string[]>;
  /** The videos' deletion is committed: work outside the database (queues) may name what it left. */
  deleted?(videos: readonly Video[]): Promise<void>;
  /** Moments of the organization were deleted (committed), not with their video. */
  momentsDeleted?(organizationId: string, momentIds: readonly string[]): Promise<void>;
  /** A FAILED video is about to be processed again: what the old run made goes. */
  reprocessing?(manager: EntityManager, video: Video): Promise<string[]>;
  /** `copy` was just created as a duplicate of `source` (same media). */
  duplicated?(manager: EntityManager, source: Video, copy: Video): Promise<void>;
  /** The subtitle renditions of the video's master playlist. */
  subtitleTracks?(video: Video): Promise<SubtitleTrack[]>;
  /** Whether a public grant's subject is public now (the publishing module's answer). */
  isPublic?(videoId: string, subject: PublicSubject): Promise<boolean>;
  /**
   * Whether `endCardId` names an end card of the organization (the overlays module's answer), read in
   * the caller's transaction and kept from deletion until it ends.
   */
  ownsEndCard?(manager: EntityManager, organizationId: string, endCardId: string): Promise<boolean>;
}

@Injectable()
export class VideoHooks {
  private readonly hooks: VideoHook[] = [];

  register(hook: VideoHook): void {
    this.hooks.push(hook);
  }

  async processed(video: Video): Promise<void> {
    for (const hook of this.hooks) await hook.processed?.(video);
  }

  async deleting(manager: EntityManager, videos: readonly Video[]): Promise<string[]> {
    const keys: string[] = [];
    for (const hook of this.hooks) keys.push(...((await hook.deleting?.(manager, videos)) ?? []));
    return keys;
  }

  async deleted(videos: readonly Video[]): Promise<void> {
    for (const hook of this.hooks) await hook.deleted?.(videos);
  }

  async momentsDeleted(organizationId: string, momentIds: readonly string[]): Promise<void> {
    for (const hook of this.hooks) await hook.momentsDeleted?.(organizationId, momentIds);
  }

  async reprocessing(manager: EntityManager, video: Video): Promise<string[]> {
    const keys: string[] = [];
    for (const hook of this.hooks) keys.push(...((await hook.reprocessing?.(manager, video)) ?? []));
    return keys;
  }

  async duplicated(manager: EntityManager, source: Video, copy: Video): Promise<void> {
    for (const hook of this.hooks) await hook.duplicated?.(manager, source, copy);
  }

  async subtitleTracks(video: Video): Promise<SubtitleTrack[]> {
    const tracks: SubtitleTrack[] = [];
    for (const hook of this.hooks) tracks.push(...((await hook.subtitleTracks?.(video)) ?? []));
    return tracks;
  }

  /**
   * The end card a video or a moment is given: null for none, the id when it names an end card of the
   * organization (no end card exists unless a module says so), else NOT_FOUND on `endCardId`.
   */
  async endCardOf(
    manager: EntityManager,
    organizationId: string,
    endCardId: string | null,
  ): Promise<string | null> {
    if (endCardId === null) return null;
    if (isUuid(endCardId)) {
      for (const hook of this.hooks)
        if (await hook.ownsEndCard?.(manager, organizationId, endCardId)) return endCardId;
    }
    throw contractError(ErrorCode.NOT_FOUND, { field: 'endCardId' });
  }

  /** Nothing is public unless a module says so. */
  async isPublic(videoId: string, subject: PublicSubject): Promise<boolean> {
    for (const hook of this.hooks) if (await hook.isPublic?.(videoId, subject)) return true;
    return false;
  }
}

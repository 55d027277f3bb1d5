import type { PlaylistContentType } from '../enums/playlist';
import { EMBED_SCRIPT_PATH, publicUrlOf } from '../media/public-urls';

/**
 * A playlist as its public page and its embed show it (overlays-distribution §3): its published items in
 * the playlist's order, read from `GET /p/api/playlist/{id}`. Each item is played with its own player data
 * (`/p/api/video/{id}` or `/p/api/moment/{id}`).
 */
export interface PublicPlaylistData {
  id: string;
  name: string;
  contentType: PlaylistContentType;
  /** The playlist's public page. */
  pageUrl: string;
  items: PublicPlaylistItem[];
}

export interface PublicPlaylistItem {
  kind: 'video' | 'moment';
  /** The video's or the moment's id. */
  id: string;
  videoId: string;
  title: string;
  description: string;
  /** The item's poster (`publicPosterPath(kind, id)` as an absolute URL). */
  thumbnailUrl: string;
  durationMs: number;
  /** The item's own public page. */
  pageUrl: string;
}

/** The public page of a playlist, relative to PUBLIC_URL. */
export function publicPlaylistPath(playlistId: string): string {
  return `/p/playlist/${encodeURIComponent(playlistId)}`;
}

/** Where the page and the embed loader read a playlist, relative to PUBLIC_URL. */
export function publicPlaylistDataPath(playlistId: string): string {
  return `/p/api/playlist/${encodeURIComponent(playlistId)}`;
}

/** The embed loader fills elements with this attribute (the playlist's id) with the playlist's player. */
export const PLAYLIST_EMBED_ATTRIBUTE = 'data-framehouse-playlist';

/** A playlist's embed snippet: a placeholder and the embed loader, as for a video. */
export function playlistEmbedSnippet(playlistId: string, publicUrl: string): string {
  return (
    `<div ${PLAYLIST_EMBED_ATTRIBUTE}="${playlistId}"></div>\n` +
    `<script src="${publicUrlOf(publicUrl, EMBED_SCRIPT_PATH)}" async></script>`
  );
}

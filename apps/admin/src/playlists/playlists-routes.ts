/** The Playlists screens (overlays-distribution §2). */
export const PLAYLISTS_PATH = '/playlists';
export const NEW_PLAYLIST_PATH = '/playlists/new';

export function playlistEditPath(id: string): string {
  return `${PLAYLISTS_PATH}/${encodeURIComponent(id)}`;
}

import { playlistEmbedSnippet, publicPlaylistPath } from '@framehouse/domain';

/**
 * The public base the playlist's page is served from: its public URL without the page's path (the API
 * builds that URL from PUBLIC_URL), or `fallbackBase` (the admin's origin) when it does not end so.
 */
export function playlistPublicBase(id: string, publicUrl: string, fallbackBase: string): string {
  const path = publicPlaylistPath(id);
  return publicUrl.endsWith(path) ? publicUrl.slice(0, -path.length) : fallbackBase;
}

/** The snippet an outside page pastes to show the playlist (libs/domain's playlistEmbedSnippet). */
export function playlistEmbedOf(id: string, publicUrl: string, fallbackBase: string): string {
  return playlistEmbedSnippet(id, playlistPublicBase(id, publicUrl, fallbackBase));
}

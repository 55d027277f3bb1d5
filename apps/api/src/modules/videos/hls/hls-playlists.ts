import type { RenditionInfo } from '@framehouse/domain';
import { posix } from 'node:path';

/**
 * The playlists the API serves for a video: a master playlist of the renditions recorded on the video
 * (so a video still processing plays the renditions that exist), and each rendition's media playlist
 * from storage with every segment URI turned into a signed URL of the storage.
 */

export const MASTER_PLAYLIST = 'master.m3u8';
export const RENDITION_PLAYLIST = 'index.m3u8';
export const HLS_CONTENT_TYPE = 'application/vnd.apple.mpegurl';

/** A rendition's name is a path segment of the playlist URLs. */
const RENDITION_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

export function isRenditionName(name: string): boolean {
  return RENDITION_NAME.test(name);
}

/** What ffmpeg writes in our media playlists (independent segments, MPEG-TS). */
const HLS_VERSION = 6;

/** Lowest bandwidth first: players start on the first variant, so playback starts quickly. */
export function masterPlaylist(renditions: readonly RenditionInfo[]): string {
  const ordered = renditions
    .filter((rendition) => isRenditionName(rendition.name))
    .sort((a, b) => a.bandwidth - b.bandwidth || a.height - b.height);
  const lines = ['#EXTM3U', `#EXT-X-VERSION:${HLS_VERSION}`, '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const rendition of ordered) {
    const attributes = [`BANDWIDTH=${Math.round(rendition.bandwidth)}`];
    if (rendition.averageBandwidth) {
      attributes.push(`AVERAGE-BANDWIDTH=${Math.round(rendition.averageBandwidth)}`);
    }
    attributes.push(`RESOLUTION=${rendition.width}x${rendition.height}`);
    if (rendition.codecs) attributes.push(`CODECS="${rendition.codecs.replace(/"/g, '')}"`);
    if (rendition.frameRate) attributes.push(`FRAME-RATE=${rendition.frameRate.toFixed(3)}`);
    lines.push(`#EXT-X-STREAM-INF:${attributes.join(',')}`, `${rendition.name}/${RENDITION_PLAYLIST}`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * The storage key a URI of the playlist at `playlistKey` names, or null when it names none of ours:
 * an absolute URL, or a path that climbs out of the storage.
 */
export function resolvePlaylistUri(playlistKey: string, uri: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(uri) || uri.startsWith('/')) return null;
  const path = uri.split(/[?#]/)[0] ?? '';
  if (path === '') return null;
  const key = posix.normalize(posix.join(posix.dirname(playlistKey), path));
  return key.startsWith('../') || key === '..' ? null : key;
}

const URI_ATTRIBUTE = /URI="([^"]*)"/g;

/**
 * The media playlist with each URI (segment lines, and the URI attribute of tags such as
 * `#EXT-X-MAP`) replaced by what `sign` gives for it. Lines keep their order; nothing else changes.
 */
export async function rewriteMediaPlaylist(
  playlist: string,
  sign: (uri: string) => Promise<string>,
): Promise<string> {
  const lines = playlist.split(/\r?\n/);
  const rewritten = await Promise.all(
    lines.map(async (line) => {
      const text = line.trim();
      if (text === '') return text;
      if (!text.startsWith('#')) return sign(text);
      const uris = [...text.matchAll(URI_ATTRIBUTE)].map((match) => match[1] as string);
      if (uris.length === 0) return text;
      const signed = await Promise.all(uris.map(sign));
      let index = 0;
      return text.replace(URI_ATTRIBUTE, () => `URI="${signed[index++]}"`);
    }),
  );
  while (rewritten.length > 0 && rewritten[rewritten.length - 1] === '') rewritten.pop();
  return `${rewritten.join('\n')}\n`;
}

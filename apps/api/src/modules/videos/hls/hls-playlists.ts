import type { RenditionInfo } from '@framehouse/domain';
import { posix } from 'node:path';
import type { SubtitleTrack } from '../video-hooks';

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

/** Where the subtitle renditions are, under the grant: `subtitles/{id}.m3u8` and `subtitles/{id}.vtt`. */
export const SUBTITLES_DIRECTORY = 'subtitles';
const SUBTITLES_GROUP = 'subs';

/** A quoted-string attribute value: no double quote, no line break (RFC 8216 §4.2). */
function quoted(value: string): string {
  return `"${value.replace(/["\r\n]/g, '')}"`;
}

/**
 * Lowest bandwidth first: players start on the first variant, so playback starts quickly. Each subtitle
 * track is a SUBTITLES rendition of one group that every variant names; none is on by default, and each
 * may be chosen by a player from the viewer's language preference (AUTOSELECT).
 */
export function masterPlaylist(
  renditions: readonly RenditionInfo[],
  subtitles: readonly SubtitleTrack[] = [],
): string {
  const ordered = renditions
    .filter((rendition) => isRenditionName(rendition.name))
    .sort((a, b) => a.bandwidth - b.bandwidth || a.height - b.height);
  const tracks = subtitles.filter((track) => isRenditionName(track.id));
  const lines = ['#EXTM3U', `#EXT-X-VERSION:${HLS_VERSION}`, '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const track of tracks) {
    const attributes = [
      'TYPE=SUBTITLES',
      `GROUP-ID=${quoted(SUBTITLES_GROUP)}`,
      `NAME=${quoted(track.name)}`,
      `LANGUAGE=${quoted(track.languageCode)}`,
      'DEFAULT=NO',
      'AUTOSELECT=YES',
      `URI=${quoted(`${SUBTITLES_DIRECTORY}/${track.id}.m3u8`)}`,
    ];
    lines.push(`#EXT-X-MEDIA:${attributes.join(',')}`);
  }
  for (const rendition of ordered) {
    const attributes = [`BANDWIDTH=${Math.round(rendition.bandwidth)}`];
    if (rendition.averageBandwidth) {
      attributes.push(`AVERAGE-BANDWIDTH=${Math.round(rendition.averageBandwidth)}`);
    }
    attributes.push(`RESOLUTION=${rendition.width}x${rendition.height}`);
    if (rendition.codecs) attributes.push(`CODECS="${rendition.codecs.replace(/"/g, '')}"`);
    if (rendition.frameRate) attributes.push(`FRAME-RATE=${rendition.frameRate.toFixed(3)}`);
    if (tracks.length > 0) attributes.push(`SUBTITLES=${quoted(SUBTITLES_GROUP)}`);
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

/**
 * A subtitle rendition's media playlist: the whole WebVTT file as one segment lasting the video.
 * Players fetch it once; the cues carry their own times.
 */
export function subtitlePlaylist(durationMs: number, vttUri: string): string {
  const seconds = Math.max(durationMs, 1) / 1000;
  return [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${Math.ceil(seconds)}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    `#EXTINF:${seconds.toFixed(3)},`,
    vttUri,
    '#EXT-X-ENDLIST',
    '',
  ].join('\n');
}

/**
 * The MPEG-TS time of the media's first instant: ffmpeg's MPEG-TS muxer starts its timestamps at 1.4 s
 * (126000 at 90 kHz), and our renditions are muxed by it (docs/decisions.md, "Transcripts and captions").
 */
export const MPEGTS_MEDIA_START = 126_000;

/**
 * A caption file as an HLS subtitle segment: the header maps its cue times onto the renditions' MPEG-TS
 * timestamps (`X-TIMESTAMP-MAP`, RFC 8216 §3.5), since a cue at 0 would otherwise be read as MPEG-TS
 * time 0, 1.4 s before the first frame. A map the file already had is replaced.
 */
export function subtitleSegment(vtt: string, mpegtsStart = MPEGTS_MEDIA_START): string {
  const lines = vtt.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const headerEnd = lines.findIndex((line, index) => index > 0 && line.trim() === '');
  const header = (headerEnd === -1 ? lines : lines.slice(0, headerEnd)).filter(
    (line, index) => index === 0 || !line.startsWith('X-TIMESTAMP-MAP='),
  );
  const body = headerEnd === -1 ? [] : lines.slice(headerEnd);
  const map = `X-TIMESTAMP-MAP=MPEGTS:${mpegtsStart},LOCAL:00:00:00.000`;
  return [header[0] ?? 'WEBVTT', map, ...header.slice(1), ...body].join('\n');
}

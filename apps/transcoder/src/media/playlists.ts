import { formatTimestamp } from '@framehouse/domain';
import { renditionPlaylistUri } from './hls-commands';
import type { StoryboardPlan } from './image-commands';
import type { Rendition } from './ladder';
import { HLS_SEGMENT_SECONDS } from './media-constants';

/** The protocol version of the media playlists ffmpeg writes for us (independent segments, MPEG-TS). */
const HLS_VERSION = 6;
/** Segments shorter than this (a video's tail) would exaggerate the peak; they count only when alone. */
const MIN_PEAK_SEGMENT_SECONDS = HLS_SEGMENT_SECONDS / 2;

export interface MediaPlaylistSegment {
  uri: string;
  durationSeconds: number;
}

export interface MediaPlaylist {
  /** "EVENT", "VOD", or null when the playlist does not say. */
  playlistType: string | null;
  /** The playlist has `#EXT-X-ENDLIST`: no segment will be added. */
  ended: boolean;
  segments: MediaPlaylistSegment[];
}

export interface SegmentSize {
  durationSeconds: number;
  bytes: number;
}

/**
 * The master playlist of the renditions that exist so far, lowest bandwidth first: players start on the
 * first one listed, so the start is quick and the player climbs from there. While the remux is the only
 * rendition it is listed alone.
 */
export function masterPlaylist(renditions: readonly Rendition[]): string {
  if (renditions.length === 0) throw new Error('A master playlist needs at least one rendition');
  const ordered = [...renditions].sort((a, b) => a.bandwidth - b.bandwidth || a.height - b.height);
  const lines = ['#EXTM3U', `#EXT-X-VERSION:${HLS_VERSION}`, '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const rendition of ordered) {
    const attributes = [
      `BANDWIDTH=${rendition.bandwidth}`,
      `AVERAGE-BANDWIDTH=${rendition.averageBandwidth}`,
      `RESOLUTION=${rendition.width}x${rendition.height}`,
      `CODECS="${rendition.codecs}"`,
      `FRAME-RATE=${rendition.frameRate.value.toFixed(3)}`,
    ];
    lines.push(`#EXT-X-STREAM-INF:${attributes.join(',')}`, renditionPlaylistUri(rendition));
  }
  return `${lines.join('\n')}\n`;
}

/**
 * A finished EVENT playlist as VOD: the type says VOD and `#EXT-X-ENDLIST` closes it (ffmpeg writes the
 * end tag itself when it exits cleanly; it is added when missing). Applying it twice changes nothing.
 */
export function finalizedPlaylist(playlist: string): string {
  const lines = playlist.split(/\r?\n/);
  if (lines[0]?.trim() !== '#EXTM3U') throw new Error('Not an HLS playlist: it does not start with #EXTM3U');
  while (lines.length > 0 && lines[lines.length - 1].trim() === '') lines.pop();
  const typeLine = lines.findIndex((line) => line.startsWith('#EXT-X-PLAYLIST-TYPE:'));
  if (typeLine >= 0) lines[typeLine] = '#EXT-X-PLAYLIST-TYPE:VOD';
  else {
    const versionLine = lines.findIndex((line) => line.startsWith('#EXT-X-VERSION:'));
    lines.splice(versionLine >= 0 ? versionLine + 1 : 1, 0, '#EXT-X-PLAYLIST-TYPE:VOD');
  }
  if (!lines.some((line) => line.trim() === '#EXT-X-ENDLIST')) lines.push('#EXT-X-ENDLIST');
  return `${lines.join('\n')}\n`;
}

/** The segments of a media playlist, with their durations, in order. */
export function parseMediaPlaylist(playlist: string): MediaPlaylist {
  const segments: MediaPlaylistSegment[] = [];
  let playlistType: string | null = null;
  let ended = false;
  let pendingDuration: number | null = null;
  for (const raw of playlist.split(/\r?\n/)) {
    const line = raw.trim();
    if (line.startsWith('#EXTINF:')) pendingDuration = Number.parseFloat(line.slice('#EXTINF:'.length));
    else if (line.startsWith('#EXT-X-PLAYLIST-TYPE:'))
      playlistType = line.slice('#EXT-X-PLAYLIST-TYPE:'.length);
    else if (line === '#EXT-X-ENDLIST') ended = true;
    else if (line !== '' && !line.startsWith('#') && pendingDuration !== null) {
      segments.push({ uri: line, durationSeconds: pendingDuration });
      pendingDuration = null;
    }
  }
  return { playlistType, ended, segments };
}

/**
 * What the master playlist should announce for a rendition, from its segments' sizes: the peak segment
 * bit rate (BANDWIDTH) and the whole rendition's (AVERAGE-BANDWIDTH). Null until a segment exists.
 */
export function measureBandwidth(
  segments: readonly SegmentSize[],
): { bandwidth: number; averageBandwidth: number } | null {
  const timed = segments.filter((segment) => segment.durationSeconds > 0);
  const totalSeconds = timed.reduce((sum, segment) => sum + segment.durationSeconds, 0);
  if (timed.length === 0 || totalSeconds <= 0) return null;
  const totalBits = timed.reduce((sum, segment) => sum + segment.bytes * 8, 0);
  const full = timed.filter((segment) => segment.durationSeconds >= MIN_PEAK_SEGMENT_SECONDS);
  const peak = Math.max(
    ...(full.length > 0 ? full : timed).map((segment) => (segment.bytes * 8) / segment.durationSeconds),
  );
  return { bandwidth: Math.ceil(peak), averageBandwidth: Math.ceil(totalBits / totalSeconds) };
}

/**
 * The seek-bar storyboard: one cue a tile, its time range mapped to the tile's rectangle in the sprite
 * (`sprite.jpg#xywh=x,y,w,h`), as players (Video.js, hls.js-based players, JW) read thumbnails tracks.
 */
export function storyboardVtt(plan: StoryboardPlan, durationMs: number, spriteUri: string): string {
  const intervalMs = plan.intervalSeconds * 1000;
  const cues: string[] = [];
  for (let tile = 0; tile < plan.tiles && tile * intervalMs < durationMs; tile++) {
    const x = (tile % plan.columns) * plan.tileWidth;
    const y = Math.floor(tile / plan.columns) * plan.tileHeight;
    const end = Math.min((tile + 1) * intervalMs, durationMs);
    cues.push(
      `${formatTimestamp(tile * intervalMs)} --> ${formatTimestamp(end)}\n` +
        `${spriteUri}#xywh=${x},${y},${plan.tileWidth},${plan.tileHeight}`,
    );
  }
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}

import type { RenditionInfo } from '@framehouse/domain';
import {
  HLS_SEGMENT_SECONDS,
  parseMediaPlaylist,
  type MediaPlaylistSegment,
  type Rendition,
} from '../../media';

/**
 * What storage holds of one rendition so far: the segments put, and the playlist text last put. The
 * uploader keeps one per rendition and asks `renditionUploads` what to put next.
 */
export interface RenditionSyncState {
  segments: ReadonlySet<string>;
  playlist: string | null;
}

export interface RenditionUploads {
  /** Segment URIs the playlist lists and storage lacks, in playlist order: put these first. */
  segments: string[];
  /** The playlist text to put after them; null when storage already holds this text. */
  playlist: string | null;
}

/** ffmpeg names segments `segment-NNNNN.ts` beside the playlist; anything else is not ours to copy. */
const SEGMENT_URI = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/**
 * A segment is finished once the playlist lists it: ffmpeg writes it under a temporary name, renames it,
 * and only then rewrites the playlist. So the playlist alone says what can be copied, and putting the
 * segments before the playlist keeps storage from ever listing a segment it does not hold.
 */
export function renditionUploads(playlistText: string, state: RenditionSyncState): RenditionUploads {
  const listed = parseMediaPlaylist(playlistText).segments.map((segment) => segment.uri);
  const unsafe = listed.find((uri) => !SEGMENT_URI.test(uri));
  if (unsafe !== undefined)
    throw new Error(`Unexpected segment URI in a playlist: ${JSON.stringify(unsafe)}`);
  const segments = listed.filter((uri) => !state.segments.has(uri));
  const playlist = listed.length > 0 && playlistText !== state.playlist ? playlistText : null;
  return { segments, playlist };
}

/**
 * A first segment longer than this starts slowly: a player loads all of it before its first frame. Our
 * own encodes start with 1 s segments; a remux keeps the source's keyframes (x264's default puts them
 * 8.3 s apart at 30 frames a second; cameras and screen recorders 10 s or more).
 */
export const SLOW_START_SEGMENT_SECONDS = HLS_SEGMENT_SECONDS * 1.5;

/**
 * The renditions a player can start on: those whose playlist in storage lists a segment, in plan order.
 * Renditions that start slowly wait while one that may start quickly has no segment yet: players never
 * reload the master, so one loaded with a slow starter alone would keep its long segments to the end.
 */
export function playableRenditions<R extends { name: string }>(
  renditions: readonly R[],
  storedSegments: (name: string) => readonly MediaPlaylistSegment[],
): R[] {
  const started = renditions.filter((rendition) => storedSegments(rendition.name).length > 0);
  const quick = started.some(
    (rendition) => storedSegments(rendition.name)[0].durationSeconds <= SLOW_START_SEGMENT_SECONDS,
  );
  return quick || started.length === renditions.length ? started : [];
}

/** A rendition as the job's progress and result describe it to the API. */
export function renditionInfo(rendition: Rendition, playlistKey: string, complete: boolean): RenditionInfo {
  return {
    name: rendition.name,
    width: rendition.width,
    height: rendition.height,
    bandwidth: rendition.bandwidth,
    averageBandwidth: rendition.averageBandwidth,
    codecs: rendition.codecs,
    frameRate: rendition.frameRate.value,
    playlistKey,
    complete,
  };
}

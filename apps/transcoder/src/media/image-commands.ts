import { join } from 'node:path';
import { THUMBNAILS_MAX } from '@framehouse/domain';
import { secondsArg, type FfmpegCommand } from './ffmpeg-command';
import {
  POSTER_MAX_WIDTH,
  POSTER_POSITION,
  STORYBOARD_COLUMNS,
  STORYBOARD_INTERVALS_SECONDS,
  STORYBOARD_MAX_TILES,
  STORYBOARD_TILE_WIDTH,
  THUMBNAIL_FILE_PATTERN,
  THUMBNAIL_WIDTH,
} from './media-constants';
import type { MediaInfo, VideoStreamInfo } from './probe';

/** mjpeg quality scale, 2 (best) to 31: pictures people look at, and the small seek-bar tiles. */
const PICTURE_QUALITY = '3';
const TILE_QUALITY = '5';

export interface ThumbnailPlan {
  count: number;
  /** The first candidate's time, then one every interval: the middles of `count` equal parts. */
  firstAtMs: number;
  intervalMs: number;
  width: number;
  height: number;
}

export interface StoryboardPlan {
  intervalSeconds: number;
  tiles: number;
  columns: number;
  rows: number;
  tileWidth: number;
  tileHeight: number;
}

/** One JPEG at a tenth of the duration (past a black or title opening), at most 1280 wide. */
export function posterCommand(info: MediaInfo, input: string, output: string): FfmpegCommand {
  return frameCommand(info, input, info.durationMs * POSTER_POSITION, output);
}

/** One JPEG of the frame at `atMs` (a moment's start), as large as the poster. */
export function frameCommand(info: MediaInfo, input: string, atMs: number, output: string): FfmpegCommand {
  const { width, height } = fitWidth(info.video, POSTER_MAX_WIDTH);
  return {
    inputOptions: ['-ss', secondsArg(atMs)],
    input,
    outputOptions: [
      '-map',
      `0:${info.video.index}`,
      '-frames:v',
      '1',
      '-vf',
      `scale=${width}:${height},setsar=1`,
      '-q:v',
      PICTURE_QUALITY,
      '-f',
      'image2',
    ],
    output,
  };
}

/** Up to THUMBNAILS_MAX candidates, at most one a second of video, evenly spread. */
export function planThumbnails(info: MediaInfo): ThumbnailPlan {
  const count = Math.min(THUMBNAILS_MAX, Math.max(1, Math.floor(info.durationMs / 1000)));
  const intervalMs = Math.max(1, Math.round(info.durationMs / count));
  return {
    count,
    firstAtMs: Math.round(intervalMs / 2),
    intervalMs,
    ...fitWidth(info.video, THUMBNAIL_WIDTH),
  };
}

/** The files `thumbnailsCommand` writes, in time order. */
export function thumbnailPaths(outDir: string, plan: ThumbnailPlan): string[] {
  return Array.from({ length: plan.count }, (_, i) =>
    join(outDir, THUMBNAIL_FILE_PATTERN.replace('%02d', String(i + 1).padStart(2, '0'))),
  );
}

/**
 * One process: seek to the first candidate, then `fps` keeps one frame an interval (`start_time=0`
 * makes the first one count; rounding up keeps the last one before the end).
 */
export function thumbnailsCommand(info: MediaInfo, input: string, outDir: string): FfmpegCommand {
  const plan = planThumbnails(info);
  return {
    inputOptions: ['-ss', secondsArg(plan.firstAtMs)],
    input,
    outputOptions: [
      '-map',
      `0:${info.video.index}`,
      '-vf',
      `fps=1000/${plan.intervalMs}:start_time=0:round=up,scale=${plan.width}:${plan.height},setsar=1`,
      '-frames:v',
      String(plan.count),
      '-q:v',
      PICTURE_QUALITY,
      '-f',
      'image2',
    ],
    output: join(outDir, THUMBNAIL_FILE_PATTERN),
  };
}

/**
 * The shortest interval that keeps the grid within STORYBOARD_MAX_TILES; a video longer than the
 * longest interval allows gets an interval of its own. Tile k shows the time k × interval.
 */
export function planStoryboard(info: MediaInfo): StoryboardPlan {
  const tilesAt = (seconds: number) => Math.ceil(info.durationMs / (seconds * 1000));
  const intervalSeconds =
    STORYBOARD_INTERVALS_SECONDS.find((seconds) => tilesAt(seconds) <= STORYBOARD_MAX_TILES) ??
    Math.ceil(info.durationMs / 1000 / STORYBOARD_MAX_TILES);
  const tiles = Math.max(1, tilesAt(intervalSeconds));
  const columns = Math.min(STORYBOARD_COLUMNS, tiles);
  const { width, height } = fitWidth(info.video, STORYBOARD_TILE_WIDTH, true);
  return {
    intervalSeconds,
    tiles,
    columns,
    rows: Math.ceil(tiles / columns),
    tileWidth: width,
    tileHeight: height,
  };
}

/**
 * One sprite: a frame every interval (`fps` with `round=up` makes exactly ⌈duration / interval⌉ of them),
 * scaled to a tile, laid out row by row by `tile`.
 */
export function storyboardCommand(info: MediaInfo, input: string, output: string): FfmpegCommand {
  const plan = planStoryboard(info);
  return {
    inputOptions: [],
    input,
    outputOptions: [
      '-map',
      `0:${info.video.index}`,
      '-vf',
      [
        `fps=1/${plan.intervalSeconds}:start_time=0:round=up`,
        `scale=${plan.tileWidth}:${plan.tileHeight}`,
        'setsar=1',
        `tile=${plan.columns}x${plan.rows}`,
      ].join(','),
      '-frames:v',
      '1',
      '-q:v',
      TILE_QUALITY,
      '-f',
      'image2',
    ],
    output,
  };
}

/** Display size scaled to `maxWidth` (never up), even sides; `exact` scales smaller pictures up too. */
function fitWidth(
  video: VideoStreamInfo,
  maxWidth: number,
  exact = false,
): { width: number; height: number } {
  const width = exact ? maxWidth : Math.min(maxWidth, evenFloor(video.displayWidth));
  return {
    width,
    height: Math.max(2, Math.round((width * video.displayHeight) / video.displayWidth / 2) * 2),
  };
}

function evenFloor(value: number): number {
  return Math.max(2, Math.floor(value / 2) * 2);
}

import { join } from 'node:path';
import { levelName } from './codecs';
import type { FfmpegCommand } from './ffmpeg-command';
import {
  planLadder,
  remuxObstacles,
  remuxRendition,
  targetFrameRate,
  type EncodedRendition,
  type RemuxedRendition,
} from './ladder';
import {
  AUDIO_BITRATE,
  AUDIO_CHANNELS,
  HLS_FIRST_SEGMENT_COUNT,
  HLS_FIRST_SEGMENT_SECONDS,
  HLS_SEGMENT_SECONDS,
  RENDITION_PLAYLIST_NAME,
  SEGMENT_FILE_PATTERN,
} from './media-constants';
import type { MediaInfo } from './probe';

/** AAC sample rates we keep as they are; any other is resampled to 48 kHz. */
const KEPT_SAMPLE_RATES = [44_100, 48_000];
/** An encoded rung this close to a remuxed source's size would only repeat it. */
const REMUX_COVERS_ABOVE = 0.9;

export interface HlsPlan {
  /** The source copied into HLS by its own fast process, started first; null when it must be encoded. */
  remux: { rendition: RemuxedRendition; command: FfmpegCommand } | null;
  /**
   * The lowest rung, encoded in a process of its own beside the ladder: it is not held to the pace of the
   * large rungs, so its first 1 s segment is out within about a second and a player on it never catches
   * up with the encoder. Null when the encoded ladder is that one rung.
   */
  lead: { rendition: EncodedRendition; command: FfmpegCommand } | null;
  /** One decode, every other rung encoded in one process; null when nothing is left for it. */
  ladder: { renditions: EncodedRendition[]; command: FfmpegCommand } | null;
}

/** The playlist's address relative to the master playlist: "720p/index.m3u8". */
export function renditionPlaylistUri(rendition: { name: string }): string {
  return `${rendition.name}/${RENDITION_PLAYLIST_NAME}`;
}

/**
 * Everything HLS for one source: the remux when the source is already H.264/AAC, and the encoded ladder
 * without the rungs the remux already covers, its lowest rung in a process of its own when there are
 * more. Run them all at once; the remux finishes in seconds, the lead rung well before the ladder.
 */
export function planHls(info: MediaInfo, input: string, outDir: string): HlsPlan {
  const remux = remuxRendition(info);
  const remuxShortSide = remux ? Math.min(remux.width, remux.height) : Infinity;
  const encoded = planLadder(info).filter(
    (rendition) => Math.min(rendition.width, rendition.height) < remuxShortSide * REMUX_COVERS_ABOVE,
  );
  const lead = encoded.length > 1 ? encoded[0] : null;
  const rest = lead ? encoded.slice(1) : encoded;
  return {
    remux: remux && { rendition: remux, command: remuxCommand(info, input, outDir) },
    lead: lead && { rendition: lead, command: ladderCommand(info, input, [lead], outDir) },
    ladder: rest.length > 0 ? { renditions: rest, command: ladderCommand(info, input, rest, outDir) } : null,
  };
}

/** The source's video (and audio) copied, not decoded, into `<outDir>/<name>/`. */
export function remuxCommand(info: MediaInfo, input: string, outDir: string): FfmpegCommand {
  const rendition = remuxRendition(info);
  if (!rendition) throw new Error(`The source cannot be remuxed: ${remuxObstacles(info).join('; ')}`);
  const audio = info.audio;
  return {
    inputOptions: [],
    input,
    outputOptions: [
      '-map',
      `0:${info.video.index}`,
      ...(audio ? ['-map', `0:${audio.index}`] : []),
      '-c',
      'copy',
      '-map_metadata',
      '-1',
      ...hlsOutputOptions(outDir, `v:0${audio ? ',a:0' : ''},name:${rendition.name}`),
    ],
    output: hlsOutput(outDir),
  };
}

/**
 * One decode, one encode per rendition: `split` feeds a `scale` per rung, and one HLS muxer writes every
 * rendition's playlist and segments into `<outDir>/<name>/` through `-var_stream_map` (it creates those
 * folders itself). Keyframes fall on every segment boundary in every rendition, so players switch
 * cleanly. ffmpeg turns rotated video upright before the filters, so the sizes are display sizes.
 */
export function ladderCommand(
  info: MediaInfo,
  input: string,
  renditions: EncodedRendition[],
  outDir: string,
): FfmpegCommand {
  if (renditions.length === 0) throw new Error('The ladder needs at least one rendition');
  const audio = info.audio;
  const frameRate = targetFrameRate(info.video);
  return {
    inputOptions: [],
    input,
    outputOptions: [
      '-filter_complex',
      ladderFilter(info, renditions),
      ...renditions.flatMap((_, i) => ['-map', `[v${i}]`, ...(audio ? ['-map', `0:${audio.index}`] : [])]),
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-profile:v',
      'high',
      '-pix_fmt',
      'yuv420p',
      '-g',
      String(Math.round(frameRate.value * HLS_SEGMENT_SECONDS)),
      '-sc_threshold',
      '0',
      '-force_key_frames',
      keyframeExpression(),
      ...renditions.flatMap((rendition, i) => [
        `-b:v:${i}`,
        kilobits(rendition.videoBitrate),
        `-maxrate:v:${i}`,
        kilobits(rendition.maxBitrate),
        `-bufsize:v:${i}`,
        kilobits(rendition.bufferSize),
        `-level:v:${i}`,
        levelName(rendition.level),
      ]),
      ...(audio
        ? [
            '-c:a',
            'aac',
            '-b:a',
            kilobits(AUDIO_BITRATE),
            '-ac',
            String(AUDIO_CHANNELS),
            '-ar',
            String(KEPT_SAMPLE_RATES.includes(audio.sampleRate) ? audio.sampleRate : 48_000),
          ]
        : []),
      '-map_metadata',
      '-1',
      ...hlsOutputOptions(
        outDir,
        renditions.map((rendition, i) => `v:${i}${audio ? `,a:${i}` : ''},name:${rendition.name}`).join(' '),
        HLS_FIRST_SEGMENT_SECONDS,
      ),
    ],
    output: hlsOutput(outDir),
  };
}

/**
 * `[0:<video>]` deinterlaced and made constant-rate once when needed, split once per rendition, each
 * branch scaled with square pixels to `[v<i>]`.
 */
function ladderFilter(info: MediaInfo, renditions: EncodedRendition[]): string {
  const frameRate = targetFrameRate(info.video);
  const prepare = [
    ...(info.video.interlaced ? ['yadif'] : []),
    ...(frameRate.convert ? [`fps=${frameRate.fraction}`] : []),
  ];
  const scale = (rendition: EncodedRendition) => `scale=${rendition.width}:${rendition.height},setsar=1`;
  const source = `[0:${info.video.index}]`;
  if (renditions.length === 1) return `${source}${[...prepare, scale(renditions[0])].join(',')}[v0]`;
  const split = `${source}${[...prepare, `split=${renditions.length}`].join(',')}${renditions
    .map((_, i) => `[s${i}]`)
    .join('')}`;
  return [split, ...renditions.map((rendition, i) => `[s${i}]${scale(rendition)}[v${i}]`)].join(';');
}

/**
 * Keyframes where the segments are cut: at 0 and 1 s (the short first segments), then every 6 s from 2 s.
 * The muxer cuts at the first keyframe past its target, so these times are the segment boundaries.
 */
function keyframeExpression(): string {
  const first = HLS_FIRST_SEGMENT_COUNT;
  const firstSpan = first * HLS_FIRST_SEGMENT_SECONDS;
  return (
    `expr:gte(t,if(lt(n_forced,${first}),n_forced*${HLS_FIRST_SEGMENT_SECONDS},` +
    `${firstSpan}+(n_forced-${first})*${HLS_SEGMENT_SECONDS}))`
  );
}

/**
 * An EVENT playlist per rendition, rewritten as each segment completes; segments and playlists are
 * written to a temporary name and renamed, so a reader never sees half of one. `initSeconds` asks for
 * shorter first segments (the encoded ladder's keyframes make them); a remux keeps the source's keyframes.
 */
function hlsOutputOptions(outDir: string, varStreamMap: string, initSeconds?: number): string[] {
  return [
    '-f',
    'hls',
    ...(initSeconds ? ['-hls_init_time', String(initSeconds)] : []),
    '-hls_time',
    String(HLS_SEGMENT_SECONDS),
    '-hls_list_size',
    '0',
    '-hls_playlist_type',
    'event',
    '-hls_flags',
    'independent_segments+temp_file',
    '-hls_segment_type',
    'mpegts',
    '-hls_segment_filename',
    join(outDir, '%v', SEGMENT_FILE_PATTERN),
    '-var_stream_map',
    varStreamMap,
  ];
}

function hlsOutput(outDir: string): string {
  return join(outDir, '%v', RENDITION_PLAYLIST_NAME);
}

function kilobits(bitsPerSecond: number): string {
  return `${Math.round(bitsPerSecond / 1000)}k`;
}

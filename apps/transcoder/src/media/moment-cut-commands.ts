import { MomentCutMode } from '@framehouse/domain';
import { safePath, secondsArg, type FfmpegCommand } from './ffmpeg-command';
import type { MediaInfo } from './probe';

/** A keyframe this close to the start counts as on it (timestamps are printed to the microsecond). */
export const KEYFRAME_TOLERANCE_MS = 1;

/** How far around the start the keyframe probe reads: only packets near the start matter. */
const KEYFRAME_WINDOW_MS = 1000;

/** Codecs an MP4 holds as they are, so a stream copy needs no conversion. */
const MP4_VIDEO_CODECS: readonly string[] = ['h264', 'hevc'];
const MP4_AUDIO_CODECS: readonly string[] = ['aac', 'mp3'];

/**
 * ffprobe arguments listing the first video stream's packets around `startMs` as `pts_time,flags` lines
 * ("12.000000,K__" for a keyframe): reading packets decodes nothing, so it is fast on any file.
 */
export function keyframeProbeArgs(path: string, startMs: number): string[] {
  const from = secondsArg(Math.max(0, startMs - KEYFRAME_WINDOW_MS));
  const to = secondsArg(startMs + KEYFRAME_WINDOW_MS);
  return [
    ...['-v', 'error', '-select_streams', 'v:0'],
    ...['-show_entries', 'packet=pts_time,flags', '-of', 'csv=p=0'],
    ...['-read_intervals', `${from}%${to}`],
    safePath(path),
  ];
}

/** The keyframe times (ms) of `keyframeProbeArgs`'s output; lines without a time or the K flag are skipped. */
export function parseKeyframeTimes(csv: string): number[] {
  const times: number[] = [];
  for (const line of csv.split('\n')) {
    const [time, flags] = line.trim().split(',');
    const seconds = Number.parseFloat(time ?? '');
    if (Number.isFinite(seconds) && (flags ?? '').includes('K')) times.push(Math.round(seconds * 1000));
  }
  return times;
}

/**
 * A stream copy when the range starts on a keyframe and the streams fit an MP4 as they are (the copy then
 * starts exactly at `startMs`); otherwise a re-encode, which can start on any frame.
 */
export function momentCutMode(
  info: MediaInfo,
  keyframesMs: readonly number[],
  startMs: number,
): MomentCutMode {
  const onKeyframe = keyframesMs.some((time) => Math.abs(time - startMs) <= KEYFRAME_TOLERANCE_MS);
  const copyable =
    MP4_VIDEO_CODECS.includes(info.video.codec) &&
    (info.audio === null || MP4_AUDIO_CODECS.includes(info.audio.codec));
  return onKeyframe && copyable ? MomentCutMode.COPY : MomentCutMode.REENCODE;
}

/**
 * The MP4 of [startMs, endMs) from `source`. Input seeking (`-ss` before `-i`) starts a copy at the
 * keyframe and a re-encode on the exact frame; `-t` ends both at the first frame at or after the end.
 * The first video and audio streams only (a second audio track or subtitles are not the moment), with
 * the index at the front so a browser plays the download while it arrives.
 */
export function momentCutCommand(
  source: string,
  range: { startMs: number; endMs: number },
  mode: MomentCutMode,
  output: string,
): FfmpegCommand {
  // A copy keeps the mp4 muxer's default timestamp handling: the B-frame reordering delay goes into an
  // edit list and the keyframe shows at 0. `-avoid_negative_ts make_zero` instead shifted every stream by
  // that delay, so the file held ~100 ms of sound from before the start and the picture began late.
  const codecs =
    mode === MomentCutMode.COPY
      ? ['-c', 'copy']
      : [
          ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '20', '-pix_fmt', 'yuv420p'],
          ...['-c:a', 'aac', '-b:a', '160k'],
        ];
  return {
    inputOptions: ['-ss', secondsArg(range.startMs)],
    input: source,
    outputOptions: [
      ...['-t', secondsArg(range.endMs - range.startMs)],
      ...['-map', '0:v:0?', '-map', '0:a:0?', '-sn', '-dn'],
      ...codecs,
      ...['-movflags', '+faststart', '-f', 'mp4'],
    ],
    output,
  };
}

import { AAC_LC_CODEC, aacCodecString, avc1CodecString, h264Level } from './codecs';
import { AUDIO_BITRATE, LADDER_HEIGHTS } from './media-constants';
import type { FrameRate, MediaInfo, VideoStreamInfo } from './probe';

/**
 * Average video bits per second of each rung's full 16:9 box at up to 30 frames a second, for libx264
 * `veryfast`. A picture that fills less of the box (4:3, cinema, a source below 360p) gets a share in
 * proportion to its pixels; above 30 frames a second it gets half as much again.
 */
export const VIDEO_BITRATES: Readonly<Record<number, number>> = {
  360: 800_000,
  480: 1_400_000,
  720: 2_800_000,
  1080: 5_000_000,
  1440: 9_000_000,
  2160: 16_000_000,
};
const HIGH_FRAME_RATE_FACTOR = 1.5;
/** Constrained VBR: peaks up to 1.25 times the average, over a buffer of two seconds at the average. */
const MAX_BITRATE_FACTOR = 1.25;
const BUFFER_SECONDS = 2;
/** MPEG-TS packet headers and PES/PSI tables add about a tenth to the elementary streams. */
const MUXING_OVERHEAD = 1.1;
/** We never make more than 60 frames a second; faster sources (slow-motion clips) are divided down. */
const MAX_OUTPUT_FRAME_RATE = 60;
/** Rates a variable-frame-rate source is snapped to when its average is within 1% of one. */
const STANDARD_FRAME_RATES: readonly string[] = [
  '24000/1001',
  '24/1',
  '25/1',
  '30000/1001',
  '30/1',
  '48/1',
  '50/1',
  '60000/1001',
  '60/1',
  '100/1',
  '120000/1001',
  '120/1',
  '240/1',
];
const SNAP_TOLERANCE = 0.01;

interface RenditionBase {
  /** Folder and label: the rung ("720p"), or the source's short side for a remux or a tiny source. */
  name: string;
  width: number;
  height: number;
  frameRate: FrameRate;
  hasAudio: boolean;
  /** The master playlist's CODECS: "avc1.64001f,mp4a.40.2". */
  codecs: string;
  /**
   * Bits per second announced in the master playlist, peak and average, audio and muxing included.
   * Nominal until the segments exist; `measureBandwidth` (playlists.ts) gives the real figures.
   */
  bandwidth: number;
  averageBandwidth: number;
}

/** A rung of the ladder, encoded with libx264 in the ladder's one ffmpeg process. */
export interface EncodedRendition extends RenditionBase {
  kind: 'encode';
  videoBitrate: number;
  maxBitrate: number;
  bufferSize: number;
  /** level_idc given to x264 (31 = 3.1). */
  level: number;
}

/** The source's own streams copied into HLS: playable within seconds of the upload. */
export interface RemuxedRendition extends RenditionBase {
  kind: 'remux';
}

export type Rendition = EncodedRendition | RemuxedRendition;

export interface TargetFrameRate extends FrameRate {
  /** The encodes need an `fps` filter: the source is variable or faster than we deliver. */
  convert: boolean;
}

/**
 * The ladder: each rung is a 16:9 box (its long side turned upright for portrait video) the picture is
 * fitted into, never upscaled. For 16:9 and narrower pictures this is the short side's height class;
 * a wider (cinema) picture is held by its width instead, so 1920x800 still gets its 1080p rung.
 * A picture smaller than the 360p box gets one rendition of its own size.
 */
export function planLadder(info: MediaInfo): EncodedRendition[] {
  const frameRate = targetFrameRate(info.video);
  const rungs = LADDER_HEIGHTS.filter((rung) => fitScale(info.video, rung) <= 1);
  if (rungs.length === 0) {
    const name = `${evenFloor(Math.min(info.video.displayWidth, info.video.displayHeight))}p`;
    return [encodedRendition(info, name, LADDER_HEIGHTS[0], 1, frameRate)];
  }
  return rungs.map((rung) => encodedRendition(info, `${rung}p`, rung, fitScale(info.video, rung), frameRate));
}

function encodedRendition(
  info: MediaInfo,
  name: string,
  rung: number,
  scale: number,
  { fraction, value }: FrameRate,
): EncodedRendition {
  const frameRate = { fraction, value };
  const { width, height } = scaledSize(info.video, scale);
  const videoBitrate = estimatedVideoBitrate(width, height, rung, frameRate.value);
  const maxBitrate = Math.round(videoBitrate * MAX_BITRATE_FACTOR);
  const bufferSize = videoBitrate * BUFFER_SECONDS;
  const level = h264Level({ width, height, frameRate: frameRate.value, maxBitrate, bufferSize });
  const hasAudio = info.audio !== null;
  const audioBitrate = hasAudio ? AUDIO_BITRATE : 0;
  return {
    kind: 'encode',
    name,
    width,
    height,
    frameRate,
    hasAudio,
    codecs: [avc1CodecString('High', level), hasAudio ? AAC_LC_CODEC : null].filter(Boolean).join(','),
    bandwidth: Math.round((maxBitrate + audioBitrate) * MUXING_OVERHEAD),
    averageBandwidth: Math.round((videoBitrate + audioBitrate) * MUXING_OVERHEAD),
    videoBitrate,
    maxBitrate,
    bufferSize,
    level,
  };
}

/** How much the display size must shrink to fit a rung's box (above 1: the rung would upscale). */
function fitScale(video: VideoStreamInfo, rung: number): number {
  const long = Math.max(video.displayWidth, video.displayHeight);
  const short = Math.min(video.displayWidth, video.displayHeight);
  return Math.min(boxLongSide(rung) / long, rung / short);
}

function boxLongSide(rung: number): number {
  return even((rung * 16) / 9);
}

/** Even sizes (4:2:0 chroma needs them), never larger than the picture. */
function scaledSize(video: VideoStreamInfo, scale: number): { width: number; height: number } {
  return {
    width: Math.min(even(video.displayWidth * scale), evenFloor(video.displayWidth)),
    height: Math.min(even(video.displayHeight * scale), evenFloor(video.displayHeight)),
  };
}

function estimatedVideoBitrate(width: number, height: number, rung: number, frameRate: number): number {
  const boxShare = (width * height) / (boxLongSide(rung) * rung);
  const rate = frameRate > 30 ? HIGH_FRAME_RATE_FACTOR : 1;
  return Math.round((VIDEO_BITRATES[rung] * boxShare * rate) / 10_000) * 10_000;
}

function even(value: number): number {
  return Math.max(2, Math.round(value / 2) * 2);
}

function evenFloor(value: number): number {
  return Math.max(2, Math.floor(value / 2) * 2);
}

/**
 * The frame rate we encode at: the source's, except that a variable rate becomes constant at its
 * average (snapped to a standard rate when within 1%) and a rate above 60 is divided down to 60 or less.
 */
export function targetFrameRate(video: VideoStreamInfo): TargetFrameRate {
  let rate = video.variableFrameRate ? snapped(video.frameRate) : video.frameRate;
  if (rate.value > MAX_OUTPUT_FRAME_RATE) rate = divided(rate, Math.ceil(rate.value / MAX_OUTPUT_FRAME_RATE));
  return { ...rate, convert: video.variableFrameRate || rate.value !== video.frameRate.value };
}

function snapped(rate: FrameRate): FrameRate {
  const nearest = STANDARD_FRAME_RATES.map(fractionRate).reduce((best, candidate) =>
    Math.abs(candidate.value - rate.value) < Math.abs(best.value - rate.value) ? candidate : best,
  );
  return Math.abs(nearest.value - rate.value) / nearest.value <= SNAP_TOLERANCE ? nearest : rate;
}

function divided(rate: FrameRate, divisor: number): FrameRate {
  const [numerator, denominator] = rate.fraction.split('/').map(Number);
  const common = gcd(numerator, denominator * divisor);
  return fractionRate(`${numerator / common}/${(denominator * divisor) / common}`);
}

function fractionRate(fraction: string): FrameRate {
  const [numerator, denominator] = fraction.split('/').map(Number);
  return { fraction, value: numerator / denominator };
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/**
 * Why the source cannot be copied into HLS as it is; empty when it can. Browsers play H.264 (8-bit
 * 4:2:0, a profile they know) with AAC; MPEG-TS has no place for rotation or non-square pixels, and
 * players do not deinterlace.
 */
export function remuxObstacles(info: MediaInfo): string[] {
  const { video, audio } = info;
  const obstacles: string[] = [];
  if (video.codec !== 'h264') obstacles.push(`video codec ${video.codec} is not H.264`);
  else if (!avc1CodecString(video.profile, video.level)) {
    obstacles.push(`H.264 profile ${video.profile ?? 'unknown'} is not one browsers play`);
  }
  if (video.pixelFormat !== 'yuv420p' || video.bitDepth !== 8) {
    obstacles.push(`pixel format ${video.pixelFormat} is not 8-bit 4:2:0`);
  }
  if (video.rotation !== 0) obstacles.push(`the picture is rotated ${video.rotation}°`);
  else if (video.displayWidth !== video.width) obstacles.push('the pixels are not square');
  if (video.interlaced) obstacles.push('the video is interlaced');
  if (audio && (audio.codec !== 'aac' || !aacCodecString(audio.profile))) {
    obstacles.push(`audio codec ${audio.codec}${audio.profile ? ` ${audio.profile}` : ''} is not AAC`);
  }
  return obstacles;
}

export function canRemux(info: MediaInfo): boolean {
  return remuxObstacles(info).length === 0;
}

/** The source as its own first rendition, or null when it has to be encoded. */
export function remuxRendition(info: MediaInfo): RemuxedRendition | null {
  const video = info.video;
  const videoCodec = avc1CodecString(video.profile, video.level);
  if (!canRemux(info) || !videoCodec) return null;
  const audioCodec = info.audio ? aacCodecString(info.audio.profile) : null;
  const bandwidth = Math.round(sourceBitrate(info) * MUXING_OVERHEAD);
  return {
    kind: 'remux',
    name: `${Math.min(video.width, video.height)}p`,
    width: video.width,
    height: video.height,
    frameRate: video.frameRate,
    hasAudio: info.audio !== null,
    codecs: [videoCodec, audioCodec].filter(Boolean).join(','),
    bandwidth,
    averageBandwidth: bandwidth,
  };
}

/**
 * Bits per second of the streams a remux copies: the file's figure, else the sum of its streams'; a file
 * that states neither is taken to be as dense as our 1080p rung.
 */
function sourceBitrate(info: MediaInfo): number {
  if (info.bitRate) return info.bitRate;
  const { video, audio } = info;
  const videoBitrate =
    video.bitRate ?? Math.round((VIDEO_BITRATES[1080] * video.width * video.height) / (1920 * 1080));
  return videoBitrate + (audio?.bitRate ?? 0);
}

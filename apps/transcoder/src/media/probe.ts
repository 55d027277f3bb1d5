import { JobFailureMessages, SOURCE_MAX_SIDE } from '@framehouse/domain';
import { safePath } from './ffmpeg-command';

/** A frame rate as ffmpeg reads it ("30000/1001") and as a number (29.97…). */
export interface FrameRate {
  fraction: string;
  value: number;
}

export type Rotation = 0 | 90 | 180 | 270;

export interface VideoStreamInfo {
  /** Stream index in the file, for `-map 0:<index>`. */
  index: number;
  codec: string;
  /** As ffprobe names it: "High", "Main", "Constrained Baseline", "Profile 0"… */
  profile: string | null;
  /** H.264 level_idc (40 = 4.0); null when the codec has none. */
  level: number | null;
  pixelFormat: string;
  bitDepth: number;
  /** Size of the stored frames. */
  width: number;
  height: number;
  /** Clockwise degrees a player turns the picture (phones store portrait video as rotated landscape). */
  rotation: Rotation;
  /** Size as shown: square pixels, after rotation. Everything we produce is sized from this. */
  displayWidth: number;
  displayHeight: number;
  portrait: boolean;
  frameRate: FrameRate;
  /** The average and the base frame rate differ: timestamps are irregular (phones, screen recorders). */
  variableFrameRate: boolean;
  interlaced: boolean;
  bitRate: number | null;
}

export interface AudioStreamInfo {
  index: number;
  codec: string;
  /** AAC: "LC", "HE-AAC", "HE-AACv2". */
  profile: string | null;
  channels: number;
  sampleRate: number;
  bitRate: number | null;
}

export interface MediaInfo {
  /** ffprobe's format name, e.g. "mov,mp4,m4a,3gp,3g2,mj2", "matroska,webm". */
  container: string;
  durationMs: number;
  /** Whole-file bits per second. */
  bitRate: number | null;
  video: VideoStreamInfo;
  /** The default (else first) audio stream; null when the file is silent. */
  audio: AudioStreamInfo | null;
}

export enum ProbeProblemCode {
  UNREADABLE = 'UNREADABLE',
  NO_VIDEO_STREAM = 'NO_VIDEO_STREAM',
  STILL_IMAGE = 'STILL_IMAGE',
  NO_PICTURE_SIZE = 'NO_PICTURE_SIZE',
  ZERO_DURATION = 'ZERO_DURATION',
  PICTURE_TOO_LARGE = 'PICTURE_TOO_LARGE',
}

/** What the uploader reads on a FAILED video (the catalogue's words). */
export const PROBE_PROBLEM_MESSAGES: Record<ProbeProblemCode, string> = {
  [ProbeProblemCode.UNREADABLE]: JobFailureMessages.notAVideo,
  [ProbeProblemCode.NO_VIDEO_STREAM]: JobFailureMessages.noVideoStream,
  [ProbeProblemCode.STILL_IMAGE]: JobFailureMessages.stillImage,
  [ProbeProblemCode.NO_PICTURE_SIZE]: JobFailureMessages.noPictureSize,
  [ProbeProblemCode.ZERO_DURATION]: JobFailureMessages.zeroDuration,
  [ProbeProblemCode.PICTURE_TOO_LARGE]: JobFailureMessages.pictureTooLarge,
};

export interface ProbeProblem<Code extends string = ProbeProblemCode> {
  code: Code;
  message: string;
  /** What ffprobe said, for the logs (never shown to the uploader). */
  detail?: string;
}

export type ProbeResult = { ok: true; info: MediaInfo } | { ok: false; problem: ProbeProblem };

export function failedProbe(code: ProbeProblemCode, detail?: string): ProbeResult {
  const problem: ProbeProblem = { code, message: PROBE_PROBLEM_MESSAGES[code] };
  if (detail) problem.detail = detail;
  return { ok: false, problem };
}

/**
 * The sound of a media file, for speech to text: an audio stream is all it needs (a D2C upload may be an
 * mp3 or a video). Its duration is the one metered and transcribed.
 */
export interface SoundInfo {
  container: string;
  durationMs: number;
  /** The default (else first) audio stream. */
  audio: AudioStreamInfo;
  hasVideo: boolean;
}

export enum SoundProblemCode {
  UNREADABLE = 'UNREADABLE',
  NO_AUDIO_STREAM = 'NO_AUDIO_STREAM',
  ZERO_DURATION = 'ZERO_DURATION',
}

/** What the D2C plugin's user reads on a FAILED transcription (the catalogue's words). */
export const SOUND_PROBLEM_MESSAGES: Record<SoundProblemCode, string> = {
  [SoundProblemCode.UNREADABLE]: JobFailureMessages.notMedia,
  [SoundProblemCode.NO_AUDIO_STREAM]: JobFailureMessages.noAudioStream,
  [SoundProblemCode.ZERO_DURATION]: JobFailureMessages.zeroMediaDuration,
};

export type SoundProbeResult =
  { ok: true; info: SoundInfo } | { ok: false; problem: ProbeProblem<SoundProblemCode> };

export function failedSoundProbe(code: SoundProblemCode, detail?: string): SoundProbeResult {
  const problem: ProbeProblem<SoundProblemCode> = { code, message: SOUND_PROBLEM_MESSAGES[code] };
  if (detail) problem.detail = detail;
  return { ok: false, problem };
}

export function ffprobeArgs(path: string): string[] {
  return ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', safePath(path)];
}

/** Formats ffmpeg uses for single pictures: "image2" (JPEG, TIFF…) and the "*_pipe" readers (PNG, WebP…). */
const STILL_IMAGE_FORMAT = /^(image2|[a-z0-9]+_pipe)$/;
const INTERLACED_FIELD_ORDERS = ['tt', 'bb', 'tb', 'bt'];
/** Relative difference of the average and the base frame rate above which timestamps are irregular. */
const VFR_TOLERANCE = 0.001;
const MAX_PLAUSIBLE_FPS = 240;
const ASSUMED_FRAME_RATE: FrameRate = { fraction: '30/1', value: 30 };

/** Reads ffprobe's `-print_format json -show_format -show_streams` output. */
export function parseProbe(json: string): ProbeResult {
  let root: unknown;
  try {
    root = JSON.parse(json);
  } catch {
    return failedProbe(ProbeProblemCode.UNREADABLE, 'ffprobe output is not JSON');
  }
  const format = isRecord(root) ? record(root.format) : undefined;
  if (!isRecord(root) || !format) return failedProbe(ProbeProblemCode.UNREADABLE);

  const streams = Array.isArray(root.streams) ? root.streams.filter(isRecord) : [];
  const container = text(format.format_name) ?? '';
  const videoStream = pickStream(
    streams.filter((stream) => stream.codec_type === 'video' && !flag(stream, 'attached_pic')),
  );
  if (!videoStream) return failedProbe(ProbeProblemCode.NO_VIDEO_STREAM);
  if (STILL_IMAGE_FORMAT.test(container)) return failedProbe(ProbeProblemCode.STILL_IMAGE);

  const video = readVideo(videoStream);
  if (!video) return failedProbe(ProbeProblemCode.NO_PICTURE_SIZE);
  if (Math.max(video.width, video.height) > SOURCE_MAX_SIDE) {
    return failedProbe(ProbeProblemCode.PICTURE_TOO_LARGE, `${video.width}x${video.height}`);
  }
  const audioStream = pickStream(streams.filter((stream) => stream.codec_type === 'audio'));

  const durationMs = firstPositive([
    seconds(format.duration),
    seconds(videoStream.duration),
    tagDuration(videoStream),
    audioStream ? seconds(audioStream.duration) : undefined,
  ]);
  if (durationMs === undefined) return failedProbe(ProbeProblemCode.ZERO_DURATION);

  return {
    ok: true,
    info: {
      container,
      durationMs,
      bitRate: integer(format.bit_rate) ?? null,
      video,
      audio: audioStream ? readAudio(audioStream) : null,
    },
  };
}

/** Reads the same ffprobe output for its sound only: a file without an audio stream is refused. */
export function parseSoundProbe(json: string): SoundProbeResult {
  let root: unknown;
  try {
    root = JSON.parse(json);
  } catch {
    return failedSoundProbe(SoundProblemCode.UNREADABLE, 'ffprobe output is not JSON');
  }
  const format = isRecord(root) ? record(root.format) : undefined;
  if (!isRecord(root) || !format) return failedSoundProbe(SoundProblemCode.UNREADABLE);
  const streams = Array.isArray(root.streams) ? root.streams.filter(isRecord) : [];
  const audioStream = pickStream(streams.filter((stream) => stream.codec_type === 'audio'));
  if (!audioStream) return failedSoundProbe(SoundProblemCode.NO_AUDIO_STREAM);
  const durationMs = firstPositive([
    seconds(format.duration),
    seconds(audioStream.duration),
    tagDuration(audioStream),
  ]);
  if (durationMs === undefined) return failedSoundProbe(SoundProblemCode.ZERO_DURATION);
  return {
    ok: true,
    info: {
      container: text(format.format_name) ?? '',
      durationMs,
      audio: readAudio(audioStream),
      hasVideo: streams.some((stream) => stream.codec_type === 'video' && !flag(stream, 'attached_pic')),
    },
  };
}

function readVideo(stream: Record<string, unknown>): VideoStreamInfo | undefined {
  const width = integer(stream.width);
  const height = integer(stream.height);
  if (!width || !height) return undefined;
  const rotation = readRotation(stream);
  const sar = ratio(text(stream.sample_aspect_ratio), ':') ?? 1;
  const squareWidth = Math.max(1, Math.round(width * sar));
  const sideways = rotation === 90 || rotation === 270;
  const displayWidth = sideways ? height : squareWidth;
  const displayHeight = sideways ? squareWidth : height;
  const pixelFormat = text(stream.pix_fmt) ?? '';
  const interlaced = INTERLACED_FIELD_ORDERS.includes(text(stream.field_order) ?? '');
  const { frameRate, variableFrameRate } = readFrameRate(stream, interlaced);
  const level = integer(stream.level);
  return {
    index: integer(stream.index) ?? 0,
    codec: text(stream.codec_name) ?? 'unknown',
    profile: text(stream.profile) ?? null,
    level: level !== undefined && level > 0 ? level : null,
    pixelFormat,
    bitDepth: bitDepthOf(pixelFormat, integer(stream.bits_per_raw_sample)),
    width,
    height,
    rotation,
    displayWidth,
    displayHeight,
    portrait: displayHeight > displayWidth,
    frameRate,
    variableFrameRate,
    interlaced,
    bitRate: integer(stream.bit_rate) ?? null,
  };
}

function readAudio(stream: Record<string, unknown>): AudioStreamInfo {
  return {
    index: integer(stream.index) ?? 0,
    codec: text(stream.codec_name) ?? 'unknown',
    profile: text(stream.profile) ?? null,
    channels: integer(stream.channels) ?? 0,
    sampleRate: integer(stream.sample_rate) ?? 0,
    bitRate: integer(stream.bit_rate) ?? null,
  };
}

/**
 * The display matrix of the stream's side data (ffprobe gives its counter-clockwise angle) wins over the
 * `rotate` tag that older ffprobe versions print (clockwise degrees). Both become clockwise quarter turns.
 */
function readRotation(stream: Record<string, unknown>): Rotation {
  const sideData = Array.isArray(stream.side_data_list) ? stream.side_data_list.filter(isRecord) : [];
  const matrix = sideData.find((data) => data.side_data_type === 'Display Matrix');
  const counterClockwise = matrix ? numeric(matrix.rotation) : undefined;
  if (counterClockwise !== undefined) return quarterTurn(-counterClockwise);
  const tag = numeric(record(stream.tags)?.rotate);
  return tag === undefined ? 0 : quarterTurn(tag);
}

const QUARTER_TURNS: readonly Rotation[] = [0, 90, 180, 270];

function quarterTurn(degrees: number): Rotation {
  return QUARTER_TURNS[((Math.round(degrees / 90) % 4) + 4) % 4];
}

function readFrameRate(
  stream: Record<string, unknown>,
  interlaced: boolean,
): { frameRate: FrameRate; variableFrameRate: boolean } {
  const average = frameRate(stream.avg_frame_rate);
  const base = frameRate(stream.r_frame_rate);
  const chosen = average ?? base;
  if (!chosen) return { frameRate: ASSUMED_FRAME_RATE, variableFrameRate: true };
  if (!average || !base) return { frameRate: chosen, variableFrameRate: false };
  // Interlaced streams often report the field rate as their base rate: twice the frame rate, not VFR.
  const fieldRate = interlaced && Math.abs(base.value - 2 * average.value) / base.value <= VFR_TOLERANCE;
  const differs = Math.abs(average.value - base.value) / base.value > VFR_TOLERANCE;
  return { frameRate: average, variableFrameRate: differs && !fieldRate };
}

function frameRate(value: unknown): FrameRate | undefined {
  const fraction = text(value);
  if (fraction === undefined) return undefined;
  const rate = ratio(fraction, '/');
  if (rate === undefined || rate > MAX_PLAUSIBLE_FPS) return undefined;
  return { fraction, value: rate };
}

function bitDepthOf(pixelFormat: string, bitsPerRawSample: number | undefined): number {
  const deep = /p(\d{2})(le|be)$/.exec(pixelFormat);
  if (deep) return Number(deep[1]);
  return bitsPerRawSample && bitsPerRawSample > 0 ? bitsPerRawSample : 8;
}

/** The default stream of a kind, else its first. */
function pickStream(streams: Record<string, unknown>[]): Record<string, unknown> | undefined {
  return streams.find((stream) => flag(stream, 'default')) ?? streams[0];
}

function flag(stream: Record<string, unknown>, disposition: string): boolean {
  return record(stream.disposition)?.[disposition] === 1;
}

/** Matroska keeps stream durations in a tag: "00:01:02.500000000". */
function tagDuration(stream: Record<string, unknown>): number | undefined {
  const value = text(record(stream.tags)?.DURATION);
  const match = value === undefined ? null : /^(\d+):(\d{2}):(\d{2}(?:\.\d+)?)$/.exec(value);
  if (!match) return undefined;
  return Math.round((Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3])) * 1000);
}

function seconds(value: unknown): number | undefined {
  const parsed = numeric(value);
  return parsed === undefined ? undefined : Math.round(parsed * 1000);
}

function firstPositive(values: (number | undefined)[]): number | undefined {
  return values.find((value): value is number => value !== undefined && value > 0);
}

/** "30000/1001" or "16:9" as a number; undefined for "0/0", "0:1" and anything malformed. */
function ratio(value: string | undefined, separator: string): number | undefined {
  const parts = value?.split(separator);
  if (!parts || parts.length !== 2) return undefined;
  const [numerator, denominator] = parts.map(Number);
  if (!Number.isFinite(numerator) || !Number.isFinite(denominator)) return undefined;
  if (numerator <= 0 || denominator <= 0) return undefined;
  return numerator / denominator;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function record(value: unknown): Record<string, unknown> | undefined {
  return isRecord(value) ? value : undefined;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** ffprobe prints some numbers as JSON numbers and others as strings ("N/A" when unknown). */
function numeric(value: unknown): number | undefined {
  const parsed = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(parsed) && value !== '' ? parsed : undefined;
}

function integer(value: unknown): number | undefined {
  const parsed = numeric(value);
  return parsed === undefined ? undefined : Math.round(parsed);
}

/**
 * RFC 6381 codec strings for the master playlist's CODECS attribute, and the H.264 level an encode
 * needs (players check both before they pick a rendition).
 */

/** AAC-LC, the only audio we encode. */
export const AAC_LC_CODEC = 'mp4a.40.2';

const AAC_CODECS: Record<string, string> = {
  LC: AAC_LC_CODEC,
  'HE-AAC': 'mp4a.40.5',
  'HE-AACv2': 'mp4a.40.29',
};

/** profile_idc and the constraint-flag byte usually written with it, by ffprobe's profile name. */
const H264_PROFILES: Record<string, [profileIdc: number, constraints: number]> = {
  'Constrained Baseline': [0x42, 0xe0],
  Baseline: [0x42, 0x00],
  Main: [0x4d, 0x40],
  High: [0x64, 0x00],
};

/** The codec string of an AAC stream of this ffprobe profile; null for profiles players may not decode. */
export function aacCodecString(profile: string | null): string | null {
  return (profile && AAC_CODECS[profile]) || null;
}

/** "avc1.64001f" for High@3.1; null for profiles browsers do not decode (High 10, 4:2:2, 4:4:4…). */
export function avc1CodecString(profile: string | null, levelIdc: number | null): string | null {
  const known = profile ? H264_PROFILES[profile] : undefined;
  if (!known || !levelIdc) return null;
  return `avc1.${[...known, levelIdc].map(hexByte).join('')}`;
}

function hexByte(value: number): string {
  return value.toString(16).padStart(2, '0');
}

interface LevelLimits {
  idc: number;
  /** Macroblocks a second, macroblocks a frame, bit rate and coded picture buffer (kbit) of Table A-1. */
  maxMbps: number;
  maxFs: number;
  maxBr: number;
  maxCpb: number;
}

/** ITU-T H.264 Table A-1 (level 1b left out: nothing we make is that small). */
const H264_LEVELS: readonly LevelLimits[] = [
  { idc: 10, maxMbps: 1485, maxFs: 99, maxBr: 64, maxCpb: 175 },
  { idc: 11, maxMbps: 3000, maxFs: 396, maxBr: 192, maxCpb: 500 },
  { idc: 12, maxMbps: 6000, maxFs: 396, maxBr: 384, maxCpb: 1000 },
  { idc: 13, maxMbps: 11880, maxFs: 396, maxBr: 768, maxCpb: 2000 },
  { idc: 20, maxMbps: 11880, maxFs: 396, maxBr: 2000, maxCpb: 2000 },
  { idc: 21, maxMbps: 19800, maxFs: 792, maxBr: 4000, maxCpb: 4000 },
  { idc: 22, maxMbps: 20250, maxFs: 1620, maxBr: 4000, maxCpb: 4000 },
  { idc: 30, maxMbps: 40500, maxFs: 1620, maxBr: 10000, maxCpb: 10000 },
  { idc: 31, maxMbps: 108000, maxFs: 3600, maxBr: 14000, maxCpb: 14000 },
  { idc: 32, maxMbps: 216000, maxFs: 5120, maxBr: 20000, maxCpb: 20000 },
  { idc: 40, maxMbps: 245760, maxFs: 8192, maxBr: 20000, maxCpb: 25000 },
  { idc: 41, maxMbps: 245760, maxFs: 8192, maxBr: 50000, maxCpb: 62500 },
  { idc: 42, maxMbps: 522240, maxFs: 8704, maxBr: 50000, maxCpb: 62500 },
  { idc: 50, maxMbps: 589824, maxFs: 22080, maxBr: 135000, maxCpb: 135000 },
  { idc: 51, maxMbps: 983040, maxFs: 36864, maxBr: 240000, maxCpb: 240000 },
  { idc: 52, maxMbps: 2073600, maxFs: 36864, maxBr: 240000, maxCpb: 240000 },
  { idc: 60, maxMbps: 4177920, maxFs: 139264, maxBr: 240000, maxCpb: 240000 },
  { idc: 61, maxMbps: 8355840, maxFs: 139264, maxBr: 480000, maxCpb: 480000 },
  { idc: 62, maxMbps: 16711680, maxFs: 139264, maxBr: 800000, maxCpb: 800000 },
];

/** High profile allows 1.25 times the Table A-1 bit rate and buffer (cpbBrVclFactor 1250). */
const HIGH_PROFILE_FACTOR = 1250;

export interface H264Stream {
  width: number;
  height: number;
  frameRate: number;
  /** Bits per second and bits of the VBV buffer the encoder is held to. */
  maxBitrate: number;
  bufferSize: number;
}

/**
 * The lowest High-profile level_idc that holds the stream (31 = level 3.1). We pass it to x264, which
 * writes it in the stream and keeps to it, so the CODECS string we announce is the one players find.
 */
export function h264Level(stream: H264Stream): number {
  const widthMbs = Math.ceil(stream.width / 16);
  const heightMbs = Math.ceil(stream.height / 16);
  const frameMbs = widthMbs * heightMbs;
  const fits = (level: LevelLimits) =>
    frameMbs <= level.maxFs &&
    // A frame may be no longer than sqrt(8 * MaxFS) macroblocks in either direction (A.3.1 f, g).
    Math.max(widthMbs, heightMbs) ** 2 <= 8 * level.maxFs &&
    frameMbs * stream.frameRate <= level.maxMbps &&
    stream.maxBitrate <= level.maxBr * HIGH_PROFILE_FACTOR &&
    stream.bufferSize <= level.maxCpb * HIGH_PROFILE_FACTOR;
  return (H264_LEVELS.find(fits) ?? H264_LEVELS[H264_LEVELS.length - 1]).idc;
}

/** x264's spelling of a level: 31 → "3.1". */
export function levelName(levelIdc: number): string {
  return `${Math.floor(levelIdc / 10)}.${levelIdc % 10}`;
}

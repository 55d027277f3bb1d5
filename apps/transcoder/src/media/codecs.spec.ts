import { aacCodecString, avc1CodecString, h264Level, levelName } from './codecs';

describe('avc1CodecString', () => {
  it.each([
    ['High', 31, 'avc1.64001f'],
    ['High', 40, 'avc1.640028'],
    ['Main', 30, 'avc1.4d401e'],
    ['Constrained Baseline', 30, 'avc1.42e01e'],
    ['Baseline', 13, 'avc1.42000d'],
  ])('%s at level_idc %p is %s', (profile, level, codec) => {
    expect(avc1CodecString(profile, level)).toBe(codec);
  });

  it('has none for profiles browsers do not decode, or without a level', () => {
    expect(avc1CodecString('High 10', 40)).toBeNull();
    expect(avc1CodecString('High 4:4:4 Predictive', 31)).toBeNull();
    expect(avc1CodecString('High', null)).toBeNull();
    expect(avc1CodecString(null, 40)).toBeNull();
  });
});

describe('aacCodecString', () => {
  it('names AAC-LC and HE-AAC, nothing else', () => {
    expect(aacCodecString('LC')).toBe('mp4a.40.2');
    expect(aacCodecString('HE-AAC')).toBe('mp4a.40.5');
    expect(aacCodecString('HE-AACv2')).toBe('mp4a.40.29');
    expect(aacCodecString('LTP')).toBeNull();
    expect(aacCodecString(null)).toBeNull();
  });
});

describe('h264Level', () => {
  const stream = (width: number, height: number, frameRate: number, maxBitrate = 1_000_000) => ({
    width,
    height,
    frameRate,
    maxBitrate,
    bufferSize: maxBitrate * 2,
  });

  it.each([
    [stream(640, 360, 30), 30],
    [stream(854, 480, 25), 30],
    // 54 x 30 macroblocks at 30 frames a second is above level 3.0's 40 500 a second.
    [stream(854, 480, 30), 31],
    [stream(640, 360, 9120 / 199), 31],
    [stream(1280, 720, 30), 31],
    [stream(1280, 720, 60), 32],
    [stream(1920, 1080, 30, 6_250_000), 40],
    [stream(1920, 1080, 60, 9_375_000), 42],
    [stream(2560, 1440, 30, 11_250_000), 50],
    [stream(3840, 2160, 30, 20_000_000), 51],
    [stream(3840, 2160, 60, 30_000_000), 52],
    [stream(320, 240, 15, 337_500), 12],
    // Portrait 1080x1920 is as many macroblocks as landscape.
    [stream(1080, 1920, 30, 6_250_000), 40],
  ])('%o needs level_idc %p', (input, level) => {
    expect(h264Level(input)).toBe(level);
  });

  it('moves up a level for a bit rate the picture size alone would not need', () => {
    expect(h264Level(stream(1920, 1080, 30, 30_000_000))).toBe(41);
  });
});

describe('levelName', () => {
  it("is x264's spelling", () => {
    expect(levelName(30)).toBe('3.0');
    expect(levelName(31)).toBe('3.1');
    expect(levelName(52)).toBe('5.2');
  });
});

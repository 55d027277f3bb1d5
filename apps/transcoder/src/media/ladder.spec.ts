import { probedFixture, type FixtureName } from './fixtures/probe-fixtures';
import { canRemux, planLadder, remuxObstacles, remuxRendition, targetFrameRate } from './ladder';
import type { VideoStreamInfo } from './probe';

function sizes(name: FixtureName) {
  return planLadder(probedFixture(name)).map(({ name, width, height }) => `${name} ${width}x${height}`);
}

describe('planLadder', () => {
  it('climbs to 1080p for a 1080p source, with the bit rates of the table', () => {
    expect(planLadder(probedFixture('h264-aac-1080p'))).toEqual([
      {
        kind: 'encode',
        name: '360p',
        width: 640,
        height: 360,
        frameRate: { fraction: '30000/1001', value: 30000 / 1001 },
        hasAudio: true,
        codecs: 'avc1.64001e,mp4a.40.2',
        bandwidth: 1240800,
        averageBandwidth: 1020800,
        videoBitrate: 800000,
        maxBitrate: 1000000,
        bufferSize: 1600000,
        level: 30,
      },
      expect.objectContaining({ name: '480p', width: 854, height: 480, videoBitrate: 1400000, level: 31 }),
      expect.objectContaining({ name: '720p', width: 1280, height: 720, videoBitrate: 2800000, level: 31 }),
      expect.objectContaining({
        name: '1080p',
        width: 1920,
        height: 1080,
        videoBitrate: 5000000,
        maxBitrate: 6250000,
        bufferSize: 10000000,
        level: 40,
        codecs: 'avc1.640028,mp4a.40.2',
        bandwidth: 7015800,
        averageBandwidth: 5640800,
      }),
    ]);
  });

  it('goes up to 2160p for a 4K source', () => {
    expect(sizes('uhd-2160p')).toEqual([
      '360p 640x360',
      '480p 854x480',
      '720p 1280x720',
      '1080p 1920x1080',
      '1440p 2560x1440',
      '2160p 3840x2160',
    ]);
    expect(planLadder(probedFixture('uhd-2160p')).at(-1)).toMatchObject({
      videoBitrate: 16000000,
      level: 51,
      codecs: 'avc1.640033,mp4a.40.2',
    });
  });

  it('never upscales an odd size, and keeps sides even', () => {
    expect(sizes('odd-853x481')).toEqual(['360p 638x360', '480p 852x480']);
  });

  it('sizes portrait video by its short side, from the display size', () => {
    expect(sizes('rotated-phone')).toEqual([
      '360p 360x640',
      '480p 480x854',
      '720p 720x1280',
      '1080p 1080x1920',
    ]);
  });

  it('gives a source below 360p one rendition of its own size, its bit rate in proportion', () => {
    expect(planLadder(probedFixture('tiny-320x240'))).toEqual([
      expect.objectContaining({
        name: '240p',
        width: 320,
        height: 240,
        videoBitrate: 270000,
        level: 12,
        codecs: 'avc1.64000c,mp4a.40.2',
      }),
    ]);
    const odd = probedFixture('tiny-320x240', (json) =>
      Object.assign(json.streams[0], { width: 321, height: 241 }),
    );
    expect(planLadder(odd).map(({ name, width, height }) => `${name} ${width}x${height}`)).toEqual([
      '240p 320x240',
    ]);
  });

  it('holds a cinema-wide picture by its width, so it keeps its full-width rung', () => {
    const wide = probedFixture('h264-aac-1080p', (json) => Object.assign(json.streams[0], { height: 800 }));
    expect(planLadder(wide).map(({ name, width, height }) => `${name} ${width}x${height}`)).toEqual([
      '360p 640x266',
      '480p 854x356',
      '720p 1280x534',
      '1080p 1920x800',
    ]);
    expect(planLadder(wide).at(-1)?.videoBitrate).toBe(3700000);
  });

  it('fits 4:3 into the box by its height', () => {
    const standard = probedFixture('h264-aac-1080p', (json) =>
      Object.assign(json.streams[0], { width: 1440 }),
    );
    expect(planLadder(standard).map(({ width, height }) => `${width}x${height}`)).toEqual([
      '480x360',
      '640x480',
      '960x720',
      '1440x1080',
    ]);
  });

  it('announces no audio codec for a silent video', () => {
    expect(planLadder(probedFixture('no-audio-720p')).map((rendition) => rendition.codecs)).toEqual([
      'avc1.64001e',
      'avc1.64001f',
      'avc1.64001f',
    ]);
    expect(planLadder(probedFixture('no-audio-720p'))[0]).toMatchObject({
      hasAudio: false,
      bandwidth: 1100000,
      averageBandwidth: 880000,
    });
  });

  it('encodes a variable-rate source at its average rate, with the bit rates of fast motion', () => {
    expect(planLadder(probedFixture('vfr-720p'))[0]).toMatchObject({
      frameRate: { fraction: '9120/199' },
      videoBitrate: 1200000,
      level: 31,
    });
  });
});

describe('targetFrameRate', () => {
  const video = (fraction: string, variableFrameRate = false): VideoStreamInfo => {
    const [numerator, denominator] = fraction.split('/').map(Number);
    return {
      ...probedFixture('h264-aac-1080p').video,
      frameRate: { fraction, value: numerator / denominator },
      variableFrameRate,
    };
  };

  it('keeps a constant rate up to 60', () => {
    expect(targetFrameRate(video('30000/1001'))).toEqual({
      fraction: '30000/1001',
      value: 30000 / 1001,
      convert: false,
    });
    expect(targetFrameRate(video('60/1'))).toEqual({ fraction: '60/1', value: 60, convert: false });
  });

  it('makes a variable rate constant, snapped to a standard rate within 1%', () => {
    // A phone clip: base 30, average 29.92, nearest to 29.97.
    expect(targetFrameRate(video('10800/361', true))).toEqual({
      fraction: '30000/1001',
      value: 30000 / 1001,
      convert: true,
    });
    expect(targetFrameRate(video('249/10', true))).toEqual({ fraction: '25/1', value: 25, convert: true });
    expect(targetFrameRate(video('9120/199', true))).toEqual({
      fraction: '9120/199',
      value: 9120 / 199,
      convert: true,
    });
  });

  it('divides a slow-motion rate down to 60 or less', () => {
    expect(targetFrameRate(video('120/1'))).toEqual({ fraction: '60/1', value: 60, convert: true });
    expect(targetFrameRate(video('120000/1001'))).toEqual({
      fraction: '60000/1001',
      value: 60000 / 1001,
      convert: true,
    });
    expect(targetFrameRate(video('240/1', true))).toEqual({ fraction: '60/1', value: 60, convert: true });
    expect(targetFrameRate(video('100/1'))).toEqual({ fraction: '50/1', value: 50, convert: true });
  });
});

describe('canRemux', () => {
  it.each<[FixtureName, string[]]>([
    ['h264-aac-1080p', []],
    ['no-audio-720p', []],
    ['vfr-720p', []],
    ['uhd-2160p', []],
    ['tiny-320x240', []],
    ['vp9-opus-1080p', ['video codec vp9 is not H.264', 'audio codec opus is not AAC']],
    [
      'odd-853x481',
      [
        'H.264 profile High 4:4:4 Predictive is not one browsers play',
        'pixel format yuv444p is not 8-bit 4:2:0',
      ],
    ],
    ['rotated-phone', ['the picture is rotated 90°']],
  ])('%s: %j', (name, obstacles) => {
    const info = probedFixture(name);
    expect(remuxObstacles(info)).toEqual(obstacles);
    expect(canRemux(info)).toBe(obstacles.length === 0);
  });

  it('refuses 10-bit, interlaced, anamorphic and non-AAC sources', () => {
    const changed = (change: (stream: Record<string, unknown>) => void) =>
      remuxObstacles(probedFixture('h264-aac-1080p', (json) => change(json.streams[0])));
    expect(changed((stream) => (stream.pix_fmt = 'yuv420p10le'))).toEqual([
      'pixel format yuv420p10le is not 8-bit 4:2:0',
    ]);
    expect(changed((stream) => (stream.field_order = 'tt'))).toEqual(['the video is interlaced']);
    expect(changed((stream) => (stream.sample_aspect_ratio = '4:3'))).toEqual(['the pixels are not square']);
    const mp3 = probedFixture('h264-aac-1080p', (json) =>
      Object.assign(json.streams[1], { codec_name: 'mp3', profile: undefined }),
    );
    expect(remuxObstacles(mp3)).toEqual(['audio codec mp3 is not AAC']);
  });
});

describe('remuxRendition', () => {
  it('describes the source as it is, with its own codec string and bit rate', () => {
    expect(remuxRendition(probedFixture('h264-aac-1080p'))).toEqual({
      kind: 'remux',
      name: '1080p',
      width: 1920,
      height: 1080,
      frameRate: { fraction: '30000/1001', value: 30000 / 1001 },
      hasAudio: true,
      codecs: 'avc1.640028,mp4a.40.2',
      bandwidth: 6015917,
      averageBandwidth: 6015917,
    });
    expect(remuxRendition(probedFixture('no-audio-720p'))).toMatchObject({
      name: '720p',
      codecs: 'avc1.42e01f',
    });
  });

  it('is null when the source must be encoded', () => {
    expect(remuxRendition(probedFixture('rotated-phone'))).toBeNull();
  });
});

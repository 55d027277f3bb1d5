import { fixtureJson, fixtureText, probedFixture } from './fixtures/probe-fixtures';
import {
  ffprobeArgs,
  parseProbe,
  parseSoundProbe,
  ProbeProblemCode,
  SoundProblemCode,
  type ProbeResult,
  type SoundProbeResult,
} from './probe';

function problemOf(result: ProbeResult) {
  return result.ok ? undefined : result.problem;
}

describe('ffprobeArgs', () => {
  it('asks for the format and the streams as JSON, errors only', () => {
    expect(ffprobeArgs('/data/uploads/v1/source.mp4')).toEqual([
      '-v',
      'error',
      '-print_format',
      'json',
      '-show_format',
      '-show_streams',
      '/data/uploads/v1/source.mp4',
    ]);
  });

  it('keeps a file name starting with a dash from being read as an option', () => {
    expect(ffprobeArgs('-clip.mp4').at(-1)).toBe('./-clip.mp4');
  });
});

describe('parseProbe', () => {
  it('reads a 1080p H.264/AAC mp4', () => {
    expect(probedFixture('h264-aac-1080p')).toEqual({
      container: 'mov,mp4,m4a,3gp,3g2,mj2',
      durationMs: 30000,
      bitRate: 5469015,
      video: {
        index: 0,
        codec: 'h264',
        profile: 'High',
        level: 40,
        pixelFormat: 'yuv420p',
        bitDepth: 8,
        width: 1920,
        height: 1080,
        rotation: 0,
        displayWidth: 1920,
        displayHeight: 1080,
        portrait: false,
        frameRate: { fraction: '30000/1001', value: 30000 / 1001 },
        variableFrameRate: false,
        interlaced: false,
        bitRate: 5332430,
      },
      audio: { index: 1, codec: 'aac', profile: 'LC', channels: 2, sampleRate: 48000, bitRate: 128021 },
    });
  });

  it('reads a VP9/Opus webm, whose streams state no duration or bit rate', () => {
    const info = probedFixture('vp9-opus-1080p');
    expect(info.container).toBe('matroska,webm');
    expect(info.durationMs).toBe(5008);
    expect(info.video).toMatchObject({ codec: 'vp9', profile: 'Profile 0', level: null, bitRate: null });
    expect(info.video.frameRate).toEqual({ fraction: '25/1', value: 25 });
    expect(info.audio).toEqual({
      index: 1,
      codec: 'opus',
      profile: null,
      channels: 2,
      sampleRate: 48000,
      bitRate: null,
    });
  });

  it("falls back to Matroska's DURATION tag when the format has no duration", () => {
    const info = probedFixture('vp9-opus-1080p', (json) => delete json.format.duration);
    expect(info.durationMs).toBe(5007);
  });

  it('falls back to the video stream duration', () => {
    const info = probedFixture('vfr-720p', (json) => delete json.format.duration);
    expect(info.durationMs).toBe(9950);
  });

  it('keeps odd sizes as they are', () => {
    expect(probedFixture('odd-853x481').video).toMatchObject({
      width: 853,
      height: 481,
      displayWidth: 853,
      displayHeight: 481,
      pixelFormat: 'yuv444p',
      profile: 'High 4:4:4 Predictive',
    });
  });

  it('turns a phone video stored sideways upright from its display matrix', () => {
    expect(probedFixture('rotated-phone').video).toMatchObject({
      width: 1920,
      height: 1080,
      rotation: 90,
      displayWidth: 1080,
      displayHeight: 1920,
      portrait: true,
    });
  });

  it('reads the rotate tag of older ffprobe versions when there is no display matrix', () => {
    const video = probedFixture('rotated-phone', (json) => {
      delete json.streams[0].side_data_list;
      json.streams[0].tags = { rotate: '90' };
    }).video;
    expect(video).toMatchObject({ rotation: 90, displayWidth: 1080, displayHeight: 1920, portrait: true });
  });

  it.each([
    [0, 0, false],
    [90, 270, true],
    [-180, 180, false],
    [180, 180, false],
    [-270, 270, true],
    [-90.00000000000001, 90, true],
  ])('display matrix rotation %p is %p° clockwise', (matrixRotation, rotation, portrait) => {
    const video = probedFixture('rotated-phone', (json) => {
      json.streams[0].side_data_list = [{ side_data_type: 'Display Matrix', rotation: matrixRotation }];
    }).video;
    expect(video.rotation).toBe(rotation);
    expect(video.portrait).toBe(portrait);
  });

  it('sizes non-square pixels as shown (PAL 16:9 anamorphic)', () => {
    const video = probedFixture('h264-aac-1080p', (json) => {
      Object.assign(json.streams[0], { width: 720, height: 576, sample_aspect_ratio: '64:45' });
    }).video;
    expect(video).toMatchObject({ width: 720, height: 576, displayWidth: 1024, displayHeight: 576 });
  });

  it('treats an unknown sample aspect ratio ("0:1") as square', () => {
    const video = probedFixture('h264-aac-1080p', (json) => {
      json.streams[0].sample_aspect_ratio = '0:1';
    }).video;
    expect(video.displayWidth).toBe(1920);
  });

  it('reads a silent video', () => {
    expect(probedFixture('no-audio-720p').audio).toBeNull();
  });

  it('tells a variable frame rate by its average differing from its base rate', () => {
    expect(probedFixture('vfr-720p').video).toMatchObject({
      frameRate: { fraction: '9120/199', value: 9120 / 199 },
      variableFrameRate: true,
    });
  });

  it('takes the base rate when the average is unknown', () => {
    const video = probedFixture('no-audio-720p', (json) => {
      json.streams[0].avg_frame_rate = '0/0';
    }).video;
    expect(video.frameRate).toEqual({ fraction: '30/1', value: 30 });
    expect(video.variableFrameRate).toBe(false);
  });

  it('does not take the field rate of interlaced video for a variable frame rate', () => {
    const video = probedFixture('h264-aac-1080p', (json) => {
      Object.assign(json.streams[0], { field_order: 'tt', r_frame_rate: '50/1', avg_frame_rate: '25/1' });
    }).video;
    expect(video).toMatchObject({ interlaced: true, variableFrameRate: false, frameRate: { value: 25 } });
  });

  it('reads a 4K video and a tiny one', () => {
    expect(probedFixture('uhd-2160p').video).toMatchObject({
      displayWidth: 3840,
      displayHeight: 2160,
      level: 51,
    });
    expect(probedFixture('tiny-320x240')).toMatchObject({
      video: {
        displayWidth: 320,
        displayHeight: 240,
        profile: 'Constrained Baseline',
        frameRate: { value: 15 },
      },
      audio: { channels: 1, sampleRate: 22050 },
    });
  });

  it('reads the bit depth from the pixel format', () => {
    const video = probedFixture('vp9-opus-1080p', (json) => {
      json.streams[0].pix_fmt = 'yuv420p10le';
    }).video;
    expect(video.bitDepth).toBe(10);
  });

  it('prefers the default audio stream', () => {
    const info = probedFixture('h264-aac-1080p', (json) => {
      const commentary = { ...json.streams[1], index: 2, disposition: { default: 0 } };
      json.streams[1] = { ...json.streams[1], disposition: { default: 0 } };
      json.streams.push({ ...commentary, index: 3, disposition: { default: 1 }, channels: 6 });
    });
    expect(info.audio).toMatchObject({ index: 3, channels: 6 });
  });

  describe('problems, as values with a message the uploader can read', () => {
    it('an audio file, even one with a cover picture', () => {
      expect(problemOf(parseProbe(fixtureText('audio-only')))).toEqual({
        code: ProbeProblemCode.NO_VIDEO_STREAM,
        message: 'The file has no video stream.',
      });
    });

    it('what ffprobe prints for bytes it cannot read', () => {
      expect(problemOf(parseProbe(fixtureText('garbage')))).toEqual({
        code: ProbeProblemCode.UNREADABLE,
        message: 'The file is empty or not a video.',
      });
    });

    it('no output, or output that is not JSON', () => {
      expect(problemOf(parseProbe(''))?.code).toBe(ProbeProblemCode.UNREADABLE);
      expect(problemOf(parseProbe('[mov,mp4] moov atom not found'))?.code).toBe(ProbeProblemCode.UNREADABLE);
      expect(problemOf(parseProbe('[]'))?.code).toBe(ProbeProblemCode.UNREADABLE);
    });

    it('a duration of zero, or none at all', () => {
      const zero = fixtureText('no-audio-720p')
        .replace(/"duration": "[\d.]+"/g, '"duration": "0.000000"')
        .replace(/"duration": "8.000000"/, '"duration": "N/A"');
      expect(problemOf(parseProbe(zero))).toEqual({
        code: ProbeProblemCode.ZERO_DURATION,
        message: 'The video has a duration of zero.',
      });
    });

    it('a picture larger than 8K on a side (a decoded frame alone would take hundreds of megabytes)', () => {
      const huge = fixtureText('tiny-320x240').replace('"width": 320', '"width": 16384');
      expect(problemOf(parseProbe(huge))).toMatchObject({
        code: ProbeProblemCode.PICTURE_TOO_LARGE,
        message: "The video's picture is larger than 8192 pixels on a side.",
      });
      const eightK = fixtureText('tiny-320x240').replace('"width": 320', '"width": 8192');
      expect(problemOf(parseProbe(eightK))).toBeUndefined();
    });

    it('a still picture', () => {
      const picture = fixtureText('tiny-320x240').replace('"mov,mp4,m4a,3gp,3g2,mj2"', '"image2"');
      expect(problemOf(parseProbe(picture))?.message).toBe('The file is a still image, not a video.');
    });

    it('a video stream without a size (a codec ffmpeg cannot decode)', () => {
      const sizeless = fixtureText('tiny-320x240').replace('"width": 320', '"width": 0');
      expect(problemOf(parseProbe(sizeless))?.message).toBe("The video's picture size could not be read.");
    });
  });
});

describe('parseSoundProbe', () => {
  function soundProblem(result: SoundProbeResult) {
    return result.ok ? undefined : result.problem;
  }

  it('reads the sound of a video', () => {
    expect(parseSoundProbe(fixtureText('h264-aac-1080p'))).toEqual({
      ok: true,
      info: {
        container: 'mov,mp4,m4a,3gp,3g2,mj2',
        durationMs: 30000,
        audio: expect.objectContaining({ index: 1, codec: 'aac' }),
        hasVideo: true,
      },
    });
  });

  it('takes audio alone: an mp3 whose cover picture is no video', () => {
    expect(parseSoundProbe(fixtureText('audio-only'))).toEqual({
      ok: true,
      info: expect.objectContaining({
        durationMs: 20036,
        audio: expect.objectContaining({ index: 0, codec: 'mp3' }),
        hasVideo: false,
      }),
    });
  });

  it('refuses a file without sound, with a reason the user reads', () => {
    expect(soundProblem(parseSoundProbe(fixtureText('no-audio-720p')))).toEqual({
      code: SoundProblemCode.NO_AUDIO_STREAM,
      message: 'The file has no audio track to transcribe.',
    });
  });

  it('refuses what ffprobe cannot read, and a duration of zero', () => {
    expect(soundProblem(parseSoundProbe(fixtureText('garbage')))).toEqual({
      code: SoundProblemCode.UNREADABLE,
      message: 'The file is empty or not an audio or video file.',
    });
    expect(soundProblem(parseSoundProbe('not json'))?.code).toBe(SoundProblemCode.UNREADABLE);
    const silent = fixtureJson('audio-only');
    silent.format.duration = '0.000000';
    for (const stream of silent.streams) delete stream.duration;
    expect(soundProblem(parseSoundProbe(JSON.stringify(silent)))).toEqual({
      code: SoundProblemCode.ZERO_DURATION,
      message: 'The media has a duration of zero.',
    });
  });
});

import { UnrecoverableError } from 'bullmq';
import {
  cutMomentJobData,
  detectObjectsJobData,
  detectScenesJobData,
  importRemoteVideoJobData,
  probeMediaJobData,
  processVideoJobData,
  transcribeMediaJobData,
  transcribeVideoJobData,
} from './job-data';

const valid = {
  videoId: 'b5e1c1f0-1111-4222-8333-944445555666',
  organizationId: 'a5e1c1f0-1111-4222-8333-944445555666',
  sourceKey: 'media/o/m/source/original.mp4',
  mediaPrefix: 'media/o/m/processed/',
  run: 0,
};

describe('processVideoJobData', () => {
  it('reads a well-formed payload', () => {
    expect(processVideoJobData({ ...valid, extra: true })).toEqual(valid);
  });

  it.each([
    [{ ...valid, videoId: '' }, 'videoId is ""'],
    [{ ...valid, run: 1.5 }, 'run is 1.5'],
    [{ ...valid, sourceKey: '../etc/passwd' }, 'sourceKey'],
    [{ ...valid, mediaPrefix: 'media/o/m/processed' }, 'mediaPrefix'],
    [{ ...valid, mediaPrefix: 'media/o/m/' }, 'mediaPrefix'],
    [null, 'data is null'],
  ])('fails a malformed payload without retry: %j', (data, message) => {
    expect(() => processVideoJobData(data)).toThrow(UnrecoverableError);
    expect(() => processVideoJobData(data)).toThrow(message);
  });
});

describe('importRemoteVideoJobData', () => {
  it('reads the URL (trimmed) and the origin', () => {
    expect(importRemoteVideoJobData({ ...valid, url: ' https://x.test/a.mp4 ', origin: 'REMOTE' })).toEqual({
      ...valid,
      url: 'https://x.test/a.mp4',
      origin: 'REMOTE',
    });
  });

  it('refuses a direct upload as an import', () => {
    expect(() => importRemoteVideoJobData({ ...valid, url: 'https://x.test', origin: 'DIRECT' })).toThrow(
      'origin is "DIRECT"',
    );
  });
});

describe('transcribeVideoJobData', () => {
  const video = {
    videoId: valid.videoId,
    organizationId: valid.organizationId,
    audioKey: 'media/o/m/processed/audio/audio.wav',
    durationMs: 3000,
    transcriptKey: 'media/o/m/processed/transcript/transcript.json',
    run: 1,
  };

  it('reads a payload, with or without audio', () => {
    expect(transcribeVideoJobData(video)).toEqual(video);
    expect(transcribeVideoJobData({ ...video, audioKey: null })).toEqual({ ...video, audioKey: null });
  });

  it.each([
    [{ ...video, audioKey: undefined }, 'audioKey is missing'],
    [{ ...video, durationMs: -1 }, 'durationMs is -1'],
    [{ ...video, transcriptKey: '/abs' }, 'transcriptKey'],
  ])('fails a malformed payload without retry: %j', (data, message) => {
    expect(() => transcribeVideoJobData(data)).toThrow(UnrecoverableError);
    expect(() => transcribeVideoJobData(data)).toThrow(message);
  });
});

describe('probeMediaJobData and transcribeMediaJobData', () => {
  const media = {
    transcriptionId: 'c5e1c1f0-1111-4222-8333-944445555666',
    organizationId: valid.organizationId,
    sourceKey: 'd2c/o/t/source/input.mp3',
  };

  it('read a D2C payload, the URL trimmed or null', () => {
    expect(probeMediaJobData({ ...media, url: ' https://x.test/a.mp3 ' })).toEqual({
      ...media,
      url: 'https://x.test/a.mp3',
    });
    expect(probeMediaJobData({ ...media, url: null })).toEqual({ ...media, url: null });
    const transcribe = { ...media, durationMs: 61_500, transcriptKey: 'd2c/o/t/transcript.json' };
    expect(transcribeMediaJobData(transcribe)).toEqual(transcribe);
  });

  it('fail a malformed one without retry', () => {
    expect(() => probeMediaJobData({ ...media, url: '' })).toThrow(UnrecoverableError);
    expect(() => transcribeMediaJobData({ ...media, transcriptKey: 'd2c/t.json' })).toThrow(
      'durationMs is missing',
    );
  });
});

describe('detectObjectsJobData', () => {
  const detect = {
    videoId: valid.videoId,
    organizationId: valid.organizationId,
    sourceKey: valid.sourceKey,
    durationMs: 12_000.4,
    outputPrefix: 'media/o/m/processed/objects/',
    run: 2,
  };

  it('reads a payload, the duration rounded', () => {
    expect(detectObjectsJobData(detect)).toEqual({ ...detect, durationMs: 12_000 });
  });

  it.each([
    [{ ...detect, outputPrefix: 'media/o/m/processed/objects' }, 'outputPrefix'],
    [{ ...detect, outputPrefix: 'media/o/m/' }, 'outputPrefix'],
    [{ ...detect, durationMs: -1 }, 'durationMs is -1'],
    [{ ...detect, run: undefined }, 'run is missing'],
  ])('fails a malformed payload without retry: %j', (data, message) => {
    expect(() => detectObjectsJobData(data)).toThrow(UnrecoverableError);
    expect(() => detectObjectsJobData(data)).toThrow(message);
  });
});

describe('cutMomentJobData', () => {
  const cut = {
    momentId: 'c5e1c1f0-1111-4222-8333-944445555666',
    videoId: valid.videoId,
    organizationId: valid.organizationId,
    sourceKey: valid.sourceKey,
    startMs: 2000,
    endMs: 7500,
    outputKey: 'downloads/moments/1790000000000-cut-moment-c5e1c1f0-2000-7500.mp4',
  };

  it('reads a payload', () => {
    expect(cutMomentJobData({ ...cut, extra: 1 })).toEqual(cut);
  });

  it.each([
    [{ ...cut, startMs: -1 }, 'startMs is -1'],
    [{ ...cut, startMs: 1.5 }, 'startMs is 1.5'],
    [{ ...cut, endMs: 2000 }, 'endMs is 2000'],
    [{ ...cut, outputKey: '../x.mp4' }, 'outputKey'],
    [{ ...cut, momentId: undefined }, 'momentId is missing'],
  ])('fails %j without retry', (data, message) => {
    expect(() => cutMomentJobData(data)).toThrow(UnrecoverableError);
    expect(() => cutMomentJobData(data)).toThrow(message);
  });
});

describe('detectScenesJobData', () => {
  const detect = {
    videoId: valid.videoId,
    organizationId: valid.organizationId,
    sourceKey: valid.sourceKey,
    durationMs: 9_000.6,
    run: 1,
  };

  it('reads a payload, the duration rounded', () => {
    expect(detectScenesJobData(detect)).toEqual({ ...detect, durationMs: 9_001 });
  });

  it.each([
    [{ ...detect, sourceKey: '../x' }, 'sourceKey'],
    [{ ...detect, durationMs: 'long' }, 'durationMs'],
    [{ ...detect, run: 1.5 }, 'run is 1.5'],
    [{ ...detect, videoId: ' ' }, 'videoId'],
  ])('fails a malformed payload without retry: %j', (data, message) => {
    expect(() => detectScenesJobData(data)).toThrow(UnrecoverableError);
    expect(() => detectScenesJobData(data)).toThrow(message);
  });
});

import { MalformedJobData } from './job-values';
import { cutMomentContract } from './moment-download';
import { detectObjectsContract } from './object-detection';
import { detectScenesContract } from './scene-detection';
import { probeMediaContract, transcribeMediaContract, transcribeVideoContract } from './transcription';
import { importRemoteVideoContract, processVideoContract } from './video-processing';

// The payloads as the consumer reads them: a malformed one is refused naming the field (the transcoder
// then fails the job without retry, jobs/job-runner.ts).
const valid = {
  videoId: 'b5e1c1f0-1111-4222-8333-944445555666',
  organizationId: 'a5e1c1f0-1111-4222-8333-944445555666',
  sourceKey: 'media/o/m/source/original.mp4',
  mediaPrefix: 'media/o/m/processed/',
  run: 0,
};

describe('processVideoContract.parseData', () => {
  it('reads a well-formed payload', () => {
    expect(processVideoContract.parseData({ ...valid, extra: true })).toEqual(valid);
  });

  it.each([
    [{ ...valid, videoId: '' }, 'videoId is ""'],
    [{ ...valid, run: 1.5 }, 'run is 1.5'],
    [{ ...valid, sourceKey: '../etc/passwd' }, 'sourceKey'],
    [{ ...valid, mediaPrefix: 'media/o/m/processed' }, 'mediaPrefix'],
    [{ ...valid, mediaPrefix: 'media/o/m/' }, 'mediaPrefix'],
    [null, 'data is null'],
  ])('fails a malformed payload naming the field: %j', (data, message) => {
    expect(() => processVideoContract.parseData(data)).toThrow(MalformedJobData);
    expect(() => processVideoContract.parseData(data)).toThrow(message);
  });
});

describe('importRemoteVideoContract.parseData', () => {
  it('reads the URL (trimmed) and the origin', () => {
    expect(
      importRemoteVideoContract.parseData({ ...valid, url: ' https://x.test/a.mp4 ', origin: 'REMOTE' }),
    ).toEqual({
      ...valid,
      url: 'https://x.test/a.mp4',
      origin: 'REMOTE',
    });
  });

  it('refuses a direct upload as an import', () => {
    expect(() =>
      importRemoteVideoContract.parseData({ ...valid, url: 'https://x.test', origin: 'DIRECT' }),
    ).toThrow('origin is "DIRECT"');
  });
});

describe('transcribeVideoContract.parseData', () => {
  const video = {
    videoId: valid.videoId,
    organizationId: valid.organizationId,
    audioKey: 'media/o/m/processed/audio/audio.wav',
    durationMs: 3000,
    transcriptKey: 'media/o/m/processed/transcript/transcript.json',
    run: 1,
  };

  it('reads a payload, with or without audio', () => {
    expect(transcribeVideoContract.parseData(video)).toEqual(video);
    expect(transcribeVideoContract.parseData({ ...video, audioKey: null })).toEqual({
      ...video,
      audioKey: null,
    });
  });

  it.each([
    [{ ...video, audioKey: undefined }, 'audioKey is missing'],
    [{ ...video, durationMs: -1 }, 'durationMs is -1'],
    [{ ...video, transcriptKey: '/abs' }, 'transcriptKey'],
  ])('fails a malformed payload naming the field: %j', (data, message) => {
    expect(() => transcribeVideoContract.parseData(data)).toThrow(MalformedJobData);
    expect(() => transcribeVideoContract.parseData(data)).toThrow(message);
  });
});

describe('the D2C payloads', () => {
  const media = {
    transcriptionId: 'c5e1c1f0-1111-4222-8333-944445555666',
    organizationId: valid.organizationId,
    sourceKey: 'd2c/o/t/source/input.mp3',
  };

  it('read a D2C payload, the URL trimmed or null', () => {
    expect(probeMediaContract.parseData({ ...media, url: ' https://x.test/a.mp3 ' })).toEqual({
      ...media,
      url: 'https://x.test/a.mp3',
    });
    expect(probeMediaContract.parseData({ ...media, url: null })).toEqual({ ...media, url: null });
    const transcribe = { ...media, durationMs: 61_500, transcriptKey: 'd2c/o/t/transcript.json' };
    expect(transcribeMediaContract.parseData(transcribe)).toEqual(transcribe);
  });

  it('fail a malformed one naming the field', () => {
    expect(() => probeMediaContract.parseData({ ...media, url: '' })).toThrow(MalformedJobData);
    expect(() => transcribeMediaContract.parseData({ ...media, transcriptKey: 'd2c/t.json' })).toThrow(
      'durationMs is missing',
    );
  });
});

describe('detectObjectsContract.parseData', () => {
  const detect = {
    videoId: valid.videoId,
    organizationId: valid.organizationId,
    sourceKey: valid.sourceKey,
    durationMs: 12_000.4,
    outputPrefix: 'media/o/m/processed/objects/',
    run: 2,
  };

  it('reads a payload, the duration rounded', () => {
    expect(detectObjectsContract.parseData(detect)).toEqual({ ...detect, durationMs: 12_000 });
  });

  it.each([
    [{ ...detect, outputPrefix: 'media/o/m/processed/objects' }, 'outputPrefix'],
    [{ ...detect, outputPrefix: 'media/o/m/' }, 'outputPrefix'],
    [{ ...detect, durationMs: -1 }, 'durationMs is -1'],
    [{ ...detect, run: undefined }, 'run is missing'],
  ])('fails a malformed payload naming the field: %j', (data, message) => {
    expect(() => detectObjectsContract.parseData(data)).toThrow(MalformedJobData);
    expect(() => detectObjectsContract.parseData(data)).toThrow(message);
  });
});

describe('cutMomentContract.parseData', () => {
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
    expect(cutMomentContract.parseData({ ...cut, extra: 1 })).toEqual(cut);
  });

  it.each([
    [{ ...cut, startMs: -1 }, 'startMs is -1'],
    [{ ...cut, startMs: 1.5 }, 'startMs is 1.5'],
    [{ ...cut, endMs: 2000 }, 'endMs is 2000'],
    [{ ...cut, outputKey: '../x.mp4' }, 'outputKey'],
    [{ ...cut, momentId: undefined }, 'momentId is missing'],
  ])('fails %j naming the field', (data, message) => {
    expect(() => cutMomentContract.parseData(data)).toThrow(MalformedJobData);
    expect(() => cutMomentContract.parseData(data)).toThrow(message);
  });
});

describe('detectScenesContract.parseData', () => {
  const detect = {
    videoId: valid.videoId,
    organizationId: valid.organizationId,
    sourceKey: valid.sourceKey,
    durationMs: 9_000.6,
    run: 1,
  };

  it('reads a payload, the duration rounded', () => {
    expect(detectScenesContract.parseData(detect)).toEqual({ ...detect, durationMs: 9_001 });
  });

  it.each([
    [{ ...detect, sourceKey: '../x' }, 'sourceKey'],
    [{ ...detect, durationMs: 'long' }, 'durationMs'],
    [{ ...detect, run: 1.5 }, 'run is 1.5'],
    [{ ...detect, videoId: ' ' }, 'videoId'],
  ])('fails a malformed payload naming the field: %j', (data, message) => {
    expect(() => detectScenesContract.parseData(data)).toThrow(MalformedJobData);
    expect(() => detectScenesContract.parseData(data)).toThrow(message);
  });
});

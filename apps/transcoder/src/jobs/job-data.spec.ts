import { UnrecoverableError } from 'bullmq';
import { importRemoteVideoJobData, processVideoJobData } from './job-data';

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

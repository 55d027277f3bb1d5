import { JobName, jobIdFor } from '@framehouse/domain';
import {
  failureReasonText,
  parseImportRemoteVideoResult,
  parseProcessVideoProgress,
  parseProcessVideoResult,
  parseVideoJobId,
} from './processing-events';

const VIDEO = '0b7c6a8e-3f0e-4c59-9d1a-6a4f0f6f7c11';
const rendition = {
  name: '360p',
  width: 640,
  height: 360,
  bandwidth: 900000,
  codecs: 'avc1.64001e,mp4a.40.2',
  playlistKey: 'media/o/m/processed/hls/360p/index.m3u8',
  complete: false,
};

describe('parseVideoJobId', () => {
  it('reads the ids jobIdFor makes', () => {
    expect(parseVideoJobId(jobIdFor(JobName.PROCESS_VIDEO, VIDEO, 0))).toEqual({
      name: JobName.PROCESS_VIDEO,
      videoId: VIDEO,
      run: 0,
    });
    expect(parseVideoJobId(jobIdFor(JobName.IMPORT_REMOTE_VIDEO, VIDEO, 12))).toEqual({
      name: JobName.IMPORT_REMOTE_VIDEO,
      videoId: VIDEO,
      run: 12,
    });
  });

  it('ignores other ids', () => {
    for (const id of ['1', `process-video-${VIDEO}`, `transcribe-${VIDEO}-0`, `process-video-x-0`]) {
      expect(parseVideoJobId(id)).toBeNull();
    }
  });
});

describe('progress and results', () => {
  it('reads a progress, dropping malformed renditions', () => {
    expect(
      parseProcessVideoProgress({
        stage: 'transcoding',
        percent: 42.5,
        durationMs: 3000,
        masterKey: 'media/o/m/processed/hls/master.m3u8',
        renditions: [rendition, { name: 'broken' }],
      }),
    ).toEqual({
      stage: 'transcoding',
      percent: 42.5,
      durationMs: 3000,
      width: undefined,
      height: undefined,
      masterKey: 'media/o/m/processed/hls/master.m3u8',
      renditions: [{ ...rendition, averageBandwidth: undefined, frameRate: undefined }],
    });
    expect(parseProcessVideoProgress(17)).toBeNull();
    expect(parseProcessVideoProgress({ percent: 'half' })).toBeNull();
  });

  it('reads a result, as an object or as JSON text', () => {
    const result = {
      durationMs: 3000,
      width: 640,
      height: 360,
      masterKey: 'm.m3u8',
      renditions: [rendition],
      posterKey: 'poster.jpg',
      thumbnailKeys: ['t1.jpg', 't2.jpg', 5],
      storyboard: { spriteKey: 's.jpg', vttKey: 's.vtt' },
      audioKey: null,
    };
    const expected = {
      ...result,
      renditions: [{ ...rendition, averageBandwidth: undefined, frameRate: undefined }],
      thumbnailKeys: ['t1.jpg', 't2.jpg'],
    };
    expect(parseProcessVideoResult(result)).toEqual(expected);
    expect(parseProcessVideoResult(JSON.stringify(result))).toEqual(expected);
    expect(parseProcessVideoResult({ ...result, masterKey: undefined })).toBeNull();
    expect(parseProcessVideoResult('not json')).toBeNull();
  });

  it('reads an import title and size when there are', () => {
    expect(parseImportRemoteVideoResult({ title: 'Launch', size: 1234, sourceKey: 'k' })).toEqual({
      title: 'Launch',
      size: 1234,
    });
    expect(parseImportRemoteVideoResult({ title: null, size: -1 })).toEqual({});
    expect(parseImportRemoteVideoResult(null)).toEqual({});
  });

  it('keeps one bounded line of a failure reason', () => {
    expect(failureReasonText('The file has no video stream.\n    at probe (x.ts:1)')).toBe(
      'The file has no video stream.',
    );
    expect(failureReasonText(undefined)).toBe('Video processing failed');
    expect(failureReasonText('x'.repeat(5000))).toHaveLength(1000);
  });
});

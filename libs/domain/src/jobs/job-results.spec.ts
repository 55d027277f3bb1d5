import { rollUpAnalyticsContract } from './analytics';
import { MomentCutMode, cutMomentContract } from './moment-download';
import { exportMp4Contract } from './mp4-export';
import { detectObjectsContract } from './object-detection';
import { detectScenesContract } from './scene-detection';
import { probeMediaContract, transcribeMediaContract, transcribeVideoContract } from './transcription';
import { importRemoteVideoContract, processVideoContract } from './video-processing';

// Results and progress reports as the producer reads them back: each value checked, a malformed
// whole is null, a malformed part is left out.

const rendition = {
  name: '360p',
  width: 640,
  height: 360,
  bandwidth: 900000,
  codecs: 'avc1.64001e,mp4a.40.2',
  playlistKey: 'media/o/m/processed/hls/360p/index.m3u8',
  complete: false,
};

describe('process-video', () => {
  it('reads a progress, dropping malformed renditions', () => {
    expect(
      processVideoContract.parseProgress({
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
    expect(processVideoContract.parseProgress(17)).toBeNull();
    expect(processVideoContract.parseProgress({ percent: 'half' })).toBeNull();
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
    expect(processVideoContract.parseResult(result)).toEqual(expected);
    expect(processVideoContract.parseResult(JSON.stringify(result))).toEqual(expected);
    expect(processVideoContract.parseResult({ ...result, masterKey: undefined })).toBeNull();
    expect(processVideoContract.parseResult('not json')).toBeNull();
  });

  it('reads an import title and size when there are', () => {
    expect(importRemoteVideoContract.parseResult({ title: 'Launch', size: 1234, sourceKey: 'k' })).toEqual({
      title: 'Launch',
      size: 1234,
    });
    expect(importRemoteVideoContract.parseResult({ title: null, size: -1 })).toEqual({});
    expect(importRemoteVideoContract.parseResult(null)).toEqual({});
  });
});

describe('the transcription jobs', () => {
  it('read a probe result, as an object or as JSON text', () => {
    expect(probeMediaContract.parseResult({ durationMs: 3000.4, size: 1234 })).toEqual({
      durationMs: 3000,
      size: 1234,
    });
    expect(probeMediaContract.parseResult('{"durationMs":10,"size":2}')).toEqual({ durationMs: 10, size: 2 });
    expect(probeMediaContract.parseResult({ durationMs: -1, size: 2 })).toBeNull();
    expect(probeMediaContract.parseResult({ durationMs: 10 })).toBeNull();
    expect(probeMediaContract.parseResult('nope')).toBeNull();
  });

  it('read a transcription result, bounding what the API stores', () => {
    const result = {
      transcriptKey: 'd2c/o/t/transcript.json',
      languageCode: 'en-US',
      engine: 'pocketsphinx',
      durationMs: 3000,
      segmentCount: 2,
      realtimeFactor: 0.4,
    };
    expect(transcribeMediaContract.parseResult(result)).toEqual(result);
    expect(transcribeVideoContract.parseResult(JSON.stringify(result))).toEqual(result);
    expect(
      transcribeMediaContract.parseResult({ transcriptKey: 'k', engine: 'e'.repeat(300) }),
    ).toMatchObject({ languageCode: '', engine: 'e'.repeat(255) });
    expect(transcribeVideoContract.parseResult({ transcriptKey: '' })).toBeNull();
    expect(transcribeMediaContract.parseResult({ languageCode: 'en-US' })).toBeNull();
    expect(transcribeVideoContract.parseResult(null)).toBeNull();
  });

  it('read progress', () => {
    expect(transcribeMediaContract.parseProgress({ percent: 42 })).toEqual({ percent: 42 });
    expect(transcribeVideoContract.parseProgress('{"percent":420}')).toEqual({ percent: 100 });
    expect(transcribeMediaContract.parseProgress({ percent: -1 })).toBeNull();
    expect(transcribeMediaContract.parseProgress(7)).toBeNull();
  });
});

describe('detect-objects', () => {
  const box = { x: 0.1, y: 0.2, width: 0.3, height: 0.4 };

  it('keeps the well-formed objects, their scores capped', () => {
    const result = {
      model: 'centernet-mobilenetv3',
      framesSampled: 10,
      intervalMs: 1000,
      coveredMs: 10_000,
      objects: [
        { category: 'DOG', startMs: 3000.4, endMs: 99_000, score: 1.2, box, thumbnailKey: 'o/002-dog.jpg' },
        { category: 'CAT', startMs: 0, endMs: 1000, box },
        { category: 'UNICORN', startMs: 0, endMs: 1000, score: 0.9, box },
        { category: 'CAR', startMs: 0, endMs: 1000, score: 0.9, box: { ...box, x: 2 } },
        { category: 'CAR', startMs: -1, endMs: 1000, score: 0.9, box },
        'nonsense',
      ],
    };
    expect(detectObjectsContract.parseResult(JSON.stringify(result))).toEqual({
      ...result,
      objects: [
        { category: 'DOG', startMs: 3000, endMs: 99_000, score: 1, box, thumbnailKey: 'o/002-dog.jpg' },
        { category: 'CAT', startMs: 0, endMs: 1000, score: 0, box, thumbnailKey: '' },
      ],
    });
    expect(detectObjectsContract.parseResult({ objects: 'none' })).toBeNull();
    expect(detectObjectsContract.parseResult(undefined)).toBeNull();
  });

  it('reads a percent', () => {
    expect(detectObjectsContract.parseProgress('{"percent":140}')).toEqual({ percent: 100 });
    expect(detectObjectsContract.parseProgress(null)).toBeNull();
  });
});

describe('detect-scenes', () => {
  it('keeps the well-formed changes, in order, once each', () => {
    const result = {
      threshold: 0.4,
      changes: [
        { timeMs: 8000.4, score: 0.9 },
        { timeMs: 3000, score: 1.5 },
        { timeMs: 5000, score: 'high' },
        { timeMs: 8000, score: 0.5 },
        'x',
      ],
    };
    const expected = {
      threshold: 0.4,
      changes: [
        { timeMs: 3000, score: 1 },
        { timeMs: 8000, score: 0.5 },
      ],
    };
    expect(detectScenesContract.parseResult(result)).toEqual(expected);
    expect(detectScenesContract.parseResult(JSON.stringify(result))).toEqual(expected);
    expect(detectScenesContract.parseResult({ changes: 'none' })).toBeNull();
    expect(detectScenesContract.parseResult(null)).toBeNull();
  });
});

describe('cut-moment and export-mp4', () => {
  const cut = { outputKey: 'downloads/moments/1-cut.mp4', size: 1234, mode: MomentCutMode.COPY };

  it('read a result that names its file', () => {
    expect(cutMomentContract.parseResult(cut)).toEqual(cut);
    for (const broken of [null, 'x', { ...cut, size: '1' }, { ...cut, mode: 'FAST' }, { size: 1 }]) {
      expect(cutMomentContract.parseResult(broken)).toBeNull();
    }
    expect(exportMp4Contract.parseResult({ outputKey: 'media/x.mp4', size: 10 })).toEqual({
      outputKey: 'media/x.mp4',
      size: 10,
    });
    expect(exportMp4Contract.parseResult({ outputKey: '', size: 10 })).toBeNull();
  });
});

describe('rollUpAnalyticsContract', () => {
  it('reads a run’s counts, and nothing from a malformed result', () => {
    const result = { entries: 3, events: 40, caughtUp: true };
    expect(rollUpAnalyticsContract.parseResult(JSON.stringify(result))).toEqual(result);
    expect(rollUpAnalyticsContract.parseResult({ entries: 1, events: 2 })).toEqual({
      entries: 1,
      events: 2,
      caughtUp: false,
    });
    expect(rollUpAnalyticsContract.parseResult({ entries: -1, events: 2 })).toBeNull();
    expect(rollUpAnalyticsContract.parseData({})).toEqual({});
    expect(() => rollUpAnalyticsContract.parseData(null)).toThrow('data is null');
  });
});

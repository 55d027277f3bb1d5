import { JobName, jobIdFor } from '@framehouse/domain';
import {
  parseD2CJobId,
  parseProbeMediaResult,
  parseTranscriptionJobResult,
  parseTranscriptionProgress,
} from './d2c-job-events';

const ID = '0b7c6a8e-3f0e-4c59-9d1a-6a4f0f6f7c11';

describe('parseD2CJobId', () => {
  it('reads the ids jobIdFor makes for the D2C steps', () => {
    expect(parseD2CJobId(jobIdFor(JobName.PROBE_MEDIA, ID))).toEqual({
      name: JobName.PROBE_MEDIA,
      transcriptionId: ID,
    });
    expect(parseD2CJobId(jobIdFor(JobName.TRANSCRIBE_MEDIA, ID))).toEqual({
      name: JobName.TRANSCRIBE_MEDIA,
      transcriptionId: ID,
    });
  });

  it('ignores the other jobs of the queue and anything else', () => {
    for (const id of [
      jobIdFor(JobName.TRANSCRIBE_VIDEO, ID, 0),
      jobIdFor(JobName.PROBE_MEDIA, ID, 1),
      `probe-media-not-a-uuid`,
      '42',
    ]) {
      expect(parseD2CJobId(id)).toBeNull();
    }
  });
});

describe('results and progress', () => {
  it('reads a probe result, as an object or as JSON text', () => {
    expect(parseProbeMediaResult({ durationMs: 3000.4, size: 1234 })).toEqual({
      durationMs: 3000,
      size: 1234,
    });
    expect(parseProbeMediaResult('{"durationMs":10,"size":2}')).toEqual({ durationMs: 10, size: 2 });
    expect(parseProbeMediaResult({ durationMs: -1, size: 2 })).toBeNull();
    expect(parseProbeMediaResult({ durationMs: 10 })).toBeNull();
    expect(parseProbeMediaResult('nope')).toBeNull();
  });

  it('reads a transcription result, bounding what it stores', () => {
    expect(
      parseTranscriptionJobResult({
        transcriptKey: 'd2c/o/t/transcript.json',
        languageCode: 'en-US',
        engine: 'pocketsphinx',
        durationMs: 3000,
        segmentCount: 2,
        realtimeFactor: 0.4,
      }),
    ).toEqual({
      transcriptKey: 'd2c/o/t/transcript.json',
      languageCode: 'en-US',
      engine: 'pocketsphinx',
      durationMs: 3000,
      segmentCount: 2,
      realtimeFactor: 0.4,
    });
    expect(parseTranscriptionJobResult({ transcriptKey: 'k', engine: 'e'.repeat(300) })).toMatchObject({
      languageCode: '',
      engine: 'e'.repeat(255),
    });
    expect(parseTranscriptionJobResult({ languageCode: 'en-US' })).toBeNull();
  });

  it('reads progress', () => {
    expect(parseTranscriptionProgress({ percent: 42 })).toEqual({ percent: 42 });
    expect(parseTranscriptionProgress({ percent: 420 })).toEqual({ percent: 100 });
    expect(parseTranscriptionProgress(7)).toBeNull();
  });
});

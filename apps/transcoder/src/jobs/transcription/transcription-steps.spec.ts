import { transcriptionResult } from './transcription-steps';

describe('transcriptionResult', () => {
  it('reports the transcript and the realtime factor (processing time over media duration)', () => {
    const transcript = { languageCode: 'en-US', engine: 'pocketsphinx', durationMs: 60_000, segments: [] };
    expect(transcriptionResult(transcript, 'media/o/m/transcript.json', 21_345)).toEqual({
      transcriptKey: 'media/o/m/transcript.json',
      languageCode: 'en-US',
      engine: 'pocketsphinx',
      durationMs: 60_000,
      segmentCount: 0,
      realtimeFactor: 0.356,
    });
    expect(transcriptionResult({ ...transcript, durationMs: 0 }, 'k.json', 10).realtimeFactor).toBe(0);
  });
});

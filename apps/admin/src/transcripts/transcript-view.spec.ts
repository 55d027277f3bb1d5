import { segmentHeading, timestampSeconds, transcriptWords } from './transcript-view';

describe('transcriptWords', () => {
  it('makes words clickable to their start and attaches punctuation to the word before', () => {
    expect(
      transcriptWords([
        { id: 's:0', startTimestamp: '00:00:01.500', token: 'Hello', tokenType: 'PRONUNCIATION' },
        { id: 's:1', startTimestamp: '00:00:01.900', token: ',', tokenType: 'PUNCTUATION' },
        { id: 's:2', startTimestamp: '00:01:05.250', token: 'world', tokenType: 'PRONUNCIATION' },
      ]),
    ).toEqual([
      { id: 's:0', text: 'Hello', seekTo: 1.5, spaceBefore: false },
      { id: 's:1', text: ',', seekTo: null, spaceBefore: false },
      { id: 's:2', text: 'world', seekTo: 65.25, spaceBefore: true },
    ]);
  });
});

describe('segmentHeading', () => {
  it('shows spk_N as Speaker N+1 and the time range', () => {
    expect(
      segmentHeading({ speakerLabel: 'spk_0', startTimestamp: '00:00:05.100', endTimestamp: '00:01:09.900' }),
    ).toEqual({ speaker: 'Speaker 1', range: '00:05 – 01:09' });
  });
});

describe('timestampSeconds', () => {
  it('reads the timestamp fields, and 0 for what is not one', () => {
    expect(timestampSeconds('01:00:00.001')).toBeCloseTo(3600.001);
    expect(timestampSeconds('nonsense')).toBe(0);
  });
});

import { parseStoryboardVtt, storyboardCueAt } from './storyboard';

const VTT_URL = 'https://api.example.com/media/hls/v1/grant/storyboard.vtt';

const vtt = [
  'WEBVTT',
  '',
  '00:00:00.000 --> 00:00:02.000',
  'https://cdn.example.com/storyboard.jpg?sig=abc#xywh=0,0,160,90',
  '',
  '00:00:02.000 --> 00:00:04.000',
  'https://cdn.example.com/storyboard.jpg?sig=abc#xywh=160,0,160,90',
  '',
  '00:00:04.000 --> 00:00:05.500',
  'https://cdn.example.com/storyboard.jpg?sig=abc#xywh=0,90,160,90',
  '',
].join('\n');

describe('parseStoryboardVtt', () => {
  it('reads each cue’s time range and sprite rectangle', () => {
    const cues = parseStoryboardVtt(vtt, VTT_URL);
    expect(cues).toHaveLength(3);
    expect(cues[2]).toEqual({
      start: 4,
      end: 5.5,
      imageUrl: 'https://cdn.example.com/storyboard.jpg?sig=abc',
      x: 0,
      y: 90,
      width: 160,
      height: 90,
    });
  });

  it('resolves a relative sprite beside the VTT, as the transcoder stores it', () => {
    const [cue] = parseStoryboardVtt(
      'WEBVTT\n\n00:00.000 --> 00:02.000\nstoryboard.jpg#xywh=0,0,160,90\n',
      VTT_URL,
    );
    expect(cue.imageUrl).toBe('https://api.example.com/media/hls/v1/grant/storyboard.jpg');
    expect(cue.end).toBe(2);
  });

  it('skips cues without a rectangle and reads CRLF files', () => {
    const text =
      'WEBVTT\r\n\r\n1\r\n00:00:00.000 --> 00:00:01.000\r\nsprite.jpg\r\n\r\n2\r\n00:00:01.000 --> 00:00:02.000\r\nsprite.jpg#xywh=1,2,3,4\r\n';
    const cues = parseStoryboardVtt(text, VTT_URL);
    expect(cues).toHaveLength(1);
    expect(cues[0]).toMatchObject({ start: 1, x: 1, y: 2, width: 3, height: 4 });
  });

  it('gives nothing for a file that is not a storyboard', () => {
    expect(parseStoryboardVtt('<html></html>', VTT_URL)).toEqual([]);
  });
});

describe('storyboardCueAt', () => {
  const cues = parseStoryboardVtt(vtt, VTT_URL);

  it('finds the tile covering a time, the later one at a boundary', () => {
    expect(storyboardCueAt(cues, 0)?.x).toBe(0);
    expect(storyboardCueAt(cues, 2)?.x).toBe(160);
    expect(storyboardCueAt(cues, 4.9)?.y).toBe(90);
  });

  it('keeps the last tile past the end and has none before the first', () => {
    expect(storyboardCueAt(cues, 60)?.y).toBe(90);
    expect(storyboardCueAt([], 1)).toBeUndefined();
    expect(storyboardCueAt(cues.slice(1), 1)).toBeUndefined();
  });
});

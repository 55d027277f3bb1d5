import { TokenType } from '../enums/transcript';
import {
  CAPTION_CUE_MAX_MS,
  CAPTION_LINE_MAX_CHARS,
  srtTime,
  tokensToText,
  transcriptToCues,
  transcriptToSrt,
  transcriptToWebVtt,
  webVttTime,
} from './transcript-formats';
import type { TranscriptDocument, TranscriptSegment, TranscriptToken } from './transcription';

const word = (token: string, startTimestamp: number, endTimestamp: number): TranscriptToken => ({
  token,
  tokenType: TokenType.PRONUNCIATION,
  startTimestamp,
  endTimestamp,
});
const mark = (token: string, at: number): TranscriptToken => ({
  token,
  tokenType: TokenType.PUNCTUATION,
  startTimestamp: at,
  endTimestamp: at,
});

/** Words of `text` spoken one after the other, `step` ms each, from `start`. */
function spoken(text: string, start: number, step = 300, speakerLabel = 'spk_0'): TranscriptSegment {
  const tokens = text
    .split(' ')
    .map((token, index) => word(token, start + index * step, start + (index + 1) * step));
  return { speakerLabel, startTimestamp: start, endTimestamp: start + tokens.length * step, tokens };
}

const doc = (segments: TranscriptSegment[]): TranscriptDocument => ({
  languageCode: 'en-US',
  engine: 'test',
  durationMs: 600_000,
  segments,
});

describe('tokensToText', () => {
  it('separates words by spaces and attaches punctuation to its word', () => {
    expect(
      tokensToText([
        word('Hello', 0, 1),
        mark(',', 1),
        word('world', 2, 3),
        mark('!', 3),
        mark('(', 4),
        word('yes', 5, 6),
        mark(')', 6),
      ]),
    ).toBe('Hello, world! (yes)');
  });

  it('skips empty tokens and starts without a separator', () => {
    expect(tokensToText([mark('¿', 0), word(' ', 0, 1), word('Qué', 1, 2), mark('?', 2)])).toBe('¿Qué?');
    expect(tokensToText([])).toBe('');
  });
});

describe('cue times', () => {
  it('writes WebVTT and SRT clock times', () => {
    expect(webVttTime(0)).toBe('00:00:00.000');
    expect(webVttTime(3_723_456)).toBe('01:02:03.456');
    expect(srtTime(3_723_456)).toBe('01:02:03,456');
    expect(srtTime(-5)).toBe('00:00:00,000');
  });
});

describe('transcriptToCues', () => {
  it('keeps a short segment as one cue with its times', () => {
    expect(transcriptToCues(doc([spoken('hello there', 1000)]))).toEqual([
      { startMs: 1000, endMs: 1600, text: 'hello there', speaker: null },
    ]);
  });

  it('never joins two segments into one cue', () => {
    const cues = transcriptToCues(doc([spoken('one two', 0), spoken('three four', 700)]));
    expect(cues.map((cue) => cue.text)).toEqual(['one two', 'three four']);
  });

  it('cuts a long segment at word boundaries into cues of at most two readable lines', () => {
    const text = Array.from({ length: 60 }, (_, index) => `word${index}`).join(' ');
    const cues = transcriptToCues(doc([spoken(text, 0, 100)]));
    expect(cues.length).toBeGreaterThan(1);
    expect(cues.map((cue) => cue.text.replace('\n', ' ')).join(' ')).toBe(text);
    for (const cue of cues) {
      const lines = cue.text.split('\n');
      expect(lines.length).toBeLessThanOrEqual(2);
      for (const line of lines) expect(line.length).toBeLessThanOrEqual(CAPTION_LINE_MAX_CHARS);
    }
  });

  it('cuts a slow segment before a cue stays on screen too long', () => {
    const cues = transcriptToCues(doc([spoken('a b c d e f g h i j', 0, 2000)]));
    expect(cues.length).toBeGreaterThan(1);
    for (const cue of cues) expect(cue.endMs - cue.startMs).toBeLessThanOrEqual(CAPTION_CUE_MAX_MS);
  });

  it('keeps punctuation with its word at a cut', () => {
    const words = Array.from({ length: 20 }, () => 'abcd');
    const segment = spoken(words.join(' '), 0, 100);
    segment.tokens.splice(17, 0, mark('.', 1700));
    const cues = transcriptToCues(doc([segment]));
    expect(cues.every((cue) => !cue.text.startsWith('.'))).toBe(true);
  });

  it('names speakers only when there is more than one', () => {
    expect(transcriptToCues(doc([spoken('hi', 0)]))[0]?.speaker).toBeNull();
    const cues = transcriptToCues(doc([spoken('hi', 0), spoken('hello', 1000, 300, 'spk_1')]));
    expect(cues.map((cue) => cue.speaker)).toEqual(['Speaker 1', 'Speaker 2']);
  });

  it('gives no cue to a segment without words, and none to an empty transcript', () => {
    expect(
      transcriptToCues(doc([{ speakerLabel: 'spk_0', startTimestamp: 0, endTimestamp: 10, tokens: [] }])),
    ).toEqual([]);
    expect(transcriptToCues(doc([]))).toEqual([]);
  });

  it('gives every cue a duration and keeps cues from overlapping', () => {
    const cues = transcriptToCues(
      doc([
        { speakerLabel: 'spk_0', startTimestamp: 500, endTimestamp: 500, tokens: [word('blink', 500, 500)] },
        { speakerLabel: 'spk_0', startTimestamp: 500, endTimestamp: 900, tokens: [word('next', 500, 900)] },
      ]),
    );
    expect(cues[0]?.endMs).toBeGreaterThan(cues[0]?.startMs as number);
    expect(cues[1]?.startMs).toBeGreaterThanOrEqual(cues[0]?.endMs as number);
  });
});

describe('transcriptToWebVtt', () => {
  it('writes a WebVTT file of the cues', () => {
    expect(transcriptToWebVtt(doc([spoken('hello there', 1000), spoken('general', 2000)]))).toBe(
      'WEBVTT\n\n00:00:01.000 --> 00:00:01.600\nhello there\n\n00:00:02.000 --> 00:00:02.300\ngeneral\n',
    );
  });

  it('escapes markup and carries voices with several speakers', () => {
    const segment: TranscriptSegment = {
      speakerLabel: 'spk_1',
      startTimestamp: 0,
      endTimestamp: 900,
      tokens: [word('a<b', 0, 300), word('-->', 300, 600), word('&c', 600, 900)],
    };
    expect(transcriptToWebVtt(doc([spoken('hi', 1000), segment]))).toContain(
      '<v Speaker 2>a&lt;b --&gt; &amp;c</v>',
    );
  });

  it('writes only the signature for an empty transcript', () => {
    expect(transcriptToWebVtt(doc([]))).toBe('WEBVTT\n');
  });
});

describe('transcriptToSrt', () => {
  it('numbers the cues and uses SRT times', () => {
    expect(transcriptToSrt(doc([spoken('hello there', 1000), spoken('general', 2000)]))).toBe(
      '1\n00:00:01,000 --> 00:00:01,600\nhello there\n\n2\n00:00:02,000 --> 00:00:02,300\ngeneral\n',
    );
    expect(transcriptToSrt(doc([]))).toBe('');
  });
});

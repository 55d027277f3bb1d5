import { CAPTION_MAX_BYTES, ErrorCode, transcriptToWebVtt, TokenType } from '@framehouse/domain';
import { isCaptionFile, readCaptionFile } from './caption-file';

const b64 = (text: string | Buffer) => Buffer.from(text).toString('base64');
const MALFORMED = {
  code: ErrorCode.MALFORMED_CAPTION,
  message: 'File cold not be parsed. Make sure it is in the correct format.',
};

describe('readCaptionFile', () => {
  it('reads a WebVTT file and counts its cues', () => {
    const file = readCaptionFile(
      b64('WEBVTT\n\n00:00.000 --> 00:01.500\nHello\n\n00:02.000 --> 00:03.000\nWorld\n'),
    );
    expect(isCaptionFile(file)).toBe(true);
    expect(file).toMatchObject({ cueCount: 2, text: expect.stringContaining('Hello') });
  });

  it('takes a data URL, a byte order mark and header lines under the signature', () => {
    const text =
      '\uFEFFWEBVTT\nKind: captions\nLanguage: en\n\n1\n00:00:00.000 --> 00:00:01.000 align:start\n<v Bob>Hi</v>\n';
    const file = readCaptionFile(`data:text/vtt;base64,${b64(text)}`);
    expect(isCaptionFile(file) && file.text.startsWith('WEBVTT')).toBe(true);
  });

  it.each([
    ['an empty file', ''],
    ['only the signature', 'WEBVTT\n'],
    ['no signature', '00:00.000 --> 00:01.000\nHello\n'],
    ['an SRT file', '1\n00:00:00,000 --> 00:00:01,000\nHello\n'],
    ['a broken timing line', 'WEBVTT\n\n00:00.000 -> 00:01.000\nHello\n'],
    ['a cue ending before it starts', 'WEBVTT\n\n00:02.000 --> 00:01.000\nHello\n'],
    ['binary data', Buffer.from([0x57, 0x45, 0x42, 0x56, 0x54, 0x54, 0x0a, 0x00, 0x01])],
  ])('refuses %s as malformed', (_, content) => {
    expect(readCaptionFile(b64(content))).toEqual(MALFORMED);
  });

  it('refuses text that is not UTF-8', () => {
    const latin1 = Buffer.from('WEBVTT\n\n00:00.000 --> 00:01.000\nCaf\xe9\n', 'latin1');
    expect(readCaptionFile(latin1.toString('base64'))).toEqual(MALFORMED);
  });

  it('refuses what is not base64, and files over the limit before decoding', () => {
    expect(readCaptionFile('#not base64#')).toEqual({
      code: ErrorCode.VALIDATION_ERROR,
      message: 'File conversion failed. Try to upload again.',
    });
    expect(readCaptionFile(b64(Buffer.alloc(CAPTION_MAX_BYTES + 10, 'a')))).toMatchObject({
      code: ErrorCode.BASE64_DATA_SIZE,
    });
  });

  it('reads the SYSTEM captions made from a transcript without an error', () => {
    const vtt = transcriptToWebVtt({
      languageCode: 'en-US',
      engine: 'test',
      durationMs: 5000,
      segments: [0, 1].map((speaker) => ({
        speakerLabel: `spk_${speaker}`,
        startTimestamp: speaker * 2000,
        endTimestamp: speaker * 2000 + 1500,
        tokens: [
          {
            token: 'a<b&c',
            tokenType: TokenType.PRONUNCIATION,
            startTimestamp: speaker * 2000,
            endTimestamp: speaker * 2000 + 1000,
          },
          {
            token: '.',
            tokenType: TokenType.PUNCTUATION,
            startTimestamp: speaker * 2000 + 1000,
            endTimestamp: speaker * 2000 + 1000,
          },
        ],
      })),
    });
    expect(readCaptionFile(b64(vtt))).toMatchObject({ cueCount: 2 });
  });
});

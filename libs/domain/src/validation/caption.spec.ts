import { ErrorCode } from '../errors/error-code';
import {
  canonicalLanguageCode,
  CAPTION_MAX_BYTES,
  checkBase64Caption,
  languageName,
  validateLanguageCode,
} from './caption';
import { validateCaptionFileName } from './video';

describe('caption languages', () => {
  it('canonicalizes BCP 47 tags and refuses anything else', () => {
    expect(canonicalLanguageCode('en-us')).toBe('en-US');
    expect(canonicalLanguageCode(' DE ')).toBe('de');
    expect(canonicalLanguageCode('zh-hant-tw')).toBe('zh-Hant-TW');
    for (const value of ['', '  ', 'english please', 'e', 'x'.repeat(40), null, undefined]) {
      expect(canonicalLanguageCode(value)).toBeUndefined();
    }
    expect(validateLanguageCode('fr')).toBeUndefined();
    expect(validateLanguageCode('??')).toBe('Choose a valid language.');
  });

  it('names languages for people', () => {
    expect(languageName('en-US')).toBe('English (United States)');
    expect(languageName('de')).toBe('German');
    expect(languageName('not a code')).toBe('not a code');
  });
});

describe('caption files', () => {
  it('accepts only .vtt names, with the spec message', () => {
    expect(validateCaptionFileName('English.VTT')).toBeUndefined();
    expect(validateCaptionFileName('english.srt')).toBe('Unsupported file extension: ".srt"');
    expect(validateCaptionFileName('captions')).toBe('Unsupported file extension: ""');
  });

  it('checks base64 text and the size before decoding', () => {
    expect(checkBase64Caption(Buffer.from('WEBVTT\n').toString('base64'))).toBeUndefined();
    expect(checkBase64Caption('not base64!')).toEqual({
      code: ErrorCode.VALIDATION_ERROR,
      message: 'File conversion failed. Try to upload again.',
    });
    expect(checkBase64Caption(Buffer.alloc(CAPTION_MAX_BYTES + 1).toString('base64'))?.code).toBe(
      ErrorCode.BASE64_DECODED_SIZE,
    );
    expect(checkBase64Caption(Buffer.alloc(CAPTION_MAX_BYTES + 3).toString('base64'))).toEqual({
      code: ErrorCode.BASE64_DATA_SIZE,
      message: 'Caption file exceeds maximum file size (2.5 MiB).',
    });
  });
});

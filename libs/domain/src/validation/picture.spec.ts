import { ErrorCode } from '../errors/error-code';
import { PICTURE_MAX_BYTES } from '../constants/platform';
import {
  checkBase64Picture,
  decodedBase64Size,
  isValidBase64,
  pictureResolutionMessage,
  validatePictureResolution,
  validatePictureSize,
} from './picture';

const encode = (bytes: number) => Buffer.alloc(bytes, 7).toString('base64');

describe('decodedBase64Size', () => {
  it.each([0, 1, 2, 3, 4, 5, 100, 1001])('matches Buffer for %i bytes', (bytes) => {
    expect(decodedBase64Size(encode(bytes))).toBe(bytes);
  });

  it('ignores a data-URL prefix, whitespace and missing padding', () => {
    expect(decodedBase64Size(`data:image/png;base64,${encode(10)}`)).toBe(10);
    expect(decodedBase64Size('QUJD\nREVG')).toBe(6);
    expect(decodedBase64Size('QQ')).toBe(1);
    expect(decodedBase64Size('QUI')).toBe(2);
  });

  it('tells base64 from other text', () => {
    expect(isValidBase64(encode(5))).toBe(true);
    expect(isValidBase64('not base64!')).toBe(false);
    expect(isValidBase64('QUJDR')).toBe(false);
  });
});

describe('picture messages', () => {
  it('formats the resolution message exactly', () => {
    expect(pictureResolutionMessage(6000, 4000, 5000, 5000)).toBe(
      'Picture resolution (6000x4000px) exceeds maximum allowed size (5000x5000px).',
    );
    expect(validatePictureResolution(5000, 5000, 5000, 5000)).toBeUndefined();
    expect(validatePictureResolution(5001, 10, 5000, 5000)).toBe(
      'Picture resolution (5001x10px) exceeds maximum allowed size (5000x5000px).',
    );
  });

  it('checks the 2.5 MiB limit', () => {
    expect(PICTURE_MAX_BYTES).toBe(2621440);
    expect(validatePictureSize(PICTURE_MAX_BYTES)).toBeUndefined();
    expect(validatePictureSize(PICTURE_MAX_BYTES + 1)).toBe('Picture exceeds maximum file size (2.5 MiB).');
  });
});

describe('checkBase64Picture', () => {
  it('accepts a picture within the limit', () => {
    expect(checkBase64Picture(encode(1000))).toBeUndefined();
    expect(checkBase64Picture(encode(PICTURE_MAX_BYTES))).toBeUndefined();
  });

  it('reports the decoded size just over the limit', () => {
    expect(checkBase64Picture(encode(PICTURE_MAX_BYTES + 1))).toEqual({
      code: ErrorCode.BASE64_DECODED_SIZE,
      message: 'Picture exceeds maximum file size (2.5 MiB).',
    });
  });

  it('reports text too long for any allowed picture before decoding', () => {
    expect(checkBase64Picture(encode(PICTURE_MAX_BYTES + 10))?.code).toBe(ErrorCode.BASE64_DATA_SIZE);
    expect(checkBase64Picture(encode(103), { maxBytes: 100, message: 'too big' })).toEqual({
      code: ErrorCode.BASE64_DATA_SIZE,
      message: 'too big',
    });
  });

  it('reports text that is not base64', () => {
    expect(checkBase64Picture('@@@@')).toEqual({
      code: ErrorCode.VALIDATION_ERROR,
      message: 'File conversion failed. Try to upload again.',
    });
  });
});

import { ContextMessages } from '@framehouse/domain';
import { canUploadCaptions, captionUpload } from './caption-upload';

const existing = [{ id: 'c1', languageCode: 'en-US' }];
const both = { create: true, change: true };

describe('captionUpload', () => {
  it('updates the captions of a language that has them, whatever the case of its code', () => {
    expect(captionUpload(existing, 'en-us', both)).toEqual({ kind: 'update', id: 'c1' });
  });

  it('creates captions for a new language', () => {
    expect(captionUpload(existing, 'de', both)).toEqual({ kind: 'create' });
  });

  it('refuses with the spec’s texts when the permission is missing', () => {
    expect(captionUpload(existing, 'en-US', { create: true, change: false })).toEqual({
      kind: 'refused',
      message: ContextMessages.updateCaptionsNotAllowed,
    });
    expect(captionUpload(existing, 'de', { create: false, change: true })).toEqual({
      kind: 'refused',
      message: ContextMessages.uploadCaptionsNotAllowed,
    });
  });
});

describe('canUploadCaptions', () => {
  it('shows the upload only with both the create and the change permission', () => {
    expect(canUploadCaptions(both)).toBe(true);
    expect(canUploadCaptions({ create: true, change: false })).toBe(false);
    expect(canUploadCaptions({ create: false, change: true })).toBe(false);
    expect(canUploadCaptions({ create: false, change: false })).toBe(false);
  });
});

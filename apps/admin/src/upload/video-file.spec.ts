import { isVideoFile } from './video-file';

describe('isVideoFile', () => {
  it('accepts video types and leaves untyped files to the server', () => {
    expect(isVideoFile({ type: 'video/mp4' })).toBe(true);
    expect(isVideoFile({ type: 'video/x-m4v' })).toBe(true);
    expect(isVideoFile({ type: 'video/webm' })).toBe(true);
    expect(isVideoFile({ type: '' })).toBe(true);
    expect(isVideoFile({ type: 'image/png' })).toBe(false);
    expect(isVideoFile({ type: 'audio/mpeg' })).toBe(false);
  });
});

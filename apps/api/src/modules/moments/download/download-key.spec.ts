import { downloadExpiry, downloadKey } from './moment-downloads.service';

describe('download keys', () => {
  it('carry their expiry, which the sweep reads back', () => {
    const key = downloadKey('cut-moment-m1-0-5000', 1_790_000_000_000);
    expect(key).toBe('downloads/moments/1790000000000-cut-moment-m1-0-5000.mp4');
    expect(downloadExpiry(key)).toBe(1_790_000_000_000);
  });

  it('are told apart from other keys', () => {
    for (const key of [
      'downloads/moments/readme.txt',
      'downloads/moments/x-cut.mp4',
      'media/o/m/1790000000000-cut.mp4',
      'downloads/moments/1/nested.mp4',
    ]) {
      expect(downloadExpiry(key)).toBeNull();
    }
  });
});

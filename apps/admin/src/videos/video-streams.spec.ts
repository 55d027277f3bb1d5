import { playableManifest } from './video-streams';

describe('playableManifest', () => {
  it('prefers the Apple HLS manifest', () => {
    expect(
      playableManifest([
        { id: '1', standard: 'DASH', manifestFileUrl: 'https://m/dash.mpd' },
        { id: '2', standard: 'HLS', manifestFileUrl: 'https://m/master.m3u8' },
      ]),
    ).toBe('https://m/master.m3u8');
  });

  it('falls back to any stream with a manifest, skipping those without', () => {
    expect(
      playableManifest([
        { id: '1', standard: 'HLS', manifestFileUrl: '' },
        { id: '2', standard: 'DASH', manifestFileUrl: 'https://m/dash.mpd' },
      ]),
    ).toBe('https://m/dash.mpd');
  });

  it('has nothing to play before a manifest exists', () => {
    expect(playableManifest([])).toBeUndefined();
    expect(playableManifest(null)).toBeUndefined();
    expect(playableManifest([{ id: '1', standard: 'HLS', manifestFileUrl: '' }])).toBeUndefined();
  });
});

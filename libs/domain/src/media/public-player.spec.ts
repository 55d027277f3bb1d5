import { isoDuration, isViewSession, publicPlayerDataPath, watchedMs } from './public-player';

describe('public player data', () => {
  it('writes durations as ISO 8601', () => {
    expect(isoDuration(0)).toBe('PT0S');
    expect(isoDuration(5000)).toBe('PT5S');
    expect(isoDuration(65_250)).toBe('PT1M5.25S');
    expect(isoDuration(3_600_000)).toBe('PT1H');
    expect(isoDuration(3_723_000)).toBe('PT1H2M3S');
    expect(isoDuration(-5)).toBe('PT0S');
  });

  it('accepts only the viewer session ids the loader makes', () => {
    expect(isViewSession('0123456789abcdef0123456789abcdef')).toBe(true);
    expect(isViewSession('short')).toBe(false);
    expect(isViewSession('x'.repeat(65))).toBe(false);
    expect(isViewSession('has spaces in it, sixteen+')).toBe(false);
    expect(isViewSession(42)).toBe(false);
    expect(isViewSession(undefined)).toBe(false);
  });

  it('counts the playhead advancing as watched, and a seek as not', () => {
    expect(watchedMs(1, 1.25, 250)).toBe(250);
    expect(watchedMs(1, 1.5, 250)).toBe(500);
    expect(watchedMs(1, 30, 250)).toBe(0);
    expect(watchedMs(5, 4, 250)).toBe(0);
    expect(watchedMs(1, 2, 0)).toBe(0);
  });

  it('builds the loader data paths', () => {
    expect(publicPlayerDataPath('video', 'a b')).toBe('/p/api/video/a%20b');
    expect(publicPlayerDataPath('moment', 'm1')).toBe('/p/api/moment/m1');
  });
});

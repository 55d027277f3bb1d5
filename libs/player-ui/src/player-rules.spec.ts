import { PLAYBACK_SPEEDS } from '@framehouse/domain';
import {
  canPlayAnswer,
  captionOptions,
  choosePlaybackEngine,
  clampVolume,
  parseStoredVolume,
  playerKeyAction,
  qualityOptions,
  seekTarget,
  SPEEDS,
  speedLabel,
} from './player-rules';

describe('choosePlaybackEngine', () => {
  it('prefers hls.js wherever it runs, even where the browser plays HLS itself', () => {
    expect(choosePlaybackEngine({ hlsJs: true, nativeHls: false })).toBe('hls.js');
    expect(choosePlaybackEngine({ hlsJs: true, nativeHls: true })).toBe('hls.js');
  });

  it('uses the native player only where hls.js cannot run (iOS Safari)', () => {
    expect(choosePlaybackEngine({ hlsJs: false, nativeHls: true })).toBe('native');
    expect(choosePlaybackEngine({ hlsJs: false, nativeHls: false })).toBe('unsupported');
  });

  it('reads canPlayType', () => {
    expect(canPlayAnswer('probably')).toBe(true);
    expect(canPlayAnswer('maybe')).toBe(true);
    expect(canPlayAnswer('')).toBe(false);
  });
});

describe('qualityOptions', () => {
  it('lists levels highest first by height, keeping hls.js indexes', () => {
    const levels = [
      { height: 360, bitrate: 900_000 },
      { height: 1080, bitrate: 5_500_000 },
      { height: 720, bitrate: 3_000_000 },
    ];
    expect(qualityOptions(levels)).toEqual([
      { level: 1, label: '1080p' },
      { level: 2, label: '720p' },
      { level: 0, label: '360p' },
    ]);
  });

  it('tells levels of one height apart by bit rate', () => {
    expect(
      qualityOptions([
        { height: 360, bitrate: 1_000_000 },
        { height: 360, bitrate: 1_500_000 },
      ]),
    ).toEqual([
      { level: 1, label: '360p (1.5 Mbps)' },
      { level: 0, label: '360p (1.0 Mbps)' },
    ]);
  });

  it('names a level without a height by its bit rate', () => {
    expect(qualityOptions([{ height: 0, bitrate: 128_000 }])).toEqual([{ level: 0, label: '0.1 Mbps' }]);
  });
});

describe('speeds', () => {
  it('offers the spec speeds with Normal for 1', () => {
    expect(SPEEDS).toEqual(PLAYBACK_SPEEDS);
    expect(SPEEDS.map(speedLabel)).toEqual([
      '0.25x',
      '0.5x',
      '0.75x',
      'Normal',
      '1.25x',
      '1.5x',
      '1.75x',
      '2x',
      '3x',
    ]);
  });
});

describe('volume', () => {
  it('reads the stored volume, defaulting to 1', () => {
    expect(parseStoredVolume(null)).toBe(1);
    expect(parseStoredVolume('')).toBe(1);
    expect(parseStoredVolume('abc')).toBe(1);
    expect(parseStoredVolume('0.35')).toBe(0.35);
    expect(parseStoredVolume('0')).toBe(0);
    expect(parseStoredVolume('7')).toBe(1);
    expect(parseStoredVolume('-1')).toBe(0);
  });

  it('clamps to 0–1 in 0.01 steps', () => {
    expect(clampVolume(0.7 + 0.1)).toBe(0.8);
    expect(clampVolume(0.05 - 0.1)).toBe(0);
    expect(clampVolume(0.95 + 0.1)).toBe(1);
  });
});

describe('playerKeyAction', () => {
  it('maps the spec keys', () => {
    expect(playerKeyAction({ key: ' ' })).toEqual({ type: 'togglePlay' });
    expect(playerKeyAction({ key: 'ArrowLeft' })).toEqual({ type: 'seekBy', seconds: -10 });
    expect(playerKeyAction({ key: 'ArrowRight' })).toEqual({ type: 'seekBy', seconds: 10 });
    expect(playerKeyAction({ key: 'ArrowUp' })).toEqual({ type: 'volumeBy', delta: 0.1 });
    expect(playerKeyAction({ key: 'ArrowDown' })).toEqual({ type: 'volumeBy', delta: -0.1 });
    expect(playerKeyAction({ key: 'm' })).toEqual({ type: 'toggleMute' });
    expect(playerKeyAction({ key: 'M' })).toEqual({ type: 'toggleMute' });
  });

  it('leaves other keys and shortcuts to the browser', () => {
    expect(playerKeyAction({ key: 'k' })).toBeUndefined();
    expect(playerKeyAction({ key: 'ArrowLeft', altKey: true })).toBeUndefined();
    expect(playerKeyAction({ key: 'm', ctrlKey: true })).toBeUndefined();
    expect(playerKeyAction({ key: ' ', metaKey: true })).toBeUndefined();
  });
});

describe('seekTarget', () => {
  it('stays inside the video', () => {
    expect(seekTarget(5, -10, 60)).toBe(0);
    expect(seekTarget(55, 10, 60)).toBe(60);
    expect(seekTarget(20, 10, 60)).toBe(30);
    expect(seekTarget(20, 10, Number.NaN)).toBe(30);
    expect(seekTarget(20, 10, Infinity)).toBe(30);
  });
});

describe('captionOptions', () => {
  it('offers Off, then each track by name, language or number', () => {
    expect(
      captionOptions([{ name: 'English', lang: 'en' }, { name: ' ', lang: 'de' }, { name: '' }]),
    ).toEqual([
      { track: -1, label: 'Off' },
      { track: 0, label: 'English' },
      { track: 1, label: 'de' },
      { track: 2, label: 'Captions 3' },
    ]);
  });
});

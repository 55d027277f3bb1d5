import {
  cuesInWindow,
  playbackWindow,
  rangeAction,
  toMediaTime,
  toWindowTime,
  type PlaybackWindow,
} from './playback-range';
import type { StoryboardCue } from './storyboard';

const cue = (start: number, end: number): StoryboardCue => ({
  start,
  end,
  imageUrl: 'https://cdn.example/sprite.jpg',
  x: start * 16,
  y: 0,
  width: 160,
  height: 90,
});

describe('the playback window', () => {
  const moment = playbackWindow({ startMs: 10_000, endMs: 12_000 }, 60);
  const whole = playbackWindow(null, 60);

  it("is a moment's range, known before the media's duration", () => {
    expect(moment).toEqual({ start: 10, duration: 2, ranged: true });
    expect(playbackWindow({ startMs: 10_000, endMs: 12_000 }, NaN)).toEqual(moment);
    expect(playbackWindow({ startMs: 10_000, endMs: 12_000 }, 0)).toEqual(moment);
  });

  it('ends where a shorter stream ends', () => {
    expect(playbackWindow({ startMs: 50_000, endMs: 60_000 }, 59.5)).toEqual({
      start: 50,
      duration: 9.5,
      ranged: true,
    });
  });

  it('is the whole video without a range, its duration unknown at first', () => {
    expect(whole).toEqual({ start: 0, duration: 60, ranged: false });
    expect(playbackWindow(undefined, NaN).duration).toBeNaN();
  });

  it('shows a media time as the time into the moment, held inside it', () => {
    expect(toWindowTime(moment, 10)).toBe(0);
    expect(toWindowTime(moment, 11.5)).toBeCloseTo(1.5);
    expect(toWindowTime(moment, 12)).toBe(2);
    expect(toWindowTime(moment, 3)).toBe(0);
    expect(toWindowTime(moment, 30)).toBe(2);
    expect(toWindowTime(whole, 42)).toBe(42);
    expect(toWindowTime(playbackWindow(null, NaN), 42)).toBe(42);
  });

  it('seeks inside the moment: a window time is a media time in its range', () => {
    expect(toMediaTime(moment, 0)).toBe(10);
    expect(toMediaTime(moment, 1.25)).toBe(11.25);
    expect(toMediaTime(moment, 5)).toBe(12);
    expect(toMediaTime(moment, -1)).toBe(10);
    expect(toMediaTime(whole, 42)).toBe(42);
    for (const seconds of [0, 0.5, 1, 2])
      expect(toWindowTime(moment, toMediaTime(moment, seconds))).toBe(seconds);
  });

  it("previews the moment's own frames on its seek bar", () => {
    const cues = [cue(0, 5), cue(5, 10), cue(10, 15), cue(15, 20)];
    const window: PlaybackWindow = playbackWindow({ startMs: 8_000, endMs: 13_000 }, 20);
    const shown = cuesInWindow(cues, window);
    expect(shown.map(({ start, end, x }) => ({ start, end, x }))).toEqual([
      { start: 0, end: 2, x: 80 },
      { start: 2, end: 5, x: 160 },
    ]);
    expect(cuesInWindow(cues, playbackWindow(null, 20))).toBe(cues);
  });
});

describe("holding playback to a moment's range", () => {
  const window = playbackWindow({ startMs: 10_000, endMs: 15_000 }, 60);

  it('does nothing for a whole video', () => {
    expect(rangeAction(playbackWindow(null, 60), 99)).toEqual({ type: 'none' });
  });

  it('plays inside the range', () => {
    expect(rangeAction(window, 10)).toEqual({ type: 'none' });
    expect(rangeAction(window, 9.9)).toEqual({ type: 'none' });
    expect(rangeAction(window, 14.99)).toEqual({ type: 'none' });
  });

  it('jumps to the start from before it', () => {
    expect(rangeAction(window, 0)).toEqual({ type: 'seek', seconds: 10 });
  });

  it('stops at the end and rewinds to the start plus 1 ms', () => {
    expect(rangeAction(window, 15)).toEqual({ type: 'stop', seconds: 10.001 });
    expect(rangeAction(window, 40)).toEqual({ type: 'stop', seconds: 10.001 });
  });
});

import {
  afterFinish,
  nextIndex,
  positionLabel,
  previousIndex,
  secondsLeft,
  UP_NEXT_DELAY_MS,
} from './sequence';

describe('a sequence of items', () => {
  it('goes forward and back inside the list, once', () => {
    expect(nextIndex(0, 3)).toBe(1);
    expect(nextIndex(2, 3)).toBeNull();
    expect(nextIndex(0, 1)).toBeNull();
    expect(previousIndex(2)).toBe(1);
    expect(previousIndex(0)).toBeNull();
  });

  it('shows the place from 1', () => {
    expect(positionLabel(0, 4)).toBe('1 / 4');
    expect(positionLabel(3, 4)).toBe('4 / 4');
  });

  it('moves on after the end card with autoplay, at once without one, and stops after the last', () => {
    expect(afterFinish(0, 3, { autoplay: true, endCard: true })).toEqual({
      type: 'next',
      index: 1,
      delayMs: UP_NEXT_DELAY_MS,
    });
    expect(afterFinish(1, 3, { autoplay: true, endCard: false })).toEqual({
      type: 'next',
      index: 2,
      delayMs: 0,
    });
    expect(afterFinish(2, 3, { autoplay: true, endCard: true })).toEqual({ type: 'stop' });
    expect(afterFinish(0, 3, { autoplay: false, endCard: false })).toEqual({ type: 'stop' });
  });

  it('counts down in whole seconds', () => {
    expect(secondsLeft(5000, 0)).toBe(5);
    expect(secondsLeft(5000, 10)).toBe(5);
    expect(secondsLeft(5000, 1000)).toBe(4);
    expect(secondsLeft(5000, 4999)).toBe(1);
    expect(secondsLeft(5000, 6000)).toBe(0);
  });
});

import {
  carouselKeyStep,
  carouselMovable,
  carouselStartShowing,
  moveCarousel,
  swipeStep,
  visibleSlides,
} from './carousel-rules';

describe('the widget carousel', () => {
  it('shows what there is up to 3 slides, and cannot move while all fit', () => {
    expect(visibleSlides({ count: 0, start: 0 })).toEqual([]);
    expect(visibleSlides({ count: 1, start: 0 })).toEqual([0]);
    expect(visibleSlides({ count: 2, start: 0 })).toEqual([0, 1]);
    expect(visibleSlides({ count: 3, start: 0 })).toEqual([0, 1, 2]);
    for (const count of [0, 1, 2, 3]) {
      expect(carouselMovable(count)).toBe(false);
      expect(moveCarousel({ count, start: 0 }, 1)).toBe(0);
    }
  });

  it('loops from 3 moments: the window wraps around both ends', () => {
    expect(carouselMovable(4)).toBe(true);
    expect(visibleSlides({ count: 5, start: 3 })).toEqual([3, 4, 0]);
    expect(visibleSlides({ count: 5, start: 4 })).toEqual([4, 0, 1]);
    expect(moveCarousel({ count: 5, start: 4 }, 1)).toBe(0);
    expect(moveCarousel({ count: 5, start: 0 }, -1)).toBe(4);
    expect(moveCarousel({ count: 5, start: 2 }, -7)).toBe(0);
    expect(visibleSlides({ count: 4, start: 2 })).toEqual([2, 3, 0]);
  });

  it('brings a moment into view with the shorter move, leaving the window alone if it shows', () => {
    expect(carouselStartShowing({ count: 6, start: 0 }, 2)).toBe(0);
    // The next one past the right edge: one step to the right.
    expect(carouselStartShowing({ count: 6, start: 0 }, 3)).toBe(1);
    // The last one, just before the first: one step to the left, wrapping.
    expect(carouselStartShowing({ count: 6, start: 0 }, 5)).toBe(5);
    // Autoplay from the last moment to the first.
    expect(carouselStartShowing({ count: 6, start: 3 }, 0)).toBe(4);
    expect(visibleSlides({ count: 6, start: 4 })).toContain(0);
    expect(carouselStartShowing({ count: 3, start: 0 }, 2)).toBe(0);
    // A window that cannot move stays at 0, whatever it is asked.
    expect(visibleSlides({ count: 3, start: 2 })).toEqual([0, 1, 2]);
  });

  it('reads swipes and keys as steps', () => {
    expect(swipeStep(-80, 10)).toBe(1);
    expect(swipeStep(80, -10)).toBe(-1);
    expect(swipeStep(-20, 0)).toBe(0);
    expect(swipeStep(-60, 90)).toBe(0);
    expect(carouselKeyStep('ArrowRight')).toBe(1);
    expect(carouselKeyStep('ArrowDown')).toBe(1);
    expect(carouselKeyStep('ArrowLeft')).toBe(-1);
    expect(carouselKeyStep('ArrowUp')).toBe(-1);
    expect(carouselKeyStep('Enter')).toBe(0);
  });
});

import { CAROUSEL_SLIDES_PER_VIEW, carouselArrowsEnabled, carouselLoops } from '@framehouse/domain';

/**
 * The widget's carousel of moments (overlays-distribution §4): 3 slides per view, infinite (the window
 * wraps around) from 3 moments, arrows off while all moments fit in one view. So it moves only when it
 * loops, and it always wraps. `start` is the index of the first slide in view.
 */
export interface CarouselWindow {
  count: number;
  start: number;
}

const wrap = (index: number, count: number) => ((index % count) + count) % count;

/** Whether the window can move at all (arrows, keys, swipes): only when some moment is out of view. */
export function carouselMovable(count: number): boolean {
  return carouselArrowsEnabled(count) && carouselLoops(count);
}

/** The moments' indices in view, left to right (wrapped around the end). */
export function visibleSlides({ count, start }: CarouselWindow): number[] {
  const shown = Math.min(CAROUSEL_SLIDES_PER_VIEW, count);
  const first = carouselMovable(count) ? start : 0;
  return Array.from({ length: shown }, (_, offset) => wrap(first + offset, count));
}

/** The window's start after moving by `step` slides, wrapped; 0 while it cannot move. */
export function moveCarousel({ count, start }: CarouselWindow, step: number): number {
  return carouselMovable(count) ? wrap(start + step, count) : 0;
}

/**
 * The window's start that shows moment `index` (autoplay reaching a moment out of view): unchanged if it
 * is in view, else the shorter move that brings it to the nearer edge.
 */
export function carouselStartShowing(window: CarouselWindow, index: number): number {
  const { count, start } = window;
  if (!carouselMovable(count) || visibleSlides(window).includes(index)) return moveCarousel(window, 0);
  const ahead = wrap(index - start, count) - CAROUSEL_SLIDES_PER_VIEW + 1;
  const back = wrap(start - index, count);
  return ahead <= back ? wrap(start + ahead, count) : index;
}

/** A horizontal swipe's step: -1 (to the previous), +1 (to the next) or 0 (too short, or mostly vertical). */
export function swipeStep(dx: number, dy: number, threshold = 40): -1 | 0 | 1 {
  if (Math.abs(dx) < threshold || Math.abs(dx) < Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

/** The step a key asks for in the carousel (arrows; up / down as well for the vertical column). */
export function carouselKeyStep(key: string): -1 | 0 | 1 {
  if (key === 'ArrowRight' || key === 'ArrowDown') return 1;
  if (key === 'ArrowLeft' || key === 'ArrowUp') return -1;
  return 0;
}

import { MOMENT_MIN_LENGTH_MS } from '@framehouse/domain';
import {
  arrowKeyDelta,
  canSplitMoment,
  canZoom,
  clampView,
  defaultView,
  dragRange,
  drawnMomentRange,
  drawnRange,
  followPlayhead,
  formatRange,
  freeSpaceAround,
  freeSpaceAt,
  isValidView,
  keyboardStepMs,
  msToPercent,
  newMomentSlot,
  othersThan,
  panView,
  pxDeltaToMs,
  pxToMs,
  revealRange,
  rulerTicks,
  tickStep,
  viewAtEnd,
  viewAtStart,
  ZOOM_MIN_SPAN,
  zoomView,
} from './timeline-geometry';

const MINUTE = 60000;

describe('defaultView', () => {
  it('is the spec 0–50 s for a long video', () => {
    expect(defaultView(10 * MINUTE)).toEqual({ start: 0, end: 50000 });
  });
  it('is cut to a shorter video', () => {
    expect(defaultView(30000)).toEqual({ start: 0, end: 30000 });
  });
  it('is 0–50 s while the duration is unknown', () => {
    expect(defaultView(0)).toEqual({ start: 0, end: 50000 });
  });
});

describe('ms and pixels', () => {
  const view = { start: 10000, end: 20000 };
  it('places a time as a percentage of the view', () => {
    expect(msToPercent(10000, view)).toBe(0);
    expect(msToPercent(15000, view)).toBe(50);
    expect(msToPercent(20000, view)).toBe(100);
    expect(msToPercent(5000, view)).toBe(-50);
  });
  it('reads the time under a pixel, clamped to the view', () => {
    expect(pxToMs(0, 1000, view)).toBe(10000);
    expect(pxToMs(250, 1000, view)).toBe(12500);
    expect(pxToMs(-20, 1000, view)).toBe(10000);
    expect(pxToMs(1200, 1000, view)).toBe(20000);
    expect(pxToMs(10, 0, view)).toBe(10000);
  });
  it('converts pointer travel into whole ms', () => {
    expect(pxDeltaToMs(100, 1000, view)).toBe(1000);
    expect(pxDeltaToMs(-33.3, 1000, view)).toBe(-333);
    expect(pxDeltaToMs(10, 0, view)).toBe(0);
  });
});

describe('rulerTicks', () => {
  it('labels every 5 s over 50 s on a 1000 px ruler, minor ticks each second', () => {
    const view = { start: 0, end: 50000 };
    expect(tickStep(view, 1000)).toBe(5000);
    const ticks = rulerTicks(view, 1000);
    expect(ticks.filter((tick) => tick.label).map((tick) => tick.label)).toEqual([
      '00:00',
      '00:05',
      '00:10',
      '00:15',
      '00:20',
      '00:25',
      '00:30',
      '00:35',
      '00:40',
      '00:45',
      '00:50',
    ]);
    expect(ticks).toHaveLength(51);
    expect(ticks[1]).toEqual({ ms: 1000 });
  });
  it('keeps labels at least 90 px apart on a narrow ruler', () => {
    expect(tickStep({ start: 0, end: 50000 }, 400)).toBe(15000);
  });
  it('shows milliseconds when labels are less than a second apart', () => {
    const ticks = rulerTicks({ start: 1000, end: 2000 }, 600);
    expect(ticks.filter((tick) => tick.label).map((tick) => tick.label)).toEqual([
      '00:01.000',
      '00:01.200',
      '00:01.400',
      '00:01.600',
      '00:01.800',
      '00:02.000',
    ]);
  });
  it('starts at the first tick inside a view that does not begin on one', () => {
    const ticks = rulerTicks({ start: 61500, end: 71500 }, 1000);
    expect(ticks[0].ms).toBe(61600);
    expect(ticks.find((tick) => tick.label)?.label).toBe('01:02');
    expect(ticks[ticks.length - 1].ms).toBeLessThanOrEqual(71500);
  });
  it('uses h:mm:ss past an hour and the widest step for a very long view', () => {
    const view = { start: 0, end: 10 * 60 * MINUTE };
    expect(tickStep(view, 100)).toBe(7200000);
    expect(rulerTicks({ start: 3600000, end: 3660000 }, 1000)[0].label).toBe('1:00:00');
  });
});

describe('zoomView', () => {
  const duration = 10 * MINUTE;
  it('halves the span about the anchor when zooming in', () => {
    expect(zoomView({ start: 0, end: 40000 }, 'in', 20000, duration, ZOOM_MIN_SPAN.buttons)).toEqual({
      start: 10000,
      end: 30000,
    });
  });
  it('keeps the anchor under the same spot of the ruler', () => {
    expect(zoomView({ start: 0, end: 40000 }, 'in', 0, duration, ZOOM_MIN_SPAN.buttons)).toEqual({
      start: 0,
      end: 20000,
    });
  });
  it('doubles the span when zooming out and stays inside the video', () => {
    expect(zoomView({ start: 0, end: 20000 }, 'out', 10000, duration, ZOOM_MIN_SPAN.buttons)).toEqual({
      start: 0,
      end: 40000,
    });
    expect(zoomView({ start: 580000, end: 600000 }, 'out', 590000, duration, ZOOM_MIN_SPAN.buttons)).toEqual({
      start: 560000,
      end: 600000,
    });
  });
  it('caps zooming out at the video duration, then ignores it', () => {
    expect(zoomView({ start: 0, end: 20000 }, 'out', 0, 30000, ZOOM_MIN_SPAN.buttons)).toEqual({
      start: 0,
      end: 30000,
    });
    expect(zoomView({ start: 0, end: 30000 }, 'out', 0, 30000, ZOOM_MIN_SPAN.buttons)).toBeUndefined();
  });
  it('zooms the buttons down to 1 s and no further', () => {
    expect(zoomView({ start: 0, end: 1500 }, 'in', 0, duration, ZOOM_MIN_SPAN.buttons)).toEqual({
      start: 0,
      end: 1000,
    });
    expect(zoomView({ start: 0, end: 1000 }, 'in', 0, duration, ZOOM_MIN_SPAN.buttons)).toBeUndefined();
  });
  it('guards the wheel at 10 s', () => {
    expect(zoomView({ start: 0, end: 15000 }, 'in', 0, duration, ZOOM_MIN_SPAN.wheel)).toEqual({
      start: 0,
      end: 10000,
    });
    expect(zoomView({ start: 0, end: 10000 }, 'in', 0, duration, ZOOM_MIN_SPAN.wheel)).toBeUndefined();
    // Already below the guard (the buttons went further): the wheel does not zoom in, only out.
    expect(zoomView({ start: 0, end: 2000 }, 'in', 0, duration, ZOOM_MIN_SPAN.wheel)).toBeUndefined();
    expect(zoomView({ start: 0, end: 2000 }, 'out', 0, duration, ZOOM_MIN_SPAN.wheel)).toEqual({
      start: 0,
      end: 10000,
    });
  });
  it('ignores an invalid zoom', () => {
    expect(zoomView({ start: 0, end: 20000 }, 'in', Number.NaN, duration, 1000)).toBeUndefined();
  });
  it('lets a video shorter than the minimum span be shown whole', () => {
    expect(zoomView({ start: 0, end: 1500 }, 'out', 0, 3000, ZOOM_MIN_SPAN.wheel)).toEqual({
      start: 0,
      end: 3000,
    });
  });
  it('tells whether a zoom is possible', () => {
    expect(canZoom({ start: 0, end: 30000 }, 'out', 30000, ZOOM_MIN_SPAN.buttons)).toBe(false);
    expect(canZoom({ start: 0, end: 30000 }, 'in', 30000, ZOOM_MIN_SPAN.buttons)).toBe(true);
  });
});

describe('isValidView and clampView', () => {
  it('rejects views outside the video, reversed or too narrow', () => {
    expect(isValidView({ start: 0, end: 20000 }, 30000, 10000)).toBe(true);
    expect(isValidView({ start: -1, end: 20000 }, 30000, 10000)).toBe(false);
    expect(isValidView({ start: 0, end: 30001 }, 30000, 10000)).toBe(false);
    expect(isValidView({ start: 5000, end: 4000 }, 30000, 1000)).toBe(false);
    expect(isValidView({ start: 0, end: 5000 }, 30000, 10000)).toBe(false);
    expect(isValidView({ start: 0, end: Number.POSITIVE_INFINITY }, 30000, 1000)).toBe(false);
  });
  it('slides a view back inside the video keeping its span', () => {
    expect(clampView({ start: 25000, end: 35000 }, 30000)).toEqual({ start: 20000, end: 30000 });
    expect(clampView({ start: -2000, end: 8000 }, 30000)).toEqual({ start: 0, end: 10000 });
    expect(clampView({ start: 0, end: 50000 }, 30000)).toEqual({ start: 0, end: 30000 });
  });
});

describe('panView', () => {
  it('slides the view, never past either end of the video', () => {
    expect(panView({ start: 10000, end: 20000 }, 2500, MINUTE)).toEqual({ start: 12500, end: 22500 });
    expect(panView({ start: 10000, end: 20000 }, -15000, MINUTE)).toEqual({ start: 0, end: 10000 });
    expect(panView({ start: 45000, end: 55000 }, 9000, MINUTE)).toEqual({ start: 50000, end: 60000 });
  });
});

describe('Start and End', () => {
  it('jump to either end of the video with the same span', () => {
    expect(viewAtStart({ start: 40000, end: 50000 }, MINUTE)).toEqual({ start: 0, end: 10000 });
    expect(viewAtEnd({ start: 0, end: 10000 }, MINUTE)).toEqual({ start: 50000, end: 60000 });
  });
});

describe('revealRange', () => {
  const view = { start: 0, end: 10000 };
  it('leaves a visible range alone', () => {
    expect(revealRange(view, { start: 2000, end: 8000 }, MINUTE)).toBe(view);
  });
  it('slides the view to a range out of sight', () => {
    expect(revealRange(view, { start: 30000, end: 36000 }, MINUTE)).toEqual({ start: 30000, end: 40000 });
    expect(revealRange(view, { start: 55000, end: 60000 }, MINUTE)).toEqual({ start: 50000, end: 60000 });
  });
  it('leaves a range longer than the view alone once its start is visible', () => {
    expect(revealRange(view, { start: 5000, end: 30000 }, MINUTE)).toBe(view);
  });
});

describe('followPlayhead', () => {
  const view = { start: 0, end: 10000 };
  it('turns the page when the playhead runs off the view', () => {
    expect(followPlayhead(view, 9900, 10100, MINUTE)).toEqual({ start: 10100, end: 20100 });
    expect(followPlayhead(view, 9900, 58000, MINUTE)).toEqual({ start: 50000, end: 60000 });
  });
  it('stays while the playhead is visible or was already out of sight', () => {
    expect(followPlayhead(view, 1000, 2000, MINUTE)).toBe(view);
    expect(followPlayhead(view, 20000, 21000, MINUTE)).toBe(view);
  });
});

describe('dragRange', () => {
  const others = [
    { start: 0, end: 5000 },
    { start: 30000, end: 40000 },
  ];
  const range = { start: 10000, end: 20000 };
  const duration = MINUTE;

  it('finds the free space between the neighbours', () => {
    expect(freeSpaceAround(range, others, duration)).toEqual({ start: 5000, end: 30000 });
    expect(freeSpaceAround(range, [], duration)).toEqual({ start: 0, end: duration });
  });
  it('moves the whole bar', () => {
    expect(dragRange(range, 'move', 2500, others, duration)).toEqual({ start: 12500, end: 22500 });
  });
  it('stops a moved bar at its neighbours', () => {
    expect(dragRange(range, 'move', 15000, others, duration)).toEqual({ start: 20000, end: 30000 });
    expect(dragRange(range, 'move', -9000, others, duration)).toEqual({ start: 5000, end: 15000 });
  });
  it('stops a moved bar at both ends of the video', () => {
    expect(dragRange(range, 'move', -20000, [], duration)).toEqual({ start: 0, end: 10000 });
    expect(dragRange(range, 'move', 90000, [], duration)).toEqual({ start: 50000, end: 60000 });
  });
  it('resizes the start, keeping the minimum length and the previous moment', () => {
    expect(dragRange(range, 'start', -2000, others, duration)).toEqual({ start: 8000, end: 20000 });
    expect(dragRange(range, 'start', 8000, others, duration)).toEqual({ start: 15000, end: 20000 });
    expect(dragRange(range, 'start', -8000, others, duration)).toEqual({ start: 5000, end: 20000 });
  });
  it('resizes the end, keeping the minimum length, the next moment and the duration', () => {
    expect(dragRange(range, 'end', 4000, others, duration)).toEqual({ start: 10000, end: 24000 });
    expect(dragRange(range, 'end', -9000, others, duration)).toEqual({ start: 10000, end: 15000 });
    expect(dragRange(range, 'end', 20000, others, duration)).toEqual({ start: 10000, end: 30000 });
    expect(dragRange(range, 'end', 90000, [], duration)).toEqual({ start: 10000, end: 60000 });
  });
  it('rounds to whole ms', () => {
    expect(dragRange(range, 'move', 0.6, [], duration)).toEqual({ start: 10001, end: 20001 });
  });
  it('leaves a moment that already breaks the rules where it is', () => {
    const overlapping = { start: 3000, end: 9000 };
    expect(dragRange(overlapping, 'move', 1000, others, duration)).toBe(overlapping);
    const short = { start: 10000, end: 12000 };
    expect(dragRange(short, 'move', 1000, [], duration)).toBe(short);
  });
  it('never overlaps a neighbour whatever the drag', () => {
    for (let delta = -60000; delta <= 60000; delta += 777) {
      for (const mode of ['move', 'start', 'end'] as const) {
        const next = dragRange(range, mode, delta, others, duration);
        for (const other of others) expect(next.start < other.end && other.start < next.end).toBe(false);
        expect(next.end - next.start).toBeGreaterThanOrEqual(5000);
        expect(next.start).toBeGreaterThanOrEqual(0);
        expect(next.end).toBeLessThanOrEqual(duration);
      }
    }
  });
  it('leaves the moment out of its own neighbours', () => {
    const moments = [
      { id: 'a', start: 0, end: 5000 },
      { id: 'b', start: 6000, end: 12000 },
    ];
    expect(othersThan('b', moments)).toEqual([moments[0]]);
  });
});

describe('keyboard steps', () => {
  it('uses 100 ms, 1 s with shift and 16 ms with alt', () => {
    expect(keyboardStepMs({ shiftKey: false, altKey: false })).toBe(100);
    expect(keyboardStepMs({ shiftKey: true, altKey: false })).toBe(1000);
    expect(keyboardStepMs({ shiftKey: false, altKey: true })).toBe(16);
  });
  it('signs the step by the arrow', () => {
    const plain = { shiftKey: false, altKey: false };
    expect(arrowKeyDelta('ArrowRight', plain)).toBe(100);
    expect(arrowKeyDelta('ArrowUp', plain)).toBe(100);
    expect(arrowKeyDelta('ArrowLeft', { shiftKey: true, altKey: false })).toBe(-1000);
    expect(arrowKeyDelta('ArrowDown', { shiftKey: false, altKey: true })).toBe(-16);
    expect(arrowKeyDelta('Enter', plain)).toBeUndefined();
  });
});

describe('newMomentSlot', () => {
  it('offers the first free 5 s from the start of the view', () => {
    expect(newMomentSlot({ start: 0, end: 50000 }, [], MINUTE)).toEqual({ start: 0, end: 5000 });
    expect(newMomentSlot({ start: 0, end: 50000 }, [{ start: 0, end: 8000 }], MINUTE)).toEqual({
      start: 8000,
      end: 13000,
    });
    expect(newMomentSlot({ start: 20000, end: 50000 }, [{ start: 0, end: 8000 }], MINUTE)).toEqual({
      start: 20000,
      end: 25000,
    });
  });
  it('skips gaps shorter than 5 s', () => {
    const moments = [
      { start: 0, end: 8000 },
      { start: 11000, end: 20000 },
    ];
    expect(newMomentSlot({ start: 0, end: 50000 }, moments, MINUTE)).toEqual({ start: 20000, end: 25000 });
  });
  it('offers nothing when the slot lies past the view or the video is full', () => {
    expect(newMomentSlot({ start: 0, end: 10000 }, [{ start: 0, end: 12000 }], MINUTE)).toBeUndefined();
    expect(newMomentSlot({ start: 0, end: 30000 }, [{ start: 0, end: 27000 }], 30000)).toBeUndefined();
  });
});

describe('canSplitMoment', () => {
  const moment = { start: 10000, end: 30000 };
  it('needs a moment and the playhead inside it with the margin', () => {
    expect(canSplitMoment(undefined, 20000)).toBe(false);
    expect(canSplitMoment(moment, 20000)).toBe(true);
    expect(canSplitMoment(moment, 14999)).toBe(false);
    expect(canSplitMoment(moment, 15000)).toBe(true);
    expect(canSplitMoment(moment, 24900)).toBe(true);
    expect(canSplitMoment(moment, 24901)).toBe(false);
    expect(canSplitMoment(moment, 40000)).toBe(false);
  });
});

describe('formatRange', () => {
  it('reads both ends with milliseconds', () => {
    expect(formatRange({ start: 5000, end: 65250 })).toBe('00:05.000 – 01:05.250');
  });
});

describe('drawing a new moment on the empty lane', () => {
  const moments = [
    { start: 5000, end: 10000 },
    { start: 20000, end: 30000 },
  ];
  const duration = 60000;

  describe('freeSpaceAt', () => {
    it('is the gap between the neighbouring moments', () => {
      expect(freeSpaceAt(15000, moments, duration)).toEqual({ start: 10000, end: 20000 });
    });
    it('runs from the video start and to its end', () => {
      expect(freeSpaceAt(1000, moments, duration)).toEqual({ start: 0, end: 5000 });
      expect(freeSpaceAt(45000, moments, duration)).toEqual({ start: 30000, end: duration });
      expect(freeSpaceAt(1000, [], duration)).toEqual({ start: 0, end: duration });
    });
    it('is undefined inside a moment, outside the video or before the duration is known', () => {
      expect(freeSpaceAt(7000, moments, duration)).toBeUndefined();
      expect(freeSpaceAt(61000, moments, duration)).toBeUndefined();
      expect(freeSpaceAt(1000, [], 0)).toBeUndefined();
    });
    it('is undefined between two moments that touch', () => {
      expect(freeSpaceAt(10000, [...moments, { start: 10000, end: 20000 }], duration)).toBeUndefined();
    });
  });

  describe('drawnRange', () => {
    const free = { start: 10000, end: 20000 };
    it('runs from the press to the pointer, either way', () => {
      expect(drawnRange(12000, 16000.4, free)).toEqual({ start: 12000, end: 16000 });
      expect(drawnRange(16000, 12000, free)).toEqual({ start: 12000, end: 16000 });
    });
    it('stops at the neighbouring moments', () => {
      expect(drawnRange(12000, 25000, free)).toEqual({ start: 12000, end: 20000 });
      expect(drawnRange(12000, 2000, free)).toEqual({ start: 10000, end: 12000 });
    });
  });

  describe('drawnMomentRange', () => {
    it('keeps a range of the minimum length or more', () => {
      expect(drawnMomentRange({ start: 11000, end: 17000 }, { start: 10000, end: 20000 })).toEqual({
        start: 11000,
        end: 17000,
      });
    });
    it('extends a short range forwards when the free space allows', () => {
      expect(drawnMomentRange({ start: 11000, end: 12000 }, { start: 10000, end: 20000 })).toEqual({
        start: 11000,
        end: 16000,
      });
    });
    it('extends it backwards from the next moment when forwards has no room', () => {
      expect(drawnMomentRange({ start: 18000, end: 19000 }, { start: 10000, end: 20000 })).toEqual({
        start: 15000,
        end: 20000,
      });
      // Both ways at once, still covering what was drawn.
      expect(drawnMomentRange({ start: 2000, end: 3000 }, { start: 0, end: 6000 })).toEqual({
        start: 1000,
        end: 6000,
      });
    });
    it('leaves a short range as drawn when the gap is shorter than the minimum, for the page to refuse', () => {
      expect(drawnMomentRange({ start: 11000, end: 12000 }, { start: 10000, end: 14000 })).toEqual({
        start: 11000,
        end: 12000,
      });
    });
    it('is undefined when nothing was drawn', () => {
      expect(drawnMomentRange({ start: 20000, end: 20000 }, { start: 10000, end: 20000 })).toBeUndefined();
    });
    it('always gives a valid moment in a gap of at least the minimum', () => {
      const free = { start: 10000, end: 15000 };
      for (let start = free.start; start < free.end; start += 250) {
        for (let end = start + 1; end <= free.end; end += 750) {
          const range = drawnMomentRange({ start, end }, free);
          expect(range).toBeDefined();
          if (!range) continue;
          expect(range.end - range.start).toBeGreaterThanOrEqual(MOMENT_MIN_LENGTH_MS);
          expect(range.start).toBeGreaterThanOrEqual(free.start);
          expect(range.end).toBeLessThanOrEqual(free.end);
          expect(range.start <= start && range.end >= end).toBe(true);
        }
      }
    });
  });
});

import { CtaAlignment } from '@framehouse/domain';
import { alignedPosition, draggedPosition, keyMove, snapToStep, type PlacementFrame } from './cta-geometry';

const centre = { calculatedTop: 50, calculatedLeft: 50 };
/** A 800 x 450 player showing a CTA 33 % wide and 10 % high. */
const frame: PlacementFrame = { widthPx: 800, heightPx: 450, ctaWidth: 33, ctaHeight: 10 };

describe('snapToStep', () => {
  it('rounds a move to whole 5 px steps', () => {
    expect([0, 2, 3, 7, 8, -2, -3, -12, 101].map(snapToStep)).toEqual([0, 0, 5, 5, 10, 0, -5, -10, 100]);
  });
});

describe('draggedPosition', () => {
  it('moves by 5 px steps in percent of the player as shown', () => {
    // 40 px of 800 is 5 %; 47 px snaps to 45 px, 10 % of 450.
    expect(draggedPosition(centre, 40, 47, frame)).toEqual({ calculatedLeft: 55, calculatedTop: 60 });
    // 3 px is one step of 5 px: 0.63 % of 800 px, 1.11 % of 450 px.
    expect(draggedPosition(centre, 3, -3, frame)).toEqual({ calculatedLeft: 50.63, calculatedTop: 48.89 });
    expect(draggedPosition(centre, 2, 2, frame)).toEqual(centre);
  });

  it('is the same move in percent on a smaller player only when the px are', () => {
    const small = { ...frame, widthPx: 400, heightPx: 225 };
    expect(draggedPosition(centre, 40, 45, small)).toEqual({ calculatedLeft: 60, calculatedTop: 70 });
  });

  it('keeps the whole CTA inside the picture', () => {
    expect(draggedPosition(centre, 2000, 2000, frame)).toEqual({ calculatedLeft: 83.5, calculatedTop: 95 });
    expect(draggedPosition(centre, -2000, -2000, frame)).toEqual({ calculatedLeft: 16.5, calculatedTop: 5 });
  });

  it('does not move without a measured player', () => {
    expect(draggedPosition(centre, 40, 40, { ...frame, widthPx: 0 })).toBe(centre);
  });
});

describe('keyMove', () => {
  it('moves one 5 px step per arrow key', () => {
    expect(keyMove('ArrowLeft')).toEqual({ dx: -5, dy: 0 });
    expect(keyMove('ArrowDown')).toEqual({ dx: 0, dy: 5 });
    expect(keyMove('Enter')).toBeUndefined();
  });
});

describe('alignedPosition', () => {
  const position = { calculatedTop: 30, calculatedLeft: 70 };
  it.each([
    [CtaAlignment.TOP, { calculatedTop: 5, calculatedLeft: 70 }],
    [CtaAlignment.CENTER_VERTICAL, { calculatedTop: 50, calculatedLeft: 70 }],
    [CtaAlignment.BOTTOM, { calculatedTop: 95, calculatedLeft: 70 }],
    [CtaAlignment.LEFT, { calculatedTop: 30, calculatedLeft: 16.5 }],
    [CtaAlignment.CENTER_HORIZONTAL, { calculatedTop: 30, calculatedLeft: 50 }],
    [CtaAlignment.RIGHT, { calculatedTop: 30, calculatedLeft: 83.5 }],
  ])(
    '%s puts the CTA against that edge or on that centre line, keeping the other axis',
    (alignment, expected) => {
      expect(alignedPosition(alignment, position, 33, 10)).toEqual(expected);
    },
  );
});

import { CTA_POSITION_STEP, CtaAlignment, type CtaPlacementConfig } from '@framehouse/domain';

/**
 * Where a CTA is placed over the picture (overlays-distribution §3, §5): its position is its centre in
 * percent of the picture; it is moved in steps of 5 px of the player as shown, and kept where the whole
 * CTA stays inside the picture (the renderer would draw it there anyway).
 */

type Position = CtaPlacementConfig['position'];

/** The player's picture in px, and the CTA's drawn box in percent of it. */
export interface PlacementFrame {
  widthPx: number;
  heightPx: number;
  /** The CTA's width and height in percent of the picture. */
  ctaWidth: number;
  ctaHeight: number;
}

export const ALIGNMENT_LABELS: Record<CtaAlignment, string> = {
  [CtaAlignment.BOTTOM]: 'Align bottom',
  [CtaAlignment.CENTER_VERTICAL]: 'Center vertically',
  [CtaAlignment.TOP]: 'Align top',
  [CtaAlignment.LEFT]: 'Align left',
  [CtaAlignment.CENTER_HORIZONTAL]: 'Center horizontally',
  [CtaAlignment.RIGHT]: 'Align right',
};

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);
/** Two decimals: a hundredth of a percent is well under a pixel of any player. */
const round = (value: number) => Math.round(value * 100) / 100;

/** A centre kept where the CTA (`size` percent long on that axis) stays inside the picture. */
function inside(centre: number, size: number): number {
  const half = clamp(size, 0, 100) / 2;
  return round(clamp(centre, half, 100 - half));
}

/** A pointer's move in px rounded to whole 5 px steps. */
export function snapToStep(px: number): number {
  return Math.round(px / CTA_POSITION_STEP) * CTA_POSITION_STEP || 0;
}

/**
 * The position after a drag that moved the pointer `dx`, `dy` px from where it was pressed at `start`:
 * the move snapped to 5 px steps, converted to percent of the picture, the CTA kept inside.
 */
export function draggedPosition(start: Position, dx: number, dy: number, frame: PlacementFrame): Position {
  if (frame.widthPx <= 0 || frame.heightPx <= 0) return start;
  return {
    calculatedLeft: inside(start.calculatedLeft + (snapToStep(dx) / frame.widthPx) * 100, frame.ctaWidth),
    calculatedTop: inside(start.calculatedTop + (snapToStep(dy) / frame.heightPx) * 100, frame.ctaHeight),
  };
}

/** The arrow keys move the selected CTA one 5 px step; undefined for any other key. */
export function keyMove(key: string): { dx: number; dy: number } | undefined {
  const step = CTA_POSITION_STEP;
  switch (key) {
    case 'ArrowLeft':
      return { dx: -step, dy: 0 };
    case 'ArrowRight':
      return { dx: step, dy: 0 };
    case 'ArrowUp':
      return { dx: 0, dy: -step };
    case 'ArrowDown':
      return { dx: 0, dy: step };
    default:
      return undefined;
  }
}

/**
 * An alignment preset: against an edge of the picture (the CTA touching it) or centred on an axis; the
 * other axis is kept.
 */
export function alignedPosition(
  alignment: CtaAlignment,
  position: Position,
  ctaWidth: number,
  ctaHeight: number,
): Position {
  const halfWidth = clamp(ctaWidth, 0, 100) / 2;
  const halfHeight = clamp(ctaHeight, 0, 100) / 2;
  switch (alignment) {
    case CtaAlignment.TOP:
      return { ...position, calculatedTop: round(halfHeight) };
    case CtaAlignment.CENTER_VERTICAL:
      return { ...position, calculatedTop: 50 };
    case CtaAlignment.BOTTOM:
      return { ...position, calculatedTop: round(100 - halfHeight) };
    case CtaAlignment.LEFT:
      return { ...position, calculatedLeft: round(halfWidth) };
    case CtaAlignment.CENTER_HORIZONTAL:
      return { ...position, calculatedLeft: 50 };
    case CtaAlignment.RIGHT:
      return { ...position, calculatedLeft: round(100 - halfWidth) };
  }
}

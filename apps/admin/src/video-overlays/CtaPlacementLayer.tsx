import type { CtaPlacementConfig } from '@framehouse/domain';
import { Box } from '@mui/material';
import { useEffect, useRef, useState, type PointerEvent, type RefObject } from 'react';
import { draggedPosition, keyMove, type PlacementFrame } from './cta-geometry';

type Position = CtaPlacementConfig['position'];

/** The selected CTA as the renderer drew it, in percent of the picture. */
export interface DrawnBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

const same = (a: DrawnBox | null, b: DrawnBox | null) =>
  a === b ||
  (a !== null &&
    b !== null &&
    Math.abs(a.left - b.left) < 0.01 &&
    Math.abs(a.top - b.top) < 0.01 &&
    Math.abs(a.width - b.width) < 0.01 &&
    Math.abs(a.height - b.height) < 0.01);

/**
 * Follows where the renderer drew the selected CTA: `findDrawn` answers its element (or null while it is
 * not shown), and this reads its box, in percent of `picture`, on every frame it changes.
 */
export function useDrawnBox(
  picture: RefObject<HTMLElement | null>,
  findDrawn: () => HTMLElement | null,
): DrawnBox | null {
  const [box, setBox] = useState<DrawnBox | null>(null);
  const find = useRef(findDrawn);
  find.current = findDrawn;
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      const layer = picture.current?.getBoundingClientRect();
      const drawn = find.current()?.getBoundingClientRect();
      const next =
        layer && drawn && layer.width > 0 && layer.height > 0 && drawn.width > 0
          ? {
              left: ((drawn.left - layer.left) / layer.width) * 100,
              top: ((drawn.top - layer.top) / layer.height) * 100,
              width: (drawn.width / layer.width) * 100,
              height: (drawn.height / layer.height) * 100,
            }
          : null;
      setBox((current) => (same(current, next) ? current : next));
      frame = requestAnimationFrame(measure);
    };
    frame = requestAnimationFrame(measure);
    return () => cancelAnimationFrame(frame);
  }, [picture]);
  return box;
}

/**
 * The editing layer over the player's picture: a frame around the selected CTA (which the overlay
 * renderer of libs/player-ui draws) that moves it when dragged or with the arrow keys, in 5 px steps.
 * Everywhere else the pointer reaches the player.
 */
export function CtaPlacementLayer({
  picture,
  box,
  config,
  label,
  disabled,
  onMove,
}: {
  picture: RefObject<HTMLElement | null>;
  box: DrawnBox | null;
  config: CtaPlacementConfig;
  label: string;
  disabled: boolean;
  onMove: (position: Position) => void;
}) {
  const drag = useRef<{ x: number; y: number; start: Position } | null>(null);

  const frameOf = (): PlacementFrame | null => {
    const rect = picture.current?.getBoundingClientRect();
    if (!rect || !box) return null;
    return { widthPx: rect.width, heightPx: rect.height, ctaWidth: config.width, ctaHeight: box.height };
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (disabled || event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    event.currentTarget.focus();
    drag.current = { x: event.clientX, y: event.clientY, start: config.position };
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const started = drag.current;
    const frame = frameOf();
    if (!started || !frame) return;
    const next = draggedPosition(started.start, event.clientX - started.x, event.clientY - started.y, frame);
    if (
      next.calculatedLeft !== config.position.calculatedLeft ||
      next.calculatedTop !== config.position.calculatedTop
    )
      onMove(next);
  };

  const endDrag = () => {
    drag.current = null;
  };

  if (!box) return null;
  return (
    <Box
      role="application"
      aria-label={`${label}: drag to place it, or move it with the arrow keys`}
      data-testid="cta-placement-handle"
      tabIndex={disabled ? -1 : 0}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
      onKeyDown={(event) => {
        const move = keyMove(event.key);
        const frame = frameOf();
        if (disabled || !move || !frame) return;
        event.preventDefault();
        event.stopPropagation();
        onMove(draggedPosition(config.position, move.dx, move.dy, frame));
      }}
      sx={{
        position: 'absolute',
        left: `${box.left}%`,
        top: `${box.top}%`,
        width: `${box.width}%`,
        height: `${box.height}%`,
        zIndex: 20,
        pointerEvents: 'auto',
        boxSizing: 'border-box',
        outline: '2px dashed',
        outlineColor: 'primary.light',
        outlineOffset: 2,
        cursor: disabled ? 'default' : 'move',
        touchAction: 'none',
        '&:focus-visible': { outlineStyle: 'solid' },
      }}
    />
  );
}

import { formatTimestamp, type TimeRange } from '@framehouse/domain';
import { alpha, Box, Typography } from '@mui/material';
import { useRef, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import {
  arrowKeyDelta,
  DRAG_THRESHOLD_PX,
  formatRange,
  msToPercent,
  pxDeltaToMs,
  type DragMode,
  type TimelineView,
} from './timeline-geometry';

/** Wide enough to grab with a mouse, narrow enough to leave a 5 s bar a body to drag at 1 s zoom. */
const HANDLE_WIDTH_PX = 8;

interface Gesture {
  mode: DragMode;
  pointerId: number;
  originX: number;
  trackWidth: number;
  moved: boolean;
}

export interface MomentBarProps {
  title: string;
  /** The range drawn: the moment's own, or its live range while it is dragged. */
  range: TimeRange;
  view: TimelineView;
  selected: boolean;
  /** Briefly emphasised after it was selected elsewhere (the list, the URL). */
  highlighted: boolean;
  editable: boolean;
  /** The track the bar lies on, whose width turns pointer travel into ms. */
  trackRef: RefObject<HTMLDivElement | null>;
  onSelect(): void;
  /** The range the bar would get after `deltaMs` of `mode`, already clamped by the rules. */
  dragTo(mode: DragMode, deltaMs: number): TimeRange;
  /** Live range while the pointer moves; undefined when the gesture ends. */
  onDraft(range: TimeRange | undefined): void;
  /** A finished drag or a key press: the moment's new range (maybe the same, when clamped). */
  onCommit(range: TimeRange): void;
}

/**
 * One moment on the timeline: its body moves it, the handles at both ends resize it, by pointer (with
 * capture, so the drag goes on outside the bar) or by the arrow keys once focused.
 */
export function MomentBar({
  title,
  range,
  view,
  selected,
  highlighted,
  editable,
  trackRef,
  onSelect,
  dragTo,
  onDraft,
  onCommit,
}: MomentBarProps) {
  const gesture = useRef<Gesture | undefined>(undefined);
  const draft = useRef<TimeRange | undefined>(undefined);

  const startGesture = (mode: DragMode) => (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0) return;
    // One gesture per press: the lane under the bar would draw or seek.
    event.stopPropagation();
    if (!selected) onSelect();
    const trackWidth = trackRef.current?.getBoundingClientRect().width ?? 0;
    if (!editable || trackWidth === 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    gesture.current = { mode, pointerId: event.pointerId, originX: event.clientX, trackWidth, moved: false };
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const current = gesture.current;
    if (!current || current.pointerId !== event.pointerId) return;
    // The lane and the track under the bar have gestures of their own.
    event.stopPropagation();
    const dx = event.clientX - current.originX;
    if (!current.moved && Math.abs(dx) < DRAG_THRESHOLD_PX) return;
    current.moved = true;
    draft.current = dragTo(current.mode, pxDeltaToMs(dx, current.trackWidth, view));
    onDraft(draft.current);
  };

  const endGesture = (commit: boolean) => (event: PointerEvent<HTMLElement>) => {
    const current = gesture.current;
    if (!current || current.pointerId !== event.pointerId) return;
    event.stopPropagation();
    gesture.current = undefined;
    const next = draft.current;
    draft.current = undefined;
    onDraft(undefined);
    if (commit && current.moved && next) onCommit(next);
  };

  const onKeyDown = (mode: DragMode) => (event: KeyboardEvent<HTMLElement>) => {
    event.stopPropagation();
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSelect();
      return;
    }
    const delta = arrowKeyDelta(event.key, event);
    if (delta === undefined || !editable) return;
    event.preventDefault();
    if (!selected) onSelect();
    onCommit(dragTo(mode, delta));
  };

  const pointerHandlers = (mode: DragMode) => ({
    onPointerDown: startGesture(mode),
    onPointerMove,
    onPointerUp: endGesture(true),
    onPointerCancel: endGesture(false),
  });

  const left = msToPercent(range.start, view);
  const width = msToPercent(range.end, view) - left;
  // The name says what the bar shows, in its words: a spoken name that differs from the visible text
  // fails whoever names what they see (voice control).
  const rangeText = formatRange(range);

  return (
    // The moment's place on the lane. The bar and its handles are siblings in it, not one inside the
    // other: a button may hold no other control (a screen reader would not reach the sliders in it).
    <Box
      sx={{
        position: 'absolute',
        top: 10,
        bottom: 10,
        left: `${left}%`,
        width: `${width}%`,
        minWidth: 4,
        zIndex: selected ? 2 : 1,
      }}
    >
      <Box
        role="button"
        tabIndex={0}
        aria-roledescription="moment bar"
        aria-pressed={selected}
        aria-label={`${title}, ${rangeText}`}
        aria-keyshortcuts={editable ? 'ArrowLeft ArrowRight Shift+ArrowLeft Shift+ArrowRight' : undefined}
        data-testid="moment-bar"
        data-moment-start={range.start}
        data-moment-end={range.end}
        onKeyDown={onKeyDown('move')}
        {...pointerHandlers('move')}
        sx={(theme) => ({
          position: 'absolute',
          inset: 0,
          boxSizing: 'border-box',
          borderRadius: 1,
          border: `1px solid ${theme.palette.primary.main}`,
          bgcolor: selected ? 'primary.main' : alpha(theme.palette.primary.main, 0.14),
          color: selected ? 'primary.contrastText' : 'text.primary',
          boxShadow: highlighted ? `0 0 0 4px ${alpha(theme.palette.primary.main, 0.35)}` : 'none',
          transition: 'box-shadow 200ms, background-color 150ms',
          cursor: editable ? 'grab' : 'pointer',
          touchAction: 'none',
          userSelect: 'none',
          overflow: 'hidden',
          '&:active': { cursor: editable ? 'grabbing' : 'pointer' },
          '&:hover': { bgcolor: selected ? 'primary.dark' : alpha(theme.palette.primary.main, 0.24) },
          '&:focus-visible': { outline: `2px solid ${theme.palette.secondary.main}`, outlineOffset: 2 },
        })}
      >
        {/* The range in full colour: white on the brand red reads at 5.8:1, faded to 80% at 4.0:1. A space
            after the title, as in the name: text read off the screen (voice control) would run them together. */}
        <Box sx={{ px: editable ? 1.5 : 1, py: 0.5, minWidth: 0, pointerEvents: 'none' }}>
          <Typography variant="body2" noWrap sx={{ fontWeight: 500, lineHeight: 1.4 }}>
            {title}
          </Typography>{' '}
          <Typography variant="caption" noWrap component="div" sx={{ lineHeight: 1.3 }}>
            {rangeText}
          </Typography>
        </Box>
      </Box>
      {editable &&
        (['start', 'end'] as const).map((mode) => (
          <Box
            key={mode}
            role="slider"
            tabIndex={0}
            aria-label={`${mode === 'start' ? 'Start' : 'End'} of ${title}`}
            aria-valuemin={dragTo(mode, -Number.MAX_SAFE_INTEGER)[mode]}
            aria-valuemax={dragTo(mode, Number.MAX_SAFE_INTEGER)[mode]}
            aria-valuenow={range[mode]}
            aria-valuetext={formatTimestamp(range[mode])}
            aria-orientation="horizontal"
            data-testid={`moment-bar-${mode}`}
            onKeyDown={onKeyDown(mode)}
            {...pointerHandlers(mode)}
            sx={(theme) => {
              // Inside the bar's border, rounded as the bar's inner corners on its own end.
              const inner = `calc(${theme.shape.borderRadius}px - 1px)`;
              return {
                position: 'absolute',
                top: 1,
                bottom: 1,
                [mode === 'start' ? 'left' : 'right']: 1,
                width: HANDLE_WIDTH_PX,
                borderRadius: mode === 'start' ? `${inner} 0 0 ${inner}` : `0 ${inner} ${inner} 0`,
                cursor: 'ew-resize',
                touchAction: 'none',
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                bgcolor: selected
                  ? alpha(theme.palette.common.black, 0.18)
                  : alpha(theme.palette.primary.main, 0.3),
                '&::after': {
                  content: '""',
                  width: 2,
                  height: 16,
                  borderRadius: 1,
                  bgcolor: selected ? 'primary.contrastText' : 'primary.main',
                },
                '&:hover, &:focus-visible': { bgcolor: alpha(theme.palette.primary.dark, 0.5) },
                '&:focus-visible': {
                  outline: `2px solid ${theme.palette.secondary.main}`,
                  outlineOffset: -2,
                },
              };
            }}
          />
        ))}
    </Box>
  );
}

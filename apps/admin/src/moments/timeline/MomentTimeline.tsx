import {
  formatDuration,
  TIMELINE_HIGHLIGHT_MS,
  TIMELINE_SEEK_DEBOUNCE_MS,
  TIMELINE_WHEEL_DEBOUNCE_MS,
  type TimeRange,
} from '@framehouse/domain';
import AddIcon from '@mui/icons-material/Add';
import ContentCutIcon from '@mui/icons-material/ContentCut';
import FirstPageIcon from '@mui/icons-material/FirstPage';
import LastPageIcon from '@mui/icons-material/LastPage';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import StopIcon from '@mui/icons-material/Stop';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import { alpha, Box, Button, ButtonBase, IconButton, Tooltip, Typography } from '@mui/material';
import { useEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { MomentBar } from './MomentBar';
import {
  canSplitMoment,
  canZoom,
  defaultView,
  DRAG_THRESHOLD_PX,
  dragRange,
  drawnMomentRange,
  drawnRange,
  followPlayhead,
  formatRange,
  freeSpaceAt,
  isValidView,
  msToPercent,
  newMomentSlot,
  othersThan,
  panView,
  pxDeltaToMs,
  pxToMs,
  revealRange,
  viewAtEnd,
  viewAtStart,
  ZOOM_MIN_SPAN,
  zoomView,
  type TimelineView,
  type ZoomDirection,
} from './timeline-geometry';
import { RULER_HEIGHT_PX, TimelineRuler } from './TimelineRuler';

export interface TimelineMoment {
  id: string;
  title: string;
  /** ms */
  start: number;
  /** ms */
  end: number;
}

export interface MomentTimelineProps {
  durationMs: number;
  /** Ordered by start, end. */
  moments: TimelineMoment[];
  selectedId?: string;
  /** The player's current time. */
  playheadMs: number;
  /** Edit mode and CHANGE_MOMENT: drag, resize, "+", split. */
  editable: boolean;
  /** CREATE_MOMENT too: the "+" bar and drawing a range on the empty lane. */
  canCreate: boolean;
  /** The selected moment is being played (Play Moment / Stop Moment). */
  playing: boolean;
  /** "Splitting..." while the split call runs. */
  splitting: boolean;
  /** Click/drag on the ruler or the playhead, debounced per §9. */
  onSeek(ms: number): void;
  onSelect(id: string): void;
  /**
   * On drop of a drag/resize, and on each arrow key on a focused bar. The page is expected to show the
   * new range at once (its moments prop) and to debounce the save.
   */
  onRangeChange(id: string, range: { start: number; end: number }): void;
  /**
   * The "+" bar, or a range drawn on the empty lane. A drawn range in a gap shorter than the minimum
   * length comes as drawn: the page checks every new range (§5) and shows the refusal.
   */
  onCreate(range: { start: number; end: number }): void;
  /** "Split Moment on Playhead". */
  onSplit(id: string, playheadMs: number): void;
  /** "Play Moment" / "Stop Moment". */
  onPlayToggle(id: string): void;
}

const LANE_HEIGHT_PX = 64;
/** A wheel's line mode (Firefox) scrolls by lines: roughly this many pixels each. */
const WHEEL_LINE_PX = 16;

/** A press on the empty lane: a range drawn from `anchorMs` once the pointer moves, a seek otherwise. */
interface DrawGesture {
  pointerId: number;
  originX: number;
  anchorMs: number;
  /** The gap the press lies in; undefined when there is none (a moment's edge, an unknown duration). */
  free?: TimeRange;
  moved: boolean;
}

/**
 * The moments editor's range editor (spec §2): ruler, playhead, a bar per moment that drags and
 * resizes within the rules of §5, the "+" bar and drawing a new range on the empty lane, Start / End, zoom,
 * split and moment playback.
 */
export function MomentTimeline({
  durationMs,
  moments,
  selectedId,
  playheadMs,
  editable,
  canCreate,
  playing,
  splitting,
  onSeek,
  onSelect,
  onRangeChange,
  onCreate,
  onSplit,
  onPlayToggle,
}: MomentTimelineProps) {
  const trackRef = useRef<HTMLDivElement>(null);
  const [widthPx, setWidthPx] = useState(0);
  const [view, setView] = useState<TimelineView>(() => defaultView(durationMs));
  const [draft, setDraft] = useState<{ id: string; range: TimeRange }>();
  const [drawn, setDrawn] = useState<TimeRange>();
  const drawGesture = useRef<DrawGesture | undefined>(undefined);
  const [highlightedId, setHighlightedId] = useState<string>();
  const seek = useDebouncedSeek(onSeek, playheadMs);

  const selected = moments.find((moment) => moment.id === selectedId);

  // The duration arrives with the video (or changes with its source): a view past it is reset.
  useEffect(() => {
    setView((current) => (isValidView(current, durationMs, 0) ? current : defaultView(durationMs)));
  }, [durationMs]);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const observer = new ResizeObserver(([entry]) => setWidthPx(entry.contentRect.width));
    observer.observe(track);
    return () => observer.disconnect();
  }, []);

  // A newly selected moment (from the list, the URL, a split or a click) is briefly emphasised and, when
  // out of sight, brought into view.
  useEffect(() => {
    if (!selectedId) return;
    setHighlightedId(selectedId);
    const timer = window.setTimeout(() => setHighlightedId(undefined), TIMELINE_HIGHLIGHT_MS);
    return () => window.clearTimeout(timer);
  }, [selectedId]);
  const selectedStart = selected?.start;
  const selectedEnd = selected?.end;
  useEffect(() => {
    if (selectedStart === undefined || selectedEnd === undefined) return;
    setView((current) => revealRange(current, { start: selectedStart, end: selectedEnd }, durationMs));
  }, [selectedId, selectedStart, selectedEnd, durationMs]);

  const previousPlayhead = useRef(playheadMs);
  useEffect(() => {
    const previous = previousPlayhead.current;
    previousPlayhead.current = playheadMs;
    setView((current) => followPlayhead(current, previous, playheadMs, durationMs));
  }, [playheadMs, durationMs]);

  // A native listener: React's wheel listener is passive, and ctrl+wheel must not zoom the page.
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    let lastZoomAt = Number.NEGATIVE_INFINITY;
    const onWheel = (event: WheelEvent) => {
      const rect = track.getBoundingClientRect();
      const scale = event.deltaMode === WheelEvent.DOM_DELTA_LINE ? WHEEL_LINE_PX : 1;
      if (event.ctrlKey || event.metaKey) {
        event.preventDefault();
        // One zoom step per wheel gesture: a trackpad sends dozens of events, 200 ms apart at most.
        const fresh = event.timeStamp - lastZoomAt > TIMELINE_WHEEL_DEBOUNCE_MS;
        lastZoomAt = event.timeStamp;
        if (!fresh || event.deltaY === 0) return;
        const direction: ZoomDirection = event.deltaY < 0 ? 'in' : 'out';
        setView((current) => {
          const anchor = pxToMs(event.clientX - rect.left, rect.width, current);
          return zoomView(current, direction, anchor, durationMs, ZOOM_MIN_SPAN.wheel) ?? current;
        });
        return;
      }
      const sideways = event.shiftKey ? event.deltaY || event.deltaX : event.deltaX;
      // A vertical wheel scrolls the page as usual.
      if (sideways === 0 || (!event.shiftKey && Math.abs(event.deltaX) < Math.abs(event.deltaY))) return;
      event.preventDefault();
      setView((current) => panView(current, pxDeltaToMs(sideways * scale, rect.width, current), durationMs));
    };
    track.addEventListener('wheel', onWheel, { passive: false });
    return () => track.removeEventListener('wheel', onWheel);
  }, [durationMs]);

  const shownPlayhead = seek.pending ?? playheadMs;
  const zoom = (direction: ZoomDirection) => {
    const anchor =
      shownPlayhead >= view.start && shownPlayhead <= view.end ? shownPlayhead : (view.start + view.end) / 2;
    setView((current) => zoomView(current, direction, anchor, durationMs, ZOOM_MIN_SPAN.buttons) ?? current);
  };

  /** The time under the pointer, kept inside the video once its duration is known. */
  const msAt = (clientX: number): number | undefined => {
    const track = trackRef.current;
    if (!track) return undefined;
    const rect = track.getBoundingClientRect();
    const ms = pxToMs(clientX - rect.left, rect.width, view);
    return durationMs > 0 ? Math.min(durationMs, ms) : ms;
  };
  const seekAt = (clientX: number) => {
    const ms = msAt(clientX);
    if (ms !== undefined) seek.schedule(ms);
  };
  const seekPointer = {
    onPointerDown: (event: PointerEvent<HTMLDivElement>) => {
      if (event.button !== 0) return;
      event.currentTarget.setPointerCapture(event.pointerId);
      seekAt(event.clientX);
    },
    onPointerMove: (event: PointerEvent<HTMLDivElement>) => {
      if (event.currentTarget.hasPointerCapture(event.pointerId)) seekAt(event.clientX);
    },
    onPointerUp: () => seek.flush(),
    onPointerCancel: () => seek.flush(),
  };

  // Bars and the "+" bar stop their presses, so these see only presses on the empty lane.
  const drawPointer = {
    onPointerDown: (event: PointerEvent<HTMLDivElement>) => {
      const anchorMs = msAt(event.clientX);
      if (event.button !== 0 || anchorMs === undefined) return;
      // The lane's own gesture: the track would seek at once on the press.
      event.stopPropagation();
      event.currentTarget.setPointerCapture(event.pointerId);
      drawGesture.current = {
        pointerId: event.pointerId,
        originX: event.clientX,
        anchorMs,
        free: freeSpaceAt(anchorMs, moments, durationMs),
        moved: false,
      };
    },
    onPointerMove: (event: PointerEvent<HTMLDivElement>) => {
      const gesture = drawGesture.current;
      if (!gesture || gesture.pointerId !== event.pointerId) return;
      if (!gesture.moved && Math.abs(event.clientX - gesture.originX) < DRAG_THRESHOLD_PX) return;
      gesture.moved = true;
      const ms = msAt(event.clientX);
      if (gesture.free && ms !== undefined) setDrawn(drawnRange(gesture.anchorMs, ms, gesture.free));
    },
    onPointerUp: (event: PointerEvent<HTMLDivElement>) => {
      const gesture = drawGesture.current;
      if (!gesture || gesture.pointerId !== event.pointerId) return;
      event.stopPropagation();
      drawGesture.current = undefined;
      setDrawn(undefined);
      // A click without a drag keeps seeking, as anywhere on the track.
      if (!gesture.moved) {
        seek.now(gesture.anchorMs);
        return;
      }
      const ms = msAt(event.clientX);
      if (!gesture.free || ms === undefined) return;
      const range = drawnMomentRange(drawnRange(gesture.anchorMs, ms, gesture.free), gesture.free);
      if (range) onCreate(range);
    },
    onPointerCancel: (event: PointerEvent<HTMLDivElement>) => {
      if (drawGesture.current?.pointerId !== event.pointerId) return;
      drawGesture.current = undefined;
      setDrawn(undefined);
    },
  };

  const playheadPercent = msToPercent(shownPlayhead, view);
  const creatable = editable && canCreate;
  const slot = creatable ? newMomentSlot(view, moments, durationMs) : undefined;
  const liveRange = draft?.range ?? drawn;

  return (
    <Box data-testid="moment-timeline">
      {/* Two groups that wrap as wholes on a narrow page: moving about the ruler, acting on the moment. */}
      <Box
        role="toolbar"
        aria-label="Timeline"
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Button
            size="small"
            variant="outlined"
            startIcon={<FirstPageIcon />}
            onClick={() => setView((current) => viewAtStart(current, durationMs))}
          >
            Start
          </Button>
          <Button
            size="small"
            variant="outlined"
            endIcon={<LastPageIcon />}
            onClick={() => setView((current) => viewAtEnd(current, durationMs))}
          >
            End
          </Button>
          <ZoomButton
            label="Zoom out"
            disabled={!canZoom(view, 'out', durationMs, ZOOM_MIN_SPAN.buttons)}
            onClick={() => zoom('out')}
          >
            <ZoomOutIcon fontSize="small" />
          </ZoomButton>
          <Typography
            variant="caption"
            color="text.secondary"
            data-testid="timeline-view"
            sx={{ minWidth: 84, textAlign: 'center', fontVariantNumeric: 'tabular-nums' }}
          >
            {formatDuration(view.start)} – {formatDuration(view.end)}
          </Typography>
          <ZoomButton
            label="Zoom in"
            disabled={!canZoom(view, 'in', durationMs, ZOOM_MIN_SPAN.buttons)}
            onClick={() => zoom('in')}
          >
            <ZoomInIcon fontSize="small" />
          </ZoomButton>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, ml: 'auto' }}>
          {/* Kept in the layout while no moment is selected, so that selecting one moves nothing. */}
          <Button
            size="small"
            variant="outlined"
            startIcon={playing ? <StopIcon /> : <PlayArrowIcon />}
            onClick={() => selected && onPlayToggle(selected.id)}
            sx={{ minWidth: 136, visibility: selected ? 'visible' : 'hidden' }}
          >
            {playing ? 'Stop Moment' : 'Play Moment'}
          </Button>
          {editable && (
            <Button
              size="small"
              variant="contained"
              startIcon={<ContentCutIcon />}
              disabled={splitting || !canSplitMoment(selected, shownPlayhead)}
              onClick={() => selected && onSplit(selected.id, shownPlayhead)}
              sx={{ minWidth: 226 }}
            >
              {splitting ? 'Splitting...' : 'Split Moment on Playhead'}
            </Button>
          )}
        </Box>
      </Box>
      <Box
        ref={trackRef}
        data-testid="moment-timeline-track"
        {...seekPointer}
        sx={{
          position: 'relative',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
          cursor: 'pointer',
          userSelect: 'none',
          touchAction: 'pan-y',
        }}
      >
        <TimelineRuler view={view} widthPx={widthPx} />
        <Box
          role="group"
          aria-label="Moments timeline"
          {...(creatable ? drawPointer : {})}
          sx={(theme) => ({
            position: 'relative',
            height: LANE_HEIGHT_PX,
            cursor: creatable ? 'crosshair' : 'inherit',
            overflow: 'hidden',
            bgcolor: alpha(theme.palette.text.primary, 0.03),
            borderBottomLeftRadius: 'inherit',
            borderBottomRightRadius: 'inherit',
          })}
        >
          {slot && <NewMomentBar slot={slot} view={view} onCreate={() => onCreate(slot)} />}
          {moments.map((moment) => (
            <MomentBar
              key={moment.id}
              title={moment.title}
              range={draft?.id === moment.id ? draft.range : moment}
              view={view}
              selected={moment.id === selectedId}
              highlighted={moment.id === highlightedId}
              editable={editable}
              trackRef={trackRef}
              onSelect={() => onSelect(moment.id)}
              dragTo={(mode, deltaMs) =>
                dragRange(moment, mode, deltaMs, othersThan(moment.id, moments), durationMs)
              }
              onDraft={(range) => setDraft(range && { id: moment.id, range })}
              onCommit={(range) => {
                if (range.start !== moment.start || range.end !== moment.end) onRangeChange(moment.id, range);
              }}
            />
          ))}
          {drawn && <DrawnRange range={drawn} view={view} />}
        </Box>
        {playheadPercent >= 0 && playheadPercent <= 100 && <Playhead percent={playheadPercent} />}
        {liveRange && <DragTooltip range={liveRange} view={view} />}
      </Box>
    </Box>
  );
}

function ZoomButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick(): void;
  children: ReactNode;
}) {
  return (
    <Tooltip title={label}>
      {/* A disabled button fires no events, so the tooltip listens on a wrapper. */}
      <span>
        <IconButton size="small" aria-label={label} disabled={disabled} onClick={onClick}>
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** The "+" bar: a new 5 s moment at the next free slot from the start of the view. */
function NewMomentBar({ slot, view, onCreate }: { slot: TimeRange; view: TimelineView; onCreate(): void }) {
  const left = msToPercent(slot.start, view);
  return (
    <ButtonBase
      aria-label={`Add a moment at ${formatRange(slot)}`}
      data-testid="new-moment-bar"
      onPointerDown={(event) => event.stopPropagation()}
      onClick={onCreate}
      sx={(theme) => ({
        position: 'absolute',
        top: 10,
        bottom: 10,
        left: `${left}%`,
        width: `${msToPercent(slot.end, view) - left}%`,
        minWidth: 28,
        borderRadius: 1,
        border: `1px dashed ${theme.palette.primary.main}`,
        color: 'primary.main',
        bgcolor: alpha(theme.palette.primary.main, 0.04),
        '&:hover, &.Mui-focusVisible': { bgcolor: alpha(theme.palette.primary.main, 0.12) },
      })}
    >
      <AddIcon fontSize="small" />
    </ButtonBase>
  );
}

/** The range being drawn on the empty lane, dashed like the "+" bar: not a moment yet. */
function DrawnRange({ range, view }: { range: TimeRange; view: TimelineView }) {
  const left = msToPercent(range.start, view);
  return (
    <Box
      aria-hidden
      data-testid="moment-draw-range"
      sx={(theme) => ({
        position: 'absolute',
        top: 10,
        bottom: 10,
        left: `${left}%`,
        width: `${msToPercent(range.end, view) - left}%`,
        boxSizing: 'border-box',
        borderRadius: 1,
        border: `1px dashed ${theme.palette.primary.main}`,
        bgcolor: alpha(theme.palette.primary.main, 0.2),
        pointerEvents: 'none',
        zIndex: 2,
      })}
    />
  );
}

/** The player's position, dark rather than the brand red of the bars so that it shows over them. */
function Playhead({ percent }: { percent: number }) {
  return (
    <Box
      aria-hidden
      data-testid="timeline-playhead"
      sx={{
        position: 'absolute',
        top: 0,
        bottom: 0,
        left: `${percent}%`,
        width: 2,
        ml: '-1px',
        bgcolor: 'secondary.main',
        pointerEvents: 'none',
        zIndex: 3,
        '&::before': {
          content: '""',
          position: 'absolute',
          top: 0,
          left: -5,
          borderLeft: '6px solid transparent',
          borderRight: '6px solid transparent',
          borderTop: (theme) => `8px solid ${theme.palette.secondary.main}`,
        },
      }}
    />
  );
}

/** The live range of a dragged or drawn bar, above it, in the ruler's band. */
function DragTooltip({ range, view }: { range: TimeRange; view: TimelineView }) {
  const center = (msToPercent(range.start, view) + msToPercent(range.end, view)) / 2;
  return (
    <Box
      role="status"
      data-testid="moment-drag-range"
      sx={(theme) => ({
        position: 'absolute',
        top: RULER_HEIGHT_PX - 26,
        left: `${Math.min(100, Math.max(0, center))}%`,
        transform: 'translateX(-50%)',
        px: 1,
        py: 0.25,
        borderRadius: 1,
        bgcolor: alpha(theme.palette.grey[900], 0.92),
        color: 'common.white',
        ...theme.typography.caption,
        fontVariantNumeric: 'tabular-nums',
        whiteSpace: 'nowrap',
        pointerEvents: 'none',
        zIndex: 4,
      })}
    >
      {formatRange(range)}
    </Box>
  );
}

/**
 * Seeks from the ruler, debounced (§9): the playhead follows the pointer at once, the player only once
 * it rests for TIMELINE_SEEK_DEBOUNCE_MS, or when the pointer is released. The sought time stays shown
 * until the player reports a new time, so the playhead does not jump back meanwhile.
 */
function useDebouncedSeek(onSeek: (ms: number) => void, playheadMs: number) {
  const [pending, setPending] = useState<number>();
  const timer = useRef<number | undefined>(undefined);
  const latestOnSeek = useRef(onSeek);
  useEffect(() => {
    latestOnSeek.current = onSeek;
  });
  useEffect(() => () => window.clearTimeout(timer.current), []);
  useEffect(() => {
    if (timer.current === undefined) setPending(undefined);
  }, [playheadMs]);

  const flushValue = (ms: number | undefined) => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    if (ms !== undefined) latestOnSeek.current(ms);
  };

  return {
    pending,
    schedule(ms: number) {
      setPending(ms);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => flushValue(ms), TIMELINE_SEEK_DEBOUNCE_MS);
    },
    /** Seeks at once, with no debounce: a click, not a pointer moving along. */
    now(ms: number) {
      setPending(ms);
      flushValue(ms);
    },
    /** Seeks at once to a time still waiting for its debounce (the pointer was released). */
    flush() {
      if (timer.current !== undefined) flushValue(pending);
    },
  };
}

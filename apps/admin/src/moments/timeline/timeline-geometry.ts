import {
  canSplitAt,
  findOverlapping,
  formatDuration,
  MOMENT_MIN_LENGTH_MS,
  nextFreeRange,
  TIMELINE_DEFAULT_END_MS,
  TIMELINE_DEFAULT_START_MS,
  TIMELINE_MIN_ZOOM_SPAN_MS,
  TIMELINE_ZOOM_BUTTON_MIN_SPAN_MS,
  TIMESTAMP_ALT_STEP_MS,
  TIMESTAMP_SHIFT_STEP_MS,
  TIMESTAMP_STEP_MS,
  type TimeRange,
} from '@framehouse/domain';

/** The part of the video the ruler shows, in ms. */
export type TimelineView = TimeRange;

/** A moment on the timeline, as the page hands it over. */
export interface TimelineRange extends TimeRange {
  id: string;
}

/** Each zoom step halves (in) or doubles (out) the visible span. */
export const ZOOM_FACTOR = 2;
/** Labels closer than this would run into each other at the widest label ("00:00.000"). */
export const MIN_TICK_SPACING_PX = 90;
/** Pointer travel below this is a click, not a drag. */
export const DRAG_THRESHOLD_PX = 3;

/** Tick intervals the ruler picks from, the smallest whose labels keep MIN_TICK_SPACING_PX apart. */
const TICK_STEPS_MS: readonly number[] = [
  100, 200, 500, 1000, 2000, 5000, 10000, 15000, 30000, 60000, 120000, 300000, 600000, 900000, 1800000,
  3600000, 7200000,
];
/** Minor ticks between two labelled ones. */
const MINOR_TICKS = 5;

/** The widest the ruler goes: the whole video once its duration is known, the spec's 50 s until then. */
function maxSpan(durationMs: number): number {
  return durationMs > 0 ? durationMs : TIMELINE_DEFAULT_END_MS - TIMELINE_DEFAULT_START_MS;
}

/** The spec's 0–50 s, cut to the video when it is shorter: nothing lies past the end to look at. */
export function defaultView(durationMs: number): TimelineView {
  return {
    start: TIMELINE_DEFAULT_START_MS,
    end: Math.min(TIMELINE_DEFAULT_END_MS, TIMELINE_DEFAULT_START_MS + maxSpan(durationMs)),
  };
}

export function viewSpan(view: TimelineView): number {
  return view.end - view.start;
}

/** Where `ms` lies in the view, as a percentage of its width (below 0 or above 100 when outside). */
export function msToPercent(ms: number, view: TimelineView): number {
  return ((ms - view.start) / viewSpan(view)) * 100;
}

/** The time under `x` pixels from the left edge of a track `width` pixels wide, clamped to the view. */
export function pxToMs(x: number, width: number, view: TimelineView): number {
  if (width <= 0) return view.start;
  const ratio = Math.min(1, Math.max(0, x / width));
  return Math.round(view.start + ratio * viewSpan(view));
}

/** How many ms `dx` pixels of pointer travel are worth on a track `width` pixels wide. */
export function pxDeltaToMs(dx: number, width: number, view: TimelineView): number {
  return width > 0 ? Math.round((dx / width) * viewSpan(view)) : 0;
}

export interface RulerTick {
  ms: number;
  /** Labelled (major) tick, or a minor one between them. */
  label?: string;
}

/** The interval between labelled ticks: the smallest step that keeps labels MIN_TICK_SPACING_PX apart. */
export function tickStep(view: TimelineView, widthPx: number): number {
  const span = viewSpan(view);
  const fits = (step: number) => widthPx <= 0 || (step / span) * widthPx >= MIN_TICK_SPACING_PX;
  return TICK_STEPS_MS.find(fits) ?? TICK_STEPS_MS[TICK_STEPS_MS.length - 1];
}

/** Labelled ticks on multiples of the step (mm:ss, with ms below a second), minor ticks between them. */
export function rulerTicks(view: TimelineView, widthPx: number): RulerTick[] {
  const step = tickStep(view, widthPx);
  const minor = step / MINOR_TICKS;
  const milliseconds = step < 1000;
  const ticks: RulerTick[] = [];
  for (let index = Math.ceil(view.start / minor); index * minor <= view.end; index += 1) {
    const ms = Math.round(index * minor);
    ticks.push(index % MINOR_TICKS === 0 ? { ms, label: formatDuration(ms, { milliseconds }) } : { ms });
  }
  return ticks;
}

/** A view is usable when it is a real range inside the video and no narrower than `minSpanMs`. */
export function isValidView(view: TimelineView, durationMs: number, minSpanMs: number): boolean {
  const cap = maxSpan(durationMs);
  return (
    Number.isFinite(view.start) &&
    Number.isFinite(view.end) &&
    view.start >= 0 &&
    view.end <= cap &&
    viewSpan(view) >= Math.min(minSpanMs, cap)
  );
}

/** Keeps the span, slides the view back inside 0…duration. */
export function clampView(view: TimelineView, durationMs: number): TimelineView {
  const span = Math.min(viewSpan(view), maxSpan(durationMs));
  const start = Math.min(Math.max(0, view.start), maxSpan(durationMs) - span);
  return { start, end: start + span };
}

export type ZoomDirection = 'in' | 'out';

/**
 * The view after one zoom step about `anchorMs` (kept under the same spot of the ruler). Zooming out
 * stops at the whole video; zooming in at `minSpanMs` (the 10 s guard for the wheel, 1 s for the zoom
 * buttons). A step that cannot give a valid view returns undefined and is ignored.
 */
export function zoomView(
  view: TimelineView,
  direction: ZoomDirection,
  anchorMs: number,
  durationMs: number,
  minSpanMs: number,
): TimelineView | undefined {
  const span = viewSpan(view);
  const cap = maxSpan(durationMs);
  const wanted = direction === 'in' ? span / ZOOM_FACTOR : span * ZOOM_FACTOR;
  const nextSpan = Math.round(Math.min(cap, Math.max(Math.min(minSpanMs, cap), wanted)));
  const moves = direction === 'in' ? nextSpan < span : nextSpan > span;
  if (!moves || !Number.isFinite(anchorMs)) return undefined;
  const anchor = Math.min(view.end, Math.max(view.start, anchorMs));
  const ratio = span > 0 ? (anchor - view.start) / span : 0;
  const start = Math.round(anchor - ratio * nextSpan);
  const next = clampView({ start, end: start + nextSpan }, durationMs);
  return isValidView(next, durationMs, minSpanMs) ? next : undefined;
}

/** The smallest span each way of zooming goes to. */
export const ZOOM_MIN_SPAN = {
  buttons: TIMELINE_ZOOM_BUTTON_MIN_SPAN_MS,
  wheel: TIMELINE_MIN_ZOOM_SPAN_MS,
} as const;

export function canZoom(
  view: TimelineView,
  direction: ZoomDirection,
  durationMs: number,
  minSpanMs: number,
): boolean {
  return zoomView(view, direction, view.start, durationMs, minSpanMs) !== undefined;
}

/** The view slid by `deltaMs` (horizontal wheel), kept inside the video. */
export function panView(view: TimelineView, deltaMs: number, durationMs: number): TimelineView {
  return clampView({ start: view.start + deltaMs, end: view.end + deltaMs }, durationMs);
}

/** "Start": the same span from the beginning of the video. */
export function viewAtStart(view: TimelineView, durationMs: number): TimelineView {
  return clampView({ start: 0, end: viewSpan(view) }, durationMs);
}

/** "End": the same span up to the end of the video. */
export function viewAtEnd(view: TimelineView, durationMs: number): TimelineView {
  const end = maxSpan(durationMs);
  return clampView({ start: end - viewSpan(view), end }, durationMs);
}

/** Slides the view (same span) so that `range` starts in it; unchanged when it is visible already. */
export function revealRange(view: TimelineView, range: TimeRange, durationMs: number): TimelineView {
  const visible = range.start >= view.start && range.end <= view.end;
  const longerThanView = range.end - range.start > viewSpan(view);
  if (visible || (longerThanView && range.start >= view.start && range.start < view.end)) return view;
  return clampView({ start: range.start, end: range.start + viewSpan(view) }, durationMs);
}

/**
 * Turns the page when the playhead runs off the view while playing: it was visible and now lies beyond
 * either edge. A playhead the user scrolled away from stays away.
 */
export function followPlayhead(
  view: TimelineView,
  previousMs: number,
  playheadMs: number,
  durationMs: number,
): TimelineView {
  const inside = (ms: number) => ms >= view.start && ms <= view.end;
  if (!inside(previousMs) || inside(playheadMs)) return view;
  return clampView({ start: playheadMs, end: playheadMs + viewSpan(view) }, durationMs);
}

export type DragMode = 'move' | 'start' | 'end';

/** The free space around `range` (the other moments excluded): previous moment's end to next one's start. */
export function freeSpaceAround(
  range: TimeRange,
  others: readonly TimeRange[],
  durationMs: number,
): TimeRange {
  let start = 0;
  let end = durationMs;
  for (const other of others) {
    if (other.end <= range.start) start = Math.max(start, other.end);
    else if (other.start >= range.end) end = Math.min(end, other.start);
  }
  return { start, end };
}

/**
 * `range` moved (`move`) or with one end pulled (`start`/`end`) by `deltaMs`, clamped so that it stays
 * inside the video, keeps the minimum length and does not run into a neighbour. When the moment cannot
 * be placed validly at all (its data already breaks a rule) it stays where it is.
 */
export function dragRange(
  range: TimeRange,
  mode: DragMode,
  deltaMs: number,
  others: readonly TimeRange[],
  durationMs: number,
  minLengthMs: number = MOMENT_MIN_LENGTH_MS,
): TimeRange {
  const free = freeSpaceAround(range, others, durationMs);
  const length = range.end - range.start;
  const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
  let next: TimeRange;
  if (mode === 'move') {
    const start = clamp(range.start + deltaMs, free.start, free.end - length);
    next = { start, end: start + length };
  } else if (mode === 'start') {
    next = { start: clamp(range.start + deltaMs, free.start, range.end - minLengthMs), end: range.end };
  } else {
    next = { start: range.start, end: clamp(range.end + deltaMs, range.start + minLengthMs, free.end) };
  }
  next = { start: Math.round(next.start), end: Math.round(next.end) };
  const valid =
    next.start >= 0 &&
    next.end <= durationMs &&
    next.end - next.start >= minLengthMs &&
    findOverlapping(next, others).length === 0;
  return valid ? next : range;
}

/**
 * The gap a press on the empty lane at `ms` lies in (between the neighbouring moments, inside the video),
 * or undefined when there is nothing to draw in: a moment covers `ms`, or the duration is not known yet.
 */
export function freeSpaceAt(
  ms: number,
  moments: readonly TimeRange[],
  durationMs: number,
): TimeRange | undefined {
  if (durationMs <= 0 || ms < 0 || ms > durationMs) return undefined;
  if (moments.some((moment) => moment.start < ms && ms < moment.end)) return undefined;
  const free = freeSpaceAround({ start: ms, end: ms }, moments, durationMs);
  return free.end > free.start ? free : undefined;
}

/** The range drawn from where the press began to where the pointer is, either way, kept inside `free`. */
export function drawnRange(anchorMs: number, pointerMs: number, free: TimeRange): TimeRange {
  const clamp = (value: number) => Math.round(Math.min(free.end, Math.max(free.start, value)));
  const [a, b] = [clamp(anchorMs), clamp(pointerMs)];
  return { start: Math.min(a, b), end: Math.max(a, b) };
}

/**
 * The moment a drawn range makes on release. Long enough: as drawn. Shorter: its end pushed forwards to
 * `minLengthMs` as far as the free space goes, then its start pulled back for the rest, so that it still
 * covers what was drawn. When the free space itself is shorter, the drawn range as it is: the page's
 * range check refuses it with the minimum-length message. Nothing drawn (all clamped away): undefined.
 */
export function drawnMomentRange(
  drawn: TimeRange,
  free: TimeRange,
  minLengthMs: number = MOMENT_MIN_LENGTH_MS,
): TimeRange | undefined {
  if (drawn.end <= drawn.start) return undefined;
  if (drawn.end - drawn.start >= minLengthMs) return drawn;
  if (free.end - free.start < minLengthMs) return drawn;
  const end = Math.min(free.end, drawn.start + minLengthMs);
  return { start: Math.min(drawn.start, end - minLengthMs), end };
}

/** The other moments of the list, which a moment being edited must not overlap. */
export function othersThan(id: string, moments: readonly TimelineRange[]): TimelineRange[] {
  return moments.filter((moment) => moment.id !== id);
}

/** The keyboard step of spec §5: arrow 100 ms, shift 1 s, alt 16 ms. */
export function keyboardStepMs(modifiers: { shiftKey: boolean; altKey: boolean }): number {
  if (modifiers.shiftKey) return TIMESTAMP_SHIFT_STEP_MS;
  if (modifiers.altKey) return TIMESTAMP_ALT_STEP_MS;
  return TIMESTAMP_STEP_MS;
}

/** The signed step of an arrow key (right and up forward, left and down back), or undefined for others. */
export function arrowKeyDelta(
  key: string,
  modifiers: { shiftKey: boolean; altKey: boolean },
): number | undefined {
  const step = keyboardStepMs(modifiers);
  if (key === 'ArrowRight' || key === 'ArrowUp') return step;
  if (key === 'ArrowLeft' || key === 'ArrowDown') return -step;
  return undefined;
}

/**
 * Where the "+" bar offers a new moment: the next free 5 s slot from the start of the view, when it
 * begins inside the view.
 */
export function newMomentSlot(
  view: TimelineView,
  moments: readonly TimeRange[],
  durationMs: number,
): TimeRange | undefined {
  const slot = nextFreeRange(moments, durationMs, view.start);
  return slot && slot.start < view.end ? slot : undefined;
}

/** "Split Moment on Playhead" is enabled when the playhead leaves both halves their minimum length. */
export function canSplitMoment(moment: TimeRange | undefined, playheadMs: number): boolean {
  return moment !== undefined && canSplitAt(moment, playheadMs);
}

/** The range as the bars and their tooltip read it: "00:05.000 – 00:10.000". */
export function formatRange(range: TimeRange): string {
  const options = { milliseconds: true };
  return `${formatDuration(range.start, options)} – ${formatDuration(range.end, options)}`;
}

import {
  formatDuration,
  formatTimestamp,
  MOMENT_REWIND_OFFSET_MS,
  nextFreeRange,
  parseTimeString,
  TIMESTAMP_ALT_STEP_MS,
  TIMESTAMP_SHIFT_STEP_MS,
  TIMESTAMP_STEP_MS,
  validateMomentDescription,
  validateMomentRange,
  validateMomentTitle,
  type TimeRange,
  type ValidationResult,
  type VideoStatus,
} from '@framehouse/domain';
import { publishButtonState } from '../video-editor/video-editor-form';

/** A moment as the editor needs it for its rules: its id, its title (named in overlap messages), its range. */
export interface EditorMoment {
  id: string;
  title: string;
  start: number;
  end: number;
}

/**
 * The step of a key on a timestamp field (spec §5): arrow up adds, arrow down subtracts 100 ms, 1 s with
 * shift, 16 ms with alt; any other key is not a step.
 */
export function timestampKeyStep(event: {
  key: string;
  shiftKey: boolean;
  altKey: boolean;
}): number | undefined {
  const sign = event.key === 'ArrowUp' ? 1 : event.key === 'ArrowDown' ? -1 : 0;
  if (sign === 0) return undefined;
  if (event.shiftKey) return sign * TIMESTAMP_SHIFT_STEP_MS;
  if (event.altKey) return sign * TIMESTAMP_ALT_STEP_MS;
  return sign * TIMESTAMP_STEP_MS;
}

/** The field's text moved by `deltaMs`, kept inside the video; unchanged while it is not a time string. */
export function stepTimestamp(text: string, deltaMs: number, durationMs: number): string {
  const ms = parseTimeString(text);
  if (ms === undefined) return text;
  return formatTimestamp(Math.min(durationMs, Math.max(0, ms + deltaMs)));
}

/** The range rules of spec §5 for `moment` at [start, end] (time strings or ms), against the video's others. */
export function momentRangeProblem(
  momentId: string | undefined,
  start: number | string,
  end: number | string,
  durationMs: number,
  moments: readonly EditorMoment[],
): ValidationResult {
  return validateMomentRange(start, end, {
    durationMs,
    otherMoments: moments.filter((moment) => moment.id !== momentId),
  });
}

/** Ours: "New moment" finds no 5 s gap left in the video. */
export const NO_FREE_SLOT_MESSAGE = 'There is no free 5-second slot left for a new moment.';

/** Ours: why "Edit Moments" (and a new moment) waits, while the video is not in an editable status. */
export const MOMENTS_NOT_EDITABLE = 'Moments can be edited once the video is processed.';

/**
 * The moments editor's Publish or Republish: the editor's button (label, disabled while saving or when
 * the status cannot be published), disabled too while the video is not editable (spec §2).
 */
export function momentsPublishButton(
  status: VideoStatus | undefined,
  editable: boolean,
): ReturnType<typeof publishButtonState> {
  const button = publishButtonState(status, false);
  return editable ? button : { ...button, disabledReason: button.disabledReason ?? MOMENTS_NOT_EDITABLE };
}

/**
 * The range of "New moment": 5000 ms at the first free slot from the playhead on; when none is left
 * after the playhead, the first free slot from the start (ours). Undefined when the video has no room.
 */
export function newMomentRange(
  moments: readonly TimeRange[],
  durationMs: number,
  playheadMs: number,
): TimeRange | undefined {
  return nextFreeRange(moments, durationMs, Math.round(playheadMs)) ?? nextFreeRange(moments, durationMs, 0);
}

/** The title a new moment is created with (ours): where it starts, renamed by the member afterwards. */
export function newMomentTitle(range: TimeRange): string {
  return `Moment at ${formatDuration(range.start)}`;
}

/** Play Moment stops once the playhead reaches the moment's end (spec §4). */
export function momentPlaybackEnded(playheadMs: number, range: TimeRange): boolean {
  return playheadMs >= range.end;
}

/** Where a stopped Play Moment rewinds to: the start plus 1 ms, so the moment still reads as selected. */
export function momentRewindMs(range: TimeRange): number {
  return range.start + MOMENT_REWIND_OFFSET_MS;
}

/** The time range of transcript words selected together: from the first word's start to the last's end. */
export function selectedWordsRange(words: readonly TimeRange[]): TimeRange | undefined {
  if (words.length === 0) return undefined;
  return {
    start: Math.min(...words.map((word) => word.start)),
    end: Math.max(...words.map((word) => word.end)),
  };
}

/**
 * "00:05.120 – 00:11.480": a range as the selection and the list show it; "00:05 – 00:11" without
 * milliseconds, where whole seconds are enough (suggested moments).
 */
export function rangeLabel(
  range: TimeRange,
  { milliseconds = true }: { milliseconds?: boolean } = {},
): string {
  const time = (ms: number) => formatDuration(ms, { milliseconds });
  return `${time(range.start)} – ${time(range.end)}`;
}

/**
 * The single-moment form's fields saved together: the texts and the moment's own end card (null: the
 * video's shows). The range and thumbnails act at once.
 */
export interface MomentFormValues {
  title: string;
  description: string;
  tags: string[];
  internalTags: string[];
  endCardId: string | null;
}

export type MomentFormField = keyof MomentFormValues | 'timeRange';
export type MomentFormErrors = Partial<Record<MomentFormField, string>>;

const FORM_FIELDS: readonly MomentFormField[] = [
  'title',
  'description',
  'tags',
  'internalTags',
  'endCardId',
  'timeRange',
];

export function momentFormValuesOf(moment: {
  title: string;
  description: string;
  tags: readonly { value: string }[];
  internalTags: readonly { value: string }[];
  endCardId?: string | null;
}): MomentFormValues {
  return {
    title: moment.title,
    description: moment.description,
    tags: moment.tags.map((tag) => tag.value),
    internalTags: moment.internalTags.map((tag) => tag.value),
    endCardId: moment.endCardId ?? null,
  };
}

/** Title required and 256 at most, description 5000 at most (spec §5), before anything is sent. */
export function validateMomentForm(values: MomentFormValues): MomentFormErrors {
  const errors: MomentFormErrors = {};
  const title = validateMomentTitle(values.title);
  const description = validateMomentDescription(values.description);
  if (title) errors.title = title;
  if (description) errors.description = description;
  return errors;
}

export function sameFormValues(a: MomentFormValues, b: MomentFormValues): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** A mutation's errors by the form field they name (shown under it); the others come back unassigned. */
export function momentFieldErrors(
  errors: readonly { field?: string | null; messages: readonly string[] }[],
): {
  fields: MomentFormErrors;
  others: string[];
} {
  const fields: MomentFormErrors = {};
  const others: string[] = [];
  for (const error of errors) {
    const field = FORM_FIELDS.find((candidate) => candidate === error.field);
    const message = error.messages[0];
    if (!message) continue;
    if (field && !fields[field]) fields[field] = message;
    else others.push(message);
  }
  return { fields, others };
}

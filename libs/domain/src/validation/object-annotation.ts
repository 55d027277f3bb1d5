import { OBJECT_CATEGORY_LABELS, ObjectCategory } from '../enums/object-category';
import { parseTimeString } from '../time/time-format';
import { validateTimeRange } from './range';
import { ValidationMessages } from './validation-messages';
import { validateObjectTitle, validateObjectUrl } from './video';
import type { ValidationResult } from './validator';

/** Which flag `toggleObjectAnnotation` switches (video-area §4: "promote and visible on objects each toggle"). */
export enum ObjectToggleField {
  VISIBLE = 'VISIBLE',
  PROMOTE = 'PROMOTE',
}

/** The Objects tab's default order: by start, then by end (video-area §2). */
export const OBJECTS_DEFAULT_ORDER_BY = 'startTimestamp';

/** The columns the objects list sorts by. */
export const OBJECT_ORDER_FIELDS: readonly string[] = [
  'startTimestamp',
  'endTimestamp',
  'title',
  'category',
  'visible',
  'promote',
  'created',
];

/** The fields of an object annotation a member fills in. */
export type ObjectAnnotationField = 'title' | 'category' | 'url' | 'startTimestamp' | 'endTimestamp';

export interface ObjectAnnotationValues {
  title?: string | null;
  category?: ObjectCategory | string | null;
  url?: string | null;
  startTimestamp?: string | null;
  endTimestamp?: string | null;
}

/** A URL as stored: trimmed, and an empty one omitted (null). */
export function normalizeObjectUrl(value: string | null | undefined): string | null {
  const url = (value ?? '').trim();
  return url === '' ? null : url;
}

export function isObjectCategory(value: unknown): value is ObjectCategory {
  return typeof value === 'string' && Object.values<string>(ObjectCategory).includes(value);
}

/** The title a detected object gets: its category as a member reads it ("Stop sign"). */
export function detectedObjectTitle(category: ObjectCategory): string {
  return OBJECT_CATEGORY_LABELS[category];
}

/** The category select's choices, alphabetical by label. */
export function objectCategoryChoices(): Array<{ id: ObjectCategory; name: string }> {
  return Object.values(ObjectCategory)
    .map((category) => ({ id: category, name: OBJECT_CATEGORY_LABELS[category] }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * An object's time range: time strings inside the video, start before end. Unlike a moment, an object has
 * no minimum length and may overlap others (several objects are on screen at once). Each message is
 * given on the field it concerns: a malformed value or one outside the video on its own field, an order
 * problem on the end.
 */
export function validateObjectRange(
  startTimestamp: string,
  endTimestamp: string,
  durationMs: number,
): Partial<Record<'startTimestamp' | 'endTimestamp', string>> {
  const start = parseTimeString(startTimestamp);
  const end = parseTimeString(endTimestamp);
  if (start === undefined || end === undefined) {
    return {
      startTimestamp: start === undefined ? ValidationMessages.timestampFormat : undefined,
      endTimestamp: end === undefined ? ValidationMessages.timestampFormat : undefined,
    };
  }
  const message = validateTimeRange(start, end, { durationMs, minLengthMs: 0 });
  if (message === undefined) return {};
  const startOutside = start < 0 || start > durationMs;
  return startOutside ? { startTimestamp: message } : { endTimestamp: message };
}

/**
 * Every rule of an object annotation (video-area §5), field by field: title required after trimming
 * ("Title cannot be empty"), a category of the enumeration, URL optional but valid ("URL is in incorrect
 * format"), timestamps in the video. With `partial`, a field left out (undefined) is not checked, as an
 * update leaves it unchanged; the range is then checked against the values the object keeps.
 */
export function validateObjectAnnotation(
  values: ObjectAnnotationValues,
  options: {
    durationMs: number;
    partial?: boolean;
    current?: { startTimestamp: string; endTimestamp: string };
  },
): Partial<Record<ObjectAnnotationField, string>> {
  const given = (value: unknown) => !options.partial || value !== undefined;
  const problems: Partial<Record<ObjectAnnotationField, ValidationResult>> = {};
  if (given(values.title)) problems.title = validateObjectTitle(values.title);
  if (given(values.category) && !isObjectCategory(values.category)) {
    problems.category = ValidationMessages.required;
  }
  if (given(values.url)) problems.url = validateObjectUrl(values.url);
  if (given(values.startTimestamp) || given(values.endTimestamp)) {
    const start = values.startTimestamp ?? options.current?.startTimestamp ?? '';
    const end = values.endTimestamp ?? options.current?.endTimestamp ?? '';
    Object.assign(problems, validateObjectRange(start, end, options.durationMs));
  }
  const result: Partial<Record<ObjectAnnotationField, string>> = {};
  for (const [field, message] of Object.entries(problems) as Array<
    [ObjectAnnotationField, ValidationResult]
  >) {
    if (message !== undefined) result[field] = message;
  }
  return result;
}

/** Texts of the objects area the spec does not show (ours). */
export const ObjectAnnotationMessages = {
  /** deleteObjectAnnotation or toggleObjectAnnotation named no object. */
  noObjectSelected: 'Select at least one object.',
  /** The detector failed without a reason from the worker. */
  detectionFailed: 'Object detection failed',
  /** The detector's result could not be read. */
  detectionUnreadable: 'The object detection result could not be read.',
  /** Under "Processing objects" on the Objects tab. */
  processingObjectsDetail: 'AI is identifying the objects of this video.',
  objectCreated: 'Object created',
} as const;

/** The body of the generic "Delete {type}" confirmation for objects (ours). */
export function deleteObjectsConfirmation(count: number): string {
  return count === 1
    ? 'The selected object will be removed permanently.'
    : `The ${count} selected objects will be removed permanently.`;
}

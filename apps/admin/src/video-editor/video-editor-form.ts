import {
  addTag,
  canEditVideoField,
  DEFAULT_LOGO_POSITION,
  incorrectVideoStatusMessage,
  isVideoPublishable,
  LogoPosition,
  normalizeTags,
  publishButtonLabel,
  PUBLISH_ALLOWED_STATUSES,
  validateDescription,
  validateTags,
  validateVideoTitle,
  VideoOrigin,
  VideoStatus,
  type VideoMetadataSnapshot,
} from '@framehouse/domain';
import { LogoPosition as SdkLogoPosition, type UpdateVideoInput } from '@framehouse/sdk';
import { isTranscriptionPending } from '../d2c/transcription-polling';
import { enumMember } from '../enum-member';
import type { ApiError } from '../errors';
import { pollIntervalFor, VIDEO_POLL_MS } from '../videos/video-polling';
import type { VideoDetails } from '../videos/video-record';

/** What the side panel edits: the publishable metadata, as a version keeps it. */
export type EditorValues = VideoMetadataSnapshot;
export type EditorField = keyof EditorValues;
export type TagKind = 'tag' | 'category';
export type FieldErrors = Partial<Record<EditorField, string>>;

export const EDITOR_FIELDS: readonly EditorField[] = [
  'title',
  'description',
  'tags',
  'internalTags',
  'thumbnailId',
  'orgLogoEnabled',
  'orgLogoPosition',
];

/** The saved values of a video, as the editor starts from them. */
export function editorValuesOf(
  video: Pick<
    VideoDetails,
    'title' | 'description' | 'tags' | 'internalTags' | 'thumbnailId' | 'orgLogoEnabled' | 'orgLogoPosition'
  >,
): EditorValues {
  return {
    title: video.title,
    description: video.description,
    tags: video.tags.map((tag) => tag.value),
    internalTags: video.internalTags.map((tag) => tag.value),
    thumbnailId: video.thumbnailId,
    orgLogoEnabled: video.orgLogoEnabled,
    orgLogoPosition: enumMember(LogoPosition, video.orgLogoPosition) ?? DEFAULT_LOGO_POSITION,
  };
}

function sameValue(a: EditorValues[EditorField], b: EditorValues[EditorField]): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    // Tag order counts: it is the order members see (as the API's versions compare them).
    return a.length === b.length && a.every((value, index) => value === b[index]);
  }
  return a === b;
}

/** The fields whose draft differs from the saved value: what Save sends (updateVideo is partial). */
export function changedFields(saved: EditorValues, draft: EditorValues): EditorField[] {
  return EDITOR_FIELDS.filter((field) => !sameValue(saved[field], draft[field]));
}

export function isDirty(saved: EditorValues, draft: EditorValues): boolean {
  return changedFields(saved, draft).length > 0;
}

/** The domain's rules on the fields about to be sent, with the spec's messages. */
export function validateEditorValues(values: EditorValues, fields: readonly EditorField[]): FieldErrors {
  const problems: FieldErrors = {
    title: validateVideoTitle(values.title),
    description: validateDescription(values.description),
    tags: validateTags(values.tags, 'tag'),
    internalTags: validateTags(values.internalTags, 'category'),
  };
  const errors: FieldErrors = {};
  for (const field of fields) {
    const problem = problems[field];
    if (problem) errors[field] = problem;
  }
  return errors;
}

/** The `updateVideo` input naming only `fields`, the API's enums converted from the domain's. */
export function updateVideoInputOf(values: EditorValues, fields: readonly EditorField[]): UpdateVideoInput {
  const input: UpdateVideoInput = {};
  for (const field of fields) {
    if (field === 'title') input.title = values.title.trim();
    if (field === 'description') input.description = values.description;
    if (field === 'tags') input.tags = values.tags;
    if (field === 'internalTags') input.internalTags = values.internalTags;
    if (field === 'thumbnailId') input.thumbnailId = values.thumbnailId;
    if (field === 'orgLogoEnabled') input.orgLogoEnabled = values.orgLogoEnabled;
    if (field === 'orgLogoPosition') {
      input.orgLogoPosition =
        enumMember(SdkLogoPosition, values.orgLogoPosition) ?? SdkLogoPosition.BottomRight;
    }
  }
  return input;
}

function isEditorField(field: string | null | undefined): field is EditorField {
  return EDITOR_FIELDS.some((candidate) => candidate === field);
}

/** Splits a mutation's errors into those naming an editor field (shown under it) and the others (a toast). */
export function splitFieldErrors(errors: readonly ApiError[]): {
  fields: Partial<Record<EditorField, ApiError>>;
  others: ApiError[];
} {
  const fields: Partial<Record<EditorField, ApiError>> = {};
  const others: ApiError[] = [];
  for (const error of errors) {
    if (isEditorField(error.field) && !fields[error.field]) fields[error.field] = error;
    else others.push(error);
  }
  return { fields, others };
}

/**
 * Which fields can be changed: none without CHANGE_VIDEO, else those the domain's table allows for the
 * video's status and origin (the API refuses the others with INCORRECT_VIDEO_STATUS).
 */
export function editableFields(
  status: VideoStatus | undefined,
  origin: VideoOrigin | undefined,
  canChangeVideo: boolean,
): ReadonlySet<EditorField> {
  if (!canChangeVideo || !status || !origin) return new Set();
  return new Set(EDITOR_FIELDS.filter((field) => canEditVideoField(status, origin, field)));
}

/** What Enter in a tag or category field does: the new list, or the reason the value was refused. */
export interface TagAddition {
  tags: readonly string[];
  error?: string;
}

/** Blanks are ignored, duplicates not added, a value over 60 characters refused (spec §5). */
export function tagAddition(tags: readonly string[], value: string, kind: TagKind): TagAddition {
  const tag = value.trim();
  if (tag === '') return { tags };
  const tooLong = validateTags([tag], kind);
  if (tooLong) return { tags, error: tooLong };
  return { tags: addTag(tags, tag) };
}

/** The copied tags kept in local storage: a JSON list of strings; anything else holds none. */
export function parseStoredTags(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return normalizeTags(parsed.filter((value): value is string => typeof value === 'string'));
  } catch {
    return [];
  }
}

/** The stored tags a paste would add: valid ones the video does not have yet. */
export function tagsMissingFrom(current: readonly string[], stored: readonly string[]): string[] {
  return normalizeTags(stored).filter((tag) => !current.includes(tag) && !validateTags([tag], 'tag'));
}

/** Paste is offered only if stored tags include ones not present, and not for a Failed video (spec §5). */
export function canPasteTags(
  status: VideoStatus | undefined,
  current: readonly string[],
  stored: readonly string[],
): boolean {
  return status !== VideoStatus.FAILED && tagsMissingFrom(current, stored).length > 0;
}

/** The tags after a paste: the current ones, then the missing stored ones in their order. */
export function pastedTags(current: readonly string[], stored: readonly string[]): string[] {
  return [...current, ...tagsMissingFrom(current, stored)];
}

/** The header's main button: its label (spec §2) and why it is disabled, if it is (undefined: enabled). */
export function publishButtonState(
  status: VideoStatus | undefined,
  saving: boolean,
): { label: 'Publish' | 'Republish'; disabledReason: string | undefined } {
  const label = status ? publishButtonLabel(status) : 'Publish';
  if (status === VideoStatus.SCHEDULED) {
    return { label, disabledReason: SCHEDULED_PUBLISH_TOOLTIP };
  }
  if (saving) return { label, disabledReason: 'Saving…' };
  if (!status || !isVideoPublishable(status)) {
    return {
      label,
      disabledReason: status ? incorrectVideoStatusMessage(status, PUBLISH_ALLOWED_STATUSES) : '',
    };
  }
  return { label, disabledReason: undefined };
}

/** Ours, for the spec's "cancel the scheduled publish or create a duplicate first". */
export const SCHEDULED_PUBLISH_TOOLTIP =
  'A scheduled video cannot be published. Cancel the scheduled publish or create a duplicate first.';

/**
 * The editor's polling: while the video is processed (spec §2), and after that while its transcript is
 * QUEUED or IN_PROGRESS, since finishing it adds the system captions the Captions section lists.
 */
export function editorPollInterval(
  video: { status?: string | null; transcriptionStatus?: string | null } | undefined,
): number | false {
  if (pollIntervalFor([video]) !== false) return VIDEO_POLL_MS;
  return isTranscriptionPending({ status: video?.transcriptionStatus }) ? VIDEO_POLL_MS : false;
}

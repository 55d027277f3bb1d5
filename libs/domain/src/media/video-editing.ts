import {
  IN_PROGRESS_VIDEO_STATUSES,
  LogoPosition,
  VIDEO_STATUS_FLOW,
  VideoOrigin,
  VideoStatus,
} from '../enums/video';

/** The fields of `updateVideo` (video-area §7). */
export type VideoEditableField =
  | 'title'
  | 'description'
  | 'tags'
  | 'internalTags'
  | 'thumbnailId'
  | 'orgLogoEnabled'
  | 'orgLogoPosition'
  | 'endCardId';

export const VIDEO_EDITABLE_FIELDS: readonly VideoEditableField[] = [
  'title',
  'description',
  'tags',
  'internalTags',
  'thumbnailId',
  'orgLogoEnabled',
  'orgLogoPosition',
  'endCardId',
];

/** What can be said of a video before it is processed, or when processing failed: its name and summary. */
export const VIDEO_TEXT_FIELDS: readonly VideoEditableField[] = ['title', 'description'];

/** Statuses in which every field can be edited: the video is processed (ours, docs/decisions.md). */
const FULLY_EDITABLE: readonly VideoStatus[] = [
  VideoStatus.DRAFT,
  VideoStatus.SCHEDULED,
  VideoStatus.PUBLISHED,
  VideoStatus.EDITED,
];

/**
 * The decision table of editing (ours): per status, for the statuses the video's origin passes through.
 * DRAFT, SCHEDULED, PUBLISHED, EDITED: everything. CREATED, UPLOADING, UPLOADED, PROCESSING and FAILED:
 * title and description only (there are no thumbnails yet, and tags wait for a usable video). A status
 * the origin never has (UPLOADING for an import) allows nothing.
 */
export function editableVideoFields(status: VideoStatus, origin: VideoOrigin): readonly VideoEditableField[] {
  if (FULLY_EDITABLE.includes(status)) return VIDEO_EDITABLE_FIELDS;
  const reachable = status === VideoStatus.FAILED || VIDEO_STATUS_FLOW[origin].includes(status);
  if (!reachable) return [];
  return IN_PROGRESS_VIDEO_STATUSES.includes(status) || status === VideoStatus.FAILED
    ? VIDEO_TEXT_FIELDS
    : [];
}

export function canEditVideoField(
  status: VideoStatus,
  origin: VideoOrigin,
  field: VideoEditableField,
): boolean {
  return editableVideoFields(status, origin).includes(field);
}

/** Whether anything of the video can be edited (the editor shows read-only fields otherwise). */
export function canEditVideo(status: VideoStatus, origin: VideoOrigin): boolean {
  return editableVideoFields(status, origin).length > 0;
}

/** The statuses of the origin in which `field` can be edited, in the order of a video's life. */
export function statusesAllowingVideoField(origin: VideoOrigin, field: VideoEditableField): VideoStatus[] {
  return [...VIDEO_STATUS_FLOW[origin], VideoStatus.FAILED].filter((status) =>
    canEditVideoField(status, origin, field),
  );
}

/** The metadata a publication shows: what a version keeps (`video_versions.metadata`). */
export interface VideoMetadataSnapshot {
  title: string;
  description: string;
  tags: string[];
  internalTags: string[];
  /** The selected thumbnail; null for the poster. */
  thumbnailId: string | null;
  orgLogoEnabled: boolean;
  orgLogoPosition: LogoPosition;
}

/** Same metadata: tag order counts (it is the order members see). */
export function sameVideoMetadata(a: VideoMetadataSnapshot, b: VideoMetadataSnapshot): boolean {
  const sameList = (x: readonly string[], y: readonly string[]) =>
    x.length === y.length && x.every((value, index) => value === y[index]);
  return (
    a.title === b.title &&
    a.description === b.description &&
    sameList(a.tags, b.tags) &&
    sameList(a.internalTags, b.internalTags) &&
    a.thumbnailId === b.thumbnailId &&
    a.orgLogoEnabled === b.orgLogoEnabled &&
    a.orgLogoPosition === b.orgLogoPosition
  );
}

/**
 * The status after a saved change. A published video (PUBLISHED or EDITED) is EDITED while its metadata
 * differs from the published version, and PUBLISHED again when the change brings it back; without a
 * known published version (null), any change makes it EDITED. Other statuses stay.
 */
export function statusAfterMetadataChange(
  status: VideoStatus,
  current: VideoMetadataSnapshot,
  published: VideoMetadataSnapshot | null,
): VideoStatus {
  if (status !== VideoStatus.PUBLISHED && status !== VideoStatus.EDITED) return status;
  if (published === null) return VideoStatus.EDITED;
  return sameVideoMetadata(current, published) ? VideoStatus.PUBLISHED : VideoStatus.EDITED;
}

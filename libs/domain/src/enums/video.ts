export enum VideoStatus {
  UPLOADING = 'UPLOADING',
  UPLOADED = 'UPLOADED',
  PROCESSING = 'PROCESSING',
  CREATED = 'CREATED',
  DRAFT = 'DRAFT',
  FAILED = 'FAILED',
  PUBLISHED = 'PUBLISHED',
  SCHEDULED = 'SCHEDULED',
  EDITED = 'EDITED',
}

/** Badge text per status; EDITED shows as PUBLISHED* (published, with saved but unpublished changes). */
export const VIDEO_STATUS_LABELS: Record<VideoStatus, string> = {
  [VideoStatus.CREATED]: 'CREATED',
  [VideoStatus.UPLOADING]: 'UPLOADING',
  [VideoStatus.UPLOADED]: 'UPLOADED',
  [VideoStatus.PROCESSING]: 'PROCESSING',
  [VideoStatus.DRAFT]: 'DRAFT',
  [VideoStatus.FAILED]: 'FAILED',
  [VideoStatus.PUBLISHED]: 'PUBLISHED',
  [VideoStatus.SCHEDULED]: 'SCHEDULED',
  [VideoStatus.EDITED]: 'PUBLISHED*',
};

export enum VideoOrigin {
  DIRECT = 'DIRECT',
  REMOTE = 'REMOTE',
  YOUTUBE = 'YOUTUBE',
  VIMEO = 'VIMEO',
}

const IMPORTED_FLOW: readonly VideoStatus[] = [
  VideoStatus.UPLOADED,
  VideoStatus.PROCESSING,
  VideoStatus.DRAFT,
  VideoStatus.SCHEDULED,
  VideoStatus.PUBLISHED,
  VideoStatus.EDITED,
];

/** The statuses a video of each origin passes through, in order (FAILED can follow any in-progress one). */
export const VIDEO_STATUS_FLOW: Record<VideoOrigin, readonly VideoStatus[]> = {
  [VideoOrigin.DIRECT]: [VideoStatus.CREATED, VideoStatus.UPLOADING, ...IMPORTED_FLOW],
  [VideoOrigin.REMOTE]: IMPORTED_FLOW,
  [VideoOrigin.YOUTUBE]: IMPORTED_FLOW,
  [VideoOrigin.VIMEO]: IMPORTED_FLOW,
};

/** Statuses during which the lists and the editor poll for updates. */
export const IN_PROGRESS_VIDEO_STATUSES: readonly VideoStatus[] = [
  VideoStatus.PROCESSING,
  VideoStatus.UPLOADING,
  VideoStatus.UPLOADED,
  VideoStatus.CREATED,
];

/** "Edited or Published": share links, embeds, bulk unpublish (all selected must be published). */
export const PUBLISHED_VIDEO_STATUSES: readonly VideoStatus[] = [VideoStatus.PUBLISHED, VideoStatus.EDITED];

/** "Draft, Edited or Published": publishing (to a new target, or republishing) is allowed. */
export const PUBLISHABLE_VIDEO_STATUSES: readonly VideoStatus[] = [
  VideoStatus.DRAFT,
  VideoStatus.EDITED,
  VideoStatus.PUBLISHED,
];

/** Unpublish applies to Published, Edited or Scheduled (for Scheduled: "Cancel scheduled publish"). */
export const UNPUBLISHABLE_VIDEO_STATUSES: readonly VideoStatus[] = [
  VideoStatus.PUBLISHED,
  VideoStatus.EDITED,
  VideoStatus.SCHEDULED,
];

/** Only a draft can be scheduled: a Published or Edited video cannot, a Scheduled one must be cancelled first. */
export const SCHEDULABLE_VIDEO_STATUSES: readonly VideoStatus[] = [VideoStatus.DRAFT];

/** "Draft, Scheduled, Published or Edited": the video is processed and its content can be edited. */
export const EDITABLE_VIDEO_STATUSES: readonly VideoStatus[] = [
  VideoStatus.DRAFT,
  VideoStatus.SCHEDULED,
  VideoStatus.PUBLISHED,
  VideoStatus.EDITED,
];

/** Statuses in which editing is allowed, per origin (the same processed statuses for every origin; ours). */
export function editableStatusesFor(origin: VideoOrigin): readonly VideoStatus[] {
  return VIDEO_STATUS_FLOW[origin].filter((status) => EDITABLE_VIDEO_STATUSES.includes(status));
}

export function isVideoEditable(status: VideoStatus, origin: VideoOrigin): boolean {
  return editableStatusesFor(origin).includes(status);
}

/** Objects can be created once the video is processed (same statuses as editing; ours). */
export const OBJECT_CREATION_VIDEO_STATUSES: readonly VideoStatus[] = EDITABLE_VIDEO_STATUSES;

export function isVideoInProgress(status: VideoStatus): boolean {
  return IN_PROGRESS_VIDEO_STATUSES.includes(status);
}

export function isVideoPublishable(status: VideoStatus): boolean {
  return PUBLISHABLE_VIDEO_STATUSES.includes(status);
}

/** Saving changes to a published video makes it EDITED until it is republished. */
export function statusAfterSavedChanges(status: VideoStatus): VideoStatus {
  return status === VideoStatus.PUBLISHED ? VideoStatus.EDITED : status;
}

/** The editor's main button: "Republish" for an EDITED video, "Publish" otherwise. */
export function publishButtonLabel(status: VideoStatus): 'Publish' | 'Republish' {
  return status === VideoStatus.EDITED ? 'Republish' : 'Publish';
}

/** Processing pipeline: only one exists, labelled Standard, and it is the default. */
export enum PipelineType {
  BASIC = 'BASIC',
}

export const PIPELINE_TYPE_LABELS: Record<PipelineType, string> = { [PipelineType.BASIC]: 'Standard' };
export const DEFAULT_PIPELINE_TYPE = PipelineType.BASIC;

/** Where a caption, moment or object came from. */
export enum ContentSource {
  YOUTUBE = 'YOUTUBE',
  SYSTEM = 'SYSTEM',
  USER = 'USER',
}

export const CONTENT_SOURCE_LABELS: Record<ContentSource, string> = {
  [ContentSource.YOUTUBE]: 'YouTube',
  [ContentSource.SYSTEM]: 'System',
  [ContentSource.USER]: 'User',
};

export enum LogoPosition {
  BOTTOM_RIGHT = 'BOTTOM_RIGHT',
  BOTTOM_LEFT = 'BOTTOM_LEFT',
  TOP_LEFT = 'TOP_LEFT',
  TOP_RIGHT = 'TOP_RIGHT',
}

export const DEFAULT_LOGO_POSITION = LogoPosition.BOTTOM_RIGHT;

/** The logo position selector's choices, in the spec's order (labels ours). */
export const LOGO_POSITION_LABELS: Record<LogoPosition, string> = {
  [LogoPosition.BOTTOM_RIGHT]: 'Bottom right',
  [LogoPosition.BOTTOM_LEFT]: 'Bottom left',
  [LogoPosition.TOP_LEFT]: 'Top left',
  [LogoPosition.TOP_RIGHT]: 'Top right',
};

/** Relation of a time range to another (timeline drag and overlap checks). */
export enum RangeOverlap {
  /** The ranges share no time. */
  OUTSIDE = 'outside',
  /** One range lies entirely within the other. */
  INSIDE = 'inside',
  /** The range's start falls inside the other (it overlaps the other's end). */
  START = 'start',
  /** The range's end falls inside the other (it overlaps the other's start). */
  END = 'end',
}

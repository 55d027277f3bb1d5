import {
  canPublishToYoutube,
  ContextMessages,
  IN_PROGRESS_PUBLICATION_STATUSES,
  isImmediatePublish,
  isVideoPublishable,
  JobFailureMessages,
  PUBLISHING_TARGET_TYPE_LABELS,
  PublicationUploadStatus,
  publishingTargetMessage,
  PublishingTargetType,
  SCHEDULABLE_VIDEO_STATUSES,
  ValidationMessages,
  VideoOrigin,
  VideoStatus,
} from '@framehouse/domain';

/** A target as `me.organization.publishingTargets` lists it. */
export interface TargetRecord {
  id: string;
  name: string;
  type: string;
  scheduledPublishDate?: string | null;
}

/** A publication of the video as `videoById` answers it (own pages or YouTube). */
export interface PublicationRecord {
  publishingTargetId: string;
  stale: boolean;
  publicUrl?: string | null;
  studioUrl?: string | null;
  uploadStatus?: string | null;
  /** Why a YouTube upload FAILED. */
  failureReason?: string | null;
  /** The captions YouTube refused when it took the video. */
  refusedCaptions?: ReadonlyArray<{ name: string; languageCode: string; reason: string }> | null;
}

/** One row of the Publish page's first step. */
export interface TargetOption {
  /** The target's id; null for the YouTube entry offered before an account is linked. */
  id: string | null;
  type: PublishingTargetType;
  label: string;
  /** The linked channel of a YouTube target. */
  accountName?: string;
  /** Why it cannot be picked, already prefixed with the target label where the spec says so. */
  lockedReason?: string;
  /** The YouTube entry without a linked account: it offers the Link button instead. */
  needsLink: boolean;
  scheduledPublishDate: string | null;
  /** What went wrong with the target's publication (its failure, the captions YouTube refused). */
  warnings: string[];
}

function targetTypeOf(type: string): PublishingTargetType {
  return type === PublishingTargetType.YouTube
    ? PublishingTargetType.YouTube
    : PublishingTargetType.SelfPublication;
}

/** A publication that failed or got lost does not show the newest version: it can be published again. */
function showsNewestVersion(publication: PublicationRecord): boolean {
  if (publication.stale) return false;
  return (
    publication.uploadStatus !== PublicationUploadStatus.FAILED &&
    publication.uploadStatus !== PublicationUploadStatus.LOST
  );
}

/**
 * The targets offered (spec §2 Publish page, §4, §5): the organization's own pages and its linked YouTube
 * accounts; a YouTube entry is always offered, asking to link an account when none is. A target whose
 * publication shows the newest version is locked; a video imported from YouTube cannot go back to it.
 */
export function targetOptions(options: {
  targets: readonly TargetRecord[];
  publications: readonly PublicationRecord[];
  origin: VideoOrigin | undefined;
}): TargetOption[] {
  const rows: TargetOption[] = options.targets.map((target) => {
    const type = targetTypeOf(target.type);
    const publication = options.publications.find((entry) => entry.publishingTargetId === target.id);
    return {
      id: target.id,
      type,
      // A YouTube target is named after its channel; its messages are prefixed with "YouTube" (spec §5).
      label: type === PublishingTargetType.YouTube ? PUBLISHING_TARGET_TYPE_LABELS[type] : target.name,
      accountName: type === PublishingTargetType.YouTube ? target.name : undefined,
      lockedReason: lockReason(type, publication, options.origin),
      needsLink: false,
      scheduledPublishDate: target.scheduledPublishDate ?? null,
      warnings: publication ? publicationWarnings(publication) : [],
    };
  });
  if (!rows.some((row) => row.type === PublishingTargetType.YouTube)) {
    const label = PUBLISHING_TARGET_TYPE_LABELS[PublishingTargetType.YouTube];
    rows.push({
      id: null,
      type: PublishingTargetType.YouTube,
      label,
      lockedReason: youtubeOriginReason(options.origin),
      needsLink: true,
      scheduledPublishDate: null,
      warnings: [],
    });
  }
  return rows;
}

function youtubeOriginReason(origin: VideoOrigin | undefined): string | undefined {
  if (!origin || canPublishToYoutube(origin)) return undefined;
  return publishingTargetMessage(
    PUBLISHING_TARGET_TYPE_LABELS[PublishingTargetType.YouTube],
    ValidationMessages.youtubeOriginCannotBePublishedToYouTube,
  );
}

function lockReason(
  type: PublishingTargetType,
  publication: PublicationRecord | undefined,
  origin: VideoOrigin | undefined,
): string | undefined {
  if (type === PublishingTargetType.YouTube) {
    const reason = youtubeOriginReason(origin);
    if (reason) return reason;
  }
  return publication && showsNewestVersion(publication)
    ? ContextMessages.mostRecentVersionPublished
    : undefined;
}

/** The validation messages of the chosen targets (spec §5), each prefixed with its target label. */
export function publishMessages(options: {
  selected: readonly TargetOption[];
  youtubeCategory: string;
}): string[] {
  const messages: string[] = [];
  for (const target of options.selected) {
    if (target.type !== PublishingTargetType.YouTube) continue;
    if (target.needsLink) {
      messages.push(publishingTargetMessage(target.label, ValidationMessages.linkAccountBeforePublishing));
    } else if (!options.youtubeCategory.trim()) {
      messages.push(publishingTargetMessage(target.label, ValidationMessages.youtubeCategoryRequired));
    }
  }
  return messages;
}

/** The message the YouTube entry shows before an account is linked, prefixed with its label. */
export function linkAccountMessage(label: string): string {
  return publishingTargetMessage(label, ValidationMessages.linkAccountBeforePublishing);
}

/** Submit is disabled when nothing is selected, a message is present, while submitting, or for a status that cannot be published. */
export function canSubmitPublish(options: {
  selectedCount: number;
  messages: readonly string[];
  submitting: boolean;
  status: VideoStatus | undefined;
}): boolean {
  return (
    options.selectedCount > 0 &&
    options.messages.length === 0 &&
    !options.submitting &&
    options.status !== undefined &&
    isVideoPublishable(options.status)
  );
}

/** The schedule field: disabled for a video that cannot be scheduled, with the spec's text for Published/Edited. */
export function scheduleFieldState(status: VideoStatus | undefined): {
  disabled: boolean;
  helperText?: string;
} {
  if (status === VideoStatus.PUBLISHED || status === VideoStatus.EDITED) {
    return { disabled: true, helperText: ContextMessages.publishedVideoCannotBeScheduled };
  }
  return { disabled: !status || !SCHEDULABLE_VIDEO_STATUSES.includes(status) };
}

/** The date of a `datetime-local` value (local time); a past, empty or unreadable one publishes now (null). */
export function scheduledDateOf(value: string, now: Date = new Date()): Date | null {
  if (!value.trim()) return null;
  const date = new Date(value);
  return isImmediatePublish(date, now) ? null : date;
}

/** The results view polls while a target is PENDING or IN_PROGRESS and the date is not in the future. */
export function shouldPollResults(
  publications: readonly PublicationRecord[],
  scheduledDate: Date | null,
  now: Date = new Date(),
): boolean {
  if (!isImmediatePublish(scheduledDate, now)) return false;
  return publications.some((publication) =>
    IN_PROGRESS_PUBLICATION_STATUSES.some((status) => status === publication.uploadStatus),
  );
}

/** The results headline and the title of its list: a future date schedules, anything else publishes now. */
export function resultsHeadline(scheduled: boolean): { headline: string; listTitle: string } {
  return scheduled
    ? { headline: ContextMessages.videoWillBePublished, listTitle: 'Pages:' }
    : { headline: ContextMessages.videoPublished, listTitle: 'Share links:' };
}

/** What the results view says for one YouTube publication (spec §4); a failure carries its reason. */
export type YouTubeResult =
  | { kind: 'pending'; uploadStatus: string }
  | { kind: 'failed'; text: string; reason?: string }
  | { kind: 'link'; url: string }
  | { kind: 'noLink'; text: string };

export function youtubeResult(publication: PublicationRecord | undefined): YouTubeResult {
  const status = publication?.uploadStatus ?? PublicationUploadStatus.PENDING;
  if (status === PublicationUploadStatus.FAILED || status === PublicationUploadStatus.LOST) {
    const reason = publication?.failureReason ?? undefined;
    return { kind: 'failed', text: ContextMessages.publicationFailed, ...(reason ? { reason } : {}) };
  }
  if (status !== PublicationUploadStatus.COMPLETED) return { kind: 'pending', uploadStatus: status };
  const url = publication?.publicUrl;
  if (publication?.studioUrl && !publication.stale && url) return { kind: 'link', url };
  return { kind: 'noLink', text: ContextMessages.publicationLinkMissing };
}

/** One line per caption YouTube refused, with YouTube's words (the video went up without it). */
export function refusedCaptionMessages(publication: PublicationRecord): string[] {
  return (publication.refusedCaptions ?? []).map((caption) =>
    JobFailureMessages.youtubeCaptionRefused(caption.name, caption.languageCode, caption.reason),
  );
}

/** What the Publish page tells of a target's publication before a new publish: its failure, its refusals. */
function publicationWarnings(publication: PublicationRecord): string[] {
  const outcome = youtubeResult(publication);
  const failure =
    outcome.kind === 'failed' ? [outcome.reason ? `${outcome.text} ${outcome.reason}` : outcome.text] : [];
  return [...failure, ...refusedCaptionMessages(publication)];
}

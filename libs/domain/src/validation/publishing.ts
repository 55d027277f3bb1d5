import { ErrorCode } from '../errors/error-code';
import { ContextMessages } from '../errors/error-messages';
import { incorrectVideoStatusMessage, publishingTargetMessage } from '../errors/message-templates';
import { PUBLISHING_TARGET_TYPE_LABELS, PublishingTargetType } from '../enums/publishing';
import {
  PUBLISHABLE_VIDEO_STATUSES,
  SCHEDULABLE_VIDEO_STATUSES,
  UNPUBLISHABLE_VIDEO_STATUSES,
  VideoOrigin,
  VideoStatus,
} from '../enums/video';
import { ValidationMessages } from './validation-messages';

/** One refusal of a publish or unpublish request: the catalogue code, the argument it concerns, the text. */
export interface PublishingProblem {
  code: ErrorCode;
  field: string;
  message: string;
}

/** A chosen target as the publish rules see it. */
export interface PublishTargetState {
  type: PublishingTargetType;
  /** A YouTube target has a linked account (always true for SelfPublication). */
  accountLinked: boolean;
  /** The version its live publication shows; null when it shows none (or its removal was asked). */
  liveVersion: number | null;
}

export interface PublishRequestState {
  status: VideoStatus;
  origin: VideoOrigin;
  /** The video's newest version. */
  version: number;
  targets: readonly PublishTargetState[];
  /** The date is in the future (a past or empty date publishes now). */
  scheduled: boolean;
  /** The YouTube category given, or kept from an earlier YouTube publication. */
  youtubeCategory: string | null | undefined;
}

/** Statuses from which a publish (now or scheduled) is accepted: Draft, Edited or Published. */
export const PUBLISH_ALLOWED_STATUSES = PUBLISHABLE_VIDEO_STATUSES;

/** Unpublishing a live video: Published or Edited (a Scheduled one is cancelled instead). */
export const UNPUBLISH_ALLOWED_STATUSES: readonly VideoStatus[] = UNPUBLISHABLE_VIDEO_STATUSES.filter(
  (status) => status !== VideoStatus.SCHEDULED,
);

/** Cancelling a scheduled publish: Scheduled only. */
export const CANCEL_SCHEDULE_ALLOWED_STATUSES: readonly VideoStatus[] = [VideoStatus.SCHEDULED];

function targetLabel(type: PublishingTargetType): string {
  return PUBLISHING_TARGET_TYPE_LABELS[type];
}

/** "Video has incorrect status: X. Allowed statuses: …" when `status` is not in `allowed`. */
export function statusProblem(status: VideoStatus, allowed: readonly VideoStatus[]): PublishingProblem[] {
  return allowed.includes(status)
    ? []
    : [
        {
          code: ErrorCode.INCORRECT_VIDEO_STATUS,
          field: 'id',
          message: incorrectVideoStatusMessage(status, allowed),
        },
      ];
}

/**
 * Every reason to refuse a publish request, all at once (empty: it may go ahead). The targets are
 * already known to be the organization's; the limit is checked by the caller, inside its transaction.
 */
export function publishProblems(request: PublishRequestState): PublishingProblem[] {
  const problems: PublishingProblem[] = [];
  if (request.targets.length === 0) {
    problems.push({
      code: ErrorCode.VALIDATION_ERROR,
      field: 'publishingTargetIds',
      message: ValidationMessages.publishTargetRequired,
    });
  }
  problems.push(...statusProblem(request.status, PUBLISH_ALLOWED_STATUSES));
  if (
    request.scheduled &&
    PUBLISH_ALLOWED_STATUSES.includes(request.status) &&
    !SCHEDULABLE_VIDEO_STATUSES.includes(request.status)
  ) {
    problems.push({
      code: ErrorCode.VALIDATION_ERROR,
      field: 'scheduledPublishDate',
      message: ValidationMessages.publishedVideoCannotBeScheduled,
    });
  }
  const reported = new Set<string>();
  const targetProblem = (type: PublishingTargetType, field: string, message: string) => {
    const text = publishingTargetMessage(targetLabel(type), message);
    if (reported.has(text)) return;
    reported.add(text);
    problems.push({ code: ErrorCode.VALIDATION_ERROR, field, message: text });
  };
  for (const target of request.targets) {
    if (target.liveVersion !== null && target.liveVersion >= request.version) {
      targetProblem(target.type, 'publishingTargetIds', ContextMessages.mostRecentVersionPublished);
    }
    if (target.type !== PublishingTargetType.YouTube) continue;
    if (request.origin === VideoOrigin.YOUTUBE) {
      targetProblem(
        target.type,
        'publishingTargetIds',
        ValidationMessages.youtubeOriginCannotBePublishedToYouTube,
      );
    }
    if (!target.accountLinked) {
      targetProblem(target.type, 'publishingTargetIds', ValidationMessages.linkAccountBeforePublishing);
    }
    if (!request.youtubeCategory?.trim()) {
      targetProblem(target.type, 'youtubeOptions', ValidationMessages.youtubeCategoryRequired);
    }
  }
  return problems;
}

/** Unpublishing needs at least one target type. */
export function unpublishProblems(status: VideoStatus, targetTypes: readonly PublishingTargetType[]) {
  const problems: PublishingProblem[] = [];
  if (targetTypes.length === 0) {
    problems.push({
      code: ErrorCode.VALIDATION_ERROR,
      field: 'targetTypes',
      message: ValidationMessages.publishTargetRequired,
    });
  }
  problems.push(
    ...statusProblem(status, UNPUBLISH_ALLOWED_STATUSES).map((p) => ({ ...p, field: 'videoId' })),
  );
  return problems;
}

/** A publication is stale when the video has a newer version than the one it shows. */
export function isPublicationStale(publicationVersion: number, videoVersion: number): boolean {
  return publicationVersion < videoVersion;
}

/**
 * The status a publish leaves: PUBLISHED when it goes live now, SCHEDULED for a future date (only a
 * Draft can be scheduled).
 */
export function statusAfterPublish(scheduled: boolean): VideoStatus {
  return scheduled ? VideoStatus.SCHEDULED : VideoStatus.PUBLISHED;
}

/** YouTube's watch page of an uploaded video, at `startMs` when given (a moment's start). */
export function youtubeWatchUrl(externalId: string, startMs?: number): string {
  const base = `https://www.youtube.com/watch?v=${encodeURIComponent(externalId)}`;
  return startMs === undefined ? base : `${base}&t=${Math.floor(startMs / 1000)}`;
}

/** YouTube Studio's edit page of an uploaded video. */
export function youtubeStudioUrl(externalId: string): string {
  return `https://studio.youtube.com/video/${encodeURIComponent(externalId)}/edit`;
}

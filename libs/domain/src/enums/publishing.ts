import { isUuid } from '../validation/common';

/** Publishing target types, written as the spec writes them. */
export enum PublishingTargetType {
  SelfPublication = 'SelfPublication',
  YouTube = 'YouTube',
}

export const PUBLISHING_TARGET_TYPE_LABELS: Record<PublishingTargetType, string> = {
  [PublishingTargetType.SelfPublication]: 'Self publication',
  [PublishingTargetType.YouTube]: 'YouTube',
};

export enum PublicationUploadStatus {
  PENDING = 'PENDING',
  IN_PROGRESS = 'IN_PROGRESS',
  COMPLETED = 'COMPLETED',
  FAILED = 'FAILED',
  LOST = 'LOST',
}

/** While any target is in one of these (and the date is not in the future) the results view polls. */
export const IN_PROGRESS_PUBLICATION_STATUSES: readonly PublicationUploadStatus[] = [
  PublicationUploadStatus.PENDING,
  PublicationUploadStatus.IN_PROGRESS,
];

/** The authorize call's `code` when the account is already linked. */
export const YOUTUBE_ALREADY_AUTHORIZED = 'ALREADY_AUTHORIZED';

/** Services a user can link (me.authorizedServices). */
export enum AuthorizedServiceName {
  YOUTUBE = 'YOUTUBE',
}

const PUBLISH_STATE_PREFIX = 'publish-';

/**
 * Where the YouTube authorization returns to: the authorize call's `state` query, `publish-{videoId}`.
 * The server keeps it with the random OAuth state it issues and gives it back with the saved code.
 */
export function youtubePublishState(videoId: string): string {
  return `${PUBLISH_STATE_PREFIX}${videoId}`;
}

/** The video id of a `publish-{uuid}` return state, or undefined for anything else (no open redirect). */
export function parseYoutubePublishState(state: string | null | undefined): string | undefined {
  if (!state || !state.startsWith(PUBLISH_STATE_PREFIX)) return undefined;
  const videoId = state.slice(PUBLISH_STATE_PREFIX.length);
  return isUuid(videoId) ? videoId : undefined;
}

/** A past or empty date means immediate publishing. */
export function isImmediatePublish(scheduledAt: Date | null | undefined, now: Date = new Date()): boolean {
  return !scheduledAt || Number.isNaN(scheduledAt.getTime()) || scheduledAt.getTime() <= now.getTime();
}

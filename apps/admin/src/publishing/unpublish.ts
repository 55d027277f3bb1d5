import {
  ContextMessages,
  PUBLISHED_VIDEO_STATUSES,
  PublishingTargetType,
  UNPUBLISHABLE_VIDEO_STATUSES,
  unpublishResultMessage,
  VideoStatus,
} from '@framehouse/domain';

/** Which unpublish action a video offers (spec §4 Unpublish flow): none, unpublish, or cancelling a schedule. */
export type UnpublishAction = 'unpublish' | 'cancelSchedule';

export function unpublishActionFor(status: VideoStatus | undefined): UnpublishAction | undefined {
  if (!status || !UNPUBLISHABLE_VIDEO_STATUSES.includes(status)) return undefined;
  return status === VideoStatus.SCHEDULED ? 'cancelSchedule' : 'unpublish';
}

export const UNPUBLISH_ACTION_LABELS: Record<UnpublishAction, string> = {
  unpublish: 'Unpublish',
  cancelSchedule: 'Cancel scheduled publish',
};

/**
 * The target types an unpublish takes the video off: every type it is on. Its own pages always count,
 * so a video whose platforms are not listed yet still leaves them.
 */
export function unpublishTargetTypes(platforms: readonly string[]): PublishingTargetType[] {
  const types = [PublishingTargetType.SelfPublication];
  if (platforms.includes(PublishingTargetType.YouTube)) types.push(PublishingTargetType.YouTube);
  return types;
}

/** The result of one unpublish (or cancel) in the editor: the headline, and the YouTube note if it was included. */
export function unpublishResultLines(succeeded: boolean, includesYouTube: boolean): string[] {
  if (!succeeded) return [ContextMessages.unpublishingFailed];
  return includesYouTube
    ? [ContextMessages.videoUnpublished, ContextMessages.youtubeUnpublishScheduled]
    : [ContextMessages.videoUnpublished];
}

/** Share links and embeds are offered for the published-type statuses only (Published, Edited). */
export function isShareable(status: VideoStatus | undefined): boolean {
  return !!status && PUBLISHED_VIDEO_STATUSES.includes(status);
}

/** The bulk Unpublish is offered only when every selected video is Published. */
export function canBulkUnpublish(statuses: readonly (VideoStatus | undefined)[]): boolean {
  return statuses.length > 0 && statuses.every((status) => status === VideoStatus.PUBLISHED);
}

/** The bulk unpublish toast: how many succeeded, "with warnings" when some failed (spec §8). */
export function bulkUnpublishResult(results: readonly boolean[]): { message: string; failed: boolean } {
  const unpublished = results.filter(Boolean).length;
  return {
    message: unpublishResultMessage(unpublished, unpublished < results.length),
    failed: unpublished === 0,
  };
}

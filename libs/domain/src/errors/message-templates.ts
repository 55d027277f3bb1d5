import { LimitKind } from '../enums/limits';

/** Texts with a number or a name inside them, built in one place so both apps say them the same way. */

export type PlaylistItemKind = 'Video' | 'Moment';

/** Toast after "add to playlist": all added, some failed, or none added. */
export function addToPlaylistResultMessage(kind: PlaylistItemKind, added: number, failed: number): string {
  if (added === 0) return `${kind} was not added to any playlist. Try again.`;
  return failed > 0
    ? `${kind} added to ${added} playlist(s) with errors.`
    : `${kind} added to ${added} playlist(s).`;
}

/** Toast after a bulk unpublish. */
export function unpublishResultMessage(unpublished: number, withWarnings: boolean): string {
  if (unpublished === 0) return 'No videos were unpublished. Try again.';
  return withWarnings
    ? `${unpublished} video(s) has been unpublished with warnings.`
    : `${unpublished} video(s) has been unpublished.`;
}

export function momentDownloadFailedMessage(statusCode: number): string {
  return `Downloading moment failed: status code ${statusCode}`;
}

export function incorrectVideoStatusMessage(status: string, allowed: readonly string[]): string {
  return `Video has incorrect status: ${status}. Allowed statuses: ${allowed.join(', ')}.`;
}

export function deleteCaptionsConfirmation(language: string): string {
  return `Are you sure you want to delete captions for ${language}?`;
}

/** A publish/unpublish validation message about one target, e.g. "YouTube - Link your account…". */
export function publishingTargetMessage(targetLabel: string, message: string): string {
  return `${targetLabel} - ${message}`;
}

export function deleteDialogTitle(type: string): string {
  return `Delete ${type}`;
}

export function organizationCreatedMessage(name: string): string {
  return `Organization ${name} created`;
}

/** Readable name of each limit, used in PLAN_LIMIT_EXCEEDED texts (ours). */
export const LIMIT_KIND_LABELS: Record<LimitKind, string> = {
  [LimitKind.VIDEOS_UPLOAD_LIMIT]: 'uploaded videos',
  [LimitKind.VIDEOS_PUBLISH_LIMIT]: 'published videos',
  [LimitKind.END_CARDS_LIMIT]: 'end cards',
  [LimitKind.WIDGETS_CAROUSEL_LIMIT]: 'carousel widgets',
  [LimitKind.WIDGET_PRESETS_LIMIT]: 'widget presets',
  [LimitKind.MICROSITES_LIMIT]: 'microsites',
  [LimitKind.D2C_TRANSCRIPTION_DURATION_LIMIT]: 'transcription duration',
};

export function planLimitExceededMessage(kind: LimitKind): string {
  return `Your organization has reached the limit of ${LIMIT_KIND_LABELS[kind]} of its subscription plan.`;
}

import { addToPlaylistResultMessage, type EmbedKind, type PlaylistItemKind } from '@framehouse/domain';

/** What the dashboard's "Add to playlist" is about: a video, or a moment. */
export interface PlaylistCandidate {
  kind: EmbedKind;
  id: string;
  title: string;
}

export const ITEM_KIND_LABELS: Record<EmbedKind, PlaylistItemKind> = { video: 'Video', moment: 'Moment' };

/**
 * The picker's two questions to `playlists` (video-area §4): the manual playlists of the item's content
 * type that hold it, and those that do not.
 */
export function pickerFilters(candidate: Pick<PlaylistCandidate, 'kind' | 'id'>) {
  return candidate.kind === 'video'
    ? { included: { manualVideoId: candidate.id }, excluded: { excludeManualVideoId: candidate.id } }
    : { included: { manualMomentId: candidate.id }, excluded: { excludeManualMomentId: candidate.id } };
}

/**
 * The toast after adding to the checked playlists (video-area §8): all added is a success; some failed
 * reads "… with errors." and none added "… Try again.", both errors that stay until dismissed.
 */
export function addToPlaylistOutcome(
  kind: EmbedKind,
  results: readonly boolean[],
): { message: string; failed: boolean } {
  const added = results.filter(Boolean).length;
  const failed = results.length - added;
  return { message: addToPlaylistResultMessage(ITEM_KIND_LABELS[kind], added, failed), failed: failed > 0 };
}

import { PLAYLIST_EDIT_ITEMS_MAX } from '../constants/overlays';
import { TAG_MAX_LENGTH } from '../constants/video';
import { PlaylistContentType, PlaylistFilterBy, PlaylistItemsOrder } from '../enums/playlist';
import { validateMaxLength } from '../validation/common';
import type { ValidationResult } from '../validation/validator';

/**
 * Ours: the spec names PLAYLIST_LIMIT_EXCEEDED ("Maximum number of playlists per organization reached.")
 * but no plan limit kind and no number; every plan may keep this many playlists.
 */
export const PLAYLISTS_PER_ORGANIZATION_MAX = 200;

/** Ours: texts of situations the spec shows no message for. */
export const PlaylistMessages = {
  /** A rule-based playlist filtering by tag, without the tag. */
  tagEmpty: 'Tag cannot be empty',
  /** A rule-based playlist filtering by category, without the category. */
  categoryEmpty: 'Category cannot be empty',
  /** A video offered to a playlist of moments, or a moment to one of videos. */
  wrongItemType: (contentType: PlaylistContentType): string =>
    contentType === PlaylistContentType.VIDEOS
      ? 'Only videos can be added to a playlist of videos.'
      : 'Only moments can be added to a playlist of moments.',
  /** Ours: a manual playlist holds at most PLAYLIST_EDIT_ITEMS_MAX items (what its editor loads). */
  tooManyItems: `A playlist holds at most ${PLAYLIST_EDIT_ITEMS_MAX} items.`,
  /** The public page of a playlist without a published item. */
  noPublishedItems: (contentType: PlaylistContentType): string =>
    `This playlist has no published ${contentType === PlaylistContentType.VIDEOS ? 'videos' : 'moments'} yet.`,
} as const;

/**
 * A rule-based playlist's filter value: required when it filters by tag or category, and no longer than a
 * tag can be.
 */
export function validatePlaylistFilter(
  orderBy: PlaylistItemsOrder,
  filterBy: PlaylistFilterBy,
  filterValue: string | null | undefined,
): ValidationResult {
  if (orderBy === PlaylistItemsOrder.MANUAL || filterBy === PlaylistFilterBy.NULL) return undefined;
  if (filterValue?.trim()) return validateMaxLength(filterValue.trim(), TAG_MAX_LENGTH);
  return filterBy === PlaylistFilterBy.TAG ? PlaylistMessages.tagEmpty : PlaylistMessages.categoryEmpty;
}

/**
 * Changing the content type, or leaving manual ordering, clears the manual items (overlays-distribution
 * §4): true when a playlist going from `before` to `after` loses them.
 */
export function playlistChangeClearsItems(
  before: { contentType: PlaylistContentType; orderBy: PlaylistItemsOrder },
  after: { contentType: PlaylistContentType; orderBy: PlaylistItemsOrder },
): boolean {
  return before.contentType !== after.contentType || after.orderBy !== PlaylistItemsOrder.MANUAL;
}

/** What a playlist's rules read of a published video or moment. */
export interface PlaylistCandidate {
  id: string;
  title: string;
  /** When it became public: its video's publication, or a moment's creation when later. */
  publishedAt: Date;
  /** Its video's views (a moment's views count for its video). */
  views: number;
  tags: readonly string[];
  internalTags: readonly string[];
}

/** Whether a candidate passes a rule-based playlist's filter: a tag or category, case-insensitively. */
export function matchesPlaylistFilter(
  candidate: Pick<PlaylistCandidate, 'tags' | 'internalTags'>,
  filterBy: PlaylistFilterBy,
  filterValue: string | null,
): boolean {
  if (filterBy === PlaylistFilterBy.NULL) return true;
  const wanted = (filterValue ?? '').trim().toLowerCase();
  const tags = filterBy === PlaylistFilterBy.TAG ? candidate.tags : candidate.internalTags;
  return tags.some((tag) => tag.trim().toLowerCase() === wanted);
}

const byTitle = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Ties in every ordering: the older first, then by id, so that pages never overlap. */
function tieBreak(a: PlaylistCandidate, b: PlaylistCandidate): number {
  return a.publishedAt.getTime() - b.publishedAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

const COMPARE: Record<
  Exclude<PlaylistItemsOrder, PlaylistItemsOrder.MANUAL>,
  (a: PlaylistCandidate, b: PlaylistCandidate) => number
> = {
  [PlaylistItemsOrder.PUBLICATION_DATE]: (a, b) => tieBreak(a, b),
  [PlaylistItemsOrder.PUBLICATION_DATE_DESC]: (a, b) => -tieBreak(a, b),
  [PlaylistItemsOrder.TITLE]: (a, b) => byTitle.compare(a.title, b.title) || tieBreak(a, b),
  [PlaylistItemsOrder.TITLE_DESC]: (a, b) => byTitle.compare(b.title, a.title) || tieBreak(a, b),
  [PlaylistItemsOrder.VIEWS]: (a, b) => a.views - b.views || tieBreak(a, b),
  [PlaylistItemsOrder.VIEWS_DESC]: (a, b) => b.views - a.views || tieBreak(a, b),
};

/**
 * A rule-based playlist's items: the candidates passing its filter, in its order (oldest, newest, title
 * A-Z or Z-A as a reader sorts, fewest or most views). Manual ordering keeps the given order.
 */
export function playlistRuleItems<T extends PlaylistCandidate>(
  candidates: readonly T[],
  rule: { orderBy: PlaylistItemsOrder; filterBy: PlaylistFilterBy; filterValue: string | null },
): T[] {
  const kept = candidates.filter((candidate) =>
    matchesPlaylistFilter(candidate, rule.filterBy, rule.filterValue),
  );
  if (rule.orderBy === PlaylistItemsOrder.MANUAL) return kept;
  return kept.sort(COMPARE[rule.orderBy]);
}

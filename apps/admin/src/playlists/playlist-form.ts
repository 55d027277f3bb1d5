import {
  ContextMessages,
  ErrorCode,
  PlaylistContentType,
  PlaylistFilterBy,
  PlaylistItemsOrder,
  playlistChangeClearsItems,
  validatePlaylistFilter,
  validatePlaylistItems,
  validatePlaylistName,
  type EmbedKind,
} from '@framehouse/domain';
import { apiErrorMessage, errorMessageOf, PayloadError, type MessageOverrides } from '../errors';

/** A video or a moment as the editor lists it: what its row shows. */
export interface PlaylistItem {
  id: string;
  title: string;
  thumbnailUrl?: string | null;
  /** A moment's video, shown under its title. */
  videoTitle?: string | null;
}

/** What a rule-based playlist filters on (§3: tag or category); NULL takes every published item. */
export type PlaylistRuleFilter = PlaylistFilterBy;

/** The create and customize screens' form (overlays-distribution §2, §3). */
export interface PlaylistForm {
  name: string;
  contentType: PlaylistContentType;
  orderBy: PlaylistItemsOrder;
  /** Rule-based orders only. */
  filterBy: PlaylistRuleFilter;
  /** The tag or the category, with a filter. */
  filterValue: string;
  /** Manual order only: the items in the playlist's order. */
  items: PlaylistItem[];
}

export type PlaylistField = 'name' | 'filterValue' | 'items';

/** A new playlist: videos in manual order, nothing in it yet. */
export const EMPTY_PLAYLIST_FORM: PlaylistForm = {
  name: '',
  contentType: PlaylistContentType.VIDEOS,
  orderBy: PlaylistItemsOrder.MANUAL,
  filterBy: PlaylistFilterBy.NULL,
  filterValue: '',
  items: [],
};

/** The orders in the spec's order (§3): manual, oldest, newest, title A-Z, title Z-A, fewest, most views. */
export const PLAYLIST_ORDERS: readonly PlaylistItemsOrder[] = [
  PlaylistItemsOrder.MANUAL,
  PlaylistItemsOrder.PUBLICATION_DATE,
  PlaylistItemsOrder.PUBLICATION_DATE_DESC,
  PlaylistItemsOrder.TITLE,
  PlaylistItemsOrder.TITLE_DESC,
  PlaylistItemsOrder.VIEWS,
  PlaylistItemsOrder.VIEWS_DESC,
];

export const PLAYLIST_CONTENT_TYPES: readonly PlaylistContentType[] = [
  PlaylistContentType.VIDEOS,
  PlaylistContentType.MOMENTS,
];

/** The rule's filter choices: none, a tag, a category (the spec's "internal tag"). */
export const PLAYLIST_FILTER_LABELS: Record<PlaylistRuleFilter, string> = {
  [PlaylistFilterBy.NULL]: 'No filter',
  [PlaylistFilterBy.TAG]: 'Tag',
  [PlaylistFilterBy.INTERNAL_TAG]: 'Category',
};

/** What a playlist of this content type holds: videos or moments. */
export function itemKindOf(contentType: PlaylistContentType): EmbedKind {
  return contentType === PlaylistContentType.VIDEOS ? 'video' : 'moment';
}

/** What an items list's head says: how many there are, and for a rule's preview of how many. */
export function itemsSummary(kind: EmbedKind, shown: number, total = shown): string {
  const noun = (count: number) => `${kind}${count === 1 ? '' : 's'}`;
  return total > shown ? `The first ${shown} of ${total} ${noun(total)}` : `${shown} ${noun(shown)}`;
}

export function isManualOrder(orderBy: PlaylistItemsOrder): boolean {
  return orderBy === PlaylistItemsOrder.MANUAL;
}

/** The form's problems, each field's first: the domain's rules (§5) and the rule's filter value. */
export function playlistProblems(form: PlaylistForm): Partial<Record<PlaylistField, string>> {
  const problems: Partial<Record<PlaylistField, string>> = {};
  const name = validatePlaylistName(form.name);
  if (name) problems.name = name;
  const items = validatePlaylistItems(
    form.orderBy,
    form.items.map((item) => item.id),
  );
  if (items) problems.items = items;
  const filterValue = validatePlaylistFilter(form.orderBy, form.filterBy, form.filterValue);
  if (filterValue) problems.filterValue = filterValue;
  return problems;
}

/**
 * A change of the content type or the order drops the manual items (§4): true when `patch` would drop
 * some, so the screen asks first.
 */
export function patchClearsItems(form: PlaylistForm, patch: Partial<PlaylistForm>): boolean {
  return form.items.length > 0 && playlistChangeClearsItems(form, { ...form, ...patch });
}

/** `form` with `patch` applied; a new content type or order leaves no manual items (§4). */
export function applyPlaylistPatch(form: PlaylistForm, patch: Partial<PlaylistForm>): PlaylistForm {
  const next = { ...form, ...patch };
  return patchClearsItems(form, patch) ? { ...next, items: [] } : next;
}

/** The playlist as createPlaylist and updatePlaylist take it (§7), in the domain's enums. */
export interface PlaylistValues {
  name: string;
  contentType: PlaylistContentType;
  orderBy: PlaylistItemsOrder;
  filterBy: PlaylistFilterBy;
  filterValue: string | null;
  items: string[];
}

/** What a save sends: items only in manual order, the filter only for a rule, texts trimmed. */
export function playlistInputOf(form: PlaylistForm): PlaylistValues {
  const manual = isManualOrder(form.orderBy);
  const filterBy = manual ? PlaylistFilterBy.NULL : form.filterBy;
  return {
    name: form.name.trim(),
    contentType: form.contentType,
    orderBy: form.orderBy,
    filterBy,
    filterValue: filterBy === PlaylistFilterBy.NULL ? null : form.filterValue.trim(),
    items: manual ? form.items.map((item) => item.id) : [],
  };
}

// ---- The manual items ----

/** The items with the one at `from` moved to `to` (indexes in the list as it is). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  if (from < 0 || from >= next.length || to < 0 || to >= next.length || from === to) return next;
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

/** The items without those whose id is in `ids`. */
export function removeItems<T extends { id: string }>(items: readonly T[], ids: readonly string[]): T[] {
  return items.filter((item) => !ids.includes(item.id));
}

/** The items with `added` appended at the end, each item once. */
export function appendItems<T extends { id: string }>(items: readonly T[], added: readonly T[]): T[] {
  const known = new Set(items.map((item) => item.id));
  const fresh = added.filter((item) => {
    if (known.has(item.id)) return false;
    known.add(item.id);
    return true;
  });
  return [...items, ...fresh];
}

// ---- The API's refusals ----

/** ITEM_NOT_FOUND on a save reads differently than when adding from the dashboard (§8). */
const SAVE_MESSAGES: MessageOverrides = {
  [ErrorCode.ITEM_NOT_FOUND]: ContextMessages.playlistItemNotFound,
};

/** Where a refusal shows: by the field the API names, else by its code (the name's, the items'). */
function fieldOfRefusal(field: string | null | undefined, code: string): PlaylistField | undefined {
  if (field === 'name' || code === ErrorCode.PLAYLIST_NAME_TAKEN) return 'name';
  if (field === 'filterValue') return 'filterValue';
  if (field === 'items' || code === ErrorCode.NO_ITEMS_PROVIDED || code === ErrorCode.ITEM_NOT_FOUND)
    return 'items';
  return undefined;
}

/**
 * A failed save as the editor shows it: PLAYLIST_NAME_TAKEN under the name, NO_ITEMS_PROVIDED and
 * ITEM_NOT_FOUND over the items (§8), anything else above the form.
 */
export function playlistSaveProblems(failure: unknown): {
  fields: Partial<Record<PlaylistField, string>>;
  form?: string;
} {
  if (!(failure instanceof PayloadError)) return { fields: {}, form: errorMessageOf(failure, SAVE_MESSAGES) };
  const fields: Partial<Record<PlaylistField, string>> = {};
  let form: string | undefined;
  for (const entry of failure.errors) {
    const message = apiErrorMessage(entry, SAVE_MESSAGES);
    const field = fieldOfRefusal(entry.field, entry.name);
    if (field) fields[field] ??= message;
    else form ??= message;
  }
  return { fields, form };
}

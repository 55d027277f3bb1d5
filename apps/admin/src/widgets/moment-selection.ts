/**
 * The customize screen's list of moments (overlays-distribution §2, §4): the organization's moments loaded
 * page by page, a checkbox each, select-all, and drag to reorder the chosen ones. `chosen` is the
 * carousel's order of moment ids.
 */

/** A moment as the list shows it. */
export interface MomentRow {
  id: string;
  title: string;
  thumbnailUrl: string | null;
  timeRange: { start: number; end: number };
  video: { id: string; title: string } | null;
}

/** Checks or unchecks one moment: a checked one joins the carousel's end. */
export function toggleMoment(chosen: readonly string[], id: string, checked: boolean): string[] {
  const others = chosen.filter((chosenId) => chosenId !== id);
  return checked ? [...others, id] : others;
}

/** The select-all checkbox: checked when every loaded moment is chosen, indeterminate when some are. */
export function selectAllState(
  chosen: readonly string[],
  loaded: readonly { id: string }[],
): { checked: boolean; indeterminate: boolean } {
  const picked = loaded.filter((moment) => chosen.includes(moment.id)).length;
  return {
    checked: loaded.length > 0 && picked === loaded.length,
    indeterminate: picked > 0 && picked < loaded.length,
  };
}

/**
 * Select-all toggles every loaded moment (§4): when all of them are chosen it takes them all out,
 * otherwise it adds the ones missing at the carousel's end, in the list's order. Chosen moments that are
 * not loaded (another search) stay as they were.
 */
export function toggleAllLoaded(chosen: readonly string[], loaded: readonly { id: string }[]): string[] {
  const loadedIds = loaded.map((moment) => moment.id);
  if (selectAllState(chosen, loaded).checked) return chosen.filter((id) => !loadedIds.includes(id));
  return [...chosen, ...loadedIds.filter((id) => !chosen.includes(id))];
}

/**
 * The rows in the order the list shows them: the chosen ones first in the carousel's order (so that
 * dragging them is reordering the carousel), then the others as the API answered them.
 */
export function orderedRows<Row extends { id: string }>(
  loaded: readonly Row[],
  chosen: readonly string[],
): Row[] {
  const position = new Map(chosen.map((id, index) => [id, index]));
  const inCarousel = loaded
    .filter((row) => position.has(row.id))
    .sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
  return [...inCarousel, ...loaded.filter((row) => !position.has(row.id))];
}

/** Dragging reorders only without search text (§4): a filtered list does not show the whole order. */
export function canReorder(search: string): boolean {
  return search.trim() === '';
}

/**
 * Moves the chosen moment `id` to where `target` (another chosen moment) is: dropped on a later one it
 * goes after it, on an earlier one before it. Anything not chosen leaves the order as it was.
 */
export function moveMoment(chosen: readonly string[], id: string, target: string): string[] {
  const from = chosen.indexOf(id);
  const to = chosen.indexOf(target);
  if (from < 0 || to < 0 || from === to) return [...chosen];
  const order = chosen.filter((chosenId) => chosenId !== id);
  order.splice(to, 0, id);
  return order;
}

/**
 * The loaded pages as one list: a later page's rows after the earlier ones, a moment already listed
 * (the list moved under a change) only once.
 */
export function appendPage<Row extends { id: string }>(loaded: readonly Row[], page: readonly Row[]): Row[] {
  const known = new Set(loaded.map((row) => row.id));
  return [...loaded, ...page.filter((row) => !known.has(row.id))];
}

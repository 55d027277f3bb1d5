import {
  deleteDialogTitle,
  formatOrderBy,
  ToggleAction,
  toggleOrderBy,
  type OrderBy,
} from '@framehouse/domain';

/** The react-admin store key of the Moments tab's page size (spec §2: remembered per table). */
export const MOMENTS_TABLE = 'moments';

/** Sortable columns of the Moments tab (the API's MOMENT_ORDER_FIELDS it shows). */
export const MOMENT_SORT_FIELDS = ['title', 'visible', 'created'] as const;
export type MomentSortField = (typeof MOMENT_SORT_FIELDS)[number];

/** Newest first, as every table (spec §9 default sort -created). */
export const DEFAULT_MOMENT_ORDER: OrderBy = { field: 'created', direction: 'DESC' };

/** The `orderBy` after a click on a column's header. */
export function nextMomentOrder(current: OrderBy, field: MomentSortField): OrderBy {
  return toggleOrderBy(current, field);
}

export function momentOrderByText(order: OrderBy): string {
  return formatOrderBy(order);
}

/** The bulk bar's visibility actions, in the order it shows them (spec §2: Disable, Enable, then Delete). */
export const BULK_VISIBILITY_ACTIONS = [
  { action: ToggleAction.DISABLE, label: 'Disable' },
  { action: ToggleAction.ENABLE, label: 'Enable' },
] as const;

/**
 * Which of Disable and Enable would change a selected moment: both are always offered; one that would
 * change none (Disable for hidden moments only) is disabled.
 */
export function bulkVisibilityAvailable(visible: readonly boolean[]): Record<ToggleAction, boolean> {
  return {
    [ToggleAction.DISABLE]: visible.some((shown) => shown),
    [ToggleAction.ENABLE]: visible.some((shown) => !shown),
  };
}

/** "Delete moment" or "Delete moments" (the generic confirm-delete dialog, pluralized by count). */
export function deleteMomentsTitle(count: number): string {
  return deleteDialogTitle(count === 1 ? 'moment' : 'moments');
}

/** Ours, worded like the objects' confirmation. */
export function deleteMomentsConfirmation(count: number): string {
  return count === 1
    ? 'The selected moment will be removed permanently.'
    : `The ${count} selected moments will be removed permanently.`;
}

/** Where a row's "Edit" or "View details" leads: the moments editor with the moment selected. */
export function momentEditorPath(videoId: string, momentId?: string): string {
  const base = `/video/${encodeURIComponent(videoId)}/moments`;
  return momentId ? `${base}?momentId=${encodeURIComponent(momentId)}` : base;
}

/** The moments editor's parameter naming a panel open over it, and the value of the analytics panel. */
export const MOMENT_VIEW_PARAM = 'view';
export const MOMENT_ANALYTICS_VIEW = 'analytics';

/** The moments editor with a moment selected and its analytics open; `rangeParams` keep their range. */
export function momentAnalyticsPath(
  videoId: string,
  momentId: string,
  rangeParams: Record<string, string> = {},
): string {
  const query = new URLSearchParams({ [MOMENT_VIEW_PARAM]: MOMENT_ANALYTICS_VIEW, ...rangeParams });
  return `${momentEditorPath(videoId, momentId)}&${query.toString()}`;
}

/** The moments editor opening with a new moment (spec §2). */
export function newMomentPath(videoId: string): string {
  return `/video/${encodeURIComponent(videoId)}/moment/new`;
}

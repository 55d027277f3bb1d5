import { toggleActionFor, type ToggleAction } from '@framehouse/domain';

/**
 * What a paged table with selection (Objects tab, Moments tab) keeps beside its remembered page size: the
 * page, the applied search and the selected row ids. The selection is of the rows shown, so whatever
 * changes them (another page, search, sort or page size) clears it: a bulk action never reaches rows the
 * user no longer sees, and the select-all checkbox speaks of the page in view.
 */
export interface TableQueryState {
  /** 1-based, as the API's `page`. */
  page: number;
  search: string;
  selected: readonly string[];
}

export type TableQueryChange =
  | { type: 'page'; page: number }
  | { type: 'search'; search: string }
  /** The order or the page size changed: back to the first page. */
  | { type: 'firstPage' }
  | { type: 'select'; id: string; checked: boolean }
  /** The whole selection at once: every row shown, or none. */
  | { type: 'selection'; ids: readonly string[] };

export const INITIAL_TABLE_QUERY: TableQueryState = { page: 1, search: '', selected: [] };

export function tableQueryReducer(state: TableQueryState, change: TableQueryChange): TableQueryState {
  switch (change.type) {
    case 'page':
      return { ...state, page: change.page, selected: [] };
    case 'search':
      return { ...state, search: change.search, page: 1, selected: [] };
    case 'firstPage':
      return { ...state, page: 1, selected: [] };
    case 'select': {
      const others = state.selected.filter((id) => id !== change.id);
      return { ...state, selected: change.checked ? [...others, change.id] : others };
    }
    case 'selection':
      return { ...state, selected: [...change.ids] };
  }
}

/** The header checkbox: checked when every row shown is selected, indeterminate when only some are. */
export function selectAllState(
  selected: readonly string[],
  shown: readonly string[],
): { checked: boolean; indeterminate: boolean } {
  // Counted among the rows shown: a reload may have dropped a selected row (deleted meanwhile).
  const picked = shown.filter((id) => selected.includes(id)).length;
  return {
    checked: shown.length > 0 && picked === shown.length,
    indeterminate: picked > 0 && picked < shown.length,
  };
}

/**
 * The bulk toggle of a flag (visible or promote) offered for a selection: Disable when every selected
 * row has it on, Enable otherwise (spec §4, "Disable if visible and Enable if not", for several).
 */
export function bulkToggleAction(flags: readonly boolean[]): ToggleAction {
  return toggleActionFor(flags.length > 0 && flags.every(Boolean));
}

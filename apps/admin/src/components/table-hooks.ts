import { DEFAULT_PAGE_SIZE } from '@framehouse/domain';
import { useReducer, useState } from 'react';
import { useStore } from 'react-admin';
import { useApiCall } from '../hooks/api-call';
import { useNotifyError } from '../hooks/notify-error';
import { useRememberedPageSize } from '../hooks/page-size';
import { INITIAL_TABLE_QUERY, tableQueryReducer, type TableQueryState } from './table-query';

export interface TableQuery extends TableQueryState {
  pageSize: number;
  setPage: (page: number) => void;
  /** Remembered for the table (spec §2), then the first page. */
  setPageSize: (pageSize: number) => void;
  setSearch: (search: string) => void;
  /** For a new order: the first page, nothing selected. */
  toFirstPage: () => void;
  select: (id: string, checked: boolean) => void;
  selectAll: (ids: readonly string[]) => void;
  clearSelection: () => void;
}

/**
 * The page, page size (remembered under `table`, spec §2: 25/50/100 per table), search and selection of
 * a table the screen loads itself (outside a react-admin list).
 */
export function useTableQuery(table: string): TableQuery {
  const pageSize = useRememberedPageSize(table);
  const [, storePageSize] = useStore<number>(`${table}.pageSize`, DEFAULT_PAGE_SIZE);
  const [state, dispatch] = useReducer(tableQueryReducer, INITIAL_TABLE_QUERY);
  return {
    ...state,
    pageSize,
    setPage: (page) => dispatch({ type: 'page', page }),
    setPageSize: (size) => {
      storePageSize(size);
      dispatch({ type: 'firstPage' });
    },
    setSearch: (search) => dispatch({ type: 'search', search }),
    toFirstPage: () => dispatch({ type: 'firstPage' }),
    select: (id, checked) => dispatch({ type: 'select', id, checked }),
    selectAll: (ids) => dispatch({ type: 'selection', ids }),
    clearSelection: () => dispatch({ type: 'selection', ids: [] }),
  };
}

/**
 * A row or bulk action of a table (a switch, Enable/Disable…): `busy` while it runs and the table
 * reloads, so the controls wait; a failure is an error toast (spec §8), the rows as they were.
 */
export function useRowAction(reload: () => Promise<void>) {
  const call = useApiCall();
  const notifyError = useNotifyError();
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await call(work);
      await reload();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

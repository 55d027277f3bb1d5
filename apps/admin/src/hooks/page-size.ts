import { DEFAULT_PAGE_SIZE, isPageSizeOption } from '@framehouse/domain';
import { useEffect } from 'react';
import { useListContext, useStore } from 'react-admin';

/** The page size chosen last for `table` (spec §2: remembered per table), kept in react-admin's localStorage store. */
export function useRememberedPageSize(table: string): number {
  const [stored] = useStore<number>(`${table}.pageSize`, DEFAULT_PAGE_SIZE);
  return isPageSizeOption(stored) ? stored : DEFAULT_PAGE_SIZE;
}

/** Inside a list: stores every page size the user picks for `table`. */
export function RememberPageSize({ table }: { table: string }) {
  const { perPage } = useListContext();
  const [, setStored] = useStore<number>(`${table}.pageSize`, DEFAULT_PAGE_SIZE);
  useEffect(() => {
    if (isPageSizeOption(perPage)) setStored(perPage);
  }, [perPage, setStored]);
  return null;
}

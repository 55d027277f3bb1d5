import { useListContext } from 'react-admin';
import { SearchField } from '../components/SearchField';

/** The list's `search` filter (spec §2), through the list's context. */
export function VideoSearch({ placeholder }: { placeholder: string }) {
  const { filterValues, setFilters } = useListContext();
  const applied = typeof filterValues.search === 'string' ? filterValues.search : '';
  return (
    <SearchField
      label={placeholder}
      initial={applied}
      onSearch={(search) => {
        if (search === applied) return;
        const { search: _previous, ...others } = filterValues;
        setFilters(search ? { ...others, search } : others, undefined, false);
      }}
    />
  );
}

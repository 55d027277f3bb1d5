import { SEARCH_DEBOUNCE_MS } from '@framehouse/domain';
import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, TextField } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useListContext } from 'react-admin';

/** The list's `search` filter (spec §2): applied on Enter, or 300 ms after the user stops typing. */
export function VideoSearch({ placeholder }: { placeholder: string }) {
  const { filterValues, setFilters } = useListContext();
  const applied = typeof filterValues.search === 'string' ? filterValues.search : '';
  const [text, setText] = useState(applied);
  const timer = useRef<number | undefined>(undefined);

  const apply = (value: string) => {
    window.clearTimeout(timer.current);
    const search = value.trim();
    if (search === applied) return;
    const { search: _previous, ...others } = filterValues;
    setFilters(search ? { ...others, search } : others, undefined, false);
  };

  useEffect(() => () => window.clearTimeout(timer.current), []);

  return (
    <TextField
      value={text}
      onChange={(event) => {
        const value = event.target.value;
        setText(value);
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => apply(value), SEARCH_DEBOUNCE_MS);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') apply(text);
      }}
      placeholder={placeholder}
      size="small"
      margin="none"
      fullWidth={false}
      sx={{ width: 360, maxWidth: '100%' }}
      slotProps={{
        htmlInput: { 'aria-label': placeholder, type: 'search' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

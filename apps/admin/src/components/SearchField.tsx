import { SEARCH_DEBOUNCE_MS } from '@framehouse/domain';
import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, TextField } from '@mui/material';
import { useEffect, useRef, useState } from 'react';

/**
 * A table's search box (spec §2): `onSearch` gets the trimmed text on Enter, or 300 ms after the user
 * stops typing. `initial` is the search already applied, shown when the box mounts again.
 */
export function SearchField({
  label,
  initial = '',
  onSearch,
}: {
  label: string;
  initial?: string;
  onSearch: (search: string) => void;
}) {
  const [text, setText] = useState(initial);
  const timer = useRef<number | undefined>(undefined);

  const apply = (value: string) => {
    window.clearTimeout(timer.current);
    onSearch(value.trim());
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
      placeholder={label}
      size="small"
      margin="none"
      fullWidth={false}
      sx={{ width: 360, maxWidth: '100%' }}
      slotProps={{
        htmlInput: { 'aria-label': label, type: 'search' },
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

import { Button, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * What replaces a table's search box while rows are selected (spec §2): the count, the bulk actions
 * (`children`, then Delete when `onDelete` is given) and Clear selection.
 */
export function SelectionBar({
  label,
  count,
  busy = false,
  onDelete,
  onClear,
  children,
}: {
  /** The toolbar's accessible name, e.g. "Selected videos". */
  label: string;
  count: number;
  busy?: boolean;
  onDelete?: () => void;
  onClear: () => void;
  children?: ReactNode;
}) {
  return (
    <Stack
      direction="row"
      spacing={1.5}
      alignItems="center"
      role="toolbar"
      aria-label={label}
      sx={{ minHeight: 40 }}
    >
      <Typography sx={{ fontWeight: 500 }}>{count} selected</Typography>
      {children}
      {onDelete && (
        <Button size="small" variant="contained" color="error" disabled={busy} onClick={onDelete}>
          Delete
        </Button>
      )}
      <Button size="small" onClick={onClear}>
        Clear selection
      </Button>
    </Stack>
  );
}

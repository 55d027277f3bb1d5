import { TableCell, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** The one row of a table with nothing to list: its message across all `columns`. */
export function EmptyTableRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <TableRow>
      <TableCell colSpan={columns}>
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {children}
        </Typography>
      </TableCell>
    </TableRow>
  );
}

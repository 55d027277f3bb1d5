import { CTA_LIST_PAGE_SIZE } from '@framehouse/domain';
import {
  Link as MuiLink,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
} from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { EmptyTableRow } from '../components/EmptyTableRow';
import type { BackNavigation } from './overlays-routes';

/**
 * A list of the Overlays page: its head, its rows, a message when there are none, and paging by the
 * spec's page of 100 (§7), which has no other size to choose.
 */
export function OverlayTable({
  label,
  head,
  columns,
  empty,
  isEmpty,
  total,
  page,
  onPage,
  children,
}: {
  label: string;
  head: ReactNode;
  columns: number;
  empty: string;
  isEmpty: boolean;
  total: number;
  /** From 1. */
  page: number;
  onPage: (page: number) => void;
  children: ReactNode;
}) {
  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>{head}</TableRow>
          </TableHead>
          <TableBody>
            {isEmpty && <EmptyTableRow columns={columns}>{empty}</EmptyTableRow>}
            {children}
          </TableBody>
        </Table>
      </TableContainer>
      {total > CTA_LIST_PAGE_SIZE && (
        <TablePagination
          component="div"
          count={total}
          page={page - 1}
          rowsPerPage={CTA_LIST_PAGE_SIZE}
          rowsPerPageOptions={[CTA_LIST_PAGE_SIZE]}
          onPageChange={(_event, next) => onPage(next + 1)}
        />
      )}
    </Paper>
  );
}

/** A row's name, linking to its editor with the way back to the list. */
export function NameCell({ name, to, back }: { name: string; to: string; back: BackNavigation }) {
  return (
    <TableCell>
      <MuiLink component={Link} to={to} state={back} underline="hover" sx={{ fontWeight: 500 }}>
        {name}
      </MuiLink>
    </TableCell>
  );
}

import { PAGE_SIZES, ToggleAction } from '@framehouse/domain';
import {
  Box,
  Checkbox,
  Link as MuiLink,
  Paper,
  Stack,
  Switch,
  Table,
  TableBody,
  TableContainer,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BulkDeleteDialog } from './BulkDeleteDialog';
import { EmptyTableRow } from './EmptyTableRow';
import { SearchField } from './SearchField';
import { SelectionBar } from './SelectionBar';
import type { TableQuery } from './table-hooks';
import { selectAllState } from './table-query';

/** How a table's selection is deleted: the dialog's texts by count, the API call, then the reload. */
export interface TableDeletion {
  title: (count: number) => string;
  confirmation: (count: number) => string;
  remove: (ids: string[]) => Promise<unknown>;
  reload: () => Promise<void>;
}

/**
 * Above a table (spec §2): its search box, replaced while rows are selected by the selection bar with
 * the bulk actions (`children`) and Delete (with `deletion`, confirmed first); `actions` (e.g. "New
 * object") stay on the right.
 */
export function TableToolbar({
  query,
  searchLabel,
  selectionLabel,
  busy,
  deletion,
  actions,
  children,
}: {
  query: TableQuery;
  searchLabel: string;
  selectionLabel: string;
  busy: boolean;
  deletion?: TableDeletion;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const [deleting, setDeleting] = useState(false);
  const count = query.selected.length;
  return (
    <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ minHeight: 40 }}>
      {count > 0 ? (
        <SelectionBar
          label={selectionLabel}
          count={count}
          busy={busy}
          onDelete={deletion ? () => setDeleting(true) : undefined}
          onClear={query.clearSelection}
        >
          {children}
        </SelectionBar>
      ) : (
        <SearchField label={searchLabel} initial={query.search} onSearch={query.setSearch} />
      )}
      {actions}
      {deletion && deleting && (
        <BulkDeleteDialog
          title={deletion.title(count)}
          remove={() => deletion.remove([...query.selected])}
          onDeleted={() => {
            query.clearSelection();
            void deletion.reload();
          }}
          onClose={() => setDeleting(false)}
        >
          {deletion.confirmation(count)}
        </BulkDeleteDialog>
      )}
    </Stack>
  );
}

/**
 * A paged table the screen loads itself: with `selectable`, a select-all header checkbox (for the rows
 * shown) and one checkbox per row named "Select {title}"; `empty` (or `noMatch` under a search) once it
 * loaded nothing; paging 25/50/100 through `query`. `head` and `children` are the other cells. The row of
 * `focusedId` (a link's target) is marked current and scrolled to once it shows.
 */
export function SelectableTable<Row extends { id: string; title: string }>({
  label,
  selectAllLabel,
  query,
  selectable,
  focusedId,
  rows,
  total,
  columns,
  head,
  empty,
  noMatch,
  children,
}: {
  /** The table's accessible name. */
  label: string;
  selectAllLabel: string;
  query: TableQuery;
  selectable: boolean;
  focusedId?: string;
  /** Undefined until the first load, when no empty message shows. */
  rows: readonly Row[] | undefined;
  total: number;
  /** Every column, the checkbox's included: the empty message spans them. */
  columns: number;
  head: ReactNode;
  empty: string;
  noMatch: string;
  children: (row: Row) => ReactNode;
}) {
  const shownIds = (rows ?? []).map((row) => row.id);
  const header = selectAllState(query.selected, shownIds);
  const focusedRow = useRef<HTMLTableRowElement>(null);
  const focusedShown = focusedId !== undefined && shownIds.includes(focusedId);
  useEffect(() => {
    if (focusedShown) focusedRow.current?.scrollIntoView({ block: 'center' });
  }, [focusedId, focusedShown]);
  return (
    <Paper variant="outlined">
      {/* A narrow frame (the Objects tab beside the editor's side panel) scrolls the table, not the page. */}
      <TableContainer>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              {selectable && (
                <TableCell padding="checkbox">
                  {/* Named on the checkbox, not its input's slot props, which would set aside the theme's
                      (the input's name and its indeterminate state, apps/admin/src/theme.ts). */}
                  <Checkbox
                    aria-label={selectAllLabel}
                    checked={header.checked}
                    indeterminate={header.indeterminate}
                    onChange={(event) => query.selectAll(event.target.checked ? shownIds : [])}
                  />
                </TableCell>
              )}
              {head}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows?.length === 0 && (
              <EmptyTableRow columns={columns}>{query.search ? noMatch : empty}</EmptyTableRow>
            )}
            {rows?.map((row) => {
              const selected = query.selected.includes(row.id);
              const focused = row.id === focusedId;
              return (
                <TableRow
                  key={row.id}
                  ref={focused ? focusedRow : undefined}
                  hover
                  selected={selected || focused}
                  aria-current={focused || undefined}
                >
                  {selectable && (
                    <TableCell padding="checkbox">
                      <Checkbox
                        slotProps={{ input: { 'aria-label': `Select ${row.title}` } }}
                        checked={selected}
                        onChange={(event) => query.select(row.id, event.target.checked)}
                      />
                    </TableCell>
                  )}
                  {children(row)}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={query.page - 1}
        rowsPerPage={query.pageSize}
        rowsPerPageOptions={[...PAGE_SIZES]}
        onPageChange={(_event, next) => query.setPage(next + 1)}
        onRowsPerPageChange={(event) => query.setPageSize(Number(event.target.value))}
      />
    </Paper>
  );
}

/** A row's first cell: its thumbnail, its title linking to `to`, and an optional `detail` line below. */
export function TitleCell({
  thumbnail,
  title,
  to,
  detail,
}: {
  thumbnail: ReactNode;
  title: string;
  to: string;
  detail?: ReactNode;
}) {
  return (
    <TableCell>
      <Stack direction="row" spacing={1.5} alignItems="center">
        {thumbnail}
        <Box sx={{ minWidth: 0 }}>
          <MuiLink component={Link} to={to} underline="hover" color="inherit" sx={{ fontWeight: 500 }}>
            {title}
          </MuiLink>
          {detail && (
            <Typography variant="body2" color="text.secondary" noWrap sx={{ maxWidth: 280 }}>
              {detail}
            </Typography>
          )}
        </Box>
      </Stack>
    </TableCell>
  );
}

/** A row's on/off switch (visible, promote…): `onToggle` gets the action its new position asks for. */
export function ToggleCell({
  label,
  checked,
  disabled,
  onToggle,
}: {
  label: string;
  checked: boolean;
  disabled: boolean;
  onToggle: (action: ToggleAction) => void;
}) {
  return (
    <TableCell>
      <Switch
        checked={checked}
        disabled={disabled}
        slotProps={{ input: { 'aria-label': label } }}
        onChange={(event) => onToggle(event.target.checked ? ToggleAction.ENABLE : ToggleAction.DISABLE)}
      />
    </TableCell>
  );
}

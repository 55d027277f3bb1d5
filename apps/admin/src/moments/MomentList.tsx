import { ContextMessages, Permission, ToggleAction, type OrderBy } from '@framehouse/domain';
import ContentCutIcon from '@mui/icons-material/ContentCut';
import { Box, Button, Link as MuiLink, Stack, TableCell, TableSortLabel, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { RowThumbnail } from '../components/RowThumbnail';
import { SelectableTable, TableToolbar, TitleCell, ToggleCell } from '../components/SelectableTable';
import { useRowAction, useTableQuery } from '../components/table-hooks';
import { bulkToggleAction } from '../components/table-query';
import { memberToggleAction } from '../enum-member';
import { useApiCall } from '../hooks/api-call';
import { useHasPermissions } from '../hooks/current-user';
import type { PlaylistCandidate } from '../playlists/add-to-playlist';
import { AddToPlaylistDialog } from '../playlists/AddToPlaylistDialog';
import { ShareDialog, type ShareSubject } from '../publishing/ShareDialogs';
import {
  DEFAULT_MOMENT_ORDER,
  deleteMomentsConfirmation,
  deleteMomentsTitle,
  momentEditorPath,
  momentOrderByText,
  MOMENTS_TABLE,
  nextMomentOrder,
  type MomentSortField,
} from './moment-list';
import { momentsApi, type Moment } from './moments-data';

const THUMBNAIL_WIDTH = 96;

function SortableHeader({
  field,
  label,
  order,
  onSort,
}: {
  field: MomentSortField;
  label: string;
  order: OrderBy;
  onSort: (field: MomentSortField) => void;
}) {
  const active = order.field === field;
  return (
    <TableCell sortDirection={active ? (order.direction === 'ASC' ? 'asc' : 'desc') : false}>
      <TableSortLabel
        active={active}
        direction={active && order.direction === 'DESC' ? 'desc' : 'asc'}
        onClick={() => onSort(field)}
      >
        {label}
      </TableSortLabel>
    </TableCell>
  );
}

/**
 * The Moments tab of "Videos and Moments" (spec §2): the organization's moments with their video, the
 * Visibility switch (CHANGE_MOMENT), selection (with change or delete rights) and the bulk bar with the
 * count, Disable or Enable and Delete; search on Enter (and 300 ms after typing), sorting, paging
 * 25/50/100 remembered. A row leads to the moments editor with that moment selected; a published one
 * offers Share and, with CHANGE_PLAYLIST, Add to playlist.
 */
export function MomentList() {
  const canChange = useHasPermissions(Permission.CHANGE_MOMENT);
  const canDelete = useHasPermissions(Permission.DELETE_MOMENT);
  const canEditVideo = useHasPermissions(Permission.CHANGE_VIDEO);
  const canChangePlaylist = useHasPermissions(Permission.CHANGE_PLAYLIST);
  const call = useApiCall();
  const query = useTableQuery(MOMENTS_TABLE);
  const { page, pageSize, search } = query;
  const [order, setOrder] = useState<OrderBy>(DEFAULT_MOMENT_ORDER);
  const [rows, setRows] = useState<Moment[]>();
  const [total, setTotal] = useState(0);
  const [loadError, setLoadError] = useState(false);
  const [sharing, setSharing] = useState<ShareSubject>();
  const [addingToPlaylist, setAddingToPlaylist] = useState<PlaylistCandidate>();

  const load = useCallback(async () => {
    try {
      const list = await call(() =>
        momentsApi.list({ search: search || undefined, page, pageSize, orderBy: momentOrderByText(order) }),
      );
      setRows(list.nodes);
      setTotal(list.totalCount);
      setLoadError(false);
    } catch {
      setLoadError(true);
    }
  }, [call, search, page, pageSize, order]);

  useEffect(() => {
    void load();
  }, [load]);

  const { busy, run } = useRowAction(load);
  const toggle = (ids: string[], action: ToggleAction) =>
    run(() => momentsApi.toggle(ids, memberToggleAction(action)));

  if (loadError && !rows) return <Typography color="error">{ContextMessages.loadError}</Typography>;

  const bulkAction = bulkToggleAction(
    (rows ?? []).filter((row) => query.selected.includes(row.id)).map((row) => row.visible),
  );
  const sort = (field: MomentSortField) => {
    setOrder((current) => nextMomentOrder(current, field));
    query.toFirstPage();
  };

  return (
    <Stack spacing={2}>
      <TableToolbar
        query={query}
        searchLabel="Search moments"
        selectionLabel="Selected moments"
        busy={busy}
        deletion={
          canDelete
            ? {
                title: deleteMomentsTitle,
                confirmation: deleteMomentsConfirmation,
                remove: momentsApi.remove,
                reload: load,
              }
            : undefined
        }
      >
        {canChange && (
          <Button
            size="small"
            variant="outlined"
            disabled={busy}
            onClick={() => void toggle([...query.selected], bulkAction)}
          >
            {bulkAction === ToggleAction.ENABLE ? 'Enable' : 'Disable'}
          </Button>
        )}
      </TableToolbar>

      <SelectableTable
        label="Moments"
        selectAllLabel="Select all moments"
        query={query}
        selectable={canChange || canDelete}
        rows={rows}
        total={total}
        columns={6}
        empty="No moments yet."
        noMatch="No moments match your search."
        head={
          <>
            <SortableHeader field="title" label="Title" order={order} onSort={sort} />
            <TableCell>Video</TableCell>
            {canChange && <SortableHeader field="visible" label="Visibility" order={order} onSort={sort} />}
            <SortableHeader field="created" label="Date Added" order={order} onSort={sort} />
            <TableCell align="right">Actions</TableCell>
          </>
        }
      >
        {(row) => {
          const editorPath = momentEditorPath(row.video.id, row.id);
          return (
            <>
              <TitleCell
                thumbnail={
                  <Box sx={{ opacity: row.visible ? 1 : 0.5 }}>
                    <RowThumbnail
                      url={row.thumbnailUrl}
                      width={THUMBNAIL_WIDTH}
                      aspectRatio="16 / 9"
                      fallback={<ContentCutIcon />}
                    />
                  </Box>
                }
                title={row.title}
                to={editorPath}
                detail={`${row.startTimestamp} – ${row.endTimestamp}`}
              />
              <TableCell>
                <MuiLink
                  component={Link}
                  to={`/video/${encodeURIComponent(row.video.id)}`}
                  underline="hover"
                  color="inherit"
                >
                  {row.video.title}
                </MuiLink>
              </TableCell>
              {canChange && (
                <ToggleCell
                  label={`Visibility of ${row.title}`}
                  checked={row.visible}
                  disabled={busy}
                  onToggle={(action) => void toggle([row.id], action)}
                />
              )}
              <TableCell>{new Date(row.created).toLocaleDateString()}</TableCell>
              <TableCell align="right">
                {row.isPublished && (
                  <Button
                    size="small"
                    onClick={() => setSharing({ kind: 'moment', id: row.id, videoId: row.video.id })}
                  >
                    Share
                  </Button>
                )}
                {row.isPublished && canChangePlaylist && (
                  <Button
                    size="small"
                    onClick={() => setAddingToPlaylist({ kind: 'moment', id: row.id, title: row.title })}
                  >
                    Add to playlist
                  </Button>
                )}
                <Button size="small" component={Link} to={editorPath}>
                  {canChange && canEditVideo ? 'Edit' : 'View details'}
                </Button>
              </TableCell>
            </>
          );
        }}
      </SelectableTable>
      {sharing && <ShareDialog subject={sharing} onClose={() => setSharing(undefined)} />}
      {addingToPlaylist && (
        <AddToPlaylistDialog candidate={addingToPlaylist} onClose={() => setAddingToPlaylist(undefined)} />
      )}
    </Stack>
  );
}

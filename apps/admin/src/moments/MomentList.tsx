import { ContextMessages, ErrorCode, Permission, type OrderBy, type ToggleAction } from '@framehouse/domain';
import ContentCutIcon from '@mui/icons-material/ContentCut';
import { Box, Button, Link as MuiLink, Stack, TableCell, TableSortLabel, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import { RowThumbnail } from '../components/RowThumbnail';
import { SelectableTable, TableToolbar, TitleCell, ToggleCell } from '../components/SelectableTable';
import { useRowAction, useTableQuery } from '../components/table-hooks';
import { memberToggleAction } from '../enum-member';
import { errorCodeOf } from '../errors';
import { useApiCall } from '../hooks/api-call';
import { useHasPermissions } from '../hooks/current-user';
import { useNotifyError } from '../hooks/notify-error';
import type { PlaylistCandidate } from '../playlists/add-to-playlist';
import { AddToPlaylistDialog } from '../playlists/AddToPlaylistDialog';
import { ShareDialog, type ShareSubject } from '../publishing/ShareDialogs';
import {
  BULK_VISIBILITY_ACTIONS,
  bulkVisibilityAvailable,
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
 * count, Disable, Enable and Delete; search on Enter (and 300 ms after typing), sorting, paging
 * 25/50/100 remembered. A row leads to the moments editor with that moment selected; a published one
 * offers Share and, with CHANGE_PLAYLIST, Add to playlist. `?momentId=` opens the page holding that
 * moment, selected and scrolled to.
 */
export function MomentList() {
  const canChange = useHasPermissions(Permission.CHANGE_MOMENT);
  const canDelete = useHasPermissions(Permission.DELETE_MOMENT);
  const canEditVideo = useHasPermissions(Permission.CHANGE_VIDEO);
  const canChangePlaylist = useHasPermissions(Permission.CHANGE_PLAYLIST);
  const call = useApiCall();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const query = useTableQuery(MOMENTS_TABLE);
  const { page, pageSize, search } = query;
  const selectable = canChange || canDelete;
  const [searchParams, setSearchParams] = useSearchParams();
  const linkedId = searchParams.get('momentId') ?? undefined;
  const [focusedId, setFocusedId] = useState<string>();
  const [order, setOrder] = useState<OrderBy>(DEFAULT_MOMENT_ORDER);
  const [rows, setRows] = useState<Moment[]>();
  const [total, setTotal] = useState(0);
  const [loadError, setLoadError] = useState(false);
  const [sharing, setSharing] = useState<ShareSubject>();
  const [addingToPlaylist, setAddingToPlaylist] = useState<PlaylistCandidate>();

  const load = useCallback(async () => {
    // The linked moment's page is found first (below); the list loads once the link is taken.
    if (linkedId) return;
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
  }, [call, search, page, pageSize, order, linkedId]);

  useEffect(() => {
    void load();
  }, [load]);

  // `?momentId=` (spec §2): the API answers the page holding the moment; it is selected there and
  // scrolled to, and the parameter is taken off so that paging and reloads behave as usual.
  const { setPage, select } = query;
  useEffect(() => {
    if (!linkedId) return undefined;
    let current = true;
    void (async () => {
      try {
        const list = await call(() =>
          momentsApi.list({ pageSize, orderBy: momentOrderByText(order), pageOf: linkedId }),
        );
        if (!current) return;
        setPage(list.pageInfo.pageNumber);
        if (selectable) select(linkedId, true);
        setFocusedId(linkedId);
      } catch (error) {
        if (!current) return;
        if (errorCodeOf(error) === ErrorCode.NOT_FOUND) {
          notify(ContextMessages.mediaNotFound, { type: 'warning' });
        } else notifyError(error);
      }
      setSearchParams({}, { replace: true });
    })();
    return () => {
      current = false;
    };
    // Only a new link starts this: a later page, order or size is the member's own choice.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the other values are read as they are at the link
  }, [linkedId]);

  const { busy, run } = useRowAction(load);
  const toggle = (ids: string[], action: ToggleAction) =>
    run(() => momentsApi.toggle(ids, memberToggleAction(action)));

  if (loadError && !rows) return <Typography color="error">{ContextMessages.loadError}</Typography>;

  const available = bulkVisibilityAvailable(
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
        {canChange &&
          BULK_VISIBILITY_ACTIONS.map(({ action, label }) => (
            <Button
              key={action}
              size="small"
              variant="outlined"
              disabled={busy || !available[action]}
              onClick={() => void toggle([...query.selected], action)}
            >
              {label}
            </Button>
          ))}
      </TableToolbar>

      <SelectableTable
        label="Moments"
        selectAllLabel="Select all moments"
        query={query}
        selectable={selectable}
        focusedId={focusedId}
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

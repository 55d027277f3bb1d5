import {
  deleteDialogTitle,
  PAGE_SIZES,
  Permission,
  PLAYLIST_CONTENT_TYPE_LABELS,
  PLAYLIST_ITEMS_ORDER_LABELS,
} from '@framehouse/domain';
import AddIcon from '@mui/icons-material/Add';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PlaylistPlayIcon from '@mui/icons-material/PlaylistPlay';
import { Box, Button, IconButton, Paper, Stack, Tooltip, Typography } from '@mui/material';
import {
  DataTable,
  DateField,
  ListBase,
  Loading,
  Pagination,
  usePermissions,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { AccessFallback } from '../components/AccessFallback';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { CopyButton } from '../components/CopyButton';
import { RecordEditDelete, RecordNameLink } from '../components/RecordRowCells';
import { ListStates } from '../components/ListStates';
import { useHasPermissions } from '../hooks/current-user';
import { RememberPageSize, useRememberedPageSize } from '../hooks/page-size';
import { useDocumentTitle } from '../hooks/document-title';
import { useRowDeletion } from '../overlays/use-row-deletion';
import { VideoSearch } from '../videos/VideoSearch';
import { PLAYLISTS, playlistsApi, type PlaylistRow } from './playlists-data';
import { NEW_PLAYLIST_PATH, playlistEditPath } from './playlists-routes';

const TABLE = 'playlists';

/** The playlist's public page (§2: each row shows its link), to copy or open. */
function PublicLinkCell() {
  const playlist = useRecordContext<PlaylistRow>();
  if (!playlist) return null;
  return (
    <Stack direction="row" alignItems="center" onClick={(event) => event.stopPropagation()}>
      <CopyButton text={playlist.publicUrl} label={`Copy the public link of ${playlist.name}`} />
      <Tooltip title="Open">
        <IconButton
          size="small"
          component="a"
          href={playlist.publicUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Open the public page of ${playlist.name}`}
        >
          <OpenInNewIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}

function PlaylistTable() {
  const canDelete = useHasPermissions(Permission.DELETE_PLAYLIST);
  const canCreate = useHasPermissions(Permission.CREATE_PLAYLIST);
  const refresh = useRefresh();
  const deletion = useRowDeletion<PlaylistRow>({
    remove: (playlist) => playlistsApi.remove(playlist.id),
    reload: async () => refresh(),
    deleted: 'Playlist has been deleted.',
  });
  return (
    <>
      <Box sx={{ mb: 2, minHeight: 40, display: 'flex', alignItems: 'center' }}>
        <VideoSearch placeholder="Search playlists" />
      </Box>
      <ListStates
        empty={canCreate ? 'No playlists yet. Create one with Create playlist.' : 'No playlists yet.'}
        icon={<PlaylistPlayIcon fontSize="inherit" />}
      >
        <Paper variant="outlined">
          <DataTable rowClick={false} bulkActionButtons={false} size="medium">
            <DataTable.Col source="name" label="Name">
              <RecordNameLink<PlaylistRow> pathOf={(playlist) => playlistEditPath(playlist.id)} />
            </DataTable.Col>
            <DataTable.Col
              source="contentType"
              label="Content type"
              disableSort
              render={(playlist: PlaylistRow) => PLAYLIST_CONTENT_TYPE_LABELS[playlist.contentType]}
            />
            <DataTable.Col
              source="orderBy"
              label="Ordering"
              disableSort
              render={(playlist: PlaylistRow) => PLAYLIST_ITEMS_ORDER_LABELS[playlist.orderBy]}
            />
            <DataTable.NumberCol source="itemsCount" label="Items" disableSort />
            <DataTable.Col source="created" label="Created">
              <DateField source="created" />
            </DataTable.Col>
            <DataTable.Col label="Public link" disableSort>
              <PublicLinkCell />
            </DataTable.Col>
            <DataTable.Col label="Actions" disableSort align="right">
              <RecordEditDelete<PlaylistRow>
                editPathOf={(playlist) => playlistEditPath(playlist.id)}
                onDelete={canDelete ? deletion.ask : undefined}
              />
            </DataTable.Col>
          </DataTable>
          <Pagination rowsPerPageOptions={[...PAGE_SIZES]} />
        </Paper>
      </ListStates>
      {deletion.deleting && (
        <ConfirmDialog title={deleteDialogTitle('playlist')} {...deletion.dialogProps(deletion.deleting)}>
          Are you sure you want to delete the playlist “{deletion.deleting.name}”? Pages and sites embedding
          it will no longer show it.
        </ConfirmDialog>
      )}
    </>
  );
}

/**
 * /playlists (overlays-distribution §2), titled Playlists: search, the table sortable by name and
 * created, pages of 25/50/100 remembered, Create playlist (CREATE_PLAYLIST), and per row its editor,
 * its public link and Delete (DELETE_PLAYLIST; a playlist a microsite uses is refused in the dialog).
 * The screen needs VIEW_PLAYLIST.
 */
export function PlaylistsPage() {
  useDocumentTitle('Playlists');
  const { isPending } = usePermissions();
  const canView = useHasPermissions(Permission.VIEW_PLAYLIST);
  const canCreate = useHasPermissions(Permission.CREATE_PLAYLIST);
  const perPage = useRememberedPageSize(TABLE);
  if (isPending) return <Loading />;
  if (!canView) return <AccessFallback />;
  return (
    <Box>
      <Stack direction="row" spacing={2} alignItems="center" justifyContent="space-between" sx={{ mb: 3 }}>
        <Typography component="h1" variant="h4">
          Playlists
        </Typography>
        {canCreate && (
          <Button variant="contained" startIcon={<AddIcon />} component={Link} to={NEW_PLAYLIST_PATH}>
            Create playlist
          </Button>
        )}
      </Stack>
      <ListBase<PlaylistRow>
        resource={PLAYLISTS}
        perPage={perPage}
        sort={{ field: 'created', order: 'DESC' }}
        disableSyncWithLocation
        storeKey={false}
      >
        <RememberPageSize table={TABLE} />
        <PlaylistTable />
      </ListBase>
    </Box>
  );
}

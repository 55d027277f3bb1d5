import { PAGE_SIZES, Permission } from '@framehouse/domain';
import MovieIcon from '@mui/icons-material/Movie';
import { Box, Link as MuiLink, Paper, Stack, Typography } from '@mui/material';
import { Fragment, useState } from 'react';
import { DataTable, DateField, ListBase, Pagination, useListContext, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { ListStates } from '../../components/ListStates';
import { RowThumbnail } from '../../components/RowThumbnail';
import { SelectionBar } from '../../components/SelectionBar';
import { useHasPermissions } from '../../hooks/current-user';
import { RememberPageSize, useRememberedPageSize } from '../../hooks/page-size';
import { useVideoUpload } from '../../upload/VideoUploadProvider';
import { pollIntervalFor } from '../../videos/video-polling';
import type { VideoRow } from '../../videos/video-record';
import { VideoStatusBadge } from '../../videos/VideoStatusBadge';
import { DeleteVideosDialog } from './DeleteVideosDialog';
import { VideoRowActions } from './VideoRowActions';
import { VideoSearch } from './VideoSearch';

const TABLE = 'videos';
const THUMBNAIL_WIDTH = 96;

/** Selecting rows replaces the search box with this bar (spec §2). Unpublish comes with publishing. */
function VideoBulkBar() {
  const { selectedIds, onUnselectItems } = useListContext<VideoRow>();
  const [deleting, setDeleting] = useState(false);
  return (
    <>
      <SelectionBar
        label="Selected videos"
        count={selectedIds.length}
        onDelete={() => setDeleting(true)}
        onClear={() => onUnselectItems()}
      />
      {deleting && <DeleteVideosDialog ids={selectedIds.map(String)} onClose={() => setDeleting(false)} />}
    </>
  );
}

function VideoListToolbar() {
  const { selectedIds } = useListContext<VideoRow>();
  return (
    <Box sx={{ mb: 2, minHeight: 40, display: 'flex', alignItems: 'center' }}>
      {selectedIds.length > 0 ? <VideoBulkBar /> : <VideoSearch placeholder="Search videos" />}
    </Box>
  );
}

function VideoTitle() {
  const video = useRecordContext<VideoRow>();
  if (!video) return null;
  return (
    <Stack direction="row" spacing={1.5} alignItems="center">
      <RowThumbnail
        url={video.thumbnailUrl}
        width={THUMBNAIL_WIDTH}
        aspectRatio="16 / 9"
        fallback={<MovieIcon />}
      />
      <MuiLink
        component={Link}
        to={`/video/${video.id}`}
        underline="hover"
        color="inherit"
        sx={{ fontWeight: 500 }}
      >
        {video.title}
      </MuiLink>
    </Stack>
  );
}

function VideoStatusCell() {
  const video = useRecordContext<VideoRow>();
  const { active } = useVideoUpload();
  if (!video) return null;
  const uploadPercent = active?.videoId === video.id ? active.percent : undefined;
  return <VideoStatusBadge video={video} uploadPercent={uploadPercent} />;
}

function Monetization() {
  const video = useRecordContext<VideoRow>();
  if (!video) return null;
  return (
    <Typography variant="body2" color={video.isMonetizationEnabled ? 'success.main' : 'text.secondary'}>
      {video.isMonetizationEnabled ? 'On' : 'Off'}
    </Typography>
  );
}

function VideoTable() {
  const { filterValues } = useListContext<VideoRow>();
  const canDelete = useHasPermissions(Permission.DELETE_VIDEO);
  return (
    <ListStates empty={filterValues.search ? 'No videos match your search.' : 'No videos yet.'}>
      <Paper variant="outlined">
        <DataTable
          rowClick={false}
          // The header checkbox and row checkboxes need DELETE_VIDEO (spec §6); the bulk bar replaces the search.
          bulkActionButtons={canDelete ? <Fragment /> : false}
          bulkActionsToolbar={<Fragment />}
          size="medium"
        >
          <DataTable.Col source="title" label="Title">
            <VideoTitle />
          </DataTable.Col>
          <DataTable.NumberCol source="views" label="Views" />
          <DataTable.Col source="status" label="Status">
            <VideoStatusCell />
          </DataTable.Col>
          {/* The API sorts on `monetizationEnabled`; the row carries it as `isMonetizationEnabled`. */}
          <DataTable.Col source="monetizationEnabled" label="Monetization">
            <Monetization />
          </DataTable.Col>
          {/* Publications come with publishing; until then no video is on any platform. */}
          <DataTable.Col label="Platforms" disableSort render={() => '—'} />
          <DataTable.Col source="created" label="Date Added">
            <DateField source="created" />
          </DataTable.Col>
          <DataTable.Col label="Actions" disableSort>
            <VideoRowActions />
          </DataTable.Col>
        </DataTable>
        <Pagination rowsPerPageOptions={[...PAGE_SIZES]} />
      </Paper>
    </ListStates>
  );
}

/** The Videos tab (spec §2): search, sortable table, paging, selection, polling while a video is pending. */
export function VideoList() {
  const perPage = useRememberedPageSize(TABLE);
  return (
    <ListBase<VideoRow>
      resource="videos"
      perPage={perPage}
      sort={{ field: 'created', order: 'DESC' }}
      disableSyncWithLocation
      storeKey={false}
      queryOptions={{ refetchInterval: (query) => pollIntervalFor(query.state.data?.data) }}
    >
      <RememberPageSize table={TABLE} />
      <VideoListToolbar />
      <VideoTable />
    </ListBase>
  );
}

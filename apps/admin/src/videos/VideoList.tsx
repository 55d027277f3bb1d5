import {
  PAGE_SIZES,
  Permission,
  PUBLISHING_TARGET_TYPE_LABELS,
  PublishingTargetType,
} from '@framehouse/domain';
import MovieIcon from '@mui/icons-material/Movie';
import { Box, Button, Chip, Link as MuiLink, Paper, Stack, Typography } from '@mui/material';
import { Fragment, useState } from 'react';
import {
  DataTable,
  DateField,
  ListBase,
  Pagination,
  useListContext,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { ListStates } from '../components/ListStates';
import { RowThumbnail } from '../components/RowThumbnail';
import { SelectionBar } from '../components/SelectionBar';
import { useApiCall } from '../hooks/api-call';
import { useHasPermissions } from '../hooks/current-user';
import { RememberPageSize, useRememberedPageSize } from '../hooks/page-size';
import { publishingApi } from '../publishing/publishing-data';
import { bulkUnpublishResult, canBulkUnpublish, unpublishTargetTypes } from '../publishing/unpublish';
import { useVideoUpload } from '../upload/VideoUploadProvider';
import { DeleteVideosDialog } from './DeleteVideosDialog';
import { hasCopies } from './video-copies';
import { pollIntervalFor, videoStatusOf } from './video-polling';
import type { VideoRow } from './video-record';
import { VideoCopiesChip, VideoCopiesPanel } from './VideoCopies';
import { VideoRowActions } from './VideoRowActions';
import { VideoSearch } from './VideoSearch';
import { VideoStatusBadge } from './VideoStatusBadge';

const TABLE = 'videos';
const THUMBNAIL_WIDTH = 96;

/**
 * Selecting rows replaces the search box with this bar (spec §2): Unpublish, offered only when every
 * selected video is Published, and Delete.
 */
function VideoBulkBar() {
  const { selectedIds, data, onUnselectItems } = useListContext<VideoRow>();
  const canUnpublish = useHasPermissions(Permission.UNPUBLISH_VIDEO);
  const apiCall = useApiCall();
  const notify = useNotify();
  const refresh = useRefresh();
  const [deleting, setDeleting] = useState(false);
  const [unpublishing, setUnpublishing] = useState(false);
  const selected = (data ?? []).filter((video) => selectedIds.includes(video.id));
  const offerUnpublish =
    canUnpublish &&
    selected.length === selectedIds.length &&
    canBulkUnpublish(selected.map((video) => videoStatusOf(video.status)));

  const unpublish = async () => {
    setUnpublishing(true);
    const results = await Promise.all(
      selected.map((video) =>
        apiCall(() => publishingApi.unpublish(video.id, unpublishTargetTypes(video.platforms))).then(
          () => true,
          () => false,
        ),
      ),
    );
    const { message, failed } = bulkUnpublishResult(results);
    notify(message, failed ? { type: 'error', autoHideDuration: null } : { type: 'success' });
    setUnpublishing(false);
    onUnselectItems();
    refresh();
  };

  return (
    <>
      <SelectionBar
        label="Selected videos"
        count={selectedIds.length}
        busy={unpublishing}
        onDelete={() => setDeleting(true)}
        onClear={() => onUnselectItems()}
      >
        {offerUnpublish && (
          <Button size="small" variant="outlined" disabled={unpublishing} onClick={() => void unpublish()}>
            Unpublish
          </Button>
        )}
      </SelectionBar>
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
      <Stack spacing={0.5} alignItems="flex-start">
        <MuiLink
          component={Link}
          to={`/video/${video.id}`}
          underline="hover"
          color="inherit"
          sx={{ fontWeight: 500 }}
        >
          {video.title}
        </MuiLink>
        <VideoCopiesChip video={video} />
      </Stack>
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

/** The target types the video is live on (spec §3 platforms). */
function Platforms() {
  const video = useRecordContext<VideoRow>();
  if (!video) return null;
  const platforms = video.platforms.flatMap((platform) =>
    platform === PublishingTargetType.SelfPublication || platform === PublishingTargetType.YouTube
      ? [PUBLISHING_TARGET_TYPE_LABELS[platform]]
      : [],
  );
  if (platforms.length === 0) return <Typography color="text.secondary">—</Typography>;
  return (
    <Stack direction="row" spacing={0.5} flexWrap="wrap" useFlexGap>
      {platforms.map((label) => (
        <Chip key={label} label={label} size="small" variant="outlined" />
      ))}
    </Stack>
  );
}

function VideoTable() {
  const { filterValues } = useListContext<VideoRow>();
  const canDelete = useHasPermissions(Permission.DELETE_VIDEO);
  return (
    <ListStates empty={filterValues.search ? 'No videos match your search.' : 'No videos yet.'}>
      <Paper variant="outlined">
        <DataTable<VideoRow>
          rowClick={false}
          // The header checkbox and row checkboxes need DELETE_VIDEO (spec §6); the bulk bar replaces the search.
          bulkActionButtons={canDelete ? <Fragment /> : false}
          bulkActionsToolbar={<Fragment />}
          // One video per media is listed: the others (the original, its copies) open under its row.
          expand={<VideoCopiesPanel />}
          isRowExpandable={hasCopies}
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
          <DataTable.Col label="Platforms" disableSort>
            <Platforms />
          </DataTable.Col>
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

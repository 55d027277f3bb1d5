import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import MovieIcon from '@mui/icons-material/Movie';
import {
  Box,
  Chip,
  Link as MuiLink,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { DateField, RecordContextProvider, useExpanded, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { RowThumbnail } from '../components/RowThumbnail';
import { copiesLabel } from './video-copies';
import type { VideoCopy, VideoRow } from './video-record';
import { VideoRowActions } from './VideoRowActions';
import { VideoStatusBadge } from './VideoStatusBadge';

const RESOURCE = 'videos';

/** The id of the row's expand panel, as react-admin's DataTable names it. */
const panelId = (id: string) => `${RESOURCE}-${id}-expand`;

/**
 * The "+N copies" chip under a row's title: it opens and closes the row's copies (the same state as the
 * table's expand arrow).
 */
export function VideoCopiesChip({ video }: { video: VideoRow }) {
  const [expanded, toggle] = useExpanded(RESOURCE, video.id);
  if (video.duplicates.length === 0) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      label={copiesLabel(video.duplicates.length)}
      icon={expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
      onClick={(event) => {
        event.stopPropagation();
        toggle();
      }}
      aria-expanded={expanded}
      aria-controls={panelId(video.id)}
      sx={{ alignSelf: 'flex-start' }}
    />
  );
}

/**
 * A row's expand panel: the other videos on its media (the original and its copies), each openable and
 * with the row actions that apply to it (publish, delete, …), since the list shows one video per media.
 */
export function VideoCopiesPanel() {
  const video = useRecordContext<VideoRow>();
  if (!video || video.duplicates.length === 0) return null;
  return (
    <Box sx={{ py: 1, pl: 2 }}>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5 }}>
        Other videos of the same media
      </Typography>
      <Table size="small" aria-label={`Copies of ${video.title}`}>
        <TableHead>
          <TableRow>
            <TableCell>Title</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Date Added</TableCell>
            <TableCell>Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {video.duplicates.map((copy) => (
            <RecordContextProvider key={copy.id} value={copy}>
              <VideoCopyRow copy={copy} />
            </RecordContextProvider>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function VideoCopyRow({ copy }: { copy: VideoCopy }) {
  return (
    <TableRow data-copy-id={copy.id}>
      <TableCell>
        <Stack direction="row" spacing={1.5} alignItems="center">
          <RowThumbnail url={copy.thumbnailUrl} width={64} aspectRatio="16 / 9" fallback={<MovieIcon />} />
          <MuiLink component={Link} to={`/video/${copy.id}`} underline="hover" color="inherit">
            {copy.title}
          </MuiLink>
        </Stack>
      </TableCell>
      <TableCell>
        <VideoStatusBadge video={copy} />
      </TableCell>
      <TableCell>
        <DateField source="created" />
      </TableCell>
      <TableCell>
        <VideoRowActions />
      </TableCell>
    </TableRow>
  );
}

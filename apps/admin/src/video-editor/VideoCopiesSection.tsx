import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import MovieIcon from '@mui/icons-material/Movie';
import { List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { RowThumbnail } from '../components/RowThumbnail';
import { copyDescription } from '../videos/video-copies';
import type { VideoCopy } from '../videos/video-record';
import { EditorSection } from './EditorSection';

const formatDate = (date: Date) => date.toLocaleDateString();

/**
 * The side panel's list of the video's copies (`duplicates`: the original and the other copies on the
 * same media), each a link to its own editor; shown only when there are some.
 */
export function VideoCopiesSection({ copies }: { copies: readonly VideoCopy[] }) {
  if (copies.length === 0) return null;
  return (
    <EditorSection title="Copies">
      <Typography variant="body2" color="text.secondary">
        Other videos made from the same media: the original and its duplicates.
      </Typography>
      <List disablePadding dense aria-label="Copies of this video">
        {copies.map((copy) => (
          <ListItem key={copy.id} disablePadding>
            <ListItemButton component={Link} to={`/video/${encodeURIComponent(copy.id)}`} sx={{ gap: 1.5 }}>
              <RowThumbnail
                url={copy.thumbnailUrl}
                width={56}
                aspectRatio="16 / 9"
                fallback={<MovieIcon />}
              />
              <ListItemText
                primary={copy.title}
                secondary={copyDescription(copy, formatDate)}
                primaryTypographyProps={{ noWrap: true }}
                sx={{ minWidth: 0 }}
              />
              <ChevronRightIcon color="action" />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </EditorSection>
  );
}

import AddIcon from '@mui/icons-material/Add';
import ContentCutIcon from '@mui/icons-material/ContentCut';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import {
  Box,
  Button,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Paper,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { RowThumbnail } from '../components/RowThumbnail';
import { rangeLabel } from './moment-editor';
import type { Moment } from './moments-data';

interface MomentSideListProps {
  videoId: string;
  moments: readonly Moment[];
  selectedId?: string;
  /** Changes when the selection came from outside the list (the URL, a split): the list scrolls to it. */
  scrollKey: string;
  canCreate: boolean;
  creating: boolean;
  onSelect: (id: string) => void;
  onCreate: () => void;
}

/** The editor's side panel (spec §2): the moments in timeline order, "New moment", the way back. */
export function MomentSideList({
  videoId,
  moments,
  selectedId,
  scrollKey,
  canCreate,
  creating,
  onSelect,
  onCreate,
}: MomentSideListProps) {
  const selectedItem = useRef<HTMLDivElement>(null);

  useEffect(() => {
    selectedItem.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [scrollKey]);

  return (
    <Stack spacing={1.5} component="aside" aria-label="Moments list" sx={{ minWidth: 0 }}>
      <Button
        component={Link}
        to={`/video/${encodeURIComponent(videoId)}`}
        startIcon={<ArrowBackIcon />}
        sx={{ alignSelf: 'flex-start' }}
      >
        Back to video editor
      </Button>
      {canCreate && (
        <Button variant="contained" startIcon={<AddIcon />} onClick={onCreate} disabled={creating}>
          New moment
        </Button>
      )}
      <Paper variant="outlined" sx={{ maxHeight: { md: 'calc(100vh - 260px)' }, overflowY: 'auto' }}>
        {moments.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            No moments yet.
          </Typography>
        ) : (
          <List dense disablePadding aria-label="Moments">
            {moments.map((moment) => {
              const selected = moment.id === selectedId;
              return (
                <ListItem key={moment.id} disablePadding>
                  <ListItemButton
                    ref={selected ? selectedItem : undefined}
                    selected={selected}
                    aria-current={selected || undefined}
                    onClick={() => onSelect(moment.id)}
                    sx={{ gap: 1, alignItems: 'flex-start' }}
                  >
                    <Box sx={{ mt: 0.5 }}>
                      <RowThumbnail
                        url={moment.thumbnailUrl}
                        width={64}
                        aspectRatio="16 / 9"
                        fallback={<ContentCutIcon fontSize="small" />}
                      />
                    </Box>
                    <ListItemText
                      primary={moment.title}
                      secondary={rangeLabel(moment.timeRange)}
                      slotProps={{
                        primary: { noWrap: true, title: moment.title },
                        secondary: { sx: { fontVariantNumeric: 'tabular-nums' } },
                      }}
                      sx={{ minWidth: 0, my: 0 }}
                    />
                    {!moment.visible && (
                      <Tooltip title="Disabled">
                        <VisibilityOffIcon fontSize="small" color="disabled" sx={{ mt: 0.5 }} />
                      </Tooltip>
                    )}
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
        )}
      </Paper>
    </Stack>
  );
}

import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import {
  Box,
  Button,
  Checkbox,
  CircularProgress,
  FormControlLabel,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { SearchField } from '../components/SearchField';
import { canReorder, selectAllState, type MomentRow } from './moment-selection';

/**
 * The organization's moments beside the widget form (overlays-distribution §2, §4): searchable (300 ms
 * after typing stops), loaded page by page, a checkbox each and select-all over what is loaded; the
 * chosen moments come first, in the carousel's order, and are dragged to reorder it while there is no
 * search text.
 */
export function CarouselMomentList({
  rows,
  chosen,
  search,
  total,
  loading,
  failed,
  readOnly,
  onSearch,
  onLoadMore,
  onToggle,
  onToggleAll,
  onMove,
}: {
  /** The loaded moments in the list's order. */
  rows: readonly MomentRow[];
  chosen: readonly string[];
  search: string;
  total: number;
  loading: boolean;
  failed: boolean;
  readOnly: boolean;
  onSearch: (search: string) => void;
  onLoadMore: () => void;
  onToggle: (id: string, checked: boolean) => void;
  onToggleAll: () => void;
  /** The chosen moment `id` dropped on the chosen moment `target`. */
  onMove: (id: string, target: string) => void;
}) {
  const [dragged, setDragged] = useState<string>();
  const [over, setOver] = useState<string>();
  const reorderable = canReorder(search) && !readOnly;
  const all = selectAllState(chosen, rows);
  const endDrag = () => {
    setDragged(undefined);
    setOver(undefined);
  };

  return (
    <Paper variant="outlined" component="section" aria-label="Moments" sx={{ p: 2 }}>
      <Stack direction="row" alignItems="center" justifyContent="space-between" spacing={2} sx={{ mb: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          Moments
        </Typography>
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {chosen.length} in the widget
        </Typography>
      </Stack>
      <SearchField label="Search moments" initial={search} onSearch={onSearch} />
      <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mt: 1 }}>
        <FormControlLabel
          label="Select all"
          disabled={readOnly || rows.length === 0}
          control={
            <Checkbox checked={all.checked} indeterminate={all.indeterminate} onChange={onToggleAll} />
          }
        />
        <Typography variant="caption" color="text.secondary">
          {reorderable
            ? 'Drag the chosen moments to order them.'
            : search
              ? 'Clear the search to reorder.'
              : ''}
        </Typography>
      </Stack>
      {failed && (
        <Typography color="error" role="alert" sx={{ py: 2 }}>
          The moments could not be loaded.
        </Typography>
      )}
      {!failed && !loading && rows.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {search
            ? 'No moments match your search.'
            : 'No moments yet. Create them in a video’s moments editor.'}
        </Typography>
      )}
      <List dense aria-label="Moments to choose" sx={{ maxHeight: 480, overflowY: 'auto' }}>
        {rows.map((moment) => {
          const isChosen = chosen.includes(moment.id);
          const draggable = reorderable && isChosen;
          return (
            <ListItem
              key={moment.id}
              data-testid="carousel-moment"
              data-moment-id={moment.id}
              draggable={draggable}
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', moment.id);
                setDragged(moment.id);
              }}
              onDragOver={(event) => {
                if (!dragged || !draggable || dragged === moment.id) return;
                event.preventDefault();
                setOver(moment.id);
              }}
              onDragLeave={() => setOver((current) => (current === moment.id ? undefined : current))}
              onDrop={(event) => {
                event.preventDefault();
                if (dragged && draggable) onMove(dragged, moment.id);
                endDrag();
              }}
              onDragEnd={endDrag}
              sx={{
                gap: 1,
                borderTop: 2,
                borderColor: over === moment.id ? 'primary.main' : 'transparent',
                opacity: dragged === moment.id ? 0.5 : 1,
                cursor: draggable ? 'grab' : undefined,
              }}
            >
              <ListItemIcon sx={{ minWidth: 0 }}>
                <Checkbox
                  edge="start"
                  checked={isChosen}
                  disabled={readOnly}
                  onChange={(event) => onToggle(moment.id, event.target.checked)}
                  slotProps={{ input: { 'aria-label': `Choose ${moment.title}` } }}
                />
              </ListItemIcon>
              <Box
                component="img"
                src={moment.thumbnailUrl ?? undefined}
                alt=""
                sx={{
                  width: 64,
                  height: 36,
                  objectFit: 'cover',
                  bgcolor: 'grey.900',
                  borderRadius: 0.5,
                  flexShrink: 0,
                }}
              />
              <ListItemText
                primary={moment.title}
                secondary={moment.video?.title}
                slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
                sx={{ minWidth: 0 }}
              />
              {draggable && <DragIndicatorIcon color="action" aria-hidden />}
            </ListItem>
          );
        })}
      </List>
      {loading && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 1 }}>
          <CircularProgress size={24} aria-label="Loading moments" />
        </Box>
      )}
      {!loading && rows.length < total && (
        <Button onClick={onLoadMore} fullWidth>
          Show more moments
        </Button>
      )}
    </Paper>
  );
}

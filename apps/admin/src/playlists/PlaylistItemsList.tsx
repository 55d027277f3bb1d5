import type { EmbedKind } from '@framehouse/domain';
import ContentCutIcon from '@mui/icons-material/ContentCut';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import MovieIcon from '@mui/icons-material/Movie';
import { Box, Checkbox, IconButton, Paper, Stack, Tooltip, Typography } from '@mui/material';
import { useState, type DragEvent, type KeyboardEvent } from 'react';
import { RowThumbnail } from '../components/RowThumbnail';
import { selectAllState } from '../components/table-query';
import { itemsSummary, moveItem, type PlaylistItem } from './playlist-form';

const THUMBNAIL_WIDTH = 80;

/**
 * A playlist's items in its order. Editable (a manual playlist, overlays-distribution §4): drag a row (or
 * its handle with the arrow keys) to reorder, a checkbox each and select-all for the multi-select delete.
 * Without `editing` it only shows them (a rule's preview, or a member who may not change playlists).
 */
export function PlaylistItemsList({
  items,
  kind,
  total,
  editing,
}: {
  items: readonly PlaylistItem[];
  kind: EmbedKind;
  /** All the items there are, when `items` are the first of them. */
  total?: number;
  editing?: {
    selected: readonly string[];
    onReorder: (items: PlaylistItem[]) => void;
    onSelect: (ids: string[]) => void;
  };
}) {
  const readOnly = !editing;
  const selected = editing?.selected ?? [];
  const [dragging, setDragging] = useState<number>();
  const [over, setOver] = useState<number>();
  const ids = items.map((item) => item.id);
  const header = selectAllState(selected, ids);

  const endDrag = () => {
    setDragging(undefined);
    setOver(undefined);
  };
  const drop = (event: DragEvent, index: number) => {
    event.preventDefault();
    if (dragging !== undefined) editing?.onReorder(moveItem(items, dragging, index));
    endDrag();
  };
  const moveByKey = (event: KeyboardEvent, index: number) => {
    const to = event.key === 'ArrowUp' ? index - 1 : event.key === 'ArrowDown' ? index + 1 : undefined;
    if (to === undefined || to < 0 || to >= items.length) return;
    event.preventDefault();
    editing?.onReorder(moveItem(items, index, to));
    // The handle moves with its row: keep the focus on it in the row's new place.
    const list = event.currentTarget.closest('[role="list"]');
    requestAnimationFrame(() => list?.querySelectorAll<HTMLElement>('[data-drag-handle]')[to]?.focus());
  };

  return (
    <Paper variant="outlined">
      <Stack
        direction="row"
        alignItems="center"
        spacing={1}
        sx={{ px: 1, py: 0.5, borderBottom: 1, borderColor: 'divider' }}
      >
        {editing && (
          <Checkbox
            size="small"
            checked={header.checked}
            indeterminate={header.indeterminate}
            // On the checkbox, not its input's slot props, which would set aside the theme's (theme.ts).
            aria-label="Select all items"
            onChange={(event) => editing.onSelect(event.target.checked ? ids : [])}
          />
        )}
        <Typography variant="body2" color="text.secondary" role="status" sx={{ py: editing ? 0 : 1 }}>
          {itemsSummary(kind, items.length, total)}
          {editing && items.length > 1 && ' · drag to reorder'}
        </Typography>
      </Stack>
      <Box role="list" aria-label="Playlist items" sx={{ maxHeight: 480, overflowY: 'auto' }}>
        {items.map((item, index) => {
          const isSelected = selected.includes(item.id);
          const dropHere = over === index && dragging !== undefined && dragging !== index;
          return (
            <Stack
              key={item.id}
              role="listitem"
              aria-label={item.title}
              data-testid="playlist-item"
              direction="row"
              alignItems="center"
              spacing={1}
              draggable={!readOnly}
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                // Firefox starts a drag only with some data.
                event.dataTransfer.setData('text/plain', item.id);
                setDragging(index);
              }}
              onDragOver={(event) => {
                if (dragging === undefined) return;
                event.preventDefault();
                event.dataTransfer.dropEffect = 'move';
                setOver(index);
              }}
              onDrop={(event) => drop(event, index)}
              onDragEnd={endDrag}
              sx={{
                px: 1,
                py: 0.75,
                borderBottom: 1,
                borderColor: 'divider',
                bgcolor: isSelected ? 'action.selected' : 'background.paper',
                opacity: dragging === index ? 0.4 : 1,
                cursor: readOnly ? 'default' : 'grab',
                // Where the dragged row lands: above a row it moves up to, below one it moves down to.
                boxShadow: dropHere
                  ? (theme) =>
                      `inset 0 ${dragging !== undefined && dragging < index ? -3 : 3}px 0 ${theme.palette.primary.main}`
                  : 'none',
              }}
            >
              {editing && (
                <Checkbox
                  size="small"
                  checked={isSelected}
                  slotProps={{ input: { 'aria-label': `Select ${item.title}` } }}
                  onChange={(event) =>
                    editing.onSelect(
                      event.target.checked ? [...selected, item.id] : selected.filter((id) => id !== item.id),
                    )
                  }
                />
              )}
              {editing && (
                <Tooltip title="Drag, or use the arrow keys, to move">
                  <IconButton
                    size="small"
                    data-drag-handle
                    aria-label={`Move ${item.title}`}
                    onKeyDown={(event) => moveByKey(event, index)}
                    sx={{ cursor: 'grab' }}
                  >
                    <DragIndicatorIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              )}
              <Typography variant="body2" color="text.secondary" sx={{ width: 24, textAlign: 'right' }}>
                {index + 1}
              </Typography>
              <RowThumbnail
                url={item.thumbnailUrl}
                width={THUMBNAIL_WIDTH}
                aspectRatio="16 / 9"
                fallback={kind === 'video' ? <MovieIcon /> : <ContentCutIcon />}
              />
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2" noWrap sx={{ fontWeight: 500 }}>
                  {item.title}
                </Typography>
                {item.videoTitle && (
                  <Typography variant="caption" color="text.secondary" noWrap component="div">
                    {item.videoTitle}
                  </Typography>
                )}
              </Box>
            </Stack>
          );
        })}
      </Box>
    </Paper>
  );
}

import {
  PLAYLIST_CONTENT_TYPE_LABELS,
  PLAYLIST_PICKER_LIST_PAGE_SIZE,
  PlaylistContentType,
} from '@framehouse/domain';
import ContentCutIcon from '@mui/icons-material/ContentCut';
import MovieIcon from '@mui/icons-material/Movie';
import {
  Box,
  Button,
  Checkbox,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Pagination,
  Stack,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { RowThumbnail } from '../components/RowThumbnail';
import { SearchField } from '../components/SearchField';
import { useApiCall } from '../hooks/api-call';
import { PickerFailure } from './PickerFailure';
import { appendItems, itemKindOf, type PlaylistItem } from './playlist-form';
import { playlistsApi } from './playlists-data';

/**
 * A manual playlist's Add (overlays-distribution §4): the organization's published videos or moments,
 * searchable, 10 a page (§9 "Playlist picker page size"); those already in the playlist show checked.
 * The checked ones join the playlist's end, in the order they were checked.
 */
export function AddPlaylistItemsDialog({
  contentType,
  present,
  onAdd,
  onClose,
}: {
  contentType: PlaylistContentType;
  /** The ids already in the playlist. */
  present: readonly string[];
  onAdd: (items: PlaylistItem[]) => void;
  onClose: () => void;
}) {
  const call = useApiCall();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [loaded, setLoaded] = useState<{ items: PlaylistItem[]; total: number }>();
  const [failed, setFailed] = useState(false);
  const [picked, setPicked] = useState<PlaylistItem[]>([]);
  const plural = PLAYLIST_CONTENT_TYPE_LABELS[contentType].toLowerCase();

  const load = useCallback(async () => {
    setFailed(false);
    setLoaded(undefined);
    try {
      setLoaded(
        await call(() =>
          playlistsApi.candidates({
            contentType,
            search: search || undefined,
            page,
            pageSize: PLAYLIST_PICKER_LIST_PAGE_SIZE,
          }),
        ),
      );
    } catch {
      setFailed(true);
    }
  }, [call, contentType, search, page]);

  useEffect(() => {
    void load();
  }, [load]);

  const pages = Math.max(1, Math.ceil((loaded?.total ?? 0) / PLAYLIST_PICKER_LIST_PAGE_SIZE));
  const toggle = (item: PlaylistItem, checked: boolean) =>
    setPicked((current) =>
      checked ? appendItems(current, [item]) : current.filter((other) => other.id !== item.id),
    );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="add-items-title">
      <DialogTitle id="add-items-title">Add {plural}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <SearchField
            label={`Search published ${plural}`}
            initial={search}
            onSearch={(text) => {
              setSearch(text);
              setPage(1);
            }}
          />
          {failed ? (
            <PickerFailure onRetry={() => void load()} />
          ) : !loaded ? (
            <CircularProgress size={28} />
          ) : loaded.items.length === 0 ? (
            <Typography color="text.secondary">
              {search ? `No published ${plural} match your search.` : `No published ${plural} yet.`}
            </Typography>
          ) : (
            <Stack role="group" aria-label={`Published ${plural}`}>
              {loaded.items.map((item) => {
                const inPlaylist = present.includes(item.id);
                return (
                  <FormControlLabel
                    key={item.id}
                    disabled={inPlaylist}
                    checked={inPlaylist || picked.some((other) => other.id === item.id)}
                    onChange={(_event, checked) => toggle(item, checked)}
                    control={<Checkbox slotProps={{ input: { 'aria-label': item.title } }} />}
                    label={
                      <Stack direction="row" spacing={1.5} alignItems="center" sx={{ py: 0.5 }}>
                        <RowThumbnail
                          url={item.thumbnailUrl}
                          width={64}
                          aspectRatio="16 / 9"
                          fallback={itemKindOf(contentType) === 'video' ? <MovieIcon /> : <ContentCutIcon />}
                        />
                        <Box sx={{ minWidth: 0 }}>
                          <Typography variant="body2" noWrap>
                            {item.title}
                          </Typography>
                          {inPlaylist && (
                            <Typography variant="caption" color="text.secondary">
                              In this playlist
                            </Typography>
                          )}
                        </Box>
                      </Stack>
                    }
                  />
                );
              })}
            </Stack>
          )}
          {pages > 1 && (
            <Pagination
              count={pages}
              page={page}
              onChange={(_event, next) => setPage(next)}
              size="small"
              sx={{ alignSelf: 'center' }}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={picked.length === 0} onClick={() => onAdd(picked)}>
          {picked.length > 0 ? `Add ${picked.length}` : 'Add'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

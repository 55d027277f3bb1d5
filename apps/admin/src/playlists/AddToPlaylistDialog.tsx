import {
  Button,
  Checkbox,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { Link } from 'react-router-dom';
import { useApiCall } from '../hooks/api-call';
import { addToPlaylistOutcome, ITEM_KIND_LABELS, type PlaylistCandidate } from './add-to-playlist';
import { PickerFailure } from './PickerFailure';
import { playlistsApi, type PickerPlaylist } from './playlists-data';
import { NEW_PLAYLIST_PATH } from './playlists-routes';

function PlaylistGroup({
  label,
  playlists,
  checked,
  disabled,
  onToggle,
}: {
  label: string;
  playlists: readonly PickerPlaylist[];
  checked: (id: string) => boolean;
  disabled: boolean;
  onToggle?: (id: string, checked: boolean) => void;
}) {
  return (
    <Stack role="group" aria-label={label}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      {playlists.map((playlist) => (
        <FormControlLabel
          key={playlist.id}
          label={playlist.name}
          disabled={disabled}
          checked={checked(playlist.id)}
          onChange={(_event, value) => onToggle?.(playlist.id, value)}
          control={<Checkbox size="small" />}
        />
      ))}
    </Stack>
  );
}

/**
 * The dashboard's "Add to playlist" (video-area §4, §8): the manual playlists of the item's type, by
 * name, split into those holding it (shown checked) and the others, which the member checks; Add adds
 * it to each and says how many took it. A failed load shows "Error occurred." with "Try again".
 */
export function AddToPlaylistDialog({
  candidate,
  onClose,
}: {
  candidate: PlaylistCandidate;
  onClose: () => void;
}) {
  const call = useApiCall();
  const notify = useNotify();
  const [lists, setLists] = useState<{ included: PickerPlaylist[]; excluded: PickerPlaylist[] }>();
  const [failed, setFailed] = useState(false);
  const [checked, setChecked] = useState<string[]>([]);
  const [adding, setAdding] = useState(false);
  const kind = ITEM_KIND_LABELS[candidate.kind];
  // Read by value: the row under the dialog re-renders (the dashboard polls) with a new object.
  const { kind: itemKind, id: itemId } = candidate;

  const load = useCallback(async () => {
    setFailed(false);
    setLists(undefined);
    try {
      setLists(await call(() => playlistsApi.picker({ kind: itemKind, id: itemId })));
    } catch {
      setFailed(true);
    }
  }, [call, itemKind, itemId]);

  useEffect(() => {
    void load();
  }, [load]);

  const add = async () => {
    setAdding(true);
    const results = await Promise.all(
      checked.map((playlistId) =>
        call(() => playlistsApi.addTo(candidate.id, playlistId)).then(
          () => true,
          () => false,
        ),
      ),
    );
    const { message, failed: someFailed } = addToPlaylistOutcome(candidate.kind, results);
    notify(message, someFailed ? { type: 'error', autoHideDuration: null } : { type: 'success' });
    setAdding(false);
    onClose();
  };

  const empty = lists && lists.included.length === 0 && lists.excluded.length === 0;
  return (
    <Dialog
      open
      onClose={adding ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="add-to-playlist-title"
    >
      <DialogTitle id="add-to-playlist-title">Add to playlist</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} noWrap>
          {kind}: {candidate.title}
        </Typography>
        {failed ? (
          <PickerFailure onRetry={() => void load()} />
        ) : !lists ? (
          <CircularProgress size={28} />
        ) : empty ? (
          <Typography color="text.secondary">
            No playlist with manual ordering takes {kind.toLowerCase()}s yet.{' '}
            <Link to={NEW_PLAYLIST_PATH}>Create a playlist</Link>
          </Typography>
        ) : (
          <Stack spacing={2}>
            {lists.excluded.length > 0 && (
              <PlaylistGroup
                label="Add to"
                playlists={lists.excluded}
                checked={(id) => checked.includes(id)}
                disabled={adding}
                onToggle={(id, value) =>
                  setChecked((current) =>
                    value ? [...current, id] : current.filter((other) => other !== id),
                  )
                }
              />
            )}
            {lists.included.length > 0 && (
              <PlaylistGroup label="Already in" playlists={lists.included} checked={() => true} disabled />
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={adding}>
          Cancel
        </Button>
        <Button variant="contained" disabled={checked.length === 0 || adding} onClick={() => void add()}>
          {adding ? 'Adding...' : 'Add'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

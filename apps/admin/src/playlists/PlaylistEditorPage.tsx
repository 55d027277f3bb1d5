import {
  AUTOMATIC_PLAYLIST_PREVIEW_PAGE_SIZE,
  ContextMessages,
  Permission,
  PLAYLIST_CONTENT_TYPE_LABELS,
  PLAYLIST_ITEMS_ORDER_LABELS,
  PLAYLIST_NAME_MAX,
  PlaylistContentType,
  PlaylistFilterBy,
  PlaylistItemsOrder,
} from '@framehouse/domain';
import AddIcon from '@mui/icons-material/Add';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import {
  Alert,
  Button,
  CircularProgress,
  IconButton,
  MenuItem,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { Loading, usePermissions } from 'react-admin';
import { useParams } from 'react-router-dom';
import { AccessFallback } from '../components/AccessFallback';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { CopyButton } from '../components/CopyButton';
import { useUnsavedChangesPrompt } from '../components/UnsavedChangesDialog';
import { useApiCall } from '../hooks/api-call';
import { useHasPermissions } from '../hooks/current-user';
import { EditorLoadState } from '../overlays/CtaEditorStates';
import { OverlayEditorFrame } from '../overlays/OverlayEditorFrame';
import { FormSection, TrimmedTextField } from '../overlays/OverlayFields';
import { useFormEdits, useOverlayEditor } from '../overlays/use-overlay-editor';
import { AddPlaylistItemsDialog } from './AddPlaylistItemsDialog';
import {
  appendItems,
  EMPTY_PLAYLIST_FORM,
  isManualOrder,
  itemKindOf,
  patchClearsItems,
  PLAYLIST_CONTENT_TYPES,
  PLAYLIST_FILTER_LABELS,
  PLAYLIST_ORDERS,
  playlistInputOf,
  playlistProblems,
  playlistSaveProblems,
  removeItems,
  type PlaylistField,
  type PlaylistForm,
  type PlaylistItem,
} from './playlist-form';
import { playlistEmbedOf } from './playlist-links';
import { PlaylistItemsList } from './PlaylistItemsList';
import { playlistFormOf, playlistsApi, type StoredPlaylist } from './playlists-data';
import { PLAYLISTS_PATH, playlistEditPath } from './playlists-routes';

const BACK = { to: PLAYLISTS_PATH, label: 'Back to playlists' };

/** /playlists/new and /playlists/{playlistId}, behind VIEW_PLAYLIST (§2, §6). */
export function PlaylistEditorPage() {
  const { playlistId } = useParams();
  const { isPending } = usePermissions();
  const canView = useHasPermissions(Permission.VIEW_PLAYLIST);
  if (isPending) return <Loading />;
  if (!canView) return <AccessFallback />;
  // The new and edit routes are apart: after a create the edit route opens the stored playlist afresh.
  return <PlaylistEditor key={playlistId ?? 'new'} id={playlistId} />;
}

/**
 * "Create Playlist" and "Customize Playlist" (overlays-distribution §2–§5): name, content type, order;
 * a rule's filter and its preview of the first 20 items; a manual playlist's items (drag to reorder,
 * multi-select delete, Add). Changing the content type or the order clears the manual items, which the
 * member confirms first. Save and Cancel; leaving with changes asks first; the saved playlist shows its
 * public link and embed code.
 */
function PlaylistEditor({ id }: { id: string | undefined }) {
  const editor = useOverlayEditor<StoredPlaylist, PlaylistForm>({
    id,
    empty: EMPTY_PLAYLIST_FORM,
    load: playlistsApi.playlist,
    formOf: playlistFormOf,
    permissions: { create: Permission.CREATE_PLAYLIST, change: Permission.CHANGE_PLAYLIST },
  });
  const { form, stored, dirty, saving } = editor;
  const { shown, change, problemOf, readOnly } = useFormEdits<PlaylistForm, PlaylistField>(
    editor,
    playlistProblems,
    { touchEdited: true },
  );
  const { dialog, allowLeaving } = useUnsavedChangesPrompt(dirty && !saving);
  const [error, setError] = useState<string>();
  const [selected, setSelected] = useState<string[]>([]);
  const [adding, setAdding] = useState(false);
  const [clearing, setClearing] = useState<Partial<PlaylistForm>>();

  if (!form) return <EditorLoadState failed={editor.failed} />;
  const manual = isManualOrder(form.orderBy);

  /** A new content type or order: asked first when it would drop the manual items (§4). */
  const changeKind = (patch: Partial<PlaylistForm>) => {
    if (patchClearsItems(form, patch)) setClearing(patch);
    else change(patch);
  };
  const setItems = (items: PlaylistItem[]) => {
    change({ items });
    setSelected((current) => current.filter((itemId) => items.some((item) => item.id === itemId)));
  };

  const save = async () => {
    setError(undefined);
    if (!shown.check()) return;
    const input = playlistInputOf(form);
    const failure = await editor.save({
      create: () => playlistsApi.create(input),
      update: (playlistId) => playlistsApi.update(playlistId, input),
      editPath: (created) => playlistEditPath(created.id),
      beforeLeaving: allowLeaving,
    });
    if (!failure) return;
    const problems = playlistSaveProblems(failure);
    shown.setRefused(problems.fields);
    setError(problems.form);
  };

  return (
    <>
      <OverlayEditorFrame
        back={BACK}
        title={id ? 'Customize Playlist' : 'Create Playlist'}
        error={error}
        saveLabel={saving ? 'Saving...' : 'Save'}
        saveDisabled={(Boolean(id) && !dirty) || readOnly}
        onCancel={() => editor.navigate(PLAYLISTS_PATH)}
        onSave={() => void save()}
        previewTitle={manual ? 'Items' : 'Preview'}
        preview={
          manual ? (
            <ManualItems
              form={form}
              problem={problemOf('items')}
              selected={selected}
              readOnly={readOnly}
              onSelect={setSelected}
              onItems={setItems}
              onAdd={() => setAdding(true)}
            />
          ) : (
            <RulePreview form={form} />
          )
        }
      >
        <FormSection title="Playlist">
          <TrimmedTextField
            label="Name"
            required
            value={form.name}
            disabled={readOnly}
            problem={problemOf('name')}
            hint={`Max. ${PLAYLIST_NAME_MAX} characters`}
            onChange={(name) => change({ name })}
          />
          <TextField
            select
            label="Content type"
            value={form.contentType}
            disabled={readOnly}
            onChange={(event) => changeKind({ contentType: event.target.value as PlaylistContentType })}
            fullWidth
          >
            {PLAYLIST_CONTENT_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {PLAYLIST_CONTENT_TYPE_LABELS[type]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Order"
            value={form.orderBy}
            disabled={readOnly}
            helperText={
              manual
                ? 'You pick the items and their order.'
                : 'The playlist takes every published item its filter matches, in this order.'
            }
            onChange={(event) => changeKind({ orderBy: event.target.value as PlaylistItemsOrder })}
            fullWidth
          >
            {PLAYLIST_ORDERS.map((order) => (
              <MenuItem key={order} value={order}>
                {PLAYLIST_ITEMS_ORDER_LABELS[order]}
              </MenuItem>
            ))}
          </TextField>
        </FormSection>
        {!manual && (
          <FormSection title="Filter">
            <TextField
              select
              label="Filter by"
              value={form.filterBy}
              disabled={readOnly}
              onChange={(event) => change({ filterBy: event.target.value as PlaylistFilterBy })}
              fullWidth
            >
              {Object.values(PlaylistFilterBy).map((filterBy) => (
                <MenuItem key={filterBy} value={filterBy}>
                  {PLAYLIST_FILTER_LABELS[filterBy]}
                </MenuItem>
              ))}
            </TextField>
            {form.filterBy !== PlaylistFilterBy.NULL && (
              <TrimmedTextField
                label={PLAYLIST_FILTER_LABELS[form.filterBy]}
                required
                value={form.filterValue}
                disabled={readOnly}
                problem={problemOf('filterValue')}
                onChange={(filterValue) => change({ filterValue })}
              />
            )}
          </FormSection>
        )}
        {stored && <PlaylistLinks playlist={stored} />}
      </OverlayEditorFrame>
      {adding && (
        <AddPlaylistItemsDialog
          contentType={form.contentType}
          present={form.items.map((item) => item.id)}
          onAdd={(items) => {
            setItems(appendItems(form.items, items));
            setAdding(false);
          }}
          onClose={() => setAdding(false)}
        />
      )}
      {clearing && (
        <ConfirmDialog
          title="Clear the playlist's items?"
          confirmLabel="Change and clear"
          pending={false}
          onConfirm={() => {
            change({ ...clearing, items: [] });
            setSelected([]);
            setClearing(undefined);
          }}
          onClose={() => setClearing(undefined)}
        >
          {clearing.contentType
            ? 'Changing the content type'
            : `Ordering by ${PLAYLIST_ITEMS_ORDER_LABELS[clearing.orderBy ?? form.orderBy]}`}{' '}
          removes the {form.items.length} {form.items.length === 1 ? 'item' : 'items'} you picked from this
          playlist.
        </ConfirmDialog>
      )}
      {dialog}
    </>
  );
}

function ManualItems({
  form,
  problem,
  selected,
  readOnly,
  onSelect,
  onItems,
  onAdd,
}: {
  form: PlaylistForm;
  problem: string | undefined;
  selected: string[];
  readOnly: boolean;
  onSelect: (ids: string[]) => void;
  onItems: (items: PlaylistItem[]) => void;
  onAdd: () => void;
}) {
  const plural = PLAYLIST_CONTENT_TYPE_LABELS[form.contentType].toLowerCase();
  return (
    <Stack spacing={2}>
      {!readOnly && (
        <Stack direction="row" spacing={1} alignItems="center" sx={{ minHeight: 40 }}>
          <Button variant="outlined" startIcon={<AddIcon />} onClick={onAdd}>
            Add {plural}
          </Button>
          {selected.length > 0 && (
            <Button
              variant="contained"
              color="error"
              onClick={() => onItems(removeItems(form.items, selected))}
            >
              Delete selected ({selected.length})
            </Button>
          )}
        </Stack>
      )}
      {problem && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
      {form.items.length === 0 ? (
        <Typography color="text.secondary">
          No {plural} in this playlist yet. Only published {plural} can be added.
        </Typography>
      ) : (
        <PlaylistItemsList
          items={form.items}
          kind={itemKindOf(form.contentType)}
          editing={readOnly ? undefined : { selected, onReorder: onItems, onSelect }}
        />
      )}
    </Stack>
  );
}

/**
 * A rule's first 20 items (§9 "Automatic playlist preview page size") as the form stands, read again
 * once the rule stops changing.
 */
function RulePreview({ form }: { form: PlaylistForm }) {
  const call = useApiCall();
  const [state, setState] = useState<{ items?: PlaylistItem[]; total?: number; failed?: boolean }>({});
  const { contentType, orderBy, filterBy, filterValue } = form;
  // Without its tag or category the rule matches nothing yet: the field says what is missing.
  const ready = !playlistProblems(form).filterValue;

  useEffect(() => {
    if (!ready) return undefined;
    let current = true;
    setState({});
    const timer = window.setTimeout(() => {
      call(() =>
        playlistsApi.preview(
          { contentType, orderBy, filterBy, filterValue: filterValue.trim() },
          AUTOMATIC_PLAYLIST_PREVIEW_PAGE_SIZE,
        ),
      ).then(
        (page) => current && setState({ items: page.items, total: page.total }),
        () => current && setState({ failed: true }),
      );
    }, 300);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [call, contentType, orderBy, filterBy, filterValue, ready]);

  const plural = PLAYLIST_CONTENT_TYPE_LABELS[contentType].toLowerCase();
  if (!ready)
    return (
      <Typography color="text.secondary">
        Enter the {PLAYLIST_FILTER_LABELS[filterBy].toLowerCase()} to see the first items.
      </Typography>
    );
  if (state.failed)
    return (
      <Alert severity="error" role="alert">
        {ContextMessages.loadErrorHere}
      </Alert>
    );
  if (!state.items) return <CircularProgress size={28} />;
  if (state.items.length === 0)
    return <Typography color="text.secondary">No published {plural} match this rule yet.</Typography>;
  return <PlaylistItemsList items={state.items} total={state.total} kind={itemKindOf(contentType)} />;
}

/** A saved playlist's public page and embed code (§2), to copy or open. */
function PlaylistLinks({ playlist }: { playlist: StoredPlaylist }) {
  const snippet = playlistEmbedOf(playlist.id, playlist.publicUrl, window.location.origin);
  return (
    <FormSection title="Share and embed">
      <Stack direction="row" spacing={1} alignItems="center">
        <TextField
          label="Public link"
          value={playlist.publicUrl}
          fullWidth
          slotProps={{ htmlInput: { readOnly: true } }}
        />
        <CopyButton text={playlist.publicUrl} label="Copy link" />
        <Tooltip title="Open">
          <IconButton
            size="small"
            component="a"
            href={playlist.publicUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label="Open the public page"
          >
            <OpenInNewIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
      <Stack direction="row" spacing={1} alignItems="flex-start">
        <TextField
          label="Embed code"
          value={snippet}
          fullWidth
          multiline
          minRows={2}
          slotProps={{ htmlInput: { readOnly: true, 'aria-label': 'Embed code' } }}
          sx={{ '& textarea': { fontFamily: 'monospace', fontSize: 13 } }}
        />
        <CopyButton text={snippet} label="Copy embed code" />
      </Stack>
      <Typography variant="caption" color="text.secondary">
        The public page and the embed show only the published items, with the changes you saved.
      </Typography>
    </FormSection>
  );
}

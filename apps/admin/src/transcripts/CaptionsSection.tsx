import {
  DIALOG_CONFIRMATION_WIDTH,
  deleteCaptionsConfirmation,
  languageName,
  Permission,
  validateCaptionFileName,
} from '@framehouse/domain';
import { ContentSource } from '@framehouse/sdk';
import DeleteIcon from '@mui/icons-material/Delete';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import { useApiCall } from '../hooks/api-call';
import { useHasPermissions } from '../hooks/current-user';
import { useNotifyError } from '../hooks/notify-error';
import { CAPTION_LANGUAGE_CODES, captionUpload, canUploadCaptions } from './caption-upload';
import { transcriptsApi } from './transcripts-data';

type Caption = Awaited<ReturnType<typeof transcriptsApi.captions>>[number];

const SOURCE_LABELS: Record<ContentSource, string> = {
  [ContentSource.System]: 'System',
  [ContentSource.User]: 'User',
  [ContentSource.Youtube]: 'YouTube',
};

/** Ours: the spec names no success texts. */
export const CAPTIONS_UPLOADED_MESSAGE = 'Captions have been uploaded.';
export const CAPTIONS_DELETED_MESSAGE = 'Captions have been deleted.';

function readAsBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsDataURL(file);
  });
}

/**
 * The captions of the video page (spec §2 Captions): the list with its source, delete with the spec's
 * confirmation, and the upload of a .vtt file for a language (enabled once both are chosen); a language
 * that has captions gets the new file.
 */
export function CaptionsSection({ videoId, onChanged }: { videoId: string; onChanged: () => void }) {
  const apiCall = useApiCall();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const canCreate = useHasPermissions(Permission.CREATE_VIDEO_CAPTION);
  const canChange = useHasPermissions(Permission.CHANGE_VIDEO_CAPTION);
  const canDelete = useHasPermissions(Permission.DELETE_VIDEO_CAPTION);
  const [captions, setCaptions] = useState<Caption[]>();
  const [file, setFile] = useState<File>();
  const [language, setLanguage] = useState('');
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<Caption>();
  const fileInput = useRef<HTMLInputElement>(null);

  const load = useCallback(async () => {
    try {
      setCaptions(await apiCall(() => transcriptsApi.captions(videoId)));
    } catch (error) {
      notifyError(error);
    }
  }, [apiCall, notifyError, videoId]);

  useEffect(() => {
    void load();
  }, [load]);

  const changed = async () => {
    await load();
    onChanged();
  };

  const upload = async () => {
    if (!file || !language || !captions) return;
    const extensionProblem = validateCaptionFileName(file.name);
    if (extensionProblem) {
      notify(extensionProblem, { type: 'error' });
      return;
    }
    const plan = captionUpload(captions, language, { create: canCreate, change: canChange });
    if (plan.kind === 'refused') {
      notify(plan.message, { type: 'error' });
      return;
    }
    setBusy(true);
    try {
      const captionBase64 = await readAsBase64(file);
      await apiCall(() =>
        plan.kind === 'update'
          ? transcriptsApi.updateCaption(plan.id, { captionBase64, name: file.name })
          : transcriptsApi.createCaption(videoId, { captionBase64, languageCode: language, name: file.name }),
      );
      notify(CAPTIONS_UPLOADED_MESSAGE, { type: 'success' });
      setFile(undefined);
      setLanguage('');
      await changed();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  const remove = async (caption: Caption) => {
    setBusy(true);
    try {
      await apiCall(() => transcriptsApi.deleteCaption(caption.id));
      notify(CAPTIONS_DELETED_MESSAGE, { type: 'success' });
      setDeleting(undefined);
      await changed();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  const mayUpload = canUploadCaptions({ create: canCreate, change: canChange });

  return (
    <Paper variant="outlined" component="section" aria-label="Captions" sx={{ p: 2 }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        Captions
      </Typography>
      {captions && captions.length === 0 && (
        <Typography color="text.secondary" variant="body2">
          No captions yet.
        </Typography>
      )}
      {captions && captions.length > 0 && (
        <List dense disablePadding aria-label="Captions list">
          {captions.map((caption) => (
            <ListItem
              key={caption.id}
              disableGutters
              secondaryAction={
                canDelete && (
                  <Tooltip title="Delete">
                    <IconButton
                      edge="end"
                      aria-label={`Delete captions for ${languageName(caption.languageCode)}`}
                      onClick={() => setDeleting(caption)}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                )
              }
            >
              <ListItemText
                primary={
                  <Stack direction="row" spacing={1} alignItems="center">
                    <a href={caption.captionFileUrl} target="_blank" rel="noreferrer">
                      {languageName(caption.languageCode)}
                    </a>
                    <Chip size="small" variant="outlined" label={SOURCE_LABELS[caption.source]} />
                  </Stack>
                }
                secondary={caption.name}
              />
            </ListItem>
          ))}
        </List>
      )}
      {mayUpload && (
        <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap sx={{ mt: 2 }}>
          <Button
            variant="outlined"
            size="small"
            startIcon={<UploadFileIcon />}
            onClick={() => fileInput.current?.click()}
          >
            {file ? file.name : 'Choose .vtt file'}
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept=".vtt,text/vtt"
            hidden
            data-testid="caption-file-input"
            onChange={(event) => {
              setFile(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <TextField
            select
            size="small"
            label="Language"
            value={language}
            onChange={(event) => setLanguage(event.target.value)}
            sx={{ minWidth: 220 }}
          >
            {CAPTION_LANGUAGE_CODES.map((code) => (
              <MenuItem key={code} value={code}>
                {languageName(code)}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="contained"
            size="small"
            disabled={!file || !language || busy}
            onClick={() => void upload()}
          >
            Upload
          </Button>
        </Stack>
      )}
      {deleting && (
        <Dialog
          open
          onClose={busy ? undefined : () => setDeleting(undefined)}
          maxWidth={false}
          slotProps={{ paper: { sx: { width: DIALOG_CONFIRMATION_WIDTH } } }}
          aria-labelledby="delete-captions-title"
        >
          <DialogTitle id="delete-captions-title">
            {deleteCaptionsConfirmation(languageName(deleting.languageCode))}
          </DialogTitle>
          <DialogActions>
            <Button onClick={() => setDeleting(undefined)} disabled={busy}>
              Cancel
            </Button>
            <Button color="primary" variant="contained" onClick={() => void remove(deleting)} disabled={busy}>
              Delete
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Paper>
  );
}

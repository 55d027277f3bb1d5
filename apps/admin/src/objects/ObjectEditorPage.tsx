import {
  ContextMessages,
  formatTimestamp,
  ObjectAnnotationMessages,
  objectCategoryChoices,
  Permission,
  THUMBNAIL_MAX_WIDTH,
  validateObjectAnnotation,
  type ObjectAnnotationField,
} from '@framehouse/domain';
import { ObjectCategory, type ObjectAnnotationFieldsFragment } from '@framehouse/sdk';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Box,
  Button,
  CircularProgress,
  FormControlLabel,
  IconButton,
  Link as MuiLink,
  MenuItem,
  Paper,
  Radio,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ErrorBanner } from '../components/ErrorBanner';
import { PictureInput } from '../components/PictureInput';
import { enumMember } from '../enum-member';
import { apiErrorMessage, errorMessageOf, PayloadError } from '../errors';
import { useApiCall } from '../hooks/api-call';
import { useHasPermissions } from '../hooks/current-user';
import { useNotifyError } from '../hooks/notify-error';
import { carouselWindow, thumbnailUploadProblem } from './object-list';
import { objectsApi } from './objects-data';

type ObjectRecord = ObjectAnnotationFieldsFragment;
type Problems = Partial<Record<ObjectAnnotationField | 'form', string>>;

interface FormValues {
  title: string;
  category: string;
  url: string;
  startTimestamp: string;
  endTimestamp: string;
  promote: boolean;
  visible: boolean;
}

const CATEGORY_CHOICES = objectCategoryChoices();

function valuesOf(object: ObjectRecord | null, durationMs: number): FormValues {
  return {
    title: object?.title ?? '',
    category: object?.category ?? '',
    url: object?.url ?? '',
    startTimestamp: object?.startTimestamp ?? formatTimestamp(0),
    endTimestamp: object?.endTimestamp ?? formatTimestamp(durationMs),
    promote: object?.promote ?? false,
    visible: object?.visible ?? true,
  };
}

/** Server errors of the form's fields, each under its field; others above the form. */
function problemsOf(error: unknown): Problems {
  if (!(error instanceof PayloadError)) return { form: errorMessageOf(error) };
  const problems: Problems = {};
  for (const entry of error.errors) {
    const field = (entry.field ?? 'form') as keyof Problems;
    problems[field in problems ? 'form' : field] = apiErrorMessage(entry);
  }
  return problems;
}

/** The thumbnails of an object: a carousel of 3, select one, upload (max 10 uploads) and delete. */
function ObjectThumbnails({ object, onChanged }: { object: ObjectRecord; onChanged: () => Promise<void> }) {
  const canCreate = useHasPermissions(Permission.CREATE_OBJECT_THUMBNAIL);
  const canDelete = useHasPermissions(Permission.DELETE_OBJECT_THUMBNAIL);
  const canChange = useHasPermissions(Permission.CHANGE_OBJECT);
  const call = useApiCall();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const [start, setStart] = useState(0);
  const [busy, setBusy] = useState(false);
  const window3 = carouselWindow(object.thumbnails, start);
  const limit = thumbnailUploadProblem(object.thumbnails);

  const run = async (work: () => Promise<unknown>, success?: string) => {
    setBusy(true);
    try {
      await call(work);
      if (success) notify(success, { type: 'success' });
      await onChanged();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
        Thumbnails
      </Typography>
      <Stack direction="row" spacing={1} alignItems="center">
        <IconButton
          aria-label="Previous thumbnails"
          disabled={!window3.hasPrevious}
          onClick={() => setStart(window3.start - 1)}
        >
          <ChevronLeftIcon />
        </IconButton>
        {window3.shown.length === 0 && <Typography color="text.secondary">No thumbnails yet.</Typography>}
        {window3.shown.map((thumbnail) => (
          <Paper
            key={thumbnail.id}
            variant="outlined"
            sx={{
              width: 160,
              p: 0.5,
              borderColor: thumbnail.id === object.thumbnailId ? 'primary.main' : 'divider',
              borderWidth: 2,
            }}
          >
            <Box
              component="img"
              src={thumbnail.imageUrl}
              alt=""
              sx={{
                width: '100%',
                aspectRatio: '4 / 3',
                objectFit: 'cover',
                display: 'block',
                borderRadius: 0.5,
              }}
            />
            <Stack direction="row" alignItems="center" justifyContent="space-between">
              <FormControlLabel
                control={
                  <Radio
                    size="small"
                    checked={thumbnail.id === object.thumbnailId}
                    disabled={busy || !canChange}
                    onChange={() =>
                      void run(() => objectsApi.update(object.id, { thumbnailId: thumbnail.id }))
                    }
                  />
                }
                label={
                  <Typography variant="caption">
                    {thumbnail.source === 'SYSTEM' ? 'AI crop' : 'Upload'}
                  </Typography>
                }
              />
              {canDelete && (
                <IconButton
                  size="small"
                  aria-label="Delete thumbnail"
                  disabled={busy}
                  onClick={() =>
                    void run(() => objectsApi.deleteThumbnail(thumbnail.id), ContextMessages.thumbnailDeleted)
                  }
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              )}
            </Stack>
          </Paper>
        ))}
        <IconButton
          aria-label="Next thumbnails"
          disabled={!window3.hasNext}
          onClick={() => setStart(window3.start + 1)}
        >
          <ChevronRightIcon />
        </IconButton>
      </Stack>
      {canCreate && (
        <Box>
          <PictureInput
            label="Upload thumbnail"
            maxDimension={THUMBNAIL_MAX_WIDTH}
            disabled={busy}
            onProblem={(message) => notify(message, { type: 'error' })}
            onPicture={(picture) => {
              if (limit) {
                notify(limit, { type: 'warning' });
                return;
              }
              void run(
                () => objectsApi.createThumbnail(object.id, picture.dataUrl),
                ContextMessages.thumbnailUploaded,
              );
            }}
          />
        </Box>
      )}
    </Stack>
  );
}

/**
 * The object editor (spec §2: /video/{videoId}/object/new and /video/{videoId}/object/{objectId}): title,
 * category, URL, start and end, promote, visible and the thumbnails, with a Back link to the Objects tab.
 */
export function ObjectEditorPage() {
  const params = useParams();
  const videoId = params.videoId ?? '';
  const objectId = params.objectId ?? params['*'] ?? 'new';
  const creating = objectId === 'new' || objectId === '';
  const canSave = useHasPermissions(creating ? Permission.CREATE_OBJECT : Permission.CHANGE_OBJECT);
  const call = useApiCall();
  const notify = useNotify();
  const navigate = useNavigate();
  const [object, setObject] = useState<ObjectRecord | null>(null);
  const [durationMs, setDurationMs] = useState(0);
  const [values, setValues] = useState<FormValues | null>(null);
  const [problems, setProblems] = useState<Problems>({});
  const [newThumbnail, setNewThumbnail] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [loadError, setLoadError] = useState(false);
  const back = `/video/${videoId}/objects`;

  const load = useCallback(async () => {
    try {
      const video = await call(() => objectsApi.videoState(videoId));
      if (!video) throw new Error(ContextMessages.mediaNotFound);
      const found = creating ? null : await call(() => objectsApi.byId(objectId));
      setDurationMs(video.duration ?? 0);
      setObject(found);
      setValues((current) => current ?? valuesOf(found, video.duration ?? 0));
    } catch {
      setLoadError(true);
    }
  }, [call, creating, objectId, videoId]);

  useEffect(() => {
    void load();
  }, [load]);

  if (loadError)
    return (
      <Typography color="error" sx={{ p: 3 }}>
        {ContextMessages.loadError}
      </Typography>
    );
  if (!values) return <CircularProgress sx={{ m: 3 }} />;

  const set = (field: keyof FormValues) => (value: string | boolean) =>
    setValues((current) => (current ? { ...current, [field]: value } : current));

  const save = async () => {
    const found = validateObjectAnnotation(values, { durationMs });
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const category = enumMember(ObjectCategory, values.category);
    const fields = {
      title: values.title,
      category,
      url: values.url,
      startTimestamp: values.startTimestamp,
      endTimestamp: values.endTimestamp,
      promote: values.promote,
      visible: values.visible,
    };
    setSaving(true);
    try {
      if (creating) {
        const created = await call(() =>
          objectsApi.create(videoId, { ...fields, thumbnailBase64: newThumbnail ?? undefined }),
        );
        notify(ObjectAnnotationMessages.objectCreated, { type: 'success' });
        navigate(created ? `/video/${videoId}/object/${created.id}` : back, { replace: true });
      } else {
        const updated = await call(() => objectsApi.update(objectId, fields));
        if (updated) setObject(updated);
        notify(ContextMessages.changesSaved, { type: 'success' });
      }
    } catch (error) {
      setProblems(problemsOf(error));
    } finally {
      setSaving(false);
    }
  };

  const readOnly = !canSave || saving;
  return (
    <Box sx={{ p: 3, maxWidth: 880 }}>
      <MuiLink
        component={Link}
        to={back}
        underline="hover"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
      >
        <ArrowBackIcon fontSize="small" /> Back to objects
      </MuiLink>
      <Typography variant="h5" sx={{ mt: 1.5, mb: 2 }}>
        {creating ? 'New object' : object?.title}
      </Typography>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <ErrorBanner message={problems.form} />
        <Stack spacing={2.5}>
          <TextField
            label="Title"
            required
            value={values.title}
            disabled={readOnly}
            onChange={(event) => set('title')(event.target.value)}
            error={Boolean(problems.title)}
            helperText={problems.title}
          />
          <TextField
            select
            label="Category"
            required
            value={values.category}
            disabled={readOnly}
            onChange={(event) => set('category')(event.target.value)}
            error={Boolean(problems.category)}
            helperText={problems.category}
          >
            {CATEGORY_CHOICES.map((choice) => (
              <MenuItem key={choice.id} value={choice.id}>
                {choice.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="URL"
            value={values.url}
            disabled={readOnly}
            placeholder="https://"
            onChange={(event) => set('url')(event.target.value)}
            error={Boolean(problems.url)}
            helperText={problems.url ?? 'Where the promo card leads (optional).'}
          />
          <Stack direction="row" spacing={2}>
            <TextField
              label="Start"
              value={values.startTimestamp}
              disabled={readOnly}
              onChange={(event) => set('startTimestamp')(event.target.value)}
              error={Boolean(problems.startTimestamp)}
              helperText={problems.startTimestamp ?? 'hh:mm:ss.mmm'}
              sx={{ flex: 1 }}
            />
            <TextField
              label="End"
              value={values.endTimestamp}
              disabled={readOnly}
              onChange={(event) => set('endTimestamp')(event.target.value)}
              error={Boolean(problems.endTimestamp)}
              helperText={problems.endTimestamp ?? 'hh:mm:ss.mmm'}
              sx={{ flex: 1 }}
            />
          </Stack>
          <Stack direction="row" spacing={3}>
            <FormControlLabel
              control={
                <Switch
                  checked={values.promote}
                  disabled={readOnly}
                  onChange={(event) => set('promote')(event.target.checked)}
                />
              }
              label="Promote"
            />
            <FormControlLabel
              control={
                <Switch
                  checked={values.visible}
                  disabled={readOnly}
                  onChange={(event) => set('visible')(event.target.checked)}
                />
              }
              label="Visible"
            />
          </Stack>
          {creating ? (
            <Stack direction="row" spacing={2} alignItems="center">
              <PictureInput
                label={newThumbnail ? 'Change thumbnail' : 'Add thumbnail'}
                maxDimension={THUMBNAIL_MAX_WIDTH}
                disabled={readOnly}
                onProblem={(message) => notify(message, { type: 'error' })}
                onPicture={(picture) => setNewThumbnail(picture.dataUrl)}
              />
              {newThumbnail && (
                <Box component="img" src={newThumbnail} alt="" sx={{ height: 60, borderRadius: 0.5 }} />
              )}
            </Stack>
          ) : (
            object && (
              <ObjectThumbnails
                object={object}
                onChanged={async () => {
                  const fresh = await call(() => objectsApi.byId(object.id));
                  if (fresh) setObject(fresh);
                }}
              />
            )
          )}
          <Stack direction="row" spacing={1.5} justifyContent="flex-end">
            <Button component={Link} to={back} disabled={saving}>
              Cancel
            </Button>
            <Button variant="contained" onClick={() => void save()} disabled={readOnly}>
              {creating ? 'Create' : 'Save'}
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </Box>
  );
}

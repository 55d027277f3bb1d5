import {
  ContextMessages,
  Permission,
  THUMBNAIL_CAROUSEL_VISIBLE,
  THUMBNAIL_MAX_WIDTH,
} from '@framehouse/domain';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import UploadIcon from '@mui/icons-material/Upload';
import { Box, Button, ButtonBase, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useNotify } from 'react-admin';
import { PictureError, readPicture } from '../components/picture';
import { useApiCall } from '../hooks/api-call';
import { useHasPermissions } from '../hooks/current-user';
import { useNotifyError } from '../hooks/notify-error';
import type { VideoDetails } from '../videos/video-record';
import { EditorSection } from './EditorSection';
import {
  carouselStartShowing,
  clampCarouselStart,
  isUploadedThumbnail,
  thumbnailCountProblem,
  thumbnailSizeProblem,
  type VideoThumbnail,
} from './thumbnail-carousel';
import type { VideoEditorForm } from './use-video-editor-form';
import { videoEditorApi } from './video-editor-data';
import type { EditorField } from './video-editor-form';

interface ThumbnailsSectionProps {
  video: VideoDetails;
  form: VideoEditorForm;
  editable: ReadonlySet<EditorField>;
  /** Reloads the video after an upload or a delete, so the carousel lists what the API holds. */
  reload: () => Promise<unknown>;
}

/**
 * The video's thumbnails (spec §2 Thumbnails): the transcoder's candidates and members' uploads; a click
 * selects one (thumbnailId, saved with the other fields).
 */
export function ThumbnailsSection({ video, form, editable, reload }: ThumbnailsSectionProps) {
  const canSelect = editable.has('thumbnailId');
  // Uploads and deletes follow the thumbnailId row of the editing table (docs/decisions.md).
  const canCreate = useHasPermissions(Permission.CREATE_VIDEO_THUMBNAIL) && canSelect;
  const canDelete = useHasPermissions(Permission.DELETE_VIDEO_THUMBNAIL) && canSelect;
  const selectedId = form.values.thumbnailId;
  return (
    <ThumbnailCarouselSection
      thumbnails={video.thumbnails}
      selectedId={selectedId}
      canSelect={canSelect}
      canCreate={canCreate}
      canDelete={canDelete}
      onSelect={(id) => form.setField('thumbnailId', id)}
      upload={(dataUrl) => videoEditorApi.createThumbnail(video.id, dataUrl)}
      remove={async (id) => {
        await videoEditorApi.deleteThumbnail(id);
        // A draft selection of the deleted one is dropped; the API moved a saved one back to the poster.
        if (selectedId === id) form.resetField('thumbnailId');
      }}
      reload={reload}
      error={form.errors.thumbnailId}
      note={
        selectedId === null
          ? 'The poster is shown until a thumbnail is selected.'
          : `Thumbnail ${video.thumbnails.findIndex((thumbnail) => thumbnail.id === selectedId) + 1} of ${video.thumbnails.length} is selected.`
      }
    />
  );
}

interface ThumbnailCarouselSectionProps {
  thumbnails: readonly VideoThumbnail[];
  selectedId: string | null;
  canSelect: boolean;
  canCreate: boolean;
  canDelete: boolean;
  onSelect: (id: string) => void;
  /** Stores an uploaded picture (a data URL) with the API. */
  upload: (dataUrl: string) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
  /** Reads the owner again after an upload or a delete, so the carousel lists what the API holds. */
  reload: () => Promise<unknown>;
  /** What is selected, under the carousel. */
  note: ReactNode;
  error?: string;
}

/**
 * Thumbnails of a video, moment or object (spec §2 Thumbnails): a carousel showing 3 at a time, a click
 * selects one; uploads (at most 10, 2.5 MiB) and deletes of uploads act at once, with the spec's toasts.
 */
export function ThumbnailCarouselSection({
  thumbnails,
  selectedId,
  canSelect,
  canCreate,
  canDelete,
  onSelect,
  upload: store,
  remove: erase,
  reload,
  note,
  error,
}: ThumbnailCarouselSectionProps) {
  const apiCall = useApiCall();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const fileInput = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  // The carousel opens on the selected thumbnail.
  const [start, setStart] = useState(() =>
    carouselStartShowing(
      thumbnails.findIndex((thumbnail) => thumbnail.id === selectedId),
      0,
      thumbnails.length,
    ),
  );
  const first = clampCarouselStart(start, thumbnails.length);
  const shown = thumbnails.slice(first, first + THUMBNAIL_CAROUSEL_VISIBLE);

  const chooseFile = () => {
    const tooMany = thumbnailCountProblem(thumbnails);
    if (tooMany) {
      notify(tooMany, { type: 'warning' });
      return;
    }
    fileInput.current?.click();
  };

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Choosing the same file again must fire the change event again.
    event.target.value = '';
    if (!file) return;
    const tooLarge = thumbnailSizeProblem(file.size);
    if (tooLarge) {
      notify(tooLarge, { type: 'error', autoHideDuration: null });
      return;
    }
    setBusy(true);
    try {
      const picture = await readPicture(file, THUMBNAIL_MAX_WIDTH);
      await apiCall(() => store(picture.dataUrl));
      notify(ContextMessages.thumbnailUploaded, { type: 'success' });
      await reload();
      // The upload is listed last: bring it into view.
      setStart(thumbnails.length + 1);
    } catch (error) {
      if (error instanceof PictureError) notify(error.message, { type: 'error', autoHideDuration: null });
      else notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  const remove = async (thumbnail: VideoThumbnail) => {
    setBusy(true);
    try {
      await apiCall(() => erase(thumbnail.id));
      notify(ContextMessages.thumbnailDeleted, { type: 'success' });
      await reload();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <EditorSection
      title="Thumbnails"
      action={
        canCreate && (
          <>
            <Button size="small" startIcon={<UploadIcon />} onClick={chooseFile} disabled={busy}>
              Upload thumbnail
            </Button>
            <input
              ref={fileInput}
              type="file"
              hidden
              accept="image/png,image/jpeg,image/gif,image/webp"
              onChange={(event) => void upload(event)}
              data-testid="thumbnail-file"
            />
          </>
        )
      }
    >
      {thumbnails.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No thumbnails yet.
        </Typography>
      ) : (
        <Stack direction="row" alignItems="center" spacing={0.5} role="group" aria-label="Thumbnail carousel">
          <IconButton
            size="small"
            aria-label="Previous thumbnails"
            disabled={first === 0}
            onClick={() => setStart(first - 1)}
          >
            <ChevronLeftIcon />
          </IconButton>
          <Box
            sx={{
              flex: 1,
              display: 'grid',
              gap: 1,
              gridTemplateColumns: `repeat(${THUMBNAIL_CAROUSEL_VISIBLE}, minmax(0, 1fr))`,
            }}
          >
            {shown.map((thumbnail, offset) => {
              const index = first + offset;
              const selected = thumbnail.id === selectedId;
              const uploaded = isUploadedThumbnail(thumbnail);
              const name = `Thumbnail ${index + 1}${uploaded ? ' (uploaded)' : ''}`;
              return (
                <Box key={thumbnail.id} sx={{ position: 'relative' }}>
                  <ButtonBase
                    aria-label={name}
                    aria-pressed={selected}
                    disabled={!canSelect || busy}
                    onClick={() => {
                      onSelect(thumbnail.id);
                      setStart(carouselStartShowing(index, first, thumbnails.length));
                    }}
                    sx={{
                      display: 'block',
                      width: '100%',
                      aspectRatio: '16 / 9',
                      borderRadius: 1,
                      overflow: 'hidden',
                      outline: 3,
                      outlineOffset: -3,
                      outlineColor: selected ? 'primary.main' : 'transparent',
                      bgcolor: 'grey.200',
                    }}
                  >
                    <Box
                      component="img"
                      src={thumbnail.imageUrl}
                      alt=""
                      sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                    />
                  </ButtonBase>
                  {uploaded && canDelete && (
                    <Tooltip title="Delete thumbnail">
                      <IconButton
                        size="small"
                        aria-label={`Delete thumbnail ${index + 1}`}
                        disabled={busy}
                        onClick={() => void remove(thumbnail)}
                        sx={{
                          position: 'absolute',
                          top: 2,
                          right: 2,
                          p: 0.25,
                          bgcolor: 'rgba(0,0,0,0.55)',
                          color: 'common.white',
                          '&:hover': { bgcolor: 'rgba(0,0,0,0.75)' },
                        }}
                      >
                        <CloseIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  )}
                </Box>
              );
            })}
          </Box>
          <IconButton
            size="small"
            aria-label="Next thumbnails"
            disabled={first + THUMBNAIL_CAROUSEL_VISIBLE >= thumbnails.length}
            onClick={() => setStart(first + 1)}
          >
            <ChevronRightIcon />
          </IconButton>
        </Stack>
      )}
      <Typography variant="caption" color="text.secondary">
        {note}
        {error && (
          <Typography component="span" variant="caption" color="error" display="block">
            {error}
          </Typography>
        )}
      </Typography>
    </EditorSection>
  );
}

import { ContextMessages, formatDuration, Permission, type VideoStatus } from '@framehouse/domain';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, Stack, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useHasPermissions } from '../../hooks/current-user';
import { useVideoUpload } from '../../upload/VideoUploadProvider';
import { publishButtonState } from '../../videos/video-editor-form';
import type { VideoDetails } from '../../videos/video-record';
import { VideoStatusBadge } from '../../videos/VideoStatusBadge';
import { VIDEOS_PATH } from '../videos/VideosAndMomentsPage';
import { DeleteVideoDialog } from './DeleteVideoDialog';
import type { VideoEditorForm } from './use-video-editor-form';

interface EditorHeaderProps {
  video: VideoDetails;
  status: VideoStatus | undefined;
  form: VideoEditorForm;
  /** Whether the member can change anything here: Save and Cancel are shown only then. */
  canEdit: boolean;
  onDeleting: () => void;
}

/**
 * The editor's header (spec §2): the saved title with its status and duration, "Changes are saved" after a
 * save, and the buttons: Cancel and Save (explicit saving), Publish or Republish, delete video.
 */
export function EditorHeader({ video, status, form, canEdit, onDeleting }: EditorHeaderProps) {
  const { active } = useVideoUpload();
  const canDelete = useHasPermissions(Permission.DELETE_VIDEO);
  const [deleting, setDeleting] = useState(false);
  const publish = publishButtonState(status, form.saving);
  const uploadPercent = active?.videoId === video.id ? active.percent : undefined;

  return (
    <Box sx={{ mb: 2 }}>
      <Button component={Link} to={VIDEOS_PATH} startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        Back to videos
      </Button>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        alignItems={{ xs: 'flex-start', md: 'center' }}
        justifyContent="space-between"
      >
        <Stack
          direction="row"
          spacing={2}
          alignItems="center"
          flexWrap="wrap"
          useFlexGap
          sx={{ minWidth: 0 }}
        >
          <Typography component="h1" variant="h4" sx={{ wordBreak: 'break-word' }}>
            {video.title}
          </Typography>
          <VideoStatusBadge video={video} uploadPercent={uploadPercent} />
          {!!video.duration && (
            <Typography color="text.secondary" aria-label="Duration">
              {formatDuration(video.duration)}
            </Typography>
          )}
          {form.justSaved && !form.dirty && (
            <Stack
              direction="row"
              spacing={0.5}
              alignItems="center"
              role="status"
              sx={{ color: 'success.main' }}
            >
              <CheckCircleIcon fontSize="small" />
              <Typography variant="body2">{ContextMessages.changesSaved}</Typography>
            </Stack>
          )}
        </Stack>
        <Stack direction="row" spacing={1} alignItems="center" flexShrink={0}>
          {canEdit && (
            <>
              <Button onClick={form.cancel} disabled={!form.dirty || form.saving}>
                Cancel
              </Button>
              <Button
                variant="outlined"
                onClick={() => void form.save()}
                disabled={!form.dirty || form.saving}
              >
                {form.saving ? 'Saving…' : 'Save'}
              </Button>
            </>
          )}
          <Tooltip title={publish.disabledReason}>
            {/* A disabled button fires no events; the wrapper lets the tooltip say why. */}
            <span>
              <Button variant="contained" disabled>
                {publish.label}
              </Button>
            </span>
          </Tooltip>
          {canDelete && (
            <Tooltip title="Delete video">
              <Button
                color="error"
                onClick={() => setDeleting(true)}
                aria-label="Delete video"
                sx={{ minWidth: 0 }}
              >
                <DeleteIcon />
              </Button>
            </Tooltip>
          )}
        </Stack>
      </Stack>
      {deleting && (
        <DeleteVideoDialog videoId={video.id} onClose={() => setDeleting(false)} onDeleting={onDeleting} />
      )}
    </Box>
  );
}

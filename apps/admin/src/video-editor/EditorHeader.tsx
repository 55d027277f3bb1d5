import { ContextMessages, formatDuration, Permission, VideoStatus } from '@framehouse/domain';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CodeIcon from '@mui/icons-material/Code';
import DeleteIcon from '@mui/icons-material/Delete';
import ShareIcon from '@mui/icons-material/Share';
import { Box, Button, Stack, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useHasPermissions } from '../hooks/current-user';
import { PublishDialog } from '../publishing/PublishPage';
import { EmbedDialog, ShareDialog } from '../publishing/ShareDialogs';
import { isShareable, UNPUBLISH_ACTION_LABELS, unpublishActionFor } from '../publishing/unpublish';
import { UnpublishDialog } from '../publishing/UnpublishDialog';
import { useVideoUpload } from '../upload/VideoUploadProvider';
import type { VideoDetails } from '../videos/video-record';
import { VIDEOS_PATH } from '../videos/VideosAndMomentsPage';
import { VideoStatusBadge } from '../videos/VideoStatusBadge';
import { DeleteVideoDialog } from './DeleteVideoDialog';
import type { VideoEditorForm } from './use-video-editor-form';
import { publishButtonState } from './video-editor-form';

interface EditorHeaderProps {
  video: VideoDetails;
  status: VideoStatus | undefined;
  form: VideoEditorForm;
  /** Whether the member can change anything here: Save and Cancel are shown only then. */
  canEdit: boolean;
  onDeleting: () => void;
  /** Reads the video again after a publish, unpublish or cancel. */
  reload: () => Promise<unknown>;
}

type OpenDialog = 'publish' | 'unpublish' | 'share' | 'embed' | 'delete';

/**
 * The editor's header (spec §2): the saved title with its status and duration, "Changes are saved" after a
 * save, and the buttons: Cancel and Save (explicit saving), Publish or Republish, delete video.
 */
export function EditorHeader({ video, status, form, canEdit, onDeleting, reload }: EditorHeaderProps) {
  const { active } = useVideoUpload();
  const canDelete = useHasPermissions(Permission.DELETE_VIDEO);
  const canPublish = useHasPermissions(Permission.PUBLISH_VIDEO);
  const canUnpublish = useHasPermissions(Permission.UNPUBLISH_VIDEO);
  const [open, setOpen] = useState<OpenDialog>();
  const close = () => setOpen(undefined);
  // The video is read again once a dialog that may have changed its publications closes: reading it while
  // the dialog is open would re-render the editor under the results it shows.
  const closeAndReload = () => {
    close();
    void reload();
  };
  const publish = publishButtonState(status, form.saving);
  const unpublishAction = canUnpublish ? unpublishActionFor(status) : undefined;
  const shareable = isShareable(status);
  // The embed dialog publishes a Draft first for a member who may publish (spec §2).
  const embeddable = shareable || (canPublish && status === VideoStatus.DRAFT);
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
          {status === VideoStatus.SCHEDULED && video.scheduledDatetime && (
            <Typography color="text.secondary" aria-label="Scheduled date">
              {new Date(video.scheduledDatetime).toLocaleString()}
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
          {shareable && (
            <Tooltip title="Share">
              <Button onClick={() => setOpen('share')} aria-label="Share" sx={{ minWidth: 0 }}>
                <ShareIcon />
              </Button>
            </Tooltip>
          )}
          {embeddable && (
            <Tooltip title="Embed">
              <Button onClick={() => setOpen('embed')} aria-label="Embed" sx={{ minWidth: 0 }}>
                <CodeIcon />
              </Button>
            </Tooltip>
          )}
          {unpublishAction && (
            <Button color="warning" onClick={() => setOpen('unpublish')}>
              {UNPUBLISH_ACTION_LABELS[unpublishAction]}
            </Button>
          )}
          {canPublish && (
            <Tooltip title={publish.disabledReason ?? ''}>
              {/* A disabled button fires no events; the wrapper lets the tooltip say why. */}
              <span>
                <Button
                  variant="contained"
                  disabled={publish.disabledReason !== undefined}
                  onClick={() => setOpen('publish')}
                >
                  {publish.label}
                </Button>
              </span>
            </Tooltip>
          )}
          {canDelete && (
            <Tooltip title="Delete video">
              <Button
                color="error"
                onClick={() => setOpen('delete')}
                aria-label="Delete video"
                sx={{ minWidth: 0 }}
              >
                <DeleteIcon />
              </Button>
            </Tooltip>
          )}
        </Stack>
      </Stack>
      {open === 'delete' && <DeleteVideoDialog videoId={video.id} onClose={close} onDeleting={onDeleting} />}
      {open === 'publish' && <PublishDialog videoId={video.id} onClose={closeAndReload} />}
      {open === 'unpublish' && (
        <UnpublishDialog
          video={{ id: video.id, title: video.title, status, platforms: video.platforms }}
          onClose={closeAndReload}
        />
      )}
      {open === 'share' && (
        <ShareDialog subject={{ kind: 'video', id: video.id, videoId: video.id }} onClose={close} />
      )}
      {open === 'embed' && (
        <EmbedDialog subject={{ kind: 'video', id: video.id, videoId: video.id }} onClose={closeAndReload} />
      )}
    </Box>
  );
}

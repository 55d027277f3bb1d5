import { isVideoPublishable, Permission, PublishingTargetType, VideoStatus } from '@framehouse/domain';
import CancelScheduleSendIcon from '@mui/icons-material/CancelScheduleSend';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import PublishIcon from '@mui/icons-material/Publish';
import ShareIcon from '@mui/icons-material/Share';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/Edit';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import ReplayIcon from '@mui/icons-material/Replay';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { IconButton, Stack, Tooltip } from '@mui/material';
import { useState, type ReactElement } from 'react';
import { useRecordContext, useRefresh } from 'react-admin';
import { Link } from 'react-router-dom';
import { useApiCall } from '../hooks/api-call';
import { useHasPermissions } from '../hooks/current-user';
import { useNotifyError } from '../hooks/notify-error';
import { AddToPlaylistDialog } from '../playlists/AddToPlaylistDialog';
import { PublishDialog } from '../publishing/PublishPage';
import { ShareDialog } from '../publishing/ShareDialogs';
import { isShareable, UNPUBLISH_ACTION_LABELS, unpublishActionFor } from '../publishing/unpublish';
import { UnpublishDialog } from '../publishing/UnpublishDialog';
import { DeleteVideosDialog } from './DeleteVideosDialog';
import { videoStatusOf } from './video-polling';
import type { VideoActionsRecord } from './video-record';
import { videosApi } from './videos-data';

function ActionButton({
  label,
  icon,
  onClick,
  disabled,
  to,
}: {
  label: string;
  icon: ReactElement;
  onClick?: () => void;
  disabled?: boolean;
  to?: string;
}) {
  const button = to ? (
    <IconButton size="small" aria-label={label} component={Link} to={to}>
      {icon}
    </IconButton>
  ) : (
    <IconButton size="small" aria-label={label} onClick={onClick} disabled={disabled}>
      {icon}
    </IconButton>
  );
  return (
    <Tooltip title={label}>
      <span>{button}</span>
    </Tooltip>
  );
}

type RowDialog = 'delete' | 'publish' | 'unpublish' | 'share' | 'playlist';

/**
 * The row actions (spec §2): Edit, or "View details" without change rights or for a failed video;
 * Duplicate; Retry for a failed video; Publish; Unpublish (or "Cancel scheduled publish"); Share for a
 * published-type status; Add to playlist (CHANGE_PLAYLIST) for a published video; Delete. The record is a
 * row or one of its copies.
 */
export function VideoRowActions() {
  const video = useRecordContext<VideoActionsRecord>();
  const canChange = useHasPermissions(Permission.CHANGE_VIDEO);
  const canDuplicate = useHasPermissions(Permission.DUPLICATE_VIDEO);
  const canRetry = useHasPermissions(Permission.MANAGE_VIDEO_STATUS);
  const canDelete = useHasPermissions(Permission.DELETE_VIDEO);
  const canPublish = useHasPermissions(Permission.PUBLISH_VIDEO);
  const canUnpublish = useHasPermissions(Permission.UNPUBLISH_VIDEO);
  const canChangePlaylist = useHasPermissions(Permission.CHANGE_PLAYLIST);
  const apiCall = useApiCall();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState<RowDialog>();
  if (!video) return null;

  const status = videoStatusOf(video.status);
  const failed = status === VideoStatus.FAILED;
  const publishable = status !== undefined && isVideoPublishable(status);
  const unpublishAction = canUnpublish ? unpublishActionFor(status) : undefined;
  const close = () => setOpen(undefined);
  // The list is read again once the dialog closes, so the row under an open dialog stays as it was.
  const closeAndRefresh = () => {
    close();
    refresh();
  };
  const run = async (action: (id: string) => Promise<unknown>) => {
    setBusy(true);
    try {
      await apiCall(() => action(video.id));
      refresh();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack
      direction="row"
      spacing={0.5}
      useFlexGap
      // Seven actions at most: they wrap instead of pushing the column out of the table.
      sx={{ flexWrap: 'wrap', maxWidth: 160 }}
      onClick={(event) => event.stopPropagation()}
    >
      {canChange && !failed ? (
        <ActionButton label="Edit" icon={<EditIcon fontSize="small" />} to={`/video/${video.id}`} />
      ) : (
        <ActionButton
          label="View details"
          icon={<VisibilityIcon fontSize="small" />}
          to={`/video/${video.id}`}
        />
      )}
      {canDuplicate && (
        <ActionButton
          label="Duplicate"
          icon={<ContentCopyIcon fontSize="small" />}
          onClick={() => void run(videosApi.duplicate)}
          disabled={busy}
        />
      )}
      {canRetry && failed && (
        <ActionButton
          label="Retry"
          icon={<ReplayIcon fontSize="small" />}
          onClick={() => void run(videosApi.reprocessFailed)}
          disabled={busy}
        />
      )}
      {canPublish && publishable && (
        <ActionButton
          label="Publish"
          icon={<PublishIcon fontSize="small" />}
          onClick={() => setOpen('publish')}
        />
      )}
      {unpublishAction && (
        <ActionButton
          label={UNPUBLISH_ACTION_LABELS[unpublishAction]}
          icon={
            unpublishAction === 'cancelSchedule' ? (
              <CancelScheduleSendIcon fontSize="small" />
            ) : (
              <CloudOffIcon fontSize="small" />
            )
          }
          onClick={() => setOpen('unpublish')}
        />
      )}
      {isShareable(status) && (
        <ActionButton label="Share" icon={<ShareIcon fontSize="small" />} onClick={() => setOpen('share')} />
      )}
      {/* Playlists take what is live on the organization's own pages (overlays-distribution §4). */}
      {canChangePlaylist && video.platforms.includes(PublishingTargetType.SelfPublication) && (
        <ActionButton
          label="Add to playlist"
          icon={<PlaylistAddIcon fontSize="small" />}
          onClick={() => setOpen('playlist')}
        />
      )}
      {canDelete && (
        <ActionButton
          label="Delete"
          icon={<DeleteOutlineIcon fontSize="small" />}
          onClick={() => setOpen('delete')}
          disabled={busy}
        />
      )}
      {open === 'delete' && <DeleteVideosDialog ids={[video.id]} onClose={close} />}
      {open === 'publish' && <PublishDialog videoId={video.id} onClose={closeAndRefresh} />}
      {open === 'unpublish' && (
        <UnpublishDialog
          video={{ id: video.id, title: video.title, status, platforms: video.platforms }}
          onClose={closeAndRefresh}
        />
      )}
      {open === 'share' && (
        <ShareDialog subject={{ kind: 'video', id: video.id, videoId: video.id }} onClose={close} />
      )}
      {open === 'playlist' && (
        <AddToPlaylistDialog
          candidate={{ kind: 'video', id: video.id, title: video.title }}
          onClose={close}
        />
      )}
    </Stack>
  );
}

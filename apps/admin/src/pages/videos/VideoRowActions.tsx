import { Permission, VideoStatus } from '@framehouse/domain';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/Edit';
import ReplayIcon from '@mui/icons-material/Replay';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { IconButton, Stack, Tooltip } from '@mui/material';
import { useState, type ReactElement } from 'react';
import { useRecordContext, useRefresh } from 'react-admin';
import { Link } from 'react-router-dom';
import { useApiCall } from '../../hooks/api-call';
import { useHasPermissions } from '../../hooks/current-user';
import { useNotifyError } from '../../hooks/notify-error';
import { duplicateVideo, reprocessFailedVideo } from '../../videos/video-api';
import { videoStatusOf } from '../../videos/video-polling';
import type { VideoRow } from '../../videos/video-record';
import { DeleteVideosDialog } from './DeleteVideosDialog';

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

/**
 * The row actions that exist so far (spec §2): Edit, or "View details" without change rights or for a
 * failed video; Duplicate; Retry for a failed video; Delete. Publish, unpublish, share and add to
 * playlist come with their areas.
 */
export function VideoRowActions() {
  const video = useRecordContext<VideoRow>();
  const canChange = useHasPermissions(Permission.CHANGE_VIDEO);
  const canDuplicate = useHasPermissions(Permission.DUPLICATE_VIDEO);
  const canRetry = useHasPermissions(Permission.MANAGE_VIDEO_STATUS);
  const canDelete = useHasPermissions(Permission.DELETE_VIDEO);
  const apiCall = useApiCall();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState(false);
  if (!video) return null;

  const failed = videoStatusOf(video.status) === VideoStatus.FAILED;
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
    <Stack direction="row" spacing={0.5} onClick={(event) => event.stopPropagation()}>
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
          onClick={() => void run(duplicateVideo)}
          disabled={busy}
        />
      )}
      {canRetry && failed && (
        <ActionButton
          label="Retry"
          icon={<ReplayIcon fontSize="small" />}
          onClick={() => void run(reprocessFailedVideo)}
          disabled={busy}
        />
      )}
      {canDelete && (
        <ActionButton
          label="Delete"
          icon={<DeleteOutlineIcon fontSize="small" />}
          onClick={() => setDeleting(true)}
          disabled={busy}
        />
      )}
      {deleting && <DeleteVideosDialog ids={[video.id]} onClose={() => setDeleting(false)} />}
    </Stack>
  );
}

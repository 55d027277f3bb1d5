import { ContextMessages, Permission } from '@framehouse/domain';
import { Alert, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useApiCall } from '../hooks/api-call';
import { useHasPermissions } from '../hooks/current-user';
import { useNotifyError } from '../hooks/notify-error';
import type { VideoDetails } from '../videos/video-record';
import { videosApi } from '../videos/videos-data';

/** "Video processing failed" with the reason, and "Retry processing" for MANAGE_VIDEO_STATUS (spec §2). */
export function ProcessingFailed({ video, onRetried }: { video: VideoDetails; onRetried: () => void }) {
  const canRetry = useHasPermissions(Permission.MANAGE_VIDEO_STATUS);
  const apiCall = useApiCall();
  const notifyError = useNotifyError();
  const [retrying, setRetrying] = useState(false);
  const retry = async () => {
    setRetrying(true);
    try {
      await apiCall(() => videosApi.reprocessFailed(video.id));
      onRetried();
    } catch (error) {
      notifyError(error);
    } finally {
      setRetrying(false);
    }
  };
  return (
    <Alert
      severity="error"
      action={
        canRetry && (
          <Button color="inherit" size="small" onClick={() => void retry()} disabled={retrying}>
            Retry processing
          </Button>
        )
      }
    >
      <Typography sx={{ fontWeight: 500 }}>{ContextMessages.videoProcessingFailed}</Typography>
      {video.failureReason && <Typography variant="body2">{video.failureReason}</Typography>}
    </Alert>
  );
}

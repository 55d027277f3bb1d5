import { PublishingTargetType, type VideoStatus } from '@framehouse/domain';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { errorMessageOf } from '../errors';
import { useApiCall } from '../hooks/api-call';
import { publishingApi } from './publishing-data';
import {
  UNPUBLISH_ACTION_LABELS,
  unpublishActionFor,
  unpublishResultLines,
  unpublishTargetTypes,
} from './unpublish';

interface UnpublishDialogProps {
  video: { id: string; title: string; status: VideoStatus | undefined; platforms: readonly string[] };
  /** The caller reads the video again then: the call may have changed it, whatever it answered. */
  onClose: () => void;
}

/**
 * Unpublish (Published, Edited) or "Cancel scheduled publish" (Scheduled), spec §4 Unpublish flow: a
 * confirmation, then the result "Video Unpublished!" (with the YouTube note when YouTube is included) or
 * "Unpublishing Failed".
 */
export function UnpublishDialog({ video, onClose }: UnpublishDialogProps) {
  // Fixed when the dialog opens: the reload after the call changes the status it was chosen from.
  const [action] = useState(() => unpublishActionFor(video.status));
  const [types] = useState(() => unpublishTargetTypes(video.platforms));
  const apiCall = useApiCall();
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<{ lines: string[]; succeeded: boolean; detail?: string }>();
  if (!action) return null;
  const includesYouTube = types.includes(PublishingTargetType.YouTube);

  const run = async () => {
    setRunning(true);
    try {
      await apiCall(() =>
        action === 'cancelSchedule'
          ? publishingApi.cancelScheduledPublish(video.id)
          : publishingApi.unpublish(video.id, types),
      );
      setResult({ lines: unpublishResultLines(true, includesYouTube), succeeded: true });
    } catch (error) {
      setResult({
        lines: unpublishResultLines(false, false),
        succeeded: false,
        detail: errorMessageOf(error),
      });
    } finally {
      setRunning(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{UNPUBLISH_ACTION_LABELS[action]}</DialogTitle>
      <DialogContent>
        {result ? (
          <Stack spacing={1} role="status">
            <Typography variant="h6" component="p" color={result.succeeded ? 'success.main' : 'error'}>
              {result.lines[0]}
            </Typography>
            {result.lines.slice(1).map((line) => (
              <Typography key={line}>{line}</Typography>
            ))}
            {result.detail && <Alert severity="error">{result.detail}</Alert>}
          </Stack>
        ) : (
          <Typography>
            {action === 'cancelSchedule'
              ? `The scheduled publish of "${video.title}" will be cancelled.`
              : `"${video.title}" will be taken off its public pages${includesYouTube ? ' and YouTube' : ''}.`}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        {result ? (
          <Button onClick={onClose}>Close</Button>
        ) : (
          <>
            <Button onClick={onClose} disabled={running}>
              Cancel
            </Button>
            <Button variant="contained" color="error" onClick={() => void run()} disabled={running}>
              {UNPUBLISH_ACTION_LABELS[action]}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}

import { ContextMessages } from '@framehouse/domain';
import { Alert, Button } from '@mui/material';

/** A playlist picker's failed load (overlays-distribution §8): "Error occurred." with "Try again". */
export function PickerFailure({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {ContextMessages.playlistPickerFailed}
    </Alert>
  );
}

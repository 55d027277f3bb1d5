import { ContextMessages } from '@framehouse/domain';
import { Alert, CircularProgress } from '@mui/material';

/** An editor's load: "ERROR" for an unknown id or a failed call (§2, §8), a spinner until then. */
export function EditorLoadState({ failed }: { failed: boolean }) {
  return failed ? (
    <Alert severity="error" role="alert">
      {ContextMessages.loadError}
    </Alert>
  ) : (
    <CircularProgress sx={{ m: 3 }} />
  );
}

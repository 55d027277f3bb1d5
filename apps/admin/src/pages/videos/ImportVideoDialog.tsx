import { IMPORT_DIALOG_WIDTH, validateImportUrl } from '@framehouse/domain';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Link, Typography } from '@mui/material';
import { Form, TextInput, useRefresh } from 'react-admin';
import { ErrorBanner } from '../../components/ErrorBanner';
import { textValue, type FormValues } from '../../components/form-values';
import { useApiCall } from '../../hooks/api-call';
import { useSubmission } from '../../hooks/submission';
import { importRemoteVideo } from '../../videos/video-api';

const YOUTUBE_TERMS_URL = 'https://www.youtube.com/t/terms';
const GOOGLE_PRIVACY_URL = 'https://policies.google.com/privacy';

/**
 * "Import video from YouTube" (spec §2, §4): the trimmed URL goes to uploadRemoteVideo with the
 * Standard pipeline; a returned video closes the modal and reloads the list, errors stay in it.
 */
export function ImportVideoDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { pending, error, submit } = useSubmission();
  const apiCall = useApiCall();
  const refresh = useRefresh();

  const importVideo = async (values: FormValues) => {
    const video = await submit(() => apiCall(() => importRemoteVideo(textValue(values, 'url'))));
    if (video) {
      refresh();
      onClose();
    }
  };

  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby="import-video-title"
      slotProps={{ paper: { sx: { width: IMPORT_DIALOG_WIDTH, maxWidth: '100%' } } }}
    >
      <Form
        onSubmit={importVideo}
        defaultValues={{ url: '' }}
        mode="onBlur"
        noValidate
        disableInvalidFormNotification
      >
        <DialogTitle id="import-video-title">Import video from YouTube</DialogTitle>
        <DialogContent>
          <ErrorBanner message={error} />
          <TextInput
            source="url"
            label="Video URL"
            placeholder="https://www.youtube.com/watch?v=…"
            validate={validateImportUrl}
            autoFocus
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            By importing a video you confirm that you have the right to use it, and you agree to the{' '}
            <Link href={YOUTUBE_TERMS_URL} target="_blank" rel="noopener noreferrer">
              YouTube Terms of Service
            </Link>{' '}
            and the{' '}
            <Link href={GOOGLE_PRIVACY_URL} target="_blank" rel="noopener noreferrer">
              Google Privacy Policy
            </Link>
            .
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={pending}>
            Import
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}

import { IMPORT_DIALOG_WIDTH, validateImportUrl } from '@framehouse/domain';
import { Link, Typography } from '@mui/material';
import { TextInput, useRefresh } from 'react-admin';
import { textValue, type FormValues } from '../components/form-values';
import { FormDialog } from '../components/FormDialog';
import { useApiCall } from '../hooks/api-call';
import { useSubmission } from '../hooks/submission';
import { uploadApi } from './upload-data';

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
    const video = await submit(() => apiCall(() => uploadApi.importRemote(textValue(values, 'url'))));
    if (video) {
      refresh();
      onClose();
    }
  };

  return (
    <FormDialog
      open={open}
      title="Import video from YouTube"
      submitLabel="Import"
      pending={pending}
      error={error}
      defaultValues={{ url: '' }}
      mode="onBlur"
      width={IMPORT_DIALOG_WIDTH}
      onSubmit={importVideo}
      onClose={onClose}
    >
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
    </FormDialog>
  );
}

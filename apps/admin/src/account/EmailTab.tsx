import { DIALOG_CONFIRMATION_WIDTH, validateNewEmail } from '@framehouse/domain';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { TextInput, useNotify } from 'react-admin';
import type { CurrentUser } from '../auth/auth-data';
import { textValue, type FormValues } from '../components/form-values';
import { SettingsForm } from '../components/SettingsForm';
import { useApiCall } from '../hooks/api-call';
import { useCurrentUser } from '../hooks/current-user';
import { useSubmission } from '../hooks/submission';
import { accountApi } from './account-data';

export function EmailTab() {
  const { me } = useCurrentUser();
  if (!me) return null;
  return <EmailForm me={me} />;
}

function EmailForm({ me }: { me: CurrentUser }) {
  const call = useApiCall();
  const notify = useNotify();
  const [requestedEmail, setRequestedEmail] = useState<string>();
  const [dialogOpen, setDialogOpen] = useState(false);
  const { pending, error, submit } = useSubmission();

  const request = async (email: string) => {
    const sent = await submit(async () => {
      await call(() => accountApi.requestEmailChange(email));
      return true;
    });
    if (sent) setRequestedEmail(email);
    setDialogOpen(sent === true);
    return sent === true;
  };

  const resend = async () => {
    if (requestedEmail && (await request(requestedEmail))) {
      notify(`The confirmation link was sent again to ${requestedEmail}.`, { type: 'success' });
    }
  };

  // react-admin reads what onSubmit returns as field errors, so it returns nothing.
  const save = async (values: FormValues) => {
    await request(textValue(values, 'email'));
  };

  const validate = (value: string | undefined) => validateNewEmail(value, me.email);

  return (
    <>
      <SettingsForm
        error={error}
        pending={pending}
        onSubmit={save}
        intro={<TextField label="Current email address" value={me.email} disabled />}
      >
        <TextInput
          source="email"
          label="New Email address"
          type="email"
          autoComplete="email"
          validate={validate}
        />
      </SettingsForm>
      <Dialog
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        slotProps={{ paper: { sx: { width: DIALOG_CONFIRMATION_WIDTH, maxWidth: '100%' } } }}
      >
        <DialogTitle>Check your inbox</DialogTitle>
        <DialogContent>
          <DialogContentText>
            We sent a confirmation link to {requestedEmail}. Open it to finish changing your email address.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDialogOpen(false)}>Close</Button>
          <Button variant="contained" disabled={pending} onClick={resend}>
            Re-send
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

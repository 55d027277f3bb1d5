import {
  ContextMessages,
  DIALOG_SUCCESS_WIDTH,
  validateRequired,
  validateNewPassword,
} from '@framehouse/domain';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { PasswordInput, useLogout } from 'react-admin';
import { authApi, type CurrentUser } from '../auth/auth-data';
import { rawTextValue, type FormValues } from '../components/form-values';
import { PASSWORD_REQUIREMENTS } from '../components/password-requirements';
import { SettingsForm } from '../components/SettingsForm';
import { useApiCall } from '../hooks/api-call';
import { useCurrentUser } from '../hooks/current-user';
import { useSubmission } from '../hooks/submission';
import { accountApi } from './account-data';

export function PasswordTab() {
  const { me } = useCurrentUser();
  if (!me) return null;
  return <PasswordForm me={me} />;
}

function PasswordForm({ me }: { me: CurrentUser }) {
  const call = useApiCall();
  const logout = useLogout();
  const [changed, setChanged] = useState(false);
  const { pending, error, submit } = useSubmission();

  const save = async (values: FormValues) => {
    const currentPassword = rawTextValue(values, 'currentPassword');
    return submit(async () => {
      const isCurrent = await authApi.isPassword({
        email: me.email,
        password: currentPassword,
        organizationId: me.organization?.id,
      });
      if (!isCurrent) return { currentPassword: ContextMessages.wrongPassword };
      await call(() =>
        accountApi.updatePassword({ currentPassword, password: rawTextValue(values, 'password') }),
      );
      setChanged(true);
    });
  };

  const validatePassword = (value: string | undefined) => validateNewPassword(value, me.email);

  return (
    <>
      <SettingsForm error={error} pending={pending} onSubmit={save}>
        <PasswordInput
          source="currentPassword"
          label="Current Password"
          autoComplete="current-password"
          validate={validateRequired}
        />
        <PasswordInput
          source="password"
          label="New Password"
          autoComplete="new-password"
          validate={validatePassword}
          helperText={PASSWORD_REQUIREMENTS}
        />
      </SettingsForm>
      <Dialog
        open={changed}
        onClose={() => logout({}, '/', false)}
        slotProps={{ paper: { sx: { width: DIALOG_SUCCESS_WIDTH, maxWidth: '100%' } } }}
      >
        <DialogTitle>Change Successful</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Your password has been changed. Log in again with your new credentials.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={() => logout({}, '/', false)}>
            Close
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

import {
  ContextMessages,
  DIALOG_SUCCESS_WIDTH,
  validateRequired,
  validateNewPassword,
} from '@framehouse/domain';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
} from '@mui/material';
import { useState } from 'react';
import { Form, PasswordInput, useLogout } from 'react-admin';
import { authApi, type CurrentUser } from '../auth/auth-data';
import { ErrorBanner } from '../components/ErrorBanner';
import { rawTextValue, type FormValues } from '../components/form-values';
import { PASSWORD_REQUIREMENTS } from '../components/password-requirements';
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
    <Box sx={{ maxWidth: 480 }}>
      <ErrorBanner message={error} />
      <Form onSubmit={save} noValidate disableInvalidFormNotification>
        <Stack>
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
          <Box>
            <Button type="submit" variant="contained" disabled={pending} sx={{ mt: 1 }}>
              Save
            </Button>
          </Box>
        </Stack>
      </Form>
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
    </Box>
  );
}

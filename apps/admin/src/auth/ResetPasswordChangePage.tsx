import { validateNewPassword } from '@framehouse/domain';
import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Form, PasswordInput, useLogout } from 'react-admin';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { ErrorBanner } from '../components/ErrorBanner';
import { rawTextValue, type FormValues } from '../components/form-values';
import { PASSWORD_REQUIREMENTS } from '../components/password-requirements';
import { PublicPage } from '../components/PublicPage';
import { useDocumentTitle } from '../hooks/document-title';
import { useSubmission } from '../hooks/submission';
import { PRODUCT_NAME } from '../product';
import { authApi } from './auth-data';
import { ResetPasswordActions } from './ResetPasswordActions';

const validatePassword = (value: string | undefined) => validateNewPassword(value);

/** /reset-password/change?id=…: the mailed link; sets the new password. */
export function ResetPasswordChangePage() {
  useDocumentTitle(PRODUCT_NAME);
  const [params] = useSearchParams();
  const token = params.get('id');
  const navigate = useNavigate();
  const logout = useLogout();
  const [changed, setChanged] = useState(false);
  const { pending, error, submit } = useSubmission();

  if (!token) return <Navigate to="/reset-password" replace />;

  const reset = async (values: FormValues) => {
    await submit(async () => {
      if (!(await authApi.resetPassword(token, rawTextValue(values, 'newPassword')))) return;
      // Any session in this browser ends with the old password; the user stays on this page.
      await logout({}, false);
      setChanged(true);
    });
  };

  if (changed) {
    return (
      <PublicPage title="Password changed">
        <Typography>Your password has been changed. Log in with your new password.</Typography>
        <Button variant="contained" fullWidth size="large" sx={{ mt: 3 }} onClick={() => navigate('/')}>
          Log in
        </Button>
      </PublicPage>
    );
  }

  return (
    <PublicPage title="Set a new password">
      <ErrorBanner message={error} />
      <Form onSubmit={reset} mode="onBlur" noValidate disableInvalidFormNotification>
        <Stack>
          <PasswordInput
            source="newPassword"
            label="New password"
            autoComplete="new-password"
            validate={validatePassword}
            helperText={PASSWORD_REQUIREMENTS}
          />
          <ResetPasswordActions backLabel="Cancel" pending={pending} />
        </Stack>
      </Form>
    </PublicPage>
  );
}

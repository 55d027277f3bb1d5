import { ErrorCode, validateRequired } from '@framehouse/domain';
import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Form, TextInput } from 'react-admin';
import { EmailInput } from '../components/EmailInput';
import { ErrorBanner } from '../components/ErrorBanner';
import { textValue, type FormValues } from '../components/form-values';
import { PublicPage } from '../components/PublicPage';
import { errorCodeOf, errorMessageOf } from '../errors';
import { useDocumentTitle } from '../hooks/document-title';
import { PRODUCT_NAME } from '../product';
import { authApi } from './auth-data';
import { ResetPasswordActions } from './ResetPasswordActions';

interface ResetRequest {
  email: string;
  organizationName?: string;
}

/** /reset-password: ask for an email with a reset link. */
export function ResetPasswordPage() {
  useDocumentTitle(PRODUCT_NAME);
  const [sentTo, setSentTo] = useState<ResetRequest>();
  const [error, setError] = useState<string>();
  const [needsOrganization, setNeedsOrganization] = useState(false);
  const [pending, setPending] = useState(false);

  const send = async (request: ResetRequest) => {
    setPending(true);
    setError(undefined);
    try {
      await authApi.requestPasswordReset(request.email, request.organizationName || undefined);
      setSentTo(request);
    } catch (failure) {
      // One email can belong to members of several organizations: then the user names one.
      setNeedsOrganization(errorCodeOf(failure) === ErrorCode.AMBIGUOUS_LOGIN);
      setError(errorMessageOf(failure));
      setSentTo(undefined);
    } finally {
      setPending(false);
    }
  };

  const submit = (values: FormValues) =>
    send({ email: textValue(values, 'email'), organizationName: textValue(values, 'organizationName') });

  if (sentTo) {
    return (
      <PublicPage title="Check your inbox">
        <Typography>An email with instructions to reset your password was sent to {sentTo.email}.</Typography>
        <Stack direction="row" spacing={2} sx={{ mt: 3 }}>
          <Button variant="outlined" fullWidth onClick={() => setSentTo(undefined)}>
            Go back
          </Button>
          <Button variant="contained" fullWidth disabled={pending} onClick={() => send(sentTo)}>
            Send again
          </Button>
        </Stack>
      </PublicPage>
    );
  }

  return (
    <PublicPage title="Reset password">
      <ErrorBanner message={error} />
      <Typography sx={{ mb: 2 }}>
        Enter the email address of your account and we will send you a reset link.
      </Typography>
      <Form onSubmit={submit} noValidate disableInvalidFormNotification>
        <Stack>
          <EmailInput />
          {needsOrganization && (
            <TextInput source="organizationName" label="Organization name" validate={validateRequired} />
          )}
          <ResetPasswordActions backLabel="Go back" pending={pending} />
        </Stack>
      </Form>
    </PublicPage>
  );
}

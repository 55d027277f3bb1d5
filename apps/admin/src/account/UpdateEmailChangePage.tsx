import { ContextMessages } from '@framehouse/domain';
import { Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useLogout } from 'react-admin';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { ErrorBanner } from '../components/ErrorBanner';
import { PublicPage } from '../components/PublicPage';
import { errorMessageOf } from '../errors';
import { useDocumentTitle } from '../hooks/document-title';
import { PRODUCT_NAME } from '../product';
import { accountApi } from './account-data';

type Confirmation = { state: 'pending' } | { state: 'changed' } | { state: 'failed'; message: string };

/** /update-email/change?id=…: the confirmation link of an email change. */
export function UpdateEmailChangePage() {
  const [params] = useSearchParams();
  const token = params.get('id');
  if (!token) return <Navigate to="/" replace />;
  return <EmailChangeConfirmation token={token} />;
}

function EmailChangeConfirmation({ token }: { token: string }) {
  useDocumentTitle(PRODUCT_NAME);
  const navigate = useNavigate();
  const logout = useLogout();
  const [confirmation, setConfirmation] = useState<Confirmation>({ state: 'pending' });
  const sent = useRef(false);

  useEffect(() => {
    // The token is single-use: React's development double effect must not send it twice.
    if (sent.current) return;
    sent.current = true;
    accountApi
      .confirmEmailChange(token)
      .then(() => setConfirmation({ state: 'changed' }))
      .catch((failure: unknown) => setConfirmation({ state: 'failed', message: errorMessageOf(failure) }));
  }, [token]);

  // The session was opened with the old address; the next one starts with the new one.
  const logIn = async () => {
    await logout({}, false);
    navigate('/');
  };

  if (confirmation.state === 'pending') {
    return (
      <PublicPage>
        <Stack alignItems="center">
          <CircularProgress aria-label="Loading" />
        </Stack>
      </PublicPage>
    );
  }
  if (confirmation.state === 'failed') {
    return (
      <PublicPage title="Email change">
        <ErrorBanner message={confirmation.message} />
        <Button variant="contained" fullWidth size="large" onClick={() => navigate('/')}>
          Go back
        </Button>
      </PublicPage>
    );
  }
  return (
    <PublicPage title={ContextMessages.emailChanged}>
      <Typography>{ContextMessages.emailChangedHint}</Typography>
      <Button variant="contained" fullWidth size="large" sx={{ mt: 3 }} onClick={logIn}>
        Log in
      </Button>
    </PublicPage>
  );
}

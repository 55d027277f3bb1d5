import { ErrorCode, validateRequired } from '@framehouse/domain';
import GoogleIcon from '@mui/icons-material/Google';
import { Box, Button, Divider, Link, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Form, PasswordInput, TextInput, useLogin } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { EmailInput } from '../components/EmailInput';
import { ErrorBanner } from '../components/ErrorBanner';
import { rawTextValue, textValue, type FormValues } from '../components/form-values';
import { PublicPage } from '../components/PublicPage';
import { errorCodeOf, errorMessageOf } from '../errors';
import { useDocumentTitle } from '../hooks/document-title';
import { PRODUCT_NAME } from '../product';
import type { LoginParams } from './auth-provider';
import { preloadGoogleSignIn } from './google-sign-in';

interface LoginError {
  message: string;
  /** AMBIGUOUS_LOGIN keeps the form and asks which organization to log in to. */
  needsOrganization: boolean;
}

/** The logged-out root (spec §2 "Login page"). */
export function LoginPage() {
  useDocumentTitle(PRODUCT_NAME);
  const login = useLogin();
  const [error, setError] = useState<LoginError>();
  const [pending, setPending] = useState(false);

  useEffect(preloadGoogleSignIn, []);

  // Login errors show in the banner here, never as a toast (spec §8).
  const attempt = async (params: LoginParams) => {
    setPending(true);
    try {
      await login(params);
    } catch (failure) {
      setError({
        message: errorMessageOf(failure),
        needsOrganization: errorCodeOf(failure) === ErrorCode.AMBIGUOUS_LOGIN,
      });
    } finally {
      setPending(false);
    }
  };

  const submit = (values: FormValues) =>
    attempt({
      email: textValue(values, 'email'),
      password: rawTextValue(values, 'password'),
      organizationName: textValue(values, 'organizationName'),
    });

  // With an error other than AMBIGUOUS_LOGIN the page shows only the banner and the way back.
  const exclusive = error !== undefined && !error.needsOrganization;

  return (
    <PublicPage title="Log in">
      <ErrorBanner message={error?.message} />
      {exclusive ? (
        <Button variant="contained" fullWidth size="large" onClick={() => setError(undefined)}>
          Go back
        </Button>
      ) : (
        <>
          <Button
            variant="outlined"
            fullWidth
            size="large"
            startIcon={<GoogleIcon />}
            disabled={pending}
            onClick={() => attempt({ google: true })}
          >
            Sign in with Google
          </Button>
          <Divider sx={{ my: 3 }}>Or</Divider>
          <Form onSubmit={submit} noValidate disableInvalidFormNotification>
            <Stack>
              <EmailInput />
              <PasswordInput
                source="password"
                label="Password"
                autoComplete="current-password"
                validate={validateRequired}
              />
              {error?.needsOrganization && (
                <TextInput
                  source="organizationName"
                  label="Organization name"
                  validate={validateRequired}
                  helperText="The organization you want to log in to"
                />
              )}
              <Button type="submit" variant="contained" size="large" disabled={pending} sx={{ mt: 2 }}>
                Log in
              </Button>
            </Stack>
          </Form>
          <Box sx={{ mt: 3, textAlign: 'center' }}>
            <Typography variant="body2" component="span">
              Forgot password?{' '}
            </Typography>
            <Link component={RouterLink} to="/reset-password" variant="body2" fontWeight={700}>
              Reset
            </Link>
          </Box>
        </>
      )}
    </PublicPage>
  );
}

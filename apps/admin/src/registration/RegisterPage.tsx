import { isD2CPlan, normalizeEmail, validateFullName, validateRequired } from '@framehouse/domain';
import { SubscriptionPlan } from '@framehouse/sdk';
import { Box, Button, Link, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Form, PasswordInput, TextInput } from 'react-admin';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { EmailInput } from '../components/EmailInput';
import { ErrorBanner } from '../components/ErrorBanner';
import { rawTextValue, textValue, type FormValues } from '../components/form-values';
import { PASSWORD_REQUIREMENTS } from '../components/password-requirements';
import { PublicPage } from '../components/PublicPage';
import { enumMember } from '../enum-member';
import { useDocumentTitle } from '../hooks/document-title';
import { useSubmission } from '../hooks/submission';
import { CREATOR_SUITE_NAME, PRODUCT_NAME } from '../product';
import { ConfirmationEmailSent } from './ConfirmationEmailSent';
import { LegalAgreements } from './LegalAgreements';
import { registrationApi } from './registration-data';
import { registrationPlanFor } from './registration-plan';

/** /register, /register/trial, /register/d2c, /register/d2c/trial: a new organization owner. */
export function RegisterPage() {
  const { pathname } = useLocation();
  const plan = registrationPlanFor(pathname);
  const d2c = isD2CPlan(plan);
  useDocumentTitle(d2c ? PRODUCT_NAME : CREATOR_SUITE_NAME);
  const navigate = useNavigate();
  const [registeredEmail, setRegisteredEmail] = useState<string>();
  const { pending, error, submit } = useSubmission();

  const register = async (values: FormValues) => {
    const email = textValue(values, 'email');
    await submit(async () => {
      const user = await registrationApi.registerOwner({
        legalAgreements: {
          acceptsTermsOfUse: values.acceptsTermsOfUse === true,
          acceptsPrivacyPolicy: values.acceptsPrivacyPolicy === true,
        },
        user: { name: textValue(values, 'name'), email, password: rawTextValue(values, 'password') },
        subscriptionPlan: enumMember(SubscriptionPlan, plan),
      });
      // Spec §4: the sent message appears once the returned user's email matches the submitted one.
      if (user && normalizeEmail(user.email) === normalizeEmail(email)) setRegisteredEmail(user.email);
    });
  };

  if (registeredEmail) {
    return (
      <PublicPage title="Check your inbox">
        <ConfirmationEmailSent email={registeredEmail} />
        <Button variant="contained" fullWidth size="large" sx={{ mt: 3 }} onClick={() => navigate('/')}>
          Go back
        </Button>
      </PublicPage>
    );
  }

  return (
    <PublicPage title="Create an account">
      <ErrorBanner message={error} />
      <Form onSubmit={register} mode="onChange" noValidate disableInvalidFormNotification>
        <Stack>
          <TextInput source="name" label="Full name" autoComplete="name" validate={validateFullName} />
          <EmailInput />
          <PasswordInput
            source="password"
            label="Password"
            autoComplete="new-password"
            validate={validateRequired}
            helperText={PASSWORD_REQUIREMENTS}
          />
          <LegalAgreements d2c={d2c} />
          <Button type="submit" variant="contained" size="large" disabled={pending} sx={{ mt: 2 }}>
            Next
          </Button>
        </Stack>
      </Form>
      <Box sx={{ mt: 3, textAlign: 'center' }}>
        <Typography variant="body2" component="span">
          Already have an account?{' '}
        </Typography>
        <Link component={RouterLink} to="/" variant="body2" fontWeight={700}>
          Login here
        </Link>
      </Box>
    </PublicPage>
  );
}

import { ContextMessages, ErrorCode, validateFullName, validateNewPassword } from '@framehouse/domain';
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { Form, PasswordInput, TextInput, useLogin } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { ErrorBanner } from '../components/ErrorBanner';
import { rawTextValue, textValue, type FormValues } from '../components/form-values';
import { PASSWORD_REQUIREMENTS } from '../components/password-requirements';
import { PublicPage } from '../components/PublicPage';
import { useDocumentTitle } from '../hooks/document-title';
import { useSubmission } from '../hooks/submission';
import { PRODUCT_NAME } from '../product';
import { LegalAgreements } from './LegalAgreements';
import { registrationApi } from './registration-data';

/** ACCOUNT_ALREADY_VERIFIED reads differently when an invited member creates the account. */
const MEMBER_ACCOUNT_MESSAGES = {
  [ErrorCode.ACCOUNT_ALREADY_VERIFIED]: ContextMessages.accountAlreadyVerifiedForMember,
};

const validatePassword = (value: string | undefined) => validateNewPassword(value);

/** An invited member's account creation, reached from the invitation email (`/verify?id=…&member=1`). */
export function MemberAccountForm({ token }: { token: string }) {
  useDocumentTitle(PRODUCT_NAME);
  const navigate = useNavigate();
  const login = useLogin();
  const [authToken, setAuthToken] = useState<string>();
  const { pending, error, submit } = useSubmission();

  const createAccount = async (values: FormValues) => {
    await submit(async () => {
      const createdToken = await registrationApi.verifyMemberAccount(
        {
          token,
          legalAgreements: {
            acceptsTermsOfUse: values.acceptsTermsOfUse === true,
            acceptsPrivacyPolicy: values.acceptsPrivacyPolicy === true,
          },
          user: { name: textValue(values, 'name'), password: rawTextValue(values, 'password') },
        },
        MEMBER_ACCOUNT_MESSAGES,
      );
      setAuthToken(createdToken ?? '');
    });
  };

  // Through react-admin's login, so the permissions it cached while logged out are read again.
  const goToDashboard = () => (authToken ? login({ authToken }) : navigate('/'));

  if (authToken !== undefined) {
    return (
      <PublicPage title={ContextMessages.memberAccountCreated}>
        <Button variant="contained" fullWidth size="large" onClick={goToDashboard}>
          Go to dashboard
        </Button>
      </PublicPage>
    );
  }

  return (
    <PublicPage title="Create your account">
      <ErrorBanner message={error} />
      <Form onSubmit={createAccount} mode="onChange" noValidate disableInvalidFormNotification>
        <Stack>
          <TextInput source="name" label="Full name" autoComplete="name" validate={validateFullName} />
          <PasswordInput
            source="password"
            label="Password"
            autoComplete="new-password"
            validate={validatePassword}
            helperText={PASSWORD_REQUIREMENTS}
          />
          <LegalAgreements />
          <Button type="submit" variant="contained" size="large" disabled={pending} sx={{ mt: 2 }}>
            Create account
          </Button>
        </Stack>
      </Form>
    </PublicPage>
  );
}

import { organizationCreatedMessage, validateOrganizationName } from '@framehouse/domain';
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { Form, TextInput } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { ErrorBanner } from '../components/ErrorBanner';
import { textValue, type FormValues } from '../components/form-values';
import { PublicPage } from '../components/PublicPage';
import { useDocumentTitle } from '../hooks/document-title';
import { useSubmission } from '../hooks/submission';
import { CREATOR_SUITE_NAME, PRODUCT_NAME } from '../product';
import { goToPaymentProvider } from '../billing/checkout';
import { registrationApi } from './registration-data';

function paymentSessionUrls(organizationName: string | undefined) {
  const successUrl = new URL('/register/success-payment', window.location.origin);
  if (organizationName) successUrl.searchParams.set('successName', organizationName);
  // Cancelling the checkout comes back to this very link, to try again.
  return { successUrl: successUrl.toString(), cancelUrl: window.location.href };
}

const validateOptionalName = (value: string | undefined) =>
  validateOrganizationName(value, { required: false });

/** A verified owner names the organization; paid plans continue to the hosted checkout. */
export function OrganizationCreationForm({ token, d2c }: { token: string; d2c: boolean }) {
  useDocumentTitle(d2c ? PRODUCT_NAME : CREATOR_SUITE_NAME);
  const navigate = useNavigate();
  const [createdName, setCreatedName] = useState<string>();
  const { pending, error, submit } = useSubmission();

  const create = async (values: FormValues) => {
    const name = textValue(values, 'name') || undefined;
    await submit(async () => {
      const { organization, paymentSession } = await registrationApi.createOrganization({
        token,
        organization: name ? { name } : undefined,
        paymentSession: paymentSessionUrls(name),
      });
      if (paymentSession) {
        // The hosted checkout's own address: no payment client script to load first (decisions.md).
        goToPaymentProvider(paymentSession.url);
        return;
      }
      setCreatedName(organization?.name ?? name ?? '');
    });
  };

  if (createdName !== undefined) {
    return (
      <PublicPage title={organizationCreatedMessage(createdName)}>
        <Button variant="contained" fullWidth size="large" onClick={() => navigate('/')}>
          Log in
        </Button>
      </PublicPage>
    );
  }

  return (
    <PublicPage title="Create your organization">
      <ErrorBanner message={error} />
      <Form onSubmit={create} mode="onChange" noValidate disableInvalidFormNotification>
        <Stack>
          <TextInput
            source="name"
            label="Organization name"
            validate={validateOptionalName}
            helperText="Optional. It is used in the invitation emails sent to your members."
          />
          <Button type="submit" variant="contained" size="large" disabled={pending} sx={{ mt: 2 }}>
            Next
          </Button>
        </Stack>
      </Form>
    </PublicPage>
  );
}

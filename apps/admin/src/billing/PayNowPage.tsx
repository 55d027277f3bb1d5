import {
  BillingMessages,
  ErrorCode,
  ErrorMessages,
  isActiveSubscriptionStatus,
  Permission,
  SubscriptionStatus,
} from '@framehouse/domain';
import { Button, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { useCallback } from 'react';
import { useLogout, usePermissions } from 'react-admin';
import { Link as RouterLink, Navigate } from 'react-router-dom';
import { useIsLoggedIn } from '../auth/token-storage';
import { PublicPage } from '../components/PublicPage';
import { enumMember } from '../enum-member';
import { ErrorBanner } from '../components/ErrorBanner';
import { useApiCall } from '../hooks/api-call';
import { useCurrentUser, useHasPermissions } from '../hooks/current-user';
import { useLoaded } from '../hooks/use-loaded';
import { useSubmission } from '../hooks/submission';
import { billingApi } from './billing-data';
import { goToPaymentProvider, pageOfThisSite } from './checkout';
import { PAYMENT_PLAN_PATH } from './PaymentPlanTab';
import { useDocumentTitle } from '../hooks/document-title';
import { productTitle } from '../product';

/** /pay-now: where a logged-in user of an organization without an active subscription is sent. */
export function PayNowPage() {
  const loggedIn = useIsLoggedIn();
  if (!loggedIn) return <Navigate to="/" replace />;
  return <PayNowGate />;
}

function PayNowGate() {
  const { me, isPending } = useCurrentUser();
  const { permissions } = usePermissions<string[]>();
  const canPay = useHasPermissions(Permission.CREATE_PAYMENT_SESSION);
  const logout = useLogout();
  useDocumentTitle(productTitle(permissions));

  if (isPending) {
    return (
      <PublicPage>
        <Stack alignItems="center">
          <CircularProgress aria-label="Loading" />
        </Stack>
      </PublicPage>
    );
  }

  const active = isActiveSubscriptionStatus(
    enumMember(SubscriptionStatus, me?.organization?.subscription?.status),
  );
  return (
    <PublicPage title={active ? 'Subscription active' : 'Organization deactivated'}>
      {active ? (
        <Typography>
          Your organization has an active subscription.{' '}
          <Link component={RouterLink} to="/">
            Go to the dashboard
          </Link>
          .
        </Typography>
      ) : canPay ? (
        <PaymentForm organizationName={me?.organization?.name} />
      ) : (
        <Typography>
          Your organization has been deactivated. Contact the admin of your organization.
        </Typography>
      )}
      <Button
        variant={active ? 'contained' : 'outlined'}
        fullWidth
        size="large"
        sx={{ mt: 3 }}
        onClick={() => logout({}, '/', false)}
      >
        Logout
      </Button>
    </PublicPage>
  );
}

/**
 * The payment form of pay-now (spec §2): the premium plan at its price through the hosted checkout,
 * returning to the Payment Plan tab once paid and here when abandoned. A server that sells nothing by
 * card says whom to ask instead.
 */
function PaymentForm({ organizationName }: { organizationName: string | undefined }) {
  const load = useCallback(() => billingApi.paymentPlan(), []);
  const { data: subscription, loading } = useLoaded(load);
  const call = useApiCall();
  const { pending, error, submit } = useSubmission();
  const pay = () =>
    submit(async () => {
      const session = await call(() =>
        billingApi.createPaymentSession({
          successUrl: pageOfThisSite(PAYMENT_PLAN_PATH),
          cancelUrl: pageOfThisSite('/pay-now'),
        }),
      );
      goToPaymentProvider(session?.url);
    });
  if (loading) return <CircularProgress aria-label="Loading" />;
  return (
    <>
      {organizationName && (
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 500 }}>
          {organizationName}
        </Typography>
      )}
      <Typography sx={{ mb: 2 }}>{BillingMessages.planExpired}</Typography>
      <ErrorBanner message={error} />
      {subscription?.paymentsEnabled ? (
        <Button variant="contained" fullWidth size="large" onClick={pay} disabled={pending}>
          Pay now
        </Button>
      ) : (
        <Typography>{ErrorMessages[ErrorCode.PAYMENTS_NOT_CONFIGURED]}</Typography>
      )}
    </>
  );
}

import { isActiveSubscriptionStatus, Permission, SubscriptionStatus } from '@framehouse/domain';
import { Button, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { useLogout, usePermissions } from 'react-admin';
import { Link as RouterLink, Navigate } from 'react-router-dom';
import { useIsLoggedIn } from '../auth/token-storage';
import { PublicPage } from '../components/PublicPage';
import { enumMember } from '../enum-member';
import { useCurrentUser, useHasPermissions } from '../hooks/current-user';
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
        <Typography>
          The subscription of {me?.organization?.name ?? 'your organization'} has expired: the organization
          and its members are deactivated until a payment is confirmed. Contact the support to renew it.
        </Typography>
      ) : (
        <Typography>
          Your organization has been deactivated. Contact the admin of your organization.
        </Typography>
      )}
      <Button
        variant="contained"
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

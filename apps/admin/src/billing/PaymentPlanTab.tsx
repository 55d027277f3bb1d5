import { BillingMessages, ContextMessages, Permission } from '@framehouse/domain';
import { Alert, Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { useCallback, useState } from 'react';
import { useNotify } from 'react-admin';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { ErrorBanner } from '../components/ErrorBanner';
import { LoadGate } from '../components/LoadGate';
import { Meter } from '../d2c/UsageMeters';
import { useApiCall } from '../hooks/api-call';
import { useHasPermissions } from '../hooks/current-user';
import { useLoaded } from '../hooks/use-loaded';
import { useSubmission } from '../hooks/submission';
import { billingApi } from './billing-data';
import { goToPaymentProvider, pageOfThisSite } from './checkout';
import { paymentPlanView, type PaymentPlanView, type PlanSubscription } from './payment-plan';

/** Where the provider sends the browser back after paying or from its billing portal. */
export const PAYMENT_PLAN_PATH = '/organization/payment-plan';

/** /organization/payment-plan: the plan, its limits, and paying, upgrading, cancelling or managing it. */
export function PaymentPlanTab() {
  const load = useCallback(() => billingApi.paymentPlan(), []);
  const { data, error, loading, reload } = useLoaded(load);
  return (
    <LoadGate loading={loading} error={error} data={data}>
      {(subscription) => <PaymentPlan subscription={subscription} reload={reload} />}
    </LoadGate>
  );
}

function PaymentPlan({
  subscription,
  reload,
}: {
  subscription: PlanSubscription;
  reload: () => Promise<unknown>;
}) {
  const can = {
    pay: useHasPermissions(Permission.CREATE_PAYMENT_SESSION),
    cancel: useHasPermissions(Permission.CANCEL_SUBSCRIPTION),
    portal: useHasPermissions(Permission.CREATE_CUSTOMER_PORTAL_SESSION),
  };
  const view = paymentPlanView(subscription, can);
  const call = useApiCall();
  const notify = useNotify();
  const { pending, error, submit } = useSubmission();
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const cancelSubmission = useSubmission();

  const upgrade = () =>
    submit(async () => {
      const session = await call(() =>
        billingApi.createPaymentSession({
          successUrl: pageOfThisSite(PAYMENT_PLAN_PATH),
          cancelUrl: pageOfThisSite(PAYMENT_PLAN_PATH),
        }),
      );
      goToPaymentProvider(session?.url);
    });
  const manageBilling = () =>
    submit(async () => {
      goToPaymentProvider(
        await call(() => billingApi.createPortalSession(pageOfThisSite(PAYMENT_PLAN_PATH))),
      );
    });
  const cancel = async () => {
    const done = await cancelSubmission.submit(async () => {
      await call(billingApi.cancelSubscription);
      return true;
    });
    if (!done) return;
    setConfirmingCancel(false);
    notify(ContextMessages.subscriptionCanceled, { type: 'success' });
    await reload();
  };

  return (
    <Box sx={{ maxWidth: 720 }}>
      <ErrorBanner message={error} />
      <PlanSummary view={view} />
      {view.expired && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {BillingMessages.planExpired}
        </Alert>
      )}
      {subscription.paymentFailed && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          The last payment failed. The plan stays active while the card is retried: update it in Manage
          billing.
        </Alert>
      )}
      {view.paymentsUnavailable && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Card payments are not set up on this server. Contact your administrator to change the plan.
        </Alert>
      )}
      <Stack direction="row" spacing={1.5} sx={{ mb: 3 }}>
        {view.canUpgrade && (
          <Button variant="contained" onClick={upgrade} disabled={pending}>
            {view.expired ? 'Pay now' : 'Upgrade to Premium'}
          </Button>
        )}
        {view.canManageBilling && (
          <Button variant="outlined" onClick={manageBilling} disabled={pending}>
            Manage billing
          </Button>
        )}
        {view.canCancel && (
          <Button color="error" onClick={() => setConfirmingCancel(true)} disabled={pending}>
            Cancel subscription
          </Button>
        )}
      </Stack>
      <LimitMeters view={view} />
      {confirmingCancel && (
        <ConfirmDialog
          title="Cancel subscription"
          confirmLabel="Cancel subscription"
          pending={cancelSubmission.pending}
          error={cancelSubmission.error}
          onConfirm={() => void cancel()}
          onClose={() => setConfirmingCancel(false)}
        >
          The subscription stays active until the end of the period already paid, then the organization and
          its members are deactivated. Are you sure you want to cancel it?
        </ConfirmDialog>
      )}
    </Box>
  );
}

function PlanSummary({ view }: { view: PaymentPlanView }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-label="Plan">
      <Stack direction="row" spacing={1.5} alignItems="center" sx={{ mb: 1 }}>
        <Typography variant="h6" component="h2">
          {view.planLabel} plan
        </Typography>
        <Chip
          label={view.statusLabel}
          size="small"
          color={view.expired ? 'error' : 'primary'}
          variant={view.expired ? 'filled' : 'outlined'}
          data-testid="subscription-status"
        />
      </Stack>
      {view.cost && <Typography color="text.secondary">{view.cost}</Typography>}
      {view.endsAt && (
        <Typography color="text.secondary" data-testid="subscription-ends">
          {view.expired ? `Ended on ${view.endsAt}` : `Active until ${view.endsAt}`}
        </Typography>
      )}
    </Paper>
  );
}

function LimitMeters({ view }: { view: PaymentPlanView }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Limits">
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        Limits
      </Typography>
      {view.meters.length === 0 ? (
        <Typography color="text.secondary">Your plan has no limits.</Typography>
      ) : (
        <Stack spacing={2}>
          {view.meters.map((meter) => (
            <Meter key={meter.kind} label={meter.label} bar={meter.bar} detail={meter.period} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}

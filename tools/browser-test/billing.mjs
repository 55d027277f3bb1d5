// The billing browser test: a paid registration goes through the hosted checkout (the loopback fake of
// Stripe, started by serve.mjs) and comes back to the payment-success page; the owner logs in to an
// active organization and finds the Payment Plan tab: plan, price, limits, Manage billing (the provider's
// portal and back) and Cancel subscription (confirmed; the plan then shows its end date). A trial owner
// sees the trial and its upgrade; when the trial ends they are sent to pay-now, pay through the checkout
// and come back to a Premium plan with their access.
// Needs BASE_URL (the API), SMTP_CATCHER_URL and DATABASE_URL (set by serve.mjs).
// Prints one line per step and "N passed, N failed" last; exits non-zero on a failure.
import { logIn, register, signUpOwner, verificationLink } from './fixtures.mjs';
import { join } from 'node:path';
import pg from 'pg';
import { expect, openBrowser, required, SCREENSHOTS } from './harness.mjs';

const BASE_URL = required('BASE_URL');

const run = Date.now().toString(36);
const payer = { name: 'Paula Payer', email: `billing-${run}@example.com`, password: 'Copper-Meadow-47' };
const payerOrganization = `Paid Studio ${run}`;
const trialOwner = {
  name: 'Tom Trial',
  email: `billing-trial-${run}@example.com`,
  password: 'Silver-Canyon-83',
};

const { page, pageErrors, step, finish, toast } = await openBrowser({}, { accessibility: true });

const planSection = () => page.getByRole('region', { name: 'Plan' });

await step('a paid registration goes on to the hosted checkout', 'billing-01-checkout', async () => {
  await register(page, payer, '/register');
  await page.goto(await verificationLink(payer.email));
  await page.getByLabel('Organization name').fill(payerOrganization);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { name: 'Test checkout' }).waitFor();
  await page.getByText('49.00 USD / month').waitFor();
});

await step('paying returns to the payment-success page', 'billing-02-payment-success', async () => {
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL(/\/register\/success-payment\?successName=/);
  await page.getByRole('heading', { name: `Organization ${payerOrganization} created` }).waitFor();
  await page.getByText('The payment has finished and the Premium Plan is activated.').waitFor();
});

await step('the owner logs in to an active organization', 'billing-03-logged-in', async () => {
  await logIn(page, payer);
  expect(!page.url().includes('/pay-now'), `sent to ${page.url()}`);
});

await step(
  'the Payment Plan tab shows the plan, its price and limits',
  'billing-04-payment-plan',
  async () => {
    await page.goto(`${BASE_URL}/organization/payment-plan`);
    await planSection().getByRole('heading', { name: 'Premium plan' }).waitFor();
    await planSection().getByText('Renews monthly at $49.00').waitFor();
    await page.getByRole('group', { name: 'Uploaded videos' }).waitFor();
    await page.getByRole('button', { name: 'Manage billing' }).waitFor();
    await page.getByRole('button', { name: 'Cancel subscription' }).waitFor();
    expect(
      !(await page.getByRole('button', { name: 'Upgrade to Premium' }).isVisible()),
      'upgrade offered to premium',
    );
  },
);

await step("Manage billing opens the provider's portal and comes back", 'billing-05-portal', async () => {
  await page.getByRole('button', { name: 'Manage billing' }).click();
  await page.getByRole('heading', { name: 'Test billing portal' }).waitFor();
  await page.screenshot({ path: join(SCREENSHOTS, 'billing-05a-portal-page.png'), fullPage: true });
  await page.getByRole('link', { name: 'Return' }).click();
  await page.waitForURL(/\/organization\/payment-plan$/);
  await planSection().getByRole('heading', { name: 'Premium plan' }).waitFor();
});

await step('cancelling asks first', 'billing-06-cancel-confirmation', async () => {
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await page.getByRole('dialog').getByText('Are you sure you want to cancel it?').waitFor();
});

await step(
  'a cancelled subscription shows its end date and no cancel button',
  'billing-07-cancelled',
  async () => {
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel subscription' }).click();
    await toast('Subscription has been canceled.').waitFor();
    await page
      .getByTestId('subscription-ends')
      .getByText(/^Active until /)
      .waitFor();
    await page.getByRole('button', { name: 'Cancel subscription' }).waitFor({ state: 'detached' });
  },
);

await step('a trial owner sees the trial with its end and an upgrade', 'billing-08-trial-plan', async () => {
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signUpOwner(page, trialOwner, `Trial Studio ${run}`);
  await page.goto(`${BASE_URL}/organization/payment-plan`);
  await planSection().getByRole('heading', { name: 'Trial plan' }).waitFor();
  await page
    .getByTestId('subscription-ends')
    .getByText(/^Active until /)
    .waitFor();
});

await step('when the trial ends, the owner is sent to pay now', 'billing-09-pay-now', async () => {
  // Time passing: the trial's end moves into the past.
  const client = new pg.Client({ connectionString: required('DATABASE_URL') });
  await client.connect();
  try {
    await client.query(
      `UPDATE subscriptions SET "endsAt" = now() - interval '1 minute'
       WHERE "organizationId" = (SELECT "organizationId" FROM users WHERE email = $1)`,
      [trialOwner.email],
    );
  } finally {
    await client.end();
  }
  await page.goto(`${BASE_URL}/`);
  await page.waitForURL(/\/pay-now$/);
  await page.getByText(/Your plan has expired/).waitFor();
  await page.getByRole('button', { name: 'Pay now' }).waitFor();
});

await step('paying now goes through the checkout and brings access back', 'billing-10-paid', async () => {
  await page.getByRole('button', { name: 'Pay now' }).click();
  await page.getByRole('heading', { name: 'Test checkout' }).waitFor();
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL(/\/organization\/payment-plan$/);
  await planSection().getByRole('heading', { name: 'Premium plan' }).waitFor();
  await page.getByTestId('subscription-status').getByText('Premium').waitFor();
  await page.getByRole('navigation', { name: 'Main navigation' }).getByText('Videos').click();
  await page.waitForURL(/\/dashboard|\/$/);
  expect(!page.url().includes('/pay-now'), `sent to ${page.url()}`);
});

await step('the pages raised no uncaught errors', 'billing-11-final', async () => {
  expect(pageErrors.length === 0, `uncaught errors: ${pageErrors.join(' | ')}`);
});

await finish();

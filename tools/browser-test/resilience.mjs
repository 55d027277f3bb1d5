// Admin resilience (issue 19 item 6): a rendering failure shows the English "Something went wrong" dialog
// with a reference, never a blank page, and reaches the error reporting server (serve.mjs configures the
// API with the loopback fake of Sentry as ERROR_REPORTING_DSN) under that reference.
// How a screen is made to fail, honestly and with nothing in the product for it: the test answers the
// `Me` query itself with the organization's name as an object instead of a string, as an API out of step
// with the admin could; the navigation renders that name, and React refuses an object as a child.
// Drives Chromium against the API serving the built admin; needs BASE_URL, SMTP_CATCHER_URL and
// SENTRY_EVENTS_URL. Prints one line per step and "N passed, N failed" last.
import { signUpOwner } from './fixtures.mjs';
import { eventually, expect, openBrowser, required } from './harness.mjs';

const BASE_URL = required('BASE_URL');
const SENTRY_EVENTS_URL = required('SENTRY_EVENTS_URL');
const run = Date.now().toString(36);
const owner = {
  name: 'Rita Resilient',
  email: `resilience-${run}@example.com`,
  password: 'Granite-Orchard-57',
};
const { page, step, finish } = await openBrowser({}, { accessibility: true });
let reference = '';

/** Answers the Me query with the organization's name as an object: what the navigation cannot render. */
async function answerMeWithAnObjectName(route) {
  const body = route.request().postDataJSON();
  if (!/\bquery Me\b/.test(body?.query ?? '')) return route.continue();
  const response = await route.fetch();
  const answer = await response.json();
  answer.data.me.organization.name = { unexpected: 'shape' };
  return route.fulfill({ response, json: answer });
}

await step('an owner signs up and sees the dashboard', 'resilience-01-dashboard', async () => {
  await signUpOwner(page, owner, `Resilience ${run}`);
});

await step('a screen that fails to render shows the dialog', 'resilience-02-crash-dialog', async () => {
  await page.route('**/graphql/**', answerMeWithAnObjectName);
  await page.goto(`${BASE_URL}/dashboard`);
  const dialog = page.getByRole('dialog', { name: 'Something went wrong' });
  await dialog
    .getByText('This page stopped working because of an unexpected error.', { exact: false })
    .waitFor();
  await dialog.getByRole('button', { name: 'Reload the page' }).waitFor();
  await dialog.getByRole('link', { name: 'Go to the dashboard' }).waitFor();
  await dialog.getByRole('button', { name: 'Copy the reference' }).waitFor();
  reference = (await dialog.getByTestId('crash-reference').textContent()) ?? '';
  expect(/^[0-9a-f]{32}$/.test(reference), `the reference reads "${reference}"`);
});

await step(
  'the failure reaches the error reporting server under its reference',
  'resilience-03-reported',
  async () => {
    const event = await eventually(
      async () => {
        const events = await (await fetch(SENTRY_EVENTS_URL)).json();
        return events.find((candidate) => candidate.eventId === reference);
      },
      (found) => found !== undefined,
      () => `no event ${reference} on the error reporting server`,
      10_000,
    );
    // React's production build names its errors by number: #31 is "Objects are not valid as a React child".
    expect(
      event.exceptions.some((line) => line.includes('Minified React error #31')),
      `the event's exceptions: ${event.exceptions.join('; ')}`,
    );
    // Where in the tree it failed (the production build's component names are minified).
    const componentStack = String(event.contexts.react?.componentStack ?? '');
    expect(/\n\s+at /.test(componentStack), `the component stack: "${componentStack.slice(0, 200)}"`);
  },
);

await step('"Go to the dashboard" leads back to a working dashboard', 'resilience-04-recovered', async () => {
  await page.unroute('**/graphql/**', answerMeWithAnObjectName);
  await page.getByRole('link', { name: 'Go to the dashboard' }).click();
  await page.getByRole('navigation', { name: 'Main navigation' }).getByText(owner.name).waitFor();
  // The root is the dashboard (HomePage), in a page loaded anew.
  expect(new URL(page.url()).pathname === '/', `the page is ${page.url()}`);
  expect(
    (await page.getByRole('dialog', { name: 'Something went wrong' }).count()) === 0,
    'the dialog is still shown',
  );
});

await finish();

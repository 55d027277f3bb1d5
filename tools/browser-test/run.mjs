// The admin's browser test: a new owner registers on a trial plan, opens the mailed verification link,
// creates the organization, logs in, renames the organization and invites a member, who then creates
// an account from the invitation email. Drives Chromium against the API serving the built admin.
// Needs BASE_URL (the API) and SMTP_CATCHER_URL (GET /messages?to=… of the loopback SMTP catcher).
// Prints one line per step and "N passed, N failed" last; exits non-zero on a failure.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const BASE_URL = required('BASE_URL').replace(/\/$/, '');
const SMTP_CATCHER_URL = required('SMTP_CATCHER_URL').replace(/\/$/, '');
const SCREENSHOTS = join(dirname(fileURLToPath(import.meta.url)), 'screenshots');
const STEP_TIMEOUT_MS = 20_000;

function required(name) {
  const value = process.env[name];
  if (!value) {
    console.error(`${name} is not set`);
    console.log('0 passed, 1 failed');
    process.exit(1);
  }
  return value;
}

const run = Date.now().toString(36);
const owner = { name: 'Olivia Owner', email: `owner-${run}@example.com`, password: 'Amber-Lantern-17' };
const member = { name: 'Max Member', email: `member-${run}@example.com`, password: 'Violet-Canyon-42' };
const organizationName = `Browser Studio ${run}`;
const renamedOrganization = `Renamed Studio ${run}`;

/** The newest mail to `address` with a link matching `pattern`, waiting for it to arrive. */
async function mailedLink(address, pattern, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await fetch(`${SMTP_CATCHER_URL}/messages?to=${encodeURIComponent(address)}`);
    const mails = response.ok ? await response.json() : [];
    for (const mail of [...mails].reverse()) {
      const link = mail.links.find((candidate) => pattern.test(candidate));
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no mail to ${address} with a link matching ${pattern}`);
}

function expect(condition, message) {
  if (!condition) throw new Error(message);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
mkdirSync(SCREENSHOTS, { recursive: true });

const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
context.setDefaultTimeout(STEP_TIMEOUT_MS);
const page = await context.newPage();
const pageErrors = [];
page.on('pageerror', (error) => pageErrors.push(error.message));

let passed = 0;
let failed = 0;
let stopped = false;

async function step(name, screenshot, action) {
  if (stopped) return;
  try {
    await action();
    await page.screenshot({ path: join(SCREENSHOTS, `${screenshot}.png`), fullPage: true });
    passed += 1;
    console.log(`ok ${passed + failed} - ${name}`);
  } catch (error) {
    failed += 1;
    stopped = true; // every later step builds on this one
    await page
      .screenshot({ path: join(SCREENSHOTS, `${screenshot}-failed.png`), fullPage: true })
      .catch(() => {});
    console.log(
      `not ok ${passed + failed} - ${name}: ${error instanceof Error ? error.message.split('\n')[0] : error}`,
    );
  }
}

const toast = (text) => page.getByRole('region', { name: 'Notifications' }).getByText(text);

await step('the logged-out root shows the login page', '01-login', async () => {
  await page.goto(`${BASE_URL}/`);
  await page.getByRole('heading', { name: 'Log in' }).waitFor();
  await page.getByRole('button', { name: 'Sign in with Google' }).waitFor();
  expect((await page.title()) === 'Framehouse', `title is "${await page.title()}"`);
});

await step('an owner registers on the trial plan', '02-registered', async () => {
  await page.goto(`${BASE_URL}/register/trial`);
  await page.getByRole('heading', { name: 'Create an account' }).waitFor();
  expect((await page.title()) === 'Framehouse Creator Suite', `title is "${await page.title()}"`);
  await page.getByLabel('Full name').fill(owner.name);
  await page.getByLabel('Email').fill(owner.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(owner.password);
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('checkbox', { name: /privacy policy/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText(`A confirmation email was sent to ${owner.email}`).waitFor();
});

let verificationLink;
await step('the verification email arrives with its link', '03-verification-mailed', async () => {
  verificationLink = await mailedLink(owner.email, /\/verify(\/d2c)?\?id=/);
  expect(verificationLink.startsWith(BASE_URL), `link ${verificationLink} is not on ${BASE_URL}`);
});

await step('the verification link creates the organization', '04-organization-created', async () => {
  await page.goto(verificationLink);
  await page.getByLabel('Organization name').fill(organizationName);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { name: `Organization ${organizationName} created` }).waitFor();
});

await step('the owner logs in and sees the video dashboard', '05-dashboard', async () => {
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByLabel('Email').fill(owner.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(owner.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('heading', { name: 'Videos' }).waitFor();
  await page.getByRole('navigation', { name: 'Main navigation' }).getByText(owner.name).waitFor();
  expect((await page.title()) === 'Framehouse Creator Suite', `title is "${await page.title()}"`);
});

await step('the owner renames the organization', '06-organization-renamed', async () => {
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Organization' })
    .click();
  await page.getByRole('heading', { name: 'Organization', exact: true }).waitFor();
  const name = page.getByLabel('Organization name');
  expect((await name.inputValue()) === organizationName, `the name field shows "${await name.inputValue()}"`);
  await name.fill(renamedOrganization);
  await page.getByRole('button', { name: 'Save' }).click();
  await toast('Name has been successfully changed.').waitFor();
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByText(renamedOrganization)
    .first()
    .waitFor();
});

await step('the Members tab lists the owner', '07-members', async () => {
  await page.getByRole('tab', { name: 'Members' }).click();
  await page.getByRole('cell', { name: owner.email, exact: true }).waitFor();
  await page.getByRole('cell', { name: 'OWNER', exact: true }).waitFor();
});

await step('the owner invites a member', '08-member-invited', async () => {
  await page.getByRole('button', { name: 'Invite member' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Email' }).fill(member.email);
  await dialog.getByText('VIDEO EDITOR').waitFor();
  await dialog.getByRole('button', { name: 'Invite', exact: true }).click();
  await toast('New member has been invited. Let them know to check their inbox.').waitFor();
  await page.getByRole('cell', { name: member.email, exact: true }).waitFor();
});

let invitationLink;
await step(
  'the invitation email links to the member variant of /verify',
  '09-invitation-mailed',
  async () => {
    invitationLink = await mailedLink(member.email, /\/verify\?id=.*member=1/);
  },
);

await step('the invited member creates the account and is signed in', '10-member-account', async () => {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.getByRole('heading', { name: 'Log in' }).waitFor();
  await page.goto(invitationLink);
  await page.getByLabel('Full name').fill(member.name);
  await page.getByRole('textbox', { name: 'Password' }).fill(member.password);
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('checkbox', { name: /privacy policy/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('heading', { name: 'Congratulations. Account created!' }).waitFor();
  await page.getByRole('button', { name: 'Go to dashboard' }).click();
  await page.getByRole('navigation', { name: 'Main navigation' }).getByText(member.name).waitFor();
});

await step('the video editor sees the video dashboard', '11-member-dashboard', async () => {
  await page.getByRole('heading', { name: 'Videos' }).waitFor();
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Videos' })
    .waitFor();
});

await step('the page raised no uncaught errors', '12-final', async () => {
  expect(pageErrors.length === 0, `uncaught: ${pageErrors.join(' | ')}`);
});

await browser.close();
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);

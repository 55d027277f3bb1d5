// The D2C page's browser test: an owner registers on the D2C trial plan, opens the mailed verification
// link, creates the organization, logs in and lands on the D2C page (API Keys Management). There they
// create an API key (a name breaking the rule first, then a taken one), see it in "Install D2C", send a
// short spoken file to the REST API with it and follow the job to COMPLETE on Service Usage with its
// meters, then revoke the key after the confirmation and see the REST API refuse it.
// Drives Chromium against the API serving the built admin, with the transcoder working its queues.
// Needs BASE_URL (the API) and SMTP_CATCHER_URL (GET /messages?to=… of the loopback SMTP catcher);
// TRANSCODER_STATE_FILE and TRANSCODER_LOG (set by serve.mjs) explain a job that is not transcribed.
// Prints one line per step and "N passed, N failed" last; exits non-zero on a failure.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createOrganization,
  logIn,
  register,
  verificationLink as mailedVerificationLink,
  waitForRowStatus,
} from './fixtures.mjs';
import { expect, ffmpeg, openBrowser, required, SCREENSHOTS, sleep, speak } from './harness.mjs';

const BASE_URL = required('BASE_URL');
const TRANSCRIPTION_TIMEOUT_MS = 180_000;

const run = Date.now().toString(36);
const owner = { name: 'Dana D2C', email: `d2c-owner-${run}@example.com`, password: 'Copper-Meadow-63' };
const organizationName = `D2C Studio ${run}`;
const keyName = 'studio-plugin';

const { context, page, pageErrors, step, finish, toast } = await openBrowser({}, { accessibility: true });
// The copy buttons write to the clipboard; the test reads it back.
await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
const keyRow = () => page.getByRole('row').filter({ hasText: keyName });
const clipDir = mkdtempSync(join(tmpdir(), 'framehouse-d2c-'));

await step('an owner registers on the D2C trial plan', 'd2c-01-registered', async () => {
  await register(page, owner, '/register/d2c/trial');
  expect((await page.title()) === 'Framehouse', `title is "${await page.title()}"`);
});

let verificationLink;
await step('the verification email links to /verify/d2c', 'd2c-02-verification-mailed', async () => {
  verificationLink = await mailedVerificationLink(owner.email);
  expect(/\/verify\/d2c\?id=/.test(verificationLink), `link ${verificationLink} is not to /verify/d2c`);
  expect(verificationLink.startsWith(BASE_URL), `link ${verificationLink} is not on ${BASE_URL}`);
});

await step('the verification link creates the organization', 'd2c-03-organization-created', async () => {
  await createOrganization(page, verificationLink, organizationName);
});

await step(
  'the owner logs in and lands on the D2C page, API Keys Management',
  'd2c-04-d2c-page',
  async () => {
    await logIn(page, owner);
    await page.getByRole('heading', { name: 'D2C', exact: true }).waitFor();
    await page.waitForURL(/\/d2c$/);
    await page.getByRole('tab', { name: 'API Keys Management', selected: true }).waitFor();
    await page.getByRole('tab', { name: 'Service Usage' }).waitFor();
    await page.getByText('No API keys yet.', { exact: false }).waitFor();
    expect((await page.title()) === 'Framehouse', `title is "${await page.title()}"`);
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    await navigation.getByRole('link', { name: 'D2C' }).waitFor();
    expect(
      (await navigation.getByRole('link', { name: 'Videos' }).count()) === 0,
      'a D2C owner is offered the video dashboard',
    );
  },
);

await step('a name breaking the rule is refused as it is typed', 'd2c-05-name-rule', async () => {
  await page.getByRole('button', { name: 'Create API key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create API key' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('studio plugin!');
  await dialog
    .getByText('Api Key name must only consist of letters, numbers, dashes and underscores')
    .waitFor();
});

await step('a key is created, with its toast, active in the table', 'd2c-06-key-created', async () => {
  const dialog = page.getByRole('dialog', { name: 'Create API key' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(keyName);
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await toast('API Key has been successfully created.').waitFor();
  await dialog.waitFor({ state: 'hidden' });
  await keyRow().locator('[data-status="active"]').waitFor();
  const masked = await keyRow().getByTestId('api-key-value').textContent();
  expect(/^fhd2c_.{4}•+.{4}$/.test(masked ?? ''), `the key column shows "${masked}", not a masked key`);
});

await step('a taken name is refused in the box inside the dialog', 'd2c-07-duplicate-name', async () => {
  await page.getByRole('button', { name: 'Create API key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create API key' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(keyName.toUpperCase());
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await dialog.getByRole('alert').getByText('API Key name is already taken.').waitFor();
  await page.screenshot({ path: join(SCREENSHOTS, 'd2c-07-duplicate-name-dialog.png'), fullPage: true });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'hidden' });
  expect(
    (await page
      .getByRole('row')
      .filter({ hasText: /studio-plugin/i })
      .count()) === 1,
    'a second key',
  );
});

let apiKey;
await step('the key is revealed and copied, "Copied" on the tooltip', 'd2c-08-key-copied', async () => {
  await keyRow()
    .getByRole('button', { name: `Show key ${keyName}` })
    .click();
  apiKey = ((await keyRow().getByTestId('api-key-value').textContent()) ?? '').trim();
  expect(/^fhd2c_[A-Za-z0-9_-]{43}$/.test(apiKey), `the revealed key is "${apiKey}"`);
  await keyRow()
    .getByRole('button', { name: `Copy key ${keyName}` })
    .click();
  await page.getByRole('tooltip', { name: 'Copied' }).waitFor();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied === apiKey, 'the clipboard does not hold the key');
});

await step(
  'Install D2C shows the key, the API base URL and the OpenAPI document',
  'd2c-09-install',
  async () => {
    await page.getByRole('button', { name: 'Install D2C' }).click();
    const dialog = page.getByRole('dialog', { name: 'Install D2C' });
    const shownKey = await dialog.getByLabel('API key', { exact: true }).textContent();
    expect(shownKey === apiKey, `the dialog shows the key "${shownKey}"`);
    const baseUrl = await dialog.getByLabel('API base URL', { exact: true }).textContent();
    expect(baseUrl === `${BASE_URL}/d2c/api/`, `the dialog shows the API base URL "${baseUrl}"`);
    const openApi = await dialog.getByRole('link', { name: /OpenAPI/ }).getAttribute('href');
    expect(openApi === `${BASE_URL}/d2c/api/openapi.json`, `the OpenAPI link is ${openApi}`);
    const document = await fetch(openApi).then((response) => response.json());
    expect(typeof document.openapi === 'string', 'the OpenAPI link does not serve an OpenAPI document');
    await dialog.getByRole('button', { name: 'Copy API base URL' }).click();
    await page.getByRole('tooltip', { name: 'Copied' }).waitFor();
  },
);

/** About 3 s of espeak-ng speech, as an AAC .m4a (what a plugin would send). */
function makeSpeech() {
  const wav = join(clipDir, 'speech.wav');
  speak('Hello from the design studio. Please transcribe this line.', wav);
  const m4a = join(clipDir, 'studio-line.m4a');
  ffmpeg(['-i', wav, '-c:a', 'aac', '-b:a', '96k', m4a]);
  return m4a;
}

async function submitTranscription(key, path) {
  const form = new FormData();
  form.append('jobName', 'browser test');
  form.append('file', new Blob([readFileSync(path)], { type: 'audio/mp4' }), 'studio-line.m4a');
  return fetch(`${BASE_URL}/d2c/api/transcriptions`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${key}` },
    body: form,
  });
}

await step(
  'Service Usage shows the meters and an empty table before any job',
  'd2c-10-service-usage',
  async () => {
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Install D2C' }).waitFor({ state: 'hidden' });
    await page.getByRole('tab', { name: 'Service Usage' }).click();
    await page.waitForURL(/\/d2c\/service-usage$/);
    const usage = page.getByRole('region', { name: 'Usage' });
    await usage.getByText('Transcription time').waitFor();
    await usage.getByText('Since the plan started').waitFor();
    const included = usage.getByRole('group', { name: 'Included in your plan' });
    await included.getByText('0h 00m of 1h 00m used').waitFor();
    await included.getByText('0.00%').waitFor();
    await page.getByText('No transcriptions yet.', { exact: false }).waitFor();
  },
);

await step(
  'a file sent to the REST API with the key is listed and polled to COMPLETE; the meter moves',
  'd2c-11-transcribed',
  async () => {
    const response = await submitTranscription(apiKey, makeSpeech());
    const job = await response.json();
    expect(response.status === 201, `the REST API answered ${response.status}: ${JSON.stringify(job)}`);
    const row = page.getByRole('row').filter({ hasText: 'studio-line.m4a' });
    // No reload: the table looks for new jobs every 30 s while none runs, then every 3 s.
    await row.waitFor({ timeout: 45_000 });
    await waitForRowStatus(page, row, 'COMPLETED', TRANSCRIPTION_TIMEOUT_MS);
    await row.getByText('COMPLETE', { exact: true }).waitFor();
    await row.getByText(/^00:0\d$/).waitFor();
    const included = page.getByRole('group', { name: 'Included in your plan' });
    await included.getByText('< 1m of 1h 00m used').waitFor();
    const percent = await included.getByTestId('usage-percent').textContent();
    expect(/^0\.\d\d%$/.test(percent ?? '') && percent !== '0.00%', `the meter shows ${percent}`);
    const result = await fetch(`${BASE_URL}/d2c/api/transcriptions/${job.id}/result?format=vtt`, {
      headers: { Authorization: `Bearer ${apiKey}` },
    });
    const vtt = await result.text();
    console.log(
      `# job ${job.id}: COMPLETED, meter ${percent}; VTT: ${vtt.replace(/\s+/g, ' ').slice(0, 160)}`,
    );
  },
);

await step(
  'the chosen page size is remembered for the transcriptions table',
  'd2c-12-page-size',
  async () => {
    await page.getByRole('combobox', { name: /Rows per page/ }).click();
    await page.getByRole('option', { name: '25' }).click();
    await page.reload();
    await page.getByRole('row').filter({ hasText: 'studio-line.m4a' }).waitFor();
    const size = await page.getByRole('combobox', { name: /Rows per page/ }).textContent();
    expect(size?.trim() === '25', `after a reload the table shows ${size} rows per page`);
  },
);

await step(
  'the key is revoked after the confirmation and stops authenticating',
  'd2c-13-key-revoked',
  async () => {
    await page.getByRole('tab', { name: 'API Keys Management' }).click();
    await page.waitForURL(/\/d2c\/api-keys$/);
    await keyRow()
      .getByRole('button', { name: `Revoke ${keyName}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure you want to revoke this API key?' });
    await dialog.getByText('A revoked key cannot be restored.', { exact: false }).waitFor();
    await sleep(400); // the dialog's opening transition, for the screenshot
    await page.screenshot({ path: join(SCREENSHOTS, 'd2c-13-revoke-confirmation.png'), fullPage: true });
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await keyRow().locator('[data-status="inactive"]').waitFor();
    expect(
      (await keyRow()
        .getByRole('button', { name: `Revoke ${keyName}` })
        .count()) === 0,
      'an inactive key still offers Revoke',
    );
    const refused = await fetch(`${BASE_URL}/d2c/api/transcriptions`, {
      headers: { Authorization: `Bearer ${apiKey}` },
    });
    expect(refused.status === 401, `the revoked key got ${refused.status} from the REST API`);
    await sleep(400); // the badge's colour transition, for the screenshot
  },
);

await step('without an active key, Install D2C prompts to create one', 'd2c-14-install-no-key', async () => {
  await page.getByRole('button', { name: 'Install D2C' }).click();
  const dialog = page.getByRole('dialog', { name: 'Install D2C' });
  await dialog.getByText('You have no active API key. Create one for the plugin.').waitFor();
  await sleep(400); // the dialog's opening transition, for the screenshot
  await page.screenshot({ path: join(SCREENSHOTS, 'd2c-14-install-prompt.png'), fullPage: true });
  await dialog.getByRole('button', { name: 'Create API key' }).click();
  const create = page.getByRole('dialog', { name: 'Create API key' });
  await create.waitFor();
  await dialog.waitFor({ state: 'hidden' });
  await create.getByRole('button', { name: 'Cancel' }).click();
  await create.waitFor({ state: 'hidden' });
});

await step('the page raised no uncaught errors', 'd2c-15-final', async () => {
  expect(pageErrors.length === 0, `uncaught: ${pageErrors.join(' | ')}`);
});

rmSync(clipDir, { recursive: true, force: true });
await finish();

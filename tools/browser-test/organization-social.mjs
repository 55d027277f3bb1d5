// The organization's Social Media and Social Share icons tabs (issue 14, items 7 and 8) in a real browser:
// an owner registers and finds the organization's tabs in the spec's order; on Social Media an address
// without a scheme is refused under its field, a YouTube channel is added, the same address again (as
// another platform) is refused in the dialog's banner, then a Facebook page is added; the channel is
// renamed in the edit dialog, whose platform select is disabled; the Facebook page is deleted after the
// common confirmation. On Social Share icons two of the six switches are turned off and stay off after a
// reload. Then a clip uploaded through the API is published and its public page shows the four visible
// share links and the YouTube channel, all opening new tabs; an embed on another origin shows the same
// share links under its frame. Needs BASE_URL and SMTP_CATCHER_URL (set by serve.mjs) and the built admin
// and player. Prints one line per step and "N passed, N failed" last; exits non-zero on a failure.
// The functions given to page.evaluate run in the browser, with its globals.
/* global document */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { graphql, makeClip, mutate, signUpOwner, uploadVideo, waitForDraft } from './fixtures.mjs';
import { expect, openBrowser, required, SCREENSHOTS, sleep } from './harness.mjs';

const BASE_URL = required('BASE_URL');

const run = Date.now().toString(36);
const owner = { name: 'Sofia Social', email: `social-${run}@example.com`, password: 'Coral-Beacon-42' };
const organizationName = `Social Studio ${run}`;
const channelUrl = `https://www.youtube.com/@social-${run}`;
const pageUrl = `https://www.facebook.com/social-${run}`;
const work = mkdtempSync(join(tmpdir(), 'framehouse-social-'));
const clipPath = join(work, `social-clip-${run}.mp4`);

/** Another origin's page holding only the embed snippet of the video. */
let videoId;
const host = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A blog</title></head>
  <body style="font-family: Georgia, serif; margin: 24px; max-width: 720px">
  <h1>A blog post</h1><p>The video below is embedded from Framehouse.</p>
  <div data-framehouse-video="${videoId}"></div>
  <script src="${BASE_URL}/player/embed.js" async></script></body></html>`);
});
await new Promise((resolve) => host.listen(0, '127.0.0.1', resolve));
const hostBase = `http://127.0.0.1:${host.address().port}`;

const { page, pageErrors, step, finish, toast } = await openBrowser({}, { accessibility: true });
const row = (text) => page.getByRole('row').filter({ hasText: text });
const dialogNamed = (name) => page.getByRole('dialog', { name });
let token;

/** Chooses `option` in the dialog's Platform select. */
async function choosePlatform(dialog, option) {
  await dialog.getByRole('combobox', { name: 'Platform' }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

await step('an owner registers, creates the organization and logs in', 'social-01-logged-in', async () => {
  token = await signUpOwner(page, owner, organizationName);
  await page.getByRole('heading', { name: 'Videos' }).first().waitFor();
});

await step(
  "the organization's tabs are in the spec's order; Social Media is empty",
  'social-02-social-media-tab',
  async () => {
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Organization' })
      .click();
    await page.getByRole('tab', { name: 'Social Media' }).click();
    await page.waitForURL(/\/organization\/social-media$/);
    const tabs = (await page.getByRole('tab').allTextContents()).map((text) => text.trim());
    const expected = [
      'Organization',
      'Payment Plan',
      'Members',
      'Social Media',
      'Monetization',
      'Branding',
      'Social Share icons',
    ];
    expect(JSON.stringify(tabs) === JSON.stringify(expected), `the tabs read ${JSON.stringify(tabs)}`);
    await page.getByText('No social media accounts yet.').waitFor();
  },
);

await step(
  'an address without a scheme is refused under the URL field',
  'social-03-invalid-url',
  async () => {
    await page.getByRole('button', { name: 'Add social media' }).click();
    const dialog = dialogNamed('Add social media');
    await choosePlatform(dialog, 'YouTube');
    await dialog.getByRole('textbox', { name: 'Label' }).fill('Main channel');
    await dialog.getByRole('textbox', { name: 'Account URL' }).fill(`youtube.com/@social-${run}`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    const urlField = dialog.locator('.MuiFormControl-root').filter({ has: page.getByLabel('Account URL') });
    await urlField.getByText('URL is in incorrect format').waitFor();
  },
);

await step('a YouTube channel is added', 'social-04-channel-added', async () => {
  const dialog = dialogNamed('Add social media');
  await dialog.getByRole('textbox', { name: 'Account URL' }).fill(channelUrl);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await toast('Social media account has been added.').waitFor();
  await dialog.waitFor({ state: 'hidden' });
  await row('Main channel').getByText('YouTube', { exact: true }).waitFor();
  const link = row('Main channel').getByRole('link', { name: channelUrl });
  expect((await link.getAttribute('target')) === '_blank', 'the address does not open a new tab');
  expect((await link.getAttribute('rel')) === 'noopener noreferrer', 'the address link has no rel');
});

await step(
  "the same address again is refused in the dialog's banner; another one is added",
  'social-05-duplicate-banner',
  async () => {
    await page.getByRole('button', { name: 'Add social media' }).click();
    const dialog = dialogNamed('Add social media');
    await choosePlatform(dialog, 'Facebook');
    await dialog.getByRole('textbox', { name: 'Label' }).fill('Our page');
    await dialog.getByRole('textbox', { name: 'Account URL' }).fill(channelUrl);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByRole('alert').getByText('This account is already listed.').waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'social-05-banner.png'), fullPage: true });
    await dialog.getByRole('textbox', { name: 'Account URL' }).fill(pageUrl);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast('Social media account has been added.').last().waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await row('Our page').waitFor();
  },
);

await step(
  'the channel is renamed; the edit dialog keeps the platform disabled',
  'social-06-edited',
  async () => {
    await row('Main channel').getByRole('button', { name: 'Edit Main channel' }).click();
    const dialog = dialogNamed('Edit social media');
    const platform = dialog.getByRole('combobox', { name: 'Platform' });
    expect((await platform.getAttribute('aria-disabled')) === 'true', 'the platform select is enabled');
    expect((await platform.textContent())?.includes('YouTube'), 'the platform select does not show YouTube');
    await dialog.getByText('The platform cannot be changed.').waitFor();
    await sleep(600); // the dialog's fade-in, for the screenshot
    await page.screenshot({ path: join(SCREENSHOTS, 'social-06-edit-dialog.png'), fullPage: true });
    await dialog.getByRole('textbox', { name: 'Label' }).fill('Clips and trailers');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast('Social media account has been updated.').waitFor();
    await row('Clips and trailers').getByText('YouTube', { exact: true }).waitFor();
    expect((await row('Main channel').count()) === 0, 'the old label is still listed');
  },
);

await step('the Facebook page is deleted after the confirmation', 'social-07-deleted', async () => {
  await row('Our page').getByRole('button', { name: 'Delete Our page' }).click();
  const confirm = dialogNamed('Delete social media account');
  await confirm
    .getByText('Are you sure you want to delete the Facebook account “Our page”?', { exact: false })
    .waitFor();
  await sleep(600); // the dialog's fade-in, for the screenshot
  await page.screenshot({ path: join(SCREENSHOTS, 'social-07-delete-dialog.png'), fullPage: true });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await toast('Social media account has been deleted.').waitFor();
  await row('Our page').waitFor({ state: 'hidden' });
  await page.reload();
  await row('Clips and trailers').waitFor();
  expect((await page.getByTestId('social-media-row').count()) === 1, 'not exactly one entry is left');
});

const shareSwitch = (label) => page.getByRole('switch', { name: label, exact: true });

await step(
  'Social Share icons: six switches, all on; Mail and Reddit turned off stay off',
  'social-08-share-icons',
  async () => {
    await page.getByRole('tab', { name: 'Social Share icons' }).click();
    await page.waitForURL(/\/organization\/share-icons$/);
    const labels = ['Mail', 'X (Twitter)', 'Reddit', 'WhatsApp', 'LinkedIn', 'Facebook'];
    for (const label of labels) expect(await shareSwitch(label).isChecked(), `${label} is off at the start`);
    await shareSwitch('Mail').click();
    await toast('Share icons have been saved.').waitFor();
    await page.waitForFunction(() => document.querySelectorAll('input[type=checkbox]:disabled').length === 0);
    await shareSwitch('Reddit').click();
    await toast('Share icons have been saved.').last().waitFor();
    await page.reload();
    await shareSwitch('Mail').waitFor();
    const states = await Promise.all(labels.map((label) => shareSwitch(label).isChecked()));
    expect(
      JSON.stringify(states) === JSON.stringify([false, true, false, true, true, true]),
      `after a reload the switches read ${JSON.stringify(states)}`,
    );
  },
);

await step(
  'a clip uploaded through the API is published to the own pages',
  'social-09-published',
  async () => {
    makeClip(clipPath);
    videoId = await uploadVideo(token, clipPath);
    await waitForDraft(token, videoId);
    const { me } = await graphql(token, 'query { me { organization { publishingTargets { id type } } } }');
    const self = me.organization.publishingTargets.find((target) => target.type === 'SelfPublication');
    await mutate(
      token,
      'publishVideo',
      'mutation($id: ID!, $t: [ID!]!) { publishVideo(id: $id, publishingTargetIds: $t) { video { status } errors { field messages name } } }',
      { id: videoId, t: [self.id] },
    );
  },
);

await step(
  'the public page shows the four visible share links and the YouTube channel, in new tabs',
  'social-10-public-page',
  async () => {
    const response = await page.goto(`${BASE_URL}/p/video/${videoId}`);
    expect(response?.status() === 200, `the page answered ${response?.status()}`);
    const share = page.getByRole('navigation', { name: 'Share' });
    const names = await share.getByRole('link').evaluateAll((links) => links.map((link) => link.textContent));
    expect(
      JSON.stringify(names) === JSON.stringify(['X (Twitter)', 'WhatsApp', 'LinkedIn', 'Facebook']),
      `the share links read ${JSON.stringify(names)}`,
    );
    const twitter = await share.getByRole('link', { name: 'Share on X (Twitter)' }).getAttribute('href');
    const shared = new URL(twitter ?? '').searchParams.get('url');
    expect(shared === `${BASE_URL}/p/video/${videoId}`, `X (Twitter) shares "${shared}"`);
    const channel = page.getByRole('link', { name: /Clips and trailers/ });
    expect((await channel.getAttribute('href')) === channelUrl, 'the channel links elsewhere');
    for (const link of [...(await share.getByRole('link').all()), channel]) {
      expect((await link.getAttribute('target')) === '_blank', 'a link does not open a new tab');
      expect((await link.getAttribute('rel')) === 'noopener noreferrer', 'a link has no rel');
    }
    await page.getByRole('heading', { name: `Follow ${organizationName}` }).waitFor();
    // The loader adds no second share bar to our own page.
    await page.locator('[data-framehouse-video] button.play').waitFor();
    expect(
      (await page.locator('[data-framehouse-video] nav.share').count()) === 0,
      'the player added a share bar',
    );
  },
);

await step(
  'an embed on another origin shows the same share links under its frame',
  'social-11-embed-share',
  async () => {
    await page.goto(`${hostBase}/`);
    const bar = page.locator('[data-framehouse-video] nav.share');
    await bar.waitFor();
    const names = await bar.locator('a').evaluateAll((links) => links.map((link) => link.textContent));
    expect(
      JSON.stringify(names) === JSON.stringify(['X (Twitter)', 'WhatsApp', 'LinkedIn', 'Facebook']),
      `the embed's share links read ${JSON.stringify(names)}`,
    );
    const facebook = await bar.locator('a.share-facebook').getAttribute('href');
    const shared = new URL(facebook ?? '').searchParams.get('u');
    expect(shared === `${BASE_URL}/p/video/${videoId}`, `Facebook shares "${shared}"`);
    expect((await bar.locator('a.share-facebook').getAttribute('rel')) === 'noopener noreferrer', 'no rel');
  },
);

await step('the pages raised no uncaught errors', 'social-12-final', async () => {
  expect(pageErrors.length === 0, `uncaught errors: ${pageErrors.join(' | ')}`);
});

host.close();
rmSync(work, { recursive: true, force: true });
await finish();

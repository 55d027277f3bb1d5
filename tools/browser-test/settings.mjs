// The monetization and promo cards browser test: an owner registers and opens the organization's
// Monetization tab, where an ad tag whose URL answers no VAST is refused under the URL field and one
// that answers VAST (served by this script on loopback) is added as the default; the owner turns the
// organization's monetization on, uploads a generated clip, waits for Draft and opens the video's
// monetization page: turns it on, picks Preroll and Midroll, saves and sees them kept after a reload.
// On the promo cards page a label over 25 characters is refused and the cards are saved on, then off.
// Turning the organization's monetization off (after its confirmation) disables the video's switch
// with a note linking to the tab.
// Drives Chromium against the API serving the built admin, with the transcoder working its queue; the
// API must accept loopback ad tags (ALLOW_PRIVATE_IMPORTS, set by serve.mjs).
// Needs BASE_URL (the API) and SMTP_CATCHER_URL (GET /messages?to=… of the loopback SMTP catcher);
// TRANSCODER_STATE_FILE and TRANSCODER_LOG (set by serve.mjs) explain a video that is not processed.
// Prints one line per step and "N passed, N failed" last; exits non-zero on a failure.
import { createReadStream, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chooseUpload, makeClip, signUpOwner, videoIdOfRow, waitForDraftRow } from './fixtures.mjs';
import { expect, openBrowser, required, SCREENSHOTS, sleep } from './harness.mjs';

const BASE_URL = required('BASE_URL');

const run = Date.now().toString(36);
const owner = { name: 'Sam Settings', email: `settings-${run}@example.com`, password: 'Cobalt-Harbor-58' };
const organizationName = `Settings Studio ${run}`;
const tagName = 'Main VAST';
const clipName = `settings-clip-${run}.mp4`;
const clipTitle = clipName.replace(/\.mp4$/, '');

const clipDir = mkdtempSync(join(tmpdir(), 'framehouse-settings-'));
const clipPath = join(clipDir, clipName);

/** A minimal VAST 3 document: one inline linear ad of 5 s with one progressive MP4 (the test clip). */
const vastDocument = (origin) => `<?xml version="1.0" encoding="UTF-8"?>
<VAST version="3.0">
  <Ad id="settings-ad">
    <InLine>
      <AdSystem>Framehouse browser test</AdSystem>
      <AdTitle>Settings test ad</AdTitle>
      <Impression><![CDATA[${origin}/impression]]></Impression>
      <Creatives>
        <Creative id="settings-creative">
          <Linear>
            <Duration>00:00:03</Duration>
            <MediaFiles>
              <MediaFile delivery="progressive" type="video/mp4" width="640" height="360"><![CDATA[${origin}/ad.mp4]]></MediaFile>
            </MediaFiles>
          </Linear>
        </Creative>
      </Creatives>
    </InLine>
  </Ad>
</VAST>
`;

/** The loopback ad server: /vast.xml is an ad tag, /not-vast is a web page, /ad.mp4 the clip. */
const adServer = createServer((request, response) => {
  const origin = `http://127.0.0.1:${adServer.address().port}`;
  const { pathname } = new URL(request.url ?? '/', origin);
  if (pathname === '/vast.xml') {
    response.writeHead(200, { 'content-type': 'application/xml', 'access-control-allow-origin': '*' });
    response.end(vastDocument(origin));
  } else if (pathname === '/not-vast') {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end('<!doctype html><title>Not an ad</title><p>Hello</p>');
  } else if (pathname === '/ad.mp4') {
    response.writeHead(200, { 'content-type': 'video/mp4', 'access-control-allow-origin': '*' });
    createReadStream(clipPath).pipe(response);
  } else {
    response.writeHead(204).end();
  }
});
await new Promise((resolve) => adServer.listen(0, '127.0.0.1', resolve));
const AD_ORIGIN = `http://127.0.0.1:${adServer.address().port}`;

const { page, pageErrors, step, finish, toast } = await openBrowser({}, { accessibility: true });
const tagRow = () => page.getByRole('row').filter({ hasText: tagName });
const videoRow = () => page.getByRole('row').filter({ hasText: clipTitle });
let videoId;

await step('an owner registers, creates the organization and logs in', 'settings-01-logged-in', async () => {
  await signUpOwner(page, owner, organizationName);
  await page.getByRole('heading', { name: 'Videos' }).first().waitFor();
});

await step(
  "the organization's Monetization tab shows the switch off and no ad tags",
  'settings-02-monetization-tab',
  async () => {
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Organization' })
      .click();
    await page.getByRole('tab', { name: 'Monetization' }).click();
    await page.waitForURL(/\/organization\/monetization$/);
    await page.getByText('No ad tags yet.', { exact: false }).waitFor();
    const monetization = page.getByLabel("Monetize the organization's videos");
    expect(!(await monetization.isChecked()), "the organization's monetization is on at the start");
  },
);

await step(
  'an ad tag whose URL answers no VAST is refused under the URL field',
  'settings-03-invalid-tag',
  async () => {
    await page.getByRole('button', { name: 'Add ad tag' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add ad tag' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(tagName);
    await dialog.getByRole('textbox', { name: 'Ad tag URL' }).fill(`${AD_ORIGIN}/not-vast`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    const urlField = dialog.locator('.MuiFormControl-root').filter({ has: page.getByLabel('Ad tag URL') });
    await urlField.getByText('Enter a valid Ad tag URL').waitFor();
    expect(
      (await dialog.getByRole('textbox', { name: 'Ad tag URL' }).getAttribute('aria-invalid')) === 'true',
      'the URL field is not marked invalid',
    );
  },
);

await step('an ad tag answering VAST is added as the default', 'settings-04-valid-tag', async () => {
  const dialog = page.getByRole('dialog', { name: 'Add ad tag' });
  await dialog.getByRole('textbox', { name: 'Ad tag URL' }).fill(`${AD_ORIGIN}/vast.xml`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await toast('Ad tag has been added.').waitFor();
  await dialog.waitFor({ state: 'hidden' });
  await tagRow().getByText('default', { exact: true }).waitFor();
  expect(await tagRow().getByLabel(`Active ${tagName}`).isChecked(), 'the new tag is not active');
  await tagRow().getByText(`${AD_ORIGIN}/vast.xml`).waitFor();
});

await step("the owner turns the organization's monetization on", 'settings-05-organization-on', async () => {
  // The switch acts at once: it turns on once the API has answered.
  await page.getByLabel("Monetize the organization's videos").click();
  await toast('Monetization has been turned on.').waitFor();
  await page.reload();
  await tagRow().waitFor();
  expect(
    await page.getByLabel("Monetize the organization's videos").isChecked(),
    'the switch is off after a reload',
  );
});

await step('a generated clip is uploaded and reaches Draft', 'settings-06-draft', async () => {
  await page.goto(`${BASE_URL}/dashboard/videos`);
  await chooseUpload(page, makeClip(clipPath));
  await videoRow().waitFor();
  await waitForDraftRow(page, videoRow());
  videoId = await videoIdOfRow(videoRow(), clipTitle);
});

const videoMonetizationSwitch = () => page.getByLabel('Video monetization');

await step(
  "the video's monetization page: heading, help text, the tag offered with its badge, Save disabled",
  'settings-07-video-monetization',
  async () => {
    await page.goto(`${BASE_URL}/video/${videoId}/monetization`);
    await page.getByRole('heading', { name: 'Monetization', exact: true }).waitFor();
    await page.getByRole('link', { name: 'Back to video editor' }).waitFor();
    await page
      .getByText(
        'Select the ad tag that will be used to monetize the video. Choose default to use the organization default ad tag.',
      )
      .waitFor();
    expect(!(await videoMonetizationSwitch().isChecked()), "the video's monetization is on at the start");
    expect(await videoMonetizationSwitch().isEnabled(), 'the switch is disabled');
    expect(await page.getByRole('button', { name: 'Save' }).isDisabled(), 'Save is enabled before a change');
    expect(await page.getByRole('checkbox', { name: /Preroll/ }).isChecked(), 'Preroll is not preset');
    expect(!(await page.getByRole('checkbox', { name: /Midroll/ }).isChecked()), 'Midroll is preset');
    await page.getByRole('combobox', { name: 'Source of ads' }).click();
    const option = page.getByRole('option', { name: new RegExp(tagName) });
    await option.getByText('default', { exact: true }).waitFor();
    await page.getByRole('option', { name: 'Default', exact: true }).waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'settings-07-source-options.png'), fullPage: true });
    await option.click();
  },
);

await step(
  'turning it on acts at once; Preroll + Midroll are saved and kept after a reload',
  'settings-08-video-monetization-saved',
  async () => {
    await videoMonetizationSwitch().click();
    await toast('Monetization has been turned on for this video.').waitFor();
    expect(await videoMonetizationSwitch().isChecked(), 'the switch is still off');
    await page.getByRole('checkbox', { name: /Midroll/ }).check();
    await page.getByRole('combobox', { name: 'Ad density' }).click();
    await page.getByRole('option', { name: 'Every 2 minutes' }).click();
    const save = page.getByRole('button', { name: 'Save' });
    expect(await save.isEnabled(), 'Save is disabled after a change');
    await save.click();
    await toast('Monetization settings have been saved.').waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Monetization', exact: true }).waitFor();
    expect(await videoMonetizationSwitch().isChecked(), 'the switch is off after a reload');
    expect(await page.getByRole('checkbox', { name: /Preroll/ }).isChecked(), 'Preroll was not kept');
    expect(await page.getByRole('checkbox', { name: /Midroll/ }).isChecked(), 'Midroll was not kept');
    expect(!(await page.getByRole('checkbox', { name: /Postroll/ }).isChecked()), 'Postroll was saved');
    const density = await page.getByRole('combobox', { name: 'Ad density' }).textContent();
    expect(density?.trim() === 'Every 2 minutes', `the density reads "${density}"`);
    const source = await page.getByRole('combobox', { name: 'Source of ads' }).textContent();
    expect(source?.includes(tagName), `the source reads "${source}"`);
    expect(await page.getByRole('button', { name: 'Save' }).isDisabled(), 'Save is enabled after a reload');
  },
);

await step('turning it off asks first; Cancel keeps it on', 'settings-09-turn-off-confirmation', async () => {
  await videoMonetizationSwitch().click();
  const dialog = page.getByRole('dialog', { name: 'Turn monetization off for this video?' });
  await dialog.waitFor();
  await sleep(600); // the dialog's fade-in, for the screenshot
  await page.screenshot({ path: join(SCREENSHOTS, 'settings-09-turn-off-dialog.png'), fullPage: true });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'hidden' });
  expect(await videoMonetizationSwitch().isChecked(), 'Cancel turned the monetization off');
});

const promoToggle = () => page.getByLabel('Promo cards');

await step('promo cards: the options appear only when on', 'settings-10-promo-cards', async () => {
  await page.goto(`${BASE_URL}/video/${videoId}/promo-cards`);
  await page.getByRole('heading', { name: 'Promo cards', exact: true }).waitFor();
  await page.getByRole('link', { name: 'Back to video editor' }).waitFor();
  expect(!(await promoToggle().isChecked()), 'promo cards are on at the start');
  expect(
    (await page.getByRole('checkbox', { name: /At intro/ }).count()) === 0,
    'the intro option shows while off',
  );
  await promoToggle().check();
  await page.getByRole('checkbox', { name: 'At intro (the first 5 seconds)' }).waitFor();
  await page.getByRole('checkbox', { name: 'At outro (the last 5 seconds)' }).waitFor();
});

await step('a label over 25 characters is refused', 'settings-11-label-too-long', async () => {
  const label = page.getByRole('textbox', { name: 'Label' });
  await label.fill('Shop every look in this video');
  await page.getByText('Maximum 25 characters allowed').waitFor();
  await page.screenshot({
    path: join(SCREENSHOTS, 'settings-11-label-too-long-message.png'),
    fullPage: true,
  });
  await page.getByRole('button', { name: 'Save' }).click();
  await sleep(500);
  expect(
    (await page
      .getByRole('region', { name: 'Notifications' })
      .getByText('Promo cards settings have been saved.')
      .count()) === 0,
    'a label over 25 characters was saved',
  );
  await label.fill('');
  await page.getByText('Label cannot be empty').waitFor();
});

await step('promo cards are saved on with the outro only, and kept', 'settings-12-promo-saved', async () => {
  await page.getByRole('textbox', { name: 'Label' }).fill('Shop the look');
  await page.getByRole('checkbox', { name: /At intro/ }).uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await toast('Promo cards settings have been saved.').waitFor();
  await page.reload();
  await page.getByRole('heading', { name: 'Promo cards', exact: true }).waitFor();
  expect(await promoToggle().isChecked(), 'promo cards are off after a reload');
  const label = await page.getByRole('textbox', { name: 'Label' }).inputValue();
  expect(label === 'Shop the look', `the label reads "${label}"`);
  expect(!(await page.getByRole('checkbox', { name: /At intro/ }).isChecked()), 'the intro was kept on');
  expect(await page.getByRole('checkbox', { name: /At outro/ }).isChecked(), 'the outro was not kept');
});

await step('turned off, Save sends the disable action', 'settings-13-promo-off', async () => {
  await promoToggle().uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await toast('Promo cards settings have been saved.').last().waitFor();
  await page.reload();
  await page.getByRole('heading', { name: 'Promo cards', exact: true }).waitFor();
  expect(!(await promoToggle().isChecked()), 'promo cards are on after a reload');
  // The disable action keeps the choices, which come back when the toggle is turned on again.
  await promoToggle().check();
  const label = await page.getByRole('textbox', { name: 'Label' }).inputValue();
  expect(label === 'Shop the look', `the label reads "${label}" after the disable action`);
});

const backupName = 'Backup VAST';
const backupRow = () => page.getByRole('row').filter({ hasText: backupName });

await step('a second ad tag is added and made the default', 'settings-14-second-default', async () => {
  await page.goto(`${BASE_URL}/organization/monetization`);
  await page.getByRole('button', { name: 'Add ad tag' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add ad tag' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(backupName);
  await dialog.getByRole('textbox', { name: 'Ad tag URL' }).fill(`${AD_ORIGIN}/vast.xml?backup=1`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await toast('Ad tag has been added.').waitFor();
  await backupRow().waitFor();
  expect(
    (await backupRow().getByText('default', { exact: true }).count()) === 0,
    'the second tag is default',
  );
  expect(
    await tagRow().getByLabel(`Active ${tagName}`).isDisabled(),
    'the default tag can be deactivated while another is active',
  );
  await backupRow()
    .getByRole('button', { name: `Make default: ${backupName}` })
    .click();
  await toast(`“${backupName}” is now the default ad tag.`).waitFor();
  await backupRow().getByText('default', { exact: true }).waitFor();
  expect((await tagRow().getByText('default', { exact: true }).count()) === 0, 'two default tags');
});

await step(
  'the former default is deactivated, renamed and deleted after the confirmation',
  'settings-15-tag-actions',
  async () => {
    await tagRow().getByLabel(`Active ${tagName}`).click();
    await toast('Ad tag has been updated.').waitFor();
    expect(!(await tagRow().getByLabel(`Active ${tagName}`).isChecked()), 'the tag is still active');
    expect(
      await tagRow()
        .getByRole('button', { name: `Make default: ${tagName}` })
        .isDisabled(),
      'an inactive tag can be made the default',
    );
    await tagRow()
      .getByRole('button', { name: `Edit ${tagName}` })
      .click();
    const edit = page.getByRole('dialog', { name: 'Edit ad tag' });
    await edit.getByRole('textbox', { name: 'Name' }).fill('Old VAST');
    await edit.getByRole('button', { name: 'Save' }).click();
    await toast('Ad tag has been updated.').last().waitFor();
    const oldRow = page.getByRole('row').filter({ hasText: 'Old VAST' });
    await oldRow.waitFor();
    await oldRow.getByRole('button', { name: 'Delete Old VAST' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete ad tag' });
    await confirm.getByText('Are you sure you want to delete the ad tag “Old VAST”?').waitFor();
    await sleep(600); // the dialog's fade-in, for the screenshot
    await page.screenshot({ path: join(SCREENSHOTS, 'settings-15-delete-dialog.png'), fullPage: true });
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await toast('Ad tag has been deleted.').waitFor();
    await oldRow.waitFor({ state: 'hidden' });
    expect(
      await page.getByLabel("Monetize the organization's videos").isChecked(),
      'deleting a tag that is not the default turned monetization off',
    );
  },
);

await step(
  "with the organization's monetization off, the video's switch is disabled with a note",
  'settings-16-organization-off',
  async () => {
    await page.getByLabel("Monetize the organization's videos").click();
    const dialog = page.getByRole('dialog', { name: 'Turn monetization off?' });
    await dialog.getByRole('button', { name: 'Turn off' }).click();
    await toast('Monetization has been turned off.').waitFor();
    await page.goto(`${BASE_URL}/video/${videoId}/monetization`);
    await page.getByText('Monetization is disabled for the organization.', { exact: false }).waitFor();
    expect(await videoMonetizationSwitch().isDisabled(), "the video's switch is enabled");
    // Its tag was deactivated: the video moved to the organization's default (platform §4).
    const source = await page.getByRole('combobox', { name: 'Source of ads' }).textContent();
    expect(source?.trim() === 'Default', `the source reads "${source}", not Default`);
    await page.screenshot({ path: join(SCREENSHOTS, 'settings-16-note.png'), fullPage: true });
    await page.getByRole('link', { name: 'Monetization settings' }).click();
    await page.waitForURL(/\/organization\/monetization$/);
    await backupRow().waitFor();
  },
);

await step('the pages raised no uncaught errors', 'settings-17-final', async () => {
  expect(pageErrors.length === 0, `uncaught errors: ${pageErrors.join(' | ')}`);
});

adServer.close();
rmSync(clipDir, { recursive: true, force: true });
await finish();

// The admin's widget screens (issue 16 item 5) in a real browser: an owner with a published clip and three
// moments (made through the API) creates a widget from "List of widgets" (the name's message first), picks
// the moments on its customize page (a search, select-all, a drag to reorder, which a search turns off),
// sets the title, theme, colour and GA ids (a bad id shows its message), is asked "Unsaved changes" on the
// way out, saves and sees "Your widget is saved!" with the script to paste and its copy button; a missing
// widget goes to /404. On "Widget Presets" a preset is created (its name's message first) and edited (its
// colour saved by itself after the pause, before Save), and picking it on the widget copies its look. The
// widget is deleted after its confirmation. Every role holds VIEW_WIDGET_PRESET (decisions.md, "Roles and
// permissions"), so the presets' no-access view has no member to show it to. Needs BASE_URL and
// SMTP_CATCHER_URL (set by serve.mjs); the admin must be built. Prints one line per step and "N passed, N
// failed" last.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  graphql,
  makeClip,
  mutate,
  publishToOwnPages,
  signUpOwner,
  thanksEndCardDesign,
  uploadVideo,
  waitForDraft,
} from './fixtures.mjs';
import { eventually, expect, openBrowser, required, SCREENSHOTS } from './harness.mjs';

const BASE_URL = required('BASE_URL');
const run = Date.now().toString(36);
const owner = { name: 'Wanda Widget', email: `widgets-${run}@example.com`, password: 'Amber-Lantern-17' };
const work = mkdtempSync(join(tmpdir(), 'framehouse-widgets-'));
const clipPath = join(work, `widgets-${run}.mp4`);
makeClip(clipPath, { seconds: 16 });

const MOMENTS = ['Kick-off', 'The goal', 'Celebration'];
const WIDGET = 'Homepage carousel';
const PRESET = 'Night match';
const CARD_NAME = 'Thanks card';

const { page, context, pageErrors, step, finish, toast } = await openBrowser({}, { accessibility: true });
// The copy button writes to the clipboard; the test reads it back.
await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });

let token;
let carouselId;
let presetId;
const momentIds = {};

const carousel = async () =>
  (
    await graphql(
      token,
      'query($id: ID!) { carousels(id: $id) { nodes { title moments googleAnalyticsTrackingId googleAnalytics4MeasurementId style { mainColor colorTheme } preset { name } } } }',
      { id: carouselId },
    )
  ).carousels.nodes[0];
const titleOf = (id) => Object.entries(momentIds).find(([, momentId]) => momentId === id)?.[0];
const listed = () =>
  page
    .getByTestId('carousel-moment')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-moment-id')));
const momentRow = (title) => page.getByTestId('carousel-moment').filter({ hasText: title });
const slideTitles = () => page.getByTestId('carousel-preview').locator('.slide-title').allTextContents();

await step(
  'an owner with a published clip and three moments made through the API',
  'widgets-admin-01-setup',
  async () => {
    token = await signUpOwner(page, owner, `Widget Studio ${run}`);
    const videoId = await uploadVideo(token, clipPath);
    await waitForDraft(token, videoId);
    for (const [index, title] of MOMENTS.entries()) {
      const created = await mutate(
        token,
        'createMoment',
        'mutation($v: ID!, $m: CreateMomentInput!) { createMoment(videoId: $v, moment: $m) { moment { id } errors { field messages name } } }',
        {
          v: videoId,
          m: {
            title,
            startTimestamp: `00:${String(index * 5).padStart(2, '0')}.000`,
            endTimestamp: `00:${String(index * 5 + 5).padStart(2, '0')}.000`,
          },
        },
      );
      momentIds[title] = created.moment.id;
    }
    await publishToOwnPages(token, videoId);
    await mutate(
      token,
      'createEndCard',
      'mutation($e: EndCardInput!) { createEndCard(endCard: $e) { endCard { id } errors { field messages name } } }',
      { e: { name: CARD_NAME, ...thanksEndCardDesign('Thanks'), watchNextButtonVisible: false } },
    );
  },
);

await step(
  'the Widget entry opens "List of widgets"; Create widget asks for a name, then Next opens the new widget',
  'widgets-admin-02-create',
  async () => {
    await page.getByRole('link', { name: 'Widget', exact: true }).click();
    await page.getByRole('heading', { name: 'List of widgets' }).waitFor();
    await page.getByText('No widgets yet.').waitFor();
    await page.getByRole('button', { name: 'Create widget' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create widget' });
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByText('Name cannot be empty').waitFor();
    await dialog.getByRole('textbox', { name: 'Name' }).fill(WIDGET);
    await dialog.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/\/widget\/carousel\/[^/]+\/customize$/);
    carouselId = page.url().split('/').at(-2);
    await page.getByRole('heading', { name: 'Customize widget' }).waitFor();
    await page.getByText('Choose moments from the list to show them here.').waitFor();
    await eventually(
      listed,
      (ids) => ids.length === 3,
      (ids) => `the list shows ${ids.length} moments`,
    );
  },
);

await step(
  'a search lists the matching moment (no dragging then); select-all takes what is loaded',
  'widgets-admin-03-search',
  async () => {
    await page.getByRole('searchbox', { name: 'Search moments' }).fill('goal');
    await eventually(
      listed,
      (ids) => ids.length === 1 && ids[0] === momentIds['The goal'],
      (ids) => `the search lists ${ids.map(titleOf).join(', ')}`,
    );
    await page.getByRole('checkbox', { name: 'Select all' }).check();
    await page.getByText('1 in the widget').waitFor();
    expect(
      (await momentRow('The goal').getAttribute('draggable')) === 'false',
      'a searched row is draggable',
    );
    await page.getByText('Clear the search to reorder.').waitFor();
    await page.getByRole('searchbox', { name: 'Search moments' }).fill('');
    await eventually(
      listed,
      (ids) => ids.length === 3,
      (ids) => `the list shows ${ids.length} moments`,
    );
    // The chosen moment comes first, then the others, newest first.
    expect(
      (await listed()).map(titleOf).join(', ') === 'The goal, Celebration, Kick-off',
      `the list reads ${(await listed()).map(titleOf).join(', ')}`,
    );
    await page.getByRole('checkbox', { name: 'Select all' }).check();
    await page.getByText('3 in the widget').waitFor();
    await eventually(
      slideTitles,
      (titles) => titles.join(', ') === 'The goal, Celebration, Kick-off',
      (titles) => `the preview shows ${titles.join(', ')}`,
    );
  },
);

await step(
  'dragging Kick-off onto The goal puts it first, in the list and the preview (3 moments: arrows off)',
  'widgets-admin-04-drag',
  async () => {
    expect(
      (await momentRow('Kick-off').getAttribute('draggable')) === 'true',
      'a chosen row is not draggable',
    );
    await momentRow('Kick-off').dragTo(momentRow('The goal'));
    await eventually(
      async () => (await listed()).map(titleOf).join(', '),
      (order) => order === 'Kick-off, The goal, Celebration',
      (order) => `after the drag the list reads ${order}`,
    );
    await eventually(
      slideTitles,
      (titles) => titles.join(', ') === 'Kick-off, The goal, Celebration',
      (titles) => `the preview shows ${titles.join(', ')}`,
    );
    const preview = page.getByTestId('carousel-preview');
    expect(await preview.getByRole('button', { name: 'Next moments' }).isDisabled(), 'the arrows are on');
  },
);

await step(
  'title, theme, colour and GA ids: a bad GA id shows its message and keeps Save from storing',
  'widgets-admin-05-form',
  async () => {
    await page.getByRole('textbox', { name: 'Title' }).fill('Our best moments');
    await page.getByRole('combobox', { name: 'Colour theme' }).click();
    await page.getByRole('option', { name: 'Dark' }).click();
    await page.getByRole('textbox', { name: 'Main colour', exact: true }).fill('#1E88E5');
    await page.getByRole('textbox', { name: 'Google Analytics ID' }).fill('UA-1');
    await page.getByText('Provided ID must match UA-XXXXXX-X format').waitFor();
    await page.getByRole('textbox', { name: 'Google Analytics 4 ID' }).fill('G-1');
    await page.getByText('Provided ID must match G-XXXXXXX format').waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await carousel()).title === '', 'a form with a bad GA id was stored');
    await page.getByRole('textbox', { name: 'Google Analytics ID' }).fill('UA-123456-1');
    await page.getByRole('textbox', { name: 'Google Analytics 4 ID' }).fill('G-ABC1234');
    await page.getByText(/Provided ID must match/).waitFor({ state: 'detached' });
    await page.getByTestId('carousel-preview').locator('.widget.dark').waitFor();
    await page.getByTestId('carousel-preview').getByText('Our best moments').waitFor();
  },
);

await step(
  'leaving with unsaved changes asks first; Back to edit stays',
  'widgets-admin-06-unsaved',
  async () => {
    await page.getByRole('link', { name: 'Back to widget list' }).click();
    const dialog = page.getByRole('dialog', { name: 'Unsaved changes' });
    await dialog
      .getByText('Are you sure you want to leave this site? Changes you made will not be saved.')
      .waitFor();
    await dialog.getByRole('button', { name: 'Back to edit' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(page.url().endsWith('/customize'), `the page left for ${page.url()}`);
  },
);

await step(
  'Save stores the widget and shows "Your widget is saved!" with the script and its copy button',
  'widgets-admin-07-saved',
  async () => {
    await page.getByRole('button', { name: 'Save' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your widget is saved!' });
    const snippet = await dialog.getByRole('textbox', { name: 'Widget script' }).inputValue();
    const stored = await carousel();
    expect(
      stored.moments.map(titleOf).join(', ') === 'Kick-off, The goal, Celebration',
      `stored moments: ${stored.moments.map(titleOf).join(', ')}`,
    );
    expect(stored.title === 'Our best moments', `stored title ${stored.title}`);
    expect(stored.style.colorTheme === 'DARK' && stored.style.mainColor === '#1E88E5', 'stored style');
    expect(
      stored.googleAnalyticsTrackingId === 'UA-123456-1' &&
        stored.googleAnalytics4MeasurementId === 'G-ABC1234',
      'stored GA ids',
    );
    expect(snippet.includes(`${BASE_URL}/player/widget.js`), `the snippet reads ${snippet}`);
    expect(
      snippet.includes('data-framehouse-widget="') && snippet.includes('data-framehouse-key="'),
      snippet,
    );
  },
);

await step(
  'the copy button copies the script and says Copied; closed, Save waits for the next change',
  'widgets-admin-08-copied',
  async () => {
    const dialog = page.getByRole('dialog', { name: 'Your widget is saved!' });
    const snippet = await dialog.getByRole('textbox', { name: 'Widget script' }).inputValue();
    await dialog.getByRole('button', { name: 'Copy widget script' }).click();
    await page.getByRole('tooltip', { name: 'Copied' }).waitFor();
    expect((await page.evaluate(() => navigator.clipboard.readText())) === snippet, 'the clipboard differs');
    await page.screenshot({ path: join(SCREENSHOTS, 'widgets-admin-08-copy.png') });
    await dialog.getByRole('button', { name: 'Close' }).click();
    expect(await page.getByRole('button', { name: 'Save' }).isDisabled(), 'Save is on without a change');
  },
);

await step(
  'the embed options shape the script and the preview, and are not a change to save',
  'widgets-admin-08b-embed-options',
  async () => {
    const script = page.getByRole('textbox', { name: 'Widget script' });
    await script.scrollIntoViewIfNeeded();
    expect(!(await script.inputValue()).includes('data-framehouse-vertical'), 'a default option is written');
    await page.getByLabel('Vertical theme').check();
    await page.getByLabel('Moments below video').check();
    await page.getByLabel('Autoplay').uncheck();
    const written = await script.inputValue();
    for (const attribute of [
      'data-framehouse-vertical-theme="on"',
      'data-framehouse-moments-below-video="on"',
      'data-framehouse-autoplay="off"',
    ]) {
      expect(written.includes(attribute), `the script lacks ${attribute}: ${written}`);
    }
    const drawn = await page.getByTestId('carousel-preview').evaluate((host) => ({
      vertical: Boolean(host.shadowRoot.querySelector('.vertical')),
      entries: host.shadowRoot.querySelectorAll('.moment-entry').length,
    }));
    expect(drawn.vertical && drawn.entries === 3, `the preview draws ${JSON.stringify(drawn)}`);
    expect(await page.getByRole('button', { name: 'Save' }).isDisabled(), 'an embed option enabled Save');
    await page.getByTestId('carousel-preview').scrollIntoViewIfNeeded();
  },
);

await step('a widget that does not exist goes to the 404 page', 'widgets-admin-09-missing', async () => {
  await page.goto(`${BASE_URL}/widget/carousel/00000000-0000-4000-8000-000000000000/customize`);
  await page.waitForURL(/\/404$/);
});

await step(
  '"Widget Presets": Create preset asks for a name, then stores the preset with its end card',
  'widgets-admin-10-preset-create',
  async () => {
    await page.goto(`${BASE_URL}/widget`);
    await page.getByRole('link', { name: 'Presets', exact: true }).click();
    await page.getByRole('heading', { name: 'Widget Presets' }).waitFor();
    await page.getByRole('button', { name: 'Create preset' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create preset' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Preset name cannot be empty').waitFor();
    await dialog.getByRole('textbox', { name: 'Preset name' }).fill(PRESET);
    await dialog.getByRole('combobox', { name: 'Colour theme' }).click();
    await page.getByRole('option', { name: 'Dark' }).click();
    await dialog.getByRole('combobox', { name: 'End card' }).click();
    await page.getByRole('option', { name: new RegExp(CARD_NAME) }).click();
    await page.screenshot({ path: join(SCREENSHOTS, 'widgets-admin-10-preset-dialog.png') });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast('Preset has been created.').waitFor();
    await page.getByRole('row').filter({ hasText: PRESET }).getByText(CARD_NAME).waitFor();
  },
);

await step(
  'Edit preset: a colour change is saved by itself after the pause, before Save',
  'widgets-admin-11-preset-edit',
  async () => {
    await page.getByRole('button', { name: `Edit ${PRESET}` }).click();
    await page.waitForURL(/\/widget\/presets\/[^/]+$/);
    presetId = page.url().split('/').at(-1);
    const dialog = page.getByRole('dialog', { name: 'Edit preset' });
    await dialog.getByRole('textbox', { name: 'Main colour', exact: true }).fill('#00AA00');
    await dialog.getByText('Colours saved').waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'widgets-admin-11-colours-saved.png') });
    const stored = await graphql(
      token,
      'query($id: ID!) { widgetPresetById(id: $id) { name style { mainColor } } }',
      {
        id: presetId,
      },
    );
    expect(
      stored.widgetPresetById.style.mainColor === '#00AA00',
      `stored ${stored.widgetPresetById.style.mainColor}`,
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(/\/widget\/presets$/);
    await page.getByRole('row').filter({ hasText: PRESET }).getByText('#00AA00').waitFor();
  },
);

await step(
  'picking the preset on the widget copies its look and GA ids',
  'widgets-admin-12-pick',
  async () => {
    await page.goto(`${BASE_URL}/widget/carousel/${carouselId}`);
    await page.getByRole('heading', { name: 'Customize widget' }).waitFor();
    await page.getByRole('combobox', { name: 'Preset' }).click();
    await page.getByRole('option', { name: PRESET }).click();
    await eventually(
      () => page.getByRole('textbox', { name: 'Main colour', exact: true }).inputValue(),
      (value) => value === '#00AA00',
      (value) => `the main colour reads ${value}`,
    );
    await eventually(
      () => page.getByRole('textbox', { name: 'Google Analytics ID' }).inputValue(),
      (value) => value === '',
      (value) => `the GA id reads ${value}`,
    );
    await page.getByRole('button', { name: 'Save' }).click();
    await page
      .getByRole('dialog', { name: 'Your widget is saved!' })
      .getByRole('button', { name: 'Close' })
      .click();
    const stored = await carousel();
    expect(stored.preset?.name === PRESET && stored.style.mainColor === '#00AA00', JSON.stringify(stored));
  },
);

await step('a widget is deleted after its confirmation', 'widgets-admin-13-delete', async () => {
  await page.getByRole('link', { name: 'Back to widget list' }).click();
  await page.getByRole('heading', { name: 'List of widgets' }).waitFor();
  const row = page.getByRole('row').filter({ hasText: WIDGET });
  await row.getByRole('cell', { name: '3', exact: true }).waitFor();
  await row.getByRole('button', { name: `Delete ${WIDGET}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete widget' });
  await dialog.getByText('Are you sure you wish to delete this widget?').waitFor();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await toast('Widget has been deleted.').waitFor();
  await page.getByText('No widgets yet.').waitFor();
  expect((await carousel()) === undefined, 'the widget is still there');
});

await step('the pages raised no uncaught errors', 'widgets-admin-14-final', async () => {
  expect(pageErrors.length === 0, `uncaught errors: ${pageErrors.join(' | ')}`);
});

rmSync(work, { recursive: true, force: true });
await finish();

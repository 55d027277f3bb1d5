// Microsites in the admin (issue 17) in a real browser: an owner on the trial plan (one microsite) has a
// published clip tagged "launch" and a playlist holding it (made through the API). The list shows the empty
// state; the create page checks each field when it is left (a bad and a reserved subdomain, an empty title),
// counts the description and shows the host after the URL field; Publish opens the success page, whose
// "Go to your microsite" waits for the health check (the page's 60 s poll is run forward on the page's
// clock once the API says healthy). The editor shows the live preview with the clip; the three sections get
// a tag, the playlist and an order; Branding a preset colour and a logo; Tracking a GA4 id (checked on blur)
// and custom HTML, which the admin never renders; Republish stores it all. The list then shows the row
// PUBLISHED, its domain copies with "Copied", and /microsite/new goes back to the list at the limit.
// Last, the public microsite at http://{subdomain}.localhost:{port} shows the title and plays the clip.
// Needs BASE_URL and SMTP_CATCHER_URL (set by serve.mjs); the admin and the player must be built. Prints
// one line per step and "N passed, N failed".
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  describeVideo,
  graphql,
  makeClip,
  makePicture,
  mutate,
  publishToOwnPages,
  signUpOwner,
  uploadVideo,
  waitForDraft,
} from './fixtures.mjs';
import { eventually, expect, openBrowser, required, SCREENSHOTS } from './harness.mjs';

const BASE_URL = required('BASE_URL');
const run = Date.now().toString(36);
const owner = { name: 'Mia Microsite', email: `microsites-${run}@example.com`, password: 'Amber-Lantern-17' };
const work = mkdtempSync(join(tmpdir(), 'framehouse-microsites-'));
const CLIP = 'Launch film';
const PLAYLIST = 'Launch picks';
const TITLE = 'Acme Films';
const SUBDOMAIN = `acme-${run}`;
const CUSTOM_HTML = '<p id="custom-html-check">Hello from the custom HTML</p>';
const BLUE = '#0702F0';
const HEALTH_POLL_MS = 60_000;

const { context, page, pageErrors, step, finish, toast } = await openBrowser({}, { accessibility: true });
await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
const shot = (name) => page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });

let token;
let videoId;
let playlistId;
let micrositeId;
let micrositeUrl;

const micrositeById = async () =>
  (
    await graphql(
      token,
      `
        query ($id: ID!) {
          micrositeById(id: $id) {
            title
            healthy
            url
            mainColor
            logoUrl
            htmlCode
            googleAnalytics4Id
            momentsLocationTop
            sections {
              position
              title
              sortBy
              contentType
              internalTag
              regularTag
              playlistId
            }
          }
        }
      `,
      { id: micrositeId },
    )
  ).micrositeById;

await step('an owner with a published clip sees the empty state', 'microsites-01-empty', async () => {
  token = await signUpOwner(page, owner, `Microsite Studio ${run}`);
  videoId = await uploadVideo(token, makeClip(join(work, `launch-${run}.mp4`), { seconds: 10 }));
  await waitForDraft(token, videoId);
  await describeVideo(token, videoId, { title: CLIP, tags: ['launch'] });
  await publishToOwnPages(token, videoId);
  playlistId = (
    await mutate(
      token,
      'createPlaylist',
      'mutation($p: PlaylistInput!) { createPlaylist(playlist: $p) { playlist { id } errors { field messages name } } }',
      { p: { name: PLAYLIST, contentType: 'VIDEOS', orderBy: 'MANUAL', items: [videoId] } },
    )
  ).playlist.id;
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Microsite' })
    .click();
  await page.getByRole('heading', { name: 'Microsite', exact: true }).waitFor();
  await page.getByText("You don't have any microsites yet").waitFor();
  await page.getByText('it cannot be changed later').waitFor();
  await page.getByRole('link', { name: 'Create Microsite' }).waitFor();
});

await step('the create page checks each field when it is left', 'microsites-02-create', async () => {
  // The page's clock is ours from here: the success page's 60 s poll is run forward in the next steps.
  await page.clock.install();
  await page.goto(`${BASE_URL}/microsite/new`);
  await page.getByRole('heading', { name: 'Microsite', exact: true }).waitFor();
  await page.getByText('Site details').waitFor();
  await page.getByText('https://', { exact: true }).waitFor();
  await page.getByText('.localhost', { exact: true }).waitFor();
  const url = page.getByRole('textbox', { name: 'Microsite URL' });
  const publish = page.getByRole('button', { name: 'Publish' });
  const characters = page.getByText(
    'Microsite URL must only consist of lowercase letters, numbers and dashes',
  );
  await url.fill('Bad_Name');
  expect(!(await characters.isVisible()), 'the URL is checked while it is typed');
  await url.press('Tab');
  await characters.waitFor();
  await url.fill('admin');
  await url.press('Tab');
  await page.getByText('This microsite URL is reserved. Choose another one.').waitFor();
  const title = page.getByRole('textbox', { name: 'Microsite title' });
  await title.focus();
  await title.press('Tab');
  await page.getByText('Title cannot be empty').waitFor();
  expect(await publish.isDisabled(), 'Publish is enabled with an invalid form');
  await shot('microsites-02a-create-validation');

  await title.fill(TITLE);
  await page.getByRole('textbox', { name: 'Microsite description' }).fill('Short films from Acme.');
  await page.getByText('22/160').waitFor();
  await url.fill(SUBDOMAIN);
  await url.press('Tab');
  await page.getByText('Moments will be above the video player').click();
  await page.getByText('Moments will be below the video player').waitFor();
  await page.getByText('Moments will be below the video player').click();
  await page.getByText('Moments will be above the video player').waitFor();
  await page.getByRole('link', { name: 'Contact us' }).waitFor();
  await page.getByText("If you'd like your own domain, please use the button above").waitFor();
  await page.getByText('Fields marked with an asterisk (*) are required').waitFor();
  await eventually(
    () => publish.isEnabled(),
    Boolean,
    () => 'Publish stays disabled on a valid form',
  );
});

await step('Publish opens the success page, PUBLISHING at first', 'microsites-03-success', async () => {
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.waitForURL(/\/microsite\/[^/]+\/success$/);
  micrositeId = /\/microsite\/([^/]+)\/success$/.exec(page.url())?.[1];
  await page.getByText('Your microsite has been successfully created.').waitFor();
  await page.getByText('It takes around 10 minutes to set up your microsite').waitFor();
  await page.locator('[data-status]').waitFor();
  // The badge and the button agree: the site opens only once it is healthy.
  const { status, disabled } = await page.locator('body').evaluate((body) => {
    const link = [...body.querySelectorAll('a')].find((a) => a.textContent?.includes('Go to your microsite'));
    return {
      status: body.querySelector('[data-status]')?.getAttribute('data-status'),
      disabled: link?.getAttribute('aria-disabled') === 'true',
    };
  });
  expect(status === 'PUBLISHED' || disabled, `"Go to your microsite" is enabled while ${status}`);
  console.log(`# the success page first read the microsite ${status}`);
  const stored = await micrositeById();
  expect(stored.title === TITLE && stored.momentsLocationTop === true, `stored: ${JSON.stringify(stored)}`);
  expect(
    stored.sections.map((section) => `${section.title}/${section.sortBy}/${section.contentType}`).join() ===
      [1, 2, 3].map((n) => `Section ${n}/PUBLICATION_DATE/VIDEOS_MOMENTS`).join(),
    `the default sections are ${JSON.stringify(stored.sections)}`,
  );
});

await step(
  'once healthy, the next poll enables "Go to your microsite"',
  'microsites-04-healthy',
  async () => {
    await eventually(
      async () => (await micrositeById()).healthy,
      Boolean,
      () => 'the health check did not mark the microsite healthy',
      60_000,
    );
    // The page asks every 60 s (§2): the clock is run past the next ask.
    await page.clock.fastForward(HEALTH_POLL_MS);
    const go = page.getByRole('link', { name: 'Go to your microsite' });
    await eventually(
      () => go.getAttribute('aria-disabled'),
      (value) => value !== 'true',
      () => '"Go to your microsite" stayed disabled',
      10_000,
    );
    await page.locator('[data-status="PUBLISHED"]').waitFor();
    micrositeUrl = (await micrositeById()).url;
    const href = await go.getAttribute('href');
    expect(href === micrositeUrl, `the button opens ${href}, not ${micrositeUrl}`);
    expect(
      micrositeUrl === `${new URL(BASE_URL).protocol}//${SUBDOMAIN}.localhost:${new URL(BASE_URL).port}`,
      `the microsite is at ${micrositeUrl}`,
    );
    expect((await go.getAttribute('target')) === '_blank', 'the site does not open in a new tab');
  },
);

const region = (name) => page.getByRole('region', { name, exact: true });
const preview = () => region('Microsite preview');

await step('Customize opens the editor with its live preview', 'microsites-05-editor', async () => {
  await page.getByRole('link', { name: 'Customize' }).click();
  await page.getByRole('heading', { name: 'Microsite Editor' }).waitFor();
  await page.getByText('Fields marked with an asterisk (*) are required').waitFor();
  await preview().getByTestId('preview-header').getByText(TITLE).waitFor();
  await preview().getByLabel(CLIP).first().waitFor();
  const url = await page.getByRole('textbox', { name: 'Microsite URL' }).inputValue();
  expect(url === micrositeUrl, `the URL field reads ${url}`);
  for (const name of ['Top section', 'Middle section', 'Bottom section', 'Branding', 'Tracking']) {
    await region(name).waitFor();
  }
  await region('Top section').getByText('The top section needs 3 published items to display.').waitFor();
  // The grid of 8: the clip, then placeholders.
  const grid = preview().getByRole('region', { name: 'Grid of 8 videos' }).getByTestId('preview-tile');
  expect((await grid.count()) === 8, `the grid shows ${await grid.count()} tiles`);
});

await step('the sections take a tag, the playlist and an order', 'microsites-06-sections', async () => {
  const top = region('Top section');
  await top.getByRole('textbox', { name: 'Section heading' }).fill('Featured');
  await top.getByRole('radio', { name: 'Top section: Tags' }).check();
  await top.getByRole('textbox', { name: 'Tag' }).fill('launch');
  await preview().getByRole('heading', { name: 'Featured' }).waitFor();

  const middle = region('Middle section');
  await middle.getByRole('radio', { name: 'Middle section: Playlist' }).check();
  await middle.getByRole('combobox', { name: 'Playlist' }).click();
  await page.getByRole('option', { name: PLAYLIST }).click();

  const bottom = region('Bottom section');
  await bottom.getByRole('combobox', { name: 'Order by' }).click();
  await page.getByRole('option', { name: 'Most views' }).click();
  await bottom.getByRole('combobox', { name: 'Display' }).click();
  await page.getByRole('option', { name: 'Videos', exact: true }).click();

  // Checked when left (§5).
  const ga4 = page.getByRole('textbox', { name: 'Google Analytics 4 ID' });
  await ga4.fill('bad');
  await ga4.press('Tab');
  await page.getByText('Provided ID must match G-XXXXXXX format').waitFor();
  await ga4.fill('G-TEST1234');
  await ga4.press('Tab');
});

await step(
  'Branding takes a preset colour and a logo; custom HTML stays text',
  'microsites-07-branding',
  async () => {
    const branding = region('Branding');
    await branding.getByRole('radio', { name: BLUE }).click();
    await eventually(
      () =>
        preview()
          .getByTestId('preview-header')
          .getByText(TITLE)
          .evaluate((element) => element.ownerDocument.defaultView.getComputedStyle(element).color),
      (color) => color === 'rgb(7, 2, 240)',
      (color) => `the preview title is ${color}`,
    );
    const logo = makePicture(join(work, 'logo.png'), 'color=c=0xFFC400:s=320x120');
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      branding.getByText('Upload logo').click(),
    ]);
    await chooser.setFiles(logo);
    await preview().getByRole('img', { name: 'Logo' }).waitFor();
    await page.getByRole('textbox', { name: 'Custom HTML' }).fill(CUSTOM_HTML);
    expect((await page.locator('#custom-html-check').count()) === 0, 'the admin rendered the custom HTML');
    await shot('microsites-07a-editor-preview');
  },
);

await step('Republish stores the microsite and its sections', 'microsites-08-republished', async () => {
  await page.getByRole('button', { name: 'Republish' }).click();
  await toast('Changes are saved').waitFor();
  const stored = await micrositeById();
  expect(stored.mainColor.toUpperCase() === BLUE, `mainColor ${stored.mainColor}`);
  expect(stored.logoUrl, 'no logo stored');
  expect(stored.htmlCode === CUSTOM_HTML, `htmlCode ${stored.htmlCode}`);
  expect(stored.googleAnalytics4Id === 'G-TEST1234', `GA4 ${stored.googleAnalytics4Id}`);
  const [top, middle, bottom] = stored.sections;
  expect(
    top.title === 'Featured' && top.regularTag === 'launch' && !top.internalTag,
    `top ${JSON.stringify(top)}`,
  );
  expect(middle.playlistId === playlistId, `middle ${JSON.stringify(middle)}`);
  expect(
    bottom.sortBy === 'VIEWS_DESC' && bottom.contentType === 'VIDEOS',
    `bottom ${JSON.stringify(bottom)}`,
  );
  // The editor shows what was stored: Republish again is allowed, nothing is left unsaved.
  await page.getByRole('link', { name: 'Back to microsites' }).click();
  await page.getByRole('heading', { name: 'Microsite', exact: true }).waitFor();
});

await step(
  'the list shows it PUBLISHED; the domain copies; no second one on this plan',
  'microsites-09-list',
  async () => {
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: TITLE, exact: true }) });
    await row.waitFor();
    await row.locator('[data-status="PUBLISHED"]').waitFor();
    for (const header of ['Title', 'URL', 'Date Created', 'Status', 'Actions']) {
      await page.getByRole('columnheader', { name: header }).waitFor();
    }
    const domain = `${SUBDOMAIN}.localhost`;
    await row.getByRole('button', { name: `Copy ${domain}` }).click();
    await page.getByRole('tooltip', { name: 'Copied' }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied === domain, `the clipboard holds "${copied}"`);
    await shot('microsites-09a-copied');
    await row.getByRole('button', { name: `Edit ${TITLE}` }).hover();
    await page.getByRole('tooltip', { name: 'Edit' }).waitFor();
    // Trial: MICROSITES_LIMIT 1, so the create route leads back to the list.
    await page.goto(`${BASE_URL}/microsite/new`);
    await page.waitForURL(`${BASE_URL}/microsite`);
    await row.waitFor();
  },
);

await step('the public microsite shows its title and plays the clip', 'microsites-10-public', async () => {
  // Two moments tagged "launch" fill the moments carousel and, with the clip, the top section (needs 3).
  for (const [index, range] of [
    ['00:00.000', '00:05.000'],
    ['00:05.000', '00:10.000'],
  ].entries()) {
    await mutate(
      token,
      'createMoment',
      'mutation($v: ID!, $m: CreateMomentInput!) { createMoment(videoId: $v, moment: $m) { moment { id } errors { field messages name } } }',
      {
        v: videoId,
        m: {
          title: `Teaser ${index + 1}`,
          startTimestamp: range[0],
          endTimestamp: range[1],
          tags: ['launch'],
        },
      },
    );
  }
  await page.goto(micrositeUrl);
  await page.locator('header .site-title').getByText(TITLE).waitFor();
  await page.getByRole('heading', { name: 'Featured' }).waitFor();
  await page
    .getByRole('link', { name: /Teaser 2/ })
    .first()
    .waitFor();
  expect((await page.locator('#custom-html-check').count()) === 1, 'the public site lacks the custom HTML');
  await shot('microsites-10a-public-home');
  await page
    .getByRole('link', { name: new RegExp(CLIP) })
    .first()
    .click();
  await page.waitForURL(new RegExp(`/video/${videoId}$`));
  await page.getByRole('heading', { name: CLIP }).waitFor();
  const player = page.locator('[data-framehouse-video]').first();
  await player.waitFor();
  await player.locator('button.play').click();
  const video = player.locator('video');
  await video.waitFor({ state: 'attached' });
  await eventually(
    () => video.evaluate((element) => element.currentTime),
    (time) => time > 0.3,
    (time) => `the video stands at ${time}s`,
    20_000,
  );
});

await step('no uncaught page errors', 'microsites-11-no-errors', async () => {
  expect(pageErrors.length === 0, `page errors: ${pageErrors.join(' | ')}`);
});

rmSync(work, { recursive: true, force: true });
await finish();

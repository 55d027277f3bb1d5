// The moments' browser test (video-area §2 "Moments tab" and "Moments editor", §4 moment download, §5
// timestamps): an owner uploads a ~25 s clip of speech; once it is a Draft with its transcript, the owner
// opens /video/{id}/moments, enters edit mode, creates a moment with "New moment", renames it and moves
// its End with the keyboard, sees an overlap refused with the spec's message, creates a moment from
// selected transcript words, downloads a moment (its percentage, then the MP4). The video editor's main
// area shows the moment timeline, whose bar opens the moments editor on that moment. On the dashboard's
// Moments tab the bulk bar offers Disable, Enable and Delete; one is disabled and one deleted.
// /video/{id}/moment/new opens the editor with a new moment; /dashboard/moments?momentId= opens the page
// holding a moment (a second, 135 s video gives the tab more than a page), selected and scrolled to.
// Once the video is published and edited (EDITED), leaving any of its pages asks first, a moment's tag
// edit sets the local "unpublished changes" flag, and the moments editor's Republish clears both; a
// video still uploading has Publish disabled and /moment/new says why it made none.
// Needs BASE_URL and SMTP_CATCHER_URL (set by serve.mjs). Prints one line per step and "N passed, N failed".
// The functions given to page.evaluate and locator.evaluate run in the browser, with its globals.
/* global window */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  chooseUpload,
  describeVideo,
  graphql,
  makeClip,
  makeSpeechClip,
  mutate,
  publishToOwnPages,
  signUpOwner,
  uploadVideo,
  videoIdOfRow,
  waitForDraft,
  waitForDraftRow,
} from './fixtures.mjs';
import { eventually, expect, openBrowser, required, SCREENSHOTS, transcoderReport } from './harness.mjs';

const BASE_URL = required('BASE_URL');
const TRANSCRIPT_TIMEOUT_MS = 180_000;
const DOWNLOAD_TIMEOUT_MS = 90_000;

const run = Date.now().toString(36);
const owner = { name: 'Mona Moments', email: `moments-${run}@example.com`, password: 'Saffron-Harbor-29' };
const organizationName = `Moments Studio ${run}`;

const { page, pageErrors, step, finish, toast } = await openBrowser(
  { acceptDownloads: true },
  { accessibility: true },
);
const workDir = mkdtempSync(join(tmpdir(), 'framehouse-moments-'));
const clipName = `speech-${run}`;
let videoId = '';
let token = '';
/** A 135 s video whose 26 moments give the Moments tab a second page (started while the first is cut). */
let fillerId = '';
const FILLER_MOMENTS = 26;

const SPEECH = [
  'Welcome to the morning news from the harbor.',
  'Today the ferries leave on time and the weather stays calm.',
  'In the city, the market opens at nine with fresh bread and cheese.',
  'Later, the choir sings in the old church near the river.',
  'On the radio tonight we play old songs about sailors and the sea.',
  'Tomorrow brings a little rain in the morning and sunshine after noon.',
  'Thank you for listening, and have a pleasant day.',
].join(' ');

const sideList = () => page.getByRole('list', { name: 'Moments' });
const listItem = (title) => sideList().getByRole('button').filter({ hasText: title });
const momentRow = (title) => page.getByRole('row').filter({ hasText: title });
const UNPUBLISHED_PROMPT = 'You have unpublished video changes. Are you sure to leave this site?';
const mainNavigation = () => page.getByRole('navigation', { name: 'Main navigation' });

/** The id of the moment named `title`, through the API. */
async function momentIdOf(title) {
  const { moments } = await graphql(token, 'query($t: String) { moments(title: $t) { nodes { id } } }', {
    t: title,
  });
  expect(moments.nodes.length === 1, `${moments.nodes.length} moments are named ${title}`);
  return moments.nodes[0].id;
}

/** Whether the local "unpublished changes" flag (video-area §4) holds the video. */
const flagged = () =>
  page.evaluate(
    (id) => JSON.parse(localStorage.getItem('unpublishedVideoChanges') ?? '[]').includes(id),
    videoId,
  );

await step('an owner registers, creates the organization and logs in', 'moments-01-dashboard', async () => {
  token = await signUpOwner(page, owner, organizationName);
  await page.getByRole('heading', { name: 'Videos and Moments' }).waitFor();
});

await step('a clip of ~25 s of speech is uploaded and processed', 'moments-02-draft', async () => {
  await chooseUpload(page, makeSpeechClip(join(workDir, `${clipName}.mp4`), SPEECH));
  const row = page.getByRole('row').filter({ hasText: clipName });
  await waitForDraftRow(page, row, 150_000);
  videoId = await videoIdOfRow(row, clipName);
});

await step(
  'the moments page shows the player, the timeline and the transcript; Edit Moments enters edit mode',
  'moments-03-editor',
  async () => {
    await page.goto(`${BASE_URL}/video/${videoId}/moments`);
    await page.getByRole('heading', { name: 'Moments', exact: true }).waitFor();
    const panel = page.getByRole('region', { name: 'Transcription' });
    await panel
      .getByRole('list', { name: 'Transcript segments' })
      .waitFor({ timeout: TRANSCRIPT_TIMEOUT_MS })
      .catch(async () => {
        throw new Error(`no transcript: ${await panel.textContent()}; ${transcoderReport()}`);
      });
    expect(
      !(await page.getByText('You can highlight the text to create a moment').isVisible()),
      'the selection hint shows outside edit mode',
    );
    await page.getByRole('button', { name: 'Edit Moments' }).click();
    await page.getByRole('heading', { name: 'Moments Editor' }).waitFor();
    await page.getByText('You can highlight the text to create a moment').waitFor();
  },
);

await step('"New moment" creates a 5 s moment at the playhead and selects it', 'moments-04-new', async () => {
  await page.getByRole('button', { name: 'New moment' }).click();
  await listItem('Moment at 00:00').waitFor();
  await listItem('Moment at 00:00').getByText('00:00.000 – 00:05.000').waitFor();
  await page.getByRole('textbox', { name: 'End' }).waitFor();
  expect(
    (await page.getByRole('textbox', { name: 'End' }).inputValue()) === '00:00:05.000',
    'the End field does not read 00:00:05.000',
  );
  expect(page.url().includes('momentId='), `the URL ${page.url()} names no moment`);
});

await step(
  'the title is renamed and saved; shift+arrow up twice moves End by 2 s, saved after 1 s',
  'moments-05-edited',
  async () => {
    await page.getByRole('textbox', { name: 'Title' }).fill('Harbor news');
    await page.getByRole('button', { name: 'Save' }).click();
    await listItem('Harbor news').waitFor();
    const end = page.getByRole('textbox', { name: 'End' });
    await end.focus();
    await end.press('Shift+ArrowUp');
    await end.press('Shift+ArrowUp');
    await end.press('ArrowDown');
    expect((await end.inputValue()) === '00:00:06.900', `End reads ${await end.inputValue()}`);
    await listItem('Harbor news').getByText('00:00.000 – 00:06.900').waitFor({ timeout: 5000 });
    // Read back from the API: the editor reloaded shows the saved range.
    await page.reload();
    await listItem('Harbor news').getByText('00:00.000 – 00:06.900').waitFor();
  },
);

await step(
  'a second moment moved onto the first is refused with the overlap message, then fixed',
  'moments-06-overlap',
  async () => {
    await page.getByRole('button', { name: 'Edit Moments' }).click();
    await page.getByRole('button', { name: 'New moment' }).click();
    await listItem('Moment at 00:06').waitFor();
    const start = page.getByRole('textbox', { name: 'Start' });
    // The form takes the new moment's values once it is created; a value typed before would be replaced.
    for (let tries = 0; (await start.inputValue()) !== '00:00:06.900'; tries += 1) {
      expect(tries < 100, `the new moment's start never showed: ${await start.inputValue()}`);
      await page.waitForTimeout(100);
    }
    await start.fill('00:00:05.000');
    await page
      .getByText(
        "Moment's timestamps (00:00:05.000 - 00:00:11.900) overlap with existing Moment(s): Harbor news.",
      )
      .waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'moments-06a-refused.png') });
    await start.fill('00:00:06.900');
    await listItem('Moment at 00:06').getByText('00:06.900 – 00:11.900').waitFor({ timeout: 5000 });
    expect(!(await page.getByText(/overlap with existing/).isVisible()), 'the overlap message stays');
  },
);

await step(
  'selected transcript words show their range and "Create Moment" makes a moment of them',
  'moments-07-transcript',
  async () => {
    const panel = page.getByRole('region', { name: 'Transcription' });
    // From the first word after the moments to the last word, dragged across with the mouse.
    const words = panel.locator('[data-start-ms]');
    const starts = await words.evaluateAll((spans) =>
      spans.map((span) => Number(span.getAttribute('data-start-ms'))),
    );
    const firstIndex = starts.findIndex((start) => start >= 12500);
    expect(firstIndex >= 0, `no word starts after 12.5 s: ${starts.join(', ')}`);
    const first = words.nth(firstIndex);
    const last = words.last();
    const selected = {
      start: Number(await first.getAttribute('data-start-ms')),
      end: Number(await last.getAttribute('data-end-ms')),
    };
    await last.scrollIntoViewIfNeeded();
    const from = await first.boundingBox();
    const to = await last.boundingBox();
    await page.mouse.move(from.x + 1, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
    await page.mouse.move(to.x + to.width - 1, to.y + to.height / 2, { steps: 2 });
    await page.mouse.up();
    expect(selected.end - selected.start >= 5000, `the words selected span ${JSON.stringify(selected)}`);
    const status = panel.getByRole('status', { name: 'Selected text' });
    await status.waitFor();
    console.log(`# selected: ${await status.textContent()}`);
    await status.getByRole('button', { name: 'Create Moment' }).click();
    const minutes = Math.floor(selected.start / 60000);
    const seconds = Math.floor((selected.start % 60000) / 1000);
    const title = `Moment at ${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
    await listItem(title).waitFor();
    await sideList().locator('[aria-current="true"]').filter({ hasText: title }).waitFor();
    expect(
      (await page.getByRole('textbox', { name: 'Title' }).inputValue()) === title,
      'the new moment is not the one selected',
    );
  },
);

await step(
  'a moment is downloaded: its percentage shows, then the MP4 arrives',
  'moments-08-download',
  async () => {
    // The 130 s video is processed meanwhile: its moments fill the Moments tab later.
    fillerId = await uploadVideo(token, makeClip(join(workDir, `filler-${run}.mp4`), { seconds: 135 }));
    await listItem('Harbor news').click();
    await sideList().locator('[aria-current="true"]').filter({ hasText: 'Harbor news' }).waitFor();
    const downloaded = page.waitForEvent('download', { timeout: DOWNLOAD_TIMEOUT_MS });
    await page.getByRole('button', { name: 'Download', exact: true }).click();
    await page.getByRole('button', { name: /^Downloading \d+%$/ }).waitFor({ timeout: 5000 });
    await page.screenshot({ path: join(SCREENSHOTS, 'moments-08a-progress.png') });
    const download = await downloaded;
    const path = join(workDir, download.suggestedFilename());
    await download.saveAs(path);
    const size = statSync(path).size;
    console.log(`# downloaded ${download.suggestedFilename()}: ${size} bytes`);
    expect(size > 0, 'the downloaded file is empty');
    await page.getByRole('button', { name: 'Download', exact: true }).waitFor();
  },
);

await step(
  "the video editor's main area shows the moment timeline; a bar opens the moments editor on it",
  'moments-08b-editor-timeline',
  async () => {
    await page.goto(`${BASE_URL}/video/${videoId}`);
    const timeline = page.getByRole('region', { name: 'Moment timeline' });
    const bar = timeline.getByRole('button', { name: /^Harbor news, 00:00\.000 – 00:06\.900$/ });
    await bar.waitFor();
    expect(
      (await timeline.getByRole('button', { name: /, \d\d:\d\d\.\d{3} – / }).count()) === 3,
      'the timeline does not show the 3 moments',
    );
    // Read-only here: no handles to resize a moment.
    expect(
      (await timeline.getByRole('slider', { name: /^Start of / }).count()) === 0,
      'a bar can be resized',
    );
    await bar.click();
    await timeline.getByRole('button', { name: 'Play Moment' }).waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'moments-08b-editor-timeline-selected.png') });
    await timeline.getByRole('link', { name: 'Open in Moments editor' }).click();
    await page.waitForURL(/\/video\/[^/]+\/moments\?momentId=/);
    await sideList().locator('[aria-current="true"]').filter({ hasText: 'Harbor news' }).waitFor();
  },
);

await step(
  'the Moments tab lists the moments; the bulk bar offers Disable, Enable and Delete together',
  'moments-09-tab',
  async () => {
    await page.goto(`${BASE_URL}/dashboard/moments`);
    const table = page.getByRole('table', { name: 'Moments' });
    await table.waitFor();
    await momentRow('Harbor news').waitFor();
    expect((await table.getByRole('row').count()) === 4, 'the tab does not list 3 moments');
    await page.getByRole('checkbox', { name: 'Select Harbor news' }).check();
    const bar = page.getByRole('toolbar', { name: 'Selected moments' });
    await bar.getByText('1 selected').waitFor();
    const buttons = await bar.getByRole('button').allTextContents();
    expect(
      buttons.join(',') === 'Disable,Enable,Delete,Clear selection',
      `the bar offers [${buttons.join(', ')}]`,
    );
    // Enable would change nothing while every selected moment is visible.
    expect(await bar.getByRole('button', { name: 'Enable' }).isDisabled(), 'Enable is enabled');
    await bar.getByRole('button', { name: 'Disable' }).click();
    await page.getByLabel('Visibility of Harbor news').and(page.locator(':not(:checked)')).waitFor();
    await bar.getByRole('button', { name: 'Enable' }).and(page.locator(':enabled')).waitFor();
    expect(await bar.getByRole('button', { name: 'Disable' }).isDisabled(), 'Disable is enabled');
  },
);

await step('a moment is deleted after the "Delete moment" confirmation', 'moments-10-deleted', async () => {
  await page.getByRole('button', { name: 'Clear selection' }).click();
  await page.getByRole('checkbox', { name: 'Select Moment at 00:06' }).check();
  await page
    .getByRole('toolbar', { name: 'Selected moments' })
    .getByRole('button', { name: 'Delete' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Delete moment' });
  await dialog.getByRole('button', { name: 'Cancel' }).waitFor();
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await dialog.waitFor({ state: 'detached' });
  await momentRow('Moment at 00:06').waitFor({ state: 'detached' });
  await momentRow('Harbor news').waitFor();
});

await step(
  '/video/{id}/moment/new opens the moments editor in edit mode with a new moment selected',
  'moments-11-new-route',
  async () => {
    await page.goto(`${BASE_URL}/video/${videoId}/moment/new`);
    await page.getByRole('heading', { name: 'Moments Editor' }).waitFor();
    // The first free 5 s from the start: after Harbor news (0 – 6.9 s).
    await sideList()
      .locator('[aria-current="true"]')
      .filter({ hasText: 'Moment at 00:06' })
      .getByText('00:06.900 – 00:11.900')
      .waitFor();
    await page.waitForURL(/\/video\/[^/]+\/moments\?momentId=/);
    expect(
      (await page.getByRole('textbox', { name: 'Title' }).inputValue()) === 'Moment at 00:06',
      'the new moment is not the one in the form',
    );
    await page.getByRole('button', { name: 'Done' }).waitFor();
  },
);

await step(
  '/dashboard/moments?momentId= opens the page holding the moment, selected and scrolled to',
  'moments-12-linked',
  async () => {
    await waitForDraft(token, fillerId);
    const time = (seconds) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
    for (let index = 1; index <= FILLER_MOMENTS; index += 1) {
      const start = (index - 1) * 5;
      await mutate(
        token,
        'createMoment',
        'mutation($v: ID!, $m: CreateMomentInput!) { createMoment(videoId: $v, moment: $m) { moment { id } errors { field messages name } } }',
        {
          v: fillerId,
          m: {
            title: `Filler ${String(index).padStart(2, '0')}`,
            startTimestamp: time(start),
            endTimestamp: time(start + 5),
          },
        },
      );
    }
    await page.goto(`${BASE_URL}/dashboard/moments`);
    await page.getByRole('combobox', { name: /Rows per page/ }).click();
    await page.getByRole('option', { name: '25', exact: true }).click();
    await page.getByText(`1–25 of ${FILLER_MOMENTS + 3}`).waitFor();

    // Harbor news is the oldest of 29, newest first: the second page.
    await page.goto(`${BASE_URL}/dashboard/moments?momentId=${await momentIdOf('Harbor news')}`);
    await page.getByText(`26–${FILLER_MOMENTS + 3} of ${FILLER_MOMENTS + 3}`).waitFor();
    await page.getByRole('checkbox', { name: 'Select Harbor news' }).and(page.locator(':checked')).waitFor();
    await page.getByRole('toolbar', { name: 'Selected moments' }).getByText('1 selected').waitFor();
    await page.waitForURL(/\/dashboard\/moments$/);

    // Filler 02 is the 25th of the first page: far below the fold, scrolled to.
    await page.goto(`${BASE_URL}/dashboard/moments?momentId=${await momentIdOf('Filler 02')}`);
    const row = page.locator('tr[aria-current="true"]');
    await row.filter({ hasText: 'Filler 02' }).waitFor();
    await page.getByText(`1–25 of ${FILLER_MOMENTS + 3}`).waitFor();
    const within = (locator) =>
      locator.evaluate((element) => {
        const { top, bottom } = element.getBoundingClientRect();
        return top >= 0 && bottom <= window.innerHeight;
      });
    await eventually(
      () => within(row),
      (inView) => inView,
      () => 'the linked row is not in view',
    );
    expect(!(await within(momentRow('Filler 26'))), 'the page did not scroll: the first row is in view');
  },
);

await step(
  'an EDITED video asks before leaving any of its pages; a moment tag edit sets the local flag',
  'moments-13-leave-prompt',
  async () => {
    await publishToOwnPages(token, videoId);
    await describeVideo(token, videoId, { title: `${clipName} (edited)` });
    await page.goto(`${BASE_URL}/video/${videoId}/moments?momentId=${await momentIdOf('Harbor news')}`);
    await page.getByRole('button', { name: 'Republish' }).and(page.locator(':enabled')).waitFor();
    await page.getByRole('button', { name: 'Edit Moments' }).click();
    const tag = page.getByRole('textbox', { name: 'Add tag' });
    await tag.fill('harbor');
    await tag.press('Enter');
    await page.getByRole('button', { name: 'Save' }).click();
    await eventually(
      flagged,
      (value) => value,
      () => 'the unpublished changes flag is not set',
    );

    for (const [subPage, ready] of [
      ['moments', () => page.getByRole('heading', { name: 'Moments', exact: true })],
      ['promo-cards', () => page.getByRole('switch', { name: 'Promo cards' })],
      ['monetization', () => page.getByRole('heading', { name: 'Monetization' })],
      ['publish', () => page.getByRole('group', { name: 'Publishing targets' })],
    ]) {
      await page.goto(`${BASE_URL}/video/${videoId}/${subPage}`);
      await ready().waitFor();
      await mainNavigation().getByRole('link', { name: 'Videos' }).click();
      const dialog = page.getByRole('dialog', { name: UNPUBLISHED_PROMPT });
      await dialog.waitFor();
      await page.screenshot({ path: join(SCREENSHOTS, `moments-13-prompt-${subPage}.png`) });
      await dialog.getByRole('button', { name: 'Stay' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(page.url().endsWith(`/video/${videoId}/${subPage}`), `${subPage}: left to ${page.url()}`);
    }
  },
);

await step(
  "the moments editor's Republish publishes; leaving then asks nothing and the flag is cleared",
  'moments-14-republished',
  async () => {
    await page.goto(`${BASE_URL}/video/${videoId}/moments`);
    await page.getByRole('button', { name: 'Republish' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('group', { name: 'Publishing targets' }).getByRole('checkbox').first().check();
    await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
    await dialog.getByText('Video Published!').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Publish', exact: true }).waitFor();
    await mainNavigation().getByRole('link', { name: 'Videos' }).click();
    await page.waitForURL(/\/dashboard\/videos$/);
    expect(!(await flagged()), 'the unpublished changes flag is still set');
  },
);

await step(
  'a video still uploading: Publish and Edit Moments are disabled, /moment/new says why it made none',
  'moments-15-not-editable',
  async () => {
    const { video } = await mutate(
      token,
      'uploadLocalVideo',
      'mutation($f: String!) { uploadLocalVideo(filename: $f, multipart: false) { video { id } errors { field messages name } } }',
      { f: `uploading-${run}.mp4` },
    );
    await page.goto(`${BASE_URL}/video/${video.id}/moment/new`);
    await toast('Moments can be edited once the video is processed.').waitFor();
    await page.waitForURL(new RegExp(`/video/${video.id}/moments$`));
    await page.getByRole('heading', { name: 'Moments', exact: true }).waitFor();
    expect(
      await page.getByRole('button', { name: 'Publish', exact: true }).isDisabled(),
      'Publish is enabled',
    );
    expect(await page.getByRole('button', { name: 'Edit Moments' }).isDisabled(), 'Edit Moments is enabled');
    expect(pageErrors.length === 0, `page errors: ${pageErrors.join('; ')}`);
  },
);

rmSync(workDir, { recursive: true, force: true });
await finish();

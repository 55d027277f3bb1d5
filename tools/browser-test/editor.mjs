// The video editor's browser test (video-area §2 "Video editor", "Thumbnails", §5): an owner registers,
// uploads two generated clips and waits for them to reach Draft; in the editor they edit the title, tags
// (a too-long one refused, blanks and duplicates ignored) and categories, save ("Changes are saved"), copy
// the tags and paste them into the second video, upload a thumbnail (a too-large one refused) and pick it,
// turn the logo on at another position, save, reload and find every value kept. The player obeys the
// keyboard (space, arrows, m); leaving with unsaved changes asks first; a failed re-read of the video
// says "Fetching video metadata failed" and keeps the editor; the second video is deleted after its
// confirmation; an invited curator (without CHANGE_VIDEO, nor the caption permissions) finds every field
// read-only and no caption upload.
// Drives Chromium against the API serving the built admin, with the transcoder working its queue.
// Needs BASE_URL (the API) and SMTP_CATCHER_URL; TRANSCODER_STATE_FILE and TRANSCODER_LOG (set by
// serve.mjs) explain a video that is not processed. Prints one line per step and "N passed, N failed" last.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  acceptInvitation,
  invitationLink,
  inviteMember,
  makeClip,
  makePicture,
  signOut,
  signUpOwner,
  uploadThroughMenu,
  waitForDraftRow,
} from './fixtures.mjs';
import { expect, openBrowser, required, SCREENSHOTS, sleep } from './harness.mjs';

const BASE_URL = required('BASE_URL');

const run = Date.now().toString(36);
const owner = { name: 'Edith Editor', email: `editor-${run}@example.com`, password: 'Saffron-Harbor-29' };
const organizationName = `Editor Studio ${run}`;
const curator = { name: 'Cora Curator', email: `curator-${run}@example.com`, password: 'Juniper-Signal-58' };

const { page, pageErrors, step, finish, toast } = await openBrowser({}, { accessibility: true });
const clipDir = mkdtempSync(join(tmpdir(), 'framehouse-editor-'));
const first = { name: `first-${run}`, seconds: 12 };
const second = { name: `second-${run}`, seconds: 3 };
const newTitle = `Launch day ${run}`;
const videoRow = (title) => page.getByRole('row').filter({ hasText: title });
const details = () => page.getByRole('complementary', { name: 'Video details' });
const section = (name) => details().getByRole('region', { name });
const player = () => page.getByRole('region', { name: /^Video player/ });

/** A generated clip of `seconds`, named after the video's title. */
const clip = ({ name, seconds }) => makeClip(join(clipDir, `${name}.mp4`), { seconds });
/** A PNG in the run's directory: a flat colour (small), or noise (large enough to pass 2.5 MiB). */
const picture = (name, source) => makePicture(join(clipDir, name), source);

async function openEditor(title) {
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Videos' })
    .click();
  await videoRow(title).getByRole('link', { name: title }).click();
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
}

/** Types a value into a chip input and presses Enter. */
async function addChip(sectionName, field, value) {
  const input = section(sectionName).getByRole('textbox', { name: field });
  await input.fill(value);
  await input.press('Enter');
}

const chips = (group) =>
  section('Tags and categories')
    .getByRole('group', { name: `${group} list` })
    .locator('.MuiChip-label')
    .allTextContents();

const mediaState = () =>
  player()
    .locator('video')
    .evaluate((video) => ({
      paused: video.paused,
      currentTime: video.currentTime,
      duration: video.duration,
      volume: video.volume,
      muted: video.muted,
    }));

async function waitForMedia(predicate, what) {
  const deadline = Date.now() + 10_000;
  let state;
  while (Date.now() < deadline) {
    state = await mediaState();
    if (predicate(state)) return state;
    await sleep(100);
  }
  throw new Error(`${what}: the video element is ${JSON.stringify(state)}`);
}

await step('an owner registers, creates the organization and logs in', 'editor-01-dashboard', async () => {
  await signUpOwner(page, owner, organizationName);
  await page.getByRole('heading', { name: 'Videos and Moments' }).waitFor();
});

await step('two generated clips are uploaded and reach Draft', 'editor-02-drafts', async () => {
  await uploadThroughMenu(page, clip(first));
  await uploadThroughMenu(page, clip(second));
  await waitForDraftRow(page, videoRow(first.name));
  await waitForDraftRow(page, videoRow(second.name));
});

await step('the editor shows its side panel, tabs and player', 'editor-03-editor', async () => {
  await videoRow(first.name).getByRole('link', { name: first.name }).click();
  await page.getByRole('heading', { level: 1, name: first.name }).waitFor();
  for (const name of ['Details', 'Tags and categories', 'Thumbnails', 'Captions', 'Logo']) {
    await section(name).waitFor();
  }
  await details()
    .getByRole('link', { name: /Promo cards/ })
    .waitFor();
  await details().getByRole('link', { name: 'Edit monetization' }).waitFor();
  await details()
    .getByRole('link', { name: /Promo cards/ })
    .click();
  await page.waitForURL(/\/video\/[^/]+\/promo-cards$/);
  await page.goBack();
  await page.getByRole('heading', { level: 1, name: first.name }).waitFor();
  await page.getByRole('tab', { name: 'Video', selected: true }).waitFor();
  await page.getByRole('button', { name: 'Publish' }).waitFor();
  expect(await page.getByRole('button', { name: 'Publish' }).isEnabled(), 'Publish is disabled for a Draft');
  await player().waitFor();
  await section('Thumbnails')
    .getByRole('button', { name: /^Thumbnail \d+/ })
    .first()
    .waitFor();
  expect(
    !(await section('Logo').getByRole('combobox', { name: 'Logo position' }).isVisible()),
    'the logo position is offered while the logo is off',
  );
  // An owner holds both caption permissions the upload needs (video-area §5).
  await section('Captions').getByRole('button', { name: 'Choose .vtt file' }).waitFor();
});

await step(
  'title and tags are edited: a too-long tag is refused, blanks and duplicates are not added',
  'editor-04-tags',
  async () => {
    const title = section('Details').getByRole('textbox', { name: 'Title' });
    await title.fill('');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await section('Details').getByText('Title cannot be empty').waitFor();
    await title.fill(newTitle);
    await section('Tags and categories').getByText('(max. 60 characters per tag)').waitFor();
    await section('Tags and categories').getByText('(max. 60 characters per category)').waitFor();
    await addChip('Tags and categories', 'Add tag', 'launch');
    await addChip('Tags and categories', 'Add tag', '  news  ');
    await addChip('Tags and categories', 'Add tag', '   ');
    await addChip('Tags and categories', 'Add tag', 'launch');
    await addChip('Tags and categories', 'Add tag', 'x'.repeat(61));
    await section('Tags and categories').getByText('Max. 60 characters per tag').waitFor();
    const tags = await chips('Tags');
    expect(tags.join(',') === 'launch,news', `the tags are [${tags.join(', ')}]`);
    await addChip('Tags and categories', 'Add tag', 'y'.repeat(60));
    await addChip('Tags and categories', 'Add category', 'events');
    const categories = await chips('Categories');
    expect(categories.join(',') === 'events', `the categories are [${categories.join(', ')}]`);
  },
);

await step('Save stores them and the header says "Changes are saved"', 'editor-05-saved', async () => {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('status').filter({ hasText: 'Changes are saved' }).waitFor();
  await page.getByRole('heading', { level: 1, name: newTitle }).waitFor();
  expect(
    await page.getByRole('button', { name: 'Save', exact: true }).isDisabled(),
    'Save is enabled with nothing to save',
  );
});

await step(
  'Copy keeps the tags; the second video offers Paste and takes them',
  'editor-06-pasted',
  async () => {
    const tags = section('Tags and categories');
    expect(
      !(await tags.getByRole('button', { name: 'Paste' }).isVisible()),
      'Paste offered with nothing new',
    );
    await tags.getByRole('button', { name: 'Copy' }).click();
    await toast('Tags copied. Paste them into another video.').waitFor();
    await openEditor(second.name);
    expect((await chips('Tags').catch(() => [])).length === 0, 'the second video already has tags');
    await section('Tags and categories').getByRole('button', { name: 'Paste' }).click();
    const pasted = await chips('Tags');
    expect(
      pasted.join(',') === `launch,news,${'y'.repeat(60)}`,
      `the pasted tags are [${pasted.join(', ')}]`,
    );
    expect(
      !(await section('Tags and categories').getByRole('button', { name: 'Paste' }).isVisible()),
      'Paste is still offered once every stored tag is present',
    );
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Changes are saved' }).waitFor();
  },
);

await step(
  'leaving with unsaved changes asks first; Cancel resets the form',
  'editor-07-leave-prompt',
  async () => {
    const title = section('Details').getByRole('textbox', { name: 'Title' });
    await title.fill('Not kept');
    await page.getByRole('link', { name: 'Back to videos' }).click();
    const dialog = page.getByRole('dialog', { name: 'Unsaved changes' });
    await dialog
      .getByText('Are you sure you want to leave this site? Changes you made will not be saved.')
      .waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'editor-07-leave-prompt-dialog.png'), fullPage: true });
    await dialog.getByRole('button', { name: 'Back to edit' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await title.inputValue()) === 'Not kept', 'the draft was lost by staying');
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect((await title.inputValue()) === second.name, `Cancel left the title "${await title.inputValue()}"`);
  },
);

await step(
  'a failed re-read of the video says "Fetching video metadata failed" and keeps the editor',
  'editor-07b-metadata-failed',
  async () => {
    // The read after a save fails (the server answers 500 to videoById); the save itself goes through.
    const failRead = (route) =>
      /query VideoById\b/.test(route.request().postData() ?? '')
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"errors":[]}' })
        : route.fallback();
    await page.route('**/graphql/', failRead);
    try {
      const description = section('Details').getByRole('textbox', { name: 'Description' });
      await description.fill('Read back failed once.');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await toast('Fetching video metadata failed').waitFor();
      await page.screenshot({ path: join(SCREENSHOTS, 'editor-07b-metadata-toast.png') });
      await page.getByRole('heading', { level: 1, name: second.name }).waitFor();
      expect(
        (await description.inputValue()) === 'Read back failed once.',
        `the description reads "${await description.inputValue()}"`,
      );
    } finally {
      await page.unroute('**/graphql/', failRead);
    }
    // Error toasts stay until dismissed (spec §8).
    await page
      .getByRole('alert')
      .filter({ hasText: 'Fetching video metadata failed' })
      .getByRole('button', { name: 'DISMISS' })
      .click();
  },
);

await step('the organization gets a logo in Branding, for the watermark', 'editor-08-branding', async () => {
  await page.goto(`${BASE_URL}/organization/branding`);
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: 'Choose logo' }).click(),
  ]);
  await chooser.setFiles(picture('logo.png', 'color=c=navy:s=240x80'));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await toast('Logo has been successfully changed.').waitFor();
});

await step(
  'a thumbnail over 2.5 MiB is refused; an uploaded one is listed and picked',
  'editor-09-thumbnail',
  async () => {
    await openEditor(newTitle);
    const thumbnails = section('Thumbnails');
    const large = picture(
      'large.png',
      'nullsrc=size=1920x1080,geq=random(1)*255:random(2)*255:random(3)*255',
    );
    expect(
      statSync(large).size > 2.5 * 1024 * 1024,
      `the noise picture is only ${statSync(large).size} bytes`,
    );
    const choose = async (path) => {
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        thumbnails.getByRole('button', { name: 'Upload thumbnail' }).click(),
      ]);
      await chooser.setFiles(path);
    };
    await choose(large);
    await toast('Thumbnail exceeds maximum file size (2.5 MiB).').waitFor();
    // Error toasts stay until dismissed (spec §8).
    await page
      .getByRole('alert')
      .filter({ hasText: 'Thumbnail exceeds maximum file size (2.5 MiB).' })
      .getByRole('button', { name: 'DISMISS' })
      .click();
    await choose(picture('orange.png', 'color=c=orange:s=1280x720'));
    await toast('Thumbnail successfully uploaded').waitFor();
    const picked = thumbnails.getByRole('button', { name: /\(uploaded\)$/ });
    await picked.click();
    expect((await picked.getAttribute('aria-pressed')) === 'true', 'the uploaded thumbnail is not selected');
  },
);

await step('the logo is turned on at another position; Save keeps all', 'editor-10-logo-saved', async () => {
  const logo = section('Logo');
  await logo.getByRole('switch', { name: 'Show the organization logo on the video' }).check();
  await logo.getByRole('combobox', { name: 'Logo position' }).click();
  await page.getByRole('option', { name: 'Top left' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('status').filter({ hasText: 'Changes are saved' }).waitFor();
});

await step('after a reload the editor shows the saved values', 'editor-11-reloaded', async () => {
  await page.reload();
  await page.getByRole('heading', { level: 1, name: newTitle }).waitFor();
  const title = await section('Details').getByRole('textbox', { name: 'Title' }).inputValue();
  expect(title === newTitle, `the title reads "${title}"`);
  const tags = await chips('Tags');
  expect(tags.join(',') === `launch,news,${'y'.repeat(60)}`, `the tags are [${tags.join(', ')}]`);
  expect((await chips('Categories')).join(',') === 'events', 'the category was not kept');
  const picked = section('Thumbnails').getByRole('button', { name: /\(uploaded\)$/ });
  expect((await picked.getAttribute('aria-pressed')) === 'true', 'the picked thumbnail is not selected');
  const logo = section('Logo');
  expect(
    await logo.getByRole('switch', { name: 'Show the organization logo on the video' }).isChecked(),
    'the logo is off',
  );
  const position = await logo.getByRole('combobox', { name: 'Logo position' }).textContent();
  expect(position?.trim() === 'Top left', `the position reads "${position}"`);
});

await step(
  'the player obeys the keyboard: space, arrows (10 s or to the end), up/down volume, m',
  'editor-12-keyboard',
  async () => {
    await player()
      .locator('video')
      .evaluate((video) =>
        video.readyState > 0
          ? undefined
          : new Promise((resolve) => video.addEventListener('loadedmetadata', resolve, { once: true })),
      );
    await player().focus();
    await page.keyboard.press(' ');
    await waitForMedia((state) => !state.paused && state.currentTime > 0.2, 'space did not start playback');
    await page.keyboard.press(' ');
    const paused = await waitForMedia((state) => state.paused, 'space did not pause');
    await page.keyboard.press('ArrowRight');
    const forward = await waitForMedia(
      (state) => Math.abs(state.currentTime - Math.min(paused.currentTime + 10, state.duration)) < 0.3,
      'ArrowRight did not seek 10 s',
    );
    await page.keyboard.press('ArrowRight');
    await waitForMedia(
      (state) => Math.abs(state.currentTime - state.duration) < 0.3,
      `ArrowRight from ${forward.currentTime} s did not seek to the end`,
    );
    await page.keyboard.press('ArrowLeft');
    await waitForMedia(
      (state) => Math.abs(state.currentTime - (state.duration - 10)) < 0.3,
      'ArrowLeft did not seek back 10 s',
    );
    await page.keyboard.press('ArrowDown');
    await waitForMedia((state) => Math.abs(state.volume - 0.9) < 0.001, 'ArrowDown did not lower the volume');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await waitForMedia((state) => Math.abs(state.volume - 0.9) < 0.001, 'ArrowUp did not raise the volume');
    await page.keyboard.press('m');
    await waitForMedia((state) => state.muted, 'm did not mute');
    await page.keyboard.press('m');
    const final = await waitForMedia((state) => !state.muted, 'm did not unmute');
    console.log(`# player: ${JSON.stringify(final)}`);
  },
);

await step('the second video is deleted after the confirmation', 'editor-13-deleted', async () => {
  await openEditor(second.name);
  await page.getByRole('button', { name: 'Delete video' }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure you want to remove this video?' });
  await dialog
    .getByText("You will remove the video permanently and this action can't be reverted back.")
    .waitFor();
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await page.waitForURL(/\/dashboard\/videos$/);
  await videoRow(newTitle).waitFor();
  await videoRow(second.name).waitFor({ state: 'hidden' });
});

await step('a curator (no CHANGE_VIDEO) sees the editor read-only', 'editor-14-read-only', async () => {
  await page.goto(`${BASE_URL}/organization/members`);
  await inviteMember(page, curator.email, 'CURATOR');
  const invitation = await invitationLink(curator.email);
  await signOut(page);
  await acceptInvitation(page, invitation, curator);
  await openEditor(newTitle);
  const title = section('Details').getByRole('textbox', { name: 'Title' });
  expect((await title.getAttribute('readonly')) !== null, 'the title can be typed into');
  expect((await title.inputValue()) === newTitle, `the title reads "${await title.inputValue()}"`);
  const absent = [
    page.getByRole('button', { name: 'Save', exact: true }),
    page.getByRole('button', { name: 'Delete video' }),
    section('Tags and categories').getByRole('textbox', { name: 'Add tag' }),
    section('Tags and categories').getByRole('button', { name: 'Paste' }),
    section('Thumbnails').getByRole('button', { name: 'Upload thumbnail' }),
    section('Thumbnails').getByRole('button', { name: /^Delete thumbnail/ }),
    // A curator has neither caption permission; the upload needs both (video-area §5).
    section('Captions').getByRole('button', { name: 'Choose .vtt file' }),
  ];
  for (const locator of absent) expect((await locator.count()) === 0, `${locator} is offered`);
  expect(
    await section('Logo')
      .getByRole('switch', { name: 'Show the organization logo on the video' })
      .isDisabled(),
    'the logo switch can be changed',
  );
  const picked = section('Thumbnails').getByRole('button', { name: /\(uploaded\)$/ });
  expect(await picked.isDisabled(), 'a thumbnail can be picked');
  const tags = await chips('Tags');
  expect(tags.length === 3, `the tags are [${tags.join(', ')}]`);
});

await step(
  "the curator sees the video's CTAs and end card and the Overlays lists, with nothing to change",
  'editor-14b-overlays-read-only',
  async () => {
    const videoPath = new URL(page.url()).pathname.replace(/\/$/, '');
    await page.goto(`${BASE_URL}${videoPath}/cta`);
    await page.getByRole('heading', { level: 1, name: 'CTAs' }).waitFor();
    await page
      .getByText('You can view these CTAs; changing them needs the permission to edit videos.')
      .waitFor();
    for (const name of ['Add timestamp', 'Save']) {
      expect((await page.getByRole('button', { name }).count()) === 0, `"${name}" is offered on /cta`);
    }
    await page.goto(`${BASE_URL}${videoPath}/end-card`);
    await page.getByRole('heading', { level: 1, name: 'End Card' }).waitFor();
    expect(
      (await page.getByRole('button', { name: 'Save', exact: true }).count()) === 0,
      'Save is offered on /end-card',
    );
    expect(
      (await page.getByRole('combobox').first().getAttribute('aria-disabled')) === 'true',
      'the end card can be picked',
    );
    for (const [tab, empty] of [
      ['end-cards', 'No end cards yet.'],
      ['ctas', 'No CTAs yet.'],
    ]) {
      await page.goto(`${BASE_URL}/overlays/${tab}`);
      await page.getByRole('heading', { level: 1, name: 'Overlays' }).waitFor();
      await page.getByText(empty, { exact: true }).waitFor();
      expect(
        (await page.getByRole('button', { name: 'Create New' }).count()) === 0,
        `Create New is offered on /overlays/${tab}`,
      );
    }
  },
);

await step('the pages raised no uncaught errors', 'editor-15-final', async () => {
  expect(pageErrors.length === 0, `uncaught: ${pageErrors.join(' | ')}`);
});

rmSync(clipDir, { recursive: true, force: true });
await finish();

// The admin's browser test: a new owner registers on a trial plan, opens the mailed verification link,
// creates the organization, logs in, renames the organization and invites a member, who then creates
// an account from the invitation email. The member (a video editor) then uploads a generated clip
// through the upload menu, sees its row reach Draft, and plays it on the video page.
// Drives Chromium against the API serving the built admin, with the transcoder working its queue.
// Needs BASE_URL (the API) and SMTP_CATCHER_URL (GET /messages?to=… of the loopback SMTP catcher);
// TRANSCODER_STATE_FILE and TRANSCODER_LOG (set by serve.mjs) explain a video that is not processed.
// BROWSER_TEST_BYPASS_CSP=1 makes Chromium ignore the pages' Content-Security-Policy: only to tell a
// player fault from a policy that blocks it (the run says which policy lines it refused).
// Prints one line per step and "N passed, N failed" last; exits non-zero on a failure.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  acceptInvitation,
  chooseUpload,
  createOrganization,
  invitationLink,
  logIn,
  makeClip,
  makeSpeechClip,
  register,
  signOut,
  verificationLink as mailedVerificationLink,
  waitForDraftRow,
} from './fixtures.mjs';
import {
  expect,
  ffmpeg,
  openBrowser,
  required,
  SCREENSHOTS,
  sleep,
  STEP_TIMEOUT_MS,
  transcoderReport,
} from './harness.mjs';

const BASE_URL = required('BASE_URL');

const run = Date.now().toString(36);
const owner = { name: 'Olivia Owner', email: `owner-${run}@example.com`, password: 'Amber-Lantern-17' };
const member = { name: 'Max Member', email: `member-${run}@example.com`, password: 'Violet-Canyon-42' };
const organizationName = `Browser Studio ${run}`;
const renamedOrganization = `Renamed Studio ${run}`;

const { context, page, pageErrors, step, finish, toast } = await openBrowser(
  { bypassCSP: process.env.BROWSER_TEST_BYPASS_CSP === '1' },
  { accessibility: true },
);
const policyRefusals = [];
page.on('console', (message) => {
  if (message.type() === 'error' && message.text().includes('Content Security Policy')) {
    policyRefusals.push(message.text());
  }
});

await step('the logged-out root shows the login page', '01-login', async () => {
  await page.goto(`${BASE_URL}/`);
  await page.getByRole('heading', { name: 'Log in' }).waitFor();
  await page.getByRole('button', { name: 'Sign in with Google' }).waitFor();
  expect((await page.title()) === 'Framehouse', `title is "${await page.title()}"`);
});

await step('an owner registers on the trial plan', '02-registered', async () => {
  await register(page, owner);
  expect((await page.title()) === 'Framehouse Creator Suite', `title is "${await page.title()}"`);
});

let verificationLink;
await step('the verification email arrives with its link', '03-verification-mailed', async () => {
  verificationLink = await mailedVerificationLink(owner.email);
  expect(verificationLink.startsWith(BASE_URL), `link ${verificationLink} is not on ${BASE_URL}`);
});

await step('the verification link creates the organization', '04-organization-created', async () => {
  await createOrganization(page, verificationLink, organizationName);
});

await step('the owner logs in and sees the video dashboard', '05-dashboard', async () => {
  await logIn(page, owner);
  await page.getByRole('heading', { name: 'Videos' }).waitFor();
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

let invitation;
await step(
  'the invitation email links to the member variant of /verify',
  '09-invitation-mailed',
  async () => {
    invitation = await invitationLink(member.email);
  },
);

await step('the invited member creates the account and is signed in', '10-member-account', async () => {
  await signOut(page);
  await acceptInvitation(page, invitation, member);
});

await step('the video editor sees the video dashboard', '11-member-dashboard', async () => {
  await page.getByRole('heading', { name: 'Videos' }).waitFor();
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Videos' })
    .waitFor();
});

// ---- Videos: upload, processing, playback (spec video-area §2–§4) ----

const clipName = `browser-clip-${run}.mp4`;
const clipTitle = clipName.replace(/\.mp4$/, '');
const clipDir = mkdtempSync(join(tmpdir(), 'framehouse-clip-'));
const clipPath = join(clipDir, clipName);
const videoRow = () => page.getByRole('row').filter({ hasText: clipTitle });

await step('the videos page shows its tabs, table, search and upload menu', '12-videos-page', async () => {
  await page.getByRole('heading', { name: 'Videos and Moments' }).waitFor();
  await page.getByRole('tab', { name: 'Moments' }).click();
  await page.waitForURL(/\/dashboard\/moments$/);
  await page.getByText('No moments yet.').waitFor();
  await page.getByRole('tab', { name: 'Videos' }).click();
  await page.waitForURL(/\/dashboard\/videos$/);
  await page.getByRole('searchbox', { name: 'Search videos' }).waitFor();
  await page.getByText('No videos yet.').waitFor();
  await page.getByRole('button', { name: 'Upload' }).click();
  await page.getByRole('menuitem', { name: 'Upload video' }).waitFor();
  await page.getByRole('menuitem', { name: 'Import video from YouTube' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import video from YouTube' });
  await dialog.getByText('YouTube Terms of Service').waitFor();
  await dialog.getByRole('textbox', { name: 'Video URL' }).fill('not a url');
  await dialog.getByRole('textbox', { name: 'Video URL' }).blur();
  await dialog.getByText('URL is in incorrect format').waitFor();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'hidden' });
});

let cdp;
await step(
  'a direct upload shows its percentage, one upload at a time',
  '13-upload-in-progress',
  async () => {
    makeClip(clipPath);
    // Slow uploads down so the progress can be seen (the clip is a few hundred kB).
    cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 48 * 1024,
    });
    await chooseUpload(page, clipPath);
    const progress = page.getByRole('status', { name: 'Upload in progress' });
    await progress.getByText(`Uploading ${clipName}`).waitFor();
    const percentText = progress.getByTestId('upload-percent');
    let percent = 0;
    for (const deadline = Date.now() + STEP_TIMEOUT_MS; Date.now() < deadline && !(percent > 0);) {
      percent = Number.parseInt((await percentText.textContent()) ?? '', 10);
      if (!(percent > 0)) await sleep(100);
    }
    expect(percent > 0 && percent < 100, `the upload showed ${percent}%, not a percentage on its way`);
    await videoRow().waitFor();
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.getByRole('menuitem', { name: 'Upload video' }).click();
    await toast('You can upload only one video at a time').waitFor();
    await sleep(400); // the menu's closing transition, for the screenshot
  },
);

await step('the upload completes and the row reaches Draft', '14-draft-row', async () => {
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await page
    .getByRole('status', { name: 'Upload in progress' })
    .waitFor({ state: 'hidden', timeout: 60_000 });
  await waitForDraftRow(page, videoRow(), 120_000);
  await videoRow().getByText('DRAFT').waitFor();
});

await step('the chosen page size is remembered for the videos table', '15-page-size', async () => {
  await page.getByRole('combobox', { name: /Rows per page/ }).click();
  await page.getByRole('option', { name: '25' }).click();
  await page.reload();
  await videoRow().waitFor();
  const size = await page.getByRole('combobox', { name: /Rows per page/ }).textContent();
  expect(size?.trim() === '25', `after a reload the table shows ${size} rows per page`);
});

await step(
  'the video page plays the stream with hls.js and lists its levels',
  '16-video-playing',
  async () => {
    await videoRow().getByRole('link', { name: clipTitle }).click();
    await page.getByRole('heading', { name: clipTitle }).waitFor();
    const player = page.getByRole('region', { name: /^Video player/ });
    await player.waitFor();
    const engine = await player.getAttribute('data-engine');
    expect(engine === 'hls.js', `the player uses ${engine}, not hls.js`);
    await player.getByRole('button', { name: 'Play', exact: true }).click();
    const video = player.locator('video');
    const advanced = await video.evaluate(
      (element) =>
        new Promise((resolve) => {
          const started = element.currentTime;
          const timer = setTimeout(
            () => resolve({ ok: false, time: element.currentTime, error: element.error?.message }),
            15_000,
          );
          element.addEventListener('timeupdate', function check() {
            if (element.currentTime > started + 0.5) {
              clearTimeout(timer);
              element.removeEventListener('timeupdate', check);
              resolve({ ok: true, time: element.currentTime });
            }
          });
        }),
    );
    expect(
      advanced.ok,
      `video.currentTime stayed at ${advanced.time}${advanced.error ? ` (${advanced.error})` : ''}${
        policyRefusals.length ? `; the page's Content-Security-Policy refused: ${policyRefusals[0]}` : ''
      }`,
    );
    await player.getByRole('button', { name: 'Quality' }).click();
    const menu = page.getByRole('menu', { name: 'Quality' });
    await menu.getByRole('menuitem', { name: 'Auto' }).waitFor();
    const levels = await menu.getByRole('menuitem', { name: /^\d+p/ }).allTextContents();
    expect(levels.length > 0, 'the quality menu lists no level');
    console.log(`# quality levels: ${levels.join(', ')}; played to ${advanced.time.toFixed(2)} s`);
  },
);

// One video per media is listed: a duplicate takes its original's row, which opens onto the original.
const copyTitle = `Copy - ${clipTitle}`;
const mainRowOf = (title) =>
  page
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) })
    .first();

await step(
  'a duplicate takes the row, whose "+1 copy" opens onto the original, which opens in the editor',
  '16b-duplicate-opens-original',
  async () => {
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: 'Back to videos' }).click();
    await videoRow().first().getByRole('button', { name: 'Duplicate' }).click();
    const copyRow = mainRowOf(copyTitle);
    const chip = copyRow.getByRole('button', { name: '+1 copy' });
    await chip.waitFor();
    // The original's own row is gone from the unsearched list: only its copy's row leads to it.
    await page.getByRole('link', { name: clipTitle, exact: true }).waitFor({ state: 'hidden' });
    await chip.click();
    const copies = page.getByRole('table', { name: `Copies of ${copyTitle}` });
    const original = copies.getByRole('row').filter({ has: page.getByRole('link', { name: clipTitle }) });
    await original.getByText('DRAFT').waitFor();
    await original.getByRole('button', { name: 'Publish' }).waitFor();
    await original.getByRole('button', { name: 'Delete' }).waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, '16b-copies-of-the-row.png'), fullPage: true });
    await original.getByRole('link', { name: clipTitle, exact: true }).click();
    await page.getByRole('heading', { name: clipTitle, exact: true }).waitFor();
    // The editor lists the copy, which opens its own editor.
    const section = page.getByRole('region', { name: 'Copies' });
    await section.getByRole('link', { name: new RegExp(`^${copyTitle}`) }).waitFor();
  },
);

await step(
  "the copy is deleted from its own row and the original's row comes back",
  '16c-copy-deleted',
  async () => {
    await page.getByRole('link', { name: 'Back to videos' }).click();
    await mainRowOf(copyTitle).getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure you want to remove this video?' });
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // The list is read again: the copy's row, and the original listed under it, give way to its own row.
    await page.getByRole('link', { name: copyTitle, exact: true }).waitFor({ state: 'hidden' });
    const originalRow = mainRowOf(clipTitle);
    await originalRow.getByText('DRAFT').waitFor();
    expect(
      (await originalRow.getByRole('button', { name: /copy|copies/ }).count()) === 0,
      'the original still shows copies',
    );
    // Back in the editor, where the next step starts.
    await originalRow.getByRole('link', { name: clipTitle, exact: true }).click();
    await page.getByRole('heading', { name: clipTitle, exact: true }).waitFor();
  },
);

await step(
  'selecting the row replaces the search with the bulk bar; Delete removes the video',
  '17-deleted',
  async () => {
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: 'Back to videos' }).click();
    await videoRow().getByRole('checkbox').check();
    const bar = page.getByRole('toolbar', { name: 'Selected videos' });
    await bar.getByText('1 selected').waitFor();
    expect(
      !(await page.getByRole('searchbox', { name: 'Search videos' }).isVisible()),
      'the search box is still shown',
    );
    await page.screenshot({ path: join(SCREENSHOTS, '17-bulk-bar.png'), fullPage: true });
    await bar.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure you want to remove this video?' });
    await dialog
      .getByText("You will remove the video permanently and this action can't be reverted back.")
      .waitFor();
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await page.getByText('No videos yet.').waitFor();
    await page.getByRole('searchbox', { name: 'Search videos' }).waitFor();
  },
);

/** A 1.5 s clip of noise, losslessly coded: about 16 MB, so its upload takes two 8 MiB parts. */
function makeTwoPartClip(path) {
  ffmpeg([
    ...['-f', 'lavfi', '-i', 'nullsrc=size=640x360:rate=30:duration=1.5,geq=random(1)*255:128:128'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000:duration=1.5'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-qp', '0', '-pix_fmt', 'yuv420p'],
    ...['-c:a', 'aac', '-shortest', path],
  ]);
}

await step(
  'an upload interrupted by a reload resumes, sending only the part storage lacks',
  '18-upload-interrupted',
  async () => {
    const resumedPath = join(clipDir, 'interrupted.mp4');
    makeTwoPartClip(resumedPath);
    const partOf = (url) => Number(new URL(url).searchParams.get('partNumber'));
    const isPartPut = (request) =>
      request.method() === 'PUT' && new URL(request.url()).searchParams.has('uploadId');
    // Part 2 never gets an answer: the reload cuts it off, as a closed laptop would.
    const holdPartTwo = (route) => (partOf(route.request().url()) === 2 ? undefined : route.fallback());
    await page.route(/uploadId=/, holdPartTwo);
    await page.getByRole('button', { name: 'Upload' }).click();
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('menuitem', { name: 'Upload video' }).click(),
    ]);
    await Promise.all([
      page.waitForResponse((response) => isPartPut(response.request()) && partOf(response.url()) === 1),
      chooser.setFiles(resumedPath),
    ]);
    page.once('dialog', (dialog) => dialog.accept());
    await page.reload();
    await page.unroute(/uploadId=/, holdPartTwo);

    const sent = [];
    page.on('request', (request) => isPartPut(request) && sent.push(partOf(request.url())));
    const banner = page.getByRole('status', { name: 'Interrupted upload' });
    await banner.getByText('Upload of interrupted.mp4 was interrupted.').waitFor();
    await page
      .getByRole('row', { name: /interrupted/ })
      .getByText('UPLOADING')
      .waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, '18-upload-interrupted-banner.png'), fullPage: true });
    const [resumeChooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      banner.getByRole('button', { name: 'Resume' }).click(),
    ]);
    await resumeChooser.setFiles(resumedPath);
    await toast('Video uploaded. It is being processed.').waitFor({ timeout: 60_000 });
    expect(sent.join(',') === '2', `after the reload the parts sent were [${sent.join(',')}], not [2]`);
    await waitForDraftRow(page, page.getByRole('row', { name: /interrupted/ }), 120_000);
  },
);

const speechTitle = 'spoken';
const speechPath = join(clipDir, `${speechTitle}.mp4`);

await step(
  'a spoken video gets its transcript: a word seeks the player, the search marks segments',
  '19-transcript',
  async () => {
    makeSpeechClip(speechPath, 'We publish videos to our own pages every morning.');
    await chooseUpload(page, speechPath);
    const row = page.getByRole('row').filter({ hasText: speechTitle });
    await waitForDraftRow(page, row, 120_000);
    await row.getByRole('link', { name: speechTitle }).click();
    const panel = page.getByRole('region', { name: 'Transcription' });
    const segments = panel.getByRole('list', { name: 'Transcript segments' });
    await segments.waitFor({ timeout: 120_000 }).catch(async () => {
      throw new Error(`no transcript segments: ${await panel.textContent()}; ${transcoderReport()}`);
    });
    await panel.getByText('Speaker 1').first().waitFor();
    const words = segments.getByRole('button');
    expect((await words.count()) >= 3, `the transcript has ${await words.count()} words`);
    const video = page.getByRole('region', { name: /^Video player/ }).locator('video');
    await video.evaluate(
      (element) =>
        new Promise((resolve) =>
          element.readyState > 0
            ? resolve()
            : element.addEventListener('loadedmetadata', resolve, { once: true }),
        ),
    );
    const last = words.last();
    const lastText = (await last.textContent()) ?? '';
    await last.click();
    const seeked = await video.evaluate((element) => element.currentTime);
    expect(seeked > 1, `clicking "${lastText}" left the player at ${seeked} s`);
    await panel.getByRole('searchbox', { name: 'Search the transcript' }).fill(lastText);
    await panel.getByText(/^[1-9]\d* matching$/).waitFor();
    expect((await panel.locator('[data-matched]').count()) > 0, 'no segment is marked');
    console.log(`# transcript: ${await segments.textContent()}`);
  },
);

await step(
  'captions: a .vtt for a language is listed, offered by the player, and deleted after confirmation',
  '20-captions',
  async () => {
    const section = page.getByRole('region', { name: 'Captions' });
    await section.getByText('English (United States)').first().waitFor();
    const vtt = join(clipDir, 'german.vtt');
    writeFileSync(vtt, 'WEBVTT\n\n00:00.000 --> 00:02.000\nWir veröffentlichen Videos.\n');
    const upload = section.getByRole('button', { name: 'Upload', exact: true });
    expect(await upload.isDisabled(), 'Upload is enabled before a file and a language are chosen');
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      section.getByRole('button', { name: 'Choose .vtt file' }).click(),
    ]);
    await chooser.setFiles(vtt);
    await section.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'German', exact: true }).click();
    await upload.click();
    await toast('Captions have been uploaded.').waitFor();
    await section.getByRole('link', { name: 'German' }).waitFor();
    const player = page.getByRole('region', { name: /^Video player/ });
    await player.getByRole('button', { name: 'Captions' }).click();
    const menu = page.getByRole('menu', { name: 'Captions' });
    await menu.getByRole('menuitem', { name: 'German' }).click();
    await page.screenshot({ path: join(SCREENSHOTS, '20-captions-menu.png'), fullPage: true });
    await section.getByRole('button', { name: 'Delete captions for German' }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure you want to delete captions for German?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await toast('Captions have been deleted.').waitFor();
    await section.getByRole('link', { name: 'German' }).waitFor({ state: 'hidden' });
  },
);

await step('the page raised no uncaught errors', '21-final', async () => {
  await page.keyboard.press('Escape');
  expect(pageErrors.length === 0, `uncaught: ${pageErrors.join(' | ')}`);
});

rmSync(clipDir, { recursive: true, force: true });
await finish();

// The admin's publishing screens (issue 7, scope D) in a real browser: an owner registers, uploads a clip
// and waits for Draft; the editor's Publish opens the Publish flow, which publishes to the own pages and
// shows "Video Published!" with the share link; the public page behind it plays; the embed dialog's
// snippet, read from the dialog, plays in a plain page served from another port; YouTube is linked
// through the loopback fake's consent redirect back to /authorize/youtube (a forged return link with
// someone's code and a state this session was not given is refused first), and a publish to YouTube ends
// COMPLETED, showing the Latin caption YouTube refused; unpublishing from the editor says "Video
// Unpublished!" and the public page answers "This media doesn't exist."; a publish scheduled a few minutes
// ahead shows SCHEDULED with its date and is cancelled. Needs BASE_URL and SMTP_CATCHER_URL (set by serve.mjs, which also starts the YouTube fake),
// the built admin and player. Prints one line per step and "N passed, N failed" last.
// The functions given to page.evaluate and waitForFunction run in the browser, with its globals.
/* global document */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeClip, mutate, signUpOwner, uploadVideo, waitForDraft } from './fixtures.mjs';
import { expect, openBrowser, required, SCREENSHOTS } from './harness.mjs';

const BASE_URL = required('BASE_URL');
const run = Date.now().toString(36);
const owner = {
  name: 'Pablo Publisher',
  email: `publishing-${run}@example.com`,
  password: 'Amber-Lantern-17',
};
const work = mkdtempSync(join(tmpdir(), 'framehouse-publishing-'));
const clipPath = join(work, `publishing-clip-${run}.mp4`);
makeClip(clipPath, { seconds: 8 });

const { page, pageErrors, step, finish } = await openBrowser(
  { permissions: ['clipboard-read', 'clipboard-write'] },
  { accessibility: true },
);

// The plain page of another origin: it holds only the snippet the embed dialog gave.
let snippet = '';
const host = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outside page</title></head>
  <body><h1>Someone's page</h1>${snippet}</body></html>`);
});
await new Promise((resolve) => host.listen(0, '127.0.0.1', resolve));
const hostBase = `http://127.0.0.1:${host.address().port}`;

async function waitForPlayback(selector, atLeast = 1.5) {
  await page.locator(`${selector} button.play`).click();
  await page.waitForFunction(
    ([sel, min]) => (document.querySelector(sel)?.shadowRoot?.querySelector('video')?.currentTime ?? 0) > min,
    [selector, atLeast],
    { timeout: 20_000, polling: 100 },
  );
}

/** A `datetime-local` value (the browser's local time, the same machine's) `minutes` from now. */
function localDateTime(minutes) {
  const date = new Date(Date.now() + minutes * 60_000);
  const pad = (value) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

page.on('console', (message) => {
  if (message.type() === 'error') console.log(`# console: ${message.text().slice(0, 300)}`);
});

const editorUrl = () => `${BASE_URL}/video/${videoId}`;
const targets = () => page.getByRole('group', { name: 'Publishing targets' });
let token;
let videoId;
let shareLink;

await step('an owner registers and a clip uploaded reaches Draft', 'publishing-01-draft', async () => {
  token = await signUpOwner(page, owner, `Publishing Studio ${run}`);
  videoId = await uploadVideo(token, clipPath);
  await waitForDraft(token, videoId);
});

await step(
  "the editor's Publish opens the Publish flow with the targets",
  'publishing-02-publish-modal',
  async () => {
    await page.goto(editorUrl());
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await targets().waitFor();
    await dialog.getByText('YouTube - Link your account before publishing').waitFor();
    await dialog.getByRole('button', { name: 'Link' }).waitFor();
    const submit = dialog.getByRole('button', { name: 'Publish', exact: true });
    expect(await submit.isDisabled(), 'Publish is enabled with no target selected');
    await targets().getByRole('checkbox').first().check();
    expect(await submit.isEnabled(), 'Publish stays disabled with the own pages selected');
  },
);

await step(
  'publishing to the own pages shows "Video Published!" and the share link',
  'publishing-03-results',
  async () => {
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
    await dialog.getByText('Video Published!').waitFor();
    await dialog.getByText('Share links:').waitFor();
    const link = dialog.getByRole('link', { name: /\/p\/video\// });
    shareLink = await link.getAttribute('href');
    expect(shareLink?.endsWith(`/p/video/${videoId}`), `the share link is ${shareLink}`);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByText('PUBLISHED', { exact: true }).first().waitFor();
  },
);

await step('the share dialog shows the public link', 'publishing-04-share-dialog', async () => {
  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog');
  const value = await dialog.getByLabel('Public link').inputValue();
  expect(value === shareLink, `the share dialog shows ${value}`);
  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await page.getByRole('tooltip', { name: 'Copied' }).waitFor();
  await dialog.getByRole('button', { name: 'Close' }).click();
});

await step('the shared public page plays the video', 'publishing-05-public-page', async () => {
  await page.goto(shareLink);
  await waitForPlayback('[data-framehouse-video]');
});

await step(
  'the embed dialog gives the snippet, with "Copied" after copying',
  'publishing-06-embed-dialog',
  async () => {
    await page.goto(editorUrl());
    await page.getByRole('button', { name: 'Embed' }).click();
    const dialog = page.getByRole('dialog');
    snippet = await dialog.getByRole('textbox', { name: 'Embed code' }).inputValue();
    expect(snippet.includes(`data-framehouse-video="${videoId}"`), `the snippet is ${snippet}`);
    expect(snippet.includes('/player/embed.js'), `the snippet has no loader: ${snippet}`);
    await dialog.getByRole('button', { name: 'Copy embed code' }).click();
    await page.getByRole('tooltip', { name: 'Copied' }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied === snippet, `the clipboard holds ${copied}`);
  },
);

await step('the copied snippet plays on a page of another origin', 'publishing-07-embedded', async () => {
  await page.goto(`${hostBase}/`);
  await waitForPlayback('[data-framehouse-video]');
});

await step(
  'the dashboard shows the platforms and the publishing row actions',
  'publishing-07b-dashboard',
  async () => {
    await page.goto(`${BASE_URL}/dashboard/videos`);
    const row = page.getByRole('row').filter({ hasText: 'publishing-clip' });
    await row.getByText('Self publication').waitFor();
    for (const name of ['Publish', 'Unpublish', 'Share'])
      await row.getByRole('button', { name, exact: true }).waitFor();
  },
);

await step(
  "a published moment's share dialog gives its public page",
  'publishing-07c-moment-share',
  async () => {
    const created = await mutate(
      token,
      'createMoment',
      'mutation($v: ID!, $m: CreateMomentInput!) { createMoment(videoId: $v, moment: $m) { moment { id } errors { field messages name } } }',
      { v: videoId, m: { title: 'The opening', startTimestamp: '00:00.000', endTimestamp: '00:05.000' } },
    );
    await page.goto(`${BASE_URL}/dashboard/moments`);
    const row = page.getByRole('row').filter({ hasText: 'The opening' });
    await row.getByRole('button', { name: 'Share' }).click();
    const value = await page.getByRole('dialog').getByLabel('Public link').inputValue();
    expect(value.endsWith(`/p/moment/${created.moment.id}`), `the moment's link is ${value}`);
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  },
);

await step(
  "a forged return link (someone's consent code, a state this session was not given) is refused",
  'publishing-07d-forged-return',
  async () => {
    // Login CSRF: the code of a consent on the fake's screen, in a link whose state is the old
    // publish-{videoId} form rather than the one the server issued to this session.
    const headers = { authorization: `Bearer ${token}` };
    const authorize = await fetch(`${BASE_URL}/users/authorize/youtube/?state=publish-${videoId}`, {
      headers,
    });
    const consent = await fetch((await authorize.json()).authorization_url, { redirect: 'manual' });
    const code = new URL(consent.headers.get('location')).searchParams.get('code');
    await page.goto(
      `${BASE_URL}/authorize/youtube?${new URLSearchParams({ code, state: `publish-${videoId}` })}`,
    );
    await page
      .getByRole('alert')
      .getByText('This YouTube authorization was not started from your session or has expired.', {
        exact: false,
      })
      .waitFor();
    await page.goto(`${editorUrl()}/publish`);
    await page.getByRole('button', { name: 'Link' }).waitFor();
  },
);

await step(
  'Link sends the browser through the consent page back to the Publish page',
  'publishing-08-linked',
  async () => {
    await page.goto(`${editorUrl()}/publish`);
    await page.getByRole('link', { name: 'Back to video editor' }).waitFor();
    await page.getByRole('button', { name: 'Link' }).click();
    await page.waitForURL(`**/video/${videoId}/publish`, { timeout: 20_000 });
    await page.getByText('Browser Test Channel').first().waitFor();
    await targets().getByText('Most recent video version is already published').waitFor();
    await page.getByRole('button', { name: 'Unlink' }).waitFor();
  },
);

await step(
  'publishing to YouTube asks for a category, then ends COMPLETED; a caption YouTube refuses shows',
  'publishing-09-youtube',
  async () => {
    // The fake of serve.mjs refuses Latin captions, as YouTube refuses a track it cannot take.
    await mutate(
      token,
      'createVideoCaption',
      'mutation($v: ID!, $c: CreateVideoCaptionInput!) { createVideoCaption(videoId: $v, videoCaption: $c) { videoCaption { id } errors { field messages name } } }',
      {
        v: videoId,
        c: {
          name: 'latin.vtt',
          languageCode: 'la',
          captionBase64: Buffer.from('WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nSalve\n').toString('base64'),
        },
      },
    );
    const youtube = targets().getByRole('checkbox').nth(1);
    await youtube.check();
    await page.getByText('Video category must be set before publishing').waitFor();
    await page.getByRole('combobox', { name: 'Video category' }).click();
    await page.getByRole('option', { name: 'Education' }).click();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText('Video Published!').waitFor();
    await page.getByText('YouTube (COMPLETED)').waitFor({ timeout: 90_000 });
    await page.getByRole('link', { name: /youtube\.com\/watch/ }).waitFor();
    await page
      .getByRole('alert')
      .getByText(
        'YouTube refused the caption latin.vtt (la): The request contains invalid metadata values, which prevent the track from being created.',
      )
      .waitFor();
  },
);

await step(
  'unpublishing from the editor says "Video Unpublished!"',
  'publishing-10-unpublished',
  async () => {
    await page.goto(editorUrl());
    await page.getByRole('button', { name: 'Unpublish' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Unpublish' }).click();
    await dialog.getByText('Video Unpublished!').waitFor();
    await dialog
      .getByText(
        'Unpublishing from YouTube has been scheduled, it make take a while before changes are visible.',
      )
      .waitFor();
  },
);

await step(
  'the public page of the unpublished video answers "This media doesn\'t exist."',
  'publishing-11-gone',
  async () => {
    await page.goto(shareLink);
    await page.getByText("This media doesn't exist.").waitFor();
  },
);

let scheduledFor;
await step(
  'a publish scheduled ahead shows "Video will be published!"',
  'publishing-12-scheduled',
  async () => {
    await page.goto(`${editorUrl()}/publish`);
    await targets().getByRole('checkbox').first().check();
    scheduledFor = localDateTime(3);
    await page.getByLabel('Schedule date').fill(scheduledFor);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText('Video will be published!').waitFor();
    await page.getByText('Pages:').waitFor();
    await page.getByText('Scheduled date:').waitFor();
  },
);

await step(
  'the editor shows SCHEDULED with its date, and the schedule is cancelled',
  'publishing-13-cancelled',
  async () => {
    await page.goto(editorUrl());
    await page.getByText('SCHEDULED', { exact: true }).first().waitFor();
    const shown = await page.getByLabel('Scheduled date').textContent();
    expect(shown && shown.length > 0, 'no scheduled date beside the status');
    await page.screenshot({ path: join(SCREENSHOTS, 'publishing-13a-scheduled-editor.png') });
    await page.getByRole('button', { name: 'Cancel scheduled publish' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Cancel scheduled publish' }).click();
    await dialog.getByText('Video Unpublished!').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByText('DRAFT', { exact: true }).first().waitFor();
  },
);

await step(
  'the embed dialog of a Draft video publishes it to the own pages first ("Publishing video…")',
  'publishing-14-embed-publishes',
  async () => {
    await page.getByRole('button', { name: 'Embed' }).click();
    const dialog = page.getByRole('dialog');
    const code = await dialog.getByRole('textbox', { name: 'Embed code' }).inputValue();
    expect(code.includes(`data-framehouse-video="${videoId}"`), `the snippet is ${code}`);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByText('PUBLISHED', { exact: true }).first().waitFor();
    const response = await fetch(shareLink);
    expect(response.ok, `the public page answers ${response.status}`);
  },
);

for (const error of pageErrors) console.log(`# page error: ${error}`);
host.close();
rmSync(work, { recursive: true, force: true });
await finish();

// What the scenarios set up the same way before they test their own page: the generated media, an owner
// signed up through the pages (register, mailed verification link, organization, log in), an invited
// member's account, videos uploaded through the upload menu or straight through the API, waiting for
// Draft, and GraphQL calls with the session token.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { expect, ffmpeg, mailedLink, required, sleep, speak, transcoderReport } from './harness.mjs';

// Both are set by serve.mjs; a script run without them fails at once rather than halfway.
const BASE_URL = required('BASE_URL');
const SMTP_CATCHER_URL = required('SMTP_CATCHER_URL');

/** How long the transcoder may take to bring a short generated clip to Draft. */
export const PROCESSING_TIMEOUT_MS = 150_000;

/**
 * A 640x360 H.264/AAC clip at `path` from ffmpeg's test sources: a moving picture (`picture`) and a tone
 * (`frequency` Hz), a key frame every second, the index first so that it plays while it loads.
 */
export function makeClip(path, { seconds = 3, frequency = 440, picture = 'testsrc2' } = {}) {
  ffmpeg([
    ...['-f', 'lavfi', '-i', `${picture}=size=640x360:rate=25:duration=${seconds}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=${frequency}:sample_rate=48000:duration=${seconds}`],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-g', '25'],
    ...['-c:a', 'aac', '-b:a', '96k', '-shortest', '-movflags', '+faststart', path],
  ]);
  return path;
}

/**
 * A clip at `path` of plain `colours` (`secondsEach` seconds each, so a hard cut between two: the scene
 * changes the transcoder detects) over a tone.
 */
export function colourClip(path, colours, secondsEach = 7) {
  const inputs = colours.flatMap((c) => [
    '-f',
    'lavfi',
    '-i',
    `color=c=${c}:size=640x360:rate=25:duration=${secondsEach}`,
  ]);
  const seconds = colours.length * secondsEach;
  ffmpeg([
    ...inputs,
    ...['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000:duration=${seconds}`],
    ...[
      '-filter_complex',
      `${colours.map((_, i) => `[${i}:v]`).join('')}concat=n=${colours.length}:v=1:a=0[v]`,
    ],
    ...['-map', '[v]', '-map', `${colours.length}:a`],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-g', '25'],
    ...['-c:a', 'aac', '-b:a', '96k', '-shortest', '-movflags', '+faststart', path],
  ]);
  return path;
}

/**
 * A video at `path` whose sound is `text` spoken by espeak-ng (so that it gets a transcript), as long as
 * the speech, over a moving test picture. The speech's WAV is left beside it.
 */
export function makeSpeechClip(path, text) {
  const wav = path.replace(/\.[^.]+$/, '.wav');
  speak(text, wav);
  ffmpeg([
    ...['-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25', '-i', wav],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', path],
  ]);
  return path;
}

/** A one-frame picture at `path` (PNG, JPEG… by its extension) from an ffmpeg source such as `color=…`. */
export function makePicture(path, source) {
  ffmpeg(['-f', 'lavfi', '-i', source, '-frames:v', '1', path]);
  return path;
}

// ---- Accounts, through the pages ----

/**
 * Fills the registration form of `path` (/register/trial, /register/d2c/trial) for `owner`
 * ({ name, email, password }) and waits for the mail's announcement.
 */
export async function register(page, owner, path = '/register/trial') {
  await page.goto(`${BASE_URL}${path}`);
  await page.getByRole('heading', { name: 'Create an account' }).waitFor();
  await page.getByLabel('Full name').fill(owner.name);
  await page.getByLabel('Email').fill(owner.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(owner.password);
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('checkbox', { name: /privacy policy/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText(`A confirmation email was sent to ${owner.email}`).waitFor();
}

/** The verification link mailed to a new owner (/verify, or /verify/d2c for the D2C plans). */
export const verificationLink = (email) => mailedLink(SMTP_CATCHER_URL, email, /\/verify(\/d2c)?\?id=/);

/** The invitation link mailed to a member (the member variant of /verify). */
export const invitationLink = (email) => mailedLink(SMTP_CATCHER_URL, email, /\/verify\?id=.*member=1/);

/** Opens the verification `link` and creates the organization `name` there. */
export async function createOrganization(page, link, name) {
  await page.goto(link);
  await page.getByLabel('Organization name').fill(name);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { name: `Organization ${name} created` }).waitFor();
}

/**
 * Logs `user` in from the page that offers "Log in" (the organization's confirmation, the login page),
 * waits for the navigation to name them and returns the session token, for `graphql`.
 */
export async function logIn(page, user) {
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('navigation', { name: 'Main navigation' }).getByText(user.name).waitFor();
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token, 'no session token in local storage');
  return token;
}

/**
 * A new owner, all the way: registered, verified, the organization created, logged in. Returns the
 * session token.
 */
export async function signUpOwner(page, owner, organizationName, registrationPath) {
  await register(page, owner, registrationPath);
  await createOrganization(page, await verificationLink(owner.email), organizationName);
  return logIn(page, owner);
}

/** Invites `email` from the organization's Members tab, with `role` or the dialog's preset one. */
export async function inviteMember(page, email, role) {
  await page.getByRole('button', { name: 'Invite member' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  if (role) {
    await dialog.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: role }).click();
  }
  await dialog.getByRole('button', { name: 'Invite', exact: true }).click();
  await page
    .getByRole('region', { name: 'Notifications' })
    .getByText('New member has been invited. Let them know to check their inbox.')
    .waitFor();
}

/** Signs the current user out through the user menu. */
export async function signOut(page) {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.getByRole('heading', { name: 'Log in' }).waitFor();
}

/** Creates the invited `member`'s account from their invitation `link` and enters the dashboard. */
export async function acceptInvitation(page, link, member) {
  await page.goto(link);
  await page.getByLabel('Full name').fill(member.name);
  await page.getByRole('textbox', { name: 'Password' }).fill(member.password);
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('checkbox', { name: /privacy policy/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('heading', { name: 'Congratulations. Account created!' }).waitFor();
  await page.getByRole('button', { name: 'Go to dashboard' }).click();
  await page.getByRole('navigation', { name: 'Main navigation' }).getByText(member.name).waitFor();
}

// ---- Videos, through the pages ----

/** Picks `path` in the videos page's Upload menu ("Upload video"); the upload starts at once. */
export async function chooseUpload(page, path) {
  await page.getByRole('button', { name: 'Upload' }).click();
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('menuitem', { name: 'Upload video' }).click(),
  ]);
  await chooser.setFiles(path);
}

/** Uploads `path` through the Upload menu and waits for the toast saying it is being processed. */
export async function uploadThroughMenu(page, path) {
  await chooseUpload(page, path);
  await page
    .getByRole('region', { name: 'Notifications' })
    .getByText('Video uploaded. It is being processed.')
    .waitFor({ timeout: 60_000 });
}

/**
 * Waits for a table `row` whose status badge carries `data-status` (a video, a transcription job) to
 * reach `wanted`; FAILED fails with the reason its badge's tooltip shows, a late one with the
 * transcoder's state. The page is not reloaded: the tables poll by themselves.
 */
export async function waitForRowStatus(page, row, wanted, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let status;
  while (Date.now() < deadline) {
    status = await row
      .locator('[data-status]')
      .getAttribute('data-status')
      .catch(() => undefined);
    if (status === wanted || status === 'FAILED') break;
    await sleep(500);
  }
  if (status === 'FAILED') {
    await row.getByText('FAILED').hover();
    const reason = await page
      .getByRole('tooltip')
      .textContent()
      .catch(() => '');
    throw new Error(`FAILED: ${reason || 'no reason shown'}; ${transcoderReport()}`);
  }
  expect(
    status === wanted,
    `the row stayed ${status ?? 'absent'} for ${timeoutMs / 1000} s, not ${wanted}: ${transcoderReport()}`,
  );
}

/** Waits for a videos table `row` to reach Draft (see waitForRowStatus). */
export const waitForDraftRow = (page, row, timeoutMs = PROCESSING_TIMEOUT_MS) =>
  waitForRowStatus(page, row, 'DRAFT', timeoutMs);

/** The id of the video a videos table `row` links to. */
export async function videoIdOfRow(row, title) {
  const href = await row.getByRole('link', { name: title }).getAttribute('href');
  const videoId = /\/video\/([^/?#]+)/.exec(href ?? '')?.[1];
  expect(videoId, `the row links to "${href}", not to a video`);
  return videoId;
}

// ---- The API, with the session token ----

/** A GraphQL request as `token`'s user; a request-level error fails the step. */
export async function graphql(token, query, variables = {}) {
  const response = await fetch(`${BASE_URL}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  if (body.errors?.length) throw new Error(`GraphQL: ${body.errors[0].message}`);
  return body.data;
}

/** A mutation's payload (its `field`); the contract errors in the payload fail the step too. */
export async function mutate(token, field, query, variables) {
  const payload = (await graphql(token, query, variables))[field];
  if (payload.errors?.length) throw new Error(`${field}: ${JSON.stringify(payload.errors)}`);
  return payload;
}

/**
 * Uploads the file at `path` as a new video the way the admin does (upload URL, PUT, confirmation) and
 * returns its id; the video is titled after the file's name.
 */
export async function uploadVideo(token, path) {
  const started = await mutate(
    token,
    'uploadLocalVideo',
    'mutation($f: String!) { uploadLocalVideo(filename: $f, multipart: false) { video { id } videoUploadUrl key errors { field messages name } } }',
    { f: basename(path) },
  );
  const put = await fetch(started.videoUploadUrl, { method: 'PUT', body: readFileSync(path) });
  expect(put.ok, `the upload PUT answered ${put.status}`);
  const etag = (put.headers.get('etag') ?? '').replace(/"/g, '');
  await mutate(
    token,
    'confirmLocalVideoUpload',
    'mutation($v: ID!, $k: String!, $p: [UploadedPartInput!]) { confirmLocalVideoUpload(videoId: $v, key: $k, parts: $p) { video { id } errors { field messages name } } }',
    { v: started.video.id, k: started.key, p: [{ partNumber: 1, etag }] },
  );
  return started.video.id;
}

/** Polls the video's status through the API until it is Draft; FAILED or a late one fails the step. */
export async function waitForDraft(token, videoId, timeoutMs = PROCESSING_TIMEOUT_MS) {
  let status;
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await sleep(1000)) {
    status = (await graphql(token, 'query($id: ID!) { videoById(id: $id) { status } }', { id: videoId }))
      .videoById.status;
    if (status === 'DRAFT' || status === 'FAILED') break;
  }
  expect(status === 'DRAFT', `the video is ${status}, not DRAFT: ${transcoderReport()}`);
}

/** A builder end card's look as createEndCard takes it: a cream L card with a Lobster headline. */
export function thanksEndCardDesign(headline) {
  return {
    cardOrientation: 'HORIZONTAL',
    cardSize: 'L',
    overlay: JSON.stringify({ color: '#000000', opacity: 80 }),
    background: JSON.stringify({ color: '#FFF8E7', opacity: 95 }),
    backgroundImageSettings: JSON.stringify({ size: 100, horizontal: 'center', vertical: 'center' }),
    border: JSON.stringify({ width: 3, color: '#CE0000', radius: 16 }),
    videoControlButtons: JSON.stringify({
      iconsColor: '#FFFFFF',
      backgroundColor: '#CE0000',
      backgroundOpacity: 90,
    }),
    headline: JSON.stringify({
      text: headline,
      font: 'Lobster',
      fontWeight: 400,
      fontSize: 36,
      color: '#222222',
    }),
  };
}

/** Creates an end card (createEndCard) and answers its id. */
export async function createEndCard(token, endCard) {
  const created = await mutate(
    token,
    'createEndCard',
    'mutation($e: EndCardInput!) { createEndCard(endCard: $e) { endCard { id } errors { field messages name } } }',
    { e: endCard },
  );
  return created.endCard.id;
}

/** Changes a video's fields (updateVideo): its title and tags before publishing, its end card. */
export async function describeVideo(token, videoId, video) {
  await mutate(
    token,
    'updateVideo',
    'mutation($id: ID!, $v: UpdateVideoInput!) { updateVideo(id: $id, video: $v) { video { id } errors { field messages name } } }',
    { id: videoId, v: video },
  );
}

/** Publishes a video to the organization's own pages (its SelfPublication target) and checks it is live. */
export async function publishToOwnPages(token, videoId) {
  const { me } = await graphql(token, 'query { me { organization { publishingTargets { id type } } } }');
  const self = me.organization.publishingTargets.find((target) => target.type === 'SelfPublication');
  expect(self, 'the organization has no SelfPublication target');
  const published = await mutate(
    token,
    'publishVideo',
    'mutation($id: ID!, $t: [ID!]!) { publishVideo(id: $id, publishingTargetIds: $t) { video { status } errors { field messages name } } }',
    { id: videoId, t: [self.id] },
  );
  expect(published.video.status === 'PUBLISHED', `the video is ${published.video.status}`);
}

// Chapters (issue 21) in a real browser: an owner uploads a 36 s clip of black, white and black (12 s each:
// two scene changes) through the API, gives it three chapters (setVideoChapters) and publishes it; its
// public page carries them as key moments in the JSON-LD (Clip per chapter, SeekToAction) and as links;
// opened at ?t=20 (a chapter's link) the player starts there, the seek bar shows a mark at each chapter
// after the first, names the chapter playing beside the time and the chapter under the pointer when
// hovered. In the video editor's Chapters section the owner sees the three, adds a fourth and sees the
// domain's rule (too short) and the start format's inline, then removes one, renames and moves others,
// saves, and after a reload sees them kept. An edited row asks before the editor is left (not before
// another editor tab); Suggest chapters asks before replacing the rows with the scene changes' chapters,
// which Save keeps and the public page shows. A curator (no CHANGE_VIDEO) sees the rows read-only; a save
// the API refuses (the video deleted meanwhile) says why above the rows. Needs BASE_URL and
// SMTP_CATCHER_URL (set by serve.mjs); the player must be built (npm run build:player). Prints one line
// per step and "N passed, N failed" last. The functions given to page.evaluate run in the browser, with
// its globals.
/* global document */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  acceptInvitation,
  colourClip,
  graphql,
  invitationLink,
  inviteMember,
  mutate,
  signUpOwner,
  uploadVideo,
  waitForDraft,
} from './fixtures.mjs';
import { expect, openBrowser, required, SCREENSHOTS, sleep, STEP_TIMEOUT_MS } from './harness.mjs';

const BASE_URL = required('BASE_URL');
const run = Date.now().toString(36);
const owner = { name: 'Cora Chapters', email: `chapters-${run}@example.com`, password: 'Amber-Lantern-17' };
const curator = {
  name: 'Cal Curator',
  email: `chapters-curator-${run}@example.com`,
  password: 'Amber-Lantern-17',
};
const work = mkdtempSync(join(tmpdir(), 'framehouse-chapters-'));
const clipPath = join(work, `chapters-clip-${run}.mp4`);
colourClip(clipPath, ['black', 'white', 'black'], 12);

const { browser, page, pageErrors, step, finish, toast } = await openBrowser({}, { accessibility: true });
const CHAPTERS = [
  { title: 'Opening shot', startMs: 0 },
  { title: 'The middle part', startMs: 12_000 },
  { title: 'Closing words', startMs: 24_000 },
];
const PLAYER = '[data-framehouse-video]';

let token;
let videoId;

const suggestedChapters = async () => {
  const { suggestedChapters } = await graphql(
    token,
    'query($v: ID!) { suggestedChapters(videoId: $v) { startMs title } }',
    { v: videoId },
  );
  return suggestedChapters;
};

await step('an owner registers, verifies and logs in', 'chapters-01-logged-in', async () => {
  token = await signUpOwner(page, owner, `Chapter Studio ${run}`);
});

await step(
  'a 36 s clip reaches Draft, its scene changes are found, it gets three chapters and is published',
  'chapters-02-published',
  async () => {
    videoId = await uploadVideo(token, clipPath);
    await waitForDraft(token, videoId);
    // Scene detection runs after the processing: Suggest chapters has something to offer once it is done.
    const deadline = Date.now() + 90_000;
    while ((await suggestedChapters()).length === 0) {
      expect(Date.now() < deadline, 'no chapter suggested within 90 s (scene detection)');
      await sleep(3000);
    }
    const saved = await mutate(
      token,
      'setVideoChapters',
      'mutation($v: ID!, $c: [ChapterInput!]!) { setVideoChapters(videoId: $v, chapters: $c) { chapters { title } errors { field messages name } } }',
      { v: videoId, c: CHAPTERS },
    );
    expect(saved.chapters.length === 3, `saved ${JSON.stringify(saved)}`);
    const { me } = await graphql(token, 'query { me { organization { publishingTargets { id type } } } }');
    const self = me.organization.publishingTargets.find((target) => target.type === 'SelfPublication');
    const published = await mutate(
      token,
      'publishVideo',
      'mutation($id: ID!, $t: [ID!]!) { publishVideo(id: $id, publishingTargetIds: $t) { video { status } errors { field messages name } } }',
      { id: videoId, t: [self.id] },
    );
    expect(published.video.status === 'PUBLISHED', `the video is ${published.video.status}`);
  },
);

await step(
  'the public page lists the chapters and gives them to search engines as key moments',
  'chapters-03-page',
  async () => {
    const response = await page.goto(`${BASE_URL}/p/video/${videoId}?t=20`);
    expect(response?.status() === 200, `the page answered ${response?.status()}`);
    const jsonLd = JSON.parse(await page.locator('script[type="application/ld+json"]').textContent());
    const clips = jsonLd.hasPart?.map(
      (clip) => `${clip['@type']} ${clip.name} ${clip.startOffset}-${clip.endOffset}`,
    );
    expect(
      JSON.stringify(clips) ===
        JSON.stringify(['Clip Opening shot 0-12', 'Clip The middle part 12-24', 'Clip Closing words 24-36']),
      `hasPart is ${JSON.stringify(clips)}`,
    );
    expect(jsonLd.potentialAction?.['@type'] === 'SeekToAction', 'no SeekToAction');
    await page.getByRole('heading', { name: 'Chapters', exact: true, level: 2 }).waitFor();
    await page.getByRole('link', { name: /The middle part/ }).waitFor();
  },
);

await step(
  'opened at ?t=20, play starts at 20 s in the chapter named beside the time',
  'chapters-04-playing',
  async () => {
    await page.locator(`${PLAYER} button.play`).click();
    await page.waitForFunction(
      (sel) => (document.querySelector(sel)?.shadowRoot?.querySelector('video')?.currentTime ?? 0) > 20,
      PLAYER,
      { timeout: 30_000, polling: 100 },
    );
    await page
      .locator(`${PLAYER} [data-testid="current-chapter"]`)
      .filter({ hasText: 'Closing words' })
      .waitFor();
    await page.evaluate(
      (sel) => document.querySelector(sel)?.shadowRoot?.querySelector('video')?.pause(),
      PLAYER,
    );
  },
);

await step(
  'the seek bar marks the two chapter starts after the first, where they are',
  'chapters-05-marks',
  async () => {
    const marks = page.locator(`${PLAYER} [data-testid="chapter-mark"]`);
    await marks.first().waitFor();
    const count = await marks.count();
    expect(count === 2, `${count} marks`);
    const bar = await page.locator(`${PLAYER} [data-testid="seek-bar"]`).boundingBox();
    const first = await marks.nth(0).boundingBox();
    const ratio = (first.x + first.width / 2 - bar.x) / bar.width;
    // The slider's rail is inset a little from the bar's box, so about a third.
    expect(Math.abs(ratio - 1 / 3) < 0.05, `the first mark is at ${ratio.toFixed(3)} of the bar`);
  },
);

await step('hovering the seek bar names the chapter under the pointer', 'chapters-06-hover', async () => {
  const bar = await page.locator(`${PLAYER} [data-testid="seek-bar"]`).boundingBox();
  await page.mouse.move(bar.x + bar.width * 0.5, bar.y + bar.height / 2);
  await page
    .locator(`${PLAYER} [data-testid="seek-preview-chapter"]`)
    .filter({ hasText: 'The middle part' })
    .waitFor({ timeout: 10_000 });
});

const chaptersSection = () =>
  page.getByRole('complementary', { name: 'Video details' }).getByRole('region', { name: 'Chapters' });
const startField = (n) => chaptersSection().getByRole('textbox', { name: `Start of chapter ${n}` });
const titleField = (n) => chaptersSection().getByRole('textbox', { name: `Title of chapter ${n}` });
const chapterValues = async () => {
  const count = await chaptersSection().getByRole('listitem').count();
  const values = [];
  for (let n = 1; n <= count; n += 1) {
    values.push(`${await startField(n).inputValue()} ${await titleField(n).inputValue()}`);
  }
  return values;
};

await step('the video editor lists the three chapters', 'chapters-08-editor', async () => {
  await page.goto(`${BASE_URL}/video/${videoId}`);
  await startField(3).waitFor({ timeout: 30_000 });
  const values = await chapterValues();
  expect(
    JSON.stringify(values) ===
      JSON.stringify(['00:00 Opening shot', '00:12 The middle part', '00:24 Closing words']),
    `the rows read ${JSON.stringify(values)}`,
  );
});

const savedChapters = async () => {
  const { videoChapters } = await graphql(
    token,
    'query($v: ID!) { videoChapters(videoId: $v) { startMs title } }',
    { v: videoId },
  );
  return videoChapters.map((chapter) => `${chapter.startMs} ${chapter.title}`).join(', ');
};

await step(
  'a fourth chapter in the 36 s video shows the rules inline before anything is sent',
  'chapters-09-invalid',
  async () => {
    await chaptersSection().getByRole('button', { name: 'Add chapter' }).click();
    await titleField(4).fill('Credits');
    await startField(4).fill('00:30');
    await chaptersSection().getByRole('button', { name: 'Save chapters' }).click();
    // 24 s to 30 s leaves the third chapter 6 s: the domain's rule, under that row's start.
    await chaptersSection().getByText('A chapter lasts at least 10 s (this one lasts 00:06)').waitFor();
    await startField(4).fill('0:3x');
    await chaptersSection().getByRole('button', { name: 'Save chapters' }).click();
    await chaptersSection().getByText('Enter the start as mm:ss or h:mm:ss').waitFor();
    const saved = await savedChapters();
    expect(saved === '0 Opening shot, 12000 The middle part, 24000 Closing words', `saved: ${saved}`);
  },
);

await step('one removed, one renamed, one moved: Save keeps them', 'chapters-10-saved', async () => {
  await chaptersSection().getByRole('button', { name: 'Remove chapter 3' }).click();
  await startField(3).fill('0:25');
  await startField(2).fill('0:15');
  await titleField(2).fill('The middle, renamed');
  await chaptersSection().getByRole('button', { name: 'Save chapters' }).click();
  await page.getByRole('region', { name: 'Notifications' }).getByText('Chapters saved').waitFor();
  await chaptersSection().screenshot({ path: join(SCREENSHOTS, 'chapters-10-section.png') });
});

await step('after a reload the editor shows the saved chapters', 'chapters-11-reloaded', async () => {
  await page.reload();
  await startField(3).waitFor({ timeout: 30_000 });
  const values = await chapterValues();
  expect(
    JSON.stringify(values) ===
      JSON.stringify(['00:00 Opening shot', '00:15 The middle, renamed', '00:25 Credits']),
    `the rows read ${JSON.stringify(values)}`,
  );
  const saved = await savedChapters();
  expect(saved === '0 Opening shot, 15000 The middle, renamed, 25000 Credits', `saved: ${saved}`);
});

await step(
  'an edited row asks before the editor is left, not before another editor tab',
  'chapters-12-leave-prompt',
  async () => {
    await titleField(1).fill('Opening, not saved');
    await page.getByRole('tab', { name: 'Objects' }).click();
    await page.waitForURL(/\/objects$/);
    expect((await titleField(1).inputValue()) === 'Opening, not saved', 'the Objects tab lost the row');
    await page.getByRole('tab', { name: 'Moments' }).click();
    const dialog = page.getByRole('dialog', { name: 'Unsaved changes' });
    await dialog.waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'chapters-12-leave-dialog.png'), fullPage: true });
    await dialog.getByRole('button', { name: 'Back to edit' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(!/\/moments$/.test(page.url()), `the editor was left for ${page.url()}`);
    expect((await titleField(1).inputValue()) === 'Opening, not saved', 'staying lost the row');
  },
);

// The scene changes of the black, white and black clip: about 12 s and 24 s.
const SUGGESTED_ROWS = /^\["00:00 Introduction","00:1[12] Scene at 00:1[12]","00:2[34] Scene at 00:2[34]"\]$/;

await step(
  'Suggest chapters asks before replacing the rows, then Save keeps the suggestion',
  'chapters-13-suggested',
  async () => {
    await chaptersSection().getByRole('button', { name: 'Suggest chapters' }).click();
    const dialog = page.getByRole('dialog', { name: 'Replace the chapters?' });
    await dialog.waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'chapters-13-replace-dialog.png'), fullPage: true });
    await dialog.getByRole('button', { name: 'Replace' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const values = await chapterValues();
    expect(SUGGESTED_ROWS.test(JSON.stringify(values)), `the rows read ${JSON.stringify(values)}`);
    expect(
      (await savedChapters()) === '0 Opening shot, 15000 The middle, renamed, 25000 Credits',
      'the suggestion was saved before Save',
    );
    await chaptersSection().getByRole('button', { name: 'Save chapters' }).click();
    await toast('Chapters saved').waitFor();
    const saved = await savedChapters();
    const suggested = (await suggestedChapters()).map((c) => `${c.startMs} ${c.title}`).join(', ');
    expect(saved === suggested, `saved "${saved}", suggested "${suggested}"`);
    await chaptersSection().screenshot({ path: join(SCREENSHOTS, 'chapters-13-section.png') });
  },
);

await step('the public page shows the suggested chapters', 'chapters-14-page-suggested', async () => {
  await page.goto(`${BASE_URL}/p/video/${videoId}`);
  const jsonLd = JSON.parse(await page.locator('script[type="application/ld+json"]').textContent());
  const names = jsonLd.hasPart?.map((clip) => clip.name).join(', ');
  expect(/^Introduction, Scene at 00:1[12], Scene at 00:2[34]$/.test(names), `hasPart names ${names}`);
  await page.getByRole('link', { name: /Scene at 00:2[34]/ }).waitFor();
});

await step('a curator (no CHANGE_VIDEO) sees the chapters read-only', 'chapters-15-read-only', async () => {
  await page.goto(`${BASE_URL}/organization/members`);
  await inviteMember(page, curator.email, 'CURATOR');
  const invitation = await invitationLink(curator.email);
  // The curator in a browser of their own: the owner stays signed in for the last step.
  const curatorContext = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  curatorContext.setDefaultTimeout(STEP_TIMEOUT_MS);
  try {
    const curatorPage = await curatorContext.newPage();
    await acceptInvitation(curatorPage, invitation, curator);
    await curatorPage.goto(`${BASE_URL}/video/${videoId}`);
    const section = curatorPage
      .getByRole('complementary', { name: 'Video details' })
      .getByRole('region', { name: 'Chapters' });
    const firstTitle = section.getByRole('textbox', { name: 'Title of chapter 1' });
    await firstTitle.waitFor({ timeout: 30_000 });
    expect(
      (await firstTitle.inputValue()) === 'Introduction',
      `the first title is ${await firstTitle.inputValue()}`,
    );
    for (const field of await section.getByRole('textbox').all()) {
      expect((await field.getAttribute('readonly')) !== null, 'a chapter field can be typed into');
    }
    for (const name of ['Suggest chapters', 'Add chapter', 'Save chapters', 'Remove chapter 1']) {
      expect((await section.getByRole('button', { name }).count()) === 0, `"${name}" is offered`);
    }
    await section.screenshot({ path: join(SCREENSHOTS, 'chapters-15-read-only-section.png') });
  } finally {
    await curatorContext.close();
  }
});

await step(
  'a save the API refuses (the video deleted meanwhile) says why above the rows',
  'chapters-16-refused',
  async () => {
    await page.goto(`${BASE_URL}/video/${videoId}`);
    await titleField(3).fill('Too late');
    const deleted = await mutate(
      token,
      'deleteVideo',
      'mutation($id: ID) { deleteVideo(id: $id) { deletedVideoId errors { field messages name } } }',
      { id: videoId },
    );
    expect(deleted.deletedVideoId === videoId, `deleteVideo answered ${JSON.stringify(deleted)}`);
    await chaptersSection().getByRole('button', { name: 'Save chapters' }).click();
    await chaptersSection()
      .getByRole('alert')
      .filter({ hasText: 'The requested item was not found.' })
      .waitFor();
    await chaptersSection().screenshot({ path: join(SCREENSHOTS, 'chapters-16-refused-section.png') });
  },
);

await step('the pages raised no uncaught errors', 'chapters-17-done', async () => {
  expect(pageErrors.length === 0, pageErrors.join('\n'));
});

rmSync(work, { recursive: true, force: true });
await finish();

// Overlays on a video in the admin (issue 15 item 5) in a real browser: an owner uploads a clip through the
// API and waits for Draft, and creates a button CTA and a visual-builder end card through GraphQL. Then, in
// the admin: the editor's side panel shows the End card and CTAs entries; /video/:id/cta adds a
// timestamp at 2–5 s, adds the CTA (the player draws it with the one overlay renderer), drags it by
// 5 px steps, aligns it, picks an animation, asks "Unsaved changes" on the way out and saves
// (createVideoCtas, read back through the API); /video/:id/end-card picks the card (its preview drawn by
// the renderer) and saves it; a moment gets its own end card in the moments editor. The video is
// published; then the public page and an embed on another port show the CTA at its time and not before,
// open its link in a new tab, and show the end card at the end. Needs BASE_URL and SMTP_CATCHER_URL (set
// by serve.mjs); the admin and the player must be built. Prints one line per step and "N passed, N
// failed" last.
// The functions given to page.evaluate and waitForFunction run in the browser, with its globals.
/* global document, getComputedStyle */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  graphql,
  makeClip,
  mutate,
  signUpOwner,
  thanksEndCardDesign,
  uploadVideo,
  waitForDraft,
} from './fixtures.mjs';
import { eventually, expect, openBrowser, pressPoint, required, SCREENSHOTS } from './harness.mjs';

const BASE_URL = required('BASE_URL');
const run = Date.now().toString(36);
const owner = {
  name: 'Vera Video',
  email: `video-overlays-${run}@example.com`,
  password: 'Amber-Lantern-17',
};
const work = mkdtempSync(join(tmpdir(), 'framehouse-video-overlays-'));
const clipPath = join(work, `video-overlays-${run}.mp4`);
makeClip(clipPath, { seconds: 8 });

const SHOP_URL = 'https://shop.example.com/video-deal';
const BUTTON_NAME = 'Deal button';
const BUTTON_TEXT = 'Grab the deal';
const CARD_NAME = 'Thanks card';
const HEADLINE = 'Thanks for watching';

const { page, context, pageErrors, step, finish, toast } = await openBrowser({}, { accessibility: true });
await context.route('https://shop.example.com/**', (route) =>
  route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Shop</title><h1>The shop</h1>' }),
);

let videoId;
const host = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Someone's blog</title>
  <style>body { font-family: Georgia, serif; margin: 24px; } .box { width: 720px; }</style></head>
  <body><h1>A blog post</h1><div class="box" data-framehouse-video="${videoId}"></div>
  <script src="${BASE_URL}/player/embed.js" async></script></body></html>`);
});
await new Promise((resolve) => host.listen(0, '127.0.0.1', resolve));
const hostBase = `http://127.0.0.1:${host.address().port}`;

const shot = (name) => page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });

// ---- The public player, in a placeholder's shadow root ----
const VIDEO = '[data-framehouse-video]';
const inPlayer = (fn, arg) => page.locator(VIDEO).evaluate(fn, arg);
async function waitInPlayer(fn, arg, timeoutMs = 20_000) {
  for (const deadline = Date.now() + timeoutMs; ; await page.waitForTimeout(50)) {
    if (await inPlayer(fn, arg).catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${fn.toString().slice(0, 140)}`);
  }
}
const playedPast = (element, seconds) =>
  (element.shadowRoot?.querySelector('video')?.currentTime ?? 0) > seconds;
const ctaShown = (element) => {
  const cta = element.shadowRoot?.querySelector('[data-testid="cta"]');
  return Boolean(cta && getComputedStyle(cta).visibility === 'visible');
};
const endCardShown = (element) => Boolean(element.shadowRoot?.querySelector('[data-testid="end-card"]'));
const currentTime = (element) => element.shadowRoot.querySelector('video').currentTime;
const pause = (element) => element.shadowRoot.querySelector('video').pause();
const seekNearEnd = (element) => {
  const video = element.shadowRoot.querySelector('video');
  video.currentTime = video.duration - 1.2;
  void video.play();
};

/** Samples the public player until 2 s: no CTA may show before. */
async function noCtaBeforeTwoSeconds() {
  for (let sampled = 0; sampled < 40; sampled++) {
    const state = await inPlayer((element) => ({
      time: element.shadowRoot.querySelector('video').currentTime,
      ctas: element.shadowRoot.querySelectorAll('[data-testid="cta"]').length,
    }));
    if (state.time >= 1.95) return;
    expect(state.ctas === 0, `a CTA shows at ${state.time}s`);
    await page.waitForTimeout(60);
  }
}

// ---- Set-up through the API ----
let token;
let buttonId;
let endCardId;
let momentId;

const VIDEO_CTAS = `query($id: ID!) { videoById(id: $id) { endCardId ctaTimestamps { name startTimestamp endTimestamp
  ctas { order type config buttonCta { id } } } } }`;

await step(
  'an owner registers and a clip uploaded through the API reaches Draft',
  'video-overlays-01',
  async () => {
    token = await signUpOwner(page, owner, `Video Overlay Studio ${run}`);
    videoId = await uploadVideo(token, clipPath);
    await waitForDraft(token, videoId);
  },
);

await step(
  'a button CTA, an end card and a moment are created through the API',
  'video-overlays-02',
  async () => {
    const button = await mutate(
      token,
      'createButtonCta',
      'mutation($b: ButtonCtaInput!) { createButtonCta(button_cta: $b) { buttonCta { id } errors { field messages name } } }',
      {
        b: {
          name: BUTTON_NAME,
          url: SHOP_URL,
          text: BUTTON_TEXT,
          fontFamily: 'Roboto',
          fontWeight: 700,
          fontSize: 16,
          fontColor: '#FFFFFF',
          backgroundColor: '#CE0000',
          backgroundOpacity: 100,
          borderWidth: 0,
          borderColor: '#FFFFFF',
          borderRadius: 8,
          hasIcon: false,
          iconColor: '#FFFFFF',
        },
      },
    );
    buttonId = button.buttonCta.id;
    const card = await mutate(
      token,
      'createEndCard',
      'mutation($e: EndCardInput!) { createEndCard(endCard: $e) { endCard { id } errors { field messages name } } }',
      {
        e: {
          name: CARD_NAME,
          ...thanksEndCardDesign(HEADLINE),
          ctaButton1: buttonId,
          watchNextButtonVisible: false,
        },
      },
    );
    endCardId = card.endCard.id;
    const moment = await mutate(
      token,
      'createMoment',
      'mutation($v: ID!, $m: CreateMomentInput!) { createMoment(videoId: $v, moment: $m) { moment { id } errors { field messages name } } }',
      { v: videoId, m: { title: 'The opening', startTimestamp: '00:00.500', endTimestamp: '00:06.000' } },
    );
    momentId = moment.moment.id;
  },
);

// ---- The admin ----
const sidePanel = () => page.getByRole('complementary', { name: 'Video details' });

await step(
  'the video editor side panel shows the End card and CTAs entries',
  'video-overlays-03-side-panel',
  async () => {
    await page.goto(`${BASE_URL}/video/${videoId}`);
    const panel = sidePanel();
    await panel.getByRole('link', { name: /End card\s*None/ }).waitFor();
    await panel.getByRole('link', { name: /CTAs\s*No CTAs/ }).waitFor();
    const section = panel.getByRole('region', { name: 'Overlays' });
    await section.scrollIntoViewIfNeeded();
    await section.screenshot({ path: join(SCREENSHOTS, 'video-overlays-03b-side-panel-section.png') });
  },
);

const handle = () => page.getByTestId('cta-placement-handle');
const positionText = () => page.getByTestId('cta-position').textContent();

await step(
  'the CTAs page adds a timestamp at 2–5 s and the CTA, drawn on the player',
  'video-overlays-04-cta-added',
  async () => {
    await sidePanel().getByRole('link', { name: /CTAs/ }).click();
    await page.getByRole('heading', { name: 'CTAs', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Back to video editor' }).waitFor();
    expect(
      await page.getByRole('button', { name: 'Save' }).isDisabled(),
      'Save is enabled with nothing to save',
    );
    await page.getByRole('button', { name: 'Add timestamp' }).click();
    const group = page.getByTestId('cta-group');
    await group.getByLabel('Name').fill('Deal time');
    await group.getByRole('textbox', { name: 'Start' }).fill('00:00:02.000');
    await group.getByRole('textbox', { name: 'End' }).fill('00:00:05.000');
    await group.getByRole('button', { name: 'Add CTA' }).click();
    await page.getByRole('menuitem', { name: new RegExp(BUTTON_NAME) }).click();
    await group.getByRole('button', { name: new RegExp(`^${BUTTON_NAME}`) }).waitFor();
    // Selected at once: the player seeks into the group and the renderer draws it; the layer frames it.
    await handle().waitFor({ timeout: 15_000 });
    const drawn = await page.locator('[data-testid="cta"] [data-testid="button-cta"]').textContent();
    expect(drawn === BUTTON_TEXT, `the player draws "${drawn}"`);
    expect(
      (await positionText()).includes('50% from the left, 50% from the top'),
      `position: ${await positionText()}`,
    );
  },
);

await step('dragging the CTA moves it in 5 px steps', 'video-overlays-05-dragged', async () => {
  const { x: startX, y: startY, box } = await pressPoint(handle());
  const picture = await page.locator('video').first().boundingBox();
  expect(picture, 'no picture');
  await page.mouse.move(startX, startY);
  await page.mouse.down();
  await page.mouse.move(startX + 52, startY - 37, { steps: 8 });
  await page.mouse.move(startX + 102, startY - 73, { steps: 8 });
  await page.mouse.up();
  // 102 px snaps to 100 px, -73 px to -75 px, in percent of the picture as shown.
  const left = Math.round((50 + (100 / picture.width) * 100) * 100) / 100;
  const top = Math.round((50 - (75 / picture.height) * 100) * 100) / 100;
  await eventually(
    positionText,
    (text) => text.includes(`${left}% from the left, ${top}% from the top`),
    (text) => `position: ${text}, expected ${left} / ${top}`,
  );
  await eventually(
    () => handle().boundingBox(),
    (moved) => Math.abs(moved.x - box.x - 100) < 2 && Math.abs(moved.y - box.y + 75) < 2,
    (moved) => `the CTA moved to ${JSON.stringify(moved)} from ${JSON.stringify(box)}`,
  );
});

await step(
  'an alignment preset, the width and an animation are previewed on the player',
  'video-overlays-06-settings',
  async () => {
    await page.getByRole('button', { name: 'Align bottom' }).click();
    await page.waitForTimeout(300);
    const picture = await page.locator('video').first().boundingBox();
    const aligned = await handle().boundingBox();
    expect(
      Math.abs(aligned.y + aligned.height - (picture.y + picture.height)) < 2,
      'the CTA is not at the bottom',
    );
    const width = page.getByRole('spinbutton', { name: 'Width' });
    await width.fill('');
    // On the field and on the CTA in the list.
    await page.getByText('Width cannot be empty').first().waitFor();
    expect((await page.getByText('Width cannot be empty').count()) === 2, 'the message is not on both');
    await width.fill('40');
    await page.getByText('Width cannot be empty').first().waitFor({ state: 'hidden' });
    await page.getByRole('combobox', { name: 'Animation' }).click();
    await page.getByRole('option', { name: 'Bounce' }).click();
    await page.getByRole('combobox', { name: 'Duration' }).click();
    await page.getByRole('option', { name: '2 s' }).click();
    await page.getByRole('combobox', { name: 'Cycle time' }).click();
    await page.getByRole('option', { name: '3 s' }).click();
    const animation = await page
      .locator('[data-testid="cta"] > div')
      .evaluate(
        (element) =>
          getComputedStyle(element).animationName !== 'none' && getComputedStyle(element).animationDuration,
      );
    expect(animation === '5s', `the player animates for ${animation}`);
    await page.waitForTimeout(300);
    const share = (await handle().boundingBox()).width / picture.width;
    expect(Math.abs(share - 0.4) < 0.01, `the CTA is ${share} of the picture`);
    await shot('video-overlays-06b-cta-screen');
  },
);

await step('leaving with unsaved changes asks first', 'video-overlays-07-unsaved', async () => {
  await page.getByRole('link', { name: 'Back to video editor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Unsaved changes' });
  await dialog
    .getByText('Are you sure you want to leave this site? Changes you made will not be saved.')
    .waitFor();
  await shot('video-overlays-07b-unsaved-dialog');
  await dialog.getByRole('button', { name: 'Back to edit' }).click();
  await dialog.waitFor({ state: 'hidden' });
  expect(page.url().endsWith(`/video/${videoId}/cta`), `left to ${page.url()}`);
});

await step('Save creates the video CTAs, as placed', 'video-overlays-08-cta-saved', async () => {
  await page.getByRole('button', { name: 'Save' }).click();
  await toast('CTAs have been saved.').waitFor();
  const { videoById } = await graphql(token, VIDEO_CTAS, { id: videoId });
  expect(videoById.ctaTimestamps.length === 1, `timestamps: ${JSON.stringify(videoById.ctaTimestamps)}`);
  const [group] = videoById.ctaTimestamps;
  expect(
    group.name === 'Deal time' && group.startTimestamp === 2000 && group.endTimestamp === 5000,
    JSON.stringify(group),
  );
  const config = JSON.parse(group.ctas[0].config);
  expect(group.ctas[0].buttonCta.id === buttonId, 'another CTA was placed');
  expect(config.width === 40 && config.position.calculatedTop > 80, `config: ${group.ctas[0].config}`);
  expect(
    config.animation.name === 'Bounce' && config.animation.duration === 2 && config.animation.cycleTime === 3,
    `animation: ${JSON.stringify(config.animation)}`,
  );
  expect(await page.getByRole('button', { name: 'Save' }).isDisabled(), 'Save is enabled after saving');
  // A second save updates: the name changed and saved again.
  await page.getByTestId('cta-group').getByLabel('Name').fill('Deal');
  await page.getByRole('button', { name: 'Save' }).click();
  for (const deadline = Date.now() + 10_000; ; await page.waitForTimeout(200)) {
    const again = await graphql(token, VIDEO_CTAS, { id: videoId });
    if (again.videoById.ctaTimestamps[0]?.name === 'Deal') break;
    expect(Date.now() < deadline, 'the update did not save');
  }
  await page.getByRole('button', { name: 'Save' }).and(page.locator('[disabled]')).waitFor();
});

await step(
  'the End Card page picks the card, previews it and saves it',
  'video-overlays-09-end-card',
  async () => {
    await page.getByRole('link', { name: 'Back to video editor' }).click();
    await sidePanel()
      .getByRole('link', { name: /CTAs\s*1 CTA group/ })
      .waitFor();
    await sidePanel()
      .getByRole('link', { name: /End card/ })
      .click();
    await page.getByRole('heading', { name: 'End Card', level: 1 }).waitFor();
    await page.getByRole('combobox', { name: 'End card' }).click();
    await page.getByRole('option', { name: new RegExp(CARD_NAME) }).click();
    await page.getByRole('listbox').waitFor({ state: 'hidden' });
    const preview = page.getByTestId('end-card-preview');
    await preview.getByTestId('end-card').waitFor();
    const headline = await preview.locator('h2').textContent();
    expect(headline === HEADLINE, `the preview reads "${headline}"`);
    await page.evaluate(() => document.fonts.ready);
    await shot('video-overlays-09b-end-card-screen');
    await page.getByRole('button', { name: 'Save' }).click();
    await toast('The end card of the video has been saved.').waitFor();
    const { videoById } = await graphql(token, VIDEO_CTAS, { id: videoId });
    expect(videoById.endCardId === endCardId, `the video's end card is ${videoById.endCardId}`);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await sidePanel()
      .getByRole('link', { name: new RegExp(`End card\\s*${CARD_NAME}`) })
      .waitFor();
    await shot('video-overlays-09c-side-panel-set');
  },
);

await step(
  "the editor's preview player draws the saved CTA and the end card",
  'video-overlays-09d-preview',
  async () => {
    const video = page.locator('video').first();
    await video.evaluate((element) => {
      element.currentTime = 2.5;
      return element.play();
    });
    await page.locator('[data-testid="cta"] [data-testid="button-cta"]', { hasText: BUTTON_TEXT }).waitFor();
    await video.evaluate((element) => {
      element.currentTime = element.duration - 0.6;
      return element.play();
    });
    await page.getByTestId('end-card').locator('h2', { hasText: HEADLINE }).waitFor({ timeout: 10_000 });
  },
);

await step('a moment gets its own end card in the moments editor', 'video-overlays-10-moment', async () => {
  await page.goto(`${BASE_URL}/video/${videoId}/moments?momentId=${momentId}`);
  await page.getByRole('button', { name: 'Edit Moments' }).click();
  await page.getByRole('combobox', { name: 'End card' }).click();
  await page.getByRole('option', { name: new RegExp(CARD_NAME) }).click();
  await page
    .getByRole('region', { name: 'Moment', exact: true })
    .getByRole('button', { name: 'Save' })
    .click();
  for (const deadline = Date.now() + 10_000; ; await page.waitForTimeout(200)) {
    const { momentById } = await graphql(token, 'query($id: ID!) { momentById(id: $id) { endCardId } }', {
      id: momentId,
    });
    if (momentById.endCardId === endCardId) break;
    expect(Date.now() < deadline, `the moment's end card is ${momentById.endCardId}`);
  }
});

await step('the video is published to its own pages', 'video-overlays-11-published', async () => {
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
});

await step('the public page shows the CTA from 2 s, not before', 'video-overlays-12-public-cta', async () => {
  await page.goto(`${BASE_URL}/p/video/${videoId}`);
  await page.locator(`${VIDEO} button.play`).click();
  await waitInPlayer(playedPast, 0.3);
  await noCtaBeforeTwoSeconds();
  await waitInPlayer(ctaShown);
  const time = await inPlayer(currentTime);
  expect(time >= 2 && time < 5, `the CTA showed at ${time}s`);
  await inPlayer(pause);
  const geometry = await inPlayer((element) => {
    const box = (node) => node.getBoundingClientRect();
    const cta = box(element.shadowRoot.querySelector('[data-testid="cta"]'));
    const video = box(element.shadowRoot.querySelector('video'));
    return { share: cta.width / video.width, bottomGap: video.bottom - cta.bottom };
  });
  expect(
    Math.abs(geometry.share - 0.4) < 0.02 && geometry.bottomGap < 2,
    `geometry: ${JSON.stringify(geometry)}`,
  );
  await page.waitForTimeout(600);
  await shot('video-overlays-12b-public-cta');
});

await step('clicking the CTA opens its link in a new tab', 'video-overlays-13-public-click', async () => {
  const [shop] = await Promise.all([
    context.waitForEvent('page'),
    page.locator(`${VIDEO} [data-testid="button-cta"]`).click(),
  ]);
  await shop.waitForLoadState();
  expect(shop.url() === SHOP_URL, `the CTA opened ${shop.url()}`);
  await shop.close();
});

await step(
  'the end card shows at the end of the public page',
  'video-overlays-14-public-end-card',
  async () => {
    await inPlayer(seekNearEnd);
    await waitInPlayer(endCardShown, undefined, 15_000);
    const headline = await page.locator(`${VIDEO} [data-testid="end-card"] h2`).textContent();
    expect(headline === HEADLINE, `the end card reads "${headline}"`);
    await page.evaluate(() => document.fonts.ready);
    await shot('video-overlays-14b-public-end-card');
  },
);

await step(
  'an embed on another port shows the CTA at its time and the end card',
  'video-overlays-15-embed',
  async () => {
    await page.goto(`${hostBase}/`);
    await page.locator(`${VIDEO} button.play`).click();
    await waitInPlayer(playedPast, 0.3);
    await noCtaBeforeTwoSeconds();
    await waitInPlayer(ctaShown);
    await inPlayer(pause);
    await shot('video-overlays-15b-embed-cta');
    const [shop] = await Promise.all([
      context.waitForEvent('page'),
      page.locator(`${VIDEO} [data-testid="button-cta"]`).click(),
    ]);
    await shop.waitForLoadState();
    expect(shop.url() === SHOP_URL, `the embedded CTA opened ${shop.url()}`);
    await shop.close();
    await inPlayer(seekNearEnd);
    await waitInPlayer(endCardShown, undefined, 15_000);
    await shot('video-overlays-15c-embed-end-card');
  },
);

await step('the pages raised no uncaught errors', 'video-overlays-16-done', async () => {
  expect(pageErrors.length === 0, `page errors: ${pageErrors.join(' | ')}`);
});

host.close();
rmSync(work, { recursive: true, force: true });
await finish();

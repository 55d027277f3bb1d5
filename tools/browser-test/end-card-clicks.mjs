// Clicks inside a custom-code end card (issue 21) in a real browser: an owner gives a 3 s clip a custom-code
// card with a link (whose own click handler stops the event) and a line of text, and publishes it. On the
// public page the card shows in its sandboxed frame when the video ends; a click on the text and a message
// the page posts to itself are not the card's clicks; a click and a middle click on the link each are: the
// frame page tells the player, which sends END_CARD_CLICKED with the card's id in its batches to
// /p/api/events, watched on the browser's requests. Needs BASE_URL and SMTP_CATCHER_URL (set by serve.mjs);
// the player must be built (npm run build:player). Prints one line per step and "N passed, N failed" last.
// The functions given to page.evaluate run in the browser, with its globals.
/* global window */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createEndCard,
  describeVideo,
  makeClip,
  publishToOwnPages,
  signUpOwner,
  uploadVideo,
  waitForDraft,
} from './fixtures.mjs';
import { eventually, expect, openBrowser, required, SCREENSHOTS } from './harness.mjs';

const BASE_URL = required('BASE_URL');
const run = Date.now().toString(36);
const owner = {
  name: 'Cleo Clicks',
  email: `end-card-clicks-${run}@example.com`,
  password: 'Amber-Lantern-17',
};
const work = mkdtempSync(join(tmpdir(), 'framehouse-end-card-clicks-'));
const clipPath = join(work, `end-card-clicks-${run}.mp4`);
makeClip(clipPath, { seconds: 3 });

const OFFER_URL = 'https://offer.example.com/spring';
const CUSTOM_CODE = `<div style="font: 24px sans-serif; color: #fff; background: #1d4d3a; height: 100vh; display: flex;
  flex-direction: column; gap: 16px; align-items: center; justify-content: center">
  <p id="thanks">Thanks for watching</p>
  <a id="offer" href="${OFFER_URL}" target="_blank" style="color: #ffd966">See the spring offer</a>
</div>
<script>
  // The card's own handler stops the click: it is counted all the same.
  document.getElementById('offer').addEventListener('click', function (event) { event.stopPropagation(); });
</script>`;
const VIDEO = '[data-framehouse-video]';

const { context, page, pageErrors, step, finish } = await openBrowser({}, { accessibility: true });
// The offer's page: answered here, so that no request leaves the machine.
await context.route('https://offer.example.com/**', (route) =>
  route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Offer</title><h1>The offer</h1>' }),
);

/** The batches the page sent to the API: on the context, as a beacon may outlive its page. */
const sent = [];
/** The API's answers to the batches with a click. */
const clickAnswers = [];
context.on('request', (request) => {
  if (request.url().endsWith('/p/api/events')) sent.push(JSON.parse(request.postData() ?? '{}'));
});
context.on('requestfinished', async (request) => {
  const batch = request.url().endsWith('/p/api/events') ? JSON.parse(request.postData() ?? '{}') : null;
  if (batch?.events.some((event) => event.type === 'END_CARD_CLICKED')) {
    clickAnswers.push((await request.response())?.status());
  }
});
const sentOf = (type) => sent.flatMap((batch) => batch.events.filter((event) => event.type === type));

let token;
let videoId;
let endCardId;

await step('an owner registers, verifies and logs in', 'end-card-clicks-01-logged-in', async () => {
  token = await signUpOwner(page, owner, `Clicks Studio ${run}`);
});

await step(
  'a 3 s clip gets a custom-code end card with a link and is published',
  'end-card-clicks-02-published',
  async () => {
    videoId = await uploadVideo(token, clipPath);
    await waitForDraft(token, videoId);
    endCardId = await createEndCard(token, { name: 'Spring card', customCode: CUSTOM_CODE });
    await describeVideo(token, videoId, { endCardId });
    await publishToOwnPages(token, videoId);
  },
);

/** The custom-code card's frame, once it has navigated to the frame page. */
async function endCardFrame(timeoutMs = 30_000) {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await page.waitForTimeout(100)) {
    const frame = page.frames().find((candidate) => candidate.url().endsWith('/p/end-card-frame'));
    if (frame) return frame;
  }
  throw new Error('no end card frame');
}

let frame;

await step(
  'the public page plays to the end and shows the card in its sandboxed frame',
  'end-card-clicks-03-card',
  async () => {
    await page.goto(`${BASE_URL}/p/video/${videoId}`);
    await page.locator(`${VIDEO} button.play`).click();
    frame = await endCardFrame();
    await frame.locator('#offer').waitFor();
    await eventually(
      () => sentOf('END_CARD_SHOWN'),
      (shown) => shown.some((event) => event.endCardId === endCardId),
      (shown) => `END_CARD_SHOWN sent: ${JSON.stringify(shown)}`,
      15_000,
    );
  },
);

await step(
  "a click on the card's text and the page's own message are not clicks; the link's clicks reach /p/api/events",
  'end-card-clicks-04-clicked',
  async () => {
    await frame.locator('#thanks').click();
    // A message of the click's type from the page itself, not from the card's frame.
    await page.evaluate(() => window.postMessage({ type: 'framehouse:end-card-click' }, '*'));
    const [offer] = await Promise.all([context.waitForEvent('page'), frame.locator('#offer').click()]);
    await offer.waitForLoadState();
    expect(offer.url() === OFFER_URL, `the link opened ${offer.url()}`);
    await offer.close();
    await eventually(
      () => sentOf('END_CARD_CLICKED'),
      (clicks) => clicks.length >= 1,
      (clicks) => `END_CARD_CLICKED sent: ${JSON.stringify(clicks)}`,
      15_000,
    );
    const [middle] = await Promise.all([
      context.waitForEvent('page'),
      frame.locator('#offer').click({ button: 'middle' }),
    ]);
    await middle.close();
    // Until the batch after the middle click: the text's click and the page's message would be in it too.
    const clicks = await eventually(
      () => sentOf('END_CARD_CLICKED'),
      (sentClicks) => sentClicks.length >= 2,
      (sentClicks) => `END_CARD_CLICKED sent: ${JSON.stringify(sentClicks)}`,
      15_000,
    );
    expect(
      clicks.length === 2 && clicks.every((event) => event.endCardId === endCardId),
      `END_CARD_CLICKED sent: ${JSON.stringify(clicks)}`,
    );
    await page.waitForTimeout(6000); // one more batch (every 5 s): nothing else was counted late
    expect(
      clickAnswers.length > 0 && clickAnswers.every((status) => status >= 200 && status < 300),
      `the API answered the click batches ${JSON.stringify(clickAnswers)}`,
    );
    expect(
      sentOf('END_CARD_CLICKED').length === 2,
      `END_CARD_CLICKED sent: ${JSON.stringify(sentOf('END_CARD_CLICKED'))}`,
    );
    await page.screenshot({ path: join(SCREENSHOTS, 'end-card-clicks-04-card.png') });
  },
);

await step('the page raised no uncaught errors', 'end-card-clicks-05-done', async () => {
  expect(pageErrors.length === 0, pageErrors.join('\n'));
});

rmSync(work, { recursive: true, force: true });
await finish();

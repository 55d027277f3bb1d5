// Viewer analytics from real players (issue 21 item 1): an owner uploads an 8 s clip through the API and
// sets up through GraphQL a button CTA over it from 1 s to 3 s and a visual-builder end card with that CTA
// as its button, and publishes it. In Chromium, the public page plays it to its end: the CTA shows and is
// clicked (its shop answered here), the end card shows and its button is clicked, and the viewer shares the
// page on X (answered here too). A page on another port
// embeds the video: it plays past 2 s and is paused, the viewer clicks the seek bar near its end (a SEEK),
// and it plays to the end. Leaving the pages sends the last batches (pagehide). Then, once the API's scheduled roll-up
// has run, videoAnalytics read as the owner says: 2 plays (one per surface, the embed's under the host
// 127.0.0.1), retention of 2 at the start and the end and 1 over the seconds the embed skipped, 1 seek,
// 2 completes, 1 share, the CTA and the end card shown twice and clicked once each; another organization's owner
// gets NOT_FOUND for the video and an overview without its plays. Needs BASE_URL and SMTP_CATCHER_URL
// (set by serve.mjs); the player must be built (npm run build:player). Prints one line per step and
// "N passed, N failed" last.
// The functions given to page.evaluate run in the browser.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createEndCard,
  describeVideo,
  graphql,
  makeClip,
  mutate,
  publishToOwnPages,
  signOut,
  signUpOwner,
  thanksEndCardDesign,
  uploadVideo,
  waitForDraft,
} from './fixtures.mjs';
import { eventually, expect, openBrowser, required } from './harness.mjs';

const BASE_URL = required('BASE_URL');
const run = Date.now().toString(36);
const owner = { name: 'Ana Analytics', email: `analytics-${run}@example.com`, password: 'Amber-Lantern-17' };
const stranger = { name: 'Otto Other', email: `other-${run}@example.com`, password: 'Violet-Canyon-42' };
const work = mkdtempSync(join(tmpdir(), 'framehouse-analytics-'));
const clipPath = join(work, `analytics-clip-${run}.mp4`);
makeClip(clipPath, { seconds: 8 });
const SHOP_URL = 'https://shop.example.com/deal';
/** The roll-up runs every ANALYTICS_ROLLUP_SECONDS (5 s under serve.mjs, 30 by default): awaited far longer. */
const ROLLUP_WAIT_MS = 120_000;

const { page, context, pageErrors, step, finish } = await openBrowser({}, { accessibility: true });
for (const site of ['https://shop.example.com/**', 'https://twitter.com/**'])
  await context.route(site, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<title>Elsewhere</title><h1>Elsewhere</h1>',
    }),
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

const VIDEO = '[data-framehouse-video]';
const inPlayer = (fn, arg) => page.locator(VIDEO).evaluate(fn, arg);
async function waitInPlayer(fn, arg, timeoutMs = 20_000) {
  for (const deadline = Date.now() + timeoutMs; ; await page.waitForTimeout(50)) {
    if (await inPlayer(fn, arg).catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${fn.toString().slice(0, 140)}`);
  }
}
const playedPast = (placeholder, seconds) =>
  (placeholder.shadowRoot?.querySelector('video')?.currentTime ?? 0) > seconds;
const has = (placeholder, selector) => Boolean(placeholder.shadowRoot?.querySelector(selector));
/**
 * Pauses the playing picture in the page as soon as it is past `seconds`: on a busy machine it would
 * otherwise play on between a wait here and a click.
 */
const pauseWhenPast = (seconds) =>
  inPlayer(
    (placeholder, past) =>
      new Promise((resolve, reject) => {
        const deadline = Date.now() + 20_000;
        const poll = () => {
          const playing = [...placeholder.shadowRoot.querySelectorAll('video')].find(
            (video) => !video.paused && video.currentTime > past,
          );
          if (!playing && Date.now() > deadline)
            return void reject(new Error(`nothing playing past ${past} s`));
          if (!playing) return void setTimeout(poll, 10);
          playing.pause();
          resolve();
        };
        poll();
      }),
    seconds,
  );
const resume = () => page.locator(VIDEO).getByRole('button', { name: 'Play', exact: true }).click();

const ANALYTICS = `query($videoId: ID!) { videoAnalytics(videoId: $videoId) {
  plays watchTimeSeconds completes seeks shares retention surfaces { surface plays } hosts { host surface plays }
  ctas { id name impressions clicks } endCards { id name impressions clicks } } }`;

let token;
let ctaId;
let endCardId;

await step(
  'an owner publishes an 8 s clip with a CTA at 1–3 s and an end card',
  'analytics-player-01',
  async () => {
    token = await signUpOwner(page, owner, `Analytics Studio ${run}`);
    videoId = await uploadVideo(token, clipPath);
    await waitForDraft(token, videoId);
    const button = await mutate(
      token,
      'createButtonCta',
      `mutation($b: ButtonCtaInput!) { createButtonCta(button_cta: $b) { buttonCta { id } errors { field messages name } } }`,
      {
        b: {
          name: 'Deal button',
          url: SHOP_URL,
          text: 'Get the deal',
          fontFamily: 'Poppins',
          fontWeight: 700,
          fontSize: 16,
          fontColor: '#FFFFFF',
          backgroundColor: '#CE0000',
          backgroundOpacity: 100,
          borderWidth: 0,
          borderColor: '#FFFFFF',
          borderRadius: 99,
          hasIcon: false,
        },
      },
    );
    ctaId = button.buttonCta.id;
    endCardId = await createEndCard(token, {
      name: 'Thanks card',
      ...thanksEndCardDesign('Thanks'),
      ctaButton1: ctaId,
    });
    await mutate(
      token,
      'createVideoCtas',
      'mutation($v: ID!, $c: VideoCtasInput!) { createVideoCtas(videoId: $v, video_ctas: $c) { videoId errors { field messages name } } }',
      {
        v: videoId,
        c: {
          timestamps: [
            {
              name: 'Deal',
              startTimestamp: 1000,
              endTimestamp: 3000,
              ctas: [
                {
                  order: 0,
                  buttonCtaId: ctaId,
                  config: {
                    width: 30,
                    position: { calculatedTop: 80, calculatedLeft: 50 },
                    animation: { name: 'Bounce', duration: 1, cycleTime: 2 },
                  },
                },
              ],
            },
          ],
        },
      },
    );
    await describeVideo(token, videoId, { endCardId });
    await publishToOwnPages(token, videoId);
  },
);

/** The embed's one seek (step 3), whose skipped seconds step 4 reads. */
let embedSeek;
/** What each surface sent (steps 2 and 3), shown when step 4's figures are wrong. */
const sentBy = {};

/** Events the page sent to the API (beacons and keepalive fetches), by their body. */
const sent = [];
// On the context: a beacon may outlive its page (the last ones go at pagehide).
context.on('request', (request) => {
  if (request.url().endsWith('/p/api/events')) sent.push(JSON.parse(request.postData() ?? '{}'));
});

await step(
  'the public page plays to the end; the CTA and the end card are shown and clicked; the page is shared',
  'analytics-player-02-page',
  async () => {
    await page.goto(`${BASE_URL}/p/video/${videoId}`);
    await page.locator(`${VIDEO} button.play`).click();
    await waitInPlayer(has, '[data-testid="button-cta"]');
    const [shop] = await Promise.all([
      context.waitForEvent('page'),
      page.locator(`${VIDEO} [data-testid="button-cta"]`).click(),
    ]);
    await shop.close();
    await waitInPlayer(has, '[data-testid="end-card"]', 30_000);
    const [again] = await Promise.all([
      context.waitForEvent('page'),
      page.locator(`${VIDEO} [data-testid="end-card"] [data-testid="button-cta"]`).click(),
    ]);
    await again.close();
    const [shared] = await Promise.all([
      context.waitForEvent('page'),
      page
        .getByRole('navigation', { name: 'Share' })
        .getByRole('link', { name: 'Share on X (Twitter)' })
        .click(),
    ]);
    await shared.close();
    // The page stays until its next batch (every 5 s): a beacon sent while the page unloads is not always
    // seen by the browser's request events, though it reaches the API.
    const sentAll = (batches) =>
      ['END_CARD_CLICKED', 'SHARE_CLICKED'].every((type) =>
        batches.some((batch) => batch.events.some((event) => event.type === type)),
      );
    await eventually(
      () => sent,
      sentAll,
      (batches) => `the page sent ${JSON.stringify(batches)}`,
      15_000,
    );
    sentBy.page = [...sent];
    await page.goto('about:blank');
    const surfaces = new Set(sent.map((batch) => batch.surface));
    expect(surfaces.size === 1 && surfaces.has('PAGE'), `surfaces ${[...surfaces]}`);
  },
);

await step(
  'an embed on another site plays past 2 s, is seeked near its end and plays to the end',
  'analytics-player-03-embed',
  async () => {
    sent.length = 0;
    await page.goto(`${hostBase}/blog`);
    await page.locator(`${VIDEO} button.play`).click();
    await pauseWhenPast(2.2);
    // The seek bar (the player's first slider, above the controls) clicked at 80 % of its width: 6.4 s of 8.
    const box = await page.locator(VIDEO).locator('.MuiSlider-root').first().boundingBox();
    expect(box, 'no seek bar');
    await page.mouse.click(box.x + box.width * 0.8, box.y + box.height / 2);
    await waitInPlayer(playedPast, 5.5);
    await resume();
    await waitInPlayer(has, '[data-testid="end-card"]', 30_000);
    // The page stays until its next batch, as above.
    await eventually(
      () => sent,
      (batches) => batches.some((batch) => batch.events.some((event) => event.type === 'COMPLETE')),
      (batches) => `the embed sent ${JSON.stringify(batches)}`,
      15_000,
    );
    sentBy.embed = [...sent];
    await page.goto('about:blank');
    const seeks = sent.flatMap((batch) => batch.events).filter((event) => event.type === 'SEEK');
    // From where it was paused to 6.4 s: at least the whole second 5 is skipped.
    expect(
      seeks.length === 1 && seeks[0].from < 5000 && seeks[0].to > 6000,
      `seeks ${JSON.stringify(seeks)}`,
    );
    embedSeek = seeks[0];
    expect(
      sent.every((batch) => batch.surface === 'EMBED'),
      `surfaces ${sent.map((b) => b.surface)}`,
    );
  },
);

await step(
  'after the roll-up the owner reads the plays, retention over the seconds watched and the clicks',
  'analytics-player-04-figures',
  async () => {
    const figures = await eventually(
      async () => (await graphql(token, ANALYTICS, { videoId })).videoAnalytics,
      (value) => value.plays === 2 && value.completes === 2,
      (value) => `videoAnalytics: ${JSON.stringify(value)}`,
      ROLLUP_WAIT_MS,
    );
    const { retention } = figures;
    expect(retention.length === 8, `retention ${JSON.stringify(retention)}`);
    expect(retention[0] === 2 && retention[1] === 2 && retention[7] === 2, `retention ${retention}`);
    // The seconds the embed skipped whole were watched on the page only.
    const skipped = [];
    for (let second = Math.ceil(embedSeek.from / 1000); second + 1 <= embedSeek.to / 1000; second++) {
      skipped.push(second);
    }
    expect(
      skipped.length > 0 && skipped.every((second) => retention[second] === 1),
      `retention ${retention}, seconds skipped ${skipped}; batches seen ${JSON.stringify(sentBy)}`,
    );
    expect(figures.seeks === 1, `seeks ${figures.seeks}`);
    expect(figures.shares === 1, `shares ${figures.shares}`);
    const surfaces = Object.fromEntries(figures.surfaces.map((row) => [row.surface, row.plays]));
    expect(surfaces.PAGE === 1 && surfaces.EMBED === 1, `surfaces ${JSON.stringify(figures.surfaces)}`);
    expect(
      figures.hosts.some((row) => row.surface === 'EMBED' && row.host === '127.0.0.1' && row.plays === 1),
      `hosts ${JSON.stringify(figures.hosts)}`,
    );
    const cta = figures.ctas.find((row) => row.id === ctaId);
    expect(cta?.impressions === 2 && cta.clicks === 1, `ctas ${JSON.stringify(figures.ctas)}`);
    const card = figures.endCards.find((row) => row.id === endCardId);
    expect(card?.impressions === 2 && card.clicks === 1, `end cards ${JSON.stringify(figures.endCards)}`);
    expect(
      figures.watchTimeSeconds >= 10 && figures.watchTimeSeconds <= 14,
      `watch time ${figures.watchTimeSeconds}`,
    );
  },
);

await step('another organization’s owner sees none of it', 'analytics-player-05-isolated', async () => {
  // The owner's session is still in the browser: out of it first.
  await page.goto(BASE_URL);
  await signOut(page);
  const otherToken = await signUpOwner(page, stranger, `Other Studio ${run}`);
  const response = await fetch(`${BASE_URL}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', authorization: `Bearer ${otherToken}` },
    body: JSON.stringify({ query: ANALYTICS, variables: { videoId } }),
  });
  const body = await response.json();
  expect(body.errors?.[0]?.extensions?.code === 'NOT_FOUND', `answer ${JSON.stringify(body)}`);
  const { analyticsOverview } = await graphql(
    otherToken,
    'query { analyticsOverview { plays topVideos { videoId } } }',
  );
  expect(
    analyticsOverview.plays === 0 && analyticsOverview.topVideos.length === 0,
    `overview ${JSON.stringify(analyticsOverview)}`,
  );
});

await step('the pages raised no script error', 'analytics-player-06-errors', async () => {
  expect(pageErrors.length === 0, `page errors: ${pageErrors.join(' | ')}`);
});

host.close();
rmSync(work, { recursive: true, force: true });
await finish();

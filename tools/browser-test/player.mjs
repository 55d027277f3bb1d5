// The player's overlays in a real browser (video-area §2 player bullet, issue 5): an owner registers,
// gives the organization a logo and an ad tag served by this script on loopback (a VAST InLine whose
// MediaFile is a 6 s ffmpeg clip and whose Impression, tracking and ClickTracking URLs hit the same
// server), enables monetization, uploads a clip through the API and waits for Draft, turns on the logo
// (top left), a PREROLL and promo cards at the start on the video, and publishes it to its own pages.
// The admin's video page /video/:id plays no ad (and asks the ad server nothing), the watermark sits in
// the chosen corner, a promoted object's card shows in the first 5 s and hovering the seek bar shows a
// storyboard frame. The public page /p/video/:id plays the preroll before the content (impression,
// start, complete tracked). On a page of another site (served by the ad server, with no policy of its
// own) the embed's ad opens its ClickThrough in a new tab without opener or referrer, is skipped after
// its offset (skip tracked), and a javascript: ClickThrough is never opened (issue 12).
// Needs BASE_URL and SMTP_CATCHER_URL (set by serve.mjs, which also lets the API fetch loopback tags).
// The public page's Content-Security-Policy must let the page reach the ad server (VAST, MediaFile,
// pixels); the admin's must not need to.
// Prints one line per step and "N passed, N failed" last; exits non-zero on a failure.
// The function given to a page's evaluate runs in the browser, with its globals.
/* global window */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  graphql,
  makeClip,
  makePicture,
  mutate,
  signUpOwner,
  uploadVideo,
  waitForDraft,
} from './fixtures.mjs';
import { expect, openBrowser, required, sleep } from './harness.mjs';

const BASE_URL = required('BASE_URL');

const run = Date.now().toString(36);
const owner = { name: 'Paula Player', email: `player-${run}@example.com`, password: 'Amber-Lantern-17' };
const organizationName = `Player Studio ${run}`;
const clipTitle = `player-clip-${run}`;
const work = mkdtempSync(join(tmpdir(), 'framehouse-player-'));
/** The ad may be skipped this many seconds in (the VAST's skipoffset). */
const SKIP_OFFSET_SECONDS = 1;
/** Long enough to click the ad, see its landing page and still skip it. */
const AD_SECONDS = 6;

// ---- Media made with ffmpeg: the ad, the content clip and the logo ----

const adPath = join(work, 'ad.mp4');
const clipPath = join(work, `${clipTitle}.mp4`);
const logoPath = join(work, 'logo.png');
makeClip(adPath, { seconds: AD_SECONDS, picture: 'smptebars', frequency: 880 });
makeClip(clipPath, { seconds: 12 });
makePicture(logoPath, 'color=c=0xff6a00:size=240x96');
const adBytes = readFileSync(adPath);

// ---- The loopback ad server: the VAST tag, its MediaFile and the tracking pixels ----

const tracked = [];
const count = (event) => tracked.filter((name) => name === event).length;
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
let adBase;
/** The ad's ClickThrough; a step makes it a javascript: URL. */
let clickThrough;
/** The Referer header of each visit to the landing page ('' for none). */
const landingReferers = [];
let videoId;

function vast() {
  const track = (event) => `<![CDATA[${adBase}/track/${event}?cb=[CACHEBUSTING]]]>`;
  const events = ['start', 'firstQuartile', 'midpoint', 'thirdQuartile', 'complete', 'skip'];
  return `<?xml version="1.0" encoding="UTF-8"?>
<VAST version="4.0">
  <Ad id="player-test">
    <InLine>
      <AdSystem>Framehouse browser test</AdSystem>
      <AdTitle>Colour bars</AdTitle>
      <Error>${track('error')}</Error>
      <Impression>${track('impression')}</Impression>
      <Creatives>
        <Creative id="bars">
          <Linear skipoffset="00:00:0${SKIP_OFFSET_SECONDS}">
            <Duration>00:00:0${AD_SECONDS}</Duration>
            <TrackingEvents>
              ${events.map((event) => `<Tracking event="${event}">${track(event)}</Tracking>`).join('\n              ')}
            </TrackingEvents>
            <VideoClicks>
              <ClickThrough><![CDATA[${clickThrough}]]></ClickThrough>
              <ClickTracking>${track('click')}</ClickTracking>
            </VideoClicks>
            <MediaFiles>
              <MediaFile delivery="progressive" type="video/x-flv" width="1280" height="720" bitrate="2000"><![CDATA[${adBase}/ad.flv]]></MediaFile>
              <MediaFile delivery="progressive" type="video/mp4" width="640" height="360" bitrate="600"><![CDATA[${adBase}/ad.mp4]]></MediaFile>
            </MediaFiles>
          </Linear>
        </Creative>
      </Creatives>
    </InLine>
  </Ad>
</VAST>
`;
}

const adServer = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  response.setHeader('Access-Control-Allow-Origin', '*');
  if (url.pathname === '/vast.xml') {
    tracked.push('vast');
    response.writeHead(200, { 'Content-Type': 'application/xml' }).end(vast());
  } else if (url.pathname.startsWith('/track/')) {
    tracked.push(url.pathname.slice('/track/'.length));
    response.writeHead(200, { 'Content-Type': 'image/gif', 'Cache-Control': 'no-store' }).end(PIXEL);
  } else if (url.pathname === '/ad.mp4') {
    // Byte ranges, as a <video> element asks for them.
    const range = /^bytes=(\d+)-(\d*)$/.exec(request.headers.range ?? '');
    const start = range ? Number(range[1]) : 0;
    const end = range && range[2] ? Number(range[2]) : adBytes.length - 1;
    response.writeHead(range ? 206 : 200, {
      'Content-Type': 'video/mp4',
      'Accept-Ranges': 'bytes',
      'Content-Length': end - start + 1,
      ...(range ? { 'Content-Range': `bytes ${start}-${end}/${adBytes.length}` } : {}),
    });
    response.end(adBytes.subarray(start, end + 1));
  } else if (url.pathname === '/landing') {
    landingReferers.push(request.headers.referer ?? '');
    response
      .writeHead(200, { 'Content-Type': 'text/html' })
      .end('<title>Advertiser</title><h1>Advertiser</h1>');
  } else if (url.pathname === '/host') {
    // Someone's site with the embed, on another origin than the API, with no Content-Security-Policy.
    response
      .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
      .end(
        `<!doctype html><html lang="en"><title>A blog</title><h1>A blog post</h1><div data-framehouse-video="${videoId}"></div>` +
          `<script src="${BASE_URL}/player/embed.js" async></script>`,
      );
  } else {
    response.writeHead(404).end();
  }
});
await new Promise((resolve) => adServer.listen(0, '127.0.0.1', resolve));
adBase = `http://127.0.0.1:${adServer.address().port}`;
clickThrough = `${adBase}/landing`;

// ---- The browser and the API ----

// BROWSER_TEST_BYPASS_CSP=1 makes Chromium ignore the pages' Content-Security-Policy, as in run.mjs: to
// tell a player fault from a policy that blocks the ad server (the console lines say which it refused).
const { page, context, pageErrors, step, finish } = await openBrowser(
  { bypassCSP: process.env.BROWSER_TEST_BYPASS_CSP === '1' },
  { accessibility: true },
);
// The player reports an ad or storyboard that did not load as a console warning: shown with the steps.
page.on('console', (message) => {
  if (message.type() === 'warning' || message.type() === 'error')
    console.log(`# console ${message.type()}: ${message.text()}`);
});
let token;

const player = () => page.getByRole('region', { name: /^Video player/ });
const adPlayer = () => player().getByTestId('ad-player');

await step('an owner registers, verifies and logs in', 'player-01-logged-in', async () => {
  token = await signUpOwner(page, owner, organizationName);
  await page.getByRole('heading', { name: 'Videos' }).waitFor();
});

await step(
  'the organization gets a logo, a loopback ad tag and monetization',
  'player-02-organization',
  async () => {
    await mutate(
      token,
      'updateOrganization',
      'mutation($logo: String) { updateOrganization(logo: $logo) { organization { logoUrl } errors { field messages name } } }',
      {
        logo: readFileSync(logoPath).toString('base64'),
      },
    );
    const { organizationMonetization } = await mutate(
      token,
      'createOrganizationMonetization',
      'mutation($m: OrganizationMonetizationInput!) { createOrganizationMonetization(organizationMonetization: $m) { organizationMonetization { id default active } errors { field messages name } } }',
      { m: { name: 'Loopback VAST', monetizationUrl: `${adBase}/vast.xml`, default: true, active: true } },
    );
    expect(organizationMonetization.default, 'the only ad tag is not the default');
    expect(count('vast') >= 1, 'the API did not fetch the ad tag to check it');
    await mutate(
      token,
      'updateOrganization',
      'mutation { updateOrganization(isMonetizationEnabled: true) { errors { field messages name } } }',
    );
  },
);

await step('a clip uploaded through the API reaches Draft', 'player-03-draft', async () => {
  videoId = await uploadVideo(token, clipPath);
  await waitForDraft(token, videoId);
});

await step(
  'the video gets the logo at the top left and a skippable preroll',
  'player-04-video-settings',
  async () => {
    await mutate(
      token,
      'updateVideo',
      'mutation($id: ID!, $v: UpdateVideoInput!) { updateVideo(id: $id, video: $v) { video { id } errors { field messages name } } }',
      { id: videoId, v: { orgLogoEnabled: true, orgLogoPosition: 'TOP_LEFT' } },
    );
    const { monetization } = await mutate(
      token,
      'updateVideoMonetization',
      'mutation($id: ID!, $m: VideoMonetizationInput!) { updateVideoMonetization(videoId: $id, monetization: $m) { monetization { isMonetizationEnabled adLocation orgMonetization { monetizationUrl } } errors { field messages name } } }',
      {
        id: videoId,
        m: {
          isMonetizationEnabled: true,
          useDefaultMonetization: true,
          adType: 'SKIPPABLE',
          adDensity: 'AUTO',
          adLocation: ['PREROLL'],
        },
      },
    );
    expect(monetization.isMonetizationEnabled, 'the video monetization stayed off');
    expect(
      monetization.orgMonetization?.monetizationUrl === `${adBase}/vast.xml`,
      'the video does not use the loopback tag',
    );
  },
);

const promoUrl = 'https://shop.example.com/bicycle';
await step(
  'a promoted object and promo cards at the start are set up',
  'player-04b-promo-settings',
  async () => {
    const { objectAnnotation } = await mutate(
      token,
      'createObjectAnnotation',
      'mutation($id: ID!, $o: CreateObjectAnnotationInput!) { createObjectAnnotation(videoId: $id, objectAnnotation: $o) { objectAnnotation { id visible promote } errors { field messages name } } }',
      {
        id: videoId,
        o: {
          title: 'City bicycle',
          category: 'BICYCLE',
          url: promoUrl,
          promote: true,
          visible: true,
          startTimestamp: '00:01',
          endTimestamp: '00:08',
          thumbnailBase64: readFileSync(logoPath).toString('base64'),
        },
      },
    );
    expect(objectAnnotation.promote && objectAnnotation.visible, 'the object is not visible and promoted');
    await mutate(
      token,
      'updateVideoPromotedContentSettings',
      'mutation($id: ID!, $s: PromotedContentSettingsInput!) { updateVideoPromotedContentSettings(videoId: $id, promotedContentSettings: $s) { promotedContentSettings { promoteObjects } errors { field messages name } } }',
      {
        id: videoId,
        s: {
          promoteObjects: true,
          promoteAtStart: true,
          promoteAtEnd: false,
          promotedObjectsLabel: 'Shop the video',
        },
      },
    );
  },
);

await step('the video is published to the own pages', 'player-04c-published', async () => {
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

await step('the watermark sits in the top left corner of the player', 'player-05-watermark', async () => {
  await page.goto(`${BASE_URL}/video/${videoId}`);
  await player().waitFor();
  const logo = player().getByTestId('logo-watermark');
  await logo.waitFor();
  expect((await logo.getAttribute('data-position')) === 'top-left', 'the watermark is not marked top-left');
  let loaded = false;
  for (const deadline = Date.now() + 10_000; !loaded && Date.now() < deadline; await sleep(100)) {
    loaded = await logo.evaluate((image) => image.complete && image.naturalWidth > 0);
  }
  expect(loaded, 'the logo picture did not load');
  const box = await logo.boundingBox();
  const frame = await player().locator('video').first().boundingBox();
  expect(box && frame, 'no box for the logo or the video');
  expect(
    box.x - frame.x < frame.width * 0.1 && box.y - frame.y < frame.height * 0.1,
    `the logo is at ${Math.round(box.x - frame.x)},${Math.round(box.y - frame.y)} of a ${Math.round(frame.width)}×${Math.round(frame.height)} picture`,
  );
  expect(box.width <= frame.width * 0.15, `the logo is ${Math.round(box.width)} px wide`);
  expect(!(await player().getByTestId('promo-cards').isVisible()), 'promo cards show before playback');
});

/** The content <video>'s time (the ad's element comes after it). */
const contentTime = () =>
  player()
    .locator('video')
    .first()
    .evaluate((video) => video.currentTime);

await step(
  'the admin plays the content at once: no ad, nothing asked of the ad server',
  'player-06-no-ad',
  async () => {
    const vastRequests = count('vast');
    await player().getByRole('button', { name: 'Play', exact: true }).click();
    for (const deadline = Date.now() + 10_000; Date.now() < deadline && (await contentTime()) < 0.5;)
      await sleep(100);
    expect((await contentTime()) >= 0.5, `the content stayed at ${await contentTime()} s`);
    expect(!(await adPlayer().isVisible()), 'an ad plays in the admin');
    expect(
      count('vast') === vastRequests && count('impression') === 0,
      `the admin reached the ad server: ${tracked.join(', ')}`,
    );
  },
);

await step('the promo cards show in the first 5 seconds, linking out', 'player-07b-promo-cards', async () => {
  const cards = player().getByTestId('promo-cards');
  await cards.waitFor();
  const time = await contentTime();
  expect(time < 5, `the cards were checked at ${time} s`);
  await cards.getByText('Shop the video').waitFor();
  const link = cards.getByRole('link', { name: 'City bicycle' });
  expect(
    (await link.getAttribute('href')) === promoUrl,
    `the card links to ${await link.getAttribute('href')}`,
  );
  expect((await link.getAttribute('target')) === '_blank', 'the card does not open a new tab');
  expect(/\bnoopener\b/.test((await link.getAttribute('rel')) ?? ''), 'the card link lacks rel noopener');
  await page.screenshot({ path: join(import.meta.dirname, 'screenshots', 'player-07c-promo-visible.png') });
  await cards.waitFor({ state: 'hidden', timeout: 8000 });
  const after = await contentTime();
  expect(after >= 5, `the cards went away at ${after} s`);
});

await step(
  'hovering the seek bar shows a storyboard frame and its time',
  'player-08-storyboard',
  async () => {
    await player()
      .locator('video')
      .first()
      .evaluate((video) => video.pause());
    // The bar itself: the slider's role belongs to its thumb's hidden input.
    const bar = await player().getByTestId('seek-bar').boundingBox();
    const duration = await player()
      .locator('video')
      .first()
      .evaluate((video) => video.duration);
    await page.mouse.move(bar.x + bar.width * 0.6, bar.y + bar.height / 2);
    const frame = player().getByTestId('storyboard-frame');
    await frame.waitFor();
    const label = await frame.getAttribute('aria-label');
    const expected = `Frame at 00:${String(Math.floor(duration * 0.6)).padStart(2, '0')}`;
    expect(label === expected, `the frame is labelled "${label}", not "${expected}"`);
    // The tile's sprite is the transcoder's JPEG, served under the storyboard's signed URL.
    const background = await frame
      .locator('div')
      .first()
      .evaluate((tile) => tile.ownerDocument.defaultView.getComputedStyle(tile).backgroundImage);
    const spriteUrl = /url\("(.*)"\)/.exec(background)?.[1];
    expect(spriteUrl, `the tile has no sprite: ${background}`);
    const sprite = await fetch(spriteUrl);
    expect(
      sprite.ok && sprite.headers.get('content-type')?.startsWith('image/'),
      `the sprite answered ${sprite.status} ${sprite.headers.get('content-type')}`,
    );
    const box = await frame.boundingBox();
    expect(box.width >= 100 && box.height >= 50, `the frame is ${box.width}×${box.height}`);
  },
);

await step(
  'the public page plays the preroll before the content, with the Ad badge',
  'player-09-public-preroll',
  async () => {
    await page.goto(`${BASE_URL}/p/video/${videoId}`);
    await page.locator('[data-framehouse-video] button.play').click();
    await adPlayer().waitFor();
    await adPlayer()
      .getByRole('status', { name: 'Ad' })
      .getByText(/^Ad · 00:0\d$/)
      .waitFor();
    await adPlayer()
      .getByRole('button', { name: /^Skip ad in \d$/ })
      .waitFor();
    expect(!(await player().getByTestId('promo-cards').isVisible()), 'promo cards show over the ad');
    const paused = await player()
      .locator('video')
      .first()
      .evaluate((video) => video.paused);
    expect(paused, 'the content plays under the ad');
    expect((await contentTime()) < 0.5, `the content is at ${await contentTime()} s during the preroll`);
    for (const deadline = Date.now() + 5000; count('impression') === 0 && Date.now() < deadline;)
      await sleep(100);
    expect(count('impression') === 1, `impression tracked ${count('impression')} times`);
  },
);

await step('the preroll plays to its end, then the content plays', 'player-10-content-after-ad', async () => {
  await adPlayer().waitFor({ state: 'hidden', timeout: 15_000 });
  for (const deadline = Date.now() + 10_000; Date.now() < deadline && (await contentTime()) < 1;)
    await sleep(200);
  expect((await contentTime()) >= 1, `the content stayed at ${await contentTime()} s after the ad`);
  for (const event of ['start', 'firstQuartile', 'midpoint', 'thirdQuartile', 'complete']) {
    expect(count(event) === 1, `${event} tracked ${count(event)} times: ${tracked.join(', ')}`);
  }
  expect(count('skip') === 0 && count('error') === 0, `unexpected tracking: ${tracked.join(', ')}`);
});

/** Another site's page with the embed: plays the preroll, and resolves once the ad shows. */
async function playOnHostPage() {
  await page.goto(`${adBase}/host`);
  await page.locator('[data-framehouse-video] button.play').click();
  await adPlayer().waitFor();
}

/** Skips the ad once "Skip ad" is offered, and waits for the skip to be tracked. */
async function skipAd() {
  const skips = count('skip');
  const skip = adPlayer().getByRole('button', { name: 'Skip ad', exact: true });
  await skip.waitFor({ timeout: (SKIP_OFFSET_SECONDS + 3) * 1000 });
  await skip.click();
  await adPlayer().waitFor({ state: 'hidden' });
  for (const deadline = Date.now() + 5000; count('skip') === skips && Date.now() < deadline;)
    await sleep(100);
  expect(count('skip') === skips + 1, `skip tracked ${count('skip') - skips} times: ${tracked.join(', ')}`);
}

await step(
  "on another site's page, a click on the ad opens its landing page alone: no opener, no referrer",
  'player-11-click-through',
  async () => {
    await playOnHostPage();
    const opened = context.waitForEvent('page', { timeout: 5000 });
    await adPlayer().locator('video').click();
    const landing = await opened;
    await landing.waitForLoadState();
    expect(landing.url() === `${adBase}/landing`, `the click opened ${landing.url()}`);
    expect(
      await landing.evaluate(() => window.opener === null),
      'the landing page can reach the player page',
    );
    expect(landingReferers.at(-1) === '', `the landing page was told ${landingReferers.at(-1)}`);
    await landing.close();
    for (const deadline = Date.now() + 5000; count('click') === 0 && Date.now() < deadline;) await sleep(100);
    expect(count('click') === 1, `the click was tracked ${count('click')} times`);
  },
);

await step('the ad is skipped after its offset, which is tracked', 'player-12-skipped', async () => {
  await page.screenshot({ path: join(import.meta.dirname, 'screenshots', 'player-12a-skip-offered.png') });
  await skipAd();
  expect(count('impression') === 2, `impression tracked ${count('impression')} times in all`);
  expect(count('complete') === 1, 'the skipped ad was tracked as complete');
  for (const deadline = Date.now() + 10_000; Date.now() < deadline && (await contentTime()) < 0.5;)
    await sleep(200);
  expect((await contentTime()) >= 0.5, 'the content did not play after the skip');
});

await step(
  'a javascript: ClickThrough is never opened (its script would run as the page that embeds the player)',
  'player-13-script-click-through',
  async () => {
    clickThrough = `javascript:location.href='${adBase}/track/script'`;
    const pages = [];
    const collect = (opened) => pages.push(opened.url());
    context.on('page', collect);
    try {
      await playOnHostPage();
      await adPlayer().locator('video').click();
      for (const deadline = Date.now() + 5000; count('click') < 2 && Date.now() < deadline;) await sleep(100);
      expect(count('click') === 2, `the click was tracked ${count('click') - 1} times`);
      await sleep(1500);
      expect(count('script') === 0, "the ClickThrough's script ran");
      expect(pages.length === 0, `the click opened ${pages.join(', ')}`);
    } finally {
      context.off('page', collect);
    }
    await skipAd();
  },
);

await step('the page raised no uncaught errors', 'player-14-done', async () => {
  expect(pageErrors.length === 0, `page errors: ${pageErrors.join(' | ')}`);
});

adServer.close();
rmSync(work, { recursive: true, force: true });
await finish();

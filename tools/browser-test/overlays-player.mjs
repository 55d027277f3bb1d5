// Overlays in the public player (issue 15 item 4) in a real browser: an owner uploads two clips through the
// API, publishes them, and sets up through GraphQL a button CTA placed over the first video from 2 s to
// 5 s (a bounce), a visual-builder end card on that video (fonts Lobster and Poppins, the CTA as its
// button, Watch next, a promo code), and a moment of the video with a custom-code end card. Then, on the
// public page: the CTA shows at its time and not before, stays while paused, opens its link in a new tab
// that cannot reach back; at the end the card shows its headline in its fonts (loaded from the server,
// checked through document.fonts), copies the promo code and replays. A page on another port embeds the
// video and the moment: the CTA and the end card show there too, without styles in the host's <head>.
// The custom-code card's script runs only inside its sandboxed frame: reaching the parent document and
// cookies throws there, and neither the host page nor the player's shadow root holds its elements. Needs
// BASE_URL and SMTP_CATCHER_URL (set by serve.mjs); the player must be built (npm run build:player).
// Prints one line per step and "N passed, N failed" last.
// The functions given to page.evaluate and waitForFunction run in the browser, with its globals.
/* global window, document, getComputedStyle */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import {
  graphql,
  makeClip,
  makePicture,
  mutate,
  signUpOwner,
  thanksEndCardDesign,
  uploadVideo,
  waitForDraft,
} from './fixtures.mjs';
import { expect, openBrowser, required, SCREENSHOTS } from './harness.mjs';

const BASE_URL = required('BASE_URL');
const run = Date.now().toString(36);
const owner = { name: 'Olga Overlay', email: `overlays-${run}@example.com`, password: 'Amber-Lantern-17' };
const work = mkdtempSync(join(tmpdir(), 'framehouse-overlays-'));
const clipPath = join(work, `overlay-clip-${run}.mp4`);
const otherClipPath = join(work, `next-clip-${run}.mp4`);
const badgePath = makePicture(join(work, 'badge.png'), 'color=c=0xF0BB02:s=240x90');
makeClip(clipPath, { seconds: 9 });
makeClip(otherClipPath, { seconds: 3, frequency: 660, picture: 'testsrc' });

const SHOP_URL = 'https://shop.example.com/deal';
const HEADLINE = 'Thanks for watching';
const CUSTOM_CODE = `<div id="fh-custom-card" style="font: 24px sans-serif; color: #fff; background: #2a2a6a;
  height: 100vh; display: flex; align-items: center; justify-content: center; text-align: center">Custom card</div>
<script>
  var found = {};
  try { found.parent = String(window.parent.document.body.innerHTML.length); } catch (e) { found.parent = 'blocked ' + e.name; }
  try { found.cookie = 'read ' + document.cookie; } catch (e) { found.cookie = 'blocked ' + e.name; }
  try { found.storage = 'read ' + localStorage.length; } catch (e) { found.storage = 'blocked ' + e.name; }
  found.origin = String(self.origin);
  var card = document.getElementById('fh-custom-card');
  card.textContent = 'Custom card ran';
  card.setAttribute('data-found', JSON.stringify(found));
</script>`;

const { page, context, pageErrors, step, finish } = await openBrowser({}, { accessibility: true });
// The CTA's shop: answered here, so that no request leaves the machine.
await context.route('https://shop.example.com/**', (route) =>
  route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Shop</title><h1>The shop</h1>' }),
);

let ids = {};
const host = createServer((_request, response) => {
  response.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'set-cookie': 'host_secret=do-not-read; Path=/',
  });
  response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Someone's blog</title>
  <style>body { font-family: Georgia, serif; margin: 24px; } .box { width: 720px; margin-bottom: 24px; }</style>
  </head><body><h1>A blog post</h1>
  <div class="box" data-framehouse-video="${ids.videoId}"></div>
  <div class="box" data-framehouse-moment="${ids.momentId}"></div>
  <script src="${BASE_URL}/player/embed.js" async></script></body></html>`);
});
await new Promise((resolve) => host.listen(0, '127.0.0.1', resolve));
const hostBase = `http://127.0.0.1:${host.address().port}`;

// ---- In the browser: the player in a placeholder's shadow root ----

const VIDEO = '[data-framehouse-video]';
const MOMENT = '[data-framehouse-moment]';

/** `fn(host, arg)` run in the page on the placeholder `selector` (its player is in host.shadowRoot). */
const inPlayer = (selector, fn, arg) => page.locator(selector).evaluate(fn, arg);

/** Waits until `fn(host, arg)` is true in the page (polled: the check is one of ours, not a string). */
async function waitInPlayer(selector, fn, arg, timeoutMs = 20_000) {
  for (const deadline = Date.now() + timeoutMs; ; await page.waitForTimeout(50)) {
    if (await inPlayer(selector, fn, arg).catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${fn.toString().slice(0, 140)}`);
  }
}

// Each check is sent to the page as its source: it must use only its arguments and the page's globals.
const playedPast = (host, seconds) => (host.shadowRoot?.querySelector('video')?.currentTime ?? 0) > seconds;
const ctaShown = (host) => {
  const cta = host.shadowRoot?.querySelector('[data-testid="cta"]');
  return Boolean(cta && getComputedStyle(cta).visibility === 'visible');
};
const has = (host, selector) => Boolean(host.shadowRoot?.querySelector(selector));
const hasNot = (host, selector) => !host.shadowRoot?.querySelector(selector);
/** Moves the playhead to `to.at` seconds, or `to.beforeEnd` seconds before the end; plays with `to.play`. */
const seek = (host, to) => {
  const video = host.shadowRoot.querySelector('video');
  video.currentTime = to.at ?? video.duration - to.beforeEnd;
  if (to.play) void video.play();
};
const pause = (host) => host.shadowRoot.querySelector('video').pause();
/** Pauses in the page itself as soon as the playhead is at or past `seconds` (a poll from here may come late). */
const pauseAt = (host, seconds) =>
  new Promise((resolve) => {
    const video = host.shadowRoot.querySelector('video');
    const check = () => {
      if (video.currentTime < seconds) return setTimeout(check, 5);
      video.pause();
      resolve(video.currentTime);
    };
    check();
  });

/** The custom-code card's frame, once it has navigated to the frame page. */
async function endCardFrame(timeoutMs = 10_000) {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await page.waitForTimeout(50)) {
    const frame = page.frames().find((candidate) => candidate.url().endsWith('/p/end-card-frame'));
    if (frame) return frame;
  }
  throw new Error('no end card frame');
}

async function shot(name) {
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
}

/** The CTA's box and the picture's, in page pixels. */
const ctaGeometry = (selector) =>
  inPlayer(selector, (host) => {
    const box = (element) => {
      const r = element.getBoundingClientRect();
      return { left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width };
    };
    return {
      cta: box(host.shadowRoot.querySelector('[data-testid="cta"]')),
      video: box(host.shadowRoot.querySelector('video')),
    };
  });

/** The faces of ours the document holds, with their loading status. */
const loadedFonts = () =>
  page.evaluate(() =>
    [...document.fonts]
      .filter((face) => face.family.includes('Framehouse'))
      .map((face) => `${face.family.replace(/"/g, '')} ${face.weight} ${face.status}`)
      .sort(),
  );

// ---- Set-up through the API ----

let token;
let videoId;
let otherVideoId;
let momentId;

const BUTTON = `mutation($b: ButtonCtaInput!) { createButtonCta(button_cta: $b) { buttonCta { id } errors { field messages name } } }`;
const END_CARD = `mutation($e: EndCardInput!) { createEndCard(endCard: $e) { endCard { id } errors { field messages name } } }`;

await step('an owner registers and uploads two clips that reach Draft', 'overlays-01-draft', async () => {
  token = await signUpOwner(page, owner, `Overlay Studio ${run}`);
  [videoId, otherVideoId] = await Promise.all([
    uploadVideo(token, clipPath),
    uploadVideo(token, otherClipPath),
  ]);
  await Promise.all([waitForDraft(token, videoId), waitForDraft(token, otherVideoId)]);
});

await step(
  'a button CTA at 2–5 s, a builder end card, and a moment with a custom-code card are set up',
  'overlays-02-set-up',
  async () => {
    const button = await mutate(token, 'createButtonCta', BUTTON, {
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
        borderWidth: 2,
        borderColor: '#FFFFFF',
        borderRadius: 99,
        hasIcon: true,
        iconValue: 'CART',
        iconColor: '#FFFFFF',
      },
    });
    const builder = await mutate(token, 'createEndCard', END_CARD, {
      e: {
        name: 'Thanks card',
        ...thanksEndCardDesign(HEADLINE),
        subline: JSON.stringify({
          text: 'Our best deals are one click away',
          font: 'Poppins',
          fontWeight: 600,
          fontSize: 15,
          color: '#444444',
        }),
        ctaButton1: button.buttonCta.id,
        watchNextButtonVisible: true,
        promoCodeButton: { text: 'SAVE20', label: 'Your code:' },
      },
    });
    const image = await mutate(
      token,
      'createImageCta',
      'mutation($i: ImageCtaInput!) { createImageCta(image_cta: $i) { imageCta { id } errors { field messages name } } }',
      {
        i: {
          name: 'Badge',
          url: 'mailto:deals@example.com',
          imageBase64: `data:image/png;base64,${readFileSync(badgePath).toString('base64')}`,
        },
      },
    );
    const custom = await mutate(token, 'createEndCard', END_CARD, {
      e: { name: 'Custom card', customCode: CUSTOM_CODE },
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
              startTimestamp: 2000,
              endTimestamp: 5000,
              ctas: [
                {
                  order: 0,
                  buttonCtaId: button.buttonCta.id,
                  config: {
                    width: 30,
                    position: { calculatedTop: 80, calculatedLeft: 50 },
                    animation: { name: 'Bounce', duration: 1, cycleTime: 2 },
                  },
                },
                {
                  order: 1,
                  imageCtaId: image.imageCta.id,
                  config: {
                    width: 15,
                    position: { calculatedTop: 5, calculatedLeft: 95 },
                    animation: { name: 'Jiggle', duration: 2, cycleTime: 0 },
                  },
                },
              ],
            },
          ],
        },
      },
    );
    await mutate(
      token,
      'updateVideo',
      'mutation($id: ID!, $v: UpdateVideoInput!) { updateVideo(id: $id, video: $v) { video { id } errors { field messages name } } }',
      { id: videoId, v: { endCardId: builder.endCard.id } },
    );
    const { me } = await graphql(token, 'query { me { organization { publishingTargets { id type } } } }');
    const self = me.organization.publishingTargets.find((target) => target.type === 'SelfPublication');
    expect(self, 'the organization has no SelfPublication target');
    // The other clip first: the newest other published video is what the card offers next.
    for (const id of [otherVideoId, videoId])
      await mutate(
        token,
        'publishVideo',
        'mutation($id: ID!, $t: [ID!]!) { publishVideo(id: $id, publishingTargetIds: $t) { video { status } errors { field messages name } } }',
        { id, t: [self.id] },
      );
    const moment = await mutate(
      token,
      'createMoment',
      'mutation($v: ID!, $m: CreateMomentInput!) { createMoment(videoId: $v, moment: $m) { moment { id } errors { field messages name } } }',
      {
        v: videoId,
        m: {
          title: 'The deal',
          startTimestamp: '00:01.000',
          endTimestamp: '00:06.500',
          endCardId: custom.endCard.id,
        },
      },
    );
    momentId = moment.moment.id;
    ids = { videoId, momentId };
    const data = await (await fetch(`${BASE_URL}/p/api/video/${videoId}`)).json();
    expect(data.overlays?.ctaGroups?.length === 1, `player data overlays: ${JSON.stringify(data.overlays)}`);
    expect(data.overlays.endCard?.kind === 'builder', 'the video has no builder end card in its data');
    expect(
      data.overlays.watchNext?.pageUrl === `${BASE_URL}/p/video/${otherVideoId}`,
      `watch next: ${JSON.stringify(data.overlays.watchNext)}`,
    );
  },
);

await step(
  'the end card frame page answers with its sandboxing headers and no cookie',
  'overlays-03-frame-headers',
  async () => {
    const response = await fetch(`${BASE_URL}/p/end-card-frame`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(response.ok, `the frame page answered ${response.status}`);
    expect(
      csp.startsWith('sandbox allow-scripts allow-popups allow-popups-to-escape-sandbox;'),
      `CSP: ${csp}`,
    );
    expect(!/allow-same-origin/.test(csp), 'the frame page allows same-origin');
    expect(/frame-ancestors \*/.test(csp) && /default-src 'none'/.test(csp), `CSP: ${csp}`);
    expect(response.headers.get('x-content-type-options') === 'nosniff', 'no nosniff');
    expect(
      !response.headers.has('x-frame-options'),
      'X-Frame-Options would keep other sites from framing it',
    );
    expect(!response.headers.has('set-cookie'), 'the frame page sets a cookie');
  },
);

await step('on the public page the CTA does not show before 2 s', 'overlays-04-before-cta', async () => {
  await page.goto(`${BASE_URL}/p/video/${videoId}`);
  await page.locator(`${VIDEO} button.play`).click();
  await waitInPlayer(VIDEO, playedPast, 0.8);
  for (let sampled = 0; sampled < 10; sampled++) {
    const state = await inPlayer(VIDEO, (host) => ({
      time: host.shadowRoot.querySelector('video').currentTime,
      ctas: host.shadowRoot.querySelectorAll('[data-testid="cta"]').length,
    }));
    if (state.time >= 1.95) break;
    expect(state.ctas === 0, `a CTA shows at ${state.time}s`);
    await page.waitForTimeout(80);
  }
});

await step(
  'the CTA shows from 2 s, placed inside the picture, and stays while paused',
  'overlays-05-cta',
  async () => {
    const time = await inPlayer(VIDEO, pauseAt, 2.2);
    expect(time >= 2 && time < 5, `paused at ${time}s`);
    await waitInPlayer(VIDEO, ctaShown, undefined, 5_000);
    await page.waitForTimeout(400);
    const { cta, video } = await ctaGeometry(VIDEO);
    expect(
      cta.left >= video.left && cta.right <= video.right + 0.5,
      `CTA ${JSON.stringify(cta)} outside ${JSON.stringify(video)}`,
    );
    expect(cta.bottom <= video.bottom + 0.5 && cta.top >= video.top, 'the CTA leaves the picture vertically');
    const share = cta.width / video.width;
    expect(Math.abs(share - 0.3) < 0.02, `the CTA is ${share} of the picture's width, not 0.3`);
    const centre = (cta.left + cta.right) / 2 - video.left;
    expect(Math.abs(centre / video.width - 0.5) < 0.02, 'the CTA is not centred on 50%');
    const text = await page.locator(`${VIDEO} [data-testid="button-cta"]`).textContent();
    expect(text === 'Get the deal', `the CTA reads "${text}"`);
    const image = await inPlayer(VIDEO, (host) => {
      const placed = host.shadowRoot.querySelectorAll('[data-testid="cta"]')[1];
      const picture = placed.querySelector('img');
      const frame = host.shadowRoot.querySelector('video').getBoundingClientRect();
      const box = placed.getBoundingClientRect();
      return {
        loaded: picture.complete && picture.naturalWidth > 0,
        href: placed.querySelector('a')?.getAttribute('href'),
        inside: box.right <= frame.right + 0.5 && box.top >= frame.top - 0.5,
        // Later in the list, drawn over the button.
        over:
          Number(getComputedStyle(placed).zIndex) >
          Number(getComputedStyle(host.shadowRoot.querySelector('[data-testid="cta"]')).zIndex),
      };
    });
    expect(
      image.loaded && image.href === 'mailto:deals@example.com' && image.inside && image.over,
      `the image CTA: ${JSON.stringify(image)}`,
    );
    const look = await inPlayer(VIDEO, (host) => {
      const button = host.shadowRoot.querySelector('[data-testid="button-cta"]');
      const style = getComputedStyle(button);
      const moving = host.shadowRoot.querySelector('[data-testid="cta"] > div');
      return {
        family: style.fontFamily,
        weight: style.fontWeight,
        bg: style.backgroundColor,
        radius: style.borderTopLeftRadius,
        animation: getComputedStyle(moving).animationDuration,
        icon: Boolean(button.querySelector('svg')),
      };
    });
    expect(look.family.startsWith('"Framehouse Poppins"'), `font family ${look.family}`);
    expect(
      look.weight === '700' && look.bg === 'rgb(206, 0, 0)' && look.radius === '99px',
      JSON.stringify(look),
    );
    expect(look.animation === '3s' && look.icon, `animation ${look.animation}, icon ${look.icon}`);
    await page.waitForTimeout(1200);
    expect(await inPlayer(VIDEO, ctaShown), 'the CTA went away while paused');
    await shot('overlays-05b-cta-paused');
  },
);

await step(
  'clicking the CTA opens its link in a new tab that cannot reach the player page',
  'overlays-06-cta-click',
  async () => {
    const [shop] = await Promise.all([
      context.waitForEvent('page'),
      page.locator(`${VIDEO} [data-testid="button-cta"]`).click(),
    ]);
    await shop.waitForLoadState();
    expect(shop.url() === SHOP_URL, `the CTA opened ${shop.url()}`);
    const reach = await shop.evaluate(() => ({ opener: window.opener, referrer: document.referrer }));
    expect(reach.opener === null && reach.referrer === '', `the shop got ${JSON.stringify(reach)}`);
    await shop.close();
    const link = await page.locator(`${VIDEO} [data-testid="button-cta"]`).evaluate((a) => [a.target, a.rel]);
    expect(link[0] === '_blank' && link[1] === 'noopener noreferrer', `target/rel: ${link}`);
  },
);

await step(
  'at the end the builder card shows its headline in its own fonts',
  'overlays-07-end-card',
  async () => {
    await inPlayer(VIDEO, seek, { beforeEnd: 1.2, play: true });
    await waitInPlayer(VIDEO, has, '[data-testid="end-card"]', 15_000);
    await page.evaluate(() => document.fonts.ready);
    const headline = await page.locator(`${VIDEO} [data-testid="end-card"] h2`).textContent();
    expect(headline === HEADLINE, `the headline reads "${headline}"`);
    expect(await inPlayer(VIDEO, hasNot, '[data-testid="cta"]'), 'the CTA shows over the end card');
    const fonts = await loadedFonts();
    expect(
      JSON.stringify(fonts) ===
        JSON.stringify([
          'Framehouse Lobster 400 loaded',
          'Framehouse Poppins 600 loaded',
          'Framehouse Poppins 700 loaded',
        ]),
      `fonts: ${JSON.stringify(fonts)}`,
    );
    expect(
      await page.evaluate(() => document.fonts.check('400 36px "Framehouse Lobster"')),
      'Lobster is not ready',
    );
    const family = await inPlayer(
      VIDEO,
      (host) => getComputedStyle(host.shadowRoot.querySelector('[data-testid="end-card"] h2')).fontFamily,
    );
    expect(family.startsWith('"Framehouse Lobster"'), `the headline is drawn in ${family}`);
    const next = await page.locator(`${VIDEO} [data-testid="watch-next"]`).getAttribute('href');
    expect(next === `${BASE_URL}/p/video/${otherVideoId}`, `Watch next goes to ${next}`);
    const button = await page
      .locator(`${VIDEO} [data-testid="end-card"] [data-testid="button-cta"]`)
      .getAttribute('href');
    expect(button === SHOP_URL, `the card's button goes to ${button}`);
    await shot('overlays-07b-end-card');
  },
);

await step('the promo code copies to the clipboard and says Copied', 'overlays-08-promo', async () => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
  const copy = page.locator(`${VIDEO} [data-testid="promo-code"] button`);
  await copy.click();
  await page.locator(`${VIDEO} [data-testid="promo-code"] button`, { hasText: 'Copied' }).waitFor();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied === 'SAVE20', `the clipboard holds "${copied}"`);
  await page
    .locator(`${VIDEO} [data-testid="promo-code"] button`, { hasText: /^Copy$/ })
    .waitFor({ timeout: 4000 });
});

await step('Replay hides the card and plays from the start', 'overlays-09-replay', async () => {
  await page.locator(`${VIDEO} [data-testid="end-card"] button[aria-label="Replay"]`).click();
  await waitInPlayer(VIDEO, (host) => {
    const video = host.shadowRoot.querySelector('video');
    const card = host.shadowRoot.querySelector('[data-testid="end-card"]');
    return !card && !video.paused && video.currentTime > 0.2 && video.currentTime < 2;
  });
});

await step('Close hides the card', 'overlays-10-close', async () => {
  await inPlayer(VIDEO, seek, { beforeEnd: 0.5 });
  await waitInPlayer(VIDEO, has, '[data-testid="end-card"]', 10_000);
  await page.locator(`${VIDEO} [data-testid="end-card"] button[aria-label="Close"]`).click();
  await waitInPlayer(VIDEO, hasNot, '[data-testid="end-card"]');
});

await step(
  'a custom-code card runs only in its sandboxed frame (public moment page)',
  'overlays-11-custom-public',
  async () => {
    await page.goto(`${BASE_URL}/p/moment/${momentId}`);
    await page.locator(`${MOMENT} button.play`).click();
    await waitInPlayer(MOMENT, has, '[data-testid="end-card-frame"]', 15_000);
    const frameElement = page.locator(`${MOMENT} [data-testid="end-card-frame"]`);
    const sandbox = await frameElement.getAttribute('sandbox');
    expect(sandbox === 'allow-scripts allow-popups allow-popups-to-escape-sandbox', `sandbox="${sandbox}"`);
    const frame = await endCardFrame();
    const card = frame.locator('#fh-custom-card');
    await card.filter({ hasText: 'Custom card ran' }).waitFor();
    const found = JSON.parse(await card.getAttribute('data-found'));
    expect(found.parent === 'blocked SecurityError', `the frame reached its parent: ${found.parent}`);
    expect(found.cookie === 'blocked SecurityError', `the frame read cookies: ${found.cookie}`);
    expect(found.storage === 'blocked SecurityError', `the frame read storage: ${found.storage}`);
    expect(found.origin === 'null', `the frame's origin is ${found.origin}`);
    const leaked = await page.evaluate(
      (sel) =>
        Boolean(
          document.getElementById('fh-custom-card') ||
          document.querySelector(sel).shadowRoot.getElementById('fh-custom-card'),
        ),
      MOMENT,
    );
    expect(!leaked, "the card's elements are in the player's page");
    await page.waitForTimeout(300);
    await shot('overlays-11b-custom-card');
  },
);

await step('an embed on another origin shows the CTA and the end card', 'overlays-12-embed', async () => {
  await page.goto(`${hostBase}/`);
  await page.locator(`${VIDEO} button.play`).click();
  await waitInPlayer(VIDEO, playedPast, 0.3);
  await inPlayer(VIDEO, seek, { at: 2.5 });
  await waitInPlayer(VIDEO, ctaShown);
  await inPlayer(VIDEO, pause);
  await page.waitForTimeout(300);
  await shot('overlays-12b-embed-cta');
  const [shop] = await Promise.all([
    context.waitForEvent('page'),
    page.locator(`${VIDEO} [data-testid="button-cta"]`).click(),
  ]);
  await shop.waitForLoadState();
  expect(shop.url() === SHOP_URL, `the embed's CTA opened ${shop.url()}`);
  await shop.close();
  await inPlayer(VIDEO, seek, { beforeEnd: 0.8, play: true });
  await waitInPlayer(VIDEO, has, '[data-testid="end-card"]', 15_000);
  await page.evaluate(() => document.fonts.ready);
  const fonts = await loadedFonts();
  expect(
    fonts.length === 3 && fonts.every((face) => face.endsWith('loaded')),
    `fonts: ${JSON.stringify(fonts)}`,
  );
  const headStyles = await page.evaluate(
    () => document.head.querySelectorAll('style, link[rel=stylesheet]').length,
  );
  expect(headStyles === 1, `the host's <head> has ${headStyles} style elements, not its own 1`);
  await shot('overlays-12c-embed-end-card');
});

await step(
  "the embed's custom-code card cannot read the host's cookie or document",
  'overlays-13-embed-custom',
  async () => {
    expect(
      (await page.evaluate(() => document.cookie)) === 'host_secret=do-not-read',
      'the host page has no cookie to protect',
    );
    await page.locator(`${MOMENT} button.play`).click();
    await waitInPlayer(MOMENT, has, '[data-testid="end-card-frame"]', 15_000);
    const frame = await endCardFrame();
    const card = frame.locator('#fh-custom-card');
    await card.filter({ hasText: 'Custom card ran' }).waitFor();
    const found = JSON.parse(await card.getAttribute('data-found'));
    expect(found.parent.startsWith('blocked') && found.cookie.startsWith('blocked'), JSON.stringify(found));
    expect(
      !(await page.evaluate(() => document.body.innerHTML.includes('fh-custom-card'))),
      'the host page holds the card',
    );
    await page.locator(MOMENT).scrollIntoViewIfNeeded();
    await shot('overlays-13b-embed-custom-card');
  },
);

await step('the pages raised no uncaught errors', 'overlays-14-done', async () => {
  expect(pageErrors.length === 0, `page errors: ${pageErrors.join(' | ')}`);
});

host.close();
rmSync(work, { recursive: true, force: true });
await finish();

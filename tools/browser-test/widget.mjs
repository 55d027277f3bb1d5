// The widget script on someone else's site (issue 16 item 3) in a real browser: an owner uploads two clips
// through the API, publishes them, makes three moments (two of the first clip, one of the second), an end
// card, a widget preset with it, and through GraphQL a carousel of the three moments with that preset and a
// GA4 id. A plain HTML page on another port holds only its own styles and the widget's one script tag
// (widgetSnippet's): the carousel shows its title and three thumbnails with the arrows off; the host page's
// styles and the widget's do not reach each other; gtag (answered here) hears widget_view. Playing a moment
// mounts the shared player, whose time advances inside the moment; after it, the preset's end card and
// "Up next", then the next moment plays by itself. No cookie of ours is set. Hiding a moment and
// unpublishing the second clip take them out of the widget on the next load; a wrong key shows a short
// message. The playlist embed too (the embed loader on the same page's port): a manual playlist of two of
// the moments shows the first one's poster, title and "1 / 2"; Next and Previous choose; play plays the
// first and then, at its end, the second in the same player. The playlist's public page is left to
// playlists.mjs. Needs BASE_URL and SMTP_CATCHER_URL (set by serve.mjs); the player must be built
// (npm run build:player). Prints one line per step and "N passed, N failed" last.
// The functions given to page.evaluate and locator.evaluate run in the browser, with its globals.
/* global window, document, getComputedStyle */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  makeClip,
  mutate,
  publishToOwnPages,
  signUpOwner,
  thanksEndCardDesign,
  uploadVideo,
  waitForDraft,
} from './fixtures.mjs';
import { eventually, expect, openBrowser, required, SCREENSHOTS } from './harness.mjs';

const BASE_URL = required('BASE_URL');
const run = Date.now().toString(36);
const owner = { name: 'Wanda Widget', email: `widget-${run}@example.com`, password: 'Amber-Lantern-17' };
const work = mkdtempSync(join(tmpdir(), 'framehouse-widget-'));
const firstClip = join(work, `match-${run}.mp4`);
const secondClip = join(work, `final-${run}.mp4`);
makeClip(firstClip, { seconds: 19 });
makeClip(secondClip, { seconds: 7, frequency: 660, picture: 'testsrc' });

const WIDGET_TITLE = 'Match highlights';
const HEADLINE = 'Thanks from the widget';
const GA4_ID = 'G-WIDGET1234';
const MOMENTS = [
  { title: 'Kick-off', start: '00:01.000', end: '00:06.000', clip: 0 },
  { title: 'Second half', start: '00:06.500', end: '00:11.500', clip: 0 },
  { title: 'Final whistle', start: '00:01.000', end: '00:06.000', clip: 1 },
];
// A fourth, added to the widget later: four moments do not fit one view.
const EXTRA = { title: 'Extra time', start: '00:12.000', end: '00:17.000', clip: 0 };

const { page, context, pageErrors, step, finish } = await openBrowser({}, { accessibility: true });
// gtag.js: answered here (nothing leaves the machine); it only says it ran.
await context.route('https://www.googletagmanager.com/**', (route) =>
  route.fulfill({
    status: 200,
    contentType: 'text/javascript',
    body: 'window.gtagScriptRuns = (window.gtagScriptRuns || 0) + 1;',
  }),
);

let widget = { publicId: '', apiKey: '' };
let carouselId = '';
let playlistId = '';
// The host page: someone's blog with styles of its own that would show on anything they reached.
const HOST_STYLE = `body { font-family: Georgia, serif; margin: 24px; }
  h2 { color: rgb(200, 0, 0); font-size: 40px; } button { background: rgb(0, 0, 255); color: rgb(255, 255, 255); }
  img { border: 4px solid rgb(0, 128, 0); } .post { width: 820px; }`;
const hostPage = (
  key,
) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Someone's blog</title>
  <style>${HOST_STYLE}</style></head><body><h2>A blog post</h2><button id="own">The blog's button</button>
  <div class="post">
  <script src="${BASE_URL}/player/widget.js" data-framehouse-widget="${widget.publicId}" data-framehouse-key="${key}" async></script>
  </div><p>After the widget.</p></body></html>`;
const host = createServer((request, response) => {
  response.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'set-cookie': 'host_secret=the-blogs-own; Path=/',
  });
  if (request.url === '/playlist')
    return response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A playlist</title>
  <style>${HOST_STYLE}</style></head><body><h2>Our playlist</h2>
  <div class="post" data-framehouse-playlist="${playlistId}"></div>
  <script src="${BASE_URL}/player/embed.js" async></script></body></html>`);
  if (request.url === '/two-widgets')
    return response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Two widgets</title>
  <style>${HOST_STYLE}</style></head><body><h2>Two widgets</h2>
  <div class="post" id="first"><script src="${BASE_URL}/player/widget.js" data-framehouse-widget="${widget.publicId}" data-framehouse-key="${widget.apiKey}" async></script></div>
  <div class="post" id="second"><script src="${BASE_URL}/player/widget.js" data-framehouse-widget="${widget.publicId}" data-framehouse-key="${widget.apiKey}" async></script></div>
  </body></html>`);
  response.end(hostPage(request.url === '/wrong-key' ? 'not-the-key' : widget.apiKey));
});
await new Promise((resolve) => host.listen(0, '127.0.0.1', resolve));
const hostBase = `http://127.0.0.1:${host.address().port}`;

// ---- In the browser: the widget and the playlist embed in their shadow roots ----

/**
 * For the element of `selector`: `run(fn, arg)` runs `fn(host, arg)` in the page on it (its view is in
 * host.shadowRoot), `wait(fn, arg, describe)` until that is true. Each check is sent to the page as its
 * source: it may use only its arguments and the page's globals.
 */
function shadowChecks(selector) {
  const run = (fn, arg) => page.locator(selector).evaluate(fn, arg);
  const wait = (fn, arg, describe, timeoutMs = 20_000) =>
    eventually(
      () => run(fn, arg).catch(() => false),
      (value) => value === true,
      () => describe,
      timeoutMs,
    );
  return [run, wait];
}

const WIDGET = '.framehouse-widget';
const [inWidget, waitInWidget] = shadowChecks(WIDGET);

const slides = (host) =>
  [...host.shadowRoot.querySelectorAll('.slide')].map((slide) => ({
    title: slide.querySelector('.slide-title')?.textContent,
    loaded: Boolean(slide.querySelector('img')?.complete && slide.querySelector('img').naturalWidth > 0),
    selected: slide.classList.contains('selected'),
  }));
const playedBetween = (host, [from, to]) => {
  const video = host.shadowRoot.querySelector('video');
  return Boolean(video && !video.paused && video.currentTime > from && video.currentTime < to);
};
const gtagCalls = () =>
  page.evaluate(() => (window.dataLayer ?? []).map((entry) => Array.from(entry).slice(0, 3)));
const gtagEvents = async () =>
  (await gtagCalls()).filter((call) => call[0] === 'event').map((call) => [call[1], call[2].moment_title]);

// ---- Set-up through the API ----

let token;
const momentIds = [];
const videoIds = [];

await step('an owner registers and uploads two clips that reach Draft', 'widget-01-draft', async () => {
  token = await signUpOwner(page, owner, `Widget Studio ${run}`);
  videoIds.push(...(await Promise.all([uploadVideo(token, firstClip), uploadVideo(token, secondClip)])));
  await Promise.all(videoIds.map((id) => waitForDraft(token, id)));
});

await step(
  'the clips are published, three moments, an end card and a preset made, and a carousel of the moments',
  'widget-02-set-up',
  async () => {
    for (const id of videoIds) await publishToOwnPages(token, id);
    for (const moment of [...MOMENTS, EXTRA]) {
      const made = await mutate(
        token,
        'createMoment',
        'mutation($v: ID!, $m: CreateMomentInput!) { createMoment(videoId: $v, moment: $m) { moment { id } errors { field messages name } } }',
        {
          v: videoIds[moment.clip],
          m: { title: moment.title, startTimestamp: moment.start, endTimestamp: moment.end },
        },
      );
      momentIds.push(made.moment.id);
    }
    const card = await mutate(
      token,
      'createEndCard',
      'mutation($e: EndCardInput!) { createEndCard(endCard: $e) { endCard { id } errors { field messages name } } }',
      { e: { name: 'Widget thanks', ...thanksEndCardDesign(HEADLINE) } },
    );
    const preset = await mutate(
      token,
      'createWidgetPreset',
      'mutation($s: WidgetStyleInput, $p: WidgetPresetInput!) { createWidgetPreset(style: $s, widgetPreset: $p) { widgetPreset { id } errors { field messages name } } }',
      {
        s: { colorTheme: 'DARK', mainColor: '#0702F0' },
        p: { name: 'Dark blue', endCardId: card.endCard.id },
      },
    );
    const created = await mutate(
      token,
      'createCarousel',
      'mutation($c: CreateCarouselInput!) { createCarousel(carousel: $c) { carousel { id } errors { field messages name } } }',
      { c: { name: `Highlights ${run}` } },
    );
    const updated = await mutate(
      token,
      'updateCarousel',
      `mutation($id: ID!, $c: UpdateCarouselInput!, $s: WidgetStyleInput) {
        updateCarousel(id: $id, carousel: $c, carouselStyle: $s) {
          carousel { publicId apiKey moments } errors { field messages name } } }`,
      {
        id: created.carousel.id,
        c: {
          title: WIDGET_TITLE,
          description: 'The best of the match',
          moments: momentIds.slice(0, MOMENTS.length),
          googleAnalytics4MeasurementId: GA4_ID,
          presetId: preset.widgetPreset.id,
        },
        s: { colorTheme: 'DARK', mainColor: '#0702F0' },
      },
    );
    widget = { publicId: updated.carousel.publicId, apiKey: updated.carousel.apiKey };
    carouselId = created.carousel.id;
    expect(widget.publicId && widget.apiKey, `the carousel: ${JSON.stringify(updated.carousel)}`);
    const data = await (
      await fetch(`${BASE_URL}/p/api/widget/${widget.publicId}?key=${encodeURIComponent(widget.apiKey)}`)
    ).json();
    expect(
      data.moments?.map((moment) => moment.title).join() === MOMENTS.map((moment) => moment.title).join(),
      `the widget data: ${JSON.stringify(data).slice(0, 300)}`,
    );
    expect(data.endCard?.kind === 'builder', `the widget's end card: ${JSON.stringify(data.endCard)}`);
  },
);

// ---- The widget on the host page ----

await step(
  "another site's page shows the widget: its title and three thumbnails, the arrows off",
  'widget-03-carousel',
  async () => {
    await page.goto(`${hostBase}/`);
    await waitInWidget(
      (host) =>
        host.shadowRoot.querySelectorAll('.slide img').length === 3 &&
        !host.shadowRoot.querySelector('.message'),
      undefined,
      'the widget did not draw three thumbnails',
    );
    const state = await eventually(
      () => inWidget(slides),
      (found) => found.every((slide) => slide.loaded),
      (found) => `the thumbnails: ${JSON.stringify(found)}`,
      10_000,
    );
    expect(
      state.map((slide) => slide.title).join() === MOMENTS.map((moment) => moment.title).join(),
      `the slides: ${JSON.stringify(state)}`,
    );
    expect(state[0].selected, 'the first moment is not the selected one');
    const look = await inWidget((host) => ({
      title: host.shadowRoot.querySelector('.widget-title')?.textContent,
      arrows: [...host.shadowRoot.querySelectorAll('.arrow')].map((arrow) => arrow.disabled),
      dark: host.shadowRoot.querySelector('.widget').classList.contains('dark'),
      accent: getComputedStyle(host.shadowRoot.querySelector('.slide.selected')).borderTopColor,
      stageTitle: host.shadowRoot.querySelector('.stage .title')?.textContent,
      play: Boolean(host.shadowRoot.querySelector('.stage button.play')),
    }));
    expect(look.title === WIDGET_TITLE, `the widget's title reads "${look.title}"`);
    expect(look.arrows.length === 2 && look.arrows.every(Boolean), `arrows disabled: ${look.arrows}`);
    expect(look.dark && look.accent === 'rgb(7, 2, 240)', `theme and colour: ${JSON.stringify(look)}`);
    expect(look.stageTitle === 'Kick-off' && look.play, `the stage: ${JSON.stringify(look)}`);
  },
);

await step(
  "the host page's styles and the widget's do not reach each other; gtag hears widget_view",
  'widget-04-isolation',
  async () => {
    const seen = await page.evaluate(() => ({
      headStyles: document.head.querySelectorAll('style').length,
      sheets: document.styleSheets.length,
      hostTitle: getComputedStyle(document.querySelector('h2')).color,
      hostButton: getComputedStyle(document.getElementById('own')).backgroundColor,
      bodyFont: getComputedStyle(document.body).fontFamily,
      globals: ['Framehouse', 'FramehouseWidget', 'FramehouseWidgetScript'].filter((name) => name in window),
    }));
    expect(seen.headStyles === 1 && seen.sheets === 1, `the host page has ${seen.sheets} style sheets`);
    expect(
      seen.hostTitle === 'rgb(200, 0, 0)' && seen.hostButton === 'rgb(0, 0, 255)',
      `the host's own look changed: ${JSON.stringify(seen)}`,
    );
    expect(seen.bodyFont.startsWith('Georgia'), `the host's font: ${seen.bodyFont}`);
    expect(seen.globals.join() === 'FramehouseWidget', `globals of ours: ${seen.globals}`);
    const inside = await inWidget((host) => ({
      title: getComputedStyle(host.shadowRoot.querySelector('.widget-title')).color,
      titleSize: getComputedStyle(host.shadowRoot.querySelector('.widget-title')).fontSize,
      thumbBorder: getComputedStyle(host.shadowRoot.querySelector('.slide img')).borderTopWidth,
      arrow: getComputedStyle(host.shadowRoot.querySelector('.arrow')).backgroundColor,
    }));
    expect(
      inside.title !== 'rgb(200, 0, 0)' && inside.titleSize === '20px' && inside.thumbBorder === '0px',
      `the host's styles reached the widget: ${JSON.stringify(inside)}`,
    );
    await eventually(
      gtagEvents,
      (events) => events.some(([name]) => name === 'widget_view'),
      (events) => `gtag events: ${JSON.stringify(events)}`,
    );
    const calls = await gtagCalls();
    expect(
      calls.some((call) => call[0] === 'config' && call[1] === GA4_ID && call[2]?.send_page_view === false),
      `gtag config: ${JSON.stringify(calls)}`,
    );
    expect((await page.evaluate(() => window.gtagScriptRuns)) === 1, 'gtag.js did not load once');
  },
);

const [inFour] = shadowChecks('#second .framehouse-widget');
const titlesInView = (host) =>
  [...host.shadowRoot.querySelectorAll('.slide-title')].map((title) => title.textContent);
/** Waits for the second widget's view to show these titles, left to right. */
const expectInView = (titles, after) =>
  eventually(
    () => inFour(titlesInView).catch(() => []),
    (seen) => seen.join() === titles.join(),
    (seen) => `after ${after} the view shows ${seen.join(', ')}, not ${titles.join(', ')}`,
  );

await step(
  'with a fourth moment the carousel moves and loops with its arrows, the keys and a swipe (the script twice on a page)',
  'widget-04b-four-moments',
  async () => {
    await mutate(
      token,
      'updateCarousel',
      'mutation($id: ID!, $c: UpdateCarouselInput!) { updateCarousel(id: $id, carousel: $c) { carousel { id } errors { field messages name } } }',
      { id: carouselId, c: { moments: momentIds } },
    );
    await page.goto(`${hostBase}/two-widgets`);
    const [K, S, F, E] = [...MOMENTS, EXTRA].map((moment) => moment.title);
    await expectInView([K, S, F], 'loading');
    await eventually(
      () =>
        page
          .locator('#first .framehouse-widget')
          .evaluate((host) => host.shadowRoot.querySelectorAll('.slide').length),
      (count) => count === 3,
      (count) => `the first copy shows ${count} slides`,
    );
    const arrows = await inFour((host) =>
      [...host.shadowRoot.querySelectorAll('.arrow')].map((arrow) => arrow.disabled),
    );
    expect(arrows.join() === 'false,false', `the arrows' disabled states: ${arrows}`);
    await page.locator('#second .framehouse-widget .arrow.next').click();
    await expectInView([S, F, E], 'Next');
    await page.locator('#second .framehouse-widget .arrow.next').click();
    await expectInView([F, E, K], 'Next again (it loops)');
    await page.locator('#second .framehouse-widget .slide').first().focus();
    await page.keyboard.press('ArrowLeft');
    await expectInView([S, F, E], 'the left arrow key');
    const focused = await inFour(
      (host) => host.shadowRoot.activeElement?.classList.contains('slide') ?? false,
    );
    expect(focused, 'the focus left the slides after the key');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expectInView([E, K, S], 'two more left arrow keys (it loops back)');
    const track = await page.locator('#second .framehouse-widget .track').boundingBox();
    const y = track.y + track.height / 2;
    await page.mouse.move(track.x + track.width * 0.8, y);
    await page.mouse.down();
    await page.mouse.move(track.x + track.width * 0.3, y, { steps: 5 });
    await page.mouse.up();
    await expectInView([K, S, F], 'a swipe to the left');
    const playing = await inFour((host) => Boolean(host.shadowRoot.querySelector('.player, video')));
    expect(!playing, 'the swipe also played a moment');
    expect(pageErrors.length === 0, `page errors: ${pageErrors.join('; ')}`);
  },
);

await step(
  'playing a moment mounts the shared player, whose time advances inside the moment',
  'widget-05-playing',
  async () => {
    await page.goto(`${hostBase}/`);
    await page.locator(`${WIDGET} .slide`).first().click();
    await waitInWidget(playedBetween, [1.5, 6], 'the first moment does not play inside 1–6 s');
    const events = await gtagEvents();
    expect(
      events.some(([name, moment]) => name === 'moment_play' && moment === 'Kick-off'),
      `gtag events: ${JSON.stringify(events)}`,
    );
  },
);

await step(
  "after the moment, the preset's end card and Up next, then the next moment plays by itself",
  'widget-06-end-card',
  async () => {
    await waitInWidget(
      (host, headline) =>
        host.shadowRoot.querySelector('[data-testid="end-card"]')?.textContent.includes(headline),
      HEADLINE,
      "the widget's end card did not show",
      15_000,
    );
    const upNext = await inWidget((host) => host.shadowRoot.querySelector('.up-next')?.textContent ?? '');
    expect(upNext.startsWith('Up next: Second half in '), `the countdown reads "${upNext}"`);
    expect(
      (await gtagEvents()).some(([name, moment]) => name === 'moment_complete' && moment === 'Kick-off'),
      'gtag did not hear moment_complete',
    );
    await page.screenshot({ path: join(SCREENSHOTS, 'widget-06b-up-next.png') });
    await waitInWidget(playedBetween, [6.6, 11.5], 'the second moment did not start by itself', 15_000);
    const state = await inWidget(slides);
    expect(state[1].selected, `the selected slide: ${JSON.stringify(state)}`);
    expect(!(await inWidget((host) => Boolean(host.shadowRoot.querySelector('.up-next')))), 'Up next stayed');
  },
);

await step('no cookie of ours is set; the host keeps its own', 'widget-07-cookies', async () => {
  // Both servers are on 127.0.0.1, and cookies do not tell ports apart: the blog's own is left out.
  const ours = (await context.cookies(BASE_URL)).filter((cookie) => cookie.name !== 'host_secret');
  expect(ours.length === 0, `cookies of ours: ${JSON.stringify(ours)}`);
  const theirs = await page.evaluate(() => document.cookie);
  expect(theirs === 'host_secret=the-blogs-own', `the host page's cookies: ${theirs}`);
  expect(pageErrors.length === 0, `page errors: ${pageErrors.join('; ')}`);
  await inWidget((host) => host.shadowRoot.querySelector('video')?.pause());
});

// ---- The playlist embed ----

const PLAYLIST = '[data-framehouse-playlist]';
const [inPlaylist, waitInPlaylist] = shadowChecks(PLAYLIST);
const playlistBar = (host) => ({
  place: host.shadowRoot.querySelector('.sequence-place')?.textContent,
  title: host.shadowRoot.querySelector('.sequence-title')?.textContent,
  previous: host.shadowRoot.querySelector('.sequence-previous')?.disabled,
  next: host.shadowRoot.querySelector('.sequence-next')?.disabled,
  poster: host.shadowRoot.querySelector('.frame img.poster')?.getAttribute('src') ?? null,
});

await step(
  "a playlist embed shows its first item's poster and title with 1 / 2; Next and Previous choose",
  'widget-08-playlist-embed',
  async () => {
    const made = await mutate(
      token,
      'createPlaylist',
      'mutation($p: PlaylistInput!) { createPlaylist(playlist: $p) { playlist { id } errors { field messages name } } }',
      {
        p: {
          name: `Best ${run}`,
          contentType: 'MOMENTS',
          orderBy: 'MANUAL',
          items: [momentIds[0], momentIds[2]],
        },
      },
    );
    playlistId = made.playlist.id;
    await page.goto(`${hostBase}/playlist`);
    await waitInPlaylist(
      (host) => Boolean(host.shadowRoot?.querySelector('.frame img.poster')?.naturalWidth),
      undefined,
      "the playlist's poster did not load",
    );
    const first = await inPlaylist(playlistBar);
    expect(
      first.place === '1 / 2' && first.title === 'Kick-off' && first.previous && !first.next,
      `the bar: ${JSON.stringify(first)}`,
    );
    await page.locator(`${PLAYLIST} .sequence-next`).click();
    const second = await inPlaylist(playlistBar);
    expect(
      second.place === '2 / 2' && second.title === 'Final whistle' && !second.previous && second.next,
      `after Next: ${JSON.stringify(second)}`,
    );
    expect(second.poster !== first.poster, 'the poster did not change with the item');
    await page.locator(`${PLAYLIST} .sequence-previous`).click();
    expect((await inPlaylist(playlistBar)).place === '1 / 2', 'Previous did not go back');
  },
);

await step(
  'play plays the first item, then the second follows in the same player',
  'widget-09-playlist-playing',
  async () => {
    await page.locator(`${PLAYLIST} button.play`).click();
    await waitInPlaylist(playedBetween, [1.5, 6], 'the first item does not play inside its range');
    // The first clip has no end card: the second item follows at once, from its own start.
    await waitInPlaylist(
      (host) => host.shadowRoot.querySelector('.sequence-place')?.textContent === '2 / 2',
      undefined,
      'the playlist did not move to its second item',
      15_000,
    );
    await waitInPlaylist(playedBetween, [1.2, 6], 'the second item does not play', 15_000);
    const bar = await inPlaylist(playlistBar);
    expect(bar.title === 'Final whistle' && bar.next, `the bar: ${JSON.stringify(bar)}`);
    expect(pageErrors.length === 0, `page errors: ${pageErrors.join('; ')}`);
    await inPlaylist((host) => host.shadowRoot.querySelector('video')?.pause());
  },
);

await step(
  "our playlist page's placeholder: the page's own poster kept (slotted), with 1 / 2 and the play button",
  'widget-10b-playlist-page',
  async () => {
    await page.goto(`${BASE_URL}/p/playlist/${playlistId}`);
    await waitInPlaylist(
      (host) =>
        host.shadowRoot?.querySelector('.sequence-place')?.textContent === '1 / 2' &&
        Boolean(
          host.shadowRoot.querySelector('.frame slot') && host.shadowRoot.querySelector('.frame .play'),
        ) &&
        !host.shadowRoot.querySelector('.frame img.poster') &&
        host.querySelector(':scope > img.poster')?.naturalWidth > 0,
      undefined,
      "the playlist page's placeholder is not filled around its own poster",
    );
  },
);

await step(
  'a hidden moment and a moment of an unpublished clip leave the widget on the next load',
  'widget-10-unpublished',
  async () => {
    await mutate(
      token,
      'toggleMoment',
      'mutation($id: ID) { toggleMoment(action: DISABLE, id: $id) { moments { id visible } errors { field messages name } } }',
      { id: momentIds[1] },
    );
    await mutate(
      token,
      'unpublishVideo',
      'mutation($v: ID!) { unpublishVideo(videoId: $v) { video { status } errors { field messages name } } }',
      { v: videoIds[1] },
    );
    await page.goto(`${hostBase}/`);
    await waitInWidget(
      (host) => host.shadowRoot.querySelectorAll('.slide').length === 2,
      undefined,
      'the widget still shows the hidden or unpublished moments',
    );
    const state = await inWidget(slides);
    expect(
      state.map((slide) => slide.title).join() === `Kick-off,${EXTRA.title}`,
      `the slides: ${JSON.stringify(state)}`,
    );
    const arrows = await inWidget((host) =>
      [...host.shadowRoot.querySelectorAll('.arrow')].map((arrow) => arrow.disabled),
    );
    expect(arrows.every(Boolean), `arrows with two moments: ${arrows}`);
  },
);

await step('a wrong key shows a short message and nothing else', 'widget-11-wrong-key', async () => {
  await page.goto(`${hostBase}/wrong-key`);
  await waitInWidget(
    (host) => host.shadowRoot.querySelector('.message')?.textContent === 'This widget is not available.',
    undefined,
    'no message for a wrong key',
  );
  expect(
    !(await inWidget((host) => Boolean(host.shadowRoot.querySelector('.slide, video')))),
    'the widget drew moments',
  );
  const title = await page.evaluate(() => getComputedStyle(document.querySelector('h2')).color);
  expect(title === 'rgb(200, 0, 0)', 'the host page changed');
});

host.close();
rmSync(work, { recursive: true, force: true });
await finish();

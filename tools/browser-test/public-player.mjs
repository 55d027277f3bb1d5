// The public page and the embed (issue 7, scope C) in a real browser: an owner registers, uploads a
// clip through the API and waits for Draft, publishes it to the organization's own pages through
// GraphQL (publishVideo) and adds a moment; then the public page /p/video/:id shows the poster at once
// and plays (currentTime advances); the moment's page shows the moment's own thumbnail as its poster and
// og:image, and plays with a seek bar and time display of the moment's length, previews the moment's
// middle on hover and stops at its end; then a plain page served from ANOTHER port holds only the embed
// snippets (a video and a moment) and plays both there (the picture first, on the first frame's file
// alone, then the player around that very <video>, nothing below it moving): the host page's computed
// styles are the same as without the embed (no CSS leak), it gets no cookie, the moment stops at its end,
// and five seconds of playback count one view. Needs BASE_URL and SMTP_CATCHER_URL (set by serve.mjs);
// the player must be built (npm run build:player). Prints one line per step and "N passed, N failed" last.
// The functions given to page.evaluate and waitForFunction run in the browser, with its globals.
/* global window, document, getComputedStyle */
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
import { eventually, expect, openBrowser, required } from './harness.mjs';

const BASE_URL = required('BASE_URL');
const run = Date.now().toString(36);
const owner = { name: 'Pia Public', email: `public-${run}@example.com`, password: 'Amber-Lantern-17' };
const work = mkdtempSync(join(tmpdir(), 'framehouse-public-'));
const clipPath = join(work, `public-clip-${run}.mp4`);
makeClip(clipPath, { seconds: 12 });
// The moment's own thumbnail: one colour, so that the poster shown can be told from the video's frames.
const MOMENT_COLOUR = [255, 136, 0];
const momentThumbnail = makePicture(join(work, 'moment-thumbnail.png'), 'color=c=0xff8800:s=640x360');

const { page, context, pageErrors, step, finish } = await openBrowser({}, { accessibility: true });

/** The host page's own look: what must not change once the embed is on it. */
const HOST_STYLE = `body { font-family: Georgia, serif; color: rgb(40, 40, 40); margin: 24px; }
  p { line-height: 1.6; } button { padding: 6px 10px; } .box { width: 640px; } .note { font-size: 14px; }`;
// The placeholders themselves are the embed's own elements (their :host box); the rest is the host's.
const PROBES = ['body', 'h1', 'p', 'button', 'div.note'];
const PROPERTIES = [
  'font-family',
  'font-size',
  'color',
  'margin',
  'padding',
  'line-height',
  'background-color',
];

function hostPage(withEmbed, videoId, momentId) {
  const embed = withEmbed
    ? `<div class="box" data-framehouse-video="${videoId}"></div>
  <div class="box" data-framehouse-moment="${momentId}"></div>
  <script src="${BASE_URL}/player/embed.js" async></script>`
    : '<div class="box"></div><div class="box"></div>';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Someone's blog</title>
  <style>${HOST_STYLE}</style></head>
  <body><h1>A blog post</h1><p>Some text around the player.</p><button type="button">Host button</button>
  ${embed}<div class="note">A note after the player.</div></body></html>`;
}

let hostBase;
let ids = {};
const host = createServer((request, response) => {
  const withEmbed = request.url?.startsWith('/embed');
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  response.end(hostPage(withEmbed, ids.videoId, ids.momentId));
});
await new Promise((resolve) => host.listen(0, '127.0.0.1', resolve));
hostBase = `http://127.0.0.1:${host.address().port}`;

/** The current time of the first <video> inside the placeholder's shadow root. */
const videoTime = (selector) =>
  page.evaluate(
    (sel) => document.querySelector(sel)?.shadowRoot?.querySelector('video')?.currentTime ?? -1,
    selector,
  );

async function waitForTime(selector, atLeast, timeoutMs = 20_000) {
  await page.waitForFunction(
    ([sel, min]) => (document.querySelector(sel)?.shadowRoot?.querySelector('video')?.currentTime ?? 0) > min,
    [selector, atLeast],
    { timeout: timeoutMs, polling: 100 },
  );
}

async function computedStyles() {
  return page.evaluate(
    ([probes, properties]) =>
      Object.fromEntries(
        probes.map((selector) => {
          const style = getComputedStyle(document.querySelector(selector));
          return [
            selector,
            Object.fromEntries(properties.map((name) => [name, style.getPropertyValue(name)])),
          ];
        }),
      ),
    [PROBES, PROPERTIES],
  );
}

let token;
let videoId;
let momentId;

await step('an owner registers, verifies and logs in', 'public-01-logged-in', async () => {
  token = await signUpOwner(page, owner, `Public Studio ${run}`);
});

await step('a clip uploaded through the API reaches Draft', 'public-02-draft', async () => {
  videoId = await uploadVideo(token, clipPath);
  await waitForDraft(token, videoId);
});

await step('the video is published to the own pages, with a moment', 'public-03-published', async () => {
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
  const created = await mutate(
    token,
    'createMoment',
    'mutation($v: ID!, $m: CreateMomentInput!) { createMoment(videoId: $v, moment: $m) { moment { id } errors { field messages name } } }',
    { v: videoId, m: { title: 'The middle', startTimestamp: '00:02.000', endTimestamp: '00:08.000' } },
  );
  momentId = created.moment.id;
  ids = { videoId, momentId };
  const thumbnail = await mutate(
    token,
    'createMomentThumbnail',
    'mutation($m: ID!, $i: String!) { createMomentThumbnail(momentId: $m, imageBase64: $i) { thumbnail { id } errors { field messages name } } }',
    { m: momentId, i: readFileSync(momentThumbnail).toString('base64') },
  );
  await mutate(
    token,
    'updateMoment',
    'mutation($id: ID!, $m: UpdateMomentInput!) { updateMoment(id: $id, moment: $m) { moment { thumbnailId } errors { field messages name } } }',
    { id: momentId, m: { thumbnailId: thumbnail.thumbnail.id } },
  );
});

await step(
  'the public page shows the title and the poster with a play button',
  'public-04-page-poster',
  async () => {
    const response = await page.goto(`${BASE_URL}/p/video/${videoId}`);
    expect(response?.status() === 200, `the page answered ${response?.status()}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // Playwright's CSS locators pierce open shadow roots.
    await page.waitForFunction(
      () => {
        // The page's own poster <img>, slotted into the loader's frame (an embed elsewhere makes its own).
        const root = document.querySelector('[data-framehouse-video]')?.shadowRoot;
        const img = root?.querySelector('.frame slot')?.assignedElements()[0];
        return Boolean(img?.matches('img.poster') && img.complete && img.naturalWidth > 0);
      },
      undefined,
      { timeout: 15_000 },
    );
    await page.locator('[data-framehouse-video] button.play').waitFor();
  },
);

await step('play on the public page plays the video', 'public-05-page-playing', async () => {
  await page.locator('[data-framehouse-video] button.play').click();
  await waitForTime('[data-framehouse-video]', 1.5);
});

/** The moment's player inside its placeholder's shadow root: its time display, seek bar and <video>. */
const momentPlayer = () =>
  page.evaluate(() => {
    const root = document.querySelector('[data-framehouse-moment]')?.shadowRoot;
    const video = root?.querySelector('video');
    const display = [...(root?.querySelectorAll('span, p') ?? [])]
      .map((element) => element.textContent ?? '')
      .find((text) => /^\d\d:\d\d \/ \d\d:\d\d$/.test(text));
    const seek = root?.querySelector('input[aria-label="Seek"]');
    return {
      display: display ?? null,
      seekMax: seek ? Number(seek.max) : null,
      time: video?.currentTime ?? -1,
      paused: video?.paused ?? true,
    };
  });

await step(
  "the moment's public page shows the moment's own thumbnail as its poster and og:image",
  'public-05b-moment-poster',
  async () => {
    const response = await page.goto(`${BASE_URL}/p/moment/${momentId}`);
    expect(response?.status() === 200, `the page answered ${response?.status()}`);
    const address = `${BASE_URL}/p/api/moment/${momentId}/poster`;
    const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(ogImage === address, `og:image is ${ogImage}`);
    await page.waitForFunction(
      () => {
        const root = document.querySelector('[data-framehouse-moment]')?.shadowRoot;
        const img = root?.querySelector('.frame slot')?.assignedElements()[0];
        return Boolean(img?.matches('img.poster') && img.complete && img.naturalWidth > 0);
      },
      undefined,
      { timeout: 15_000 },
    );
    const poster = await page.evaluate(() => {
      const img = document.querySelector('[data-framehouse-moment] > img.poster');
      const canvas = document.createElement('canvas');
      canvas.width = 8;
      canvas.height = 8;
      const context2d = canvas.getContext('2d');
      context2d.drawImage(img, 0, 0, 8, 8);
      return { src: img.src, colour: [...context2d.getImageData(4, 4, 1, 1).data.slice(0, 3)] };
    });
    expect(poster.src === address, `the poster is ${poster.src}`);
    const off = poster.colour.map((value, index) => Math.abs(value - MOMENT_COLOUR[index]));
    expect(Math.max(...off) <= 24, `the poster's colour is ${poster.colour}, not the thumbnail's`);
    await page.locator('[data-framehouse-moment] button.play').waitFor();
  },
);

await step(
  'the moment plays with a seek bar and time of its own length (00:06 of a 12 s video)',
  'public-05c-moment-playing',
  async () => {
    await page.locator('[data-framehouse-moment] button.play').click();
    const playing = await eventually(
      momentPlayer,
      (state) => state.time > 3 && /^00:0[1-5] \/ 00:06$/.test(state.display ?? ''),
      (state) => `the moment's player shows ${JSON.stringify(state)}`,
      20_000,
    );
    expect(playing.seekMax === 6, `the seek bar ends at ${playing.seekMax}s`);
    // Hovering the middle of the seek bar previews the middle of the moment, not of the video.
    await page.locator('[data-framehouse-moment] [data-testid="seek-bar"]').hover();
    const preview = page.locator('[data-framehouse-moment] [data-testid="seek-preview"]');
    await eventually(
      () => preview.textContent(),
      (text) => text?.includes('00:03'),
      (text) => `the seek preview says ${text}`,
    );
  },
);

await step(
  'the moment stops at its end, back at its start (00:00 / 00:06), its view counted for the video',
  'public-05d-moment-ended',
  async () => {
    await page.mouse.move(0, 0);
    await eventually(
      momentPlayer,
      (state) => state.paused && Math.abs(state.time - 2.001) < 0.1 && state.display === '00:00 / 00:06',
      (state) => `the moment's player shows ${JSON.stringify(state)}`,
      20_000,
    );
    // Six seconds of the moment played: one view of its video, before the embed below counts another.
    await eventually(
      async () =>
        (await graphql(token, 'query($id: ID!) { videoById(id: $id) { views } }', { id: videoId })).videoById
          .views,
      (views) => views === 1,
      (views) => `the video has ${views} views after its moment played`,
      10_000,
    );
  },
);

await step('a page on another origin embeds the video and the moment', 'public-06-host-poster', async () => {
  await page.goto(`${hostBase}/embed`);
  for (const selector of ['[data-framehouse-video]', '[data-framehouse-moment]'])
    await page.locator(`${selector} button.play`).waitFor();
});

await step(
  "the embed leaves the host page's styles alone and sets no cookie",
  'public-07-host-styles',
  async () => {
    const withEmbed = await computedStyles();
    const headStyles = await page.evaluate(
      () => document.head.querySelectorAll('style, link[rel=stylesheet]').length,
    );
    const globals = await page.evaluate(() => Object.keys(window).filter((key) => /framehouse/i.test(key)));
    const cookie = await page.evaluate(() => document.cookie);
    await page.goto(`${hostBase}/plain`);
    const without = await computedStyles();
    expect(
      JSON.stringify(withEmbed) === JSON.stringify(without),
      `styles changed: ${JSON.stringify({ withEmbed, without })}`,
    );
    expect(headStyles === 1, `the host's <head> has ${headStyles} style elements, not its own 1`);
    expect(JSON.stringify(globals) === '["Framehouse"]', `globals: ${JSON.stringify(globals)}`);
    expect(cookie === '', `document.cookie is "${cookie}"`);
    expect((await context.cookies(BASE_URL)).length === 0, 'the Framehouse origin set a cookie');
  },
);

await step('the embedded video plays on the other origin', 'public-08-host-playing', async () => {
  // The pointer away from the player: its intent would load the player's file before the click.
  await page.mouse.move(0, 0);
  await page.goto(`${hostBase}/embed`);
  await page.locator('[data-framehouse-video] button.play').waitFor();
  // When the picture starts (before the player): what the page has asked for, where the text below sits,
  // and which <video> plays.
  await page.evaluate(() => {
    const host = document.querySelector('[data-framehouse-video]');
    host.addEventListener(
      'framehouse:started',
      () => {
        window.startedWith = {
          files: performance
            .getEntriesByType('resource')
            .map((entry) => new URL(entry.name).pathname)
            .filter((path) => path.startsWith('/player/')),
          noteTop: document.querySelector('.note').getBoundingClientRect().top,
        };
        window.startedVideo = host.shadowRoot.querySelector('video');
      },
      { once: true },
    );
  });
  await page.locator('[data-framehouse-video] button.play').click();
  await waitForTime('[data-framehouse-video]', 6);
  const styles = await page.evaluate(() => document.head.querySelectorAll('style').length);
  expect(styles === 1, `playing added ${styles - 1} style elements to the host's <head>`);
  const split = await page.evaluate(() => {
    const root = document.querySelector('[data-framehouse-video]').shadowRoot;
    return {
      startedWith: window.startedWith,
      adopted: root.querySelector('[role="region"] video') === window.startedVideo,
      videos: root.querySelectorAll('video').length,
      noteTop: document.querySelector('.note').getBoundingClientRect().top,
    };
  });
  const before = split.startedWith;
  expect(before, 'the picture never announced its start');
  expect(
    before.files.every((path) => path === '/player/embed.js' || path.startsWith('/player/chunks/start-')),
    `the picture started after asking for ${before.files.join(', ')}`,
  );
  expect(split.adopted && split.videos === 1, 'the player did not take the started <video> in');
  expect(
    split.noteTop === before.noteTop,
    `the text below the player moved from ${before.noteTop} to ${split.noteTop} px when the controls came`,
  );
});

await step(
  'the player menus open inside its shadow root, not on the host page',
  'public-08b-host-menu',
  async () => {
    const bodyChildren = () => page.evaluate(() => document.body.children.length);
    const before = await bodyChildren();
    await page.locator('[data-framehouse-video] button[aria-label^="Playback speed"]').click();
    const inside = await page.evaluate(
      () =>
        document.querySelector('[data-framehouse-video]').shadowRoot.querySelectorAll('[role="menuitem"]')
          .length,
    );
    expect(inside > 0, 'the speed menu has no items inside the shadow root');
    expect((await bodyChildren()) === before, "the menu was added to the host's <body>");
    await page.screenshot({
      path: join(import.meta.dirname, 'screenshots', 'public-08c-host-menu-open.png'),
    });
    await page.keyboard.press('Escape');
  },
);

await step('five seconds of playback on another origin count one more view', 'public-09-view', async () => {
  // The moment's page counted one already; the host page is another origin, so another viewer session.
  let views = 0;
  for (const deadline = Date.now() + 10_000; Date.now() < deadline && views < 2;) {
    views = (await graphql(token, 'query($id: ID!) { videoById(id: $id) { views } }', { id: videoId }))
      .videoById.views;
    if (views < 2) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  expect(views === 2, `the video has ${views} views`);
});

await step('the embedded moment plays only its range and stops at its end', 'public-10-moment', async () => {
  await page
    .locator('[data-framehouse-video]')
    .evaluate((element) => element.shadowRoot.querySelector('video').pause());
  await page.locator('[data-framehouse-moment] button.play').click();
  await waitForTime('[data-framehouse-moment]', 2.5);
  await page.waitForFunction(
    () => {
      const video = document.querySelector('[data-framehouse-moment]')?.shadowRoot?.querySelector('video');
      return video && video.paused && Math.abs(video.currentTime - 2.001) < 0.1;
    },
    undefined,
    { timeout: 15_000, polling: 100 },
  );
  const time = await videoTime('[data-framehouse-moment]');
  expect(time < 8, `the moment went on to ${time}s`);
});

await step('the pages raised no uncaught errors', 'public-11-done', async () => {
  expect(pageErrors.length === 0, `page errors: ${pageErrors.join(' | ')}`);
});

host.close();
rmSync(work, { recursive: true, force: true });
await finish();

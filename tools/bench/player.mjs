#!/usr/bin/env node
// `npm run bench:player`: the embed loader and the public player, measured in headless Chromium.
// Builds the player (apps/player/dist), starts the built API and transcoder on a fresh database, fs
// storage in a temp folder and their own Redis prefix, registers an owner through GraphQL, uploads a
// 10 s ffmpeg clip, waits for DRAFT and publishes it to the organization's own pages (publishVideo).
// Then it prints, each with its target and a baseline measured in the same run:
//   - gzipped bytes of embed.js, of the first frame's file it loads on play (hls.js inside) and of the
//     player's files it loads after the first frame;
//   - ms from navigation start to the poster painted (its load and the next frame, for every page alike),
//     median of 15 cold loads of a page
//     on another origin holding only the embed snippet the admin gives (its poster <img>, then the
//     loader), of one holding an older snippet (the placeholder alone) and of our public page (baseline:
//     the same poster as a plain <img>);
//   - ms from the click on play to the first video frame (requestVideoFrameCallback), median of 15
//     (baseline: the same HLS played by bare hls.js on a plain page, hls.js already loaded): "cold click"
//     moves the pointer onto the play button and clicks at once (the first frame's file loads on the
//     click, the player's after the first frame); "after a hover" rests the pointer on the frame HOVER_MS
//     first, as a viewer reaching for the button does (the loader imports both on that intent). Also
//     where the cold click's time goes, beside the same steps of bare hls.js;
//   - the widget script (widget.js, raw and gzipped) and, for a carousel of two moments of the clip on
//     a page of another origin holding only its script tag, ms from the script's request to its first
//     thumbnail painted (the script's `framehouse:thumbnail`), median of 15 cold loads;
//   - a microsite's home page (`http://bench-….localhost:{port}/`, the clip and its two moments filling the
//     carousel and the top section): first paint and first contentful paint in Chromium, the poster
//     painted, the bytes of its HTML and all the bytes the page fetched until then, median of 15 cold loads
//     (baseline: the clip's public page /p/video/{id}).
// No assertion on time: it prints figures. BENCH_SKIP_BUILD=1 uses the existing builds; BENCH_LOADS=n
// measures n loads of each (15 by default).
// The functions given to page.evaluate and waitForFunction run in the browser, with its globals.
/* global window, document, MutationObserver, HTMLImageElement, requestAnimationFrame */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { ensureSystemPackages, gql, publishedClip, ROOT, sleep, startStack } from './stack.mjs';

const require = createRequire(import.meta.url);
// The built domain, as the API under test runs it: the embed snippet the admin gives.
const { embedSnippet } = require('../../libs/domain/dist/index.js');

const PLAYER_DIST = join(ROOT, 'apps/player/dist');
// 15: the same plain <img> took 27 to 53 ms from one load to the next on this 2-core machine, so that
// medians of 5 moved a ratio to its baseline by a third between runs minutes apart (×1.23 to ×1.92).
const LOADS = Number(process.env.BENCH_LOADS) || 15;
const HOVER_MS = 500;
const TARGETS = { loaderGzipBytes: 15 * 1024, posterMs: 300, firstFrameMs: 1000, thumbnailMs: 500 };

const ERRORS = 'errors { field messages name }';
const CREATE_MOMENT = `mutation ($v: ID!, $m: CreateMomentInput!) {
  createMoment(videoId: $v, moment: $m) { moment { id } ${ERRORS} } }`;
const CREATE_CAROUSEL = `mutation ($c: CreateCarouselInput!) { createCarousel(carousel: $c) { carousel { id } ${ERRORS} } }`;
const UPDATE_CAROUSEL = `mutation ($id: ID!, $c: UpdateCarouselInput!) {
  updateCarousel(id: $id, carousel: $c) { carousel { publicId apiKey } ${ERRORS} } }`;
const CREATE_MICROSITE = `mutation ($m: CreateMicrositeInput!) {
  createMicrosite(microsite: $m) { microsite { id url } ${ERRORS} } }`;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
/** The bench's own pages, on another origin than the API: the embed, the plain <img> and bare hls.js. */
function hostPages(apiUrl, videoId, data, widget) {
  const hlsScript = readFileSync(require.resolve('hls.js/dist/hls.min.js'));
  const pages = {
    // The snippet the admin's embed dialog gives (the poster <img> in the placeholder, then the loader).
    '/embed': `<!doctype html><html><head><meta charset="utf-8"><title>Embed</title></head><body>
<div style="width:640px">${embedSnippet('video', videoId, apiUrl)}</div></body></html>`,
    // An older snippet: the placeholder alone, the loader asks for the poster.
    '/embed-script': `<!doctype html><html><head><meta charset="utf-8"><title>Embed</title></head><body>
<div style="width:640px" data-framehouse-video="${videoId}"></div>
<script src="${apiUrl}/player/embed.js" async></script></body></html>`,
    '/widget': `<!doctype html><html><head><meta charset="utf-8"><title>Widget</title></head><body><div style="width:820px">
<script src="${apiUrl}/player/widget.js" data-framehouse-widget="${widget.publicId}" data-framehouse-key="${widget.apiKey}" async></script>
</div></body></html>`,
    '/img': `<!doctype html><html><head><meta charset="utf-8"><title>Image</title></head><body>
<img style="width:640px" src="${data.posterUrl}"></body></html>`,
    '/hls': `<!doctype html><html><head><meta charset="utf-8"><title>hls.js</title><script src="/hls.min.js"></script></head><body>
<video style="width:640px" playsinline></video><button id="play">Play</button>
<script>document.getElementById('play').addEventListener('click', () => {
  const video = document.querySelector('video');
  const hls = new Hls();
  hls.loadSource(${JSON.stringify(data.manifestUrl)});
  hls.attachMedia(video);
  video.requestVideoFrameCallback(() => { window.frameAt = performance.now(); });
  video.play();
}, { capture: true });</script></body></html>`,
  };
  const server = createHttpServer((request, response) => {
    if (request.url === '/hls.min.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' });
      response.end(hlsScript);
      return;
    }
    const body = pages[request.url ?? ''];
    response.writeHead(body ? 200 : 404, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
    });
    response.end(body ?? 'Not found');
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${server.address().port}` }),
    ),
  );
}

/** A fresh browser context per load: nothing cached, as a first visit. */
async function withPage(browser, action) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  try {
    return await action(page);
  } finally {
    await context.close();
  }
}

/** Navigation start to the poster painted; also when embed.js arrived and the poster was asked and came. */
async function posterMs(browser, url) {
  return withPage(browser, async (page) => {
    // Every page measured alike: the poster painted is its load and the next frame, whoever shows it. An
    // <img> of the page itself (the baseline, a snippet's, our page's) is heard in the capture phase; the
    // loader's own image, inside its shadow root, by the loader's event (load and the next frame too).
    // Element timing would not do: without Timing-Allow-Origin it gives another origin's image no paint
    // time.
    await page.addInitScript(() => {
      const mark = (time) => (window.posterAt = Math.min(window.posterAt ?? Infinity, time));
      // On the document: a load event never reaches the window.
      document.addEventListener(
        'load',
        (event) => {
          if (event.target instanceof HTMLImageElement) requestAnimationFrame(() => mark(performance.now()));
        },
        true,
      );
      window.addEventListener('framehouse:poster', (event) => mark(event.detail.time), true);
    });
    await page.goto(url);
    await page.waitForFunction(() => typeof window.posterAt === 'number', undefined, { timeout: 20_000 });
    return page.evaluate(() => {
      const entries = performance.getEntriesByType('resource');
      const loader = entries.find((entry) => entry.name.endsWith('/player/embed.js'));
      // The poster: the page's first image, whoever asked for it (the baseline's has another address).
      const poster = entries.find((entry) => entry.initiatorType === 'img');
      return {
        ms: window.posterAt,
        loader: loader?.responseEnd ?? null,
        posterStart: poster?.startTime ?? null,
        posterEnd: poster?.responseEnd ?? null,
      };
    });
  });
}

/**
 * A server-rendered page's cost: first paint and first contentful paint, its poster painted (the
 * `elementtiming="poster"` image), the bytes of its HTML and of everything fetched until the poster
 * painted (the loader, its data, the posters: what the network carried, headers included).
 */
async function pageCost(browser, url) {
  return withPage(browser, async (page) => {
    const cdp = await page.context().newCDPSession(page);
    const bytes = new Map();
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) =>
      bytes.set(requestId, encodedDataLength),
    );
    await cdp.send('Network.enable');
    await page.addInitScript(() => {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          if (entry.identifier === 'poster') window.posterAt ??= entry.renderTime || entry.loadTime;
      }).observe({ type: 'element', buffered: true });
    });
    await page.goto(url);
    await page.waitForFunction(() => typeof window.posterAt === 'number', undefined, { timeout: 20_000 });
    const total = [...bytes.values()].reduce((sum, value) => sum + value, 0);
    const timings = await page.evaluate(() => {
      const paint = (name) => performance.getEntriesByName(name)[0]?.startTime ?? null;
      const [navigation] = performance.getEntriesByType('navigation');
      return {
        ms: paint('first-paint'),
        contentful: paint('first-contentful-paint'),
        poster: window.posterAt,
        html: navigation.encodedBodySize,
      };
    });
    return { ...timings, total };
  });
}

/** The widget script's request to its first thumbnail painted; also both from navigation start. */
async function widgetThumbnailMs(browser, url) {
  return withPage(browser, async (page) => {
    await page.addInitScript(() =>
      window.addEventListener(
        'framehouse:thumbnail',
        (event) => (window.thumbnailAt ??= event.detail.time),
        true,
      ),
    );
    await page.goto(url);
    await page.waitForFunction(() => typeof window.thumbnailAt === 'number', undefined, { timeout: 20_000 });
    return page.evaluate(() => {
      const script = performance
        .getEntriesByType('resource')
        .find((entry) => entry.name.endsWith('/player/widget.js'));
      return {
        ms: window.thumbnailAt - script.startTime,
        scriptStart: script.startTime,
        painted: window.thumbnailAt,
      };
    });
  });
}

/**
 * The media requests of a page after the click, from its resource timings (ms after `playAt`): the
 * master playlist (the first request of it), the variants, the first segment.
 */
function mediaTimings() {
  const entries = performance.getEntriesByType('resource');
  const after = (time) => (typeof time === 'number' ? time - window.playAt : null);
  const path = (entry) => new URL(entry.name).pathname;
  const playlists = entries.filter((entry) => path(entry).endsWith('.m3u8'));
  const master = playlists.find((entry) => path(entry).endsWith('master.m3u8'));
  const variants = playlists.filter((entry) => entry !== master);
  const segment = entries.find((entry) => /\.(ts|m4s|mp4)$/.test(path(entry)));
  return {
    ms: window.frameAt - window.playAt,
    masterStart: after(master?.startTime),
    masterEnd: after(master?.responseEnd),
    variantEnd: after(variants.length ? Math.min(...variants.map((entry) => entry.responseEnd)) : undefined),
    playlistRequests: playlists.length,
    segmentStart: after(segment?.startTime),
    segmentEnd: after(segment?.responseEnd),
  };
}

/**
 * Click on play to the first presented frame, with the pointer resting `hoverMs` on the frame first (0:
 * the click alone); also answers which /player/ files the embed fetched and, from the page's resource
 * timings and the loader's events, when (after the click) the first frame's file arrived, the picture
 * started (`framehouse:started`), the playlists and the first segment were requested and arrived, and the
 * player's file was asked for and the player mounted around the picture (`framehouse:player`).
 */
async function embedFirstFrame(browser, url, hoverMs = 0) {
  return withPage(browser, async (page) => {
    const fetched = new Set();
    page.on('requestfinished', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/player/')) fetched.add(path.slice('/player/'.length));
    });
    await page.goto(url);
    await page.locator('[data-framehouse-video] button.play').waitFor();
    await page.evaluate(() => {
      const host = document.querySelector('[data-framehouse-video]');
      const root = host.shadowRoot;
      root.addEventListener('click', () => (window.playAt = performance.now()), {
        capture: true,
        once: true,
      });
      host.addEventListener('framehouse:started', (event) => (window.startedAt = event.detail.time), {
        once: true,
      });
      host.addEventListener('framehouse:player', (event) => (window.mountedAt = event.detail.time), {
        once: true,
      });
      // The picture replaces the poster with its <video>: watch for it and time its first frame.
      new MutationObserver((_records, observer) => {
        const video = root.querySelector('video');
        if (!video) return;
        observer.disconnect();
        video.requestVideoFrameCallback(() => (window.frameAt = performance.now()));
      }).observe(root, { childList: true, subtree: true });
    });
    if (hoverMs > 0) {
      await page.locator('[data-framehouse-video] .frame').hover({ position: { x: 20, y: 20 } });
      await sleep(hoverMs);
    }
    await page.locator('[data-framehouse-video] button.play').click();
    await page.waitForFunction(
      () => typeof window.frameAt === 'number' && typeof window.mountedAt === 'number',
      undefined,
      { timeout: 30_000 },
    );
    const media = await page.evaluate(mediaTimings);
    const loading = await page.evaluate(() => {
      const entries = performance.getEntriesByType('resource');
      const after = (time) => (typeof time === 'number' ? time - window.playAt : null);
      const file = (pattern) => entries.find((entry) => pattern.test(new URL(entry.name).pathname));
      return {
        startFile: after(file(/\/player\/chunks\/start-/)?.responseEnd),
        started: after(window.startedAt),
        playerAsked: after(file(/\/player\/chunks\/player-/)?.startTime),
        mounted: after(window.mountedAt),
      };
    });
    return { ...media, ...loading, fetched: [...fetched] };
  });
}

/** The same stream in bare hls.js (already loaded): click to first frame, and its media requests. */
async function bareHlsFirstFrame(browser, url) {
  return withPage(browser, async (page) => {
    await page.goto(url);
    await page.evaluate(() =>
      document.getElementById('play').addEventListener('click', () => (window.playAt = performance.now()), {
        capture: true,
        once: true,
      }),
    );
    await page.locator('#play').click();
    await page.waitForFunction(() => typeof window.frameAt === 'number', undefined, { timeout: 30_000 });
    return page.evaluate(mediaTimings);
  });
}

const gzipBytes = (file) => gzipSync(readFileSync(join(PLAYER_DIST, file)), { level: 9 }).length;

async function main() {
  // Debian's chromium, as the browser tests use it (tools/test.sh installs it the same way).
  if (!process.env.CHROMIUM_PATH) ensureSystemPackages('chromium:chromium');
  if (!process.env.BENCH_SKIP_BUILD) {
    console.log('Building the player…');
    execFileSync('npm', ['run', '--silent', 'build:player'], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  let browser;
  let host;
  const { apiUrl, root, token, stop } = await startStack({
    name: 'player',
    transcoder: true,
    env: { PLAYER_DIST_DIR: PLAYER_DIST },
    onStop: async () => {
      await browser?.close().catch(() => undefined);
      host?.server.close();
    },
  });
  try {
    console.log('Uploading a 10 s clip and waiting for DRAFT…');
    const videoId = await publishedClip({ apiUrl, root, token }, 'bench-player');
    const data = await (await fetch(`${apiUrl}/p/api/video/${videoId}`)).json();
    if (!data.manifestUrl || !data.posterUrl)
      throw new Error(`The player data lacks media: ${JSON.stringify(data)}`);

    // A carousel of moments of the clip, for the widget script.
    const moments = [];
    // Moments may not overlap and last 5 s at least: two fit the 10 s clip.
    for (const [start, end] of [
      ['00:00.000', '00:05.000'],
      ['00:05.000', '00:10.000'],
    ])
      moments.push(
        (
          await gql(
            apiUrl,
            CREATE_MOMENT,
            { v: videoId, m: { title: `Moment ${start}`, startTimestamp: start, endTimestamp: end } },
            token,
          )
        ).moment.id,
      );
    const carousel = await gql(apiUrl, CREATE_CAROUSEL, { c: { name: 'Bench widget' } }, token);
    const widget = (
      await gql(
        apiUrl,
        UPDATE_CAROUSEL,
        { id: carousel.carousel.id, c: { title: 'Bench widget', moments } },
        token,
      )
    ).carousel;

    // A microsite: its default sections show the clip and its two moments, the top one in the player.
    const microsite = (
      await gql(
        apiUrl,
        CREATE_MICROSITE,
        { m: { title: 'Bench Studio', description: 'Clips', domain: `bench-${process.pid}` } },
        token,
      )
    ).microsite;

    host = await hostPages(apiUrl, videoId, data, widget);
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--autoplay-policy=no-user-gesture-required',
        // The microsite's host name, as in development (the API listens on 127.0.0.1 only).
        '--host-resolver-rules=MAP *.localhost 127.0.0.1',
      ],
    });

    console.log(`Measuring ${LOADS} cold loads of each page…`);
    const poster = { embed: [], script: [], page: [], baseline: [] };
    const frame = { embed: [], hovered: [], baseline: [] };
    const thumbnails = [];
    const site = { home: [], baseline: [] };
    const steps = [];
    const bareSteps = [];
    let fetched = [];
    for (let load = 0; load < LOADS; load += 1) {
      poster.embed.push(await posterMs(browser, `${host.url}/embed`));
      poster.script.push(await posterMs(browser, `${host.url}/embed-script`));
      poster.baseline.push(await posterMs(browser, `${host.url}/img`));
      poster.page.push(await posterMs(browser, `${apiUrl}/p/video/${videoId}`));
      const embedded = await embedFirstFrame(browser, `${host.url}/embed`);
      frame.embed.push(embedded.ms);
      steps.push(embedded);
      fetched = embedded.fetched;
      frame.hovered.push((await embedFirstFrame(browser, `${host.url}/embed`, HOVER_MS)).ms);
      const bare = await bareHlsFirstFrame(browser, `${host.url}/hls`);
      frame.baseline.push(bare.ms);
      bareSteps.push(bare);
      thumbnails.push(await widgetThumbnailMs(browser, `${host.url}/widget`));
      site.home.push(await pageCost(browser, `${microsite.url}/`));
      site.baseline.push(await pageCost(browser, `${apiUrl}/p/video/${videoId}`));
    }

    const loader = gzipBytes('embed.js');
    // On play: the first frame's file (hls.js inside), then, after the first frame, the player's.
    const onPlay = fetched.filter((file) => file !== 'embed.js');
    const startFiles = onPlay.filter((file) => /^chunks\/start-/.test(file));
    const playerFiles = onPlay.filter((file) => !startFiles.includes(file));
    const playerBytes = playerFiles.reduce((sum, file) => sum + gzipBytes(file), 0);
    const startBytes = startFiles.reduce((sum, file) => sum + gzipBytes(file), 0);
    const bareHls = gzipSync(readFileSync(require.resolve('hls.js/dist/hls.min.js')), { level: 9 }).length;
    const line = (label, value, target, baseline) =>
      console.log(
        `  ${label.padEnd(34)} ${value.padStart(10)}   target ${target.padEnd(10)} ${baseline ?? ''}`.trimEnd(),
      );
    const ratio = (value, base) => `(×${(value / base).toFixed(2)} of the baseline)`;
    const ms = (loads) => loads.map((load) => load.ms);
    const posterMedian = median(ms(poster.embed));
    const pageMedian = median(ms(poster.page));
    const posterBaseline = median(ms(poster.baseline));
    const frameMedian = median(frame.embed);
    const frameBaseline = median(frame.baseline);
    const hoveredMedian = median(frame.hovered);
    const step = (key, entries = steps) => {
      const values = entries.map((entry) => entry[key]).filter((value) => typeof value === 'number');
      return values.length ? `${median(values).toFixed(0)} ms` : '-';
    };

    console.log('\nPlayer benchmark (headless Chromium, loopback, cold cache per load)\n');
    line(
      'embed.js (gzip)',
      kb(loader),
      `≤ ${kb(TARGETS.loaderGzipBytes)}`,
      loader <= TARGETS.loaderGzipBytes ? 'met' : 'missed',
    );
    const widgetRaw = readFileSync(join(PLAYER_DIST, 'widget.js')).length;
    const widgetGzip = gzipBytes('widget.js');
    line(
      'widget.js (gzip)',
      kb(widgetGzip),
      `≤ ${kb(TARGETS.loaderGzipBytes)}`,
      `${widgetGzip <= TARGETS.loaderGzipBytes ? 'met' : 'missed'} (raw ${kb(widgetRaw)})`,
    );
    line(
      `first frame's file (gzip)`,
      kb(startBytes),
      '-',
      `${startFiles.join(' ')} (hls.js inside; bare hls.min.js: ${kb(bareHls)})`,
    );
    line(`player after the first frame (gzip)`, kb(playerBytes), '-', playerFiles.join(' '));
    line(
      'poster painted, embed, ms',
      posterMedian.toFixed(0),
      `≤ ${TARGETS.posterMs} ms`,
      `baseline <img> ${posterBaseline.toFixed(0)} ms ${ratio(posterMedian, posterBaseline)}`,
    );
    line(
      'poster painted, older snippet, ms',
      median(ms(poster.script)).toFixed(0),
      '-',
      `baseline <img> ${posterBaseline.toFixed(0)} ms ${ratio(median(ms(poster.script)), posterBaseline)} (script only)`,
    );
    line(
      'poster painted, public page, ms',
      pageMedian.toFixed(0),
      `≤ ${TARGETS.posterMs} ms`,
      `baseline <img> ${posterBaseline.toFixed(0)} ms ${ratio(pageMedian, posterBaseline)}`,
    );
    line(
      'play → first frame, cold click, ms',
      frameMedian.toFixed(0),
      `≤ ${TARGETS.firstFrameMs} ms`,
      `baseline bare hls.js ${frameBaseline.toFixed(0)} ms ${ratio(frameMedian, frameBaseline)}`,
    );
    line(
      `play → first frame, ${HOVER_MS} ms hover, ms`,
      hoveredMedian.toFixed(0),
      `≤ ${TARGETS.firstFrameMs} ms`,
      `baseline bare hls.js ${frameBaseline.toFixed(0)} ms ${ratio(hoveredMedian, frameBaseline)}`,
    );
    line(
      'widget script → first thumbnail, ms',
      median(ms(thumbnails)).toFixed(0),
      `≤ ${TARGETS.thumbnailMs} ms`,
      `script requested ${step('scriptStart', thumbnails)}, thumbnail painted ${step('painted', thumbnails)} after navigation start`,
    );
    const siteMedian = (key, loads) => median(loads.map((load) => load[key]));
    for (const [label, key] of [
      ['microsite home, first paint, ms', 'ms'],
      ['microsite home, first contentful, ms', 'contentful'],
      ['microsite home, poster painted, ms', 'poster'],
    ])
      line(
        label,
        siteMedian(key, site.home).toFixed(0),
        '-',
        `public page ${siteMedian(key, site.baseline).toFixed(0)} ms ${ratio(siteMedian(key, site.home), siteMedian(key, site.baseline))}`,
      );
    for (const [label, key] of [
      ['microsite home, HTML bytes', 'html'],
      ['microsite home, bytes to the poster', 'total'],
    ])
      line(
        label,
        kb(siteMedian(key, site.home)),
        '-',
        `public page ${kb(siteMedian(key, site.baseline))} ${ratio(siteMedian(key, site.home), siteMedian(key, site.baseline))}`,
      );
    for (const [label, loads] of [
      ['<img>', poster.baseline],
      ['embed', poster.embed],
      ['older snippet', poster.script],
      ['public page', poster.page],
    ])
      console.log(
        `\n  poster, ${label}, medians after navigation start: embed.js loaded ${step('loader', loads)}, ` +
          `poster requested ${step('posterStart', loads)} and loaded ${step('posterEnd', loads)}`,
      );
    console.log(
      `  cold click, medians after the click: the first frame's file loaded ${step('startFile')}, ` +
        `picture started ${step('started')}, master playlist (the loader's) asked ${step('masterStart')} ` +
        `and loaded ${step('masterEnd')}, a variant loaded ${step('variantEnd')} ` +
        `(playlist requests ${step('playlistRequests').replace(' ms', '')}), ` +
        `first segment requested ${step('segmentStart')} and loaded ${step('segmentEnd')}, ` +
        `first frame ${frameMedian.toFixed(0)} ms; then the player's file asked ${step('playerAsked')}, ` +
        `player mounted ${step('mounted')}`,
    );
    console.log(
      `  bare hls.js, medians after the click: master playlist asked ${step('masterStart', bareSteps)} ` +
        `and loaded ${step('masterEnd', bareSteps)}, a variant loaded ${step('variantEnd', bareSteps)}, ` +
        `first segment requested ${step('segmentStart', bareSteps)} and loaded ${step('segmentEnd', bareSteps)}, ` +
        `first frame ${frameBaseline.toFixed(0)} ms`,
    );
    console.log(
      `\n  poster loads (ms):      embed ${ms(poster.embed)
        .map((v) => v.toFixed(0))
        .join(', ')}; older snippet ${ms(poster.script)
        .map((v) => v.toFixed(0))
        .join(', ')}; public page ${ms(poster.page)
        .map((v) => v.toFixed(0))
        .join(', ')}; <img> ${ms(poster.baseline)
        .map((v) => v.toFixed(0))
        .join(', ')}`,
    );
    console.log(
      `  microsite first paints (ms): ${ms(site.home)
        .map((v) => v.toFixed(0))
        .join(', ')}; public page ${ms(site.baseline)
        .map((v) => v.toFixed(0))
        .join(', ')}`,
    );
    console.log(
      `  widget thumbnails (ms): ${ms(thumbnails)
        .map((v) => v.toFixed(0))
        .join(', ')}`,
    );
    console.log(
      `  first frames (ms):      cold click ${frame.embed.map((v) => v.toFixed(0)).join(', ')}; after hover ${frame.hovered.map((v) => v.toFixed(0)).join(', ')}; hls.js ${frame.baseline.map((v) => v.toFixed(0)).join(', ')}`,
    );
    console.log(
      `  load average: ${loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')}\n`,
    );
  } finally {
    await stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});

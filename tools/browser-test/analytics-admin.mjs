// The admin's viewer analytics (issue 21 item 3) in a real browser: an owner's published video (with a
// moment, a button CTA and an end card) gets events from three viewers through POST /p/api/events, as
// players send them with sendBeacon, on the public page and two embedding sites; the API's scheduled
// roll-up counts them. The video editor's Analytics tab then shows the API's figures (totals, the
// retention curve with the moment marked, plays per day, CTA and end card click-through, embedding
// sites), follows a change of range (a past range is the empty state), and saves the CSV the API
// writes; the organization's overview (menu entry "Analytics") shows its totals and top videos and
// moments, linking to the video's tab, and saves its own CSV; a top moment opens the moment's analytics
// panel in the moments editor (its figures, curve, CSV and range), which its form's button opens again. Needs BASE_URL and SMTP_CATCHER_URL (set by serve.mjs) and the
// built admin, API and libs. Prints one line per step and "N passed, N failed".
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createEndCard,
  describeVideo,
  graphql,
  makeClip,
  mutate,
  publishToOwnPages,
  signUpOwner,
  uploadVideo,
  waitForDraft,
} from './fixtures.mjs';
import { eventually, expect, openBrowser, required, SCREENSHOTS, sleep } from './harness.mjs';

const BASE_URL = required('BASE_URL');
// The admin's own formatting (libs/domain), so the figures compared are the API's as the screen shows them.
const domain = createRequire(import.meta.url)('@framehouse/domain');
const run = Date.now().toString(36);
const owner = { name: 'Ana Lytics', email: `analytics-admin-${run}@example.com`, password: 'Maple-Orbit-63' };
const title = `Launch film ${run}`;
const work = mkdtempSync(join(tmpdir(), 'framehouse-analytics-admin-'));
/** The roll-up runs every ANALYTICS_ROLLUP_SECONDS (5 s under serve.mjs, 30 by default): awaited far longer. */
const ROLLUP_TIMEOUT_MS = 120_000;

const { page, pageErrors, step, finish } = await openBrowser(
  { acceptDownloads: true },
  { accessibility: true },
);
const nav = () => page.getByRole('navigation', { name: 'Main navigation' });
let token;
let videoId;
let momentId;
let api;

const FIGURES = `from to plays uniqueViewers watchTimeSeconds averagePercentWatched completes
  retention durationSeconds days { day plays } hosts { host surface plays }
  ctas { name impressions clicks clickThroughRate } endCards { name impressions clicks clickThroughRate }`;
/** A video's or a moment's figures for a range (videoAnalytics, momentAnalytics), as the owner reads them. */
async function contentAnalytics(kind, id, range = {}) {
  const field = `${kind}Analytics`;
  const query = `query($id: ID!, $from: String, $to: String) { ${field}(${kind}Id: $id, from: $from, to: $to) { ${FIGURES} } }`;
  return (await graphql(token, query, { id, ...range }))[field];
}
const videoAnalytics = (range) => contentAnalytics('video', videoId, range);
const momentAnalytics = (range) => contentAnalytics('moment', momentId, range);
const overview = async () =>
  (
    await graphql(
      token,
      `
        query {
          analyticsOverview {
            from
            to
            plays
            uniqueViewers
            watchTimeSeconds
            averagePercentWatched
            completes
            topVideos {
              videoId
              title
              plays
            }
            topMoments {
              videoId
              momentId
              title
              plays
            }
          }
        }
      `,
    )
  ).analyticsOverview;

/** One batch as a player's sendBeacon sends it: text/plain JSON, no credentials, from `viewer`. */
async function beacon(viewer, body) {
  const response = await fetch(`${BASE_URL}/p/api/events`, {
    method: 'POST',
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      'x-forwarded-for': viewer.address,
      'user-agent': viewer.userAgent,
      ...(viewer.origin ? { origin: viewer.origin } : {}),
    },
    body: JSON.stringify(body),
  });
  expect(response.status === 202, `POST /p/api/events answered ${response.status}: ${await response.text()}`);
}

/** Reads until `accept` takes the value, once a second (a roll-up is awaited), failing with `what`. */
async function poll(read, accept, what, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!accept(value) && Date.now() < deadline) {
    await sleep(1000);
    value = await read();
  }
  expect(accept(value), `${what}: ${JSON.stringify(value)}`);
  return value;
}

// The picker by its role: while the last choice's menu fades out, its listbox is named "Date range" too.
const rangePicker = (scope = page) => scope.getByRole('combobox', { name: 'Date range' });

/** The totals as the screen shows them, by label. */
async function shownTotals() {
  const shown = {};
  for (const key of ['plays', 'uniqueViewers', 'watchTimeSeconds', 'averagePercentWatched', 'completes']) {
    shown[key] = (await page.getByTestId(`total-${key}`).textContent())?.trim();
  }
  return shown;
}

function expectedTotals(figures) {
  return {
    plays: domain.formatCount(figures.plays),
    uniqueViewers: domain.formatCount(figures.uniqueViewers),
    watchTimeSeconds: domain.formatWatchTime(figures.watchTimeSeconds),
    averagePercentWatched: domain.formatPercent(figures.averagePercentWatched),
    completes: domain.formatCount(figures.completes),
  };
}

async function expectTotals(figures) {
  const wanted = JSON.stringify(expectedTotals(figures));
  await eventually(
    async () => JSON.stringify(await shownTotals()),
    (shown) => shown === wanted,
    (shown) => `the totals shown ${shown} are not the API's ${wanted}`,
    10_000,
  );
}

await step(
  'a published 20 s video with a moment, a CTA and an end card gets events from three viewers',
  'analytics-admin-01-seeded',
  async () => {
    token = await signUpOwner(page, owner, `Analytics Studio ${run}`);
    videoId = await uploadVideo(token, makeClip(join(work, 'launch.mp4'), { seconds: 20 }));
    await waitForDraft(token, videoId);
    await describeVideo(token, videoId, { title });
    momentId = (
      await mutate(
        token,
        'createMoment',
        'mutation($v: ID!, $m: CreateMomentInput!) { createMoment(videoId: $v, moment: $m) { moment { id } errors { field messages name } } }',
        { v: videoId, m: { title: 'Price reveal', startTimestamp: '00:08.000', endTimestamp: '00:14.000' } },
      )
    ).moment.id;
    await publishToOwnPages(token, videoId);
    const cta = (
      await mutate(
        token,
        'createButtonCta',
        'mutation($b: ButtonCtaInput!) { createButtonCta(button_cta: $b) { buttonCta { publicUuid } errors { field messages name } } }',
        { b: { name: 'Buy now', url: 'https://shop.example.com', text: 'Buy' } },
      )
    ).buttonCta.publicUuid;
    const endCard = await createEndCard(token, { name: 'Goodbye card', customCode: '<p>Bye</p>' });

    const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130 Safari/537.36';
    const viewers = [
      { address: '203.0.113.10', userAgent: browser },
      { address: '203.0.113.11', userAgent: browser, origin: 'https://blog.example.com' },
      { address: '203.0.113.12', userAgent: `${browser} Edg/130`, origin: 'https://news.example.org' },
    ];
    const session = (index) => `analytics${run}viewer${index}`.padEnd(24, 'x');
    const watched = (from, to) => ({ type: 'WATCHED', from, to });
    // Viewer 0 watches it all on the public page, sees the CTA and clicks it, then the end card.
    await beacon(viewers[0], {
      videoId,
      session: session(0),
      surface: 'PAGE',
      events: [
        { type: 'PLAY', at: 0 },
        watched(0, 10_000),
        { type: 'CTA_SHOWN', ctaId: cta },
        { type: 'CTA_CLICKED', ctaId: cta },
        watched(10_000, 20_000),
        { type: 'COMPLETE' },
        { type: 'END_CARD_SHOWN', endCardId: endCard },
        { type: 'END_CARD_CLICKED', endCardId: endCard },
      ],
    });
    // Viewer 1, embedded on a blog, leaves after 12 s; the CTA shown, not clicked.
    await beacon(viewers[1], {
      videoId,
      session: session(1),
      surface: 'EMBED',
      events: [{ type: 'PLAY', at: 0 }, watched(0, 12_000), { type: 'CTA_SHOWN', ctaId: cta }],
    });
    // Viewer 2, on a news site, jumps to the moment and watches it, then leaves.
    await beacon(viewers[2], {
      videoId,
      session: session(2),
      surface: 'EMBED',
      events: [
        { type: 'PLAY', at: 0 },
        watched(0, 3_000),
        { type: 'SEEK', from: 3_000, to: 8_000 },
        watched(8_000, 14_000),
      ],
    });
    // The moment's own player, once.
    await beacon(viewers[0], {
      momentId,
      session: session(3),
      surface: 'PAGE',
      events: [{ type: 'PLAY', at: 8_000 }, watched(8_000, 14_000), { type: 'COMPLETE' }],
    });
    await poll(
      () => videoAnalytics(),
      (figures) => figures.plays === 3,
      'the roll-up counted the three plays',
      ROLLUP_TIMEOUT_MS,
    );
    api = await videoAnalytics();
    expect(api.ctas.length === 1 && api.endCards.length === 1, `CTAs and end cards: ${JSON.stringify(api)}`);
    await poll(
      () => overview(),
      (figures) => figures.topMoments.length === 1,
      'the overview counts the moment',
      ROLLUP_TIMEOUT_MS,
    );
  },
);

await step(
  "the video editor's Analytics tab shows the API's totals, retention with the moment, days, CTAs and sites",
  'analytics-admin-02-video-tab',
  async () => {
    await page.goto(`${BASE_URL}/video/${videoId}/analytics`);
    const selected = await page.getByRole('tab', { selected: true }).textContent();
    expect(selected === 'Analytics', `the selected tab is ${selected}`);
    await expectTotals(api);
    const retention = page.getByRole('figure', { name: 'Audience retention' });
    await retention.locator('svg').first().waitFor();
    const marks = retention.getByTestId('moment-marks');
    expect((await marks.textContent())?.includes('Price reveal'), 'the moment is not marked on the curve');
    expect(
      (await retention.getByText('Position in the video').count()) > 0 &&
        (await retention.getByText('Plays still watching').count()) > 0,
      'the retention axes are not labelled',
    );
    await page.getByRole('figure', { name: 'Plays per day' }).getByText('Day (UTC)').waitFor();
    const ctaRow = page.getByRole('table', { name: 'CTAs' }).getByRole('row', { name: /Buy now/ });
    const cta = api.ctas[0];
    const wantedCta = `Buy now ${cta.impressions} ${cta.clicks} ${domain.formatRate(cta.clickThroughRate)}`;
    expect(
      (await ctaRow.innerText()).replace(/\s+/g, ' ').trim() === wantedCta,
      `the CTA row reads "${await ctaRow.innerText()}", not "${wantedCta}"`,
    );
    const card = api.endCards[0];
    const cardRow = page.getByRole('table', { name: 'End cards' }).getByRole('row', { name: /Goodbye card/ });
    const wantedCard = `Goodbye card ${card.impressions} ${card.clicks} ${domain.formatRate(card.clickThroughRate)}`;
    expect(
      (await cardRow.innerText()).replace(/\s+/g, ' ').trim() === wantedCard,
      `the end card row reads "${await cardRow.innerText()}"`,
    );
    const sites = page.getByRole('table', { name: 'Top embedding sites' });
    for (const host of api.hosts.filter((entry) => entry.host)) {
      await sites.getByRole('row', { name: new RegExp(host.host.replace(/\./g, '\\.')) }).waitFor();
    }
    // A tooltip on the curve: hovering its middle names a position and a share of plays.
    const box = await retention.locator('svg').first().boundingBox();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page
      .getByRole('tooltip')
      .filter({ hasText: /of 3 plays/ })
      .waitFor();
    await page.mouse.move(0, 0);
  },
);

await step(
  'changing the range reloads the figures: the last 7 days, then a past range with no plays',
  'analytics-admin-03-range',
  async () => {
    await rangePicker().click();
    await page.getByRole('option', { name: 'Last 7 days' }).click();
    await page.waitForURL(/range=7d/);
    const today = domain.utcDayOf(Date.now());
    const week = { from: domain.addDays(today, -6), to: today };
    const caption = `${domain.formatDay(week.from)} – ${domain.formatDay(week.to)}`;
    await page.getByTestId('analytics-range').filter({ hasText: caption }).waitFor();
    await expectTotals(await videoAnalytics(week));
    await rangePicker().click();
    await page.getByRole('option', { name: 'Custom range' }).click();
    await page.getByLabel('From', { exact: true }).fill('2025-01-01');
    await page.getByLabel('To', { exact: true }).fill('2025-01-31');
    await page.waitForURL(/from=2025-01-01&to=2025-01-31/);
    await page.getByText(domain.AnalyticsTexts.noPlays).waitFor();
    const past = await videoAnalytics({ from: '2025-01-01', to: '2025-01-31' });
    expect(past.plays === 0, `the API counts ${past.plays} plays in January 2025`);
  },
);

await step('Export CSV saves the daily figures the API writes', 'analytics-admin-04-csv', async () => {
  await rangePicker().click();
  await page.getByRole('option', { name: 'Last 30 days' }).click();
  await page.waitForURL(/range=30d/);
  await expectTotals(api);
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'Daily figures' }).click(),
  ]);
  const name = download.suggestedFilename();
  expect(
    name.startsWith('analytics-') && name.endsWith(`-daily-${api.from}-${api.to}.csv`),
    `the file is named ${name}`,
  );
  const path = join(work, name);
  await download.saveAs(path);
  const csv = readFileSync(path, 'utf8').replace(/^\uFEFF/, '');
  const lines = csv.trim().split('\r\n');
  const today = lines.find((line) => line.startsWith(domain.utcDayOf(Date.now())));
  expect(
    lines.length === api.days.length + 1,
    `the CSV has ${lines.length} lines for ${api.days.length} days`,
  );
  expect(today?.split(',')[1] === String(api.plays), `today's line is "${today}", plays ${api.plays}`);
});

await step(
  "the Analytics menu entry opens the organization's overview: the API's totals, top videos and moments",
  'analytics-admin-05-overview',
  async () => {
    await nav().getByRole('link', { name: 'Analytics' }).click();
    await page.waitForURL(/\/analytics$/);
    await page.getByRole('heading', { name: 'Analytics', level: 1 }).waitFor();
    const figures = await overview();
    await expectTotals(figures);
    const videos = page.getByRole('table', { name: 'Top videos' });
    await videos.getByRole('row', { name: new RegExp(`${title} ${figures.topVideos[0].plays}`) }).waitFor();
    const moments = page.getByRole('table', { name: 'Top moments' });
    await moments.getByRole('link', { name: 'Price reveal' }).waitFor();
    await page.getByRole('figure', { name: 'Plays per day' }).locator('svg').first().waitFor();
  },
);

await step(
  "a top video links to its editor's Analytics tab with the same range",
  'analytics-admin-06-link',
  async () => {
    await rangePicker().click();
    await page.getByRole('option', { name: 'Last 90 days' }).click();
    await page.waitForURL(/\/analytics\?range=90d$/);
    await page.getByRole('table', { name: 'Top videos' }).getByRole('link', { name: title }).click();
    await page.waitForURL(new RegExp(`/video/${videoId}/analytics\\?range=90d$`));
    const selected = await page.getByRole('tab', { selected: true }).textContent();
    expect(selected === 'Analytics', `the selected tab is ${selected}`);
    const today = domain.utcDayOf(Date.now());
    await expectTotals(await videoAnalytics({ from: domain.addDays(today, -89), to: today }));
  },
);

/** Saves the report `label` of the open screen's Export CSV menu, whose entries must be `reports`. */
async function exportCsv(label, reports) {
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const entries = (await page.getByRole('menuitem').allTextContents()).map((entry) => entry.trim());
  const wanted = reports.map((report) => domain.ANALYTICS_REPORT_LABELS[report]);
  expect(JSON.stringify(entries) === JSON.stringify(wanted), `the menu lists ${entries.join(', ')}`);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: label, exact: true }).click(),
  ]);
  const name = download.suggestedFilename();
  const path = join(work, name);
  await download.saveAs(path);
  return {
    name,
    lines: readFileSync(path, 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n'),
  };
}

await step(
  "the overview's Export CSV offers the overview's reports and saves its top videos as the API writes them",
  'analytics-admin-07-overview-csv',
  async () => {
    await nav().getByRole('link', { name: 'Analytics' }).click();
    await page.waitForURL(/\/analytics$/);
    const figures = await overview();
    await expectTotals(figures);
    const { name, lines } = await exportCsv('Top videos', domain.OVERVIEW_ANALYTICS_REPORTS);
    const wantedName = `analytics-analytics-studio-${run}-top-videos-${figures.from}-${figures.to}.csv`;
    expect(name === wantedName, `the file is named ${name}, not ${wantedName}`);
    expect(lines[0].startsWith('video,video_id,plays,'), `the header is "${lines[0]}"`);
    const top = figures.topVideos[0];
    expect(
      lines.length === figures.topVideos.length + 1 &&
        lines[1].startsWith(`${top.title},${top.videoId},${top.plays},`),
      `the top videos file reads ${JSON.stringify(lines)}`,
    );
  },
);

await step(
  "a top moment opens its analytics in the moments editor: the API's moment figures, its own curve, its CSV",
  'analytics-admin-08-moment-analytics',
  async () => {
    await page
      .getByRole('table', { name: 'Top moments' })
      .getByRole('link', { name: 'Price reveal' })
      .click();
    await page.waitForURL(
      new RegExp(`/video/${videoId}/moments\\?momentId=${momentId}&view=analytics&range=30d$`),
    );
    const panel = page.getByRole('dialog', { name: 'Moment analytics' });
    await panel.getByText('Price reveal · 00:08–00:14').waitFor();
    const figures = await momentAnalytics();
    expect(
      figures.plays === 1 && figures.durationSeconds === 6,
      `the moment's figures: ${JSON.stringify(figures)}`,
    );
    await expectTotals(figures);
    const retention = panel.getByRole('figure', { name: 'Audience retention' });
    await retention.locator('svg').first().waitFor();
    await retention.getByText('Position in the moment').first().waitFor();
    expect(
      (await retention.getByTestId('moment-marks').locator('rect').count()) === 0,
      'a moment marks moments',
    );
    await panel.getByRole('figure', { name: 'Plays per day' }).getByText('Day (UTC)').waitFor();
    await panel.getByText(domain.AnalyticsTexts.noOverlays).waitFor();
    // The panel scrolls on its own, over the page: its lower half is a screenshot of its own.
    await panel.evaluate((element) => element.scrollTo(0, element.scrollHeight));
    await page.screenshot({ path: join(SCREENSHOTS, 'analytics-admin-08-moment-analytics-end.png') });
    await panel.evaluate((element) => element.scrollTo(0, 0));
    const { name, lines } = await exportCsv('Daily figures', domain.CONTENT_ANALYTICS_REPORTS);
    expect(
      name === `analytics-price-reveal-daily-${figures.from}-${figures.to}.csv`,
      `the file is named ${name}`,
    );
    const today = lines.find((line) => line.startsWith(domain.utcDayOf(Date.now())));
    expect(
      lines.length === figures.days.length + 1 && today?.split(',')[1] === '1',
      `the moment's daily file reads ${JSON.stringify(lines)}`,
    );
  },
);

await step(
  "the moment's form opens the panel again after it is closed, and a change of range keeps the moment",
  'analytics-admin-09-moment-range',
  async () => {
    await page.getByRole('button', { name: 'Close analytics' }).click();
    await page.waitForURL(new RegExp(`/video/${videoId}/moments\\?momentId=${momentId}$`));
    await page.getByRole('dialog', { name: 'Moment analytics' }).waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Analytics', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Moment analytics' });
    await rangePicker(panel).click();
    await page.getByRole('option', { name: 'Last 7 days' }).click();
    await page.waitForURL(new RegExp(`momentId=${momentId}&view=analytics&range=7d$`));
    const today = domain.utcDayOf(Date.now());
    const week = { from: domain.addDays(today, -6), to: today };
    await panel
      .getByTestId('analytics-range')
      .filter({ hasText: domain.formatDay(week.from) })
      .waitFor();
    await expectTotals(await momentAnalytics(week));
  },
);

await step('the pages raised no uncaught errors', 'analytics-admin-10-final', async () => {
  await sleep(200);
  expect(pageErrors.length === 0, `page errors: ${pageErrors.join(' | ')}`);
});

rmSync(work, { recursive: true, force: true });
await finish();

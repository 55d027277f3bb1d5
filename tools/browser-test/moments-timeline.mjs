// The moments editor's timeline in a real browser (video-area §2 "Moments editor", §4 "Moment playback,
// split, overlap", §5 keyboard steps, §9 timeline constants): an owner registers and uploads a generated
// 30 s clip; once it is Draft they open /video/{id}/moments, enter edit mode, create a moment with the
// "+" bar, drag it to the right, pull its end with the mouse, move it with the keys (100 ms, shift 1 s,
// alt 16 ms), zoom in and out (buttons and ctrl+wheel), split it on the playhead and play the first half,
// which stops and rewinds at its end. A reload finds the ranges saved. Last, a range drawn on the empty
// lane becomes a moment, listed in the side list.
// Drives Chromium against the API serving the built admin, with the transcoder working its queue.
// Needs BASE_URL and SMTP_CATCHER_URL (set by serve.mjs). Prints one line per step and "N passed, N failed".
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeClip, signUpOwner, uploadThroughMenu, videoIdOfRow, waitForDraftRow } from './fixtures.mjs';
import { expect, openBrowser, pressPoint, required, SCREENSHOTS, sleep } from './harness.mjs';

const BASE_URL = required('BASE_URL');

const run = Date.now().toString(36);
const owner = { name: 'Tim Timeline', email: `timeline-${run}@example.com`, password: 'Saffron-Harbor-29' };
const organizationName = `Timeline Studio ${run}`;
const CLIP_SECONDS = 30;
const DURATION_MS = CLIP_SECONDS * 1000;
/** Pointer drags land on whole pixels: a 30 s ruler about 1000 px wide is ~30 ms a pixel. */
const PIXEL_TOLERANCE_MS = 150;

const { page, pageErrors, step, finish } = await openBrowser(
  { viewport: { width: 1280, height: 900 } },
  { accessibility: true },
);
const workDir = mkdtempSync(join(tmpdir(), 'framehouse-timeline-'));
const clipName = `timeline-${run}`;
let videoId = '';

const timeline = () => page.getByTestId('moment-timeline');
const track = () => page.getByTestId('moment-timeline-track');
const bars = () => page.getByTestId('moment-bar');
const viewText = () => page.getByTestId('timeline-view').textContent();

/** The span the ruler shows, in seconds, from its "mm:ss – mm:ss" label (whole seconds). */
async function viewSpan() {
  const [start, end] = (await viewText()).split(' – ').map((text) => {
    const [minutes, seconds] = text.split(':').map(Number);
    return minutes * 60 + seconds;
  });
  return end - start;
}

/** A bar's range as it draws it. */
async function rangeOf(bar) {
  const [start, end] = await Promise.all([
    bar.getAttribute('data-moment-start'),
    bar.getAttribute('data-moment-end'),
  ]);
  return { start: Number(start), end: Number(end) };
}

/** The screen x of `ms` on the track while it shows `view` ({ start, end }). */
async function xOf(ms, view) {
  const box = await track().boundingBox();
  return box.x + ((ms - view.start) / (view.end - view.start)) * box.width;
}

/** How many pixels `ms` are worth on the track while it shows a span of `spanMs`. */
async function pixelsOf(ms, spanMs) {
  const box = await track().boundingBox();
  return (ms / spanMs) * box.width;
}

/** A time under a minute as the bars show it: 00:ss.mmm. */
const stamp = (ms) =>
  `00:${String(Math.floor(ms / 1000)).padStart(2, '0')}.${String(ms % 1000).padStart(3, '0')}`;

const near = (actual, wanted, what) =>
  expect(Math.abs(actual - wanted) <= PIXEL_TOLERANCE_MS, `${what} is ${actual} ms, not about ${wanted}`);

/** One ctrl+wheel gesture over the middle of the ruler (negative `deltaY` zooms in), then a pause. */
async function ctrlWheel(deltaY) {
  const box = await track().boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + 10);
  await page.keyboard.down('Control');
  await page.mouse.wheel(0, deltaY);
  await page.keyboard.up('Control');
  // Longer than the 200 ms that end a wheel gesture, so that the next one counts.
  await sleep(400);
}

/** Presses the pointer on the middle of `locator`, moves it by `dx` pixels in steps, then releases. */
async function dragBy(locator, dx, { beforeRelease } = {}) {
  const { x, y } = await pressPoint(locator);
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y, { steps: 5 });
  await page.mouse.move(x + dx, y, { steps: 5 });
  if (beforeRelease) await beforeRelease();
  await page.mouse.up();
}

await step(
  'an owner registers, creates the organization and logs in',
  'moments-timeline-01-dashboard',
  async () => {
    await signUpOwner(page, owner, organizationName);
    await page.getByRole('heading', { name: 'Videos and Moments' }).waitFor();
  },
);

await step('a 30 s clip is uploaded and processed', 'moments-timeline-02-draft', async () => {
  const clip = makeClip(join(workDir, `${clipName}.mp4`), { seconds: CLIP_SECONDS, picture: 'testsrc' });
  await uploadThroughMenu(page, clip);
  const row = page.getByRole('row').filter({ hasText: clipName });
  await waitForDraftRow(page, row);
  videoId = await videoIdOfRow(row, clipName);
});

await step(
  'the moments editor opens in edit mode with the ruler of the whole clip',
  'moments-timeline-03-edit',
  async () => {
    await page.goto(`${BASE_URL}/video/${videoId}/moments`);
    await page.getByRole('heading', { level: 1, name: 'Moments' }).waitFor();
    await timeline().waitFor();
    // Not editable outside edit mode: no "+" bar, no split.
    expect(
      (await page.getByRole('button', { name: /^Add a moment at/ }).count()) === 0,
      'a "+" bar outside edit mode',
    );
    await page.getByRole('button', { name: 'Edit Moments' }).click();
    await page.getByRole('heading', { level: 1, name: 'Moments Editor' }).waitFor();
    // The spec's 0–50 s ruler, cut to the 30 s clip.
    expect((await viewText()) === '00:00 – 00:30', `the ruler shows ${await viewText()}`);
    await timeline().getByText('00:25').waitFor();
    await page.getByRole('button', { name: 'Split Moment on Playhead' }).waitFor();
    expect(
      await page.getByRole('button', { name: 'Split Moment on Playhead' }).isDisabled(),
      'split enabled with no moment',
    );
  },
);

await step('the "+" bar creates a 5 s moment at the start', 'moments-timeline-04-created', async () => {
  await page.getByRole('button', { name: 'Add a moment at 00:00.000 – 00:05.000' }).click();
  await bars().first().waitFor();
  const bar = bars().first();
  await bars().and(page.locator('[aria-pressed="true"]')).waitFor();
  const range = await rangeOf(bar);
  expect(range.start === 0 && range.end === 5000, `the new moment is ${JSON.stringify(range)}`);
  // The next free slot follows it.
  await page.getByRole('button', { name: 'Add a moment at 00:05.000 – 00:10.000' }).waitFor();
  await page.getByRole('button', { name: 'Play Moment' }).waitFor();
});

await step(
  'dragging the bar moves it right, its live range shown meanwhile',
  'moments-timeline-05-dragged',
  async () => {
    await dragBy(bars().first(), await pixelsOf(4000, DURATION_MS), {
      beforeRelease: async () => {
        const tooltip = page.getByTestId('moment-drag-range');
        await tooltip.waitFor();
        expect(
          /^00:0\d\.\d{3} – 00:\d\d\.\d{3}$/.test(await tooltip.textContent()),
          'the drag tooltip is unreadable',
        );
        await page.screenshot({ path: join(SCREENSHOTS, 'moments-timeline-05a-dragging.png') });
      },
    });
    await page.getByTestId('moment-drag-range').waitFor({ state: 'detached' });
    const range = await rangeOf(bars().first());
    near(range.start, 4000, 'the dragged start');
    expect(range.end - range.start === 5000, `the drag changed the length: ${JSON.stringify(range)}`);
  },
);

await step('pulling the end handle lengthens the moment', 'moments-timeline-06-resized', async () => {
  const before = await rangeOf(bars().first());
  await dragBy(page.getByTestId('moment-bar-end').first(), await pixelsOf(9000, DURATION_MS));
  const after = await rangeOf(bars().first());
  expect(after.start === before.start, `the start moved: ${before.start} → ${after.start}`);
  near(after.end, before.end + 9000, 'the resized end');
  // The form shows the range the timeline set.
  await page.getByRole('textbox', { name: 'End' }).waitFor();
});

let keyed;
await step(
  'the arrow keys move the focused bar by 100 ms, 1 s with shift and 16 ms with alt',
  'moments-timeline-07-keys',
  async () => {
    const before = await rangeOf(bars().first());
    await bars().first().focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('Alt+ArrowLeft');
    keyed = await rangeOf(bars().first());
    expect(
      keyed.start === before.start + 1084 && keyed.end === before.end + 1084,
      `keys moved ${JSON.stringify(before)} to ${JSON.stringify(keyed)}`,
    );
    // Named as it reads: its title, then the range it shows.
    const label = await bars().first().getAttribute('aria-label');
    const shown = await bars()
      .first()
      .getByText(/^00:\d\d\.\d{3} – 00:\d\d\.\d{3}$/)
      .textContent();
    expect(
      label.endsWith(`, ${shown}`) && shown === `${stamp(keyed.start)} – ${stamp(keyed.end)}`,
      `the bar's label is "${label}", its range reads "${shown}", for ${JSON.stringify(keyed)}`,
    );
    // Saved 1 s after the last change: a reload finds the range.
    await sleep(2500);
    await page.reload();
    await page.getByRole('button', { name: 'Edit Moments' }).click();
    await bars().first().waitFor();
    const saved = await rangeOf(bars().first());
    expect(
      saved.start === keyed.start && saved.end === keyed.end,
      `saved ${JSON.stringify(saved)}, not ${JSON.stringify(keyed)}`,
    );
  },
);

await step(
  'zoom in and out with the buttons and ctrl+wheel, out no further than the clip',
  'moments-timeline-08-zoom',
  async () => {
    const spanIs = async (seconds, what) =>
      expect(Math.abs((await viewSpan()) - seconds) < 1, `${what}: the ruler shows ${await viewText()}`);
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await spanIs(15, 'zoom in');
    await page.getByRole('button', { name: 'End' }).click();
    expect((await viewText()) === '00:15 – 00:30', `End shows ${await viewText()}`);
    await page.getByRole('button', { name: 'Start' }).click();
    expect((await viewText()) === '00:00 – 00:15', `Start shows ${await viewText()}`);
    // The buttons go below the wheel's 10 s guard.
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await spanIs(7.5, 'zoom in again');
    await page.screenshot({ path: join(SCREENSHOTS, 'moments-timeline-08a-zoomed-in.png') });
    await ctrlWheel(120);
    await spanIs(15, 'ctrl+wheel out');
    await ctrlWheel(-120);
    await spanIs(10, 'ctrl+wheel in');
    await ctrlWheel(-120);
    await spanIs(10, 'ctrl+wheel in past its 10 s guard');
    await page.getByRole('button', { name: 'Zoom out' }).click();
    await spanIs(20, 'zoom out');
    await page.getByRole('button', { name: 'Zoom out' }).click();
    expect((await viewText()) === '00:00 – 00:30', `zoomed out to ${await viewText()}`);
    expect(await page.getByRole('button', { name: 'Zoom out' }).isDisabled(), 'zoom out past the clip');
  },
);

await step(
  'the moment splits on the playhead into itself and "Copy - …"',
  'moments-timeline-09-split',
  async () => {
    const bar = bars().first();
    const title = (await bar.getAttribute('aria-label')).split(',')[0];
    const range = await rangeOf(bar);
    const middle = Math.round((range.start + range.end) / 2);
    const trackBox = await track().boundingBox();
    // A click on the ruler band seeks there.
    await page.mouse.click(await xOf(middle, { start: 0, end: DURATION_MS }), trackBox.y + 12);
    await page.getByRole('button', { name: 'Split Moment on Playhead', disabled: false }).click();
    // Caught only when the API is slower than the page: the split may be done already.
    const splitting = await page
      .getByRole('button', { name: 'Splitting...' })
      .waitFor({ timeout: 1000 })
      .then(() => true)
      .catch(() => false);
    if (splitting) await page.screenshot({ path: join(SCREENSHOTS, 'moments-timeline-09a-splitting.png') });
    await page.getByRole('button', { name: new RegExp(`^Copy - ${title}, `) }).waitFor();
    expect((await bars().count()) === 2, `${await bars().count()} bars after the split`);
    const first = await rangeOf(bars().nth(0));
    const copy = await rangeOf(bars().nth(1));
    near(first.end, middle, 'the original end');
    expect(copy.start === first.end + 100 && copy.end === range.end, `the copy is ${JSON.stringify(copy)}`);
  },
);

await step(
  'Play Moment plays the first half and stops and rewinds at its end',
  'moments-timeline-10-played',
  async () => {
    await bars().nth(0).click();
    const range = await rangeOf(bars().nth(0));
    await page.getByRole('button', { name: 'Play Moment' }).click();
    await page.getByRole('button', { name: 'Stop Moment' }).waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'moments-timeline-10a-playing.png') });
    await page
      .getByRole('button', { name: 'Play Moment' })
      .waitFor({ timeout: range.end - range.start + 15_000 });
    const media = await page
      .locator('video')
      .evaluate((video) => ({ paused: video.paused, time: video.currentTime }));
    expect(media.paused, 'the video still plays after the moment');
    expect(
      Math.abs(media.time * 1000 - (range.start + 1)) < 300,
      `rewound to ${media.time} s, not ${range.start / 1000} s`,
    );
    expect(pageErrors.length === 0, `page errors: ${pageErrors.join(' | ')}`);
  },
);

await step('a bar dragged onto its neighbour stops at it', 'moments-timeline-11-neighbour', async () => {
  const first = await rangeOf(bars().nth(0));
  const copy = await rangeOf(bars().nth(1));
  await dragBy(bars().nth(1), -(await pixelsOf(6000, DURATION_MS)));
  // The press selects the copy first; its range is read once the drag has been committed.
  let moved = await rangeOf(bars().nth(1));
  for (let waited = 0; moved.start === copy.start && waited < 3000; waited += 100) {
    await sleep(100);
    moved = await rangeOf(bars().nth(1));
  }
  expect(
    moved.start === first.end && moved.end - moved.start === copy.end - copy.start,
    `the copy went from ${JSON.stringify(copy)} to ${JSON.stringify(moved)} next to ${JSON.stringify(first)}`,
  );
  expect(pageErrors.length === 0, `page errors: ${pageErrors.join(' | ')}`);
});

await step(
  'dragging on the empty lane draws a new moment, shown in the side list',
  'moments-timeline-12-drawn',
  async () => {
    const count = await bars().count();
    const lane = page.getByRole('group', { name: 'Moments timeline' });
    const laneBox = await lane.boundingBox();
    const view = { start: 0, end: DURATION_MS };
    const y = laneBox.y + laneBox.height / 2;
    // After the last moment, well clear of it: 22 s to 28 s.
    await page.mouse.move(await xOf(22000, view), y);
    await page.mouse.down();
    await page.mouse.move(await xOf(25000, view), y, { steps: 5 });
    await page.mouse.move(await xOf(28000, view), y, { steps: 5 });
    await page.getByTestId('moment-draw-range').waitFor();
    const tooltip = await page.getByTestId('moment-drag-range').textContent();
    expect(/^00:2\d\.\d{3} – 00:2\d\.\d{3}$/.test(tooltip), `the drawn range reads "${tooltip}"`);
    await page.screenshot({ path: join(SCREENSHOTS, 'moments-timeline-12a-drawing.png') });
    await page.mouse.up();
    await page.getByTestId('moment-draw-range').waitFor({ state: 'detached' });
    await bars().nth(count).waitFor();
    // The rightmost bar, selected once created, so the side list marks the same moment.
    const drawn = bars().last();
    await drawn.and(page.locator('[aria-pressed="true"]')).waitFor();
    const range = await rangeOf(drawn);
    near(range.start, 22000, 'the drawn start');
    near(range.end, 28000, 'the drawn end');
    const title = (await drawn.getAttribute('aria-label')).split(',')[0];
    expect(title.startsWith('Moment at 00:2'), `the drawn moment is called "${title}"`);
    const item = page
      .getByRole('list', { name: 'Moments' })
      .getByRole('button', { name: new RegExp(`^${title}`) });
    await item.waitFor();
    expect(
      (await item.getAttribute('aria-current')) === 'true',
      'the side list does not select the new moment',
    );
    expect(pageErrors.length === 0, `page errors: ${pageErrors.join(' | ')}`);
  },
);

rmSync(workDir, { recursive: true, force: true });
await finish();

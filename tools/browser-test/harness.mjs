// What the browser scenarios share: their settings, Chromium as these machines run it, the step runner
// with its screenshots, the mailed links, speech for the transcripts, and why the transcoder may be late.
// The functions given to evaluate run in the browser, with its globals.
/* global window, document */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

export const SCREENSHOTS = join(dirname(fileURLToPath(import.meta.url)), 'screenshots');
export const STEP_TIMEOUT_MS = 20_000;

/** An environment variable the scenario cannot run without; its absence fails the run at once. */
export function required(name) {
  const value = process.env[name];
  if (!value) {
    console.error(`${name} is not set`);
    console.log('0 passed, 1 failed');
    process.exit(1);
  }
  return value.replace(/\/$/, '');
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function expect(condition, message) {
  if (!condition) throw new Error(message);
}

/**
 * The middle of `locator` once it has stopped moving (fonts, lists and scrollbars settle under load),
 * checked to be what a press there reaches; if anything else is on top, the message says what.
 */
export async function pressPoint(locator) {
  await locator.scrollIntoViewIfNeeded();
  let box = await locator.boundingBox();
  for (let settled = 0; settled < 3;) {
    await sleep(100);
    const next = await locator.boundingBox();
    const still =
      box && next && ['x', 'y', 'width', 'height'].every((key) => Math.abs(box[key] - next[key]) < 0.5);
    settled = still ? settled + 1 : 0;
    box = next;
  }
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const pressed = await locator.evaluate(
    (element, [px, py]) => {
      const hit = element.ownerDocument.elementFromPoint(px, py);
      return hit && element.contains(hit) ? null : (hit?.outerHTML.slice(0, 160) ?? 'nothing');
    },
    [x, y],
  );
  expect(pressed === null, `a press at ${Math.round(x)},${Math.round(y)} lands on ${pressed}`);
  return { x, y, box };
}

/** Polls `read` until `accept` takes its value; fails with `describe(value)` after `timeoutMs`. */
export async function eventually(read, accept, describe, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!accept(value) && Date.now() < deadline) {
    await sleep(100);
    value = await read();
  }
  expect(accept(value), describe(value));
  return value;
}

/** The newest mail to `address` with a link matching `pattern`, waiting for it to arrive. */
export async function mailedLink(smtpCatcherUrl, address, pattern, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await fetch(`${smtpCatcherUrl}/messages?to=${encodeURIComponent(address)}`);
    const mails = response.ok ? await response.json() : [];
    for (const mail of [...mails].reverse()) {
      const link = mail.links.find((candidate) => pattern.test(candidate));
      if (link) return link;
    }
    await sleep(250);
  }
  throw new Error(`no mail to ${address} with a link matching ${pattern}`);
}

/** Why the transcoder may not have finished a job: its state and the end of its log (set by serve.mjs). */
export function transcoderReport() {
  const stateFile = process.env.TRANSCODER_STATE_FILE;
  const state =
    stateFile && existsSync(stateFile)
      ? readFileSync(stateFile, 'utf8')
      : 'unknown (not started by serve.mjs)';
  const log = process.env.TRANSCODER_LOG;
  const tail =
    log && existsSync(log)
      ? readFileSync(log, 'utf8').trim().split('\n').slice(-3).join(' | ').slice(0, 600)
      : 'no log';
  return `transcoder ${state}; last log lines: ${tail || '(empty)'}`;
}

/** Speech of `text` as a WAV file (espeak-ng's klatt voice, which the recognizer hears best). */
export function speak(text, wavPath) {
  const spoken = spawnSync('espeak-ng', ['-v', 'en-us+klatt', '-s', '160', '-w', wavPath, text], {
    encoding: 'utf8',
  });
  if (spoken.status !== 0) throw new Error(`espeak-ng failed: ${spoken.stderr || spoken.error?.message}`);
}

/** ffmpeg with the given arguments; its last error line when it fails. */
export function ffmpeg(args) {
  const result = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
    encoding: 'utf8',
  });
  if (result.error) throw new Error(`ffmpeg could not run: ${result.error.message}`);
  if (result.status !== 0)
    throw new Error(`ffmpeg failed: ${(result.stderr ?? '').trim().split('\n').pop()}`);
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Runs axe-core on the page's document and fails on any serious or critical violation, naming each rule,
 * the elements it found and where it is explained. Injected through the DevTools protocol, which the
 * page's Content Security Policy does not govern, so the page is checked under its real headers.
 */
export async function checkAccessibility(page, screenName) {
  // Transitions (a dialog or tooltip fading in) end first: half-transparent text is no finding.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const results = await window.axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map(({ id, impact, helpUrl, nodes }) => ({
      id,
      impact,
      helpUrl,
      targets: nodes.map((node) => node.target.join(' ')),
    }));
  });
  const blocking = violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact));
  expect(
    blocking.length === 0,
    `axe on ${screenName}: ` +
      blocking
        .map(
          ({ id, impact, helpUrl, targets }) =>
            `${id} (${impact}) at ${targets.slice(0, 5).join(', ')}${targets.length > 5 ? ` and ${targets.length - 5} more` : ''} — ${helpUrl}`,
        )
        .join('; '),
  );
}

/**
 * Whether `url` is a screen of the admin: on its origin (BASE_URL), outside the public pages the API
 * renders for viewers (/p/). Microsites (their own host) and the tests' host pages are not the admin.
 */
function isAdminScreen(url) {
  const base = process.env.BASE_URL;
  if (!base) return false;
  const { origin, pathname } = new URL(url);
  return origin === new URL(base).origin && !pathname.startsWith('/p/');
}

/**
 * Headless Chromium (Debian's) with one page, its uncaught errors collected, and a step runner: each
 * step runs after the one before succeeded and leaves a screenshot named after it (`-failed` on failure).
 * With `accessibility`, each step's admin screen must also pass checkAccessibility; every script that
 * serve.mjs runs asks for it (docs/decisions.md, "Admin resilience (issue 19 item 6)").
 */
export async function openBrowser(contextOptions = {}, { accessibility = false } = {}) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  mkdirSync(SCREENSHOTS, { recursive: true });
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, ...contextOptions });
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  const page = await context.newPage();
  const pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));

  let passed = 0;
  let failed = 0;
  let stopped = false;

  async function step(name, screenshot, action) {
    if (stopped) return;
    try {
      await action();
      await page.screenshot({ path: join(SCREENSHOTS, `${screenshot}.png`), fullPage: true });
      if (accessibility && isAdminScreen(page.url())) await checkAccessibility(page, screenshot);
      passed += 1;
      console.log(`ok ${passed + failed} - ${name}`);
    } catch (error) {
      failed += 1;
      stopped = true; // every later step builds on this one
      await page
        .screenshot({ path: join(SCREENSHOTS, `${screenshot}-failed.png`), fullPage: true })
        .catch(() => {});
      console.log(
        `not ok ${passed + failed} - ${name}: ${error instanceof Error ? error.message.split('\n')[0] : error}`,
      );
    }
  }

  /** Closes the browser, prints "N passed, N failed" and exits with the outcome. */
  async function finish() {
    await browser.close();
    console.log(`${passed} passed, ${failed} failed`);
    process.exit(failed === 0 ? 0 : 1);
  }

  const toast = (text) => page.getByRole('region', { name: 'Notifications' }).getByText(text);
  return { browser, context, page, pageErrors, step, finish, toast };
}

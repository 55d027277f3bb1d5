// The legal pages' browser test: on the registration page, the "terms and conditions" and "privacy
// policy" links open the subscriber terms of use and the privacy policy in new tabs (without ticking their
// boxes), each with its title, date, table of contents and the brand's fonts; on the D2C registration
// page the terms link opens the D2C plugin's license. A table of contents entry scrolls to its section, the
// pages fit a phone's width, read the same without JavaScript, and an unknown address under them is a
// "Page not found" page listing the three texts.
// Drives Chromium against the API serving the built admin (serve.mjs); needs BASE_URL only.
// Prints one line per step and "N passed, N failed" last; exits non-zero on a failure.
// The functions given to evaluate run in the browser, with its globals.
/* global window, document */
import { join } from 'node:path';
import { expect, openBrowser, required, SCREENSHOTS, sleep } from './harness.mjs';

const BASE_URL = required('BASE_URL');

const { browser, context, page, pageErrors, step, finish } = await openBrowser({}, { accessibility: true });
const policyRefusals = [];
context.on('console', (message) => {
  if (message.type() === 'error' && message.text().includes('Content Security Policy')) {
    policyRefusals.push(message.text());
  }
});

/** Clicks the link named `name` on the registration page and returns the tab it opens, once loaded. */
async function openInNewTab(name) {
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name, exact: true }).click(),
  ]);
  await tab.waitForLoadState('load');
  return tab;
}

/** What every legal page shows: its title, its date and a table of contents, in Roboto. */
async function expectLegalPage(tab, { path, title, date }) {
  expect(new URL(tab.url()).pathname === path, `the tab shows ${tab.url()}, not ${path}`);
  await tab.getByRole('heading', { level: 1, name: title }).waitFor();
  expect((await tab.title()) === title, `the tab's title is "${await tab.title()}"`);
  await tab.getByText(`Last modified: ${date}`).waitFor();
  const contents = tab.getByRole('navigation', { name: 'Contents' });
  const entries = await contents.getByRole('link').count();
  expect(entries >= 10, `the table of contents lists ${entries} sections`);
  const current = tab.getByRole('navigation', { name: 'Legal' }).locator('[aria-current="page"]');
  expect((await current.getAttribute('href')) === path, 'the navigation does not mark the page');
  const fonts = await tab.evaluate(async () => {
    await document.fonts.ready;
    return {
      roboto: document.fonts.check('16px Roboto'),
      heading: document.fonts.check('700 16px "Roboto Condensed"'),
    };
  });
  expect(fonts.roboto && fonts.heading, `fonts loaded: ${JSON.stringify(fonts)}`);
}

/** Waits for the (smooth) scroll to bring the section `id` to the top of the window. */
async function sectionAtTop(tab, id) {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const top = await tab.evaluate(
      (target) => document.getElementById(target)?.getBoundingClientRect().top,
      id,
    );
    if (top !== undefined && top >= 0 && top < 120) return;
    if (Date.now() > deadline) throw new Error(`section ${id} is at ${top}px, not at the top`);
    await sleep(100);
  }
}

const screenshot = (tab, name) => tab.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });

await step('the registration page links to the texts', 'legal-01-register', async () => {
  await page.goto(`${BASE_URL}/register`);
  await page.getByRole('heading', { name: 'Create an account' }).waitFor();
  const terms = page.getByRole('link', { name: 'terms and conditions', exact: true });
  expect((await terms.getAttribute('href')) === '/terms-of-use', 'the terms link is not /terms-of-use');
  expect((await terms.getAttribute('target')) === '_blank', 'the terms link does not open a new tab');
});

await step(
  '"terms and conditions" opens the terms of use in a new tab',
  'legal-02-register-after-terms',
  async () => {
    const tab = await openInNewTab('terms and conditions');
    await expectLegalPage(tab, {
      path: '/terms-of-use',
      title: 'Subscriber Terms of Use',
      date: 'December 14, 2020',
    });
    await tab.getByText('All fees are non-refundable.').waitFor();
    await screenshot(tab, 'legal-02-terms-of-use');
    await tab.close();
    const box = page.getByRole('checkbox', { name: /terms and conditions/ });
    expect(!(await box.isChecked()), 'following the link ticked the terms box');
  },
);

await step(
  '"privacy policy" opens the privacy policy in a new tab',
  'legal-03-register-after-privacy',
  async () => {
    const tab = await openInNewTab('privacy policy');
    await expectLegalPage(tab, {
      path: '/privacy-policy',
      title: 'Privacy Policy',
      date: 'December 14, 2020',
    });
    await tab.getByRole('heading', { level: 2, name: '3. Cookies and local storage' }).waitFor();
    await screenshot(tab, 'legal-03-privacy-policy');
    await tab.close();
    const box = page.getByRole('checkbox', { name: /privacy policy/ });
    expect(!(await box.isChecked()), 'following the link ticked the privacy box');
  },
);

await step('on a D2C plan the terms link opens the plugin license', 'legal-04-register-d2c', async () => {
  await page.goto(`${BASE_URL}/register/d2c`);
  await page.getByRole('heading', { name: 'Create an account' }).waitFor();
  const tab = await openInNewTab('terms and conditions');
  await expectLegalPage(tab, {
    path: '/terms-of-use/d2c',
    title: 'End User License Agreement — D2C Plugin',
    date: 'April 25, 2021',
  });
  await screenshot(tab, 'legal-04-terms-of-use-d2c');
  await tab.close();
});

await step('a table of contents entry scrolls to its section', 'legal-05-section', async () => {
  await page.goto(`${BASE_URL}/terms-of-use`);
  await page
    .getByRole('navigation', { name: 'Contents' })
    .getByRole('link', { name: '15. Dispute resolution: binding arbitration and class action waiver' })
    .click();
  await page.waitForURL(/#15-dispute-resolution-binding-arbitration-and-class-action-waiver$/);
  const heading = page.getByRole('heading', { level: 2, name: /^15\. Dispute resolution/ });
  await sectionAtTop(page, '15-dispute-resolution-binding-arbitration-and-class-action-waiver');
  expect(await heading.isVisible(), 'the section heading is not in view');
  await screenshot(page, 'legal-05-section-in-view');
});

await step('the pages fit a phone and read without JavaScript', 'legal-06-phone', async () => {
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    javaScriptEnabled: false,
  });
  try {
    const tab = await phone.newPage();
    for (const path of ['/terms-of-use', '/terms-of-use/d2c', '/privacy-policy']) {
      await tab.goto(`${BASE_URL}${path}`);
      await tab.getByRole('heading', { level: 1 }).waitFor();
      const overflow = await tab.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow <= 0, `${path} is ${overflow}px wider than the phone`);
    }
    await screenshot(tab, 'legal-06-privacy-policy-phone');
    await tab.getByRole('link', { name: '3. Cookies and local storage' }).click();
    await tab.waitForURL(/#3-cookies-and-local-storage$/);
    await sectionAtTop(tab, '3-cookies-and-local-storage');
    await screenshot(tab, 'legal-06-privacy-policy-phone-section');
  } finally {
    await phone.close();
  }
});

await step('an unknown address under them lists the texts', 'legal-07-not-found', async () => {
  const response = await page.goto(`${BASE_URL}/terms-of-use/2019`);
  expect(response?.status() === 404, `the answer is ${response?.status()}`);
  await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
  await screenshot(page, 'legal-07-not-found-page');
  await page.getByRole('main').getByRole('link', { name: 'D2C plugin license' }).click();
  await page.getByRole('heading', { level: 1, name: 'End User License Agreement — D2C Plugin' }).waitFor();
  expect(policyRefusals.length === 0, `the policy refused: ${policyRefusals.join(' | ')}`);
  expect(pageErrors.length === 0, `page errors: ${pageErrors.join(' | ')}`);
});

await finish();

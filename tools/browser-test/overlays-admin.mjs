// The admin's Overlays area (issue 15 item 5) in a real browser: an owner opens Overlays from the navigation
// (End cards tab, empty), creates a button CTA through Create New (validation on change, texts trimmed on
// blur, the renderer's preview, the route replaced after the create, Save waiting for a change), is asked
// before leaving it with a change (Unsaved changes: Back to edit, Leave without saving), refuses a .jpg image
// CTA and saves a hostile SVG one (served sanitized), filters the CTAs list by type and searches it; an
// unknown CTA shows ERROR. In the visual builder a card needs its name, headline and (when on) its picture;
// the preview is 420 px high, 450 × 800 px vertical; the card is saved with a subline, two CTA buttons, a
// promo code and a background picture, and reads back so through the API. A custom-code card is saved with
// its sandboxed preview. The end cards list opens each card in its editor and deletes one after its
// confirmation; a CTA in use is not deleted and the dialog says why. Needs BASE_URL and SMTP_CATCHER_URL (set
// by serve.mjs) and the built admin and player. Prints one line per step and "N passed, N failed".
// The functions given to evaluate run in the browser, with its globals.
/* global window, getComputedStyle */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { graphql, makePicture, mutate, signUpOwner } from './fixtures.mjs';
import { expect, openBrowser, required } from './harness.mjs';

const BASE_URL = required('BASE_URL');
const run = Date.now().toString(36);
const owner = {
  name: 'Ora Overlay',
  email: `overlays-admin-${run}@example.com`,
  password: 'Copper-Harbor-58',
};
const work = mkdtempSync(join(tmpdir(), 'framehouse-overlays-admin-'));
const backgroundPath = makePicture(join(work, 'background.png'), 'color=c=0x3366cc:s=800x450');
const jpgPath = makePicture(join(work, 'badge.jpg'), 'color=c=0xcc6633:s=200x80');
const svgPath = join(work, 'badge.svg');
writeFileSync(
  svgPath,
  `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="90" onload="window.hacked=1">
  <script>window.hacked = 2</script>
  <rect width="240" height="90" rx="12" fill="#1a7f5a"/>
  <text x="28" y="58" font-family="sans-serif" font-size="36" fill="#fff">SALE</text></svg>`,
);

const { page, pageErrors, step, finish } = await openBrowser({}, { accessibility: true });
const nav = () => page.getByRole('navigation', { name: 'Main navigation' });
/** A label's text exactly; a required one's ends with a thin space and "*". */
const labelled = (label) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s*\\*)?$`);
const field = (label) => page.getByLabel(labelled(label));
const row = (text) => page.getByRole('row').filter({ hasText: text });
const toast = (text) => page.getByRole('region', { name: 'Notifications' }).getByText(text);
let token;
const ids = {};

/** Chooses `option` in the select named `label`. */
async function choose(label, option) {
  // A select's accessible name is its label and its value: found by its label alone.
  await page
    .locator('.MuiFormControl-root')
    .filter({ has: page.locator('label', { hasText: labelled(label) }) })
    .getByRole('combobox')
    .click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function createNew(item) {
  await page.getByRole('button', { name: 'Create New' }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

/** The preview frame's size in CSS pixels. */
const previewSize = () =>
  page
    .getByTestId('overlay-preview')
    .evaluate((frame) => ({ width: Math.round(frame.offsetWidth), height: Math.round(frame.offsetHeight) }));

await step(
  'an owner opens Overlays from the navigation: the End cards tab, empty',
  'overlays-admin-01-end-cards',
  async () => {
    token = await signUpOwner(page, owner, `Overlay Studio ${run}`);
    await nav().getByRole('link', { name: 'Overlays' }).click();
    await page.waitForURL(/\/overlays$/);
    await page.getByRole('heading', { name: 'Overlays', level: 1 }).waitFor();
    const selected = await page.getByRole('tab', { selected: true }).textContent();
    expect(selected === 'End cards', `the selected tab is ${selected}`);
    await page.getByText('No end cards yet.').waitFor();
  },
);

await step(
  'Create New on the CTAs tab opens the button editor; its fields validate on change',
  'overlays-admin-02-button-invalid',
  async () => {
    await page.getByRole('tab', { name: 'CTAs' }).click();
    await page.waitForURL(/\/overlays\/ctas$/);
    await page.getByText('No CTAs yet.').waitFor();
    await createNew('Button');
    await page.waitForURL(/\/cta\/new-button$/);
    await page.getByRole('link', { name: 'Back to CTAs list' }).waitFor();
    expect(
      await page.getByRole('button', { name: 'Save' }).isDisabled(),
      'Save is enabled on an unchanged form',
    );
    await field('Button name').fill('x');
    await field('Button name').fill('');
    await page.getByText('Button name cannot be empty').waitFor();
    await field('Button URL').fill('not a url');
    await page.getByText('URL is in incorrect format').waitFor();
  },
);

await step(
  'a button CTA is saved: trimmed texts, the preview, the edit route, Save waits for a change',
  'overlays-admin-03-button-saved',
  async () => {
    await field('Button name').fill('  Shop button  ');
    await field('Button URL').fill('https://shop.example.com/spring');
    await field('Button text').fill('  Shop the sale ');
    await field('Button text').blur();
    expect((await field('Button text').inputValue()) === 'Shop the sale', 'the text was not trimmed on blur');
    await choose('Font', 'Poppins');
    await choose('Font weight', '700');
    await field('Border radius').fill('99');
    await field('Border radius').blur();
    await page.getByRole('switch', { name: 'Has icon' }).check();
    await choose('Icon', 'Cart');
    const preview = page.getByTestId('overlay-preview').getByTestId('button-cta');
    await preview.getByText('Shop the sale').waitFor();
    const radius = await preview.evaluate((element) => getComputedStyle(element).borderTopLeftRadius);
    expect(radius === '99px', `the preview's radius is ${radius}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/cta\/button\/[^/]+$/);
    ids.button = /\/cta\/button\/([^/?#]+)/.exec(page.url())[1];
    await field('Button name').waitFor();
    expect((await field('Button name').inputValue()) === 'Shop button', 'the name was not saved trimmed');
    expect(await page.getByRole('button', { name: 'Save' }).isDisabled(), 'Save is enabled after the create');
  },
);

await step(
  'leaving with a change asks first: Back to edit stays, Leave without saving goes',
  'overlays-admin-04-unsaved',
  async () => {
    await field('Button text').fill('Shop now');
    expect(
      await page.getByRole('button', { name: 'Save' }).isEnabled(),
      'Save is disabled on a changed form',
    );
    await page.getByRole('link', { name: 'Back to CTAs list' }).click();
    const dialog = page.getByRole('dialog', { name: 'Unsaved changes' });
    await dialog
      .getByText('Are you sure you want to leave this site? Changes you made will not be saved.')
      .waitFor();
    await page.waitForTimeout(300); // the dialog's fade-in, for the screenshot
    await page.screenshot({ path: 'tools/browser-test/screenshots/overlays-admin-04a-unsaved-dialog.png' });
    await dialog.getByRole('button', { name: 'Back to edit' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(/\/cta\/button\//.test(page.url()), 'Back to edit left the editor');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await dialog.getByRole('button', { name: 'Leave without saving' }).click();
    await page.waitForURL(/\/overlays\/ctas$/);
    await row('Shop button').waitFor();
  },
);

await step(
  'an image CTA refuses a .jpg and saves a hostile SVG, which is served sanitized',
  'overlays-admin-05-image-cta',
  async () => {
    await createNew('Image');
    await page.waitForURL(/\/cta\/new-image$/);
    await page.locator('input[type=file]').setInputFiles(jpgPath);
    await page.getByText('Accepted formats: .png, .svg, .webp').waitFor();
    await page.locator('input[type=file]').setInputFiles(svgPath);
    await page.getByTestId('overlay-preview').locator('img').waitFor();
    await field('Image name').fill('Sale badge');
    await field('URL').fill('javascript:alert(1)');
    await page.getByText('URL is invalid').waitFor();
    await field('URL').fill('https://shop.example.com/sale');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/cta\/image\/[^/]+$/);
    ids.image = /\/cta\/image\/([^/?#]+)/.exec(page.url())[1];
    const { imageCtaById } = await graphql(
      token,
      'query($id: ID!) { imageCtaById(id: $id) { imageUrl url } }',
      {
        id: ids.image,
      },
    );
    const served = await fetch(new URL(imageCtaById.imageUrl, BASE_URL));
    const body = await served.text();
    expect(served.ok, `the picture answered ${served.status}`);
    expect(!/<script|onload/i.test(body), `the served SVG still holds a script: ${body.slice(0, 200)}`);
    await page.getByTestId('overlay-preview').locator('img').waitFor();
    expect(await page.evaluate(() => !('hacked' in window)), "the SVG's script ran in the admin");
    expect(await page.getByRole('button', { name: 'Save' }).isDisabled(), 'Save is enabled after the create');
  },
);

await step(
  'the CTAs list filters by type and searches; an unknown CTA shows ERROR',
  'overlays-admin-06-ctas-list',
  async () => {
    await mutate(
      token,
      'createButtonCta',
      'mutation($b: ButtonCtaInput!) { createButtonCta(button_cta: $b) { buttonCta { id } errors { field messages name } } }',
      {
        b: {
          name: 'Learn more',
          url: 'https://example.com/learn',
          text: 'Learn more',
          backgroundColor: '#1F1F1F',
        },
      },
    );
    await page.goto(`${BASE_URL}/cta/button/999999`);
    await page.getByRole('alert').getByText('ERROR', { exact: true }).waitFor();
    await page.goto(`${BASE_URL}/overlays/ctas`);
    await row('Learn more').waitFor();
    expect((await page.getByTestId('cta-row').count()) === 3, 'the list does not hold the 3 CTAs');
    await choose('Type', 'Image');
    await page.getByTestId('cta-row').filter({ hasText: 'Button' }).first().waitFor({ state: 'detached' });
    expect((await page.getByTestId('cta-row').count()) === 1, 'the Image filter shows other CTAs');
    await row('Sale badge').waitFor();
    await choose('Type', 'Button');
    await row('Learn more').waitFor();
    expect(
      (await page.getByTestId('cta-row').count()) === 2,
      'the Button filter does not show the 2 buttons',
    );
    await choose('Type', 'All types');
    await row('Sale badge').waitFor();
    await page.getByRole('searchbox', { name: 'Search CTAs' }).fill('learn');
    await row('Shop button').waitFor({ state: 'detached' });
    expect((await page.getByTestId('cta-row').count()) === 1, 'the search does not find only "Learn more"');
    await row('Learn more').waitFor();
    await page.getByRole('searchbox', { name: 'Search CTAs' }).fill('');
    await row('Shop button').waitFor();
  },
);

await step(
  'the visual builder asks for name, headline and picture; its preview is 420 px high, 450 × 800 vertical',
  'overlays-admin-07-builder-problems',
  async () => {
    await page.getByRole('tab', { name: 'End cards' }).click();
    await createNew('Visual Builder');
    await page.waitForURL(/\/end-card\/new$/);
    await page.getByRole('link', { name: 'Back to end cards list' }).waitFor();
    await page.getByRole('tab', { name: 'Videos' }).waitFor();
    const horizontal = await previewSize();
    expect(horizontal.height === 420, `the horizontal preview is ${JSON.stringify(horizontal)}`);
    await choose('Orientation', 'Vertical');
    const vertical = await previewSize();
    expect(
      vertical.width === 450 && vertical.height === 800,
      `the vertical preview is ${JSON.stringify(vertical)}`,
    );
    await choose('Orientation', 'Horizontal');
    await page.getByRole('switch', { name: 'Background image' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Name cannot be empty').waitFor();
    await page.getByText('Headline cannot be empty').first().waitFor();
    await page.getByText('Image cannot be empty').waitFor();
    await page.getByText('Min. 80%').first().waitFor();
    await page.getByText('Max. 20px').waitFor();
    await page.getByText('Recommended value: from 14px to 36px').waitFor();
    await field('Overlay colour opacity').fill('50');
    await field('Overlay colour opacity').blur();
    expect((await field('Overlay colour opacity').inputValue()) === '80', 'the opacity did not clamp to 80');
  },
);

await step(
  'a card with subline, two CTA buttons, a promo code and a picture is saved and reads back',
  'overlays-admin-08-builder-saved',
  async () => {
    await field('Name').fill('Spring end card');
    await field('Headline text').fill('Thanks for watching');
    await choose('Headline font', 'Lobster');
    await field('Headline font size').fill('34');
    await page.getByRole('switch', { name: 'Subline' }).check();
    await field('Subline text').fill('New arrivals every week');
    await page.getByText('Recommended value: from 10px to 16px').waitFor();
    await page.locator('input[type=file]').setInputFiles(backgroundPath);
    await page.getByTestId('image-thumbnail').waitFor();
    await field('Image size').fill('60');
    await choose('Vertical alignment', 'Bottom');
    await choose('CTA button 1', 'Shop button');
    await choose('CTA button 2', 'Learn more');
    await page.getByRole('switch', { name: 'Watch next button' }).check();
    await page.getByRole('switch', { name: 'Promo code' }).check();
    await field('Promo code text').fill('SPRING20');
    await field('Promo code label').fill('Your code:');
    const card = page.getByTestId('end-card-card');
    await card.getByText('Thanks for watching').waitFor();
    await card.getByText('New arrivals every week').waitFor();
    await card.getByTestId('promo-code').getByText('SPRING20').waitFor();
    await card.getByText('Learn more').waitFor();
    expect((await card.getByTestId('button-cta').count()) === 2, 'the preview does not show both buttons');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/end-card\/visual\/[^/]+$/);
    ids.visual = /\/end-card\/visual\/([^/?#]+)/.exec(page.url())[1];
    await page.getByTestId('end-card-card').getByTestId('button-cta').nth(1).waitFor();
    const { endCardById } = await graphql(
      token,
      'query($id: ID!) { endCardById(id: $id) { origin headline subline backgroundImageUrl backgroundImageSettings ctaButton1 { name } ctaButton2 { name } watchNextButtonVisible promoCodeButton { text label } } }',
      { id: ids.visual },
    );
    expect(endCardById.origin === 'GUI_BUILDER', `origin ${endCardById.origin}`);
    expect(JSON.parse(endCardById.headline).font === 'Lobster', `headline ${endCardById.headline}`);
    expect(JSON.parse(endCardById.headline).fontSize === 34, `headline ${endCardById.headline}`);
    expect(
      JSON.parse(endCardById.subline).text === 'New arrivals every week',
      `subline ${endCardById.subline}`,
    );
    expect(endCardById.backgroundImageUrl, 'no background picture');
    expect(JSON.parse(endCardById.backgroundImageSettings).size === 60, endCardById.backgroundImageSettings);
    expect(
      endCardById.ctaButton1?.name === 'Shop button' && endCardById.ctaButton2?.name === 'Learn more',
      'buttons',
    );
    expect(endCardById.watchNextButtonVisible === true, 'watch next');
    expect(endCardById.promoCodeButton?.text === 'SPRING20', JSON.stringify(endCardById.promoCodeButton));
    await page.getByRole('tab', { name: 'Widget' }).click();
    await page.getByText('At the end of a moment in a widget').waitFor();
    await page.getByRole('tab', { name: 'Videos' }).click();
  },
);

await step(
  'a custom-code card is saved with its sandboxed preview',
  'overlays-admin-09-custom-code',
  async () => {
    await page.getByRole('link', { name: 'Back to end cards list' }).click();
    await page.waitForURL(/\/overlays\/end-cards$/);
    await createNew('Custom code');
    await page.waitForURL(/\/end-card\/new-custom-code$/);
    await field('Name').fill('Holiday code card');
    await field('Custom code').fill(
      '<div style="font: 28px sans-serif; color: #fff; background: #6a2a5a; height: 100vh; display: flex; align-items: center; justify-content: center">Happy holidays</div>',
    );
    const frame = page.getByTestId('end-card-frame');
    await frame.waitFor();
    expect(
      (await frame.getAttribute('sandbox')) === 'allow-scripts allow-popups allow-popups-to-escape-sandbox',
      'the preview frame is not sandboxed as the renderer does',
    );
    await page.frameLocator('[data-testid="end-card-frame"]').getByText('Happy holidays').waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/end-card\/custom-code\/[^/]+$/);
    await page.frameLocator('[data-testid="end-card-frame"]').getByText('Happy holidays').waitFor();
  },
);

await step(
  'the end cards list opens each card in its editor; a card is deleted after its confirmation',
  'overlays-admin-10-end-cards-list',
  async () => {
    await page.getByRole('link', { name: 'Back to end cards list' }).click();
    await row('Spring end card').getByText('Visual builder').waitFor();
    await row('Holiday code card').getByText('Custom code').waitFor();
    await page.screenshot({
      path: 'tools/browser-test/screenshots/overlays-admin-10a-end-cards.png',
      fullPage: true,
    });
    await row('Spring end card').getByRole('link', { name: 'Spring end card' }).click();
    await page.waitForURL(new RegExp(`/end-card/visual/${ids.visual}$`));
    await page.getByRole('link', { name: 'Back to end cards list' }).click();
    await row('Holiday code card').getByRole('button', { name: 'Delete Holiday code card' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete end card' });
    await dialog.getByText('No video or moment shows this end card.').waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await toast('End card has been deleted.').waitFor();
    await row('Holiday code card').waitFor({ state: 'detached' });
  },
);

await step(
  'a CTA used by an end card is not deleted: the dialog says why',
  'overlays-admin-11-cta-in-use',
  async () => {
    await page.getByRole('tab', { name: 'CTAs' }).click();
    await row('Shop button').getByRole('cell', { name: '1', exact: true }).first().waitFor();
    await row('Shop button').getByRole('button', { name: 'Delete Shop button' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete CTA' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByText(/This CTA is used in 1 end card and 0 videos/).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await row('Sale badge').getByRole('link', { name: 'Sale badge' }).click();
    await page.waitForURL(new RegExp(`/cta/image/${ids.image}$`));
    await page.getByRole('link', { name: 'Back to CTAs list' }).waitFor();
  },
);

await step('the pages raised no uncaught errors', 'overlays-admin-12-final', async () => {
  expect(pageErrors.length === 0, `uncaught errors: ${pageErrors.join(' | ')}`);
});

rmSync(work, { recursive: true, force: true });
await finish();

// The Objects tab's browser test (video-area §2 "Objects tab", /video/{videoId}/object/…, §5): an owner
// registers and uploads a generated street clip showing a stop sign; once processed, the AI detection
// ("Processing objects" meanwhile) finds the sign as a SYSTEM object. The owner edits it (title, URL,
// promote, a thumbnail), creates one by hand (a malformed URL refused first), and bulk-deletes both after
// the "Delete objects" confirmation.
// Drives Chromium against the API serving the built admin, with the transcoder working its queue.
// Needs BASE_URL and SMTP_CATCHER_URL (set by serve.mjs). Prints one line per step and "N passed, N failed".
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makePicture, signUpOwner, uploadThroughMenu, videoIdOfRow, waitForDraftRow } from './fixtures.mjs';
import { expect, ffmpeg, openBrowser, required, SCREENSHOTS, transcoderReport } from './harness.mjs';

const BASE_URL = required('BASE_URL');
const DETECTION_TIMEOUT_MS = 180_000;

const run = Date.now().toString(36);
const owner = { name: 'Otto Objects', email: `objects-${run}@example.com`, password: 'Saffron-Harbor-29' };
const organizationName = `Objects Studio ${run}`;

const { page, pageErrors, step, finish, toast } = await openBrowser({}, { accessibility: true });
const workDir = mkdtempSync(join(tmpdir(), 'framehouse-objects-'));
const clipName = `street-${run}`;
let videoId = '';
const objectRow = (title) => page.getByRole('row').filter({ hasText: title });

/**
 * The transcoder's test scene (apps/transcoder/test/support/clips.ts): a grey pole under a blue sky for
 * 7 s, a stop sign on it from 2 s to 5 s, drawn by ffmpeg.
 */
function makeStopSignClip() {
  const path = join(workDir, `${clipName}.mp4`);
  const outer = 'lte(max(abs(X-320)\\,abs(Y-150))\\,100)*lte(abs(X-320)+abs(Y-150)\\,141)';
  const inner = 'lte(max(abs(X-320)\\,abs(Y-150))\\,92)*lte(abs(X-320)+abs(Y-150)\\,130)';
  const channel = (fill) => `if(${outer}\\,if(${inner}\\,${fill}\\,255)\\,p(X\\,Y))`;
  const shown = `enable='between(t\\,2\\,4.999)'`;
  const font = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
  const scene = [
    'drawbox=x=313:y=200:w=14:h=160:color=0x808080:t=fill',
    `geq=r='${channel(200)}':g='${channel(20)}':b='${channel(30)}':${shown}`,
    `drawtext=fontfile=${font}:text=STOP:fontsize=56:fontcolor=white:x=320-text_w/2:y=150-text_h/2:${shown}`,
  ].join(',');
  ffmpeg([
    ...['-f', 'lavfi', '-i', 'color=c=0x7fa7d0:size=640x360:rate=10:duration=7,format=rgb24', '-vf', scene],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', path],
  ]);
  return path;
}

await step('an owner registers, creates the organization and logs in', 'objects-01-dashboard', async () => {
  await signUpOwner(page, owner, organizationName);
  await page.getByRole('heading', { name: 'Videos and Moments' }).waitFor();
});

await step('a clip showing a stop sign is uploaded and processed', 'objects-02-draft', async () => {
  await uploadThroughMenu(page, makeStopSignClip());
  const row = page.getByRole('row').filter({ hasText: clipName });
  await waitForDraftRow(page, row);
  videoId = await videoIdOfRow(row, clipName);
});

await step('the Objects tab shows what the AI found: the stop sign', 'objects-03-detected', async () => {
  await page.goto(`${BASE_URL}/video/${videoId}/objects`);
  await page.getByRole('table', { name: 'Objects' }).waitFor();
  // Caught only when the AI is slower than the page: the detection may be done already.
  const processing = await page
    .getByText('Processing objects')
    .waitFor({ timeout: 3000 })
    .then(() => true)
    .catch(() => false);
  if (processing) await page.screenshot({ path: join(SCREENSHOTS, 'objects-03a-processing.png') });
  // "Processing objects" shows while the detection is pending; the tab polls until it is done.
  await objectRow('Stop sign')
    .waitFor({ timeout: DETECTION_TIMEOUT_MS })
    .catch(() => {
      throw new Error(`no Stop sign row; ${transcoderReport()}`);
    });
  await page.getByText('Processing objects').waitFor({ state: 'detached' });
  const cells = await objectRow('Stop sign').getByRole('cell').allTextContents();
  expect(cells.includes('System'), `the sign's row reads ${cells.join(' | ')}`);
  expect(cells.includes('Stop sign'), `the category cell is missing: ${cells.join(' | ')}`);
  expect((await objectRow('Stop sign').locator('img').count()) === 1, 'the detected object has no thumbnail');
});

await step(
  'the detected object is edited: title, URL, promote and a thumbnail',
  'objects-04-edited',
  async () => {
    await objectRow('Stop sign').getByRole('link', { name: 'Stop sign' }).click();
    await page.getByRole('heading', { name: 'Stop sign' }).waitFor();
    await page.getByRole('textbox', { name: 'Title' }).fill('Red stop sign');
    await page.getByRole('textbox', { name: 'URL' }).fill('https://shop.example.com/stop');
    await page.getByRole('switch', { name: 'Promote' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await toast('Changes are saved').waitFor();
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: 'Upload thumbnail' }).click(),
    ]);
    await chooser.setFiles(makePicture(join(workDir, 'thumbnail.png'), 'color=c=0x2e7d32:size=320x240'));
    await toast('Thumbnail successfully uploaded').waitFor();
    // The carousel shows the crop and the upload; picking the upload saves it as the object's thumbnail.
    await page.getByRole('radio', { name: 'AI crop' }).waitFor();
    await page.getByRole('radio', { name: 'Upload' }).click();
    await page.getByRole('radio', { name: 'Upload', checked: true }).waitFor();
  },
);

await step('back on the tab, the object reads as edited and promoted', 'objects-05-tab', async () => {
  await page.getByRole('link', { name: 'Back to objects' }).click();
  await objectRow('Red stop sign').waitFor();
  expect(
    await objectRow('Red stop sign').getByRole('switch', { name: 'Promote Red stop sign' }).isChecked(),
    'the object is not promoted',
  );
  await objectRow('Red stop sign').getByText('https://shop.example.com/stop').waitFor();
});

await step('an object is created by hand, a malformed URL refused first', 'objects-06-created', async () => {
  await page.getByRole('link', { name: 'New object' }).click();
  await page.getByRole('heading', { name: 'New object' }).waitFor();
  await page.getByRole('textbox', { name: 'Title' }).fill('Blue car');
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Car', exact: true }).click();
  await page.getByRole('textbox', { name: 'URL' }).fill('cars dot com');
  await page.getByRole('textbox', { name: 'Start' }).fill('0:01');
  await page.getByRole('textbox', { name: 'End' }).fill('0:03.5');
  await page.getByRole('button', { name: 'Create' }).click();
  await page.getByText('URL is in incorrect format').waitFor();
  await page.getByRole('textbox', { name: 'URL' }).fill('https://cars.example.com');
  await page.getByRole('button', { name: 'Create' }).click();
  await page.getByRole('heading', { name: 'Blue car' }).waitFor();
  await page.getByRole('link', { name: 'Back to objects' }).click();
  await objectRow('Blue car').waitFor();
  const titles = await page.getByRole('row').locator('a').allTextContents();
  // Ordered by start then end: the car (1 s) before the sign.
  expect(titles.indexOf('Blue car') < titles.indexOf('Red stop sign'), `rows read ${titles.join(', ')}`);
});

await step('both objects are selected and deleted after the confirmation', 'objects-07-deleted', async () => {
  await page.getByRole('checkbox', { name: 'Select all objects' }).check();
  const toolbar = page.getByRole('toolbar', { name: 'Selected objects' });
  await toolbar.getByText('2 selected').waitFor();
  await toolbar.getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete objects' });
  await dialog.waitFor();
  await page.screenshot({ path: join(SCREENSHOTS, 'objects-07a-confirm.png') });
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await page.getByText('No objects yet.').waitFor();
  expect(pageErrors.length === 0, `page errors: ${pageErrors.join(' | ')}`);
});

rmSync(workDir, { recursive: true, force: true });
await finish();

// The moments editor's suggested moments (issue 6): the panel under the side list, fed by the transcoder's
// scene detection. A clip of black, white and black (7 s each) has two hard cuts, so three suggestions; a
// clip of one colour has none. Preview seeks, Create makes the moment, an overlapped suggestion is refused.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  chooseUpload,
  colourClip,
  graphql,
  signUpOwner,
  videoIdOfRow,
  waitForDraftRow,
} from './fixtures.mjs';
import { expect, openBrowser, required, sleep } from './harness.mjs';

const BASE_URL = required('BASE_URL');
const run = Date.now().toString(36);
const owner = { name: 'Sue Suggest', email: `suggest-${run}@example.com`, password: 'Saffron-Harbor-29' };
const { page, pageErrors, step, finish, toast } = await openBrowser({}, { accessibility: true });
const workDir = mkdtempSync(join(tmpdir(), 'framehouse-suggest-'));
const cutsName = `cuts-${run}`;
const plainName = `plain-${run}`;
let cutsId = '';
let plainId = '';

const panel = () => page.getByRole('region', { name: 'Suggested moments' });
const items = () => panel().getByRole('list', { name: 'Suggested moments' }).getByRole('listitem');

await step(
  'an owner signs up and uploads a clip with two cuts and one without',
  'suggested-moments-01',
  async () => {
    await signUpOwner(page, owner, `Suggest Studio ${run}`);
    await page.getByRole('heading', { name: 'Videos and Moments' }).waitFor();
    await chooseUpload(page, colourClip(join(workDir, `${cutsName}.mp4`), ['black', 'white', 'black']));
    const row = page.getByRole('row').filter({ hasText: cutsName });
    await waitForDraftRow(page, row, 150_000);
    cutsId = await videoIdOfRow(row, cutsName);
    await chooseUpload(page, colourClip(join(workDir, `${plainName}.mp4`), ['gray']));
    const plainRow = page.getByRole('row').filter({ hasText: plainName });
    await waitForDraftRow(page, plainRow, 150_000);
    plainId = await videoIdOfRow(plainRow, plainName);
  },
);

await step(
  'the panel lists the three suggestions, Preview only outside edit mode',
  'suggested-moments-02-list',
  async () => {
    const deadline = Date.now() + 90_000;
    for (;;) {
      await page.goto(`${BASE_URL}/video/${cutsId}/moments`);
      await panel().getByRole('heading', { name: 'Suggested moments' }).waitFor();
      await panel().getByRole('list').or(panel().getByText('No suggestions for this video yet.')).waitFor();
      if ((await items().count()) > 0) break;
      expect(Date.now() < deadline, 'no suggestion came within 90 s (scene detection)');
      await sleep(3000);
    }
    expect((await items().count()) === 3, `${await items().count()} suggestions, not 3`);
    await items().nth(0).getByText('00:00 – 00:07').waitFor();
    await items().nth(1).getByText('00:07 – 00:14').waitFor();
    await items().nth(2).getByText('00:14 – 00:21').waitFor();
    await items().nth(1).getByText('Scene change').waitFor();
    expect(
      (await panel()
        .getByRole('button', { name: /^Create/ })
        .count()) === 0,
      'Create shows outside edit mode',
    );
    expect(
      (await panel()
        .getByRole('button', { name: /^Preview/ })
        .count()) === 3,
      'not 3 Preview buttons',
    );
  },
);

await step('Preview seeks the player to the suggestion start', 'suggested-moments-03-preview', async () => {
  await items()
    .nth(1)
    .getByRole('button', { name: /^Preview/ })
    .click();
  const deadline = Date.now() + 10_000;
  let seconds = 0;
  while (Date.now() < deadline) {
    seconds = await page
      .locator('video')
      .first()
      .evaluate((video) => video.currentTime);
    if (Math.abs(seconds - 7) < 0.3) return;
    await sleep(200);
  }
  throw new Error(`Preview left the player at ${seconds} s, not 7 s`);
});

await step(
  'in edit mode, Create makes the moment and the suggestion leaves the list',
  'suggested-moments-04-created',
  async () => {
    await page.getByRole('button', { name: 'Edit Moments' }).click();
    await page.getByRole('heading', { name: 'Moments Editor' }).waitFor();
    expect(
      (await panel()
        .getByRole('button', { name: /^Create/ })
        .count()) === 3,
      'not 3 Create buttons',
    );
    const title = (await items().nth(1).locator('p').first().textContent()) ?? '';
    await items()
      .nth(1)
      .getByRole('button', { name: /^Create/ })
      .click();
    await page.getByRole('list', { name: 'Moments' }).getByText('00:07.000 – 00:14.000').waitFor();
    await items().filter({ hasText: '00:07 – 00:14' }).waitFor({ state: 'detached' });
    expect((await items().count()) === 2, `${await items().count()} suggestions left, not 2`);
    await page.reload();
    const moments = page.getByRole('list', { name: 'Moments' });
    await moments.getByText('00:07.000 – 00:14.000').waitFor();
    await moments.getByText(title, { exact: true }).waitFor();
  },
);

await step(
  'a suggestion overlapped meanwhile is refused in a toast and then leaves the list',
  'suggested-moments-05-refused',
  async () => {
    await page.getByRole('button', { name: 'Edit Moments' }).click();
    await items().nth(1).getByText('00:14 – 00:21').waitFor();
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const made = await graphql(
      token,
      'mutation($v: ID!) { createMoment(videoId: $v, moment: { title: "Elsewhere", startTimestamp: "00:15", endTimestamp: "00:20" }) { moment { id } errors { messages } } }',
      { v: cutsId },
    );
    expect(made.createMoment.moment, `the API made no moment: ${JSON.stringify(made)}`);
    await items()
      .nth(1)
      .getByRole('button', { name: /^Create/ })
      .click();
    await toast(/overlap with existing Moment\(s\): Elsewhere/).waitFor();
    await items().filter({ hasText: '00:14 – 00:21' }).waitFor({ state: 'detached' });
  },
);

await step('a video without cuts shows the empty state', 'suggested-moments-06-empty', async () => {
  await page.goto(`${BASE_URL}/video/${plainId}/moments`);
  await panel().getByText('No suggestions for this video yet.').waitFor();
  expect(pageErrors.length === 0, `page errors: ${pageErrors.join('; ')}`);
});

rmSync(workDir, { recursive: true, force: true });
await finish();

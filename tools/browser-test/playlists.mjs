// Playlists in the admin (issue 16 item 5) in a real browser: an owner has two published clips (made
// through the API: uploaded, titled, one tagged "launch", published to the own pages). In the admin they
// build a manual playlist of videos (Add both, drag the second above the first, delete one with the
// checkboxes, add it again), are asked before a change of order clears the items, and save; a rule-based
// playlist on the tag "launch" previews only the tagged clip; a taken name is refused under the name; the
// list shows both with their public links; the dashboard's "Add to playlist" adds a clip to a playlist
// and says "Video added to 1 playlist(s)."; the playlist's public page lists the items and plays; a
// playlist is deleted from the list after its confirmation. Needs BASE_URL and SMTP_CATCHER_URL (set by
// serve.mjs); the admin and the player must be built. Prints one line per step and "N passed, N failed".
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  describeVideo,
  graphql,
  makeClip,
  publishToOwnPages,
  signUpOwner,
  uploadVideo,
  waitForDraft,
} from './fixtures.mjs';
import { eventually, expect, openBrowser, required, SCREENSHOTS } from './harness.mjs';

const BASE_URL = required('BASE_URL');
const run = Date.now().toString(36);
const owner = { name: 'Pia Playlist', email: `playlists-${run}@example.com`, password: 'Amber-Lantern-17' };
const work = mkdtempSync(join(tmpdir(), 'framehouse-playlists-'));
const LAUNCH = 'Launch teaser';
const BEHIND = 'Behind the scenes';
const MANUAL = 'Launch week';
const RULE = 'Everything launch';
const FAVOURITES = 'Favourites';

const { page, pageErrors, step, finish, toast } = await openBrowser({}, { accessibility: true });
/** A screenshot of a state in the middle of a step (a dialog the step then closes). */
const shot = (name) => page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });

let token;
const videoIds = {};
let manualId;
let ruleId;

const itemTitles = () =>
  page
    .getByRole('list', { name: 'Playlist items' })
    .getByTestId('playlist-item')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('aria-label')));
const playlistItems = async (id) =>
  (
    await graphql(
      token,
      'query($id: ID!) { playlistById(id: $id, pageSize: 999) { items { nodes { title } } } }',
      {
        id,
      },
    )
  ).playlistById.items.nodes.map((item) => item.title);

/** Waits for the thumbnails inside `locator` to have loaded (for a screenshot that shows them). */
const thumbnailsShown = (locator) =>
  eventually(
    () => locator.locator('img').evaluateAll((images) => images.every((image) => image.complete)),
    Boolean,
    () => 'the thumbnails did not load',
    10_000,
  );

/** Checks `titles` in the open Add dialog and adds them. */
async function addThroughDialog(titles) {
  await page.getByRole('button', { name: 'Add videos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add videos' });
  for (const title of titles) await dialog.getByRole('checkbox', { name: title }).check();
  await dialog.getByRole('button', { name: `Add ${titles.length}` }).click();
  await dialog.waitFor({ state: 'detached' });
}

await step('an owner has two published clips, one tagged "launch"', 'playlists-01-setup', async () => {
  token = await signUpOwner(page, owner, `Playlist Studio ${run}`);
  const clips = [
    { title: LAUNCH, tags: ['launch'], picture: 'testsrc2', frequency: 440 },
    { title: BEHIND, tags: ['studio'], picture: 'smptebars', frequency: 660 },
  ];
  for (const clip of clips) {
    const path = makeClip(join(work, `${clip.title.replace(/ /g, '-')}-${run}.mp4`), clip);
    videoIds[clip.title] = await uploadVideo(token, path);
  }
  for (const clip of clips) {
    await waitForDraft(token, videoIds[clip.title]);
    await describeVideo(token, videoIds[clip.title], { title: clip.title, tags: clip.tags });
    await publishToOwnPages(token, videoIds[clip.title]);
  }
  await page.goto(`${BASE_URL}/playlists`);
  await page.getByRole('heading', { name: 'Playlists' }).waitFor();
  await page.getByText('No playlists yet. Create one with Create playlist.').waitFor();
});

await step('a manual playlist gets both clips through Add', 'playlists-02-manual-add', async () => {
  await page.getByRole('link', { name: 'Create playlist' }).click();
  await page.getByRole('heading', { name: 'Create Playlist' }).waitFor();
  await page.getByRole('textbox', { name: 'Name' }).fill(MANUAL);
  await page.getByRole('button', { name: 'Add videos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add videos' });
  await dialog.getByRole('checkbox', { name: LAUNCH }).waitFor();
  await thumbnailsShown(dialog);
  await shot('playlists-02a-add-dialog');
  await dialog.getByRole('checkbox', { name: LAUNCH }).check();
  await dialog.getByRole('checkbox', { name: BEHIND }).check();
  await dialog.getByRole('button', { name: 'Add 2' }).click();
  await eventually(
    itemTitles,
    (titles) => titles.join() === [LAUNCH, BEHIND].join(),
    (titles) => `items ${titles}`,
  );
});

await step('dragging the second clip above the first reorders them', 'playlists-03-reorder', async () => {
  const rows = page.getByRole('list', { name: 'Playlist items' }).getByTestId('playlist-item');
  await rows.nth(1).dragTo(rows.nth(0));
  await eventually(
    itemTitles,
    (titles) => titles.join() === [BEHIND, LAUNCH].join(),
    (titles) => `items ${titles}`,
  );
});

await step(
  'one clip is deleted with its checkbox, then added again',
  'playlists-04-multi-delete',
  async () => {
    await page.getByRole('checkbox', { name: `Select ${LAUNCH}` }).check();
    await page.getByRole('button', { name: 'Delete selected (1)' }).click();
    await eventually(
      itemTitles,
      (titles) => titles.join() === BEHIND,
      (titles) => `items ${titles}`,
    );
    await page.getByRole('button', { name: 'Add videos' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add videos' });
    // The clip still in the playlist shows checked and cannot be added twice.
    const present = dialog.getByRole('checkbox', { name: BEHIND });
    await present.waitFor();
    expect((await present.isChecked()) && (await present.isDisabled()), 'the present clip is offered again');
    await dialog.getByRole('checkbox', { name: LAUNCH }).check();
    await dialog.getByRole('button', { name: 'Add 1' }).click();
    await eventually(
      itemTitles,
      (titles) => titles.join() === [BEHIND, LAUNCH].join(),
      (titles) => `items ${titles}`,
    );
  },
);

await step(
  'a new order asks before it clears the items; kept, the playlist saves',
  'playlists-05-save',
  async () => {
    await page.getByRole('combobox', { name: 'Order' }).click();
    await page.getByRole('option', { name: 'newest' }).click();
    const ask = page.getByRole('dialog', { name: "Clear the playlist's items?" });
    await ask.getByText('removes the 2 items you picked').waitFor();
    await shot('playlists-05a-clear-question');
    await ask.getByRole('button', { name: 'Cancel' }).click();
    expect((await itemTitles()).length === 2, 'the items went although the change was cancelled');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: 'Customize Playlist' }).waitFor();
    manualId = /\/playlists\/([^/?#]+)$/.exec(page.url())?.[1];
    expect(manualId && manualId !== 'new', `the route is ${page.url()}`);
    expect((await playlistItems(manualId)).join() === [BEHIND, LAUNCH].join(), 'the stored order differs');
    await page.getByRole('textbox', { name: 'Embed code' }).waitFor();
    const snippet = await page.getByRole('textbox', { name: 'Embed code' }).inputValue();
    expect(snippet.includes(`data-framehouse-playlist="${manualId}"`), `the embed code is ${snippet}`);
  },
);

await step(
  'a rule on the tag "launch" previews only the tagged clip',
  'playlists-06-rule-preview',
  async () => {
    await page.getByRole('link', { name: 'Back to playlists' }).click();
    await page.getByRole('link', { name: 'Create playlist' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill(RULE);
    await page.getByRole('combobox', { name: 'Order' }).click();
    await page.getByRole('option', { name: 'most views' }).click();
    await page.getByRole('combobox', { name: 'Filter by' }).click();
    await page.getByRole('option', { name: 'Tag' }).click();
    await page.getByRole('textbox', { name: 'Tag' }).fill('launch');
    await eventually(
      itemTitles,
      (titles) => titles.join() === LAUNCH,
      (titles) => `the preview shows ${titles}`,
      10_000,
    );
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: 'Customize Playlist' }).waitFor();
    ruleId = /\/playlists\/([^/?#]+)$/.exec(page.url())?.[1];
    expect((await playlistItems(ruleId)).join() === LAUNCH, 'the rule-based playlist holds other items');
    // The saved playlist opens afresh, with its preview.
    await eventually(
      itemTitles,
      (titles) => titles.join() === LAUNCH,
      (titles) => `the preview shows ${titles}`,
      10_000,
    );
  },
);

await step('a taken name is refused under the name', 'playlists-07-name-taken', async () => {
  await page.getByRole('link', { name: 'Back to playlists' }).click();
  await page.getByRole('link', { name: 'Create playlist' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill(MANUAL.toUpperCase());
  await page.getByRole('combobox', { name: 'Order' }).click();
  await page.getByRole('option', { name: 'oldest' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Playlist name must be unique within the organization').waitFor();
});

await step('the list shows both playlists with their public links', 'playlists-08-list', async () => {
  await page.getByRole('textbox', { name: 'Name' }).fill(FAVOURITES);
  // A manual playlist of the launch clip only, for the dashboard to add the other to.
  await page.getByRole('combobox', { name: 'Order' }).click();
  await page.getByRole('option', { name: 'manual' }).click();
  await addThroughDialog([LAUNCH]);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('heading', { name: 'Customize Playlist' }).waitFor();
  await page.getByRole('link', { name: 'Back to playlists' }).click();
  const row = (name) => page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
  await row(MANUAL).waitFor();
  const manualRow = await row(MANUAL).innerText();
  expect(
    /Videos/.test(manualRow) && /manual/.test(manualRow) && /\b2\b/.test(manualRow),
    `row: ${manualRow}`,
  );
  const ruleRow = await row(RULE).innerText();
  expect(/most views/.test(ruleRow) && /\b1\b/.test(ruleRow), `row: ${ruleRow}`);
  const href = await row(MANUAL)
    .getByRole('link', { name: `Open the public page of ${MANUAL}` })
    .getAttribute('href');
  expect(href?.endsWith(`/p/playlist/${manualId}`), `the public link is ${href}`);
});

await step('the dashboard adds a clip to a playlist from its row', 'playlists-09-dashboard', async () => {
  await page.goto(`${BASE_URL}/dashboard/videos`);
  const row = page.getByRole('row').filter({ hasText: BEHIND });
  await row.getByRole('button', { name: 'Add to playlist' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to playlist' });
  const already = dialog.getByRole('group', { name: 'Already in' });
  await already.getByText(MANUAL).waitFor();
  // Only manual playlists of videos: the rule-based one is not offered.
  expect(!(await dialog.getByText(RULE).isVisible()), 'a rule-based playlist is offered');
  await dialog.getByRole('group', { name: 'Add to' }).getByRole('checkbox', { name: FAVOURITES }).check();
  await shot('playlists-09a-add-to-playlist-dialog');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await toast('Video added to 1 playlist(s).').waitFor();
});

let favouritesId;
await step('the playlist now holds both clips, the added one last', 'playlists-10-added', async () => {
  const { playlists } = await graphql(
    token,
    'query { playlists(search: "Favourites") { nodes { id name } } }',
  );
  favouritesId = playlists.nodes.find((playlist) => playlist.name === FAVOURITES)?.id;
  expect(favouritesId, 'no Favourites playlist');
  const titles = await playlistItems(favouritesId);
  expect(titles.join() === [LAUNCH, BEHIND].join(), `Favourites holds ${titles}`);
  await page.goto(`${BASE_URL}/playlists/${favouritesId}`);
  await eventually(
    itemTitles,
    (shown) => shown.join() === [LAUNCH, BEHIND].join(),
    (shown) => `items ${shown}`,
  );
});

await step(
  "the playlist's public page lists its items and plays them",
  'playlists-11-public-page',
  async () => {
    await page.goto(`${BASE_URL}/p/playlist/${manualId}`);
    await page.getByRole('heading', { name: MANUAL }).waitFor();
    const listed = await page.locator('ol.items .title').allInnerTexts();
    expect(listed.join() === [BEHIND, LAUNCH].join(), `the page lists ${listed}`);
    // The embed loader fills the placeholder (in its shadow root) with the first item, then plays in order.
    const player = page.locator('[data-framehouse-playlist]');
    await player.locator('.sequence-title').getByText(BEHIND).waitFor();
    await player.locator('button.play').click();
    const video = player.locator('video');
    await video.waitFor({ state: 'attached' });
    await eventually(
      () => video.evaluate((element) => element.currentTime),
      (time) => time > 0.3,
      (time) => `the video stands at ${time}s`,
      20_000,
    );
  },
);

await step('a playlist is deleted from the list after its confirmation', 'playlists-12-delete', async () => {
  await page.goto(`${BASE_URL}/playlists`);
  await page.getByRole('button', { name: `Delete ${RULE}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete playlist' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await toast('Playlist has been deleted.').waitFor();
  await page.getByRole('link', { name: RULE, exact: true }).waitFor({ state: 'detached' });
  const { playlists } = await graphql(token, 'query { playlists { totalCount } }');
  expect(playlists.totalCount === 2, `${playlists.totalCount} playlists are left`);
});

await step('no uncaught page errors', 'playlists-13-no-errors', async () => {
  expect(pageErrors.length === 0, `page errors: ${pageErrors.join(' | ')}`);
});

rmSync(work, { recursive: true, force: true });
await finish();

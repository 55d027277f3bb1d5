// The SDK's guard on breaking changes (issue 20 item 6): graphql-inspector compares the SDK's schema with
// the previous release's (libs/sdk/releases/<version>.graphql, kept in the repo) and on-diff.mjs fails
// on a breaking change unless the SDK's major version is raised and its CHANGELOG names the change.
// `node tools/sdk-guard/check-breaking-changes.mjs [sdk folder]` (libs/sdk unless given).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '../..');
const sdk = resolve(process.argv[2] ?? join(root, 'libs/sdk'));

/** [major, minor, patch] of a version such as 1.4.0. */
export const versionParts = (version) => version.split('.').map(Number);
const newer = (a, b) => {
  const [x, y] = [versionParts(a), versionParts(b)];
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return x[i] > y[i];
  return false;
};

const releases = readdirSync(join(sdk, 'releases'))
  .map((file) => /^(\d+\.\d+\.\d+)\.graphql$/.exec(file)?.[1])
  .filter(Boolean);
if (!releases.length) {
  console.error(`${join(sdk, 'releases')} holds no released schema (<version>.graphql)`);
  process.exit(1);
}
const previous = releases.reduce((a, b) => (newer(a, b) ? a : b));

const inspector = join(root, 'node_modules/.bin/graphql-inspector');
const result = spawnSync(
  inspector,
  [
    'diff',
    join(sdk, 'releases', `${previous}.graphql`),
    join(sdk, 'schema.graphql'),
    '--onComplete',
    join(here, 'on-diff.mjs'),
  ],
  { stdio: 'inherit', env: { ...process.env, SDK_GUARD_DIR: sdk, SDK_GUARD_PREVIOUS: previous } },
);
process.exit(result.status ?? 1);

// `npm run sdk:release`: records the SDK's schema as the released one of its version
// (libs/sdk/releases/<version>.graphql), the base the breaking-change guard compares with from then on;
// the snapshot of the release before it goes (git keeps it).
import { copyFileSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const sdk = join(dirname(fileURLToPath(import.meta.url)), '../../libs/sdk');
const { version } = JSON.parse(readFileSync(join(sdk, 'package.json'), 'utf8'));
const releases = join(sdk, 'releases');
for (const file of readdirSync(releases)) {
  if (file !== `${version}.graphql`) rmSync(join(releases, file));
}
copyFileSync(join(sdk, 'schema.graphql'), join(releases, `${version}.graphql`));
console.log(`libs/sdk/releases/${version}.graphql is the released schema now: commit it with the release.`);

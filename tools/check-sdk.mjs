// Fails when libs/sdk is stale: the committed schema differs from the API's, or the generated SDK
// differs from what @graphql-codegen makes of the schema and the operation documents.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const generated = join(root, 'libs/sdk/src/generated/graphql.ts');
const run = (command, args) => execFileSync(command, args, { cwd: root, stdio: 'inherit' });

run('node', ['apps/api/dist/cli/emit-schema.js', '--check']);
const committed = readFileSync(generated, 'utf8');
run('npx', ['graphql-codegen', '--config', 'libs/sdk/codegen.ts', '--silent']);
const fresh = readFileSync(generated, 'utf8');
if (fresh !== committed) {
  writeFileSync(generated, committed);
  console.error(
    'libs/sdk/src/generated/graphql.ts is stale: run `npm run sdk:generate` and commit the result.',
  );
  process.exit(1);
}
console.log('the SDK is up to date');

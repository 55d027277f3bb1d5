// Fails when libs/sdk is stale or short: the committed schema differs from the API's; the generated SDK
// differs from what @graphql-codegen makes of the schema and the operation documents; an operation of
// the schema has no document (so no SDK function), or a paged list no iterator; or the schema breaks
// the previous release's without a new major version and a CHANGELOG entry (tools/sdk-breaking-changes.mjs).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSchema, getNamedType, isObjectType, Kind, parse } from 'graphql';
import { pagedLists } from '../libs/sdk/codegen/paginators.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const sdk = join(root, 'libs/sdk');
const generated = ['src/generated/graphql.ts', 'src/generated/paginators.ts'].map((file) => join(sdk, file));
/** Runs a step whose output is the message: a failure ends the check with its exit code, no stack. */
const run = (command, args) => {
  try {
    execFileSync(command, args, { cwd: root, stdio: 'inherit' });
  } catch (error) {
    process.exit(typeof error.status === 'number' && error.status > 0 ? error.status : 1);
  }
};

run('node', ['apps/api/dist/cli/emit-schema.js', '--check']);
const committed = generated.map((file) => readFileSync(file, 'utf8'));
run('npx', ['graphql-codegen', '--config', 'libs/sdk/codegen.ts', '--silent']);
const stale = generated.filter((file, index) => readFileSync(file, 'utf8') !== committed[index]);
if (stale.length) {
  generated.forEach((file, index) => writeFileSync(file, committed[index]));
  console.error(
    `${stale.map((file) => file.slice(root.length + 1)).join(' and ')} stale: run \`npm run sdk:generate\` and commit the result.`,
  );
  process.exit(1);
}
console.log('the SDK is up to date');

// Every query and mutation of the schema is selected by an operation document, so that the SDK has a
// function for it; every paged list has its `sdk.paginate` iterator.
const schema = buildSchema(readFileSync(join(sdk, 'schema.graphql'), 'utf8'));
const documents = readdirSync(join(sdk, 'operations'))
  .filter((file) => file.endsWith('.graphql'))
  .map((file) => ({ document: parse(readFileSync(join(sdk, 'operations', file), 'utf8')) }));
const selected = new Set();
for (const { document } of documents) {
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    for (const selection of definition.selectionSet.selections) {
      if (selection.kind === Kind.FIELD) selected.add(`${definition.operation} ${selection.name.value}`);
    }
  }
}
const roots = { query: schema.getQueryType(), mutation: schema.getMutationType() };
const uncovered = Object.entries(roots).flatMap(([operation, type]) =>
  Object.keys(type?.getFields() ?? {})
    .filter((field) => !selected.has(`${operation} ${field}`))
    .map((field) => `${operation} ${field}`),
);
const paginated = new Set(pagedLists(schema, documents).map((list) => list.field));
const unpaginated = Object.entries(roots.query.getFields())
  .filter(([, field]) => {
    const type = getNamedType(field.type);
    return isObjectType(type) && 'nodes' in type.getFields() && 'pageInfo' in type.getFields();
  })
  .map(([name]) => name)
  .filter((name) => !paginated.has(name));
if (uncovered.length || unpaginated.length) {
  if (uncovered.length) {
    console.error(
      `The schema has operations no document of libs/sdk/operations selects (so the SDK has no function for them):\n  ${uncovered.join('\n  ')}`,
    );
  }
  if (unpaginated.length) {
    console.error(
      `Paged lists with no sdk.paginate iterator (a query document with $page and $pageSize selecting it alone is needed):\n  ${unpaginated.join('\n  ')}`,
    );
  }
  process.exit(1);
}
console.log(
  `the SDK covers the schema: ${selected.size} operations, ${paginated.size} paged lists with an iterator`,
);

// The schema against the previous release's: a breaking change needs a new major version and its entry
// in libs/sdk/CHANGELOG.md.
run('node', ['tools/sdk-guard/check-breaking-changes.mjs']);

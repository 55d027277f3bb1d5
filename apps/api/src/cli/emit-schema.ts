import 'reflect-metadata';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createApp } from '../bootstrap';
import { loadConfig } from '../config/app-config';

/**
 * Writes the API's GraphQL schema to libs/sdk/schema.graphql (the SDK is generated from it), or with
 * --check fails when the committed file differs from what the code defines.
 */
async function main() {
  const target = resolve(__dirname, '../../../../libs/sdk/schema.graphql');
  const app = await createApp({ ...loadConfig(), nodeEnv: 'test' });
  await app.init();
  const schema = app.get(GraphQLSchemaHost).schema;
  const printed = `${printSchema(lexicographicSortSchema(schema))}\n`;
  await app.close();
  if (process.argv.includes('--check')) {
    let committed = '';
    try {
      committed = readFileSync(target, 'utf8');
    } catch {
      // missing counts as stale
    }
    if (committed !== printed) {
      console.error('libs/sdk/schema.graphql is stale: run `npm run sdk:generate` and commit the result.');
      process.exit(1);
    }
    console.log('schema.graphql is up to date');
    return;
  }
  writeFileSync(target, printed);
  console.log(`schema written to ${target}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

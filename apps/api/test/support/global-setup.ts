import { migrate } from '../../src/database/migrate';
import { databaseUrl, dropDatabase, templateDatabase, withAdminClient } from './test-database';

/**
 * Migrates a template database once per run; each test file then gets its own copy
 * (CREATE DATABASE … TEMPLATE), which is fast and keeps the files independent.
 */
export default async function globalSetup(): Promise<void> {
  const template = templateDatabase();
  await withAdminClient(async (client) => {
    await dropDatabase(client, template);
    await client.query(`CREATE DATABASE "${template}"`);
  });
  await migrate(databaseUrl(template), () => undefined);
}

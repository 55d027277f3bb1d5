import { migrate } from '../../src/database/migrate';
import { databaseUrl, dropDatabase, TEMPLATE_DATABASE, withAdminClient } from './test-database';

/**
 * Migrates a template database once per run; each test file then gets its own copy
 * (CREATE DATABASE … TEMPLATE), which is fast and keeps the files independent.
 */
export default async function globalSetup(): Promise<void> {
  await withAdminClient(async (client) => {
    await dropDatabase(client, TEMPLATE_DATABASE);
    await client.query(`CREATE DATABASE "${TEMPLATE_DATABASE}"`);
  });
  await migrate(databaseUrl(TEMPLATE_DATABASE), () => undefined);
}

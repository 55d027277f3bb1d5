import { dropDatabase, templateDatabase, withAdminClient } from './test-database';

export default async function globalTeardown(): Promise<void> {
  await withAdminClient((client) => dropDatabase(client, templateDatabase()));
}

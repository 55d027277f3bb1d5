import { Client } from 'pg';

/**
 * The migrated template of this run: named after the run's main process, so that runs side by side
 * (a developer's and CI's on one machine) never drop each other's template.
 */
export function templateDatabase(): string {
  process.env.FRAMEHOUSE_TEST_TEMPLATE ??= `framehouse_test_template_${process.pid}`;
  return process.env.FRAMEHOUSE_TEST_TEMPLATE;
}

export function adminUrl(): string {
  const url = new URL(process.env.TEST_DATABASE_SERVER ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = '/postgres';
  return url.toString();
}

export function databaseUrl(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withAdminClient<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function dropDatabase(client: Client, name: string): Promise<void> {
  await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}

import 'reflect-metadata';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { loadConfig } from '../config/app-config';
import { dataSourceOptions } from './data-source-options';

/** Creates the database when it is missing (a fresh machine), then runs the pending migrations. */
export async function migrate(databaseUrl: string, log: (line: string) => void = console.log): Promise<void> {
  await createDatabaseIfMissing(databaseUrl, log);
  const dataSource = new DataSource(dataSourceOptions(databaseUrl));
  await dataSource.initialize();
  try {
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    for (const migration of applied) log(`migration applied: ${migration.name}`);
  } finally {
    await dataSource.destroy();
  }
}

export async function createDatabaseIfMissing(
  databaseUrl: string,
  log: (line: string) => void = console.log,
) {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  const client = new Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) {
      await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
      log(`database created: ${name}`);
    }
  } finally {
    await client.end();
  }
}

if (require.main === module) {
  migrate(loadConfig().databaseUrl).catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

#!/usr/bin/env node
// Backup and restore of what Framehouse keeps: the PostgreSQL database and the stored files.
//
//   npm run backup -- <folder>    writes <folder>/database.dump (pg_dump, custom format) and
//                                 <folder>/storage.tar (DATA_DIR, for STORAGE_DRIVER=fs)
//   npm run restore -- <folder>   restores them into DATABASE_URL (created if missing; must be empty or
//                                 hold an earlier copy, which is replaced) and DATA_DIR (made if missing)
//
// Both read the environment the API reads (DATABASE_URL, STORAGE_DRIVER, DATA_DIR). Redis is not backed
// up: it holds queues and counters of the moment, and the API queues again at start what it finds
// unfinished. With S3 storage, back the bucket up with the provider's tools (versioning, replication, or
// `mc mirror`); this script then saves the database alone. Stop the API and the transcoders (or accept a
// copy of a moment in motion) for a consistent pair.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

const [command, folder] = process.argv.slice(2);
if (!['backup', 'restore'].includes(command) || !folder) {
  console.error('Usage: node tools/backup.mjs backup|restore <folder>');
  process.exit(2);
}
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/framehouse';
const fsStorage = (process.env.STORAGE_DRIVER ?? 'fs') === 'fs';
const dataDir = resolve(process.env.DATA_DIR ?? '.data');
const dump = join(folder, 'database.dump');
const archive = join(folder, 'storage.tar');
const run = (program, args) => execFileSync(program, args, { stdio: ['ignore', 'inherit', 'inherit'] });

if (command === 'backup') {
  mkdirSync(folder, { recursive: true });
  run('pg_dump', ['--format=custom', '--no-owner', `--file=${dump}`, databaseUrl]);
  if (fsStorage) run('tar', ['--create', `--file=${archive}`, `--directory=${dataDir}`, '.']);
  console.log(
    `Backed up to ${folder}: database.dump${fsStorage ? ', storage.tar' : ' (S3 storage: back the bucket up apart)'}`,
  );
} else {
  if (!existsSync(dump)) throw new Error(`${dump} is missing`);
  const database = new URL(databaseUrl);
  const name = decodeURIComponent(database.pathname.slice(1));
  const server = new URL(databaseUrl);
  server.pathname = '/postgres';
  const exists = execFileSync(
    'psql',
    [server.toString(), '-tAc', `SELECT 1 FROM pg_database WHERE datname = '${name.replace(/'/g, "''")}'`],
    {
      encoding: 'utf8',
    },
  ).trim();
  if (exists !== '1') run('createdb', ['--maintenance-db', server.toString(), name]);
  run('pg_restore', [
    '--clean',
    '--if-exists',
    '--no-owner',
    '--exit-on-error',
    `--dbname=${databaseUrl}`,
    dump,
  ]);
  if (fsStorage && existsSync(archive)) {
    mkdirSync(dataDir, { recursive: true });
    if (readdirSync(dataDir).length > 0)
      throw new Error(`${dataDir} is not empty: restore the files into an empty DATA_DIR`);
    run('tar', ['--extract', `--file=${archive}`, `--directory=${dataDir}`]);
  }
  console.log(`Restored ${name}${fsStorage ? ` and ${dataDir}` : ''} from ${folder}`);
}

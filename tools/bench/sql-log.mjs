// Preloaded into the API by `npm run bench:lists -- --explain` (NODE_OPTIONS=--import): appends every
// statement the API sends to PostgreSQL, with its parameters, as one JSON line to BENCH_SQL_LOG, so the
// bench can run EXPLAIN (ANALYZE, BUFFERS) on exactly the SQL TypeORM issued for each query shape.
// Written synchronously: the lines of a request are in the file when its response arrives.
import { appendFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// The API's own pg (CommonJS, so one module for both): the one TypeORM sends its statements through.
const pg = createRequire(import.meta.url)('pg');

const file = process.env.BENCH_SQL_LOG;
if (file) {
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function loggedQuery(config, values, ...rest) {
    const text = typeof config === 'string' ? config : config?.text;
    const params = Array.isArray(values) ? values : config?.values;
    if (text) appendFileSync(file, `${JSON.stringify({ text, params: params ?? [] })}\n`);
    return query.call(this, config, values, ...rest);
  };
}

#!/usr/bin/env node
// `npm run bench:lists`: the dashboard's lists at scale (issue 18). Starts the built API on a fresh,
// migrated database (stack.mjs), registers an owner, then seeds the owner's organization with plain SQL
// (generate_series, no GraphQL): 10,000 videos with metadata (one in 20 a duplicate sharing the media of
// the one before), 5 moments each (50,000), and a transcript of 30 segments of 12 words for 9 videos in 10
// (270,000 segments, each with its timed words). Every text is drawn from a fixed vocabulary of 5,000
// made-up six-letter words with Zipf-like frequencies, so one word is common and another rare; the hit
// rates of the words searched are printed. Then, signed in as the owner, it sends the admin's own
// documents (libs/sdk: Videos, Moments, SearchTranscripts) for each query shape, REQUESTS times each,
// CONCURRENCY at a time after a warm-up, and prints p50 / p95 per shape and over all lists, beside
// `{ me { id } }` measured in the same run, and the CPU one request costs in the API process and in the
// database's server processes (from /proc: on a busy machine wall time waits for CPU, while CPU time
// stays what the request costs).
// Target: p95 ≤ 30 ms. No assertion on time: it prints figures. Everything is dropped at the end.
//
//   npm run bench:lists -- [--videos=10000] [--requests=200] [--concurrency=1] [--warm-up=10] [--warm-up-seconds=20] [--shape-seconds=60] [--only=<text>] [--explain]
//
// --only=<text> runs only the shapes whose group and label contain it.
// --explain preloads sql-log.mjs into the API, and after the timed runs sends each shape once more and
// prints EXPLAIN (ANALYZE, BUFFERS) of every statement it caused (beyond those of the baseline), with the
// parameters the API bound. The timings of such a run include the logging.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { cpuSince, cpuSnapshot, gql, ms, percentile, ROOT, startStack } from './stack.mjs';

const require = createRequire(import.meta.url);
const pg = require('pg');
const { print } = require('graphql');
// The admin's documents come from the SDK package, built here when no earlier step built it.
const SDK_ENTRY = join(ROOT, 'libs/sdk/dist/index.js');
if (!existsSync(SDK_ENTRY))
  execFileSync('npm', ['run', 'build', '-w', '@framehouse/sdk'], { cwd: ROOT, stdio: 'inherit' });
const sdk = require(SDK_ENTRY);

const option = (name, fallback) => {
  const given = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  return given ? Number(given.split('=')[1]) : fallback;
};
const REQUESTS = option('requests', 200);
// One at a time by default: the target is a member's wait, and the API is one Node process, where
// concurrent requests queue behind each other's CPU (--concurrency=4 shows that queue).
const CONCURRENCY = option('concurrency', 1);
const WARM_UP = option('warm-up', 10);
/**
 * Before any shape is timed, all of them are sent in turn for this long: the API is measured as a server
 * that has been answering for a while (its code compiled by V8's optimizing tiers, its heap grown), not
 * as one just started, whose first shape would pay for the JIT alone.
 */
const WARM_UP_SECONDS = option('warm-up-seconds', 20);
/** A shape far over its target stops early (the requests it made are printed). */
const SHAPE_SECONDS = option('shape-seconds', 60);
const EXPLAIN = process.argv.includes('--explain');
/** `--only=videos` (or any part of a shape's group and label): the other shapes are skipped. */
const ONLY = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .toLowerCase();
const TARGET_P95_MS = 30;

/** --videos=<n>: a smaller organization for a quick look (a profile); the target is measured at 10,000. */
const VIDEOS = option('videos', 10_000);
const MOMENTS_PER_VIDEO = 5;
/** One video in UNTRANSCRIBED_EVERY has no transcript (still processing, failed or silent). */
const UNTRANSCRIBED_EVERY = 10;
const SEGMENTS_PER_TRANSCRIPT = 30;
const WORDS_PER_SEGMENT = 12;
const VOCABULARY = 5_000;

/**
 * The vocabulary: six-letter words of three consonant-vowel syllables, all the same length so that no word
 * is the prefix of another (a search's last word also matches as a prefix). Word k is drawn with
 * probability about 1 / (k ln 5001): rank 1 is in most segments, rank 27 in about 5%, rank 1400 in about
 * 0.1%.
 */
function vocabulary() {
  const consonants = 'bdfgklmnprstvz';
  const syllables = [...consonants].flatMap((c) => [...'aeiou'].map((v) => c + v));
  const space = syllables.length ** 3;
  return Array.from({ length: VOCABULARY }, (_, k) => {
    let n = (k * 7919 + 12345) % space; // a permutation of the syllable space: 7919 is prime to 70^3
    let word = '';
    for (let i = 0; i < 3; i += 1, n = Math.floor(n / syllables.length))
      word += syllables[n % syllables.length];
    return word;
  });
}
const WORDS = vocabulary();
const word = (rank) => WORDS[rank - 1];
const COMMON = word(27);
const RARE = word(1400);
const PHRASE = `"${word(5)} ${word(6)}"`;

/** Seeds the organization (exported for trying plans on a database of one's own). */
export async function seed(databaseUrl, organizationId, userId) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = Date.now();
  try {
    await client.query('SET synchronous_commit = off');
    await client.query('CREATE TEMP TABLE vocab (rank int PRIMARY KEY, word text NOT NULL)');
    await client.query(
      'INSERT INTO vocab SELECT rank, ($1::text[])[rank] FROM generate_series(1, $2) AS rank',
      [WORDS, VOCABULARY],
    );
    // n words drawn with the Zipf-like law; the lateral's reference to g.i draws once per word.
    await client.query(`
      CREATE FUNCTION pg_temp.words(n int) RETURNS text VOLATILE LANGUAGE sql AS $$
        SELECT string_agg(v.word, ' ' ORDER BY g.i)
        FROM generate_series(1, n) AS g(i)
        CROSS JOIN LATERAL (SELECT floor(exp(random() * ln(${VOCABULARY + 1})))::int + 0 * g.i AS rank) AS d
        JOIN pg_temp.vocab v ON v.rank = d.rank
      $$`);
    const org = organizationId;
    await client.query(
      `INSERT INTO videos ("organizationId", "mediaId", "title", "description", "tags", "internalTags", "status",
          "origin", "sourceKey", "sourceFilename", "sourceSize", "durationMs", "width", "height",
          "processingProgress", "views", "isMonetizationEnabled", "masterKey", "renditions", "posterKey",
          "thumbnailKeys", "storyboardSpriteKey", "storyboardVttKey", "audioKey", "transcriptionStatus",
          "createdById", "created", "updated")
        SELECT $1::uuid, md5('media' || m.n)::uuid, initcap(pg_temp.words(3 + i % 4)), pg_temp.words(25),
          to_jsonb(string_to_array(pg_temp.words(2), ' ')), to_jsonb(string_to_array(pg_temp.words(1), ' ')),
          s.status::video_status, 'DIRECT', p.root || 'source.mp4', 'clip-' || i || '.mp4', 50000000 + i,
          300000, 1920, 1080, CASE WHEN s.status = 'PROCESSING' THEN 40 ELSE 100 END,
          (random() * 5000)::int, i % 7 = 0, p.root || 'hls/master.m3u8',
          '[{"name":"720p","width":1280,"height":720,"bandwidth":2500000,"codecs":"avc1.64001f,mp4a.40.2","playlistKey":"hls/720p/index.m3u8"}]',
          p.root || 'poster.jpg',
          jsonb_build_array(p.root || 'thumbnails/0.jpg', p.root || 'thumbnails/1.jpg', p.root || 'thumbnails/2.jpg'),
          p.root || 'storyboard.jpg', p.root || 'storyboard.vtt', p.root || 'audio.m4a',
          CASE WHEN i % ${UNTRANSCRIBED_EVERY} = 0 THEN NULL ELSE 'COMPLETED' END::video_transcription_status,
          $2::uuid, c.created, c.created
        FROM generate_series(1, ${VIDEOS}) AS i
        CROSS JOIN LATERAL (SELECT CASE WHEN i % 20 = 0 THEN i - 1 ELSE i END AS n) AS m
        CROSS JOIN LATERAL (SELECT 'media/' || $1::text || '/' || md5('media' || m.n)::uuid || '/' AS root) AS p
        CROSS JOIN LATERAL (SELECT CASE i % 20 WHEN 1 THEN 'FAILED' WHEN 2 THEN 'PROCESSING' WHEN 3 THEN 'SCHEDULED'
          WHEN 4 THEN 'PUBLISHED' WHEN 5 THEN 'PUBLISHED' WHEN 6 THEN 'PUBLISHED' WHEN 7 THEN 'EDITED'
          ELSE 'DRAFT' END AS status) AS s
        CROSS JOIN LATERAL (SELECT now() - i * interval '90 minutes' + random() * interval '60 minutes' AS created) AS c`,
      [org, userId],
    );
    await client.query(
      `INSERT INTO moments ("organizationId", "videoId", "title", "description", "startMs", "endMs", "visible",
          "tags", "internalTags", "source", "createdById", "created", "updated")
        SELECT v."organizationId", v."id", initcap(pg_temp.words(2 + j % 3)), pg_temp.words(10),
          j * 60000, j * 60000 + 15000 + (random() * 30000)::int, random() > 0.1,
          to_jsonb(string_to_array(pg_temp.words(1), ' ')), '[]', 'USER', $2::uuid,
          v."created" + j * interval '1 minute', v."created" + j * interval '1 minute'
        FROM videos v CROSS JOIN generate_series(0, ${MOMENTS_PER_VIDEO - 1}) AS j
        WHERE v."organizationId" = $1::uuid`,
      [org, userId],
    );
    await client.query(
      `INSERT INTO transcriptions
          ("organizationId", "videoId", "videoCreated", "languageCode", "engine", "durationMs", "created")
        SELECT v."organizationId", v."id", v."created", 'en-US', 'bench', v."durationMs", v."created"
        FROM videos v WHERE v."organizationId" = $1 AND v."transcriptionStatus" = 'COMPLETED'`,
      [org],
    );
    // Each segment carries its timed words as a transcript stores them (a token per word with its times
    // and confidence: some 1.5 kB a segment, beside its text).
    await client.query(
      `WITH drawn AS MATERIALIZED (
         SELECT t."id", p, pg_temp.words(${WORDS_PER_SEGMENT}) AS text
           FROM transcriptions t CROSS JOIN generate_series(0, ${SEGMENTS_PER_TRANSCRIPT - 1}) AS p
          WHERE t."organizationId" = $1)
       INSERT INTO transcript_segments
          ("transcriptionId", "position", "speakerLabel", "startMs", "endMs", "text", "tokens")
        SELECT d."id", d.p, 'spk_' || (d.p % 2), d.p * 10000, d.p * 10000 + 9500, d.text, k.tokens
        FROM drawn d CROSS JOIN LATERAL (
          SELECT jsonb_agg(jsonb_build_object('token', u.word, 'tokenType', 'PRONUNCIATION',
              'startTimestamp', d.p * 10000 + (u.i - 1) * 790, 'endTimestamp', d.p * 10000 + u.i * 790 - 40,
              'confidence', round((0.8 + random() * 0.2)::numeric, 3)) ORDER BY u.i) AS tokens
            FROM unnest(string_to_array(d.text, ' ')) WITH ORDINALITY AS u(word, i)) AS k`,
      [org],
    );
    // Analyses finished, as a processed video's are: otherwise the monitors' reconcile (every 10 minutes)
    // queues 20,000 jobs in the middle of the timed requests.
    for (const table of ['video_object_detections', 'video_scene_detections']) {
      await client.query(
        `INSERT INTO ${table} ("videoId", "run", "status")
          SELECT v."id", v."processingRun", 'COMPLETED' FROM videos v WHERE v."organizationId" = $1`,
        [org],
      );
    }
    // As autovacuum leaves a table that has settled: statistics and the visibility map.
    await client.query(
      'VACUUM (ANALYZE) videos, moments, transcriptions, transcript_segments, transcript_search',
    );
  } finally {
    await client.end();
  }
  return Date.now() - started;
}

/** The share of rows each searched text matches, as the API matches it (ILIKE, full text). */
async function hitRates(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const like = async (table, text) =>
      (
        await client.query(
          `SELECT avg(CASE WHEN "title" ILIKE $1 OR "description" ILIKE $1 THEN 1 ELSE 0 END)::float AS rate FROM ${table}`,
          [`%${text}%`],
        )
      ).rows[0].rate;
    const fullText = async (text) =>
      (
        await client.query(
          `SELECT avg(CASE WHEN "search" @@ websearch_to_tsquery('simple', $1) THEN 1 ELSE 0 END)::float AS rate
            FROM transcript_search`,
          [text],
        )
      ).rows[0].rate;
    const percent = (rate) => `${(rate * 100).toFixed(2)}%`;
    return [
      `videos (title or description): "${COMMON}" ${percent(await like('videos', COMMON))}, ` +
        `"${RARE}" ${percent(await like('videos', RARE))}`,
      `moments (title or description): "${COMMON}" ${percent(await like('moments', COMMON))}, ` +
        `"${RARE}" ${percent(await like('moments', RARE))}`,
      `transcript segments: "${COMMON}" ${percent(await fullText(COMMON))}, "${RARE}" ${percent(await fullText(RARE))}, ` +
        `${PHRASE} ${percent(await fullText(PHRASE))}`,
    ];
  } finally {
    await client.end();
  }
}

const VIDEOS_QUERY = print(sdk.VideosDocument);
const MOMENTS_QUERY = print(sdk.MomentsDocument);
const SEARCH_QUERY = print(sdk.SearchTranscriptsDocument);
const BASELINE_QUERY = 'query Baseline { me { id } }';

/** The dashboard's calls: the videos table without search text asks for one video per media. */
function shapes(videoId) {
  const videos = (label, variables) => ({
    group: 'videos',
    label,
    query: VIDEOS_QUERY,
    variables: { page: 1, pageSize: 25, orderBy: '-created', distinctGlobalId: true, ...variables },
  });
  const moments = (label, variables) => ({
    group: 'moments',
    label,
    query: MOMENTS_QUERY,
    variables: { page: 1, pageSize: 25, orderBy: '-created', ...variables },
  });
  const search = (label, variables) => ({
    group: 'searchTranscripts',
    label,
    query: SEARCH_QUERY,
    variables: { page: 1, pageSize: 25, ...variables },
  });
  return [
    videos('first page, newest first'),
    videos('page 200', { page: 200 }),
    videos('100 a page', { pageSize: 100 }),
    videos('by title', { orderBy: 'title' }),
    videos('by views, descending', { orderBy: '-views' }),
    videos('by status', { orderBy: 'status' }),
    videos('search, common word', { search: COMMON, distinctGlobalId: undefined }),
    videos('search, rare word', { search: RARE, distinctGlobalId: undefined }),
    videos('search, common word, by title', {
      search: COMMON,
      distinctGlobalId: undefined,
      orderBy: 'title',
    }),
    moments('first page, newest first'),
    moments('page 1000', { page: 1000 }),
    moments('by title', { orderBy: 'title' }),
    moments('by visibility', { orderBy: 'visible' }),
    moments('search, common word', { search: COMMON }),
    moments('search, rare word', { search: RARE }),
    moments("one video's, editor (999, by start)", { videoId, pageSize: 999, orderBy: 'startTimestamp' }),
    search('common word', { search: COMMON }),
    search('common word, page 10', { search: COMMON, page: 10 }),
    search('rare word', { search: RARE }),
    search('phrase', { search: PHRASE }),
  ];
}

/** One request, timed from the call to the parsed body; fails on any GraphQL error. */
async function timed(apiUrl, token, { query, variables }) {
  const started = performance.now();
  const response = await fetch(`${apiUrl}/graphql/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  const ms = performance.now() - started;
  if (!response.ok || body.errors?.length)
    throw new Error(`GraphQL ${response.status}: ${JSON.stringify(body.errors)}`);
  const [list] = Object.values(body.data);
  return { ms, totalCount: list?.totalCount, rows: list?.nodes?.length };
}

/** `count` requests of the shape, CONCURRENCY at a time; none started after SHAPE_SECONDS. */
async function run(apiUrl, token, shape, count) {
  const samples = [];
  let next = 0;
  let last;
  const deadline = Date.now() + SHAPE_SECONDS * 1000;
  const worker = async () => {
    while (next < count && Date.now() < deadline) {
      next += 1;
      last = await timed(apiUrl, token, shape);
      samples.push(last.ms);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { samples, totalCount: last?.totalCount, rows: last?.rows };
}

/** The statements logged since `offset` (sql-log.mjs), and the new offset. */
function loggedSince(file, offset) {
  const size = statSync(file).size;
  const text = readFileSync(file).subarray(offset, size).toString('utf8');
  return {
    size,
    statements: text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line)),
  };
}

async function explainShapes(apiUrl, token, databaseUrl, sqlLog, list) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    let { size } = loggedSince(sqlLog, 0);
    await timed(apiUrl, token, { query: BASELINE_QUERY });
    const baseline = loggedSince(sqlLog, size);
    size = baseline.size;
    const ofBaseline = new Set(baseline.statements.map((statement) => statement.text));
    for (const shape of list) {
      await timed(apiUrl, token, shape);
      const logged = loggedSince(sqlLog, size);
      size = logged.size;
      console.log(`\n### ${shape.group}: ${shape.label} ${JSON.stringify(shape.variables)}`);
      for (const { text, params } of logged.statements) {
        if (ofBaseline.has(text) || !/^\s*(SELECT|WITH)\b/i.test(text)) continue;
        const { rows } = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, params);
        const shown = JSON.stringify(params, (_, value) =>
          Array.isArray(value) && value.length > 6
            ? [...value.slice(0, 6), `… ${value.length} in all`]
            : value,
        );
        console.log(`\n${text.replace(/\s+/g, ' ').trim()}\n-- ${shown}`);
        for (const row of rows) console.log(`   ${row['QUERY PLAN']}`);
      }
    }
  } finally {
    await client.end();
  }
}

async function main() {
  const logFolder = EXPLAIN ? mkdtempSync(join(tmpdir(), 'framehouse-bench-lists-sql-')) : null;
  const sqlLog = logFolder ? join(logFolder, 'statements.jsonl') : null;
  const env = sqlLog
    ? {
        NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${join(ROOT, 'tools/bench/sql-log.mjs')}`,
        BENCH_SQL_LOG: sqlLog,
      }
    : {};
  const { apiUrl, api, token, databaseUrl, stop } = await startStack({
    name: 'lists',
    env,
    onStop: async () => {
      if (logFolder) rmSync(logFolder, { recursive: true, force: true });
    },
  });
  try {
    const me = await gql(apiUrl, 'query { me { id organization { id } } }', {}, token);
    const seededMs = await seed(databaseUrl, me.organization.id, me.id);
    console.log(
      `Seeded ${VIDEOS} videos, ${VIDEOS * MOMENTS_PER_VIDEO} moments, ` +
        `${(VIDEOS * (UNTRANSCRIBED_EVERY - 1)) / UNTRANSCRIBED_EVERY} transcripts of ${SEGMENTS_PER_TRANSCRIPT} ` +
        `segments in ${(seededMs / 1000).toFixed(1)} s.`,
    );
    for (const line of await hitRates(databaseUrl)) console.log(`  hits: ${line}`);
    const { nodes } = await gql(apiUrl, MOMENTS_QUERY, { page: 1, pageSize: 25, orderBy: '-created' }, token);
    const list = shapes(nodes[0].video.id).filter(
      (shape) => !ONLY || `${shape.group}: ${shape.label}`.toLowerCase().includes(ONLY),
    );
    if (list.length === 0) throw new Error(`No shape's group and label contain "${ONLY}".`);
    const baselineShape = { group: 'baseline', label: '{ me { id } }', query: BASELINE_QUERY, variables: {} };
    const sent = [baselineShape, ...list];

    const warmUntil = Date.now() + WARM_UP_SECONDS * 1000;
    let warmRounds = 0;
    do {
      for (const shape of sent) await timed(apiUrl, token, shape);
      warmRounds += 1;
    } while (Date.now() < warmUntil);
    console.log(
      `\nWarmed up by ${warmRounds} rounds of every shape (${WARM_UP_SECONDS} s); ` +
        `${REQUESTS} requests a shape, ${CONCURRENCY} at a time, after ${WARM_UP} not counted; ` +
        `load average ${loadavg()
          .map((value) => value.toFixed(2))
          .join(' ')} on this machine (other work may share it).`,
    );
    console.log(
      `${'shape'.padEnd(56)}      p50       p95  CPU a request: API + database   rows / totalCount`,
    );
    const all = [];
    const groups = new Map();
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    for (const shape of sent) {
      await run(apiUrl, token, shape, WARM_UP);
      const before = await cpuSnapshot(client, api.pid);
      const result = await run(apiUrl, token, shape, REQUESTS);
      const cpu = cpuSince(before, await cpuSnapshot(client, api.pid));
      if (shape !== baselineShape) {
        all.push(...result.samples);
        groups.set(shape.group, [...(groups.get(shape.group) ?? []), ...result.samples]);
      } else baselineShape.samples = result.samples;
      const p95 = percentile(result.samples, 95);
      const mark = shape === baselineShape || p95 <= TARGET_P95_MS ? ' ' : '!';
      const count = result.totalCount === undefined ? '' : `${result.rows} / ${result.totalCount}`;
      const made = result.samples.length;
      const perRequest = (value) => `${(value / made).toFixed(1)}`.padStart(6);
      console.log(
        `${mark} ${`${shape.group}: ${shape.label}`.padEnd(54)} ${ms(percentile(result.samples, 50))} ${ms(p95)}` +
          `  ${perRequest(cpu.api)} + ${perRequest(cpu.database)} ms${' '.repeat(11)}${count}` +
          (made < REQUESTS ? ` (${made} requests in ${SHAPE_SECONDS} s)` : ''),
      );
    }
    await client.end();
    console.log('');
    for (const [group, samples] of groups) {
      console.log(
        `  ${`all ${group}`.padEnd(54)} ${ms(percentile(samples, 50))} ${ms(percentile(samples, 95))}`,
      );
    }
    const p95 = percentile(all, 95);
    const baselineP95 = percentile(baselineShape.samples, 95);
    console.log(`  ${'all lists'.padEnd(54)} ${ms(percentile(all, 50))} ${ms(p95)}`);
    console.log(
      `  ${'baseline { me { id } }'.padEnd(54)} ${ms(percentile(baselineShape.samples, 50))} ${ms(baselineP95)}`,
    );
    console.log(
      `\nTarget: p95 ≤ ${TARGET_P95_MS} ms a shape (! marks a shape over it); ` +
        `all lists' p95 is ${(p95 / baselineP95).toFixed(1)}× the baseline's.` +
        (EXPLAIN ? ' (--explain: the API logged every statement, which the timings include.)' : ''),
    );
    if (sqlLog) await explainShapes(apiUrl, token, databaseUrl, sqlLog, list);
  } finally {
    await stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}

#!/usr/bin/env node
// `npm run bench:analytics`: viewer analytics at scale (issue 21 item 5). Starts the built API on a fresh,
// migrated database (stack.mjs) with the scheduled roll-up out of the way, seeds 1,000 published videos
// (60 s to 10 min long) with plain SQL and two CTAs and an end card through GraphQL, then:
//   1. feeds EVENTS synthetic player events through the real endpoint (POST /p/api/events, text/plain as
//      sendBeacon sends it) on loopback, CONCURRENCY requests at a time: sessions of 20,000 viewers (each a
//      client address and a browser, x-forwarded-for being trusted from loopback) on 50 embedding sites and
//      the public page, a video's popularity Zipf-like, each session PLAY, a WATCHED heartbeat every 10 s of
//      playback until the viewer leaves (most leave early), sometimes a SEEK, CTAs shown and now and then
//      clicked, the end card and COMPLETE for those who reach the end, a share now and then; a batch sent
//      every 6 heartbeats and at the end, as a player would. Prints events/s, batches/s and the CPU a batch
//      costs the API process and PostgreSQL (from /proc).
//   2. rolls the whole backlog up with one run of the API's own roll-up job (added to its queue here) and
//      prints its time (BullMQ's processedOn → finishedOn) and events/s, then checks the organization's
//      plays against the sessions sent.
//   3. asks `videoAnalytics` (the admin's document, libs/sdk/operations) of random videos, one at a time,
//      and prints p50 / p95, beside `analyticsOverview` and `{ me { id } }` measured the same way.
// Targets: ≥ 2,000 events/s ingested, p95 ≤ 50 ms. It prints figures and the load average (other work may
// share this machine); it asserts nothing about time. Everything is dropped at the end.
//
//   npm run bench:analytics -- [--events=1000000] [--videos=1000] [--concurrency=16] [--queries=200]
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import http from 'node:http';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { cpuSince, cpuSnapshot, gql, ms, percentile, ROOT, startStack } from './stack.mjs';

const require = createRequire(import.meta.url);
const pg = require('pg');
const { Queue, QueueEvents } = require('bullmq');

/** The admin's analytics documents (libs/sdk/operations), sent whole with the operation's name. */
const ANALYTICS_DOCUMENT = readFileSync(join(ROOT, 'libs/sdk/operations/analytics.graphql'), 'utf8');

const option = (name, fallback) => {
  const given = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  return given ? Number(given.split('=')[1]) : fallback;
};
const EVENTS = option('events', 1_000_000);
const VIDEOS = option('videos', 1000);
const CONCURRENCY = option('concurrency', 16);
const QUERIES = option('queries', 200);
const WARM_UP = 10;
const VIEWERS = 20_000;
const SITES = 50;
const HEARTBEAT_MS = 10_000;
const HEARTBEATS_A_BATCH = 6;
const TARGET_EVENTS_PER_SECOND = 2000;
const TARGET_P95_MS = 50;

/** A small, seeded PRNG (mulberry32): the same events every run. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const count = (value) => Math.round(value).toLocaleString('en-US');

/** 1,000 published videos of the owner's organization, 60 s to 10 min long: [{ id, durationMs }]. */
async function seedVideos(databaseUrl, organizationId, targetId) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `INSERT INTO videos ("organizationId", "mediaId", "title", "status", "origin", "sourceKey", "durationMs",
          "processingProgress")
        SELECT $1::uuid, gen_random_uuid(), 'Bench video ' || i, 'PUBLISHED', 'DIRECT',
          'media/bench/' || i || '/source.mp4', (60 + (i * 7919) % 541) * 1000, 100
        FROM generate_series(1, $2::int) AS i
        RETURNING id, "durationMs"`,
      [organizationId, VIDEOS],
    );
    await client.query(
      `INSERT INTO publications ("organizationId", "videoId", "targetId", "version", "publishedAt", "uploadStatus")
        SELECT "organizationId", id, $2::uuid, 0, now(), 'COMPLETED' FROM videos WHERE "organizationId" = $1`,
      [organizationId, targetId],
    );
    await client.query('VACUUM (ANALYZE) videos, publications');
    return rows;
  } finally {
    await client.end();
  }
}

/**
 * The batches players would send, one session after another until `total` events: each
 * `{ viewer, site, body, events }`; `sent.sessions` counts the sessions that sent a batch.
 */
function* sessions(videos, ctas, endCardId, total, sent = { sessions: 0 }) {
  const next = random(21);
  // Zipf-like popularity: video k with weight 1/k.
  const weights = videos.map((_, index) => 1 / (index + 1));
  const cumulative = [];
  weights.reduce((sum, weight, index) => (cumulative[index] = sum + weight), 0);
  const totalWeight = cumulative[cumulative.length - 1];
  const pickVideo = () => {
    const target = next() * totalWeight;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle] < target) low = middle + 1;
      else high = middle;
    }
    return videos[low];
  };
  let eventsSent = 0;
  let session = 0;
  while (eventsSent < total) {
    session += 1;
    const video = pickVideo();
    const viewer = Math.floor(next() * VIEWERS);
    const onPage = next() < 0.2;
    const site = onPage ? null : Math.floor(next() * SITES);
    const id = `bench-session-${session.toString(36).padStart(10, '0')}`;
    // Most leave early: the share of the video watched is skewed towards the start.
    const leaveAt = Math.min(
      video.durationMs,
      Math.round(video.durationMs * Math.min(1, next() ** 1.6 * 1.3)),
    );
    const events = [{ type: 'PLAY', at: 0 }];
    let batches = [];
    const flush = () => {
      if (events.length === 0) return;
      batches.push(events.splice(0));
    };
    let heartbeats = 0;
    const ctaAt = Math.round(video.durationMs * 0.3);
    for (let from = 0; from < leaveAt; from += HEARTBEAT_MS) {
      const to = Math.min(from + HEARTBEAT_MS, leaveAt);
      events.push({ type: 'WATCHED', from, to });
      if (ctaAt >= from && ctaAt < to) {
        const ctaId = ctas[session % ctas.length];
        events.push({ type: 'CTA_SHOWN', ctaId });
        if (next() < 0.1) events.push({ type: 'CTA_CLICKED', ctaId });
      }
      if (from === 20_000 && next() < 0.15) {
        events.push({ type: 'SEEK', from: to, to: Math.min(video.durationMs - 1, to + 30_000) });
      }
      heartbeats += 1;
      if (heartbeats % HEARTBEATS_A_BATCH === 0) flush();
    }
    if (leaveAt >= video.durationMs) {
      events.push({ type: 'COMPLETE' }, { type: 'END_CARD_SHOWN', endCardId });
      if (next() < 0.05) events.push({ type: 'END_CARD_CLICKED', endCardId });
    }
    if (next() < 0.02) events.push({ type: 'SHARE_CLICKED' });
    flush();
    sent.sessions += 1;
    for (const batch of batches) {
      if (eventsSent >= total) return;
      const kept = batch.slice(0, total - eventsSent);
      eventsSent += kept.length;
      yield {
        viewer,
        site,
        events: kept.length,
        body: JSON.stringify({
          videoId: video.id,
          session: id,
          surface: site === null ? 'PAGE' : 'EMBED',
          events: kept,
        }),
      };
    }
    batches = [];
  }
}

/** One beacon: text/plain, from the viewer's address and browser, on the site's page. */
function beacon(agent, apiUrl, batch) {
  const url = new URL('/p/api/events', apiUrl);
  const headers = {
    'content-type': 'text/plain;charset=UTF-8',
    'content-length': Buffer.byteLength(batch.body),
    'x-forwarded-for': `10.${(batch.viewer >> 16) & 255}.${(batch.viewer >> 8) & 255}.${batch.viewer & 255}`,
    'user-agent': `BenchBrowser/${batch.viewer % 7}`,
  };
  if (batch.site !== null) headers.origin = `https://site-${batch.site}.example.com`;
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'POST', agent, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode));
    });
    request.on('error', reject);
    request.end(batch.body);
  });
}

async function ingest(apiUrl, batches) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const statuses = new Map();
  let events = 0;
  let requests = 0;
  const started = performance.now();
  let lastReport = started;
  const worker = async () => {
    for (let item = batches.next(); !item.done; item = batches.next()) {
      const status = await beacon(agent, apiUrl, item.value);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      requests += 1;
      if (status === 202) events += item.value.events;
      const now = performance.now();
      if (now - lastReport > 30_000) {
        lastReport = now;
        console.log(`  … ${count(events)} events in ${((now - started) / 1000).toFixed(0)} s`);
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  agent.destroy();
  return { events, requests, seconds: (performance.now() - started) / 1000, statuses };
}

/** Runs the API's roll-up job once, through its own queue and worker; its run's figures. */
async function rollUp(prefix) {
  const connection = { url: process.env.REDIS_URL || 'redis://127.0.0.1:6379' };
  const queue = new Queue('analytics', { connection, prefix });
  const events = new QueueEvents('analytics', { connection, prefix });
  try {
    await events.waitUntilReady();
    const job = await queue.add('roll-up-analytics', {}, { jobId: `bench-roll-up-${Date.now()}` });
    const result = await job.waitUntilFinished(events, 30 * 60_000);
    const done = await queue.getJob(job.id);
    return { ...result, seconds: (done.finishedOn - done.processedOn) / 1000 };
  } finally {
    await events.close();
    await queue.close();
  }
}

/** One operation of the analytics documents; its answer's data, or an Error. */
async function analytics(apiUrl, token, operationName, variables = {}) {
  const response = await fetch(`${apiUrl}/graphql/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: ANALYTICS_DOCUMENT, operationName, variables }),
  });
  const body = await response.json();
  if (!response.ok || body.errors)
    throw new Error(`${operationName}: ${JSON.stringify(body.errors ?? body)}`);
  return Object.values(body.data)[0];
}

async function timed(call, times) {
  const samples = [];
  for (let index = 0; index < times; index += 1) {
    const started = performance.now();
    await call();
    samples.push(performance.now() - started);
  }
  return samples;
}

async function main() {
  console.log(`Load average at start: ${loadAverage()} (2 cores here; other work may share them).`);
  const { apiUrl, api, token, databaseUrl, stop, prefix } = await startStack({
    name: 'analytics',
    // The bench rolls up itself, once everything is in (the scheduled run at start finds nothing).
    env: { ANALYTICS_ROLLUP_SECONDS: '86400' },
  });
  try {
    // Reading the targets makes the organization's own pages' target (made on first use).
    const { organization: seeded } = await gql(
      apiUrl,
      'query { me { organization { id publishingTargets { id type } } } }',
      {},
      token,
    );
    const self = seeded.publishingTargets.find((target) => target.type === 'SelfPublication');
    const videos = await seedVideos(databaseUrl, seeded.id, self.id);
    const ctas = [];
    for (const name of ['Buy now', 'Subscribe']) {
      const created = await gql(
        apiUrl,
        `mutation ($input: ButtonCtaInput!) { createButtonCta(button_cta: $input) { buttonCta { publicUuid } errors { field messages name } } }`,
        { input: { name, url: 'https://shop.example.com', text: name } },
        token,
      );
      ctas.push(created.buttonCta.publicUuid);
    }
    const card = await gql(
      apiUrl,
      `mutation { createEndCard(endCard: { name: "Bench card", customCode: "<p>Bye</p>" }) { endCard { id } errors { field messages name } } }`,
      {},
      token,
    );
    console.log(`Seeded ${VIDEOS} published videos, 2 CTAs and an end card.`);

    console.log(
      `\n1. Ingesting ${count(EVENTS)} events through POST /p/api/events, ${CONCURRENCY} at a time (load average ${loadAverage()})`,
    );
    const sent = { sessions: 0 };
    const generated = sessions(videos, ctas, card.endCard.id, EVENTS, sent);
    const database = new pg.Client({ connectionString: databaseUrl });
    await database.connect();
    const before = await cpuSnapshot(database, api.pid);
    const ingested = await ingest(apiUrl, generated);
    const cpu = cpuSince(before, await cpuSnapshot(database, api.pid));
    await database.end();
    const refused = [...ingested.statuses].filter(([status]) => status !== 202);
    console.log(
      `   ${count(ingested.events)} events in ${count(ingested.requests)} batches, ${ingested.seconds.toFixed(1)} s: ` +
        `${count(ingested.events / ingested.seconds)} events/s, ${count(ingested.requests / ingested.seconds)} batches/s` +
        (refused.length
          ? `; refused: ${refused.map(([status, n]) => `${n} × ${status}`).join(', ')}`
          : '; none refused') +
        ` (load average ${loadAverage()})`,
    );
    console.log(
      `   CPU a batch: ${(cpu.api / ingested.requests).toFixed(2)} ms in the API process + ` +
        `${(cpu.database / ingested.requests).toFixed(2)} ms in PostgreSQL (Redis not counted)`,
    );

    console.log(
      `\n2. Rolling the backlog up: one run of the API's roll-up job (load average ${loadAverage()})`,
    );
    const rolled = await rollUp(prefix);
    console.log(
      `   ${count(rolled.events)} events in ${count(rolled.entries)} stream entries, ${rolled.seconds.toFixed(1)} s: ` +
        `${count(rolled.events / rolled.seconds)} events/s (load average ${loadAverage()})`,
    );

    const overview = await analytics(apiUrl, token, 'AnalyticsOverview');
    console.log(
      `   the organization: ${count(overview.plays)} plays, ${count(overview.uniqueViewers)} unique viewers, ` +
        `${count(overview.watchTimeSeconds / 3600)} hours watched, ${overview.averagePercentWatched} % watched on average; ` +
        `top video ${count(overview.topVideos[0]?.plays ?? 0)} plays; ${count(sent.sessions)} sessions were sent ` +
        `(${overview.plays === sent.sessions ? 'every one counted once' : 'NOT the plays counted'})`,
    );

    console.log(
      `\n3. videoAnalytics of random videos, one at a time, after ${WARM_UP} not counted (load average ${loadAverage()})`,
    );
    const pick = random(7);
    const videoAnalytics = () =>
      analytics(apiUrl, token, 'VideoAnalytics', {
        videoId: videos[Math.floor(pick() ** 2 * videos.length)].id,
      });
    await timed(videoAnalytics, WARM_UP);
    const baseline = await timed(() => gql(apiUrl, 'query { me { id } }', {}, token), QUERIES);
    const video = await timed(videoAnalytics, QUERIES);
    const organization = await timed(
      () => analytics(apiUrl, token, 'AnalyticsOverview'),
      Math.max(20, QUERIES / 10),
    );
    for (const [label, samples] of [
      ['videoAnalytics (30 days)', video],
      ['analyticsOverview (30 days)', organization],
      ['baseline { me { id } }', baseline],
    ]) {
      console.log(
        `   ${label.padEnd(30)} p50 ${ms(percentile(samples, 50))}  p95 ${ms(percentile(samples, 95))}`,
      );
    }

    const eventsPerSecond = ingested.events / ingested.seconds;
    const p95 = percentile(video, 95);
    console.log(
      `\nTargets: ≥ ${count(TARGET_EVENTS_PER_SECOND)} events/s ingested: ${count(eventsPerSecond)} ` +
        `(${eventsPerSecond >= TARGET_EVENTS_PER_SECOND ? 'met' : 'missed'}); videoAnalytics p95 ≤ ${TARGET_P95_MS} ms: ` +
        `${p95.toFixed(1)} ms (${p95 <= TARGET_P95_MS ? 'met' : 'missed'}). Load average at the end: ${loadAverage()}.`,
    );
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

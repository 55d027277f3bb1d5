#!/usr/bin/env node
// `npm run bench:public`: the public pages, their JSON and the HLS playlists under load, beside a static
// file served by the same process. Starts the built API and transcoder on a fresh database (stack.mjs),
// uploads a 10 s clip, publishes it to the own pages, adds a moment and a playlist, then drives each
// address with wrk on loopback: BENCH_CONNECTIONS (200) concurrent connections for BENCH_DURATION
// seconds (20) each, after a short warm-up. It prints requests/s, p50 / p95 / p99 latency and the ratios
// to the static file (`/player/embed.js`, measured first and again last: the figure is their mean), with
// the targets (p95 ≤ 25 ms, throughput ≥ 50 % of the static file's) and the load average. Every answer
// must be 200: the warm-up checks it, and an answer of 400 or over or a transport error during the run
// is counted and shown. No assertion on time. BENCH_SKIP_BUILD=1 uses the existing player build.
// wrk (Debian's package, installed here when missing), not a load tool in Node: autocannon, tried first,
// read a 20 kB answer slower than the API wrote it (docs/decisions.md, "bench:public's load tool").
import { execFile, execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ensureSystemPackages, gql, publishedClip, ROOT, startStack } from './stack.mjs';

const PLAYER_DIST = join(ROOT, 'apps/player/dist');
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 20);
const WARM_UP_REQUESTS = 20;
const TARGETS = { p95Ms: 25, throughputShare: 0.5 };

const ERRORS = 'errors { field messages name }';
const CREATE_MOMENT = `mutation ($v: ID!, $m: CreateMomentInput!) {
  createMoment(videoId: $v, moment: $m) { moment { id } ${ERRORS} } }`;
const CREATE_PLAYLIST = `mutation ($p: PlaylistInput!) { createPlaylist(playlist: $p) { playlist { id } ${ERRORS} } }`;

const execFileAsync = promisify(execFile);
const WRK_REPORT = join(ROOT, 'tools/bench/wrk-report.lua');

/**
 * CPU seconds the process has used (user + system, from /proc): what a request costs the API whatever
 * else the machine runs. Null where /proc is not there.
 */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime are the 14th and 15th fields of the line, in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/**
 * One wrk run against `url` (two threads, one a core): requests/s, latency percentiles (ms), the
 * failures, and the API process's CPU time per request (µs).
 */
async function drive(url, apiPid) {
  for (let i = 0; i < WARM_UP_REQUESTS; i += 1) {
    const response = await fetch(url);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url} answered ${response.status} before the run`);
  }
  const cpuBefore = cpuSeconds(apiPid);
  const { stdout } = await execFileAsync('wrk', [
    ...['--threads', '2', '--connections', String(CONNECTIONS), '--duration', `${DURATION_S}s`],
    ...['--script', WRK_REPORT, url],
  ]);
  const cpuAfter = cpuSeconds(apiPid);
  const report = JSON.parse(stdout.trim().split('\n').at(-1));
  const seconds = report.durationMicros / 1e6;
  return {
    rps: report.requests / seconds,
    p50: report.p50 / 1000,
    p95: report.p95 / 1000,
    p99: report.p99 / 1000,
    bytes: report.bytes / seconds,
    failures: report.connect + report.read + report.write + report.timeout,
    errorStatuses: report.status,
    cpuMicros:
      cpuBefore === null || cpuAfter === null ? NaN : ((cpuAfter - cpuBefore) * 1e6) / report.requests,
  };
}

async function main() {
  ensureSystemPackages('wrk:wrk');
  if (!process.env.BENCH_SKIP_BUILD) {
    console.log('Building the player…');
    execFileSync('npm', ['run', '--silent', 'build:player'], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  const stack = await startStack({ name: 'public', transcoder: true, env: { PLAYER_DIST_DIR: PLAYER_DIST } });
  const { apiUrl, token } = stack;
  const apiPid = stack.api.pid;
  try {
    console.log('Uploading a 10 s clip, waiting for DRAFT and publishing it…');
    const videoId = await publishedClip(stack, 'bench-public');
    const moment = (
      await gql(
        apiUrl,
        CREATE_MOMENT,
        { v: videoId, m: { title: 'Bench moment', startTimestamp: '00:02.000', endTimestamp: '00:08.000' } },
        token,
      )
    ).moment;
    const playlist = (
      await gql(
        apiUrl,
        CREATE_PLAYLIST,
        { p: { name: 'Bench playlist', contentType: 'VIDEOS', orderBy: 'MANUAL', items: [videoId] } },
        token,
      )
    ).playlist;
    const data = await (await fetch(`${apiUrl}/p/api/video/${videoId}`)).json();
    if (!data.manifestUrl) throw new Error(`The player data lacks a manifest: ${JSON.stringify(data)}`);
    const master = await (await fetch(data.manifestUrl)).text();
    const variant = master.split('\n').find((line) => line.endsWith('.m3u8') && !line.startsWith('#'));
    if (!variant) throw new Error(`The master playlist lists no variant:\n${master}`);

    const staticFile = `${apiUrl}/player/embed.js`;
    const startLoad = loadavg()
      .map((value) => value.toFixed(2))
      .join(' ');
    const targets = [
      ['public page /p/video/{id}', `${apiUrl}/p/video/${videoId}`],
      ['player data /p/api/video/{id}', `${apiUrl}/p/api/video/${videoId}`],
      ['player data /p/api/moment/{id}', `${apiUrl}/p/api/moment/${moment.id}`],
      ['playlist data /p/api/playlist/{id}', `${apiUrl}/p/api/playlist/${playlist.id}`],
      ['poster /p/api/video/{id}/poster', `${apiUrl}/p/api/video/${videoId}/poster`],
      ['HLS master playlist', data.manifestUrl],
      ['HLS variant playlist', new URL(variant, data.manifestUrl).href],
    ];
    console.log(`Driving each address: ${CONNECTIONS} connections, ${DURATION_S} s…`);
    const before = await drive(staticFile, apiPid);
    const runs = [];
    for (const [label, url] of targets) runs.push([label, await drive(url, apiPid)]);
    const after = await drive(staticFile, apiPid);
    const baseline = {
      rps: (before.rps + after.rps) / 2,
      p95: (before.p95 + after.p95) / 2,
      cpuMicros: (before.cpuMicros + after.cpuMicros) / 2,
    };

    const ms = (value) => `${value.toFixed(1)}`.padStart(7);
    const cpu = (value) => (Number.isNaN(value) ? '-' : value.toFixed(0)).padStart(8);
    const row = (label, run, note = '') =>
      console.log(
        `  ${label.padEnd(38)} ${run.rps.toFixed(0).padStart(7)} ${ms(run.p50)} ${ms(run.p95)} ${ms(run.p99)} ${cpu(run.cpuMicros)} ${(run.bytes / run.rps / 1024).toFixed(1).padStart(7)}  ${note}`.trimEnd(),
      );
    const failuresOf = (run) => {
      const other = [];
      if (run.errorStatuses) other.push(`${run.errorStatuses} answers of 400 and over`);
      if (run.failures) other.push(`${run.failures} errors/timeouts`);
      return other.length ? ` [not 200: ${other.join(', ')}]` : '';
    };
    const verdict = (met) => (met ? 'met' : 'missed');
    console.log(
      `\nPublic responses under load (wrk, loopback, ${CONNECTIONS} connections, ${DURATION_S} s each)\n`,
    );
    console.log(
      `  ${'address'.padEnd(38)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'API µs/r'.padStart(8)} ${'kB/r'.padStart(7)}`,
    );
    row('static file /player/embed.js (before)', before, failuresOf(before));
    row('static file /player/embed.js (after)', after, failuresOf(after));
    for (const [label, run] of runs) {
      const share = run.rps / baseline.rps;
      row(
        label,
        run,
        `req/s ×${share.toFixed(2)} of the static file's (${verdict(share >= TARGETS.throughputShare)}), ` +
          `p95 ${verdict(run.p95 <= TARGETS.p95Ms)} (static ×${(run.p95 / baseline.p95).toFixed(2)}), ` +
          `CPU ×${(run.cpuMicros / baseline.cpuMicros).toFixed(2)}${failuresOf(run)}`,
      );
    }
    console.log(
      `\n  targets: p95 ≤ ${TARGETS.p95Ms} ms and req/s ≥ ${TARGETS.throughputShare * 100} % of the static file's ` +
        `(the mean of before and after: ${baseline.rps.toFixed(0)} req/s, p95 ${baseline.p95.toFixed(1)} ms).`,
    );
    console.log(
      '  kB/r: bytes an answer (headers and body) on the wire.\n' +
        '  API µs/r: CPU time of the API process per request (user + system), the same whatever else the ' +
        'machine runs;\n  requests/s and latencies share two cores with Postgres, Redis, wrk and ' +
        `the machine's other work: load average ${startLoad} at the start, ${loadavg()
          .map((value) => value.toFixed(2))
          .join(' ')} at the end.\n`,
    );
  } finally {
    await stack.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});

#!/usr/bin/env node
// `npm run bench:transcode`: three 60 s 1080p clips (H.264/AAC, the same with a 10 s keyframe interval,
// VP9/Opus) through the real worker (`node apps/transcoder/dist/main.js`, a real BullMQ queue on the local
// Redis, fs storage in a temp folder), timed from the job's start to the first playable rendition (with a
// timeline of the steps before it) and to the complete ladder; then one plain ffmpeg command making the
// same 1080/720/480/360 ladder on the same machine, for the ratio.
// After it, tools/bench/upload.mjs: the 1 GiB multipart upload through the built API and its peak RSS
// (`--skip-upload` leaves it out; `--only <file>[,<file>…]` runs those clips).
import { execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import {
  createReadStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { exited } from './stack.mjs';
import { benchUpload } from './upload.mjs';

const require = createRequire(import.meta.url);
const { Job, Queue, QueueEvents } = require('bullmq');
const { JobName, jobIdFor, QueueName } = require('@framehouse/domain');
const { createStorage } = require('@framehouse/storage');

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
/** Generated clips are kept between runs: making them takes longer than a run. */
const CLIP_CACHE = join(tmpdir(), 'framehouse-bench-clips');
const SECONDS = 60;
const TARGET_RATIO = 1.1;
const FIRST_PLAYABLE_TARGET_MS = 2000;
/** How often the timeline looks at the worker's folders (its resolution). */
const TIMELINE_TICK_MS = 20;
const args = process.argv.slice(2);
const SKIP_UPLOAD = args.includes('--skip-upload');
const ONLY = args.includes('--only') ? args[args.indexOf('--only') + 1] : null;

const CLIPS = [
  {
    label: 'H.264/AAC 1080p',
    file: 'h264-aac-1080p-60s.mp4',
    encode: [
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-b:v',
      '6M',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-b:a',
      '128k',
    ],
  },
  {
    // Cameras and screen recorders often key every 10 s or more: a remux cannot cut 1 s segments.
    label: 'H.264/AAC 1080p, keyframes every 10 s',
    file: 'h264-aac-1080p-60s-gop300.mp4',
    encode: [
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-b:v',
      '6M',
      '-g',
      '300',
      '-keyint_min',
      '300',
      '-sc_threshold',
      '0',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-b:a',
      '128k',
    ],
  },
  {
    label: 'VP9/Opus 1080p',
    file: 'vp9-opus-1080p-60s.webm',
    encode: [
      '-c:v',
      'libvpx-vp9',
      '-deadline',
      'realtime',
      '-cpu-used',
      '8',
      '-row-mt',
      '1',
      '-b:v',
      '4M',
      '-c:a',
      'libopus',
      '-b:a',
      '128k',
    ],
  },
];

function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}

function load() {
  return loadavg()[0].toFixed(2);
}

/** A 60 s 1920x1080 30 fps moving test pattern with a tone, made once and reused. */
function clipFile(clip) {
  mkdirSync(CLIP_CACHE, { recursive: true });
  const path = join(CLIP_CACHE, clip.file);
  if (existsSync(path)) return path;
  console.log(`Making ${clip.label} (${SECONDS} s), once…`);
  const partial = `${path}.partial${clip.file.slice(clip.file.lastIndexOf('.'))}`;
  execFileSync(
    'ffmpeg',
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      `testsrc2=size=1920x1080:rate=30:duration=${SECONDS}`,
      '-f',
      'lavfi',
      '-i',
      `sine=frequency=440:beep_factor=4:sample_rate=48000:duration=${SECONDS}`,
      ...clip.encode,
      '-shortest',
      partial,
    ],
    { stdio: 'inherit' },
  );
  execFileSync('mv', [partial, path]);
  return path;
}

async function until(condition, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Every file path under `dir` (none when it does not exist yet). */
function filesUnder(dir) {
  try {
    return readdirSync(dir, { recursive: true });
  } catch {
    return [];
  }
}

/**
 * The first-playable timeline seen from outside the worker: every TIMELINE_TICK_MS it looks at the job's
 * work folder (the HLS folder is made just before ffmpeg is spawned; segments appear when ffmpeg renames
 * them) and at the storage folder (segments, then the master playlist). Progress events add the rest.
 */
function watchTimeline(workDir, hlsDir) {
  const marks = {};
  const mark = (name) => {
    if (marks[name] === undefined) marks[name] = Date.now();
  };
  const timer = setInterval(() => {
    if (marks.master !== undefined) return;
    const work = filesUnder(workDir);
    if (work.some((path) => /(^|\/)hls$/.test(path))) mark('hlsFolder');
    if (work.some((path) => /(^|\/)hls\/.+\/segment-\d+\.ts$/.test(path))) mark('segmentOnDisk');
    const stored = filesUnder(hlsDir);
    if (stored.some((path) => /segment-\d+\.ts$/.test(path))) mark('segmentStored');
    if (stored.includes('master.m3u8')) mark('master');
  }, TIMELINE_TICK_MS);
  return { marks, mark, stop: () => clearInterval(timer) };
}

const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));

/**
 * CPU seconds a process has used, and its children it has reaped (the worker's ffmpeg runs, or the
 * bench's): unlike wall time, the other loads of a shared machine barely change it.
 */
function cpuSeconds(pid = 'self') {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number);
  return { own: (utime + stime) / CLOCK_TICKS, children: (cutime + cstime) / CLOCK_TICKS };
}

const TIMELINE_STEPS = [
  ['probed', 'probe done (progress: transcoding)'],
  ['hlsFolder', 'ffmpeg spawned (HLS folder made)'],
  ['segmentOnDisk', 'first segment on disk'],
  ['segmentStored', 'first segment in storage'],
  ['master', 'master playlist in storage'],
  ['playable', 'progress with the master seen'],
];

/** One clip through the worker: the times from the job's start, as the worker's own clock stamps it. */
async function throughWorker(source) {
  const root = mkdtempSync(join(tmpdir(), 'framehouse-bench-'));
  const prefix = `fh-bench-${randomUUID().slice(0, 8)}`;
  const env = {
    ...process.env,
    REDIS_URL,
    REDIS_PREFIX: prefix,
    DATA_DIR: join(root, 'data'),
    WORK_DIR: join(root, 'work'),
  };
  const storage = createStorage({
    driver: 'fs',
    dataDir: env.DATA_DIR,
    publicUrl: 'http://localhost:3000',
    signingSecret: 'bench',
  });
  const organizationId = randomUUID();
  const mediaId = randomUUID();
  const data = {
    videoId: randomUUID(),
    organizationId,
    sourceKey: `media/${organizationId}/${mediaId}/source/original${source.slice(source.lastIndexOf('.'))}`,
    mediaPrefix: `media/${organizationId}/${mediaId}/processed/`,
    run: 0,
  };
  await storage.putObject(data.sourceKey, createReadStream(source), {
    contentType: 'video/mp4',
    size: statSync(source).size,
  });

  const connection = { url: REDIS_URL };
  const queue = new Queue(QueueName.VIDEO_PROCESSING, { connection, prefix });
  const events = new QueueEvents(QueueName.VIDEO_PROCESSING, { connection, prefix });
  await events.waitUntilReady();
  const worker = spawn(process.execPath, [join(ROOT, 'apps/transcoder/dist/main.js')], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await until(async () => (await queue.getWorkers()).length > 0, 30_000, 'the worker to connect');
    const jobId = jobIdFor(JobName.PROCESS_VIDEO, data.videoId, data.run);
    const seen = { firstPlayable: null, ladder: null, renditions: [] };
    const timeline = watchTimeline(env.WORK_DIR, storage.localPath(`${data.mediaPrefix}hls`));
    events.on('progress', ({ jobId: id, data: progress }) => {
      if (id !== jobId) return;
      const now = Date.now();
      if (progress.stage === 'transcoding') timeline.mark('probed');
      if (progress.masterKey && seen.firstPlayable === null) {
        timeline.mark('playable');
        seen.firstPlayable = now;
        seen.firstRenditions = progress.renditions.map((rendition) => rendition.name);
      }
      const complete = progress.renditions.length > 0 && progress.renditions.every((r) => r.complete);
      if (complete && seen.ladder === null) {
        seen.ladder = now;
        seen.renditions = progress.renditions.map((rendition) => rendition.name);
      }
    });
    const job = await queue.add(JobName.PROCESS_VIDEO, data, { jobId, attempts: 1 });
    await job.waitUntilFinished(events, 30 * 60_000);
    timeline.stop();
    const cpu = cpuSeconds(worker.pid);
    const done = await Job.fromId(queue, jobId);
    const started = done.processedOn;
    return {
      timeline: TIMELINE_STEPS.map(([name, what]) => ({
        what,
        ms: timeline.marks[name] === undefined ? null : timeline.marks[name] - started,
      })),
      firstPlayableMs: seen.firstPlayable - started,
      firstRenditions: seen.firstRenditions,
      ladderMs: seen.ladder - started,
      renditions: seen.renditions,
      jobMs: done.finishedOn - started,
      ffmpegCpuSeconds: cpu.children,
    };
  } finally {
    worker.kill('SIGTERM');
    await exited(worker);
    await events.close();
    await queue.obliterate({ force: true }).catch(() => undefined);
    await queue.close();
    rmSync(root, { recursive: true, force: true });
  }
}

/** The same four rungs as one plain ffmpeg command: decode once, `split`, encode each, veryfast, to HLS. */
function plainLadder(source) {
  const out = mkdtempSync(join(tmpdir(), 'framehouse-bench-plain-'));
  const rungs = [
    { size: '1920:1080', bitrate: 5000 },
    { size: '1280:720', bitrate: 2800 },
    { size: '854:480', bitrate: 1400 },
    { size: '640:360', bitrate: 800 },
  ];
  const filter = `[0:v]split=4${rungs.map((_, i) => `[s${i}]`).join('')};${rungs
    .map((rung, i) => `[s${i}]scale=${rung.size}[v${i}]`)
    .join(';')}`;
  const args = [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-i',
    source,
    '-filter_complex',
    filter,
    ...rungs.flatMap((_, i) => ['-map', `[v${i}]`, '-map', '0:a']),
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-pix_fmt',
    'yuv420p',
    '-g',
    '180',
    '-sc_threshold',
    '0',
    ...rungs.flatMap((rung, i) => [
      `-b:v:${i}`,
      `${rung.bitrate}k`,
      `-maxrate:v:${i}`,
      `${Math.round(rung.bitrate * 1.25)}k`,
      `-bufsize:v:${i}`,
      `${rung.bitrate * 2}k`,
    ]),
    '-c:a',
    'aac',
    '-b:a',
    '128k',
    '-ac',
    '2',
    '-f',
    'hls',
    '-hls_time',
    '6',
    '-hls_list_size',
    '0',
    '-hls_playlist_type',
    'vod',
    '-hls_segment_filename',
    join(out, '%v', 'segment-%05d.ts'),
    '-var_stream_map',
    rungs.map((_, i) => `v:${i},a:${i}`).join(' '),
    join(out, '%v', 'index.m3u8'),
  ];
  const started = Date.now();
  const cpuBefore = cpuSeconds().children;
  try {
    execFileSync('ffmpeg', args, { stdio: 'inherit' });
    return { ms: Date.now() - started, cpuSeconds: cpuSeconds().children - cpuBefore };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

async function main() {
  console.log('Building the transcoder…');
  execFileSync(
    process.execPath,
    [require.resolve('typescript/bin/tsc'), '-b', 'apps/transcoder/tsconfig.app.json'],
    {
      cwd: ROOT,
      stdio: 'inherit',
    },
  );
  const clips = ONLY ? CLIPS.filter((clip) => ONLY.split(',').includes(clip.file)) : CLIPS;
  if (clips.length === 0) throw new Error(`No clip is among ${ONLY}: ${CLIPS.map((c) => c.file).join(', ')}`);
  const sources = clips.map((clip) => ({ clip, path: clipFile(clip) }));
  console.log(`\n${cpus().length} cores, load average ${load()} before the runs\n`);
  const rows = [];
  for (const { clip, path } of sources) {
    console.log(`${clip.label}: through the worker…`);
    const worker = await throughWorker(path);
    console.log(`${clip.label}: one plain ffmpeg ladder…`);
    const plain = plainLadder(path);
    rows.push({ clip, worker, plain, load: load() });
  }

  console.log(`\nTranscoding benchmark: ${SECONDS} s 1080p sources, ${cpus().length} cores\n`);
  let failures = 0;
  for (const { clip, worker, plain, load: after } of rows) {
    const ratio = worker.ladderMs / plain.ms;
    const playableOk = worker.firstPlayableMs <= FIRST_PLAYABLE_TARGET_MS;
    const ratioOk = ratio <= TARGET_RATIO;
    if (!playableOk || !ratioOk) failures += 1;
    console.log(clip.label);
    console.log(
      `  first playable      ${seconds(worker.firstPlayableMs).padStart(8)}   (${worker.firstRenditions.join(', ')}; target ≤ ${seconds(FIRST_PLAYABLE_TARGET_MS)}: ${playableOk ? 'met' : 'MISSED'})`,
    );
    for (const step of worker.timeline) {
      const at = step.ms === null ? '–' : `${(step.ms / 1000).toFixed(2)} s`;
      console.log(`    ${at.padStart(7)}  ${step.what}`);
    }
    console.log(
      `  full ladder         ${seconds(worker.ladderMs).padStart(8)}   (${worker.renditions.join(', ')})`,
    );
    console.log(
      `  whole job           ${seconds(worker.jobMs).padStart(8)}   (ladder, poster, thumbnails, storyboard, audio)`,
    );
    console.log(
      `  plain ffmpeg ladder ${seconds(plain.ms).padStart(8)}   (1080p, 720p, 480p, 360p in one command)`,
    );
    console.log(
      `  ffmpeg CPU          ${`${worker.ffmpegCpuSeconds.toFixed(1)} s`.padStart(8)}   (every ffmpeg run of the job; the plain ladder: ${plain.cpuSeconds.toFixed(1)} s)`,
    );
    console.log(
      `  ratio               ${ratio.toFixed(2).padStart(8)}   (full ladder / plain ffmpeg; target ≤ ${TARGET_RATIO.toFixed(2)}: ${ratioOk ? 'met' : 'MISSED'})`,
    );
    console.log(`  load average after  ${after.padStart(8)}\n`);
  }
  if (!SKIP_UPLOAD) {
    const upload = await benchUpload();
    if (!upload.met) failures += 1;
  }
  process.exitCode = failures > 0 ? 1 : 0;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

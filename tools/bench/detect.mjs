#!/usr/bin/env node
// `npm run bench:detect`: the object detector on real photographs (tools/bench/detect-photos, their
// sources and licences in its README.md, the COCO categories in each in labels.json). Each photo goes
// through the worker's own frame path, built first (apps/transcoder/dist): ffmpeg extracts one rgb24
// frame of the detector's input (frameBatchCommand), the detector runs on it, its rows are decoded,
// thresholded and de-duplicated as in production (decodeCocoDetections, suppressOverlaps). Printed per
// photo: the categories expected and found; then recall and precision of the present categories and the
// milliseconds per frame, for the baseline (CenterNet on the frame stretched to its square input, score ≥
// 0.5, as before issue 18 item 11), CenterNet letterboxed at its authors' threshold, and the production
// detector (NanoDet-g, letterboxed, at its authors' threshold), all in the same run.
//
// A category counts as found when a detection of it passes the threshold. Recall: present categories
// found / present categories. Precision: found categories that are present / found categories, where a
// category labelled "optional" (in the picture but small, partial or ambiguous) counts neither way.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const PHOTOS = join(ROOT, 'tools/bench/detect-photos');
const DIST = join(ROOT, 'apps/transcoder/dist');
const TARGET = 0.8;
/** Times each detector runs over every photo for its milliseconds per frame. */
const TIMING_ROUNDS = 2;

function loadTranscoder() {
  console.log('Building the transcoder…');
  execFileSync(
    process.execPath,
    [require.resolve('typescript/bin/tsc'), '-b', 'apps/transcoder/tsconfig.app.json'],
    { cwd: ROOT, stdio: 'inherit' },
  );
  return {
    media: require(join(DIST, 'media/index.js')),
    detection: require(join(DIST, 'detection/index.js')),
    config: require(join(DIST, 'config/worker-config.js')),
  };
}

const { media, detection, config } = loadTranscoder();

/** The photo's size as shown: the bench's photos are plain JPEGs, square pixels, no rotation. */
function shownSize(photo) {
  const out = execFileSync(
    'ffprobe',
    [
      '-v',
      'error',
      '-select_streams',
      'v:0',
      '-show_entries',
      'stream=width,height',
      '-of',
      'csv=p=0',
      photo,
    ],
    { encoding: 'utf8' },
  );
  const [width, height] = out.trim().split(',').map(Number);
  return { width, height };
}

async function frameOf(runner, photo, size, area, dir) {
  const output = join(dir, 'frame.rgb');
  const command = media.frameBatchCommand(
    photo,
    { startMs: 0, count: 1, intervalMs: 1000 },
    size,
    area,
    output,
  );
  // A photo read as a one-second still video: the fps filter of the worker's command needs a duration.
  await runner.run({
    ...command,
    inputOptions: ['-loop', '1', '-framerate', '1', '-t', '1', ...command.inputOptions],
  });
  const bytes = readFileSync(output);
  if (bytes.length !== media.rgbFrameBytes(size)) {
    throw new Error(`${photo}: ffmpeg wrote ${bytes.length} bytes, not one frame`);
  }
  return new Uint8Array(bytes);
}

/** The ways of running a detector over the photos: the baseline first. */
function variants() {
  const centernet = new detection.CenternetDetector(join(ROOT, 'apps/transcoder/models/centernet'));
  const production = new detection.NanodetDetector(config.DEFAULT_OBJECT_DETECTION_MODEL_DIR);
  const letterbox = (shown, size) => media.letterboxArea(shown, size);
  return [
    {
      label: 'baseline: CenterNet, frame stretched to 512×512, score ≥ 0.5 (before)',
      detector: centernet,
      area: (shown, size) => ({ x: 0, y: 0, width: size.width, height: size.height }),
      minScore: 0.5,
    },
    {
      label: `CenterNet, letterboxed, score ≥ ${centernet.minScore}`,
      detector: centernet,
      area: letterbox,
      minScore: centernet.minScore,
    },
    {
      label: `production: ${production.model}, letterboxed, score ≥ ${production.minScore}`,
      detector: production,
      area: letterbox,
      minScore: production.minScore,
    },
  ];
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function run() {
  const labels = JSON.parse(readFileSync(join(PHOTOS, 'labels.json'), 'utf8'));
  const runner = new media.FfmpegRunner();
  const dir = mkdtempSync(join(tmpdir(), 'framehouse-bench-detect-'));
  console.log(
    `bench:detect — ${Object.keys(labels).length} photos, ${cpus().length} cores, load ${loadavg()[0].toFixed(2)}`,
  );
  const summaries = [];
  try {
    for (const variant of variants()) {
      const { detector } = variant;
      await detector.load();
      // One frame first: the first call compiles the graph's kernels.
      await detector.detect(new Uint8Array(media.rgbFrameBytes(detector.inputSize)));
      console.log(`\n${variant.label}`);
      let present = 0;
      let found = 0;
      let truePositives = 0;
      variant.frames = [];
      for (const [name, label] of Object.entries(labels)) {
        const photo = join(PHOTOS, name);
        const area = variant.area(shownSize(photo), detector.inputSize);
        const frame = await frameOf(runner, photo, detector.inputSize, area, dir);
        variant.frames.push(frame);
        const rows = await detector.detect(frame);
        const detections = detection.suppressOverlaps(
          detection.decodeCocoDetections(rows, area, variant.minScore),
        );
        const seen = [...new Set(detections.map((d) => d.category))];
        const hits = seen.filter((category) => label.present.includes(category));
        const wrong = seen.filter(
          (category) => !label.present.includes(category) && !label.optional.includes(category),
        );
        const missed = label.present.filter((category) => !seen.includes(category));
        present += label.present.length;
        truePositives += hits.length;
        found += hits.length + wrong.length;
        const optional = seen.filter((category) => label.optional.includes(category));
        console.log(
          `  ${name.padEnd(24)} expected ${label.present.join(' ')} | found ${hits.join(' ') || '-'}` +
            (optional.length ? ` | optional ${optional.join(' ')}` : '') +
            (missed.length ? ` | MISSED ${missed.join(' ')}` : '') +
            (wrong.length ? ` | WRONG ${wrong.join(' ')}` : ''),
        );
      }
      const recall = truePositives / present;
      const precision = found === 0 ? 1 : truePositives / found;
      summaries.push({ variant, recall, precision, times: [] });
      console.log(
        `  recall ${recall.toFixed(2)} (${truePositives}/${present}), precision ${precision.toFixed(2)} ` +
          `(${truePositives}/${found})`,
      );
    }
    // Timing apart, detectors taking turns frame by frame, so a busy spell of the shared machine weighs
    // on all of them alike.
    for (let round = 0; round < TIMING_ROUNDS; round++) {
      for (let index = 0; index < Object.keys(labels).length; index++) {
        for (const summary of summaries) {
          const started = process.hrtime.bigint();
          await summary.variant.detector.detect(summary.variant.frames[index]);
          summary.times.push(Number(process.hrtime.bigint() - started) / 1e6);
        }
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(`\nSame run, target recall and precision ≥ ${TARGET}:`);
  for (const { variant, recall, precision, times } of summaries) {
    const { label } = variant;
    const msPerFrame = median(times);
    const met = recall >= TARGET && precision >= TARGET ? 'meets the target' : 'below the target';
    console.log(
      `  ${label}: recall ${recall.toFixed(2)}, precision ${precision.toFixed(2)}, ${msPerFrame.toFixed(0)} ms per frame (median of ${times.length}, one core) — ${met}`,
    );
  }
}

run().catch((error) => {
  console.error(error);
  process.exit(1);
});

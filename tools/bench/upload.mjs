#!/usr/bin/env node
// `npm run bench:upload` (and the last part of `npm run bench:transcode`): the API's side of the benchmark.
// Starts the built API (`node apps/api/dist/main.js`) on a fresh database, fs storage in a temp folder and
// its own Redis prefix, registers an owner through GraphQL, then uploads a 1 GiB file through the multipart
// flow (8 MiB parts, up to 4 in flight, PUT to each presigned URL) while sampling the API's memory every
// 100 ms from /proc/<pid>/status. Target: API peak RSS < 300 MB (the upload is streamed, never buffered).
// The transcoder is not started: the upload is what is measured; the queued job is dropped at the end.
import { randomFillSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gql, sleep, startStack } from './stack.mjs';

const MiB = 1024 * 1024;
const FILE_SIZE = 1024 * MiB;
const PART_SIZE = 8 * MiB;
const IN_FLIGHT = 4;
const SAMPLE_MS = 100;
const TARGET_RSS_MB = 300;

const ERROR_FIELDS = 'errors { field messages name }';
const UPLOAD_LOCAL_VIDEO = `mutation ($filename: String!, $multipart: Boolean) {
  uploadLocalVideo(filename: $filename, multipart: $multipart) { video { id } videoUploadUrl key uploadId ${ERROR_FIELDS} } }`;
const NEW_PART = `mutation ($videoId: ID!, $partNumber: Int!) {
  newLocalVideoUploadPart(videoId: $videoId, partNumber: $partNumber) { videoUploadUrl ${ERROR_FIELDS} } }`;
const CONFIRM = `mutation ($videoId: ID!, $key: String!, $parts: [UploadedPartInput!]) {
  confirmLocalVideoUpload(videoId: $videoId, key: $key, parts: $parts) { video { id status } ${ERROR_FIELDS} } }`;

const mb = (bytes) => (bytes / 1e6).toFixed(1);

/** VmRSS and VmHWM of a process, in bytes, from /proc/<pid>/status. */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024;
  return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
}

/** 1 GiB of random-ish bytes, written in 8 MiB chunks from one reused buffer. */
async function makeFile(path) {
  const buffer = Buffer.alloc(PART_SIZE);
  const file = await open(path, 'w');
  try {
    for (let written = 0; written < FILE_SIZE; written += PART_SIZE) {
      randomFillSync(buffer);
      await file.write(buffer, 0, PART_SIZE);
    }
  } finally {
    await file.close();
  }
}

/** PUTs every part (up to IN_FLIGHT at once), each read from the file into its worker's own buffer. */
async function uploadParts(baseUrl, token, path, upload) {
  const count = Math.ceil(FILE_SIZE / PART_SIZE);
  const parts = [];
  let next = 1;
  const file = await open(path, 'r');
  try {
    const worker = async () => {
      const buffer = Buffer.alloc(PART_SIZE);
      for (let partNumber = next++; partNumber <= count; partNumber = next++) {
        const url =
          partNumber === 1
            ? upload.videoUploadUrl
            : (await gql(baseUrl, NEW_PART, { videoId: upload.video.id, partNumber }, token)).videoUploadUrl;
        const start = (partNumber - 1) * PART_SIZE;
        const length = Math.min(PART_SIZE, FILE_SIZE - start);
        const { bytesRead } = await file.read(buffer, 0, length, start);
        const response = await fetch(url, { method: 'PUT', body: buffer.subarray(0, bytesRead) });
        const etag = response.headers.get('etag');
        if (!response.ok || !etag) {
          throw new Error(`Part ${partNumber}: HTTP ${response.status} ${await response.text()}`);
        }
        await response.arrayBuffer().catch(() => undefined);
        parts.push({ partNumber, etag });
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  } finally {
    await file.close();
  }
  return parts.sort((a, b) => a.partNumber - b.partNumber);
}

/** Runs the upload benchmark, prints its figures and answers them; `met` is whether the target held. */
export async function benchUpload() {
  let sampler;
  const { apiUrl: baseUrl, api, root, token, stop } = await startStack({ name: 'upload' });
  try {
    const path = join(root, 'upload-1GiB.mp4');
    console.log(`Writing a ${FILE_SIZE / MiB} MiB file…`);
    await makeFile(path);

    await sleep(1000);
    const idleRss = memoryOf(api.pid).rss;
    let peakRss = idleRss;
    sampler = setInterval(() => {
      try {
        peakRss = Math.max(peakRss, memoryOf(api.pid).rss);
      } catch {
        // the process is gone; the upload fails on its own
      }
    }, SAMPLE_MS);

    console.log(`Uploading it in ${PART_SIZE / MiB} MiB parts, ${IN_FLIGHT} in flight…`);
    const started = Date.now();
    const upload = await gql(
      baseUrl,
      UPLOAD_LOCAL_VIDEO,
      { filename: 'upload-1GiB.mp4', multipart: true },
      token,
    );
    const parts = await uploadParts(baseUrl, token, path, upload);
    await gql(baseUrl, CONFIRM, { videoId: upload.video.id, key: upload.key, parts }, token);
    const wallMs = Date.now() - started;
    clearInterval(sampler);
    const { rss, hwm } = memoryOf(api.pid);
    peakRss = Math.max(peakRss, rss);

    const met = peakRss < TARGET_RSS_MB * 1e6 && hwm < TARGET_RSS_MB * 1e6;
    const result = { bytes: FILE_SIZE, parts: parts.length, wallMs, idleRss, peakRss, hwm, met };
    console.log(`\nUpload benchmark: 1 GiB through the multipart flow (fs storage)\n`);
    console.log(`  total bytes        ${FILE_SIZE} (${parts.length} parts of ${PART_SIZE / MiB} MiB)`);
    console.log(
      `  wall time          ${(wallMs / 1000).toFixed(1)} s (uploadLocalVideo → confirmLocalVideoUpload)`,
    );
    console.log(`  throughput         ${(FILE_SIZE / MiB / (wallMs / 1000)).toFixed(1)} MiB/s`);
    console.log(`  API RSS at idle    ${mb(idleRss)} MB (before the upload)`);
    console.log(`  API peak RSS       ${mb(peakRss)} MB (VmRSS sampled every ${SAMPLE_MS} ms)`);
    console.log(`  API VmHWM          ${mb(hwm)} MB (kernel high-water mark, whole process life)`);
    console.log(`  target < ${TARGET_RSS_MB} MB: ${met ? 'met' : 'missed'}\n`);
    return result;
  } finally {
    clearInterval(sampler);
    await stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  benchUpload()
    .then(({ met }) => {
      process.exitCode = met ? 0 : 1;
    })
    .catch((error) => {
      console.error(error);
      process.exitCode = 1;
    });
}

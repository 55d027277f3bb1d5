import {
  ImportMessages,
  JobName,
  jobIdFor,
  VideoOrigin,
  type ImportRemoteVideoJob,
  type ImportRemoteVideoResult,
} from '@framehouse/domain';
import { Job } from 'bullmq';
import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeClip } from './support/clips';
import { TestQueue } from './support/test-queue';

// Imports through the real worker: a loopback HTTP server stands for a remote site (private addresses
// allowed, as ALLOW_PRIVATE_IMPORTS=true allows them), a fake yt-dlp for YouTube and Vimeo. Nothing
// reaches the internet.
/** The files the loopback site serves, with the Content-Type it declares for each. */
const DECLARED_TYPES: Record<string, string> = {
  '/videos/launch.mp4': 'video/mp4',
  // Served back as it came, a browser would take this for HTML (MIME parsing keeps a list's last type).
  '/videos/disguised.mp4': 'video/mp4,text/html',
  '/videos/stream': 'video/x-made-up',
};

describe('import-remote-video', () => {
  let clips: string;
  let clip: string;
  let server: Server;
  let base: string;
  let requests = 0;
  let queue: TestQueue;

  beforeAll(async () => {
    clips = mkdtempSync(join(tmpdir(), 'framehouse-import-'));
    clip = makeClip(clips, 'h264-aac');
    const bytes = readFileSync(clip);
    server = createServer((request, response) => {
      requests += 1;
      const declared = DECLARED_TYPES[request.url ?? ''];
      if (declared) {
        response.writeHead(200, { 'content-type': declared, 'content-length': bytes.length });
        response.end(bytes);
      } else {
        response.writeHead(200, { 'content-type': 'text/html' });
        response.end('<!doctype html><title>Watch our launch</title>');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    // yt-dlp as far as the worker can tell: it writes the clip where -o says and prints path and title.
    const ytDlp = join(clips, 'yt-dlp');
    writeFileSync(
      ytDlp,
      `#!/bin/sh
for last; do :; done
while [ "$1" != "-o" ]; do shift; done
out=$(printf '%s' "$2" | sed 's/%(ext)s/mp4/')
cp ${JSON.stringify(clip)} "$out"
printf '%s\\n%s\\n' "$out" "Launch day, from YouTube"
`,
    );
    chmodSync(ytDlp, 0o755);

    queue = await new TestQueue({ ALLOW_PRIVATE_IMPORTS: 'true', YTDLP_PATH: ytDlp }).ready();
    await queue.startWorker();
  });

  afterAll(async () => {
    await queue?.close();
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    rmSync(clips, { recursive: true, force: true });
  });

  function importJob(url: string, origin: ImportRemoteVideoJob['origin']): ImportRemoteVideoJob {
    return { ...queue.newVideo('.mp4'), url, origin };
  }

  async function processingOf(data: ImportRemoteVideoJob): Promise<Job> {
    const job = await Job.fromId(queue.queue, jobIdFor(JobName.PROCESS_VIDEO, data.videoId, data.run));
    if (!job) throw new Error('The import added no processing job');
    return job;
  }

  it('streams a remote file into storage, then processes it', async () => {
    const data = importJob(`  ${base}/videos/launch.mp4 `, VideoOrigin.REMOTE);
    const result = await queue.finished<ImportRemoteVideoResult>(await queue.addImport(data));
    expect(result).toEqual({ sourceKey: data.sourceKey, size: statSync(clip).size, title: 'launch.mp4' });
    expect(await queue.storage.statObject(data.sourceKey)).toMatchObject({
      size: statSync(clip).size,
      contentType: 'video/mp4',
    });

    const processing = await processingOf(data);
    expect(processing.data).toEqual({
      videoId: data.videoId,
      organizationId: data.organizationId,
      sourceKey: data.sourceKey,
      mediaPrefix: data.mediaPrefix,
      run: 0,
    });
    expect(processing.opts).toMatchObject({ attempts: 3, backoff: { type: 'exponential' } });
    const processed = await queue.finished(processing);
    expect(processed.renditions.map((rendition) => rendition.name)).toEqual(['360p']);

    // An import attempt that died after adding the processing: run again, it neither fetches nor adds.
    const before = requests;
    const again = await queue.finished<ImportRemoteVideoResult>(await queue.addImport(data, 'import-again'));
    expect(again).toEqual({ sourceKey: data.sourceKey, size: statSync(clip).size });
    expect(requests).toBe(before);
  });

  it.each([
    ['/videos/disguised.mp4', 'video/mp4'],
    ['/videos/stream', 'application/octet-stream'],
  ])('stores %s with a type of ours (%s), never the one its server declared', async (path, stored) => {
    const data = importJob(`${base}${path}`, VideoOrigin.REMOTE);
    await queue.finished<ImportRemoteVideoResult>(await queue.addImport(data));
    expect(await queue.storage.statObject(data.sourceKey)).toMatchObject({ contentType: stored });
    await queue.finished(await processingOf(data));
  });

  it('fetches YouTube links through yt-dlp, keeping the title', async () => {
    const data = importJob('https://www.youtube.com/watch?v=dQw4w9WgXcQ', VideoOrigin.YOUTUBE);
    const result = await queue.finished<ImportRemoteVideoResult>(await queue.addImport(data));
    expect(result).toEqual({
      sourceKey: data.sourceKey,
      size: statSync(clip).size,
      title: 'Launch day, from YouTube',
    });
    await queue.finished(await processingOf(data));
  });

  it('refuses a page that is not a video, for good', async () => {
    const data = importJob(`${base}/watch?v=1`, VideoOrigin.REMOTE);
    const job = await queue.addImport(data);
    expect(await queue.failure(job)).toEqual({ reason: ImportMessages.notAVideo, attemptsMade: 1 });
    expect(await queue.storage.statObject(data.sourceKey)).toBeNull();
    expect(await Job.fromId(queue.queue, jobIdFor(JobName.PROCESS_VIDEO, data.videoId, 0))).toBeUndefined();
  });

  it('refuses loopback addresses unless the operator allows private imports', async () => {
    const strict = await new TestQueue().ready();
    try {
      await strict.startWorker();
      const data: ImportRemoteVideoJob = {
        ...strict.newVideo('.mp4'),
        url: `${base}/videos/launch.mp4`,
        origin: VideoOrigin.REMOTE,
      };
      const job = await strict.addImport(data);
      expect(await strict.failure(job)).toEqual({ reason: ImportMessages.privateAddress, attemptsMade: 1 });
    } finally {
      await strict.close();
    }
  });
});

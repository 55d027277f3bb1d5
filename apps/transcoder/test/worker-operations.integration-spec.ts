import { Job } from 'bullmq';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeClip } from './support/clips';
import { TestQueue } from './support/test-queue';
import { QUICK_RECOVERY_ENV, buildWorker, exited, startWorker, waitFor } from './support/worker-process';

const TOKEN = 'scrape-token-0123456789abcdef';

/** A loopback port nothing listens on. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The value of the sample whose name and labels are exactly these, from a Prometheus text answer. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels)
    .map(([key, value]) => `${key}="${value}"`)
    .sort()
    .join(',');
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const labelsOfLine = (match[2] ?? '')
      .split(/,(?=[a-z_]+=")/)
      .filter(Boolean)
      .sort()
      .join(',');
    if (labelsOfLine === wanted) return Number(match[3]);
  }
  return undefined;
}

describe('the transcoder as operators run it', () => {
  let queue: TestQueue;
  let clips: string;
  let clip: string;
  const workers: ChildProcess[] = [];

  beforeAll(async () => {
    buildWorker();
    clips = mkdtempSync(join(tmpdir(), 'framehouse-operations-'));
    clip = makeClip(clips, 'mpeg4-aac', { seconds: 2 });
    // Locks expire after 2 s unless renewed: a job that finishes during the shutdown grace proves the
    // worker kept renewing them.
    queue = await new TestQueue(QUICK_RECOVERY_ENV).ready();
  });

  afterAll(async () => {
    for (const worker of workers) if (worker.exitCode === null) worker.kill('SIGKILL');
    await queue?.close();
    rmSync(clips, { recursive: true, force: true });
  });

  function worker(env: Record<string, string> = {}) {
    const started = startWorker({ ...queue.env(), ...env });
    workers.push(started.child);
    return started;
  }

  it('serves its metrics on METRICS_PORT with the token: job durations, failures and transcode speed', async () => {
    const port = await freePort();
    const running = worker({ METRICS_PORT: String(port), METRICS_TOKEN: TOKEN });
    const url = `http://127.0.0.1:${port}/metrics`;
    await waitFor(
      () =>
        fetch(url).then(
          () => true,
          () => false,
        ),
      30_000,
      'the metrics port',
    ).catch((error: unknown) => {
      throw new Error(`${String(error)}\n${running.output()}`);
    });
    expect((await fetch(url)).status).toBe(401);
    expect((await fetch(url, { headers: { authorization: 'Bearer wrong-token-0123456789ab' } })).status).toBe(
      401,
    );
    expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);

    const processed = await queue.addProcessing(await queue.storedVideo(clip));
    await queue.finished(processed, 60_000);
    const missing = await queue.storedVideo(clip);
    await queue.storage.deleteObject(missing.sourceKey);
    const failed = await queue.addProcessing(missing);
    await expect(queue.finished(failed, 30_000)).rejects.toThrow();

    const response = await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    const text = await response.text();
    const job = { queue: 'video-processing', job: 'process-video' };
    expect(sample(text, 'framehouse_job_duration_seconds_count', { ...job, outcome: 'completed' })).toBe(1);
    expect(sample(text, 'framehouse_job_duration_seconds_count', { ...job, outcome: 'failed' })).toBe(1);
    expect(sample(text, 'framehouse_job_failures_total', job)).toBe(1);
    expect(sample(text, 'framehouse_transcode_speed_ratio_count')).toBe(1);
    expect(sample(text, 'framehouse_transcode_speed_ratio_sum')).toBeGreaterThan(0);
    expect(text).toMatch(/^process_resident_memory_bytes \d/m);

    running.child.kill('SIGTERM');
    expect(await exited(running.child)).toBe('SIGTERM');
    expect(
      await Job.fromId(queue.queue, processed.id ?? '').then((stored) => stored?.finishedOn),
    ).toBeTruthy();
  });

  it('on SIGTERM takes no new job and lets the running one finish within SHUTDOWN_GRACE_SECONDS', async () => {
    const running = worker({ SHUTDOWN_GRACE_SECONDS: '120' });
    const long = makeClip(clips, 'mpeg4-aac', { seconds: 8 });
    const job = await queue.addProcessing(await queue.storedVideo(long));
    await waitFor(
      () =>
        (queue.progress.get(job.id ?? '') ?? []).some(
          (seen) => seen.progress.stage === 'transcoding' && seen.progress.percent > 0,
        ),
      30_000,
      'progress',
    ).catch((error: unknown) => {
      throw new Error(`${String(error)}\n${running.output()}`);
    });
    running.child.kill('SIGTERM');
    // Queued after the signal: left for another worker.
    const next = await queue.addProcessing(await queue.storedVideo(clip));

    expect(await exited(running.child)).toBe('SIGTERM');
    const stored = await Job.fromId(queue.queue, job.id ?? '');
    expect(await stored?.getState()).toBe('completed');
    expect(stored?.stalledCounter).toBe(0);
    expect(stored?.attemptsMade).toBe(1);
    expect(await (await Job.fromId(queue.queue, next.id ?? ''))?.getState()).toBe('waiting');
  });
});

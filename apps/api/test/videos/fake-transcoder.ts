import {
  JobName,
  jobIdFor,
  QueueName,
  type ImportRemoteVideoJob,
  type ImportRemoteVideoResult,
  type ProcessVideoJob,
  type ProcessVideoProgress,
  type ProcessVideoResult,
  type RenditionInfo,
} from '@framehouse/domain';
import { contentTypeForKey, type StorageDriver } from '@framehouse/storage';
import { UnrecoverableError, Worker, type Job, type Queue } from 'bullmq';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { StorageService } from '../../src/modules/storage/storage.service';
import type { TestApp } from '../support/test-app';
import { run } from './video-support';

/**
 * The transcoder at the protocol level, for the API's tests: a BullMQ worker on the API's queue and
 * prefix that does what apps/transcoder promises (libs/domain/src/jobs/video-processing.ts): it reads
 * the source from storage, writes a real (small) HLS rendition, poster, thumbnails and storyboard under
 * the job's mediaPrefix, reports progress with the first playable rendition, and returns the result;
 * a source ffmpeg cannot read fails the job for good with a reason a user can read.
 *
 * Per video, a test may ask for a behaviour: `hold` stops after the first rendition until released,
 * `fail` fails for good, `fail-once` fails the first attempt (retried by BullMQ).
 */
export type Behaviour = 'succeed' | 'hold' | 'fail' | 'fail-once';

export const UNREADABLE = 'The file is empty or not a video.';

export interface FakeTranscoder {
  behave(videoId: string, behaviour: Behaviour): void;
  /** Lets a held job go on; resolves once it is held, if it is not yet. */
  release(videoId: string): void;
  /** Resolves when the job of the video is held after its first rendition. */
  held(videoId: string): Promise<void>;
  close(): Promise<void>;
}

interface Deferred {
  promise: Promise<void>;
  resolve(): void;
}

function deferred(): Deferred {
  let resolve = () => undefined as void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

export function startFakeTranscoder(t: TestApp, queue: Queue): FakeTranscoder {
  const storage = t.app.get(StorageService).driver;
  const behaviours = new Map<string, Behaviour>();
  const gates = new Map<string, Deferred>();
  const heldSignals = new Map<string, Deferred>();
  const signal = (map: Map<string, Deferred>, id: string) => {
    let entry = map.get(id);
    if (!entry) {
      entry = deferred();
      map.set(id, entry);
    }
    return entry;
  };

  const worker = new Worker(
    QueueName.VIDEO_PROCESSING,
    async (job: Job) => {
      if (job.name === JobName.IMPORT_REMOTE_VIDEO) return importRemote(job as Job<ImportRemoteVideoJob>);
      const data = job.data as ProcessVideoJob;
      const behaviour = behaviours.get(data.videoId) ?? 'succeed';
      if (behaviour === 'fail') throw new UnrecoverableError('The video could not be transcoded.');
      if (behaviour === 'fail-once' && job.attemptsMade === 0) throw new Error('Storage is not reachable.');
      return processVideo(job as Job<ProcessVideoJob>, behaviour === 'hold');
    },
    { connection: { url: t.config.redisUrl }, prefix: t.config.redisPrefix, concurrency: 2 },
  );

  async function importRemote(job: Job<ImportRemoteVideoJob>): Promise<ImportRemoteVideoResult> {
    const { url, sourceKey, videoId, organizationId, mediaPrefix, run: jobRun } = job.data;
    const response = await fetch(url);
    if (!response.ok) throw new UnrecoverableError(`The URL answered ${response.status}.`);
    const bytes = Buffer.from(await response.arrayBuffer());
    await storage.putObject(sourceKey, bytes, { contentType: 'video/mp4', size: bytes.length });
    const next: ProcessVideoJob = { videoId, organizationId, sourceKey, mediaPrefix, run: jobRun };
    await queue.add(JobName.PROCESS_VIDEO, next, {
      jobId: jobIdFor(JobName.PROCESS_VIDEO, videoId, jobRun),
      attempts: 3,
    });
    return { title: 'Imported clip', sourceKey, size: bytes.length };
  }

  async function processVideo(job: Job<ProcessVideoJob>, hold: boolean): Promise<ProcessVideoResult> {
    const { sourceKey, mediaPrefix, videoId } = job.data;
    const work = await mkdtemp(join(tmpdir(), 'framehouse-fake-transcoder-'));
    try {
      const source = join(work, 'source');
      await pipeline(await storage.getObject(sourceKey), createWriteStream(source));
      await job.updateProgress({
        stage: 'probing',
        percent: 1,
        renditions: [],
      } satisfies ProcessVideoProgress);
      let durationMs: number;
      try {
        const { stdout } = await run('ffprobe', [
          '-v',
          'error',
          '-show_entries',
          'format=duration',
          '-of',
          'csv=p=0',
          source,
        ]);
        durationMs = Math.round(Number.parseFloat(stdout) * 1000);
        if (!Number.isFinite(durationMs)) throw new Error('no duration');
      } catch {
        throw new UnrecoverableError(UNREADABLE);
      }
      const renditionDir = join(work, 'hls', '360p');
      await mkdir(renditionDir, { recursive: true });
      await run('ffmpeg', [
        ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-i', source, '-c', 'copy'],
        ...['-f', 'hls', '-hls_time', '1', '-hls_playlist_type', 'vod'],
        ...['-hls_segment_filename', join(renditionDir, 'segment-%05d.ts'), join(renditionDir, 'index.m3u8')],
      ]);
      const hlsPrefix = `${mediaPrefix}hls/`;
      await putFolder(storage, renditionDir, `${hlsPrefix}360p/`);
      const rendition: RenditionInfo = {
        name: '360p',
        width: 640,
        height: 360,
        bandwidth: 1_200_000,
        averageBandwidth: 900_000,
        codecs: 'avc1.640016,mp4a.40.2',
        frameRate: 25,
        playlistKey: `${hlsPrefix}360p/index.m3u8`,
        complete: false,
      };
      const masterKey = `${hlsPrefix}master.m3u8`;
      await putText(
        storage,
        masterKey,
        '#EXTM3U\n#EXT-X-VERSION:6\n#EXT-X-STREAM-INF:BANDWIDTH=1200000,RESOLUTION=640x360\n360p/index.m3u8\n',
      );
      await job.updateProgress({
        stage: 'transcoding',
        percent: 40,
        durationMs,
        width: 640,
        height: 360,
        masterKey,
        renditions: [rendition],
      } satisfies ProcessVideoProgress);
      if (hold) {
        signal(heldSignals, videoId).resolve();
        await signal(gates, videoId).promise;
      }
      const posterPath = join(work, 'poster.jpg');
      await run('ffmpeg', [
        '-hide_banner',
        '-loglevel',
        'error',
        '-nostdin',
        '-ss',
        '1',
        '-i',
        source,
        '-frames:v',
        '1',
        posterPath,
      ]);
      const poster = await readFile(posterPath);
      const posterKey = `${mediaPrefix}poster.jpg`;
      const thumbnailKeys = [
        `${mediaPrefix}thumbnails/thumbnail-01.jpg`,
        `${mediaPrefix}thumbnails/thumbnail-02.jpg`,
      ];
      const spriteKey = `${mediaPrefix}storyboard/sprite.jpg`;
      for (const key of [posterKey, ...thumbnailKeys, spriteKey]) {
        await storage.putObject(key, poster, { contentType: 'image/jpeg', size: poster.length });
      }
      const vttKey = `${mediaPrefix}storyboard/storyboard.vtt`;
      await putText(storage, vttKey, 'WEBVTT\n\n00:00.000 --> 00:03.000\nsprite.jpg#xywh=0,0,160,90\n');
      return {
        durationMs,
        width: 640,
        height: 360,
        masterKey,
        renditions: [{ ...rendition, complete: true }],
        posterKey,
        thumbnailKeys,
        storyboard: { spriteKey, vttKey },
        audioKey: null,
      };
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }

  return {
    behave(videoId, behaviour) {
      behaviours.set(videoId, behaviour);
    },
    release(videoId) {
      signal(gates, videoId).resolve();
    },
    held(videoId) {
      return signal(heldSignals, videoId).promise;
    },
    async close() {
      for (const gate of gates.values()) gate.resolve();
      await worker.close();
    },
  };
}

async function putFolder(storage: StorageDriver, dir: string, prefix: string): Promise<void> {
  for (const name of await readdir(dir)) {
    const bytes = await readFile(join(dir, name));
    await storage.putObject(`${prefix}${name}`, bytes, {
      contentType: contentTypeForKey(name),
      size: bytes.length,
    });
  }
}

async function putText(storage: StorageDriver, key: string, text: string): Promise<void> {
  const bytes = Buffer.from(text);
  await storage.putObject(key, bytes, { contentType: contentTypeForKey(key), size: bytes.length });
}

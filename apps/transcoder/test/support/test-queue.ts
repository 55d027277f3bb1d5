import {
  JobName,
  jobIdFor,
  momentDownloadJobId,
  QueueName,
  type CutMomentJob,
  type CutMomentProgress,
  type DetectObjectsJob,
  type DetectScenesJob,
  type DetectObjectsProgress,
  type ImportRemoteVideoJob,
  type ProcessVideoJob,
  type ProcessVideoProgress,
  type ProcessVideoResult,
  type ProbeMediaJob,
  type TranscribeMediaJob,
  type TranscribeVideoJob,
  type TranscriptDocument,
  type TranscriptionProgress,
} from '@framehouse/domain';
import { contentTypeForKey, createStorage, type StorageDriver } from '@framehouse/storage';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Job, Queue, QueueEvents } from 'bullmq';
import Redis from 'ioredis';
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createReadStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { loadWorkerConfig, type WorkerConfig } from '../../src/config/worker-config';
import { parseMediaPlaylist } from '../../src/media';
import { WorkerModule } from '../../src/worker.module';

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/** A progress event as QueueEvents delivers it, with when it arrived. */
export interface SeenProgress {
  at: number;
  progress: ProcessVideoProgress;
}

/** A transcription job the test adds, by name, with the data the API gives it. */
export type TranscriptionJobData =
  | [JobName.TRANSCRIBE_VIDEO, TranscribeVideoJob]
  | [JobName.PROBE_MEDIA, ProbeMediaJob]
  | [JobName.TRANSCRIBE_MEDIA, TranscribeMediaJob];

/**
 * One test file's queues (video processing, transcription and object detection): a Redis prefix of its own, fs storage and
 * a scratch folder in a temp folder, and the real worker module (in this process, or as
 * `node dist/main.js` children with `env()`).
 */
export class TestQueue {
  readonly root = mkdtempSync(join(tmpdir(), 'framehouse-transcoder-it-'));
  readonly prefix = `fh-test-${randomUUID().slice(0, 8)}`;
  readonly config: WorkerConfig;
  readonly storage: StorageDriver;
  readonly queue: Queue;
  readonly events: QueueEvents;
  readonly transcription: Queue;
  readonly transcriptionEvents: QueueEvents;
  readonly objectDetection: Queue;
  readonly objectDetectionEvents: QueueEvents;
  readonly momentDownload: Queue;
  readonly momentDownloadEvents: QueueEvents;
  readonly sceneDetection: Queue;
  readonly sceneDetectionEvents: QueueEvents;
  /** Progress events by job id, in arrival order. */
  readonly progress = new Map<string, SeenProgress[]>();
  /** The transcription queue's progress events by job id, in arrival order. */
  readonly transcriptionProgress = new Map<string, TranscriptionProgress[]>();
  /** The object-detection queue's progress events by job id, in arrival order. */
  readonly objectDetectionProgress = new Map<string, DetectObjectsProgress[]>();
  /** The moment-download queue's progress events by job id, in arrival order. */
  readonly momentDownloadProgress = new Map<string, CutMomentProgress[]>();
  private app: INestApplicationContext | null = null;

  constructor(private readonly extraEnv: Record<string, string> = {}) {
    this.config = loadWorkerConfig(this.env());
    this.storage = createStorage(this.config.storage);
    const connection = { url: REDIS_URL };
    this.queue = new Queue(QueueName.VIDEO_PROCESSING, { connection, prefix: this.prefix });
    this.events = new QueueEvents(QueueName.VIDEO_PROCESSING, { connection, prefix: this.prefix });
    this.events.on('progress', ({ jobId, data }) => {
      const seen = this.progress.get(jobId) ?? [];
      seen.push({ at: Date.now(), progress: data as unknown as ProcessVideoProgress });
      this.progress.set(jobId, seen);
    });
    this.transcription = new Queue(QueueName.TRANSCRIPTION, { connection, prefix: this.prefix });
    this.transcriptionEvents = new QueueEvents(QueueName.TRANSCRIPTION, { connection, prefix: this.prefix });
    this.transcriptionEvents.on('progress', ({ jobId, data }) => {
      const seen = this.transcriptionProgress.get(jobId) ?? [];
      seen.push(data as TranscriptionProgress);
      this.transcriptionProgress.set(jobId, seen);
    });
    this.objectDetection = new Queue(QueueName.OBJECT_DETECTION, { connection, prefix: this.prefix });
    this.objectDetectionEvents = new QueueEvents(QueueName.OBJECT_DETECTION, {
      connection,
      prefix: this.prefix,
    });
    this.objectDetectionEvents.on('progress', ({ jobId, data }) => {
      const seen = this.objectDetectionProgress.get(jobId) ?? [];
      seen.push(data as DetectObjectsProgress);
      this.objectDetectionProgress.set(jobId, seen);
    });
    this.momentDownload = new Queue(QueueName.MOMENT_DOWNLOAD, { connection, prefix: this.prefix });
    this.momentDownloadEvents = new QueueEvents(QueueName.MOMENT_DOWNLOAD, {
      connection,
      prefix: this.prefix,
    });
    this.momentDownloadEvents.on('progress', ({ jobId, data }) => {
      const seen = this.momentDownloadProgress.get(jobId) ?? [];
      seen.push(data as CutMomentProgress);
      this.momentDownloadProgress.set(jobId, seen);
    });
    this.sceneDetection = new Queue(QueueName.SCENE_DETECTION, { connection, prefix: this.prefix });
    this.sceneDetectionEvents = new QueueEvents(QueueName.SCENE_DETECTION, {
      connection,
      prefix: this.prefix,
    });
  }

  /** The worker's environment for this queue. */
  env(): Record<string, string> {
    return {
      NODE_ENV: 'test',
      REDIS_URL,
      REDIS_PREFIX: this.prefix,
      DATA_DIR: join(this.root, 'data'),
      WORK_DIR: join(this.root, 'work'),
      // Closing stops the jobs at once, whatever still runs (worker-operations tests the grace).
      SHUTDOWN_GRACE_SECONDS: '0',
      ...this.extraEnv,
    };
  }

  async ready(): Promise<this> {
    await Promise.all([
      this.queue.waitUntilReady(),
      this.events.waitUntilReady(),
      this.transcription.waitUntilReady(),
      this.transcriptionEvents.waitUntilReady(),
      this.objectDetection.waitUntilReady(),
      this.objectDetectionEvents.waitUntilReady(),
      this.momentDownload.waitUntilReady(),
      this.momentDownloadEvents.waitUntilReady(),
      this.sceneDetection.waitUntilReady(),
      this.sceneDetectionEvents.waitUntilReady(),
    ]);
    return this;
  }

  /** The worker module in this process, as main.ts starts it. */
  async startWorker(): Promise<void> {
    this.app = await NestFactory.createApplicationContext(WorkerModule.register(this.config), {
      logger: ['error'],
    });
    this.app.enableShutdownHooks();
  }

  /** A new video's ids and keys, laid out as the API lays them out; nothing stored yet. */
  newVideo(extension = '.mp4', run = 0): ProcessVideoJob {
    const organizationId = randomUUID();
    const mediaId = randomUUID();
    return {
      videoId: randomUUID(),
      organizationId,
      sourceKey: `media/${organizationId}/${mediaId}/source/original${extension}`,
      mediaPrefix: `media/${organizationId}/${mediaId}/processed/`,
      run,
    };
  }

  /** A video whose source is `file`, stored where the API would store it. */
  async storedVideo(file: string, run = 0): Promise<ProcessVideoJob> {
    const data = this.newVideo(extname(file), run);
    await this.storage.putObject(data.sourceKey, createReadStream(file), {
      contentType: contentTypeForKey(data.sourceKey),
      size: statSync(file).size,
    });
    return data;
  }

  /** The job as the API adds it: deterministic id, three attempts (quickly retried here). */
  addProcessing(data: ProcessVideoJob): Promise<Job> {
    return this.queue.add(JobName.PROCESS_VIDEO, data, {
      jobId: jobIdFor(JobName.PROCESS_VIDEO, data.videoId, data.run),
      attempts: 3,
      backoff: { type: 'fixed', delay: 100 },
    });
  }

  addImport(
    data: ImportRemoteVideoJob,
    jobId = jobIdFor(JobName.IMPORT_REMOTE_VIDEO, data.videoId, data.run),
  ) {
    return this.queue.add(JobName.IMPORT_REMOTE_VIDEO, data, {
      jobId,
      attempts: 3,
      backoff: { type: 'fixed', delay: 100 },
    });
  }

  /** A transcription job as the API adds it: deterministic id, three attempts (quickly retried here). */
  addTranscription([name, data]: TranscriptionJobData, jobId: string): Promise<Job> {
    return this.transcription.add(name, data, { jobId, attempts: 3, backoff: { type: 'fixed', delay: 100 } });
  }

  /** A detection job as the API adds it after processing: deterministic id, three attempts (quickly retried here). */
  addObjectDetection(data: DetectObjectsJob): Promise<Job> {
    return this.objectDetection.add(JobName.DETECT_OBJECTS, data, {
      jobId: jobIdFor(JobName.DETECT_OBJECTS, data.videoId, data.run),
      attempts: 3,
      backoff: { type: 'fixed', delay: 100 },
    });
  }

  /** The job as the API adds it: one per moment and range. */
  addMomentCut(data: CutMomentJob): Promise<Job> {
    return this.momentDownload.add(JobName.CUT_MOMENT, data, {
      jobId: momentDownloadJobId(data.momentId, data.startMs, data.endMs),
    });
  }

  /** A scene detection job as the API adds it after processing: deterministic id, retried quickly here. */
  addSceneDetection(data: DetectScenesJob): Promise<Job> {
    return this.sceneDetection.add(JobName.DETECT_SCENES, data, {
      jobId: jobIdFor(JobName.DETECT_SCENES, data.videoId, data.run),
      attempts: 3,
      backoff: { type: 'fixed', delay: 100 },
    });
  }

  /** A file stored at `key`, as the API stores an upload. */
  async storeFile(file: string, key: string): Promise<void> {
    await this.storage.putObject(key, createReadStream(file), {
      contentType: contentTypeForKey(key),
      size: statSync(file).size,
    });
  }

  async transcript(key: string): Promise<TranscriptDocument> {
    return JSON.parse(await this.text(key)) as TranscriptDocument;
  }

  async finished<T = ProcessVideoResult>(job: Job, timeoutMs = 45_000): Promise<T> {
    return (await job.waitUntilFinished(this.eventsOf(job), timeoutMs)) as T;
  }

  /** The job's failed reason once it has failed for good, and how many attempts it made. */
  async failure(job: Job): Promise<{ reason: string; attemptsMade: number }> {
    const reason = await job.waitUntilFinished(this.eventsOf(job), 30_000).then(
      () => 'completed',
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    );
    const queue = this.queues()[job.queueName as QueueName];
    if (!queue) throw new Error(`Not a queue of the worker: ${job.queueName}`);
    const stored = await Job.fromId(queue, job.id ?? '');
    return { reason, attemptsMade: stored?.attemptsMade ?? -1 };
  }

  /** The worker's queues (the API's own queues, such as publishing, are not here). */
  private queues(): Partial<Record<QueueName, Queue>> {
    return {
      [QueueName.VIDEO_PROCESSING]: this.queue,
      [QueueName.TRANSCRIPTION]: this.transcription,
      [QueueName.OBJECT_DETECTION]: this.objectDetection,
      [QueueName.MOMENT_DOWNLOAD]: this.momentDownload,
      [QueueName.SCENE_DETECTION]: this.sceneDetection,
    };
  }

  private eventsOf(job: Job): QueueEvents {
    const events: Partial<Record<QueueName, QueueEvents>> = {
      [QueueName.VIDEO_PROCESSING]: this.events,
      [QueueName.TRANSCRIPTION]: this.transcriptionEvents,
      [QueueName.OBJECT_DETECTION]: this.objectDetectionEvents,
      [QueueName.MOMENT_DOWNLOAD]: this.momentDownloadEvents,
      [QueueName.SCENE_DETECTION]: this.sceneDetectionEvents,
    };
    const found = events[job.queueName as QueueName];
    if (!found) throw new Error(`Not a queue of the worker: ${job.queueName}`);
    return found;
  }

  async text(key: string): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of await this.storage.getObject(key)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }

  /**
   * Every key a complete run leaves under the media prefix: the result's keys and each segment its
   * playlists list. Storage holding exactly these means no duplicate and no orphan.
   */
  async expectedKeys(result: ProcessVideoResult): Promise<string[]> {
    const keys = [result.masterKey, result.posterKey, ...result.thumbnailKeys];
    if (result.storyboard) keys.push(result.storyboard.spriteKey, result.storyboard.vttKey);
    if (result.audioKey) keys.push(result.audioKey);
    for (const rendition of result.renditions) {
      keys.push(rendition.playlistKey);
      const folder = rendition.playlistKey.slice(0, rendition.playlistKey.lastIndexOf('/') + 1);
      const playlist = parseMediaPlaylist(await this.text(rendition.playlistKey));
      keys.push(...playlist.segments.map((segment) => `${folder}${segment.uri}`));
    }
    return keys.sort();
  }

  async storedKeys(prefix: string): Promise<string[]> {
    return (await this.storage.listPrefix(prefix)).map((object) => object.key).sort();
  }

  async close(): Promise<void> {
    await this.app?.close();
    await this.events.close();
    await this.transcriptionEvents.close();
    await this.objectDetectionEvents.close();
    await this.momentDownloadEvents.close();
    await this.sceneDetectionEvents.close();
    for (const queue of Object.values(this.queues())) {
      await queue.obliterate({ force: true }).catch(() => undefined);
      await queue.close();
    }
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${this.prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
    rmSync(this.root, { recursive: true, force: true });
  }
}

/** ffprobe's view of a file: its streams and duration, or its complaint. */
export function ffprobeJson(path: string): {
  streams: { codec_type: string; codec_name: string; width?: number; height?: number }[];
  format: { duration: string };
} {
  const output = execFileSync(
    'ffprobe',
    ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', path],
    { encoding: 'utf8' },
  );
  return JSON.parse(output) as ReturnType<typeof ffprobeJson>;
}

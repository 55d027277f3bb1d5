import {
  JobFailureMessages,
  jobPayload,
  reportsPercent,
  type JobData,
  type JobName,
  type JobResult,
} from '@framehouse/domain';
import type { StorageDriver } from '@framehouse/storage';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { UnrecoverableError, type Job } from 'bullmq';
import { extname, join } from 'node:path';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker-config';
import { WORKER_METRICS } from '../metrics/metrics-server';
import type { WorkerMetrics } from '../metrics/worker-metrics';
import { WORKER_STORAGE } from '../storage/worker-storage';
import { PercentProgressReporter } from './percent-progress';
import { localFile } from './stored-file';
import { freshWorkDir, removeWorkDir, workDirFor } from './work-dir';

/** A stored file a job works on, and the catalogue's reasons (JobFailureMessages) it fails for good with. */
export interface JobSource {
  key: string;
  /** When the file is not in storage: no retry brings it back. */
  missing: string;
  /** When the file is empty; unset, an empty file goes on to ffprobe, which refuses it. */
  empty?: string;
}

/** A video's stored original, as the jobs that read it name their source. */
export function videoOriginal(data: { sourceKey: string }): JobSource {
  return { key: data.sourceKey, missing: JobFailureMessages.sourceMissing };
}

/** A stored file as a local one: the fs driver's own file, else a download into the scratch folder. */
export interface LocalFile {
  path: string;
  /** Bytes, as stored. */
  size: number;
}

/** What the runner gives a handler besides the parsed payload. */
export interface JobContext {
  readonly job: Job;
  /**
   * Aborts when the worker shuts down and SHUTDOWN_GRACE_SECONDS are over: running children are killed,
   * the job goes back to the queue.
   */
  readonly signal: AbortSignal;
  /** The job's scratch folder: emptied before the handler runs, removed after, whatever happens. */
  readonly workDir: string;
  /** The job's `{ percent }` reports, for a job whose contract reads them. */
  readonly progress: PercentProgressReporter;
  /** The handler's `source`, made local before it runs (an error for a handler without one). */
  readonly source: LocalFile;
  /** Another stored file made local, on the same terms (a source the handler itself stores first). */
  localSource(source: JobSource): Promise<LocalFile>;
}

/** What is a job's own: its payload is parsed, its folder, source and progress prepared by the runner. */
export interface JobHandler<N extends JobName> {
  readonly name: N;
  /** The stored file the job works on; none for a job without one (or this payload without one). */
  source?(data: JobData<N>): JobSource | null;
  run(data: JobData<N>, context: JobContext): Promise<JobResult<N>>;
}

/** A handler of any job, as a queue's processor lists them. */
export type AnyJobHandler = { [N in JobName]: JobHandler<N> }[JobName];

/**
 * The lifecycle every job goes through, so that a handler keeps only what is its own: the payload read
 * with the job's contract (a malformed one fails for good, naming the field), a fresh scratch folder
 * named by the job's deterministic id (an attempt picked up after its worker died finds the same one,
 * emptied), the job's source made local (a missing one fails for good with the catalogue's reason),
 * `{ percent }` reported for a job whose contract reads it (0 before it runs, 100 once it has succeeded),
 * and the folder removed whatever the outcome. A thrown error is the job's failed reason;
 * `UnrecoverableError` means no retry can help.
 */
@Injectable()
export class JobRunner {
  private readonly logger = new Logger('JobRunner');

  constructor(
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
    @Inject(WORKER_STORAGE) private readonly storage: StorageDriver,
    @Inject(WORKER_METRICS) private readonly metrics: WorkerMetrics | null = null,
  ) {}

  /** SHUTDOWN_GRACE_SECONDS: how long running jobs may go on finishing once the worker is told to stop. */
  get shutdownGraceMs(): number {
    return this.config.shutdownGraceSeconds * 1000;
  }

  /** Runs the job through `runJob`, recording its duration and outcome when metrics are on. */
  async run<N extends JobName>(handler: JobHandler<N>, job: Job, signal: AbortSignal): Promise<JobResult<N>> {
    const { metrics } = this;
    if (!metrics) return this.runJob(handler, job, signal);
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    try {
      const result = await this.runJob(handler, job, signal);
      metrics.recordJob(job.queueName, handler.name, seconds(), 'completed', result);
      return result;
    } catch (error) {
      metrics.recordJob(job.queueName, handler.name, seconds(), signal.aborted ? 'handed_back' : 'failed');
      throw error;
    }
  }

  private async runJob<N extends JobName>(
    handler: JobHandler<N>,
    job: Job,
    signal: AbortSignal,
  ): Promise<JobResult<N>> {
    const data = jobPayload(handler.name, job.data, (message) => new UnrecoverableError(message));
    const progress = PercentProgressReporter.forJob(job, this.logger);
    const percent = reportsPercent(handler.name);
    const workDir = workDirFor(this.config.workDir, job.id ?? '');
    if (percent) await progress.update(0, true);
    await freshWorkDir(workDir);
    try {
      const localSource = (source: JobSource) => this.localSource(source, workDir, signal);
      const wanted = handler.source?.(data) ?? null;
      const source = wanted ? await localSource(wanted) : null;
      const result = await handler.run(data, {
        job,
        signal,
        workDir,
        progress,
        get source(): LocalFile {
          if (!source) throw new Error(`Job "${handler.name}" has no source`);
          return source;
        },
        localSource,
      });
      if (percent) await progress.update(100, true);
      return result;
    } finally {
      await removeWorkDir(workDir);
    }
  }

  private async localSource(source: JobSource, workDir: string, signal: AbortSignal): Promise<LocalFile> {
    const stored = await this.storage.statObject(source.key);
    if (!stored) throw new UnrecoverableError(source.missing);
    if (stored.size === 0 && source.empty) throw new UnrecoverableError(source.empty);
    const download = join(workDir, `source${extname(source.key).toLowerCase()}`);
    return { path: await localFile(this.storage, source.key, download, signal), size: stored.size };
  }
}

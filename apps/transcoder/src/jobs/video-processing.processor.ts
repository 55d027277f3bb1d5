import { JobName, QueueName } from '@framehouse/domain';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { WaitingError, Worker, type Job, type WorkerOptions } from 'bullmq';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker-config';
import { ImportRemoteVideoHandler } from './import-remote-video/import-remote-video.handler';
import { assertHandled, runJob, type JobHandlers } from './job-handlers';
import { ProcessVideoHandler } from './process-video/process-video.handler';

/** Every job name the video-processing queue carries. */
export const VIDEO_PROCESSING_JOBS: readonly JobName[] = [JobName.PROCESS_VIDEO, JobName.IMPORT_REMOTE_VIDEO];

/**
 * The BullMQ worker's settings. A job keeps its lock while its worker lives (BullMQ renews it every half
 * lock duration from the event loop; ffmpeg runs in child processes, so the loop stays free however long
 * the transcode). A worker that dies stops renewing: after the lock expires, the next stalled check of any
 * worker puts the job back in the queue; one found stalled more than `maxStalledCount` times fails.
 */
export function videoProcessingWorkerOptions(config: WorkerConfig): WorkerOptions {
  return {
    connection: { url: config.redisUrl },
    prefix: config.redisPrefix,
    concurrency: config.concurrency,
    lockDuration: config.queue.lockDurationMs,
    stalledInterval: config.queue.stalledIntervalMs,
    maxStalledCount: config.queue.maxStalledCount,
    autorun: false,
  };
}

/**
 * Consumer of the video-processing queue. It owns its BullMQ worker (rather than `@Processor`, whose
 * options are fixed when the class is declared) so that concurrency and the stalled-job settings come from
 * the validated configuration.
 */
@Injectable()
export class VideoProcessingProcessor implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('VideoProcessing');
  private readonly handlers: JobHandlers;
  /** Aborted when the worker stops: running ffmpeg processes are killed, their jobs go back to the queue. */
  private readonly shutdown = new AbortController();
  private worker: Worker | null = null;

  constructor(
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
    processVideo: ProcessVideoHandler,
    importRemoteVideo: ImportRemoteVideoHandler,
  ) {
    this.handlers = {
      [JobName.PROCESS_VIDEO]: (job, signal) => processVideo.handle(job, signal),
      [JobName.IMPORT_REMOTE_VIDEO]: (job, signal) => importRemoteVideo.handle(job, signal),
    };
    assertHandled(this.handlers, VIDEO_PROCESSING_JOBS, QueueName.VIDEO_PROCESSING);
  }

  onApplicationBootstrap(): void {
    const worker = new Worker(
      QueueName.VIDEO_PROCESSING,
      (job, token) => this.process(job, token),
      videoProcessingWorkerOptions(this.config),
    );
    worker.on('failed', (job, error) =>
      this.logger.warn(`Job ${job?.id ?? '?'} (${job?.name ?? '?'}) failed: ${error.message}`),
    );
    worker.on('error', (error) => this.logger.error(`Worker error: ${error.message}`));
    this.worker = worker;
    void worker.run().catch((error: unknown) => this.logger.error(`Worker stopped: ${String(error)}`));
  }

  async process(job: Job, token?: string): Promise<unknown> {
    try {
      return await runJob(this.handlers, job, this.shutdown.signal);
    } catch (error) {
      // Stopped by our own shutdown, not by the job: back to the queue, no attempt spent.
      if (this.shutdown.signal.aborted && token) {
        await job.moveToWait(token);
        throw new WaitingError();
      }
      throw error;
    }
  }

  async onApplicationShutdown(): Promise<void> {
    this.shutdown.abort();
    await this.worker?.close();
  }
}

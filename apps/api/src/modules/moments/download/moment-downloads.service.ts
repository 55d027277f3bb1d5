import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import {
  addJob,
  cutMomentContract,
  ErrorCode,
  JobName,
  MalformedJobData,
  MOMENT_DOWNLOAD_TTL_MS,
  MOMENT_DOWNLOADS_PREFIX,
  momentDownloadJobId,
  QueueName,
  ValidationMessages,
  type CutMomentJob,
} from '@framehouse/domain';
import type { Queue } from 'bullmq';
import type { Readable } from 'node:stream';
import { ContractError, contractError } from '../../../common/errors/contract-error';
import type { Session } from '../../auth/session';
import { StorageService } from '../../storage/storage.service';
import { VideosService } from '../../videos/videos.service';
import { MomentsService } from '../moments.service';
import { downloadStatus } from './download-status';

/** How often expired downloads are looked for, besides at start. */
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** Ours: the download's range is the moment's or a part of it. */
export const DOWNLOAD_RANGE_MESSAGE = "Start/End timestamps need to be within the moment's range";

/** Path parameters are whole milliseconds. */
const MILLISECONDS = /^\d{1,10}$/;

/** A download's file: `downloads/moments/{expiresAt}-{jobId}.mp4`, so a sweep knows its age from its name. */
export function downloadKey(jobId: string, expiresAt: number): string {
  return `${MOMENT_DOWNLOADS_PREFIX}${expiresAt}-${jobId}.mp4`;
}

/** When a download's file expires, from its key; null for a key that is not one. */
export function downloadExpiry(key: string): number | null {
  const match = /^(\d+)-[^/]+\.mp4$/.exec(key.slice(MOMENT_DOWNLOADS_PREFIX.length));
  return key.startsWith(MOMENT_DOWNLOADS_PREFIX) && match ? Number(match[1]) : null;
}

export type DownloadAnswer =
  { kind: 'progress'; percent: number } | { kind: 'file'; body: Readable; size: number; filename: string };

/**
 * Moment download (video-area §4, §7 REST): a request queues a cut of the original (the transcoder's
 * `cut-moment`), the status answers its percent and then the MP4. Jobs and files expire after
 * MOMENT_DOWNLOAD_TTL_MS; only the organization that owns the moment can start or read one.
 */
@Injectable()
export class MomentDownloadsService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(MomentDownloadsService.name);
  private timer: NodeJS.Timeout | null = null;

  constructor(
    @InjectQueue(QueueName.MOMENT_DOWNLOAD) private readonly queue: Queue,
    private readonly moments: MomentsService,
    private readonly videos: VideosService,
    private readonly storage: StorageService,
  ) {}

  onApplicationBootstrap(): void {
    void this.sweep();
    this.timer = setInterval(() => void this.sweep(), SWEEP_INTERVAL_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** Queues the cut of [start, end) ms of the moment (or finds the one already made); its job id. */
  async start(session: Session, momentId: string, start: string, end: string): Promise<string> {
    const moment = await this.moments.findOwned(session.organization.id, momentId);
    const startMs = milliseconds(start, 'start');
    const endMs = milliseconds(end, 'end');
    if (startMs < moment.startMs || endMs > moment.endMs || startMs >= endMs) {
      throw contractError(ErrorCode.VALIDATION_ERROR, { field: 'start', message: DOWNLOAD_RANGE_MESSAGE });
    }
    const video = await this.videos.findOwned(moment.organizationId, moment.videoId);
    const jobId = momentDownloadJobId(moment.id, startMs, endMs);
    // A failed cut is tried afresh when asked again; a waiting, running or finished one is reused.
    const existing = await this.queue.getJob(jobId);
    if (existing && (await existing.isFailed())) await existing.remove();
    const data: CutMomentJob = {
      momentId: moment.id,
      videoId: video.id,
      organizationId: moment.organizationId,
      sourceKey: video.sourceKey,
      startMs,
      endMs,
      outputKey: downloadKey(jobId, Date.now() + MOMENT_DOWNLOAD_TTL_MS),
    };
    const ageSeconds = Math.floor(MOMENT_DOWNLOAD_TTL_MS / 1000);
    await addJob(this.queue, JobName.CUT_MOMENT, data, {
      jobId,
      attempts: 2,
      backoff: { type: 'fixed', delay: 10_000 },
      removeOnComplete: { age: ageSeconds },
      removeOnFail: { age: ageSeconds },
    });
    return jobId;
  }

  /**
   * The cut's percent, or its MP4 once made, or why it failed (the worker's reason, in the error contract);
   * NOT_FOUND for a job of another organization (or none).
   */
  async status(session: Session, jobId: string): Promise<DownloadAnswer> {
    // The state before the job: see downloadStatus.
    const state = await this.queue.getJobState(jobId);
    const job = await this.queue.getJob(jobId);
    const owner = job ? ownerOf(job.data) : null;
    if (!job || !owner || owner.organizationId !== session.organization.id) {
      throw contractError(ErrorCode.NOT_FOUND, { field: 'jobId' });
    }
    const status = downloadStatus(state, job);
    if (status.kind === 'progress') return status;
    if (status.kind === 'failed') {
      throw contractError(ErrorCode.SERVER_ERROR, { field: 'jobId', message: status.reason });
    }
    const stat = await this.storage.driver.statObject(status.result.outputKey);
    // Swept at the end of its life while the job was still listed.
    if (!stat) throw contractError(ErrorCode.NOT_FOUND, { field: 'jobId' });
    return {
      kind: 'file',
      body: await this.storage.driver.getObject(status.result.outputKey),
      size: stat.size,
      filename: `${await this.momentTitle(owner.organizationId, owner.momentId)}.mp4`,
    };
  }

  /** Deletes the downloads whose time is up; answers how many. Failures are logged, never thrown. */
  async sweep(now = Date.now()): Promise<number> {
    try {
      const listed = await this.storage.driver.listPrefix(MOMENT_DOWNLOADS_PREFIX);
      const expired = listed
        .map((object) => object.key)
        .filter((key) => {
          const expiresAt = downloadExpiry(key);
          return expiresAt !== null && expiresAt <= now;
        });
      await this.storage.deleteUnused(expired);
      return expired.length;
    } catch (error) {
      this.logger.warn(
        `Sweeping moment downloads failed: ${error instanceof Error ? error.message : String(error)}`,
      );
      return 0;
    }
  }

  /** The download is named after the moment, or plainly when the moment is gone meanwhile. */
  private async momentTitle(organizationId: string, momentId: string): Promise<string> {
    try {
      return (await this.moments.findOwned(organizationId, momentId)).title;
    } catch (error) {
      if (error instanceof ContractError) return 'moment';
      throw error;
    }
  }
}

function milliseconds(value: string, field: string): number {
  if (!MILLISECONDS.test(value)) {
    throw contractError(ErrorCode.VALIDATION_ERROR, { field, message: ValidationMessages.timestampFormat });
  }
  return Number(value);
}

/** The cut a job was queued for (who may read it, which moment); null for data that is not one. */
function ownerOf(data: unknown): CutMomentJob | null {
  try {
    return cutMomentContract.parseData(data);
  } catch (error) {
    if (error instanceof MalformedJobData) return null;
    throw error;
  }
}

import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import {
  addJob,
  JobName,
  mp4ExportJobId,
  mp4ExportKey,
  QueueName,
  type ExportMp4Job,
  type RenditionInfo,
} from '@framehouse/domain';
import { QueueEvents, type Queue } from 'bullmq';
import { JOB_RETENTION } from '../../common/queue/job-retention';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { StorageService } from '../storage/storage.service';
import type { Video } from '../videos/video.entity';
import { processedPrefixFor } from '../videos/video-media-keys';

/** How long an upload waits for the transcoder's remux (it copies streams: minutes even for long videos). */
const EXPORT_TIMEOUT_MS = 30 * 60 * 1000;

/** The stored MP4 of a video, as YouTube uploads read it. */
export interface StoredMp4 {
  key: string;
  size: number;
}

/**
 * The MP4 a YouTube upload sends: the best complete HLS rendition remuxed by the transcoder's
 * `export-mp4`, stored under the video's processed media and reused while it exists.
 */
@Injectable()
export class Mp4ExportsService implements OnApplicationShutdown {
  private events: QueueEvents | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectQueue(QueueName.MP4_EXPORT) private readonly queue: Queue,
    private readonly storage: StorageService,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await this.events?.close();
    this.events = null;
  }

  /** The video's MP4, made first when it is not stored yet. */
  async mp4Of(video: Video): Promise<StoredMp4> {
    const rendition = bestRendition(video.renditions);
    if (!rendition) throw new Error('The video has no complete rendition to upload');
    const outputKey = mp4ExportKey(processedPrefixFor(video.organizationId, video.mediaId), rendition.name);
    const stored = await this.storage.driver.statObject(outputKey);
    if (stored) return { key: outputKey, size: stored.size };
    const jobId = mp4ExportJobId(outputKey);
    // A failed export is tried afresh; a waiting or running one is waited for.
    const existing = await this.queue.getJob(jobId);
    if (existing && ((await existing.isFailed()) || (await existing.isCompleted()))) await existing.remove();
    const data: ExportMp4Job = {
      videoId: video.id,
      organizationId: video.organizationId,
      playlistKey: rendition.playlistKey,
      outputKey,
    };
    const job = await addJob(this.queue, JobName.EXPORT_MP4, data, {
      jobId,
      attempts: 2,
      backoff: { type: 'fixed', delay: 10_000 },
      ...JOB_RETENTION,
    });
    await job.waitUntilFinished(await this.queueEvents(), EXPORT_TIMEOUT_MS);
    const made = await this.storage.driver.statObject(outputKey);
    if (!made) throw new Error('The MP4 export finished without a file');
    return { key: outputKey, size: made.size };
  }

  private async queueEvents(): Promise<QueueEvents> {
    if (!this.events) {
      this.events = new QueueEvents(QueueName.MP4_EXPORT, {
        connection: { url: this.config.redisUrl },
        prefix: this.config.redisPrefix,
      });
      await this.events.waitUntilReady();
    }
    return this.events;
  }
}

/** The complete rendition with the most pixels (then the highest bit rate). */
export function bestRendition(renditions: readonly RenditionInfo[]): RenditionInfo | undefined {
  return renditions
    .filter((rendition) => rendition.complete)
    .reduce<RenditionInfo | undefined>((best, rendition) => {
      if (!best) return rendition;
      const pixels = rendition.width * rendition.height - best.width * best.height;
      return pixels > 0 || (pixels === 0 && rendition.bandwidth > best.bandwidth) ? rendition : best;
    }, undefined);
}

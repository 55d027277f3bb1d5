import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { UPLOAD_ABANDONED_AFTER_MS } from '@framehouse/domain';
import { DataSource } from 'typeorm';
import { VideosService } from '../videos/videos.service';

/** How often abandoned uploads are looked for, besides at start. */
export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Gives up direct uploads that were never confirmed (the tab closed for good): after
 * UPLOAD_ABANDONED_AFTER_MS the video is deleted, its multipart upload aborted (the stored parts go
 * with it) and its use of the upload limit given back, as a cancel would.
 */
@Injectable()
export class AbandonedUploadsSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(AbandonedUploadsSweeper.name);
  private timer: NodeJS.Timeout | null = null;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly videos: VideosService,
  ) {}

  onApplicationBootstrap(): void {
    void this.sweep();
    this.timer = setInterval(() => void this.sweep(), SWEEP_INTERVAL_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** Deletes every upload started before `now - UPLOAD_ABANDONED_AFTER_MS`; answers how many. */
  async sweep(now = new Date()): Promise<number> {
    try {
      const deleted = await this.dataSource.transaction(async (manager) => {
        const abandoned = await this.videos.lockAbandonedUploads(
          manager,
          new Date(now.getTime() - UPLOAD_ABANDONED_AFTER_MS),
        );
        return this.videos.deleteRows(manager, abandoned);
      });
      await this.videos.cleanUp(deleted);
      if (deleted.videos.length > 0) {
        this.logger.log(`Gave up ${deleted.videos.length} abandoned upload(s)`);
      }
      return deleted.videos.length;
    } catch (error) {
      this.logger.error(
        `Sweeping abandoned uploads failed: ${error instanceof Error ? error.message : error}`,
      );
      return 0;
    }
  }
}

import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { addJob, JobName, momentFrameJobId, QueueName, type CaptureMomentFrameJob } from '@framehouse/domain';
import type { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { JOB_RETENTION } from '../../common/queue/job-retention';
import { StorageService } from '../storage/storage.service';
import { mediaRoot } from '../videos/video-media-keys';
import type { Video } from '../videos/video.entity';
import { VideosService } from '../videos/videos.service';
import { MomentThumbnail } from './moment-thumbnail.entity';
import type { Moment } from './moment.entity';

/** Where a moment's start frames are stored: under its video's media root, which a deletion takes. */
export function momentFramesFolder(video: Pick<Video, 'organizationId' | 'mediaId'>): string {
  return `${mediaRoot(video.organizationId, video.mediaId)}moment-frames/`;
}

/** The frame of a moment at its start: a key per start, so a moved moment never shows its old frame. */
export function momentFrameKey(
  video: Pick<Video, 'organizationId' | 'mediaId'>,
  moment: Pick<Moment, 'id' | 'startMs'>,
): string {
  return `${momentFramesFolder(video)}${moment.id}-${moment.startMs}.jpg`;
}

/**
 * A moment's own picture, as its public pages, embeds and cards show it: its selected thumbnail, else the
 * frame at its start (captured by the transcoder the first time it is asked for). Null while neither is
 * there: the caller shows the video's picture meanwhile.
 */
@Injectable()
export class MomentPicturesService {
  private readonly logger = new Logger(MomentPicturesService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectQueue(QueueName.MOMENT_DOWNLOAD) private readonly queue: Queue,
    private readonly storage: StorageService,
    private readonly videos: VideosService,
  ) {}

  /** The stored file of the moment's picture; null (and its start frame queued) when it has none yet. */
  async pictureKey(moment: Moment, video: Video): Promise<string | null> {
    if (moment.thumbnailId) {
      const selected = await this.dataSource
        .getRepository(MomentThumbnail)
        .findOneBy({ id: moment.thumbnailId, momentId: moment.id });
      if (selected) return selected.fileKey;
    }
    const frame = momentFrameKey(video, moment);
    if (await this.storage.driver.statObject(frame)) return frame;
    await this.captureFrame(moment, video, frame);
    return null;
  }

  /**
   * Queues the start frame, once per moment and start while its job is waiting, running or failed. The
   * frames of the moment's earlier starts go: nothing shows them any more.
   */
  private async captureFrame(moment: Moment, video: Video, outputKey: string): Promise<void> {
    const jobId = momentFrameJobId(moment.id, moment.startMs);
    const data: CaptureMomentFrameJob = {
      momentId: moment.id,
      videoId: video.id,
      organizationId: video.organizationId,
      sourceKey: video.sourceKey,
      atMs: moment.startMs,
      outputKey,
    };
    try {
      if (await this.queue.getJob(jobId)) return;
      await addJob(this.queue, JobName.CAPTURE_MOMENT_FRAME, data, {
        jobId,
        attempts: 2,
        backoff: { type: 'fixed', delay: 10_000 },
        // Gone once done (its file is the result, and a start moved back to needs it again); kept a month
        // once failed, so that a video whose original gives no frame is not tried at every view.
        removeOnComplete: true,
        removeOnFail: JOB_RETENTION.removeOnFail,
      });
      const earlier = await this.storage.driver.listPrefix(`${momentFramesFolder(video)}${moment.id}-`);
      await Promise.all(
        earlier
          .filter(({ key }) => key !== outputKey)
          .map(({ key }) => this.storage.driver.deleteObject(key)),
      );
    } catch (error) {
      // The page still shows the video's picture; the next view asks again.
      this.logger.warn(`Moment ${moment.id}: its frame could not be queued (${String(error)})`);
    }
  }

  /** The start frames of deleted moments (after their rows are gone); a failure is logged, never thrown. */
  async deleteFrames(moments: readonly Moment[]): Promise<void> {
    try {
      const videos = await this.videos.findOwnedMany(
        moments.map(({ organizationId, videoId }) => ({ organizationId, id: videoId })),
      );
      await Promise.all(
        moments.map(async (moment) => {
          const video = videos.find(({ id }) => id === moment.videoId);
          if (video) await this.storage.driver.deletePrefix(`${momentFramesFolder(video)}${moment.id}-`);
        }),
      );
    } catch (error) {
      // Left under the media root, which the media's deletion takes.
      this.logger.warn(`Frames of deleted moments were not removed (${String(error)})`);
    }
  }
}

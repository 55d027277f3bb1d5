import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { addJob, JobName, jobIdFor, QueueName, VideoStatus } from '@framehouse/domain';
import type { JobsOptions, Queue } from 'bullmq';
import { DataSource, IsNull, Not } from 'typeorm';
import { JOB_RETENTION } from '../../../common/queue/job-retention';
import { errorMessage } from '../../../common/queue/queue-monitor';
import { VideosService } from '../../videos/videos.service';
import { PublishSchedule } from '../publish-schedule.entity';

/** A few attempts: the database briefly away at the scheduled time must not lose the publish. */
const SCHEDULED_PUBLISH_JOB_OPTIONS: JobsOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 5_000 },
  ...JOB_RETENTION,
};

/**
 * The delayed jobs of scheduled publishing, on the PUBLISHING queue (consumed by the API itself). The
 * database is the truth: a video's pending schedule is its publish_schedules row; the job only wakes the
 * API at the time. At start every pending schedule whose job is missing (Redis emptied, an add lost to a
 * crash) is added again, a past date firing at once; the job id and the processor's check of the
 * schedule's run make a duplicate do nothing.
 */
@Injectable()
export class PublishScheduler implements OnApplicationBootstrap {
  private readonly logger = new Logger(PublishScheduler.name);

  constructor(
    @InjectQueue(QueueName.PUBLISHING) private readonly queue: Queue,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly videos: VideosService,
  ) {}

  jobId(videoId: string, run: number): string {
    return jobIdFor(JobName.PUBLISH_SCHEDULED_VIDEO, videoId, run);
  }

  async add(videoId: string, run: number, at: Date): Promise<void> {
    await addJob(
      this.queue,
      JobName.PUBLISH_SCHEDULED_VIDEO,
      { videoId, run },
      {
        ...SCHEDULED_PUBLISH_JOB_OPTIONS,
        jobId: this.jobId(videoId, run),
        delay: Math.max(0, at.getTime() - Date.now()),
      },
    );
  }

  /** Removes a cancelled schedule's job; one already running finds its schedule gone and does nothing. */
  async remove(videoId: string, run: number): Promise<void> {
    try {
      await this.queue.remove(this.jobId(videoId, run));
    } catch (error) {
      this.logger.warn(`Removing the scheduled publish of video ${videoId} failed: ${errorMessage(error)}`);
    }
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.reconcile();
  }

  /** Re-adds the job of every pending schedule that has none (or whose job failed for good). */
  async reconcile(): Promise<void> {
    let pending: PublishSchedule[];
    try {
      const dated = await this.dataSource
        .getRepository(PublishSchedule)
        .find({ where: { scheduledAt: Not(IsNull()) } });
      const videos = await this.videos.findOwnedMany(
        dated.map((schedule) => ({ organizationId: schedule.organizationId, id: schedule.videoId })),
      );
      const scheduled = new Set(
        videos.filter((video) => video.status === VideoStatus.SCHEDULED).map((video) => video.id),
      );
      pending = dated.filter((schedule) => scheduled.has(schedule.videoId));
    } catch (error) {
      this.logger.error(`Reconciling scheduled publishing failed: ${errorMessage(error)}`);
      return;
    }
    for (const schedule of pending) {
      try {
        await this.reconcileOne(schedule);
      } catch (error) {
        this.logger.error(
          `Reconciling the schedule of video ${schedule.videoId} failed: ${errorMessage(error)}`,
        );
      }
    }
  }

  private async reconcileOne(schedule: PublishSchedule): Promise<void> {
    const at = schedule.scheduledAt;
    if (!at) return;
    const job = await this.queue.getJob(this.jobId(schedule.videoId, schedule.run));
    if (job) {
      const state = await job.getState();
      if (state !== 'failed' && state !== 'completed') return;
      await job.remove();
    }
    this.logger.log(`Scheduled publish of video ${schedule.videoId} had no job; added again`);
    await this.add(schedule.videoId, schedule.run, at);
  }
}

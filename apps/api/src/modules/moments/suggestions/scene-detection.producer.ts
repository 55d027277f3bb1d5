import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { addJob, JobName, jobIdFor, QueueName, type DetectScenesJob } from '@framehouse/domain';
import type { Job, Queue } from 'bullmq';
import { VIDEO_JOB_OPTIONS } from '../../videos/jobs/video-processing.producer';
import type { Video } from '../../videos/video.entity';
import type { DetectScenesRef } from './scene-events';

/** The API's side of the scene-detection queue: one `detect-scenes` job per video and processing run. */
@Injectable()
export class SceneDetectionProducer {
  constructor(@InjectQueue(QueueName.SCENE_DETECTION) private readonly queue: Queue) {}

  jobId(ref: DetectScenesRef): string {
    return jobIdFor(JobName.DETECT_SCENES, ref.videoId, ref.run);
  }

  /** Adding a job whose id the queue still holds does nothing. */
  async enqueue(video: Video, run: number): Promise<void> {
    const data: DetectScenesJob = {
      videoId: video.id,
      organizationId: video.organizationId,
      sourceKey: video.sourceKey,
      durationMs: video.durationMs ?? 0,
      run,
    };
    await addJob(this.queue, JobName.DETECT_SCENES, data, {
      ...VIDEO_JOB_OPTIONS,
      jobId: this.jobId({ videoId: video.id, run }),
    });
  }

  getJob(jobId: string): Promise<Job | undefined> {
    return this.queue.getJob(jobId);
  }

  /** A waiting or finished job goes; one a worker holds finishes, and its result is then ignored. */
  async removeJob(ref: DetectScenesRef): Promise<void> {
    await this.queue.remove(this.jobId(ref));
  }
}

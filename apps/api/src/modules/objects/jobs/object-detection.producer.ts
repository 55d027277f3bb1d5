import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { addJob, JobName, jobIdFor, QueueName, type DetectObjectsJob } from '@framehouse/domain';
import type { Job, Queue } from 'bullmq';
import { VIDEO_JOB_OPTIONS } from '../../videos/jobs/video-processing.producer';
import type { Video } from '../../videos/video.entity';
import { detectionOutputPrefix } from '../object-keys';

/** The API's side of the object-detection queue: one `detect-objects` job per video and processing run. */
@Injectable()
export class ObjectDetectionProducer {
  constructor(@InjectQueue(QueueName.OBJECT_DETECTION) private readonly queue: Queue) {}

  jobId(ref: { videoId: string; run: number }): string {
    return jobIdFor(JobName.DETECT_OBJECTS, ref.videoId, ref.run);
  }

  jobData(video: Video, run: number): DetectObjectsJob {
    return {
      videoId: video.id,
      organizationId: video.organizationId,
      sourceKey: video.sourceKey,
      durationMs: video.durationMs ?? 0,
      outputPrefix: detectionOutputPrefix(video, run),
      run,
    };
  }

  /** Adding a job whose id the queue still holds does nothing. */
  async enqueue(video: Video, run: number): Promise<void> {
    await addJob(this.queue, JobName.DETECT_OBJECTS, this.jobData(video, run), {
      ...VIDEO_JOB_OPTIONS,
      jobId: this.jobId({ videoId: video.id, run }),
    });
  }

  getJob(jobId: string): Promise<Job | undefined> {
    return this.queue.getJob(jobId);
  }

  /** A waiting or finished job goes; one a worker holds finishes, and its result is then ignored. */
  async removeJob(ref: { videoId: string; run: number }): Promise<void> {
    await this.queue.remove(this.jobId(ref));
  }
}

import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { addJob, JobName, jobIdFor, QueueName, type TranscribeVideoJob } from '@framehouse/domain';
import type { Job, Queue } from 'bullmq';
import { VIDEO_JOB_OPTIONS } from '../../videos/jobs/video-processing.producer';
import { transcriptKeyFor } from '../../videos/video-media-keys';
import type { Video } from '../../videos/video.entity';

/** The API's side of a video's transcription on the transcription queue (the D2C service has its own jobs there). */
@Injectable()
export class TranscriptionProducer {
  constructor(@InjectQueue(QueueName.TRANSCRIPTION) private readonly queue: Queue) {}

  /** The job of the video's processing run: one transcript per run. */
  jobId(video: Pick<Video, 'id' | 'processingRun'>): string {
    return jobIdFor(JobName.TRANSCRIBE_VIDEO, video.id, video.processingRun);
  }

  jobData(video: Video): TranscribeVideoJob {
    return {
      videoId: video.id,
      organizationId: video.organizationId,
      audioKey: video.audioKey,
      durationMs: video.durationMs ?? 0,
      transcriptKey: transcriptKeyFor(video, video.processingRun),
      run: video.processingRun,
    };
  }

  /** Adding a job whose id the queue still holds does nothing. */
  async enqueue(video: Video): Promise<void> {
    await addJob(this.queue, JobName.TRANSCRIBE_VIDEO, this.jobData(video), {
      ...VIDEO_JOB_OPTIONS,
      jobId: this.jobId(video),
    });
  }

  getJob(jobId: string): Promise<Job | undefined> {
    return this.queue.getJob(jobId);
  }

  /** A waiting or finished job goes; one a worker holds finishes, and its result is then ignored. */
  async removeJob(video: Pick<Video, 'id' | 'processingRun'>): Promise<void> {
    await this.queue.remove(this.jobId(video));
  }
}

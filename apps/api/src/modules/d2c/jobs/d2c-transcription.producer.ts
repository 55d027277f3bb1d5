import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import {
  addJob,
  JobName,
  jobIdFor,
  QueueName,
  type ProbeMediaJob,
  type TranscribeMediaJob,
} from '@framehouse/domain';
import type { Job, JobsOptions, Queue } from 'bullmq';
import { JOB_RETENTION } from '../../../common/queue/job-retention';
import { d2cTranscriptKey } from '../d2c-media-keys';
import type { D2CTranscription } from '../d2c-transcription.entity';

/**
 * A plugin waits for its answer: one retry a few seconds later covers a worker restarting or storage
 * briefly away; a file that cannot be read fails the same way twice, and fails fast.
 */
export const D2C_PROBE_JOB_OPTIONS: JobsOptions = {
  attempts: 2,
  backoff: { type: 'fixed', delay: 5_000 },
  ...JOB_RETENTION,
};
export const D2C_TRANSCRIBE_JOB_OPTIONS: JobsOptions = {
  attempts: 2,
  backoff: { type: 'fixed', delay: 15_000 },
  ...JOB_RETENTION,
};

/** The API's side of the D2C jobs on the transcription queue (deterministic ids: one job per step). */
@Injectable()
export class D2CTranscriptionProducer {
  constructor(@InjectQueue(QueueName.TRANSCRIPTION) private readonly queue: Queue) {}

  /** VALIDATION: fetch the URL if there is one, then probe the media for its duration. */
  async enqueueProbe(transcription: D2CTranscription): Promise<void> {
    const data: ProbeMediaJob = {
      transcriptionId: transcription.id,
      organizationId: transcription.organizationId,
      sourceKey: transcription.sourceKey,
      url: transcription.sourceUrl,
    };
    await addJob(this.queue, JobName.PROBE_MEDIA, data, {
      ...D2C_PROBE_JOB_OPTIONS,
      jobId: probeJobId(transcription.id),
    });
  }

  /** Media that passed validation and metering. */
  async enqueueTranscription(transcription: D2CTranscription): Promise<void> {
    if (transcription.durationMs === null)
      throw new Error(`Transcription ${transcription.id} was not probed`);
    const data: TranscribeMediaJob = {
      transcriptionId: transcription.id,
      organizationId: transcription.organizationId,
      sourceKey: transcription.sourceKey,
      durationMs: transcription.durationMs,
      transcriptKey: d2cTranscriptKey(transcription.organizationId, transcription.id),
    };
    await addJob(this.queue, JobName.TRANSCRIBE_MEDIA, data, {
      ...D2C_TRANSCRIBE_JOB_OPTIONS,
      jobId: transcribeJobId(transcription.id),
    });
  }

  getJob(jobId: string): Promise<Job | undefined> {
    return this.queue.getJob(jobId);
  }
}

export const probeJobId = (transcriptionId: string) => jobIdFor(JobName.PROBE_MEDIA, transcriptionId);
export const transcribeJobId = (transcriptionId: string) =>
  jobIdFor(JobName.TRANSCRIBE_MEDIA, transcriptionId);

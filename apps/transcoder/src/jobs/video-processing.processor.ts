import { QueueName } from '@framehouse/domain';
import { Inject, Injectable } from '@nestjs/common';
import type { WorkerOptions } from 'bullmq';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker-config';
import { ImportRemoteVideoHandler } from './import-remote-video/import-remote-video.handler';
import { JobRunner } from './job-runner';
import { ProcessVideoHandler } from './process-video/process-video.handler';
import { QueueProcessor, queueWorkerOptions } from './queue-processor';

/** The video-processing worker's settings: WORKER_CONCURRENCY jobs at once. */
export function videoProcessingWorkerOptions(config: WorkerConfig): WorkerOptions {
  return queueWorkerOptions(config, config.concurrency);
}

/** Consumer of the video-processing queue: processing and remote imports. */
@Injectable()
export class VideoProcessingProcessor extends QueueProcessor {
  constructor(
    @Inject(WORKER_CONFIG) config: WorkerConfig,
    runner: JobRunner,
    processVideo: ProcessVideoHandler,
    importRemoteVideo: ImportRemoteVideoHandler,
  ) {
    super(
      QueueName.VIDEO_PROCESSING,
      [processVideo, importRemoteVideo],
      runner,
      videoProcessingWorkerOptions(config),
      'VideoProcessing',
    );
  }
}

import { JobName, QueueName } from '@framehouse/domain';
import { Inject, Injectable } from '@nestjs/common';
import type { WorkerOptions } from 'bullmq';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker-config';
import { ImportRemoteVideoHandler } from './import-remote-video/import-remote-video.handler';
import { ProcessVideoHandler } from './process-video/process-video.handler';
import { QueueProcessor, queueWorkerOptions } from './queue-processor';

/** Every job name the video-processing queue carries. */
export const VIDEO_PROCESSING_JOBS: readonly JobName[] = [JobName.PROCESS_VIDEO, JobName.IMPORT_REMOTE_VIDEO];

/** The video-processing worker's settings: WORKER_CONCURRENCY jobs at once. */
export function videoProcessingWorkerOptions(config: WorkerConfig): WorkerOptions {
  return queueWorkerOptions(config, config.concurrency);
}

/** Consumer of the video-processing queue: processing and remote imports. */
@Injectable()
export class VideoProcessingProcessor extends QueueProcessor {
  constructor(
    @Inject(WORKER_CONFIG) config: WorkerConfig,
    processVideo: ProcessVideoHandler,
    importRemoteVideo: ImportRemoteVideoHandler,
  ) {
    super(
      QueueName.VIDEO_PROCESSING,
      {
        [JobName.PROCESS_VIDEO]: (job, signal) => processVideo.handle(job, signal),
        [JobName.IMPORT_REMOTE_VIDEO]: (job, signal) => importRemoteVideo.handle(job, signal),
      },
      VIDEO_PROCESSING_JOBS,
      videoProcessingWorkerOptions(config),
      'VideoProcessing',
    );
  }
}

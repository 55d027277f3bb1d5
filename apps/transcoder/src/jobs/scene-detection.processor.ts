import { JobName, QueueName } from '@framehouse/domain';
import { Inject, Injectable } from '@nestjs/common';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker-config';
import { QueueProcessor, queueWorkerOptions } from './queue-processor';
import { DetectScenesHandler } from './scene-detection/detect-scenes.handler';

/** Every job name the scene-detection queue carries. */
export const SCENE_DETECTION_JOBS: readonly JobName[] = [JobName.DETECT_SCENES];

/**
 * Consumer of the scene-detection queue. A pass of ffmpeg over the original like processing, so it shares
 * its concurrency (WORKER_CONCURRENCY) rather than adding a setting of its own.
 */
@Injectable()
export class SceneDetectionProcessor extends QueueProcessor {
  constructor(@Inject(WORKER_CONFIG) config: WorkerConfig, detectScenes: DetectScenesHandler) {
    super(
      QueueName.SCENE_DETECTION,
      { [JobName.DETECT_SCENES]: (job, signal) => detectScenes.handle(job, signal) },
      SCENE_DETECTION_JOBS,
      queueWorkerOptions(config, config.concurrency),
      'SceneDetection',
    );
  }
}

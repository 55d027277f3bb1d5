import { QueueName } from '@framehouse/domain';
import { Inject, Injectable } from '@nestjs/common';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker-config';
import { JobRunner } from './job-runner';
import { QueueProcessor, queueWorkerOptions } from './queue-processor';
import { DetectScenesHandler } from './scene-detection/detect-scenes.handler';

/**
 * Consumer of the scene-detection queue. A pass of ffmpeg over the original like processing, so it shares
 * its concurrency (WORKER_CONCURRENCY) rather than adding a setting of its own.
 */
@Injectable()
export class SceneDetectionProcessor extends QueueProcessor {
  constructor(
    @Inject(WORKER_CONFIG) config: WorkerConfig,
    runner: JobRunner,
    detectScenes: DetectScenesHandler,
  ) {
    super(
      QueueName.SCENE_DETECTION,
      [detectScenes],
      runner,
      queueWorkerOptions(config, config.concurrency),
      'SceneDetection',
    );
  }
}

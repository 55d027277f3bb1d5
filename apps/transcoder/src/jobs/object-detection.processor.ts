import { QueueName } from '@framehouse/domain';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { WorkerOptions } from 'bullmq';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker-config';
import { OBJECT_DETECTOR, type ObjectDetector } from '../detection';
import { assertMediaToolsInstalled } from '../media';
import { JobRunner } from './job-runner';
import { DetectObjectsHandler } from './object-detection/detect-objects.handler';
import { QueueProcessor, queueWorkerOptions } from './queue-processor';

/** The object-detection worker's settings: OBJECT_DETECTION_CONCURRENCY jobs at once. */
export function objectDetectionWorkerOptions(config: WorkerConfig): WorkerOptions {
  return queueWorkerOptions(config, config.objectDetection.concurrency);
}

/** Consumer of the object-detection queue. The model is loaded at start: missing files stop the start. */
@Injectable()
export class ObjectDetectionProcessor extends QueueProcessor implements OnModuleInit {
  constructor(
    @Inject(WORKER_CONFIG) config: WorkerConfig,
    @Inject(OBJECT_DETECTOR) private readonly detector: ObjectDetector,
    runner: JobRunner,
    detectObjects: DetectObjectsHandler,
  ) {
    super(
      QueueName.OBJECT_DETECTION,
      [detectObjects],
      runner,
      objectDetectionWorkerOptions(config),
      'ObjectDetection',
    );
  }

  async onModuleInit(): Promise<void> {
    assertMediaToolsInstalled();
    await this.detector.load();
  }
}

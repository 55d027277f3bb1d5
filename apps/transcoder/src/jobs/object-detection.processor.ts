import { JobName, QueueName } from '@framehouse/domain';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { WorkerOptions } from 'bullmq';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker-config';
import { OBJECT_DETECTOR, type ObjectDetector } from '../detection';
import { assertMediaToolsInstalled } from '../media';
import { DetectObjectsHandler } from './object-detection/detect-objects.handler';
import { QueueProcessor, queueWorkerOptions } from './queue-processor';

/** Every job name the object-detection queue carries. */
export const OBJECT_DETECTION_JOBS: readonly JobName[] = [JobName.DETECT_OBJECTS];

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
    detectObjects: DetectObjectsHandler,
  ) {
    super(
      QueueName.OBJECT_DETECTION,
      { [JobName.DETECT_OBJECTS]: (job, signal) => detectObjects.handle(job, signal) },
      OBJECT_DETECTION_JOBS,
      objectDetectionWorkerOptions(config),
      'ObjectDetection',
    );
  }

  async onModuleInit(): Promise<void> {
    assertMediaToolsInstalled();
    await this.detector.load();
  }
}

import { QueueName } from '@framehouse/domain';
import { Inject, Injectable } from '@nestjs/common';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker-config';
import { JobRunner } from './job-runner';
import { CaptureMomentFrameHandler } from './moment-download/capture-moment-frame.handler';
import { CutMomentHandler } from './moment-download/cut-moment.handler';
import { QueueProcessor, queueWorkerOptions } from './queue-processor';

/**
 * Consumer of the moment-download queue: cuts for download and moments' start frames. They are ffmpeg work
 * like processing, so they share its concurrency (WORKER_CONCURRENCY) rather than adding a setting of their
 * own.
 */
@Injectable()
export class MomentDownloadProcessor extends QueueProcessor {
  constructor(
    @Inject(WORKER_CONFIG) config: WorkerConfig,
    runner: JobRunner,
    cutMoment: CutMomentHandler,
    captureFrame: CaptureMomentFrameHandler,
  ) {
    super(
      QueueName.MOMENT_DOWNLOAD,
      [cutMoment, captureFrame],
      runner,
      queueWorkerOptions(config, config.concurrency),
      'MomentDownload',
    );
  }
}

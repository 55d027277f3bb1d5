import { JobName, QueueName } from '@framehouse/domain';
import { Inject, Injectable } from '@nestjs/common';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker-config';
import { CutMomentHandler } from './moment-download/cut-moment.handler';
import { QueueProcessor, queueWorkerOptions } from './queue-processor';

/** Every job name the moment-download queue carries. */
export const MOMENT_DOWNLOAD_JOBS: readonly JobName[] = [JobName.CUT_MOMENT];

/**
 * Consumer of the moment-download queue. Cuts are ffmpeg work like processing, so they share its
 * concurrency (WORKER_CONCURRENCY) rather than adding a setting of their own.
 */
@Injectable()
export class MomentDownloadProcessor extends QueueProcessor {
  constructor(@Inject(WORKER_CONFIG) config: WorkerConfig, cutMoment: CutMomentHandler) {
    super(
      QueueName.MOMENT_DOWNLOAD,
      { [JobName.CUT_MOMENT]: (job, signal) => cutMoment.handle(job, signal) },
      MOMENT_DOWNLOAD_JOBS,
      queueWorkerOptions(config, config.concurrency),
      'MomentDownload',
    );
  }
}

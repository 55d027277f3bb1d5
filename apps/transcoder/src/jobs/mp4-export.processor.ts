import { JobName, QueueName } from '@framehouse/domain';
import { Inject, Injectable } from '@nestjs/common';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker-config';
import { ExportMp4Handler } from './mp4-export/export-mp4.handler';
import { QueueProcessor, queueWorkerOptions } from './queue-processor';

/** Every job name the mp4-export queue carries. */
export const MP4_EXPORT_JOBS: readonly JobName[] = [JobName.EXPORT_MP4];

/** Consumer of the mp4-export queue: ffmpeg work (a remux), so it shares WORKER_CONCURRENCY. */
@Injectable()
export class Mp4ExportProcessor extends QueueProcessor {
  constructor(@Inject(WORKER_CONFIG) config: WorkerConfig, exportMp4: ExportMp4Handler) {
    super(
      QueueName.MP4_EXPORT,
      { [JobName.EXPORT_MP4]: (job, signal) => exportMp4.handle(job, signal) },
      MP4_EXPORT_JOBS,
      queueWorkerOptions(config, config.concurrency),
      'Mp4Export',
    );
  }
}

import { QueueName } from '@framehouse/domain';
import { Inject, Injectable } from '@nestjs/common';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker-config';
import { JobRunner } from './job-runner';
import { ExportMp4Handler } from './mp4-export/export-mp4.handler';
import { QueueProcessor, queueWorkerOptions } from './queue-processor';

/** Consumer of the mp4-export queue: ffmpeg work (a remux), so it shares WORKER_CONCURRENCY. */
@Injectable()
export class Mp4ExportProcessor extends QueueProcessor {
  constructor(@Inject(WORKER_CONFIG) config: WorkerConfig, runner: JobRunner, exportMp4: ExportMp4Handler) {
    super(
      QueueName.MP4_EXPORT,
      [exportMp4],
      runner,
      queueWorkerOptions(config, config.concurrency),
      'Mp4Export',
    );
  }
}

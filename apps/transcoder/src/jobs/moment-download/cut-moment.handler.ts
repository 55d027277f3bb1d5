import { JobName, type CutMomentJob, type CutMomentResult } from '@framehouse/domain';
import type { StorageDriver } from '@framehouse/storage';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { UnrecoverableError } from 'bullmq';
import { createReadStream, statSync } from 'node:fs';
import { join } from 'node:path';
import { WORKER_CONFIG, type WorkerConfig } from '../../config/worker-config';
import { FfmpegRunner, momentCutCommand, momentCutMode, withThreads } from '../../media';
import { WORKER_STORAGE } from '../../storage/worker-storage';
import { videoOriginal, type JobContext, type JobHandler } from '../job-runner';

/**
 * `cut-moment`: the range of the stored original as an MP4 at `outputKey`. The mode follows the cut
 * (`momentCutMode`): a stream copy when it starts on a keyframe of MP4-ready streams, an exact re-encode
 * otherwise. The MP4 is made in the job's scratch folder and stored whole, so a reader never sees half.
 */
@Injectable()
export class CutMomentHandler implements JobHandler<JobName.CUT_MOMENT> {
  readonly name = JobName.CUT_MOMENT;
  readonly source = videoOriginal;
  private readonly logger = new Logger('CutMoment');

  constructor(
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
    @Inject(WORKER_STORAGE) private readonly storage: StorageDriver,
    private readonly ffmpeg: FfmpegRunner,
  ) {}

  async run(data: CutMomentJob, { source, workDir, signal, progress }: JobContext): Promise<CutMomentResult> {
    const probe = await this.ffmpeg.probe(source.path, { signal });
    if (!probe.ok) throw new UnrecoverableError(probe.problem.message);
    const keyframes = await this.ffmpeg.keyframesNear(source.path, data.startMs, { signal });
    const mode = momentCutMode(probe.info, keyframes, data.startMs);
    const output = join(workDir, 'moment.mp4');
    const durationMs = data.endMs - data.startMs;
    await this.ffmpeg.run(
      withThreads(momentCutCommand(source.path, data, mode, output), this.config.ffmpegThreads),
      {
        signal,
        onProgress: ({ outTimeMs }) => {
          if (outTimeMs !== null) void progress.update((99 * outTimeMs) / durationMs);
        },
      },
    );
    const size = statSync(output).size;
    await this.storage.putObject(data.outputKey, createReadStream(output), {
      contentType: 'video/mp4',
      size,
    });
    this.logger.log(
      `Moment ${data.momentId} ${data.startMs}–${data.endMs} ms cut by ${mode} (${size} bytes)`,
    );
    return { outputKey: data.outputKey, size, mode };
  }
}

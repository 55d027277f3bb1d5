import type { CutMomentResult } from '@framehouse/domain';
import type { StorageDriver } from '@framehouse/storage';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { UnrecoverableError, type Job } from 'bullmq';
import { createReadStream, statSync } from 'node:fs';
import { join } from 'node:path';
import { WORKER_CONFIG, type WorkerConfig } from '../../config/worker-config';
import { FfmpegRunner, momentCutCommand, momentCutMode, withThreads } from '../../media';
import { WORKER_STORAGE } from '../../storage/worker-storage';
import { cutMomentJobData } from '../job-data';
import { PercentProgressReporter } from '../percent-progress';
import { localSource } from '../stored-file';
import { freshWorkDir, removeWorkDir, workDirFor } from '../work-dir';

/** What the API shows when the original is gone. */
export const CUT_SOURCE_MISSING_MESSAGE = "The video's source file is missing.";

/**
 * `cut-moment`: the range of the stored original as an MP4 at `outputKey`. The mode follows the cut
 * (`momentCutMode`): a stream copy when it starts on a keyframe of MP4-ready streams, an exact re-encode
 * otherwise. The MP4 is made in the job's scratch folder and stored whole, so a reader never sees half.
 */
@Injectable()
export class CutMomentHandler {
  private readonly logger = new Logger('CutMoment');

  constructor(
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
    @Inject(WORKER_STORAGE) private readonly storage: StorageDriver,
    private readonly ffmpeg: FfmpegRunner,
  ) {}

  async handle(job: Job, signal: AbortSignal): Promise<CutMomentResult> {
    const data = cutMomentJobData(job.data);
    const progress = PercentProgressReporter.forJob(job, this.logger);
    await progress.update(0, true);
    const work = workDirFor(
      this.config.workDir,
      'cut-moment',
      `${data.momentId}-${data.startMs}-${data.endMs}`,
    );
    try {
      await freshWorkDir(work);
      const source = await localSource(
        this.storage,
        data.sourceKey,
        work,
        signal,
        CUT_SOURCE_MISSING_MESSAGE,
      );
      const probe = await this.ffmpeg.probe(source, { signal });
      if (!probe.ok) throw new UnrecoverableError(probe.problem.message);
      const keyframes = await this.ffmpeg.keyframesNear(source, data.startMs, { signal });
      const mode = momentCutMode(probe.info, keyframes, data.startMs);
      const output = join(work, 'moment.mp4');
      const durationMs = data.endMs - data.startMs;
      await this.ffmpeg.run(
        withThreads(momentCutCommand(source, data, mode, output), this.config.ffmpegThreads),
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
      await progress.update(100, true);
      this.logger.log(
        `Moment ${data.momentId} ${data.startMs}–${data.endMs} ms cut by ${mode} (${size} bytes)`,
      );
      return { outputKey: data.outputKey, size, mode };
    } finally {
      await removeWorkDir(work);
    }
  }
}

import { JobName, type CaptureMomentFrameJob, type CaptureMomentFrameResult } from '@framehouse/domain';
import type { StorageDriver } from '@framehouse/storage';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { UnrecoverableError } from 'bullmq';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { frameCommand, FfmpegRunner } from '../../media';
import { WORKER_STORAGE } from '../../storage/worker-storage';
import { videoOriginal, type JobContext, type JobHandler } from '../job-runner';

/**
 * `capture-moment-frame`: the frame at a moment's start, from the stored original, as a JPEG at
 * `outputKey` (the moment's picture while it has no thumbnail of its own).
 */
@Injectable()
export class CaptureMomentFrameHandler implements JobHandler<JobName.CAPTURE_MOMENT_FRAME> {
  readonly name = JobName.CAPTURE_MOMENT_FRAME;
  readonly source = videoOriginal;
  private readonly logger = new Logger('CaptureMomentFrame');

  constructor(
    @Inject(WORKER_STORAGE) private readonly storage: StorageDriver,
    private readonly ffmpeg: FfmpegRunner,
  ) {}

  async run(
    data: CaptureMomentFrameJob,
    { source, workDir, signal }: JobContext,
  ): Promise<CaptureMomentFrameResult> {
    const probe = await this.ffmpeg.probe(source.path, { signal });
    if (!probe.ok) throw new UnrecoverableError(probe.problem.message);
    const output = join(workDir, 'frame.jpg');
    await this.ffmpeg.run(frameCommand(probe.info, source.path, data.atMs, output), { signal });
    // ffmpeg writes nothing, and succeeds, when the time is past the last frame.
    if (!existsSync(output)) throw new UnrecoverableError(`No frame at ${data.atMs} ms`);
    const picture = readFileSync(output);
    await this.storage.putObject(data.outputKey, picture, {
      contentType: 'image/jpeg',
      size: picture.length,
    });
    this.logger.log(`Moment ${data.momentId}: frame at ${data.atMs} ms (${picture.length} bytes)`);
    return { outputKey: data.outputKey };
  }
}

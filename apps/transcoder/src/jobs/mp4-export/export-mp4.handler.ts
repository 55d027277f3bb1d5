import { JobFailureMessages, JobName, type ExportMp4Job, type ExportMp4Result } from '@framehouse/domain';
import type { StorageDriver } from '@framehouse/storage';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { UnrecoverableError } from 'bullmq';
import { createReadStream, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, posix } from 'node:path';
import { FfmpegRunner, mp4ExportCommand, playlistSegments } from '../../media';
import { WORKER_STORAGE } from '../../storage/worker-storage';
import type { JobContext, JobHandler, JobSource } from '../job-runner';
import { localFile } from '../stored-file';

/** Segment names our HLS muxer writes; anything else in a playlist is not ours to open. */
const SEGMENT_NAME = /^[A-Za-z0-9_-]+\.(ts|m4s|mp4)$/;

/**
 * `export-mp4`: the rendition's media playlist and segments made local (the fs driver's own files, else
 * downloads into the scratch folder), remuxed to one MP4 and stored whole at `outputKey`.
 */
@Injectable()
export class ExportMp4Handler implements JobHandler<JobName.EXPORT_MP4> {
  readonly name = JobName.EXPORT_MP4;
  private readonly logger = new Logger('ExportMp4');

  constructor(
    @Inject(WORKER_STORAGE) private readonly storage: StorageDriver,
    private readonly ffmpeg: FfmpegRunner,
  ) {}

  source(data: ExportMp4Job): JobSource {
    return { key: data.playlistKey, missing: JobFailureMessages.streamFilesMissing };
  }

  async run(data: ExportMp4Job, { source, workDir, signal }: JobContext): Promise<ExportMp4Result> {
    await this.segmentsBeside(data.playlistKey, source.path, signal);
    const output = join(workDir, 'export.mp4');
    await this.ffmpeg.run(mp4ExportCommand(source.path, output), { signal });
    const size = statSync(output).size;
    await this.storage.putObject(data.outputKey, createReadStream(output), {
      contentType: 'video/mp4',
      size,
    });
    this.logger.log(`Video ${data.videoId} exported to MP4 (${size} bytes)`);
    return { outputKey: data.outputKey, size };
  }

  /** A downloaded playlist gets its segments downloaded beside it (the fs driver's are there already). */
  private async segmentsBeside(key: string, playlist: string, signal: AbortSignal): Promise<void> {
    if (this.storage.localPath?.(key)) return;
    const folder = posix.dirname(key);
    for (const segment of playlistSegments(await readFile(playlist, 'utf8'))) {
      if (!SEGMENT_NAME.test(segment)) throw new UnrecoverableError(`Unexpected segment URI: ${segment}`);
      await localFile(this.storage, `${folder}/${segment}`, join(dirname(playlist), segment), signal);
    }
  }
}

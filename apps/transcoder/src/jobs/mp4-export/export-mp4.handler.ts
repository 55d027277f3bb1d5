import type { ExportMp4Result } from '@framehouse/domain';
import type { StorageDriver } from '@framehouse/storage';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { UnrecoverableError, type Job } from 'bullmq';
import { createReadStream, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, join, posix } from 'node:path';
import { WORKER_CONFIG, type WorkerConfig } from '../../config/worker-config';
import { FfmpegRunner, mp4ExportCommand, playlistSegments } from '../../media';
import { WORKER_STORAGE } from '../../storage/worker-storage';
import { exportMp4JobData } from '../job-data';
import { localFile } from '../stored-file';
import { freshWorkDir, removeWorkDir, workDirFor } from '../work-dir';

/** What the API shows when the rendition is gone. */
export const EXPORT_RENDITION_MISSING_MESSAGE = "The video's stream files are missing.";

/** Segment names our HLS muxer writes; anything else in a playlist is not ours to open. */
const SEGMENT_NAME = /^[A-Za-z0-9_-]+\.(ts|m4s|mp4)$/;

/**
 * `export-mp4`: the rendition's media playlist and segments made local (the fs driver's own files, else
 * downloads into the scratch folder), remuxed to one MP4 and stored whole at `outputKey`.
 */
@Injectable()
export class ExportMp4Handler {
  private readonly logger = new Logger('ExportMp4');

  constructor(
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
    @Inject(WORKER_STORAGE) private readonly storage: StorageDriver,
    private readonly ffmpeg: FfmpegRunner,
  ) {}

  async handle(job: Job, signal: AbortSignal): Promise<ExportMp4Result> {
    const data = exportMp4JobData(job.data);
    const work = workDirFor(this.config.workDir, 'export-mp4', data.videoId);
    try {
      await freshWorkDir(work);
      if (!(await this.storage.statObject(data.playlistKey))) {
        throw new UnrecoverableError(EXPORT_RENDITION_MISSING_MESSAGE);
      }
      const playlist = await this.localPlaylist(data.playlistKey, work, signal);
      const output = join(work, 'export.mp4');
      await this.ffmpeg.run(mp4ExportCommand(playlist, output), { signal });
      const size = statSync(output).size;
      await this.storage.putObject(data.outputKey, createReadStream(output), {
        contentType: 'video/mp4',
        size,
      });
      this.logger.log(`Video ${data.videoId} exported to MP4 (${size} bytes)`);
      return { outputKey: data.outputKey, size };
    } finally {
      await removeWorkDir(work);
    }
  }

  /** The playlist as a local file with its segments beside it. */
  private async localPlaylist(key: string, work: string, signal: AbortSignal): Promise<string> {
    const local = this.storage.localPath?.(key);
    if (local) return local;
    const playlist = await localFile(this.storage, key, join(work, basename(key)), signal);
    const folder = posix.dirname(key);
    for (const segment of playlistSegments(await readFile(playlist, 'utf8'))) {
      if (!SEGMENT_NAME.test(segment)) throw new UnrecoverableError(`Unexpected segment URI: ${segment}`);
      await localFile(this.storage, `${folder}/${segment}`, join(work, segment), signal);
    }
    return playlist;
  }
}

import type { ProbeMediaResult } from '@framehouse/domain';
import type { StorageDriver } from '@framehouse/storage';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import { WORKER_CONFIG, type WorkerConfig } from '../../config/worker-config';
import { FfmpegRunner } from '../../media';
import { WORKER_STORAGE } from '../../storage/worker-storage';
import { fetchIntoStorage } from '../import-remote-video/fetch-into-storage';
import type { RemoteVideoFetcher } from '../import-remote-video/remote-video-fetcher';
import { probeMediaJobData } from '../job-data';
import { freshWorkDir, removeWorkDir, workDirFor } from '../work-dir';
import { soundOf, storedMedia } from './media-source';

/**
 * The fetcher of D2C URLs: the imports' plain-file fetcher (same address checks, size limit and
 * redirects), accepting audio as well as video.
 */
export const MEDIA_URL_FETCHER = Symbol('MEDIA_URL_FETCHER');

/**
 * `probe-media`, the VALIDATION step of a D2C transcription: a URL's file is fetched into `sourceKey`
 * first, then the stored media is probed. Its duration is what the API meters before it queues the
 * transcription; a file without sound, corrupt or empty, fails for good with the reason the user reads.
 * A run again fetches into the same key: one file, whichever attempt wrote it.
 */
@Injectable()
export class ProbeMediaHandler {
  private readonly logger = new Logger('ProbeMedia');

  constructor(
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
    @Inject(WORKER_STORAGE) private readonly storage: StorageDriver,
    @Inject(MEDIA_URL_FETCHER) private readonly fetcher: RemoteVideoFetcher,
    private readonly runner: FfmpegRunner,
  ) {}

  async handle(job: Job, signal: AbortSignal): Promise<ProbeMediaResult> {
    const data = probeMediaJobData(job.data);
    const work = workDirFor(this.config.workDir, 'probe-media', data.transcriptionId);
    try {
      await freshWorkDir(work);
      if (data.url !== null) {
        await fetchIntoStorage(this.storage, this.fetcher, data.url, data.sourceKey, {
          signal,
          workDir: work,
        });
      }
      const source = await storedMedia(this.storage, data.sourceKey, work, signal);
      const sound = await soundOf(this.runner, source.path, signal);
      this.logger.log(`Transcription ${data.transcriptionId}: ${sound.durationMs} ms, ${source.size} bytes`);
      return { durationMs: sound.durationMs, size: source.size };
    } finally {
      await removeWorkDir(work);
    }
  }
}

import { JobName, type ProbeMediaJob, type ProbeMediaResult } from '@framehouse/domain';
import type { StorageDriver } from '@framehouse/storage';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { FfmpegRunner } from '../../media';
import { WORKER_STORAGE } from '../../storage/worker-storage';
import { fetchIntoStorage } from '../import-remote-video/fetch-into-storage';
import type { RemoteVideoFetcher } from '../import-remote-video/remote-video-fetcher';
import type { JobContext, JobHandler } from '../job-runner';
import { d2cMedia, soundOf } from './media-source';

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
export class ProbeMediaHandler implements JobHandler<JobName.PROBE_MEDIA> {
  readonly name = JobName.PROBE_MEDIA;
  private readonly logger = new Logger('ProbeMedia');

  constructor(
    @Inject(WORKER_STORAGE) private readonly storage: StorageDriver,
    @Inject(MEDIA_URL_FETCHER) private readonly fetcher: RemoteVideoFetcher,
    private readonly runner: FfmpegRunner,
  ) {}

  /** The source is made local only once it is stored: after the URL's fetch, when there is one. */
  async run(data: ProbeMediaJob, { workDir, signal, localSource }: JobContext): Promise<ProbeMediaResult> {
    if (data.url !== null) {
      await fetchIntoStorage(this.storage, this.fetcher, data.url, data.sourceKey, { signal, workDir });
    }
    const source = await localSource(d2cMedia(data.sourceKey));
    const sound = await soundOf(this.runner, source.path, signal);
    this.logger.log(`Transcription ${data.transcriptionId}: ${sound.durationMs} ms, ${source.size} bytes`);
    return { durationMs: sound.durationMs, size: source.size };
  }
}

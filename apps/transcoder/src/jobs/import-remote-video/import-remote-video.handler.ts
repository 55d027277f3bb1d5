import {
  JobName,
  jobIdFor,
  QueueName,
  type ImportedVideoOrigin,
  type ImportRemoteVideoResult,
  type ProcessVideoJob,
} from '@framehouse/domain';
import type { StorageDriver } from '@framehouse/storage';
import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Job, JobsOptions, Queue } from 'bullmq';
import { WORKER_CONFIG, type WorkerConfig } from '../../config/worker-config';
import { WORKER_STORAGE } from '../../storage/worker-storage';
import { importRemoteVideoJobData } from '../job-data';
import { freshWorkDir, removeWorkDir, workDirFor } from '../work-dir';
import { fetchIntoStorage } from './fetch-into-storage';
import type { RemoteVideoFetcher } from './remote-video-fetcher';

/** The fetcher of each imported origin: a plain file over http(s), or a video site through yt-dlp. */
export type RemoteVideoFetchers = Record<ImportedVideoOrigin, RemoteVideoFetcher>;
export const REMOTE_VIDEO_FETCHERS = Symbol('REMOTE_VIDEO_FETCHERS');

const DAY_SECONDS = 24 * 60 * 60;

/**
 * The processing job the import adds: the options the API gives the jobs it adds itself
 * (VIDEO_JOB_OPTIONS in apps/api/src/modules/videos/jobs/video-processing.producer.ts), so a video
 * processes the same whichever way its source arrived.
 */
export const PROCESS_VIDEO_JOB_OPTIONS: JobsOptions = {
  attempts: 3,
  backoff: { type: 'exponential', delay: 30_000 },
  removeOnComplete: { age: 7 * DAY_SECONDS },
  removeOnFail: { age: 30 * DAY_SECONDS },
};

/**
 * `import-remote-video`: the URL's video streamed into storage at `sourceKey`, then the `process-video`
 * job of the same video and run added (its deterministic id makes adding it twice harmless). Returns the
 * stored size and the source's title.
 */
@Injectable()
export class ImportRemoteVideoHandler {
  private readonly logger = new Logger('ImportRemoteVideo');

  constructor(
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
    @Inject(WORKER_STORAGE) private readonly storage: StorageDriver,
    @Inject(REMOTE_VIDEO_FETCHERS) private readonly fetchers: RemoteVideoFetchers,
    @InjectQueue(QueueName.VIDEO_PROCESSING) private readonly queue: Queue,
  ) {}

  async handle(job: Job, signal: AbortSignal): Promise<ImportRemoteVideoResult> {
    const data = importRemoteVideoJobData(job.data);
    const processing: ProcessVideoJob = {
      videoId: data.videoId,
      organizationId: data.organizationId,
      sourceKey: data.sourceKey,
      mediaPrefix: data.mediaPrefix,
      run: data.run,
    };
    const processJobId = jobIdFor(JobName.PROCESS_VIDEO, data.videoId, data.run);

    // An attempt that died after adding the processing job: the source is stored and being processed,
    // and fetching it again would overwrite the file under a running ffmpeg.
    const stored = await this.storage.statObject(data.sourceKey);
    if (stored && (await this.queue.getJob(processJobId))) {
      return { sourceKey: data.sourceKey, size: stored.size };
    }

    const work = workDirFor(this.config.workDir, 'import', data.videoId, data.run);
    await freshWorkDir(work);
    try {
      const { size, title } = await fetchIntoStorage(
        this.storage,
        this.fetchers[data.origin],
        data.url,
        data.sourceKey,
        { signal, workDir: work },
      );
      await this.queue.add(JobName.PROCESS_VIDEO, processing, {
        ...PROCESS_VIDEO_JOB_OPTIONS,
        jobId: processJobId,
      });
      this.logger.log(`Video ${data.videoId} run ${data.run}: imported ${size} bytes (${data.origin})`);
      return { sourceKey: data.sourceKey, size, title };
    } finally {
      await removeWorkDir(work);
    }
  }
}

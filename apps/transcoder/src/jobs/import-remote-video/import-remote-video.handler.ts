import {
  addJob,
  JobName,
  jobIdFor,
  QueueName,
  type ImportedVideoOrigin,
  type ImportRemoteVideoJob,
  type ImportRemoteVideoResult,
} from '@framehouse/domain';
import type { StorageDriver } from '@framehouse/storage';
import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { JobsOptions, Queue } from 'bullmq';
import { WORKER_STORAGE } from '../../storage/worker-storage';
import type { JobContext, JobHandler } from '../job-runner';
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
export class ImportRemoteVideoHandler implements JobHandler<JobName.IMPORT_REMOTE_VIDEO> {
  readonly name = JobName.IMPORT_REMOTE_VIDEO;
  private readonly logger = new Logger('ImportRemoteVideo');

  constructor(
    @Inject(WORKER_STORAGE) private readonly storage: StorageDriver,
    @Inject(REMOTE_VIDEO_FETCHERS) private readonly fetchers: RemoteVideoFetchers,
    @InjectQueue(QueueName.VIDEO_PROCESSING) private readonly queue: Queue,
  ) {}

  async run(data: ImportRemoteVideoJob, { signal, workDir }: JobContext): Promise<ImportRemoteVideoResult> {
    const { videoId, organizationId, sourceKey, mediaPrefix, run } = data;
    const processJobId = jobIdFor(JobName.PROCESS_VIDEO, videoId, run);

    // An attempt that died after adding the processing job: the source is stored and being processed,
    // and fetching it again would overwrite the file under a running ffmpeg.
    const stored = await this.storage.statObject(sourceKey);
    if (stored && (await this.queue.getJob(processJobId))) return { sourceKey, size: stored.size };

    const { size, title } = await fetchIntoStorage(
      this.storage,
      this.fetchers[data.origin],
      data.url,
      sourceKey,
      {
        signal,
        workDir,
      },
    );
    await addJob(
      this.queue,
      JobName.PROCESS_VIDEO,
      { videoId, organizationId, sourceKey, mediaPrefix, run },
      { ...PROCESS_VIDEO_JOB_OPTIONS, jobId: processJobId },
    );
    this.logger.log(`Video ${videoId} run ${run}: imported ${size} bytes (${data.origin})`);
    return { sourceKey, size, title };
  }
}

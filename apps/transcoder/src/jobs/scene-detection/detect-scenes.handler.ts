import { SCENE_CHANGE_THRESHOLD, SCENE_DETECTION_FPS, type DetectScenesResult } from '@framehouse/domain';
import type { StorageDriver } from '@framehouse/storage';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { WORKER_CONFIG, type WorkerConfig } from '../../config/worker-config';
import { FfmpegRunner, parseSceneScores, sceneDetectionCommand, withThreads } from '../../media';
import { WORKER_STORAGE } from '../../storage/worker-storage';
import { detectScenesJobData } from '../job-data';
import { PercentProgressReporter } from '../percent-progress';
import { localSource } from '../stored-file';
import { freshWorkDir, removeWorkDir, workDirFor } from '../work-dir';

/** What the API records when the original is gone. */
export const SCENES_SOURCE_MISSING_MESSAGE = "The video's source file is missing; upload the video again.";

/**
 * `detect-scenes`: one ffmpeg pass over the original scoring each frame against the one before
 * (`sceneDetectionCommand`), the frames above SCENE_CHANGE_THRESHOLD returned as scene changes. Nothing is
 * written to storage, so a retry simply runs again.
 */
@Injectable()
export class DetectScenesHandler {
  private readonly logger = new Logger('DetectScenes');

  constructor(
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
    @Inject(WORKER_STORAGE) private readonly storage: StorageDriver,
    private readonly ffmpeg: FfmpegRunner,
  ) {}

  async handle(job: Job, signal: AbortSignal): Promise<DetectScenesResult> {
    const data = detectScenesJobData(job.data);
    const progress = PercentProgressReporter.forJob(job, this.logger);
    await progress.update(0, true);
    const work = workDirFor(this.config.workDir, 'detect-scenes', data.videoId, data.run);
    try {
      await freshWorkDir(work);
      const source = await localSource(
        this.storage,
        data.sourceKey,
        work,
        signal,
        SCENES_SOURCE_MISSING_MESSAGE,
      );
      const scores = join(work, 'scenes.txt');
      const threshold = SCENE_CHANGE_THRESHOLD;
      await this.ffmpeg.run(
        withThreads(
          sceneDetectionCommand(source, scores, { threshold, fps: SCENE_DETECTION_FPS }),
          this.config.ffmpegThreads,
        ),
        {
          signal,
          onProgress: ({ outTimeMs }) => {
            if (outTimeMs !== null && data.durationMs > 0) {
              void progress.update((99 * outTimeMs) / data.durationMs);
            }
          },
        },
      );
      // ffmpeg writes no file when no frame passed the threshold.
      const text = await readFile(scores, 'utf8').catch(() => '');
      const changes = parseSceneScores(text, data.durationMs, threshold);
      await progress.update(100, true);
      this.logger.log(`Video ${data.videoId} run ${data.run}: ${changes.length} scene changes`);
      return { threshold, changes };
    } finally {
      await removeWorkDir(work);
    }
  }
}

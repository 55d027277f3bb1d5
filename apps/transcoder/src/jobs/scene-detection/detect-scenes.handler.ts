import {
  JobName,
  SCENE_CHANGE_THRESHOLD,
  SCENE_DETECTION_FPS,
  type DetectScenesJob,
  type DetectScenesResult,
} from '@framehouse/domain';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { WORKER_CONFIG, type WorkerConfig } from '../../config/worker-config';
import { FfmpegRunner, parseSceneScores, sceneDetectionCommand, withThreads } from '../../media';
import { videoOriginal, type JobContext, type JobHandler } from '../job-runner';

/**
 * `detect-scenes`: one ffmpeg pass over the original scoring each frame against the one before
 * (`sceneDetectionCommand`), the frames above SCENE_CHANGE_THRESHOLD returned as scene changes. Nothing is
 * written to storage, so a retry simply runs again.
 */
@Injectable()
export class DetectScenesHandler implements JobHandler<JobName.DETECT_SCENES> {
  readonly name = JobName.DETECT_SCENES;
  readonly source = videoOriginal;
  private readonly logger = new Logger('DetectScenes');

  constructor(
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
    private readonly ffmpeg: FfmpegRunner,
  ) {}

  async run(
    data: DetectScenesJob,
    { source, workDir, signal, progress }: JobContext,
  ): Promise<DetectScenesResult> {
    const scores = join(workDir, 'scenes.txt');
    const threshold = SCENE_CHANGE_THRESHOLD;
    await this.ffmpeg.run(
      withThreads(
        sceneDetectionCommand(source.path, scores, { threshold, fps: SCENE_DETECTION_FPS }),
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
    this.logger.log(`Video ${data.videoId} run ${data.run}: ${changes.length} scene changes`);
    return { threshold, changes };
  }
}

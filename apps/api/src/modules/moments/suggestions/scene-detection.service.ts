import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { detectScenesContract, SceneDetectionStatus, type SceneChange } from '@framehouse/domain';
import { DataSource } from 'typeorm';
import { VideoAnalysisRuns } from '../../videos/analysis/video-analysis-runs';
import { VideoHooks } from '../../videos/video-hooks';
import type { Video } from '../../videos/video.entity';
import { VideosService } from '../../videos/videos.service';
import { SceneDetectionProducer } from './scene-detection.producer';
import { changesInside, sceneFailureText, type DetectScenesRef } from './scene-events';
import { VideoSceneDetection } from './video-scene-detection.entity';

/**
 * Scene changes of videos on the API's side (libs/domain jobs/scene-detection.ts), on the lifecycle of
 * a video's analysis (VideoAnalysisRuns) as its object detection is: the monitor's reports complete the
 * detection with the list of changes; a failed one leaves suggestions to the transcript alone.
 */
@Injectable()
export class SceneDetectionService extends VideoAnalysisRuns<VideoSceneDetection> {
  constructor(
    @InjectDataSource() dataSource: DataSource,
    producer: SceneDetectionProducer,
    hooks: VideoHooks,
    private readonly videos: VideosService,
  ) {
    super(dataSource, hooks, producer, {
      name: 'scene detection',
      entity: VideoSceneDetection,
      pending: [SceneDetectionStatus.QUEUED],
      queued: () => ({ status: SceneDetectionStatus.QUEUED, changes: [], failureReason: null }),
      copied: ({ status, changes, failureReason }) => ({ status, changes, failureReason }),
      failed: (reason) => ({ status: SceneDetectionStatus.FAILED, failureReason: sceneFailureText(reason) }),
    });
  }

  /**
   * The scene changes of the video as it is now: those of its current processing run once completed,
   * none otherwise (suggested moments and chapters then go by the transcript alone).
   */
  async currentChanges(video: Pick<Video, 'id' | 'processingRun'>): Promise<SceneChange[]> {
    const detection = await this.forVideo(video.id);
    return detection?.status === SceneDetectionStatus.COMPLETED && detection.run === video.processingRun
      ? detection.changes
      : [];
  }

  /** Stores a completed run's changes; false when no detection waits for this run. */
  override async store(ref: DetectScenesRef, returnvalue: unknown): Promise<boolean> {
    const video = await this.videos.findForPlayback(ref.videoId);
    if (!video) return false;
    const result = detectScenesContract.parseResult(returnvalue);
    if (!result) {
      this.logger.error(
        `The scene detection of video ${video.id} run ${ref.run} returned a malformed result`,
      );
      return this.applyFailure(ref, 'The scene detection result could not be read.');
    }
    const changes = changesInside(result, video.durationMs ?? 0);
    return this.move(ref, { status: SceneDetectionStatus.COMPLETED, changes, failureReason: null });
  }
}

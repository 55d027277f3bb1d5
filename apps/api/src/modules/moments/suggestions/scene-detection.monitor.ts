import { Inject, Injectable } from '@nestjs/common';
import { QueueName } from '@framehouse/domain';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { VideoAnalysisMonitor } from '../../videos/analysis/video-analysis-runs';
import { SceneDetectionProducer } from './scene-detection.producer';
import { SceneDetectionService } from './scene-detection.service';
import { parseDetectScenesJobId } from './scene-events';
import { VideoSceneDetection } from './video-scene-detection.entity';

/**
 * Applies the transcoder's reports about scene detection (see VideoAnalysisMonitor): a completed job's
 * changes are stored, a failed job makes the detection FAILED. Only a detection waiting for the job's run
 * changes.
 */
@Injectable()
export class SceneDetectionMonitor extends VideoAnalysisMonitor<VideoSceneDetection> {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    producer: SceneDetectionProducer,
    detection: SceneDetectionService,
  ) {
    super(
      QueueName.SCENE_DETECTION,
      config,
      SceneDetectionMonitor.name,
      producer,
      detection,
      parseDetectScenesJobId,
    );
  }
}

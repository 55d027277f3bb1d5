import { Inject, Injectable } from '@nestjs/common';
import { detectObjectsContract, isObject, parsed, QueueName } from '@framehouse/domain';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { StorageService } from '../../storage/storage.service';
import { VideoAnalysisMonitor, type VideoAnalysisRef } from '../../videos/analysis/video-analysis-runs';
import { ObjectDetectionService } from '../object-detection.service';
import { isDetectionOutputPrefix } from '../object-keys';
import { VideoObjectDetection } from '../video-object-detection.entity';
import { parseDetectObjectsJobId } from './detection-events';
import { ObjectDetectionProducer } from './object-detection.producer';

/**
 * Applies the transcoder's reports about object detection (see VideoAnalysisMonitor): a worker taking
 * the job makes it IN_PROGRESS with its percent, a completed job's objects replace the video's SYSTEM
 * ones, a failed job makes it FAILED with the reason. Only a detection waiting for the job's run changes.
 */
@Injectable()
export class ObjectDetectionMonitor extends VideoAnalysisMonitor<VideoObjectDetection> {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly producer: ObjectDetectionProducer,
    private readonly detection: ObjectDetectionService,
    private readonly storage: StorageService,
  ) {
    super(
      QueueName.OBJECT_DETECTION,
      config,
      ObjectDetectionMonitor.name,
      producer,
      detection,
      parseDetectObjectsJobId,
    );
  }

  protected override async onActive(jobId: string): Promise<void> {
    const ref = parseDetectObjectsJobId(jobId);
    if (ref) await this.detection.markInProgress(ref);
  }

  protected override async onProgress(jobId: string, data: unknown): Promise<void> {
    const ref = parseDetectObjectsJobId(jobId);
    const progress = detectObjectsContract.parseProgress(data);
    if (ref) await this.detection.markInProgress(ref, progress ? Math.floor(progress.percent) : undefined);
  }

  /** Its crops are deleted when the video is gone. */
  protected override async onUnclaimed(jobId: string, ref: VideoAnalysisRef): Promise<void> {
    if (!(await this.detection.forVideo(ref.videoId))) await this.cleanUpIfVideoGone(jobId);
  }

  /** A job that ran while its video was deleted wrote crops nobody will read. */
  private async cleanUpIfVideoGone(jobId: string): Promise<void> {
    const job = await this.producer.getJob(jobId);
    const data = parsed(job?.data);
    const prefix = isObject(data) && typeof data.outputPrefix === 'string' ? data.outputPrefix : '';
    if (isDetectionOutputPrefix(prefix)) await this.storage.driver.deletePrefix(prefix);
  }
}

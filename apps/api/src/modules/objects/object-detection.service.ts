import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ContentSource,
  detectObjectsContract,
  detectedObjectTitle,
  ObjectAnnotationMessages,
  ObjectDetectionStatus,
  PENDING_OBJECT_DETECTION_STATUSES,
} from '@framehouse/domain';
import { DataSource, In, type EntityManager } from 'typeorm';
import { StorageService } from '../storage/storage.service';
import { VideoAnalysisRuns } from '../videos/analysis/video-analysis-runs';
import { VideoHooks } from '../videos/video-hooks';
import type { Video } from '../videos/video.entity';
import { VideosService } from '../videos/videos.service';
import { detectionFailureText, storedDetections, type DetectObjectsRef } from './jobs/detection-events';
import { ObjectDetectionProducer } from './jobs/object-detection.producer';
import { ObjectAnnotation } from './object-annotation.entity';
import { detectionOutputPrefix } from './object-keys';
import { ObjectThumbnail } from './object-thumbnail.entity';
import { VideoObjectDetection } from './video-object-detection.entity';

/**
 * The AI step of the Objects tab on the API's side (libs/domain jobs/object-detection.ts), on the
 * lifecycle of a video's analysis (VideoAnalysisRuns): the monitor's reports move the detection on with
 * its percent; a completed run replaces the video's SYSTEM objects (members' objects stay), each with the
 * detector's crop as its first thumbnail, and a reprocessed video loses them.
 */
@Injectable()
export class ObjectDetectionService extends VideoAnalysisRuns<VideoObjectDetection> {
  constructor(
    @InjectDataSource() dataSource: DataSource,
    producer: ObjectDetectionProducer,
    hooks: VideoHooks,
    private readonly videos: VideosService,
    private readonly storage: StorageService,
  ) {
    super(dataSource, hooks, producer, {
      name: 'object detection',
      entity: VideoObjectDetection,
      pending: PENDING_OBJECT_DETECTION_STATUSES,
      queued: () => ({ status: ObjectDetectionStatus.QUEUED, percent: 0, failureReason: null }),
      copied: ({ status, percent, failureReason }) => ({ status, percent, failureReason }),
      failed: (reason) => ({
        status: ObjectDetectionStatus.FAILED,
        failureReason: detectionFailureText(reason),
      }),
    });
  }

  /** A worker has the job: IN_PROGRESS, with its percent when it reports one. */
  async markInProgress(ref: DetectObjectsRef, percent?: number): Promise<boolean> {
    return this.move(ref, {
      status: ObjectDetectionStatus.IN_PROGRESS,
      ...(percent === undefined ? {} : { percent: Math.min(99, percent) }),
    });
  }

  /**
   * Stores a completed run: the video's SYSTEM objects are replaced by the detected ones in one
   * transaction, and the replaced crops are deleted after it commits. False when no detection waits for
   * this run (an older run, a repeated event, a deleted video): its crops are then deleted.
   */
  override async store(ref: DetectObjectsRef, returnvalue: unknown): Promise<boolean> {
    const video = await this.videos.findForPlayback(ref.videoId);
    if (!video) return false;
    const outputPrefix = detectionOutputPrefix(video, ref.run);
    const result = detectObjectsContract.parseResult(returnvalue);
    if (!result) {
      this.logger.error(
        `The object detection of video ${video.id} run ${ref.run} returned a malformed result`,
      );
      await this.applyFailure(ref, ObjectAnnotationMessages.detectionUnreadable);
      return false;
    }
    const detected = storedDetections(result, { durationMs: video.durationMs ?? 0, outputPrefix });
    const replaced = await this.dataSource.transaction(async (manager) => {
      const detection = await manager.getRepository(VideoObjectDetection).findOne({
        where: { videoId: video.id, run: ref.run, status: In([...PENDING_OBJECT_DETECTION_STATUSES]) },
        lock: { mode: 'pessimistic_write' },
      });
      if (!detection) return null;
      const keys = await this.deleteSystemObjects(manager, video.id);
      for (const object of detected) {
        const saved = await manager.getRepository(ObjectAnnotation).save(
          manager.getRepository(ObjectAnnotation).create({
            organizationId: video.organizationId,
            videoId: video.id,
            title: detectedObjectTitle(object.category),
            category: object.category,
            startMs: object.startMs,
            endMs: object.endMs,
            url: null,
            source: ContentSource.SYSTEM,
            visible: true,
            promote: false,
            score: object.score,
            thumbnailId: null,
            createdById: null,
          }),
        );
        if (object.thumbnailKey) {
          await manager.getRepository(ObjectThumbnail).insert({
            organizationId: video.organizationId,
            objectId: saved.id,
            fileKey: object.thumbnailKey,
            source: ContentSource.SYSTEM,
            createdById: null,
          });
        }
      }
      await manager
        .getRepository(VideoObjectDetection)
        .update(
          { videoId: video.id },
          { status: ObjectDetectionStatus.COMPLETED, percent: 100, failureReason: null },
        );
      return keys;
    });
    if (replaced === null) {
      const current = await this.forVideo(video.id);
      // The crops of a run nobody waits for; never those of the run the video's objects come from.
      if (!current || current.run !== ref.run) await this.storage.driver.deletePrefix(outputPrefix);
      return false;
    }
    await this.storage.deleteUnused(replaced);
    return true;
  }

  /** Deletes the video's SYSTEM objects; returns their thumbnails' files, to delete after the commit. */
  private async deleteSystemObjects(manager: EntityManager, videoId: string): Promise<string[]> {
    const system = await manager
      .getRepository(ObjectAnnotation)
      .find({ select: { id: true }, where: { videoId, source: ContentSource.SYSTEM } });
    if (system.length === 0) return [];
    const ids = system.map((object) => object.id);
    const thumbnails = await manager
      .getRepository(ObjectThumbnail)
      .find({ select: { fileKey: true }, where: { objectId: In(ids) } });
    await manager.getRepository(ObjectAnnotation).delete({ id: In(ids) });
    return thumbnails.map((thumbnail) => thumbnail.fileKey);
  }

  /** The old run's SYSTEM objects go with it. */
  protected override discardResults(manager: EntityManager, video: Video): Promise<string[]> {
    return this.deleteSystemObjects(manager, video.id);
  }
}

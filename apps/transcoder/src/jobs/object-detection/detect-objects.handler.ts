import type { DetectObjectsResult } from '@framehouse/domain';
import type { StorageDriver } from '@framehouse/storage';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import { createReadStream, statSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { WORKER_CONFIG, type WorkerConfig } from '../../config/worker-config';
import {
  DEFAULT_GAP_TOLERANCE_MS,
  DEFAULT_MIN_DURATION_MS,
  DEFAULT_MIN_SCORE,
  decodeCocoDetections,
  detectedObjects,
  frameBatches,
  mergeDetections,
  OBJECT_DETECTOR,
  planFrameSampling,
  suppressOverlaps,
  type ObjectDetector,
  type SampledFrame,
} from '../../detection';
import { FfmpegRunner, frameBatchCommand, objectCropCommand, rgbFrameBytes, withThreads } from '../../media';
import { WORKER_STORAGE } from '../../storage/worker-storage';
import { localSource } from '../stored-file';
import { PercentProgressReporter } from '../percent-progress';
import { detectObjectsJobData } from '../job-data';
import { freshWorkDir, removeWorkDir, workDirFor } from '../work-dir';

/** What the API records when the original is gone. */
export const SOURCE_MISSING_MESSAGE = "The video's source file is missing; upload the video again.";

/** Share of the job's percent: sampling and detection up to here, then the crops. */
const DETECTION_PERCENT = 90;

/**
 * `detect-objects`: frames sampled from the original (one a second, at most OBJECT_DETECTION_MAX_FRAMES),
 * each through the COCO detector, sightings of a category on consecutive frames merged into one range,
 * and one JPEG per range cropped from its best frame into `outputPrefix`. The prefix is emptied first, so
 * a retry or a run picked up again leaves only its own crops; the job id (`jobIdFor(DETECT_OBJECTS,
 * videoId, run)`) keeps the same run from being queued twice.
 */
@Injectable()
export class DetectObjectsHandler {
  private readonly logger = new Logger('DetectObjects');

  constructor(
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
    @Inject(WORKER_STORAGE) private readonly storage: StorageDriver,
    @Inject(OBJECT_DETECTOR) private readonly detector: ObjectDetector,
    private readonly ffmpeg: FfmpegRunner,
  ) {}

  async handle(job: Job, signal: AbortSignal): Promise<DetectObjectsResult> {
    const data = detectObjectsJobData(job.data);
    const progress = PercentProgressReporter.forJob(job, this.logger);
    const started = Date.now();
    await progress.update(0, true);
    const plan = planFrameSampling(data.durationMs, this.config.objectDetection.maxFrames);
    const work = workDirFor(this.config.workDir, 'detect-objects', data.videoId, data.run);
    const frameBytes = rgbFrameBytes(this.detector.inputSize);
    const frames: SampledFrame[] = [];
    try {
      await freshWorkDir(work);
      await this.storage.deletePrefix(data.outputPrefix);
      const source = await localSource(this.storage, data.sourceKey, work, signal, SOURCE_MISSING_MESSAGE);
      const raw = join(work, 'frames.rgb');
      for (const batch of frameBatches(plan)) {
        await this.ffmpeg.run(
          withThreads(
            frameBatchCommand(source, batch, this.detector.inputSize, raw),
            this.config.ffmpegThreads,
          ),
          { signal },
        );
        const bytes = await readFile(raw);
        const count = Math.min(batch.count, Math.floor(bytes.length / frameBytes));
        for (let i = 0; i < count; i++) {
          signal.throwIfAborted();
          const rows = await this.detector.detect(bytes.subarray(i * frameBytes, (i + 1) * frameBytes));
          frames.push({
            timeMs: batch.startMs + i * batch.intervalMs,
            detections: suppressOverlaps(
              decodeCocoDetections(rows, this.detector.inputSize, DEFAULT_MIN_SCORE),
            ),
          });
          void progress.update((DETECTION_PERCENT * (frames.length + 1)) / (plan.frameCount + 1));
        }
        await rm(raw, { force: true });
      }
      const tracks = mergeDetections(frames, {
        intervalMs: plan.intervalMs,
        endMs: plan.coveredMs,
        minScore: DEFAULT_MIN_SCORE,
        gapToleranceMs: DEFAULT_GAP_TOLERANCE_MS,
        minDurationMs: DEFAULT_MIN_DURATION_MS,
      });
      const objects = detectedObjects(tracks, data.outputPrefix);
      for (const [index, object] of objects.entries()) {
        const crop = join(work, `object-${index}.jpg`);
        await this.ffmpeg.run(
          withThreads(
            objectCropCommand(source, tracks[index].bestFrameMs, object.box, crop),
            this.config.ffmpegThreads,
          ),
          { signal },
        );
        await this.storage.putObject(object.thumbnailKey, createReadStream(crop), {
          contentType: 'image/jpeg',
          size: statSync(crop).size,
        });
        void progress.update(DETECTION_PERCENT + ((100 - DETECTION_PERCENT) * (index + 1)) / objects.length);
      }
      await progress.update(100, true);
      this.logger.log(
        `Video ${data.videoId} run ${data.run}: ${objects.length} objects in ${frames.length} frames (${Date.now() - started} ms)`,
      );
      return {
        model: this.detector.model,
        framesSampled: frames.length,
        intervalMs: plan.intervalMs,
        coveredMs: plan.coveredMs,
        objects,
      };
    } finally {
      await removeWorkDir(work);
    }
  }
}

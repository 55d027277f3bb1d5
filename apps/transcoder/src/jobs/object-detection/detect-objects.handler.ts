import { JobName, type DetectObjectsJob, type DetectObjectsResult } from '@framehouse/domain';
import type { StorageDriver } from '@framehouse/storage';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { UnrecoverableError } from 'bullmq';
import { createReadStream, statSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { WORKER_CONFIG, type WorkerConfig } from '../../config/worker-config';
import {
  DEFAULT_GAP_TOLERANCE_MS,
  DEFAULT_MIN_DURATION_MS,
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
import {
  FfmpegRunner,
  frameBatchCommand,
  letterboxArea,
  objectCropCommand,
  rgbFrameBytes,
  withThreads,
} from '../../media';
import { WORKER_STORAGE } from '../../storage/worker-storage';
import { videoOriginal, type JobContext, type JobHandler } from '../job-runner';

/** Share of the job's percent: sampling and detection up to here, then the crops. */
const DETECTION_PERCENT = 90;

/**
 * `detect-objects`: frames sampled from the original (one a second, at most OBJECT_DETECTION_MAX_FRAMES),
 * each letterboxed into the detector's input (proportions kept) and through the COCO detector, sightings of a category on consecutive frames merged into one range,
 * and one JPEG per range cropped from its best frame into `outputPrefix`. The prefix is emptied first, so
 * a retry or a run picked up again leaves only its own crops; the job id (`jobIdFor(DETECT_OBJECTS,
 * videoId, run)`) keeps the same run from being queued twice.
 */
@Injectable()
export class DetectObjectsHandler implements JobHandler<JobName.DETECT_OBJECTS> {
  readonly name = JobName.DETECT_OBJECTS;
  readonly source = videoOriginal;
  private readonly logger = new Logger('DetectObjects');

  constructor(
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
    @Inject(WORKER_STORAGE) private readonly storage: StorageDriver,
    @Inject(OBJECT_DETECTOR) private readonly detector: ObjectDetector,
    private readonly ffmpeg: FfmpegRunner,
  ) {}

  async run(
    data: DetectObjectsJob,
    { source, workDir, signal, progress }: JobContext,
  ): Promise<DetectObjectsResult> {
    const started = Date.now();
    const plan = planFrameSampling(data.durationMs, this.config.objectDetection.maxFrames);
    const frameBytes = rgbFrameBytes(this.detector.inputSize);
    const frames: SampledFrame[] = [];
    const probe = await this.ffmpeg.probe(source.path, { signal });
    if (!probe.ok) throw new UnrecoverableError(probe.problem.message);
    // The frame as shown, whole and in its proportions, inside the detector's input.
    const area = letterboxArea(
      { width: probe.info.video.displayWidth, height: probe.info.video.displayHeight },
      this.detector.inputSize,
    );
    await this.storage.deletePrefix(data.outputPrefix);
    const raw = join(workDir, 'frames.rgb');
    for (const batch of frameBatches(plan)) {
      await this.ffmpeg.run(
        withThreads(
          frameBatchCommand(source.path, batch, this.detector.inputSize, area, raw),
          this.config.ffmpegThreads,
        ),
        { signal },
      );
      const bytes = await readFile(raw);
      const count = Math.min(batch.count, Math.floor(bytes.length / frameBytes));
      for (let i = 0; i < count; i++) {
        // The detector runs on this thread: a turn of the event loop between frames keeps the locks of
        // every running job renewed, however long the detection and however loaded the machine.
        await nextTurn(undefined, { signal });
        const rows = await this.detector.detect(bytes.subarray(i * frameBytes, (i + 1) * frameBytes));
        frames.push({
          timeMs: batch.startMs + i * batch.intervalMs,
          detections: suppressOverlaps(decodeCocoDetections(rows, area, this.detector.minScore)),
        });
        void progress.update((DETECTION_PERCENT * (frames.length + 1)) / (plan.frameCount + 1));
      }
      await rm(raw, { force: true });
    }
    const tracks = mergeDetections(frames, {
      intervalMs: plan.intervalMs,
      endMs: plan.coveredMs,
      minScore: this.detector.minScore,
      gapToleranceMs: DEFAULT_GAP_TOLERANCE_MS,
      minDurationMs: DEFAULT_MIN_DURATION_MS,
    });
    const objects = detectedObjects(tracks, data.outputPrefix);
    for (const [index, object] of objects.entries()) {
      const crop = join(workDir, `object-${index}.jpg`);
      await this.ffmpeg.run(
        withThreads(
          objectCropCommand(source.path, tracks[index].bestFrameMs, object.box, crop),
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
  }
}

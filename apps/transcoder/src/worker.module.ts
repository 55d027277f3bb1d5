import { BullModule } from '@nestjs/bullmq';
import { DynamicModule, Module } from '@nestjs/common';
import { VideoOrigin } from '@framehouse/domain';
import { LoggerModule } from 'nestjs-pino';
import { WORKER_CONFIG, type WorkerConfig } from './config/worker-config';
import { NanodetDetector, OBJECT_DETECTOR } from './detection';
import { HeartbeatService } from './health/heartbeat.service';
import { DirectUrlFetcher } from './jobs/import-remote-video/direct-url-fetcher';
import {
  ImportRemoteVideoHandler,
  REMOTE_VIDEO_FETCHERS,
  type RemoteVideoFetchers,
} from './jobs/import-remote-video/import-remote-video.handler';
import { YtDlpFetcher } from './jobs/import-remote-video/yt-dlp-fetcher';
import { JobRunner } from './jobs/job-runner';
import { ExportMp4Handler } from './jobs/mp4-export/export-mp4.handler';
import { Mp4ExportProcessor } from './jobs/mp4-export.processor';
import { MomentDownloadProcessor } from './jobs/moment-download.processor';
import { CaptureMomentFrameHandler } from './jobs/moment-download/capture-moment-frame.handler';
import { CutMomentHandler } from './jobs/moment-download/cut-moment.handler';
import { ObjectDetectionProcessor } from './jobs/object-detection.processor';
import { DetectObjectsHandler } from './jobs/object-detection/detect-objects.handler';
import { SceneDetectionProcessor } from './jobs/scene-detection.processor';
import { DetectScenesHandler } from './jobs/scene-detection/detect-scenes.handler';
import { ProcessVideoHandler } from './jobs/process-video/process-video.handler';
import { TranscriptionProcessor } from './jobs/transcription.processor';
import { MEDIA_URL_FETCHER, ProbeMediaHandler } from './jobs/transcription/probe-media.handler';
import { TranscribeMediaHandler } from './jobs/transcription/transcribe-media.handler';
import { TranscribeVideoHandler } from './jobs/transcription/transcribe-video.handler';
import { VideoProcessingProcessor } from './jobs/video-processing.processor';
import { FfmpegRunner } from './media';
import { MetricsServer, WORKER_METRICS, workerMetricsFor } from './metrics/metrics-server';
import { dieWithWorkerLauncher } from './process/die-with-worker';
import { workerStorageProvider } from './storage/worker-storage';
import { createSpeechEngine, SPEECH_ENGINE } from './transcription';
import { WORKER_QUEUES } from './worker-queues';

@Module({})
export class WorkerModule {
  static register(config: WorkerConfig): DynamicModule {
    // ffmpeg, yt-dlp and the speech engines die with the worker, even a worker killed outright.
    const launcher = dieWithWorkerLauncher();
    const videoSite = new YtDlpFetcher({ executable: config.ytDlpPath, launcher });
    const fetchers: RemoteVideoFetchers = {
      [VideoOrigin.REMOTE]: new DirectUrlFetcher({ allowPrivate: config.allowPrivateImports }),
      [VideoOrigin.YOUTUBE]: videoSite,
      [VideoOrigin.VIMEO]: videoSite,
    };
    // D2C URLs go through the same plain-file fetcher and address checks; they may hold audio alone, and
    // are held to the D2C service's file size.
    const mediaFetcher = new DirectUrlFetcher({
      allowPrivate: config.allowPrivateImports,
      accept: 'media',
      maxBytes: config.d2cUploadMaxBytes,
    });
    return {
      module: WorkerModule,
      imports: [
        LoggerModule.forRoot(),
        BullModule.forRoot({ connection: { url: config.redisUrl }, prefix: config.redisPrefix }),
        ...WORKER_QUEUES.map((name) => BullModule.registerQueue({ name })),
      ],
      providers: [
        { provide: WORKER_CONFIG, useValue: config },
        workerStorageProvider,
        { provide: FfmpegRunner, useValue: new FfmpegRunner({ launcher }) },
        { provide: REMOTE_VIDEO_FETCHERS, useValue: fetchers },
        { provide: MEDIA_URL_FETCHER, useValue: mediaFetcher },
        { provide: SPEECH_ENGINE, useValue: createSpeechEngine(config.transcription, launcher) },
        { provide: OBJECT_DETECTOR, useValue: new NanodetDetector(config.objectDetection.modelDir) },
        { provide: WORKER_METRICS, useValue: workerMetricsFor(config) },
        MetricsServer,
        HeartbeatService,
        JobRunner,
        ProcessVideoHandler,
        ImportRemoteVideoHandler,
        VideoProcessingProcessor,
        TranscribeVideoHandler,
        ProbeMediaHandler,
        TranscribeMediaHandler,
        TranscriptionProcessor,
        DetectObjectsHandler,
        ObjectDetectionProcessor,
        CutMomentHandler,
        CaptureMomentFrameHandler,
        MomentDownloadProcessor,
        DetectScenesHandler,
        SceneDetectionProcessor,
        ExportMp4Handler,
        Mp4ExportProcessor,
      ],
    };
  }
}

import { QueueName } from '@framehouse/domain';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { WorkerOptions } from 'bullmq';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker-config';
import { assertMediaToolsInstalled } from '../media';
import { SPEECH_ENGINE, type SpeechEngine } from '../transcription';
import { JobRunner } from './job-runner';
import { QueueProcessor, queueWorkerOptions } from './queue-processor';
import { ProbeMediaHandler } from './transcription/probe-media.handler';
import { TranscribeMediaHandler } from './transcription/transcribe-media.handler';
import { TranscribeVideoHandler } from './transcription/transcribe-video.handler';

/** The transcription worker's settings: TRANSCRIPTION_CONCURRENCY jobs at once. */
export function transcriptionWorkerOptions(config: WorkerConfig): WorkerOptions {
  return queueWorkerOptions(config, config.transcription.concurrency);
}

/**
 * Consumer of the transcription queue: video transcripts and the D2C service's jobs. The engine's
 * program and model are checked at start, as ffmpeg is.
 */
@Injectable()
export class TranscriptionProcessor extends QueueProcessor implements OnModuleInit {
  constructor(
    @Inject(WORKER_CONFIG) config: WorkerConfig,
    @Inject(SPEECH_ENGINE) private readonly engine: SpeechEngine,
    runner: JobRunner,
    transcribeVideo: TranscribeVideoHandler,
    probeMedia: ProbeMediaHandler,
    transcribeMedia: TranscribeMediaHandler,
  ) {
    super(
      QueueName.TRANSCRIPTION,
      [transcribeVideo, probeMedia, transcribeMedia],
      runner,
      transcriptionWorkerOptions(config),
      'Transcription',
    );
  }

  onModuleInit(): void {
    assertMediaToolsInstalled();
    this.engine.assertReady();
  }
}

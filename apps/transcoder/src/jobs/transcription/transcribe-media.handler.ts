import {
  JobFailureMessages,
  JobName,
  type TranscribeMediaJob,
  type TranscriptionJobResult,
} from '@framehouse/domain';
import type { StorageDriver } from '@framehouse/storage';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { UnrecoverableError } from 'bullmq';
import { join } from 'node:path';
import { WORKER_CONFIG, type WorkerConfig } from '../../config/worker-config';
import {
  FfmpegError,
  FfmpegRunner,
  progressPercent,
  transcriptionAudioCommand,
  withThreads,
} from '../../media';
import { WORKER_STORAGE } from '../../storage/worker-storage';
import { SPEECH_ENGINE, type SpeechEngine } from '../../transcription';
import type { JobContext, JobHandler, JobSource } from '../job-runner';
import { spanPercent } from '../percent-progress';
import { d2cMedia, soundOf } from './media-source';
import { transcribeAudio, transcriptionResult, writeTranscript } from './transcription-steps';

/** The job's share of each step, as [start, end] percent: the engine is nearly all of the work. */
const EXTRACTING: readonly [number, number] = [0, 10];
const TRANSCRIBING: readonly [number, number] = [10, 99];

/**
 * `transcribe-media`: a D2C transcription whose media passed validation and metering. The media's sound
 * becomes a 16 kHz mono WAV (the same command processing uses), then the transcript JSON at
 * `transcriptKey`. Every run writes the same key and nothing else.
 */
@Injectable()
export class TranscribeMediaHandler implements JobHandler<JobName.TRANSCRIBE_MEDIA> {
  readonly name = JobName.TRANSCRIBE_MEDIA;
  private readonly logger = new Logger('TranscribeMedia');

  constructor(
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
    @Inject(WORKER_STORAGE) private readonly storage: StorageDriver,
    @Inject(SPEECH_ENGINE) private readonly engine: SpeechEngine,
    private readonly runner: FfmpegRunner,
  ) {}

  source(data: TranscribeMediaJob): JobSource {
    return d2cMedia(data.sourceKey);
  }

  async run(
    data: TranscribeMediaJob,
    { source, workDir, signal, progress }: JobContext,
  ): Promise<TranscriptionJobResult> {
    const started = Date.now();
    const sound = await soundOf(this.runner, source.path, signal);
    const wav = join(workDir, 'audio.wav');
    const command = transcriptionAudioCommand(sound, source.path, wav);
    if (!command) throw new UnrecoverableError(JobFailureMessages.noAudioStream);
    try {
      await this.runner.run(withThreads(command, this.config.ffmpegThreads), {
        signal,
        onProgress: (block) =>
          void progress.update(spanPercent(EXTRACTING, progressPercent(block.outTimeMs, sound.durationMs))),
      });
    } catch (error) {
      if (error instanceof FfmpegError && !error.aborted) {
        throw new Error(JobFailureMessages.soundNotExtracted(error.message));
      }
      throw error;
    }
    const transcript = await transcribeAudio(this.engine, wav, {
      durationMs: data.durationMs,
      workDir,
      signal,
      onProgress: (percent) => void progress.update(spanPercent(TRANSCRIBING, percent)),
    });
    await writeTranscript(this.storage, data.transcriptKey, transcript);
    const result = transcriptionResult(transcript, data.transcriptKey, Date.now() - started);
    this.logger.log(
      `Transcription ${data.transcriptionId}: ${result.segmentCount} segments (${result.engine}, ${result.realtimeFactor}× real time)`,
    );
    return result;
  }
}

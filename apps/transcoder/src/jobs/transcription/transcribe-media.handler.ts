import type { TranscriptionJobResult } from '@framehouse/domain';
import type { StorageDriver } from '@framehouse/storage';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { UnrecoverableError, type Job } from 'bullmq';
import { join } from 'node:path';
import { WORKER_CONFIG, type WorkerConfig } from '../../config/worker-config';
import {
  FfmpegError,
  FfmpegRunner,
  progressPercent,
  SOUND_PROBLEM_MESSAGES,
  SoundProblemCode,
  transcriptionAudioCommand,
  withThreads,
} from '../../media';
import { WORKER_STORAGE } from '../../storage/worker-storage';
import { SPEECH_ENGINE, type SpeechEngine } from '../../transcription';
import { transcribeMediaJobData } from '../job-data';
import { freshWorkDir, removeWorkDir, workDirFor } from '../work-dir';
import { soundOf, storedMedia } from './media-source';
import { PercentProgressReporter, spanPercent } from '../percent-progress';
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
export class TranscribeMediaHandler {
  private readonly logger = new Logger('TranscribeMedia');

  constructor(
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
    @Inject(WORKER_STORAGE) private readonly storage: StorageDriver,
    @Inject(SPEECH_ENGINE) private readonly engine: SpeechEngine,
    private readonly runner: FfmpegRunner,
  ) {}

  async handle(job: Job, signal: AbortSignal): Promise<TranscriptionJobResult> {
    const data = transcribeMediaJobData(job.data);
    const progress = PercentProgressReporter.forJob(job, this.logger);
    const started = Date.now();
    const work = workDirFor(this.config.workDir, 'transcribe-media', data.transcriptionId);
    try {
      await freshWorkDir(work);
      await progress.update(0, true);
      const source = await storedMedia(this.storage, data.sourceKey, work, signal);
      const sound = await soundOf(this.runner, source.path, signal);
      const wav = join(work, 'audio.wav');
      const command = transcriptionAudioCommand(sound, source.path, wav);
      if (!command) throw new UnrecoverableError(SOUND_PROBLEM_MESSAGES[SoundProblemCode.NO_AUDIO_STREAM]);
      try {
        await this.runner.run(withThreads(command, this.config.ffmpegThreads), {
          signal,
          onProgress: (block) =>
            void progress.update(spanPercent(EXTRACTING, progressPercent(block.outTimeMs, sound.durationMs))),
        });
      } catch (error) {
        if (error instanceof FfmpegError && !error.aborted) {
          throw new Error(`The media's sound could not be extracted: ${error.message}`);
        }
        throw error;
      }
      const transcript = await transcribeAudio(this.engine, wav, {
        durationMs: data.durationMs,
        workDir: work,
        signal,
        onProgress: (percent) => void progress.update(spanPercent(TRANSCRIBING, percent)),
      });
      await writeTranscript(this.storage, data.transcriptKey, transcript);
      await progress.update(100, true);
      const result = transcriptionResult(transcript, data.transcriptKey, Date.now() - started);
      this.logger.log(
        `Transcription ${data.transcriptionId}: ${result.segmentCount} segments (${result.engine}, ${result.realtimeFactor}× real time)`,
      );
      return result;
    } finally {
      await removeWorkDir(work);
    }
  }
}
